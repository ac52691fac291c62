/**
 * Who may see what (spec §1, §6): roles, VIP, the staff menu, the userinfo
 * children by card type and the ownership rule of a student's data. The
 * server reads these to enforce; the web reads the same functions only to
 * decide what to show (DESIGN.md, HTTP contract).
 */
import type { RoleType, VIP_CARD_TYPES } from './rules/options';

/** Role type (spec §3): 1 学生, 2 规划师, 3 管理员 (labels in rules/options ROLE_TYPES). */
export type RoleId = RoleType;
export const ROLE = { student: 1, planner: 2, admin: 3 } as const satisfies Record<string, RoleId>;

/** VIP card types (spec §3, labels in rules/options VIP_CARD_TYPES): 0 bind member card, 1, 2, 9, 5. */
export type CardType = (typeof VIP_CARD_TYPES)[number]['value'];
/** Card types that carry VIP (full data, spec §6); type 0 is a plain member card. */
export const VIP_LEVEL_CARDS: readonly CardType[] = [1, 2, 9, 5];

/** The one who sends a request: a guest, or the user of a valid session. */
export type Viewer = GuestViewer | UserViewer;

export interface GuestViewer {
  kind: 'guest';
}

export interface UserViewer {
  kind: 'user';
  userId: string;
  /** The account's main role (spec §3 User info roleId) */
  roleId: RoleId;
  /** Every role the account holds (roleTypes) */
  roleTypes: RoleId[];
  /** VIP as the site's gating setting decides it (gating off: every viewer is VIP) */
  vip: boolean;
  /** The bound member card's type; null without a card */
  cardType: CardType | null;
  /** 高考省份 and 高考年份 of the student profile; null until completed */
  province: string | null;
  year: number | null;
}

export const GUEST: GuestViewer = Object.freeze({ kind: 'guest' });

export const isGuest = (v: Viewer): v is GuestViewer => v.kind === 'guest';
export const isUser = (v: Viewer): v is UserViewer => v.kind === 'user';

export function hasRole(v: Viewer, ...roles: RoleId[]): boolean {
  return isUser(v) && v.roleTypes.some((r) => roles.includes(r));
}

export const isAdmin = (v: Viewer) => hasRole(v, ROLE.admin);
export const isPlanner = (v: Viewer) => hasRole(v, ROLE.planner);
export const isStaff = (v: Viewer) => hasRole(v, ROLE.planner, ROLE.admin);

/** Whether a card type is VIP, when the site gates by VIP at all. */
export function cardIsVip(cardType: CardType | null, gating: boolean): boolean {
  if (!gating) return true;
  return cardType !== null && VIP_LEVEL_CARDS.includes(cardType);
}

/** Full data (spec §6): a VIP user, or staff; a guest never. */
export function seesFullData(v: Viewer): boolean {
  return isUser(v) && (v.vip || isStaff(v));
}

/**
 * A logged-in student lacking 高考省份 or 年份 is sent to the complete-info form (spec §4). Planners and
 * administrators sit no gaokao: asking them (with its 提交后不可修改) would lock a staff account to a made-up one.
 */
export function needsPositionInfo(v: Viewer): boolean {
  return isUser(v) && !isStaff(v) && (v.province === null || v.year === null);
}

// ---- the staff menu (spec §2 Staff menu, §6) ----

export const STAFF_MENU = [
  { path: '/departStudentList', label: '学员管理', roles: [2, 3] },
  { path: '/myStudentList', label: '我的学员', roles: [1, 2, 3] },
  { path: '/masterList', label: '规划师管理', roles: [3] },
  { path: '/websiteOpeartion', label: '网站运营', roles: [3] },
  { path: '/coreData', label: '核心数据', roles: [3] },
] as const satisfies readonly { path: string; label: string; roles: readonly RoleId[] }[];
export type StaffMenuItem = (typeof STAFF_MENU)[number];

/** The staff menu entries a viewer's roleId opens (spec §6: by roleId). */
export function staffMenuOf(v: Viewer): StaffMenuItem[] {
  if (!isUser(v)) return [];
  return STAFF_MENU.filter((m) => (m.roles as readonly RoleId[]).includes(v.roleId));
}

export function maySeeStaffPage(v: Viewer, path: string): boolean {
  return staffMenuOf(v).some((m) => m.path === path);
}

// ---- userinfo children by card type (spec §6) ----

export const USERINFO_CHILDREN = [
  'volunteerInfo',
  'basicInfo',
  'physicalTest',
  'enrollmentIntention',
  'scoreSheet',
  'evaluationInfo',
  'otherInfo',
] as const;
export type UserInfoChild = (typeof USERINFO_CHILDREN)[number];

/** Card types that open each child (spec §6); 超级VIP (9) opens all of them. */
export const USERINFO_CHILD_CARDS: Record<UserInfoChild, readonly CardType[]> = {
  volunteerInfo: [0, 1, 2, 5, 9],
  basicInfo: [0, 1, 2, 5, 9],
  evaluationInfo: [0, 1, 2, 5, 9],
  physicalTest: [1, 2, 5, 9],
  enrollmentIntention: [1, 2, 5, 9],
  scoreSheet: [1, 2, 5, 9],
  otherInfo: [1, 2, 5, 9],
};

/**
 * The userinfo children a viewer may open. Without a card an account counts
 * as type 0; with VIP gating off every viewer is VIP and opens all of them;
 * staff open all of them.
 */
export function userInfoChildrenOf(v: Viewer): UserInfoChild[] {
  if (!isUser(v)) return [];
  if (isStaff(v)) return [...USERINFO_CHILDREN];
  // VIP without a VIP card only happens when the site does not gate by VIP: everything is open
  if (v.vip && !cardIsVip(v.cardType, true)) return [...USERINFO_CHILDREN];
  const card: CardType = v.cardType ?? 0;
  return USERINFO_CHILDREN.filter((child) => USERINFO_CHILD_CARDS[child].includes(card));
}

export function mayOpenUserInfoChild(v: Viewer, child: UserInfoChild): boolean {
  return userInfoChildrenOf(v).includes(child);
}

// ---- a student's own data (spec §1: planners serve students through orders) ----

/**
 * Whether a viewer may read or write a student's data (profile, scores, 测评,
 * 志愿表): the student, a planner with an order for that student, or an admin.
 * `plannerHasOrder` is what the store says about the planner and the student.
 */
export function mayAccessStudent(v: Viewer, studentUserId: string, plannerHasOrder = false): boolean {
  if (!isUser(v)) return false;
  if (v.userId === studentUserId) return true;
  if (isAdmin(v)) return true;
  return isPlanner(v) && plannerHasOrder;
}

// ---- VIP trimming (spec §6, §9) ----

/** Rows of the job-position ranking a non-VIP sees. */
export const NON_VIP_JOB_RANKING_ROWS = 3;
export const VIP_PROMPT = '开通VIP可查看完整数据，请联系老师开通';
export const LOGIN_FIRST = '请先登录！';
export const SESSION_EXPIRED = '凭证已过期，请重新登录';
export const FORBIDDEN = '没有权限访问';

/**
 * Whether a viewer may read or write one /userinfo child of a student: the
 * student (or a planner with an order, or an admin) whose membership opens
 * that child (spec §6 permission lists; staff open every child).
 */
export function mayUseStudentChild(
  v: Viewer,
  studentUserId: string,
  child: UserInfoChild,
  plannerHasOrder = false,
): 'ok' | 'forbidden' | 'not-in-card' {
  if (!mayAccessStudent(v, studentUserId, plannerHasOrder)) return 'forbidden';
  return mayOpenUserInfoChild(v, child) ? 'ok' : 'not-in-card';
}
