import { describe, it, expect } from 'vitest';
import {
  agreementSchema,
  cardNumberSchema,
  gaokaoYearSchema,
  nameSchema,
  phoneSchema,
  rankNoMatchMessage,
  rankQueryFormSchema,
  signUpProvinceSchema,
  subSubjectsSchema,
  validateAgreement,
  validateCardNumber,
  validateCardPassword,
  validateName,
  validatePhone,
  validateProvince,
  validateRankQuery,
  validateSmsCode,
  validateSubSubjects,
  validateYear,
  SIGN_UP_PROVINCES,
} from './validation';

describe('validatePhone', () => {
  it('requires a number', () => {
    expect(validatePhone('')).toBe('手机号不能为空');
    expect(validatePhone('   ')).toBe('手机号不能为空');
    expect(validatePhone(undefined)).toBe('手机号不能为空');
  });

  it('asks for 11 digits when shorter', () => {
    expect(validatePhone('1381234567')).toBe('请输入11位手机号');
    expect(validatePhone('1')).toBe('请输入11位手机号');
  });

  it('rejects numbers not starting with 1 then 3–9', () => {
    expect(validatePhone('12812345678')).toBe('手机号格式错误');
    expect(validatePhone('23812345678')).toBe('手机号格式错误');
    expect(validatePhone('1381234567a')).toBe('手机号格式错误');
    expect(validatePhone('138123456789')).toBe('手机号格式错误');
  });

  it('accepts 13x to 19x numbers, trimmed', () => {
    expect(validatePhone('13812345678')).toBeNull();
    expect(validatePhone('19912345678')).toBeNull();
    expect(validatePhone(' 15012345678 ')).toBeNull();
  });
});

describe('digit codes', () => {
  it('validates the 6-digit SMS code', () => {
    expect(validateSmsCode('')).toBe('请输入验证码');
    expect(validateSmsCode('12345')).toBe('请输入6位验证码');
    expect(validateSmsCode('1234567')).toBe('请输入6位验证码');
    expect(validateSmsCode('12a456')).toBe('验证码格式错误');
    expect(validateSmsCode('123456')).toBeNull();
  });

  it('validates the 9-digit card number', () => {
    expect(validateCardNumber(null)).toBe('请输入会员卡号');
    expect(validateCardNumber('12345678')).toBe('请输入9位会员卡号');
    expect(validateCardNumber('12345678x')).toBe('会员卡号格式错误');
    expect(validateCardNumber('123456789')).toBeNull();
  });

  it('validates the 6-digit card password', () => {
    expect(validateCardPassword('')).toBe('请输入会员卡密码');
    expect(validateCardPassword('12345')).toBe('请输入6位会员卡密码');
    expect(validateCardPassword('abcdef')).toBe('会员卡密码格式错误');
    expect(validateCardPassword('000000')).toBeNull();
  });
});

describe('validateAgreement', () => {
  it('requires the box to be ticked', () => {
    expect(validateAgreement(false)).toBe('请先阅读并同意后勾选');
    expect(validateAgreement(true)).toBeNull();
  });
});

describe('validateName', () => {
  it('requires a name', () => {
    expect(validateName('')).toBe('姓名不能为空！');
    expect(validateName('  ')).toBe('姓名不能为空！');
  });

  it('allows letters, digits and Chinese characters, rare ones included', () => {
    expect(validateName('张三')).toBeNull();
    expect(validateName('LiLei')).toBeNull();
    expect(validateName('王小明2')).toBeNull();
    expect(validateName('𠈌')).toBeNull();
  });

  it('rejects special characters, inner spaces and punctuation', () => {
    const message = '姓名格式错误，不允许出现特殊字符！';
    expect(validateName('张 三')).toBe(message);
    expect(validateName('张三!')).toBe(message);
    expect(validateName('<script>')).toBe(message);
    expect(validateName('买买提·艾力')).toBe(message);
    expect(validateName('张三😀')).toBe(message);
  });

  it('caps the length at 20 characters', () => {
    expect(validateName('名'.repeat(20))).toBeNull();
    expect(validateName('名'.repeat(21))).toBe('姓名不能超过20个字！');
  });
});

describe('province and year', () => {
  it('requires a known province', () => {
    expect(validateProvince('')).toBe('请选择高考省份');
    expect(validateProvince('火星')).toBe('请选择高考省份');
    expect(validateProvince('安徽')).toBeNull();
  });

  it('leaves 西藏 out of sign-up', () => {
    expect(SIGN_UP_PROVINCES).toHaveLength(30);
    expect(validateProvince('西藏')).toBeNull();
    expect(validateProvince('西藏', SIGN_UP_PROVINCES)).toBe('请选择高考省份');
  });

  it('requires a whole year, from the offered ones when given', () => {
    expect(validateYear(undefined)).toBe('请选择高考年份');
    expect(validateYear('')).toBe('请选择高考年份');
    expect(validateYear(2025.5)).toBe('请选择高考年份');
    expect(validateYear(1999)).toBe('请选择高考年份');
    expect(validateYear('2026')).toBeNull();
    expect(validateYear(2026, [2025, 2026])).toBeNull();
    expect(validateYear(2027, [2025, 2026])).toBe('请选择高考年份');
  });
});

describe('validateSubSubjects', () => {
  it('takes 1 to 3 sub-subjects', () => {
    expect(validateSubSubjects([])).toBe('请选择1-3门科目');
    expect(validateSubSubjects(['物'])).toBeNull();
    expect(validateSubSubjects(['物', '化', '技'])).toBeNull();
    expect(validateSubSubjects(['物', '化', '生', '政'])).toBe('请选择1-3门科目');
  });

  it('refuses unknown and repeated sub-subjects', () => {
    expect(validateSubSubjects(['物理'])).toBe('只能从物、化、生、政、史、地、技中选择科目');
    expect(validateSubSubjects(['物', '物'])).toBe('请勿重复选择科目');
  });
});

describe('validateRankQuery', () => {
  it('asks for the subject first, then the score', () => {
    expect(validateRankQuery({ subject: '', score: '' })).toBe('请选择科目');
    expect(validateRankQuery({ subject: '物理类', score: '' })).toBe('请输入分数');
    expect(validateRankQuery({ subject: '物理类', score: null })).toBe('请输入分数');
  });

  it('accepts 0 and scores up to 900, as number or text', () => {
    expect(validateRankQuery({ subject: '物理类', score: 0 })).toBeNull();
    expect(validateRankQuery({ subject: '综合', score: '600' })).toBeNull();
    expect(validateRankQuery({ subject: '综合', score: 900 })).toBeNull();
    expect(validateRankQuery({ subject: '综合', score: 901 })).toBe('请输入正确的分数');
    expect(validateRankQuery({ subject: '综合', score: '六百' })).toBe('请输入正确的分数');
    expect(validateRankQuery({ subject: '综合', score: -1 })).toBe('请输入正确的分数');
  });

  it('words the no-match warning with the entered score', () => {
    expect(rankNoMatchMessage(751)).toBe('您输入的751分无匹配的位次。换个分数再试试吧！');
    expect(rankNoMatchMessage('12')).toBe('您输入的12分无匹配的位次。换个分数再试试吧！');
  });
});

describe('schemas', () => {
  const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it('phoneSchema trims and gives the form messages', () => {
    expect(phoneSchema.parse(' 13812345678 ')).toBe('13812345678');
    expect(firstMessage(phoneSchema.safeParse(undefined))).toBe('手机号不能为空');
    expect(firstMessage(phoneSchema.safeParse(''))).toBe('手机号不能为空');
    expect(firstMessage(phoneSchema.safeParse('12812345678'))).toBe('手机号格式错误');
    // given, but not as text: its 格式错误, not 不能为空
    expect(firstMessage(phoneSchema.safeParse(13812345678))).toBe('手机号格式错误');
    expect(firstMessage(phoneSchema.safeParse(null))).toBe('手机号不能为空');
    expect(firstMessage(cardNumberSchema.safeParse(123456789))).toBe('会员卡号格式错误');
  });

  it('cardNumberSchema and nameSchema agree with their validators', () => {
    expect(firstMessage(cardNumberSchema.safeParse('1234'))).toBe('请输入9位会员卡号');
    expect(firstMessage(nameSchema.safeParse('a-b'))).toBe('姓名格式错误，不允许出现特殊字符！');
  });

  it('agreementSchema accepts only true', () => {
    expect(agreementSchema.safeParse(true).success).toBe(true);
    expect(firstMessage(agreementSchema.safeParse(false))).toBe('请先阅读并同意后勾选');
  });

  it('signUpProvinceSchema refuses 西藏', () => {
    expect(firstMessage(signUpProvinceSchema.safeParse('西藏'))).toBe('请选择高考省份');
    expect(signUpProvinceSchema.parse('河南')).toBe('河南');
  });

  it('gaokaoYearSchema coerces numeric text', () => {
    expect(gaokaoYearSchema.parse('2026')).toBe(2026);
    expect(firstMessage(gaokaoYearSchema.safeParse('abc'))).toBe('请选择高考年份');
    expect(firstMessage(gaokaoYearSchema.safeParse(undefined))).toBe('请选择高考年份');
  });

  it('subSubjectsSchema counts the picks', () => {
    expect(firstMessage(subSubjectsSchema.safeParse([]))).toBe('请选择1-3门科目');
    expect(subSubjectsSchema.parse(['史', '地'])).toEqual(['史', '地']);
  });

  it('rankQueryFormSchema names the field at fault and yields a numeric score', () => {
    const noScore = rankQueryFormSchema.safeParse({ subject: '物理类' });
    expect(noScore.error?.issues[0]).toMatchObject({ message: '请输入分数', path: ['score'] });
    const noSubject = rankQueryFormSchema.safeParse({ score: 600 });
    expect(noSubject.error?.issues[0]).toMatchObject({ message: '请选择科目', path: ['subject'] });
    expect(rankQueryFormSchema.parse({ subject: ' 物理类 ', score: '612' })).toEqual({ subject: '物理类', score: 612 });
  });
});
