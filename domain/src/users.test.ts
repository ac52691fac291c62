import { describe, expect, it } from 'vitest';
import { subjectModePeriods } from './rules/subject-modes';
import type { Province } from './province-schemas';
import { scoreRecordInputSchema, scoreSheetRules, signUpYears, validateScoreRecord, type ScoreSheetRules } from './users';

const province = (name: string, model: string, firstYear: number | null, totalScore: number, options: string): Province => ({
  name,
  fullName: name,
  firstYearNewModel: firstYear,
  model,
  totalScore,
  subjectOptions: options,
  subjectModes: subjectModePeriods(model, firstYear, options),
  batchMapping: null,
  oldToNew: false,
  sourceUrl: null,
  confidence: null,
});

const guangdong = province('广东', '3+1+2', 2021, 750, '首选物理/历史(选1) + 再选2 of 化学/生物/政治/地理');
const shanghai = province('上海', '3+3 综合', 2017, 660, '6选3 (物理/化学/生物/政治/历史/地理)');
const zhejiang = province('浙江', '3+3 综合', 2017, 750, '7选3 (物理/化学/生物/政治/历史/地理/技术)');
const hainan = province('海南', '3+3 综合', 2020, 900, '6选3 (物理/化学/生物/政治/历史/地理)');
const xinjiang = province('新疆', '老高考 文理', null, 750, '文科综合/理科综合');

describe('scoreSheetRules', () => {
  it('the model of the year: 广东 3+1+2 from 2021, 老高考 before', () => {
    expect(scoreSheetRules(guangdong, 2026)).toMatchObject({ model: '3+1+2', electiveCount: 2, electiveMax: 100, fullMark: 750 });
    expect(scoreSheetRules(guangdong, 2020).model).toBe('老高考');
  });

  it('electives share what 语数外 leave of the full mark: 上海 70 without 生物, 海南 150, 浙江 with 技术', () => {
    expect(scoreSheetRules(shanghai, 2026)).toMatchObject({ model: '3+3', electiveMax: 70, electives: ['物理', '化学', '政治', '历史', '地理'] });
    expect(scoreSheetRules(hainan, 2026).electiveMax).toBe(150);
    expect(scoreSheetRules(zhejiang, 2026).electives).toContain('技术');
    expect(scoreSheetRules(guangdong, 2026).electives).not.toContain('技术');
  });

  it('老高考: 理科 物化生, 文科 政史地', () => {
    expect(scoreSheetRules(xinjiang, 2026).tracks).toEqual({ 理科: ['物理', '化学', '生物'], 文科: ['政治', '历史', '地理'] });
  });
});

describe('validateScoreRecord', () => {
  const parse = (input: object) => scoreRecordInputSchema.parse({ studentId: '1', examType: 1, ...input });

  it('the total is checked against the full mark', () => {
    // a province whose full mark is below the sum of the subject maxima
    const tight: ScoreSheetRules = { ...scoreSheetRules(guangdong, 2026), fullMark: 500 };
    const record = parse({ firstChoice: '物理', electives: ['化学', '生物'], chineseScore: 150, mathScore: 150, foreignLanguageScore: 150, physicsScore: 100 });
    expect(validateScoreRecord(record, tight)).toEqual({ field: 'totalScore', message: '总分550分超过了广东满分500分' });
    expect(validateScoreRecord(record, scoreSheetRules(guangdong, 2026))).toBeNull();
  });

  it('duplicate electives are refused', () => {
    const record = parse({ electives: ['物理', '物理', '化学'], chineseScore: 100 });
    expect(validateScoreRecord(record, scoreSheetRules(shanghai, 2026))?.message).toBe('请勿重复选择科目');
  });

  it('half points are allowed, other fractions are not', () => {
    expect(scoreRecordInputSchema.safeParse({ studentId: '1', examType: 1, chineseScore: 120.5 }).success).toBe(true);
    expect(scoreRecordInputSchema.safeParse({ studentId: '1', examType: 1, chineseScore: 120.3 }).success).toBe(false);
  });
});

describe('signUpYears', () => {
  it('this gaokao year and the two after it, moving on in September (China time)', () => {
    expect(signUpYears(new Date('2026-08-31T12:00:00+08:00'))).toEqual([2026, 2027, 2028]);
    expect(signUpYears(new Date('2026-09-01T00:30:00+08:00'))).toEqual([2027, 2028, 2029]);
  });
});
