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
});

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
  it('has the 225,770 rows of the shared file', () => {
    expect(schoolRows).toHaveLength(225_770);
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
    // 98.15 % matched per the shared README
    expect(1 - unmatched.length / schoolRows.length).toBeCloseTo(0.9815, 3);
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

  it('counts the quality flags the shared SOURCE.md gives', () => {
    const count = (q: string) => schoolRows.filter((r) => r.quality === q).length;
    expect({ ok: count('ok'), third_party: count('third_party'), suspect: count('suspect') }).toEqual({ ok: 208_954, third_party: 14_404, suspect: 2_412 });
    expect(schoolRows.filter((r) => r.rankDerived).length).toBe(48_180);
  });
});

describe('major_scores (专业录取分数)', () => {
  it('has the 459,525 rows of the shared file', () => {
    expect(majorRows).toHaveLength(459_525);
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
    expect({ ok: count('ok'), third_party: count('third_party'), suspect: count('suspect') }).toEqual({ ok: 367_118, third_party: 90_395, suspect: 2_012 });
    expect(majorRows.filter((r) => r.rankDerived).length).toBe(120_426);
  });
});
