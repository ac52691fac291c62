/**
 * Accounts (spec §4 login dialog, §7 Auth and user, §8, §9): the request and
 * reply schemas of SMS codes, phone and member-card login, binding, logout and
 * the user info, with the messages a student reads. The form rules themselves
 * (手机号, 验证码, 会员卡号, 会员卡密码) are in rules/validation.ts.
 */
import { z } from 'zod';
import { asWholeNumber } from './http';
import { USERINFO_CHILDREN, type CardType, type RoleId } from './access';
import { DEFAULT_SITE_SETTINGS, LOGIN_FROM_WEB, SMS_CODE_VALID_MINUTES } from './rules/constants';
import { cardNumberSchema, cardPasswordSchema, phoneSchema, smsCodeSchema } from './rules/validation';

/** A wrong SMS code this many times voids the code. */
export const SMS_CODE_MAX_TRIES = 5;
/** A wrong card password this many times in a row locks the card … */
export const CARD_MAX_FAILURES = 5;
/** … for this long. */
export const CARD_LOCK_MINUTES = 30;
/** A card-bind ticket (unbound card → bind-phone form) is valid this long. */
export const CARD_BIND_TICKET_MINUTES = 10;

export const AUTH_MESSAGES = {
  codeSent: `您的验证码已发送至手机，${SMS_CODE_VALID_MINUTES}分钟内有效，请及时查收并完成验证！`,
  codeCooldown: (seconds: number) => `验证码发送过于频繁，请${seconds}秒后再试`,
  codeDailyPhone: '该手机号今日获取验证码次数已达上限，请明天再试',
  codeDailyIp: '当前网络今日获取验证码次数已达上限，请明天再试',
  codeSendFailed: '验证码发送失败，请稍后再试',
  codeWrong: '验证码错误',
  codeExpired: '验证码已失效，请重新获取',
  codeTooManyTries: '验证码错误次数过多，请重新获取',
  loginSuccess: '登录成功',
  cardWrong: '会员卡号或密码错误',
  cardLocked: (minutes: number) => `会员卡密码错误次数过多，请${minutes}分钟后再试`,
  cardBoundElsewhere: '该会员卡已绑定其他账号',
  cardNeedsTel: '该会员卡尚未绑定手机号，请先绑定',
  bindTicketMissing: '请先使用会员卡登录',
  logoutPhoneMismatch: '手机号与当前登录账号不一致',
  logoutSuccess: '已退出登录',
  tooManyLogins: '登录尝试过于频繁，请稍后再试',
} as const;

const loginFromSchema = z.preprocess(asWholeNumber, z.number({ error: '登录来源必须是数字' }).int('登录来源必须是整数').min(0, '登录来源无效').max(99, '登录来源无效')).default(LOGIN_FROM_WEB);
/** The client's device id (spec §7 uid); optional, kept with the session. */
const deviceIdSchema = z.string().trim().max(128, '设备编号过长').optional();

/** GET /api/sms/code/{phone} */
export const smsCodeParamsSchema = z.object({ phone: phoneSchema });

/** POST /api/tel/code/login */
export const phoneLoginSchema = z.object({
  tel: phoneSchema,
  code: smsCodeSchema,
  loginFrom: loginFromSchema,
  uid: deviceIdSchema,
});
export type PhoneLogin = z.input<typeof phoneLoginSchema>;

/** POST /api/card/key/login */
export const cardLoginSchema = z.object({
  cardNumber: cardNumberSchema,
  cardKey: cardPasswordSchema,
  loginFrom: loginFromSchema,
  uid: deviceIdSchema,
});
export type CardLogin = z.input<typeof cardLoginSchema>;

/** POST /api/membership/tel/bind, sent with the card-bind ticket as Authorization. */
export const telBindSchema = z.object({ tel: phoneSchema, code: smsCodeSchema });
export type TelBind = z.input<typeof telBindSchema>;

/** POST /api/membership/card/bind: a card for the logged-in account. */
export const cardBindSchema = z.object({ cardNumber: cardNumberSchema, cardKey: cardPasswordSchema });
export type CardBind = z.input<typeof cardBindSchema>;

/** GET /api/user/tel/logout/{phone} */
export const logoutParamsSchema = z.object({ phone: phoneSchema });

/** Role type (spec §3 ROLE_TYPES): 1 学生, 2 规划师, 3 管理员 */
export const roleIdSchema = z.literal([1, 2, 3] as const satisfies readonly RoleId[]);
/** Card type (spec §3 VIP_CARD_TYPES): 0, 1, 2, 9, 5 */
export const cardTypeSchema = z.literal([0, 1, 2, 9, 5] as const satisfies readonly CardType[], { error: '会员卡类型只能是0、1、2、9、5' });

/** User info (spec §3): who is logged in, as the header, the guard and the login dialog read it. */
export const userInfoSchema = z.object({
  userId: z.string(),
  /** The student profile's id: /api/student/query-by-student-id/{studentId} */
  studentId: z.string(),
  tel: z.string(),
  name: z.string().nullable(),
  province: z.string().nullable(),
  year: z.number().int().nullable(),
  roleId: roleIdSchema,
  roleTypes: z.array(roleIdSchema),
  /** VIP (spec §3 auth): full data; with the site's VIP gating off, everyone */
  auth: z.boolean(),
  cardType: cardTypeSchema.nullable(),
  /** The account was created by this login */
  signUp: z.boolean(),
  /** 高考省份 or 年份 missing: the login dialog goes on to the complete-info form */
  needConfirmPositionInfo: z.boolean(),
  /** The /userinfo children this account opens (spec §6) */
  userInfoChildren: z.array(z.enum(USERINFO_CHILDREN)),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** A successful login: the user info and the token the client sends from now on. */
export const loginResultSchema = userInfoSchema.extend({
  Authorization: z.string(),
  needBindTel: z.literal(false),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/**
 * A card with no bound phone: a short-lived ticket the bind-phone form sends as
 * Authorization to /api/membership/tel/bind; then the card login is retried.
 */
export const cardBindTicketSchema = z.object({
  needBindTel: z.literal(true),
  Authorization: z.string(),
});
export type CardBindTicket = z.infer<typeof cardBindTicketSchema>;

export const cardLoginResultSchema = z.union([loginResultSchema, cardBindTicketSchema]);
export type CardLoginResult = z.infer<typeof cardLoginResultSchema>;

// ---- site settings (an administrator changes them; issue of the website-operation page) ----

/** A registration notice as the authority issues it, or '' to show none */
const recordSchema = (pattern: RegExp, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(40, message)
    .refine((v) => v === '' || pattern.test(v), message);

export const siteSettingsSchema = z.object({
  /** Whether the site gates anything by VIP (spec §6); off: every viewer is treated as VIP */
  vipGating: z.boolean(),
  /** ICP 备案号 shown in the footer (spec §2 Header and footer), e.g. 京ICP备12345678号-1; '' until the deployer sets it */
  icpRecord: recordSchema(/^[\u4e00-\u9fa5]{1,2}ICP备\d{6,12}号(-\d{1,3})?$/, 'ICP备案号格式应为“京ICP备12345678号”或“京ICP备12345678号-1”'),
  /** 公安机关备案号 shown in the footer, e.g. 京公网安备11010502030143号; '' until set */
  policeRecord: recordSchema(/^[\u4e00-\u9fa5]{1,2}公网安备\d{10,16}号$/, '公安备案号格式应为“京公网安备11010502030143号”'),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
// the defaults live with the constants (rules/constants.ts, no zod): they must fit the schema
DEFAULT_SITE_SETTINGS satisfies SiteSettings;
export const siteSettingsUpdateSchema = siteSettingsSchema.partial();

// ---- member cards an administrator issues ----

export const cardIssueSchema = z.object({
  type: z.preprocess(asWholeNumber, cardTypeSchema),
  count: z.preprocess(asWholeNumber, z.number({ error: '数量必须是数字' }).int('数量必须是整数').min(1, '数量不能小于1').max(100, '一次最多发放100张')),
});
export const issuedCardSchema = z.object({
  cardNumber: z.string(),
  /** Shown once, at issue; only its hash is stored */
  cardKey: z.string(),
  type: cardTypeSchema,
});
export type IssuedCard = z.infer<typeof issuedCardSchema>;

/** Chinese names of the login and membership fields (a 400 names the bad field). */
export const AUTH_FIELD_LABELS: Record<string, string> = {
  phone: '手机号',
  tel: '手机号',
  code: '验证码',
  cardNumber: '会员卡号',
  cardKey: '会员卡密码',
  loginFrom: '登录来源',
  uid: '设备编号',
  type: '会员卡类型',
  count: '数量',
  vipGating: 'VIP限制',
};
