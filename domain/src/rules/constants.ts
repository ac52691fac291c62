/**
 * Business constants and limits of spec §9 that server and web share. No zod here: the web's
 * entry (header, session, announcement socket) reads these without carrying any schema.
 */

/** loginFrom of the web client (spec §7: 4). */
export const LOGIN_FROM_WEB = 4;

/** Site settings before an administrator changes any (auth.ts siteSettingsSchema). */
export const DEFAULT_SITE_SETTINGS: { readonly vipGating: boolean; readonly icpRecord: string; readonly policeRecord: string } = {
  vipGating: true,
  // the footer's registration notices (spec §2 Header and footer): the deployer's own, empty until set
  icpRecord: '',
  policeRecord: '',
};

/** Page-size options of staff tables, and the default. */
export const TABLE_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_TABLE_PAGE_SIZE = 10;

/** The verification-code button counts down this long and is disabled meanwhile. */
export const SMS_COUNTDOWN_SECONDS = 60;
/** A verification code is valid this long. */
export const SMS_CODE_VALID_MINUTES = 5;

/** Lengths of login inputs. */
export const PHONE_LENGTH = 11;
export const SMS_CODE_LENGTH = 6;
export const CARD_NUMBER_LENGTH = 9;
export const CARD_PASSWORD_LENGTH = 6;

/** Announcement socket: heartbeat interval and reconnect delay. */
export const HEARTBEAT_MS = 30_000;
export const RECONNECT_MS = 5_000;
/** Staff pages refresh this often. */
export const STAFF_POLL_MS = 30_000;
/** Client request time-out. */
export const REQUEST_TIMEOUT_MS = 120_000;

/** Toast durations: body errors, and HTTP errors / expired credentials. */
export const TOAST_ERROR_SECONDS = 3;
export const TOAST_HTTP_SECONDS = 5;

/** Rank curve charts label every 50th score. */
export const CHART_LABEL_INTERVAL = 50;
/** Rows of the job ranking a non-VIP sees. */
export const JOB_RANKING_NON_VIP_ROWS = 3;

/** Longest site search query (search.ts). */
export const SEARCH_QUERY_MAX = 30;

/** /welcome's 关键时间, the national calendar: the same in every province (教育部 sets the exam's first day). */
export const NATIONAL_KEY_DATES = [
  { when: '6月7日起', what: '全国统一考试开考；各省考试科目与结束日期不同，以本省考试院公布的日程为准' },
  { when: '6月下旬', what: '各省陆续公布成绩、批次线和一分一段表' },
  { when: '6月底至8月', what: '各省分批次填报志愿与录取；具体时间以本省考试院当年通知为准' },
] as const;
