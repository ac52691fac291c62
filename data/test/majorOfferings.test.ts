import { beforeAll, describe, expect, it } from 'vitest';
import { readFirstClassMajors, readMajorCatalog, readMajorOfferingCoverage, readMajorOfferings, readMajorRankings, type MajorOfferingRow } from '../src';
import { collect, duplicates, keyOf, shippedMoeCodes } from './helpers';

let offerings: MajorOfferingRow[];
beforeAll(async () => {
  offerings = await collect(readMajorOfferings());
});

describe('major offerings (开设院校, 学职平台 2026)', () => {
  it('has 114,177 rows (本科 53,611, 专科 60,566) of 1,154 majors, one per major and school', async () => {
    expect(offerings).toHaveLength(114_177);
    expect([offerings.filter((r) => r.level === 1).length, offerings.filter((r) => r.level === 2).length]).toEqual([53_611, 60_566]);
    expect(new Set(offerings.map((r) => keyOf(r.level, r.majorCode))).size).toBe(1_154);
    expect(duplicates(offerings.map((r) => keyOf(r.level, r.majorCode, r.chsiSchoolCode, r.schoolName)))).toEqual(new Map());
  });

  it('links 97.84 % of the rows to 2,862 schools of the shipped list; renames after the list stay unlinked', async () => {
    const codes = await shippedMoeCodes();
    expect(offerings.filter((r) => r.moeCode !== null && !codes.has(r.moeCode))).toEqual([]);
    expect(offerings.filter((r) => r.moeCode !== null).length / offerings.length).toBeCloseTo(0.9784, 4);
    expect(new Set(offerings.map((r) => r.moeCode).filter(Boolean)).size).toBe(2_862);
    expect(offerings.filter((r) => r.match.startsWith('unmatched')).every((r) => r.moeCode === null)).toBe(true);
    expect(offerings.filter((r) => r.match === 'unmatched(renamed_after_2025-06-20)')).toHaveLength(1_479);
  });

  it('says which majors were captured: 434/436 本科, 720/742 专科, 0/243 职业本科; captured majors have rows', async () => {
    const coverage = await readMajorOfferingCoverage();
    expect(coverage).toHaveLength(1_421);
    const captured = (level: number) => coverage.filter((r) => r.level === level && r.captured).length;
    const listed = (level: number) => coverage.filter((r) => r.level === level).length;
    expect([captured(1), listed(1), captured(2), listed(2), captured(3), listed(3)]).toEqual([434, 436, 720, 742, 0, 243]);
    const rowsOf = new Map<string, number>();
    for (const r of offerings) rowsOf.set(keyOf(r.level, r.majorCode), (rowsOf.get(keyOf(r.level, r.majorCode)) ?? 0) + 1);
    for (const c of coverage) expect(rowsOf.get(keyOf(c.level, c.majorCode)) ?? 0, c.majorName).toBe(c.captured ? c.apiRows : 0);
    // 计算机科学与技术 and 英语 were not captured: the page must say so, not show "no school"
    expect(coverage.find((r) => r.level === 1 && r.majorCode === '050201')!.captured).toBe(false);
  });

  it('spot check: 北京大学 offers 会计学', () => {
    expect(offerings.find((r) => r.moeCode === '4111010001' && r.majorCode === '120203')).toMatchObject({ level: 1, schoolName: '北京大学', nature: '公办' });
  });
});

describe('first-class majors (一流本科专业建设点)', () => {
  it('has 11,445 national and 293 广东 provincial rows, unique per school, major as listed and tier', async () => {
    const rows = await readFirstClassMajors();
    expect(rows).toHaveLength(11_738);
    expect([rows.filter((r) => r.tier === 'national').length, rows.filter((r) => r.tier === 'provincial').length]).toEqual([11_445, 293]);
    expect(duplicates(rows.map((r) => keyOf(r.schoolName, r.majorNameAsListed, r.tier)))).toEqual(new Map());
  });

  it('has a batch year only for 广东 2021 (no 入选年份 elsewhere)', async () => {
    const rows = await readFirstClassMajors();
    const withYear = rows.filter((r) => r.batchYear !== null);
    expect(withYear).toHaveLength(412);
    expect(withYear.every((r) => r.batchYear === 2021 && r.batch === 3)).toBe(true);
    expect(rows.filter((r) => r.batchYear === null).every((r) => r.batch === null)).toBe(true);
  });

  it('links 99.22 % of the rows, and codes join the 2025 catalogue', async () => {
    const rows = await readFirstClassMajors();
    const codes = await shippedMoeCodes();
    expect(rows.filter((r) => r.moeCode !== null && !codes.has(r.moeCode))).toEqual([]);
    expect(rows.filter((r) => r.moeCode !== null).length / rows.length).toBeCloseTo(0.9922, 4);
    const catalogue = new Set((await readMajorCatalog()).map((m) => m.majorCode));
    expect(rows.filter((r) => r.majorCode !== null && !catalogue.has(r.majorCode))).toEqual([]);
    expect(rows.filter((r) => r.majorCode === null)).toHaveLength(4);
  });
});

describe('major rankings (软科中国大学专业排名 2026)', () => {
  it('has 30,301 school × major rows of 719 majors and 1,130 schools, one per school and major', async () => {
    const rows = await readMajorRankings();
    expect(rows).toHaveLength(30_301);
    expect(new Set(rows.map((r) => r.majorCode)).size).toBe(719);
    expect(new Set(rows.map((r) => r.schoolName)).size).toBe(1_130);
    expect(duplicates(rows.map((r) => keyOf(r.schoolName, r.majorCode)))).toEqual(new Map());
    expect(rows.every((r) => r.year === 2026)).toBe(true);
  });

  it('counts the tiers SOURCE.md gives (240 rows without rank and tier) and links 98.91 %', async () => {
    const rows = await readMajorRankings();
    const tier = (t: string | null) => rows.filter((r) => r.tier === t).length;
    expect([tier('A+'), tier('A'), tier('B+'), tier('B'), tier(null)]).toEqual([1_737, 4_369, 11_850, 12_105, 240]);
    expect(rows.filter((r) => r.rank === null).every((r) => r.tier === null)).toBe(true);
    const codes = await shippedMoeCodes();
    expect(rows.filter((r) => r.moeCode !== null && !codes.has(r.moeCode))).toEqual([]);
    expect(rows.filter((r) => r.moeCode !== null).length / rows.length).toBeCloseTo(0.9891, 4);
  });

  it('spot check: 计算机科学与技术 top 5 — 清华, 浙大, 哈工大, 北航, 上交', async () => {
    const top = (await readMajorRankings())
      .filter((r) => r.majorName === '计算机科学与技术' && r.rank !== null)
      .sort((a, b) => a.rank! - b.rank!)
      .slice(0, 5)
      .map((r) => r.schoolName);
    expect(top).toEqual(['清华大学', '浙江大学', '哈尔滨工业大学', '北京航空航天大学', '上海交通大学']);
  });
});
