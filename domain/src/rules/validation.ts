/**
 * Form validation of spec §5. Each validator returns the Chinese message a
 * student sees, or null when the value is valid; the zod schemas below run
 * the same validators so that the server answers with the same words as the
 * form.
 */
import { z } from 'zod';
import { asWholeNumber } from '../http';
import { PROVINCE_NAMES } from '../provinces';
import { CARD_NUMBER_LENGTH, CARD_PASSWORD_LENGTH, PHONE_LENGTH, SMS_CODE_LENGTH } from './constants';
import { SUB_SUBJECTS } from './options';

export const VALIDATION_MESSAGES = {
  phoneRequired: '手机号不能为空',
  phoneLength: '请输入11位手机号',
  phoneFormat: '手机号格式错误',
  smsCodeRequired: '请输入验证码',
  smsCodeLength: '请输入6位验证码',
  smsCodeFormat: '验证码格式错误',
  cardNumberRequired: '请输入会员卡号',
  cardNumberLength: '请输入9位会员卡号',
  cardNumberFormat: '会员卡号格式错误',
  cardPasswordRequired: '请输入会员卡密码',
  cardPasswordLength: '请输入6位会员卡密码',
  cardPasswordFormat: '会员卡密码格式错误',
  agreement: '请先阅读并同意后勾选',
  nameRequired: '姓名不能为空！',
  nameFormat: '姓名格式错误，不允许出现特殊字符！',
  nameTooLong: '姓名不能超过20个字！',
  province: '请选择高考省份',
  year: '请选择高考年份',
  subSubjectsCount: '请选择1-3门科目',
  subSubjectsUnknown: '只能从物、化、生、政、史、地、技中选择科目',
  subSubjectsDuplicate: '请勿重复选择科目',
  subject: '请选择科目',
  scoreRequired: '请输入分数',
  scoreFormat: '请输入正确的分数',
} as const;

const M = VALIDATION_MESSAGES;

/** Mainland mobile number: 1, then 3–9, then nine digits. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** Letters, digits and Chinese characters (any Han character, rare ones in names included). */
export const NAME_PATTERN = /^[\p{Script=Han}A-Za-z0-9]+$/u;
export const NAME_MAX_LENGTH = 20;
/** The highest total score of any province (海南's 900 scale). */
export const MAX_TOTAL_SCORE = 900;

type TextInput = string | null | undefined;

/** Inputs are trimmed: a number pasted with a space is still that number. */
function text(value: TextInput): string {
  return (value ?? '').trim();
}

function validateDigits(
  value: TextInput,
  length: number,
  messages: { required: string; length: string; format: string },
): string | null {
  const v = text(value);
  if (v === '') return messages.required;
  if (v.length !== length) return messages.length;
  if (!/^\d+$/.test(v)) return messages.format;
  return null;
}

/** 手机号: required, 11 characters, 1 then 3–9 then digits. */
export function validatePhone(value: TextInput): string | null {
  const v = text(value);
  if (v === '') return M.phoneRequired;
  if (v.length < PHONE_LENGTH) return M.phoneLength;
  if (!PHONE_PATTERN.test(v)) return M.phoneFormat;
  return null;
}

/** 验证码: 6 digits. */
export function validateSmsCode(value: TextInput): string | null {
  return validateDigits(value, SMS_CODE_LENGTH, {
    required: M.smsCodeRequired,
    length: M.smsCodeLength,
    format: M.smsCodeFormat,
  });
}

/** 会员卡号: 9 digits. */
export function validateCardNumber(value: TextInput): string | null {
  return validateDigits(value, CARD_NUMBER_LENGTH, {
    required: M.cardNumberRequired,
    length: M.cardNumberLength,
    format: M.cardNumberFormat,
  });
}

/** 会员卡密码: 6 digits. */
export function validateCardPassword(value: TextInput): string | null {
  return validateDigits(value, CARD_PASSWORD_LENGTH, {
    required: M.cardPasswordRequired,
    length: M.cardPasswordLength,
    format: M.cardPasswordFormat,
  });
}

/** The user-agreement checkbox must be ticked. */
export function validateAgreement(checked: boolean): string | null {
  return checked === true ? null : M.agreement;
}

/** 姓名: required; letters, digits and Chinese characters only; at most 20. */
export function validateName(value: TextInput): string | null {
  const v = text(value);
  if (v === '') return M.nameRequired;
  if (!NAME_PATTERN.test(v)) return M.nameFormat;
  if ([...v].length > NAME_MAX_LENGTH) return M.nameTooLong;
  return null;
}

/** Sign-up offers every province but 西藏 (spec §5). */
export const SIGN_UP_PROVINCES = PROVINCE_NAMES.filter((p) => p !== '西藏');

/** 高考省份: one of `allowed` (short names; all 31 provinces unless told). */
export function validateProvince(
  value: TextInput,
  allowed: readonly string[] = PROVINCE_NAMES,
): string | null {
  return allowed.includes(text(value)) ? null : M.province;
}

/**
 * 高考年份: a whole year, one of `allowed` when given (the year options of
 * the startup data), else any year from 2000 to 2100.
 */
export function validateYear(value: number | string | null | undefined, allowed?: readonly number[]): string | null {
  const raw = typeof value === 'string' ? value.trim() : value;
  if (raw === null || raw === undefined || raw === '') return M.year;
  const year = Number(raw);
  if (!Number.isInteger(year)) return M.year;
  if (allowed) return allowed.includes(year) ? null : M.year;
  return year >= 2000 && year <= 2100 ? null : M.year;
}

/** 综合 sub-subjects: 1 to 3 different ones from 物, 化, 生, 政, 史, 地, 技. */
export function validateSubSubjects(picked: readonly string[]): string | null {
  if (picked.length < 1 || picked.length > 3) return M.subSubjectsCount;
  if (!picked.every((s) => (SUB_SUBJECTS as readonly string[]).includes(s))) return M.subSubjectsUnknown;
  if (new Set(picked).size !== picked.length) return M.subSubjectsDuplicate;
  return null;
}

export interface RankQueryInput {
  subject?: string | null;
  score?: string | number | null;
}

/** 位次查询: a subject, then a score from 0 to 900. */
export function validateRankQuery({ subject, score }: RankQueryInput): string | null {
  if (text(subject) === '') return M.subject;
  const raw = typeof score === 'string' ? score.trim() : score;
  if (raw === null || raw === undefined || raw === '') return M.scoreRequired;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0 || n > MAX_TOTAL_SCORE) return M.scoreFormat;
  return null;
}

/** Warning when a rank query finds no rank for the score (spec §8). */
export function rankNoMatchMessage(score: string | number): string {
  return `您输入的${score}分无匹配的位次。换个分数再试试吧！`;
}

// ---- zod schemas: the same rules and words, for request bodies and forms ----

/** A trimmed string checked by `validate`; a missing value gets `required`. */
function textSchema(validate: (value: string) => string | null, required: string, wrongType: string = required) {
  return z
    // missing: the field's 不能为空 message; given, but not as text (a number, a list): its 格式错误 message
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : wrongType) })
    .trim()
    .superRefine((value, ctx) => {
      const message = validate(value);
      if (message !== null) ctx.addIssue({ code: 'custom', message });
    });
}

export const phoneSchema = textSchema(validatePhone, M.phoneRequired, M.phoneFormat);
export const smsCodeSchema = textSchema(validateSmsCode, M.smsCodeRequired, M.smsCodeFormat);
export const cardNumberSchema = textSchema(validateCardNumber, M.cardNumberRequired, M.cardNumberFormat);
export const cardPasswordSchema = textSchema(validateCardPassword, M.cardPasswordRequired, M.cardPasswordFormat);
export const nameSchema = textSchema(validateName, M.nameRequired, M.nameFormat);
export const gaokaoProvinceSchema = textSchema((v) => validateProvince(v), M.province);
export const signUpProvinceSchema = textSchema((v) => validateProvince(v, SIGN_UP_PROVINCES), M.province);

/** Must be true: the ticked agreement checkbox. */
export const agreementSchema = z.literal(true, { error: M.agreement });

/** 高考年份, given as a number or a numeric string. */
export const gaokaoYearSchema = z
  .preprocess(asWholeNumber, z.number({ error: M.year }))
  .superRefine((year, ctx) => {
    const message = validateYear(year);
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  });

export const subSubjectsSchema = z.array(z.string(), { error: M.subSubjectsCount }).superRefine((picked, ctx) => {
  const message = validateSubSubjects(picked);
  if (message !== null) ctx.addIssue({ code: 'custom', message });
});

/** The rank-query form: subject, then score (a number or numeric string). */
export const rankQueryFormSchema = z
  .object({
    subject: z.string().trim().nullish(),
    score: z.union([z.string(), z.number()]).nullish(),
  })
  .superRefine((input, ctx) => {
    const message = validateRankQuery(input);
    if (message === null) return;
    ctx.addIssue({ code: 'custom', message, path: [message === M.subject ? 'subject' : 'score'] });
  })
  .transform(({ subject, score }) => ({ subject: subject ?? '', score: Number(score) }));
