import { beforeAll, describe, expect, it } from 'vitest';
import { readMajorScores, readSchoolScores, type MajorScoreRow, type SchoolScoreRow } from '../src';
import { collect, duplicates, keyOf, shippedMoeCodes, shippedSourceIds } from './helpers';

let schoolRows: SchoolScoreRow[];
let majorRows: MajorScoreRow[];

beforeAll(async () => {
  const sourceIds = await shippedSourceIds();
  [schoolRows, majorRows] = await Promise.all([
    collect(readSchoolScores({ sourceIds })),
    collect(readMajorScores({ sourceIds })),
  ]);
  // about a million rows: longer than the default hook timeout on two busy cores
}, 120_000);

/** The key the shared README gives for a school score line (unit of one province, year, track and batch). */
const schoolKey = (r: SchoolScoreRow | MajorScoreRow) =>
  keyOf(r.province, r.year, r.track, r.batch, r.moeCode ?? r.schoolName, r.campusNote, r.schoolCode, r.groupCode, r.groupLabel, r.planType);

/** Rows whose min ≤ avg ≤ max fails where the values are present. */
function orderBroken(rows: (SchoolScoreRow | MajorScoreRow)[]) {
  return rows.filter(
    (r) =>
      (r.minScore !== null && r.avgScore !== null && r.minScore > r.avgScore) ||
      (r.avgScore !== null && r.maxScore !== null && r.avgScore > r.maxScore) ||
      (r.minScore !== null && r.maxScore !== null && r.minScore > r.maxScore),
  );
}

describe('school_scores (院校/专业组 投档线·录取线)', () => {
  it('has the 249,911 rows of the shared file (225,770 + 24,141 rows of 2026)', () => {
    expect(schoolRows).toHaveLength(249_911);
  });

  it('has unique keys', () => {
    expect(duplicates(schoolRows.map(schoolKey))).toEqual(new Map());
  });

  it('keeps min ≤ avg ≤ max on every row', () => {
    expect(orderBroken(schoolRows)).toEqual([]);
  });

  it('links rows to schools of the shipped list, and keeps the name of those it cannot link', async () => {
    const codes = await shippedMoeCodes();
    expect(schoolRows.filter((r) => r.moeCode !== null && !codes.has(r.moeCode))).toEqual([]);
    const unmatched = schoolRows.filter((r) => r.moeCode === null);
    expect(unmatched.length).toBeGreaterThan(0);
    expect(unmatched.every((r) => r.schoolName.length > 0)).toBe(true);
    // 98.15 % of the earlier rows and 98.9 % of the 2026 additions matched, per the shared README
    expect(1 - unmatched.length / schoolRows.length).toBeCloseTo(0.9822, 3);
  });

  it('spot check: 清华大学 广东 2025 物理类 min 688 rank 118 (printed rank), 历史类 675 / 13', () => {
    const tsinghua = schoolRows.filter((r) => r.moeCode === '4111010003' && r.province === '广东' && r.year === 2025 && r.batch === '本科批');
    const physics = tsinghua.find((r) => r.track === '物理类' && r.groupCode === '204')!;
    expect(physics).toMatchObject({ minScore: 688, minRank: 118, rankDerived: false });
    const history = tsinghua.find((r) => r.track === '历史类' && r.groupCode === '203')!;
    expect(history).toMatchObject({ minScore: 675, minRank: 13, rankDerived: false });
  });

  it('spot check: 清华大学 河南 2024 理科 696 / 94, 文科 658 / 36', () => {
    const henan = schoolRows.filter((r) => r.moeCode === '4111010003' && r.province === '河南' && r.year === 2024 && r.batch === '本科一批');
    expect(henan.find((r) => r.track === '理科')).toMatchObject({ minScore: 696, minRank: 94 });
    expect(henan.find((r) => r.track === '文科')).toMatchObject({ minScore: 658, minRank: 36 });
  });

  it('counts the quality flags the shared SOURCE.md gives (the 24,141 official 2026 rows are ok)', () => {
    const count = (q: string) => schoolRows.filter((r) => r.quality === q).length;
    expect({ ok: count('ok'), third_party: count('third_party'), suspect: count('suspect') }).toEqual({ ok: 208_954 + 24_141, third_party: 14_404, suspect: 2_412 });
    // 48,180 before; the 2026 ranks are looked up in the 2026 tables (江苏 and 黑龙江 历史类 have none)
    expect(schoolRows.filter((r) => r.rankDerived && r.year < 2026).length).toBe(48_180);
  });

  it('has the new official 2026 本科批 lines of 湖南, 广东, 江苏, 黑龙江 and 上海', () => {
    const rows2026 = (p: string) => schoolRows.filter((r) => r.province === p && r.year === 2026).length;
    expect({ 湖南: rows2026('湖南'), 广东: rows2026('广东'), 江苏: rows2026('江苏'), 黑龙江: rows2026('黑龙江'), 上海: rows2026('上海') }).toEqual({
      湖南: 4_726 + 1_898,
      广东: 4_250 + 1_768,
      江苏: 3_679 + 1_424,
      黑龙江: 3_405 + 1_398,
      上海: 1_593,
    });
  });
});

describe('major_scores (专业录取分数)', () => {
  it('has the 719,504 rows of the shared file', () => {
    expect(majorRows).toHaveLength(719_504);
  });

  it('has 浙江 and 山东 专业+院校 投档线 with the printed 投档计划数', () => {
    const rows = (p: string, y: number) => majorRows.filter((r) => r.province === p && r.year === y && r.planCount !== null).length;
    // SousekiL (official xls): 山东 2020–23, 浙江 2022–23 一段 + 二段
    expect([rows('山东', 2020), rows('山东', 2021), rows('山东', 2022), rows('山东', 2023)]).toEqual([16_714, 17_150, 18_286, 19_230]);
    expect([rows('浙江', 2022), rows('浙江', 2023)]).toEqual([15_912 + 4_202, 16_808 + 5_061]);
  });

  it('spot check: 浙江大学 浙江 2023 普通类第一段 001 人文科学试验班 — 672 / rank 4,122, plan 80', () => {
    const row = majorRows.find((r) => r.province === '浙江' && r.year === 2023 && r.batch === '普通类第一段' && r.moeCode === '4133010335' && r.majorCode === '001')!;
    expect(row.majorName).toContain('人文科学试验班');
    expect(row).toMatchObject({ minScore: 672, minRank: 4_122, planCount: 80, rankDerived: false });
  });

  it('keeps the one rank printed as text: 清华大学 山东 2021 文科试验班类 前50名', () => {
    const noted = majorRows.filter((r) => r.rankNote !== null);
    expect(noted).toHaveLength(1);
    expect(noted[0]).toMatchObject({ province: '山东', year: 2021, moeCode: '4111010003', rankNote: '前50名', minRank: null });
  });

  it('has unique keys', () => {
    expect(duplicates(majorRows.map((r) => keyOf(schoolKey(r), r.majorName, r.majorCode)))).toEqual(new Map());
  });

  it('keeps min ≤ avg ≤ max except on rows the source marks suspect (62 column shifts)', () => {
    const broken = orderBroken(majorRows);
    expect(broken).toHaveLength(62);
    expect(broken.filter((r) => r.quality !== 'suspect')).toEqual([]);
  });

  it('links rows to schools of the shipped list', async () => {
    const codes = await shippedMoeCodes();
    expect(majorRows.filter((r) => r.moeCode !== null && !codes.has(r.moeCode))).toEqual([]);
  });

  it('counts the quality flags the shared SOURCE.md gives', () => {
    const count = (q: string) => majorRows.filter((r) => r.quality === q).length;
    // ok 480,468 / suspect 2,025 of the first 572,888 rows; the 146,616 later 浙江/山东/河北 rows are ok
    expect({ ok: count('ok'), third_party: count('third_party'), suspect: count('suspect') }).toEqual({ ok: 480_468 + 146_616, third_party: 90_395, suspect: 2_025 });
    // 120,426 derived ranks, plus 河北 2026's ranks that Zhiqu derived from the 2026 score statistics
    expect(majorRows.filter((r) => r.rankDerived && !(r.province === '河北' && r.year === 2026)).length).toBe(120_426);
  });
});
