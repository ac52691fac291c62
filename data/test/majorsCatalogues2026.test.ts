import { describe, expect, it } from 'vitest';
import { COURSE_SEPARATOR, readMajorCatalog, readMajorDetails, readMajorStats, readVocationalMajorCatalog } from '../src';
import { duplicates, keyOf } from './helpers';

describe('vocational major catalogue (高职专科 742, 职业本科 243)', () => {
  it('has the two levels with unique codes, each under its class and category', async () => {
    const rows = await readVocationalMajorCatalog();
    expect(rows.filter((r) => r.level === 2)).toHaveLength(742);
    expect(rows.filter((r) => r.level === 3)).toHaveLength(243);
    expect(duplicates(rows.map((r) => keyOf(r.level, r.majorCode)))).toEqual(new Map());
    expect(duplicates(rows.map((r) => keyOf(r.level, r.majorName)))).toEqual(new Map());
  });

  it('has 19 大类 / 97 专业类 (高职专科) and 19 / 87 (职业本科), codes 41–59 and 21–39', async () => {
    const rows = await readVocationalMajorCatalog();
    const level = (l: number) => rows.filter((r) => r.level === l);
    expect([new Set(level(2).map((r) => r.categoryCode)).size, new Set(level(2).map((r) => r.classCode)).size]).toEqual([19, 97]);
    expect([new Set(level(3).map((r) => r.categoryCode)).size, new Set(level(3).map((r) => r.classCode)).size]).toEqual([19, 87]);
    expect(level(2).every((r) => Number(r.categoryCode) >= 41 && Number(r.categoryCode) <= 59)).toBe(true);
    expect(level(3).every((r) => Number(r.categoryCode) >= 21 && Number(r.categoryCode) <= 39)).toBe(true);
  });

  it('spot check: 410101 种子生产与经营 is 高职专科 农林牧渔大类 农业类', async () => {
    expect((await readVocationalMajorCatalog()).find((r) => r.majorCode === '410101')).toMatchObject({
      level: 2,
      majorName: '种子生产与经营',
      categoryName: '农林牧渔大类',
      className: '农业类',
    });
  });
});

describe('major details (学职平台, 本科 420 + 专科 739)', () => {
  it('has one page per level and code', async () => {
    const rows = await readMajorDetails();
    expect(rows.filter((r) => r.level === 1)).toHaveLength(420);
    expect(rows.filter((r) => r.level === 2)).toHaveLength(739);
    expect(duplicates(rows.map((r) => keyOf(r.level, r.majorCode)))).toEqual(new Map());
  });

  it('joins every 专科 page to the vocational catalogue and every 本科 page to the 2025 catalogue but a few', async () => {
    const rows = await readMajorDetails();
    const vocational = new Set((await readVocationalMajorCatalog()).filter((r) => r.level === 2).map((r) => r.majorCode));
    expect(rows.filter((r) => r.level === 2 && !vocational.has(r.majorCode))).toEqual([]);
    const undergrad = new Set((await readMajorCatalog()).map((r) => r.majorCode.slice(0, 6)));
    expect(rows.filter((r) => r.level === 1 && !undergrad.has(r.majorCode.slice(0, 6))).length).toBeLessThan(10);
  });

  it('spot check: 会计学 — intro, 100000人以上 graduates, student-rated courses in page order', async () => {
    const row = (await readMajorDetails()).find((r) => r.level === 1 && r.majorCode === '120203')!;
    expect(row.intro).toContain('会计');
    expect(row.graduatesNationwide).toBe('100000人以上');
    expect(row.coursesKind).toBe('student_rated_courses');
    expect(row.courses[0]).toBe('初级会计');
    expect(row.courses.join(COURSE_SEPARATOR)).not.toContain(';');
  });
});

describe('major statistics (gaokao.cn 2023, 792 本科 majors)', () => {
  it('has unique codes, gender ratios that add to 100, and the filled counts SOURCE.md gives', async () => {
    const rows = await readMajorStats();
    expect(rows).toHaveLength(792);
    expect(duplicates(rows.map((r) => r.gaokaoCnId))).toEqual(new Map());
    expect(rows.filter((r) => r.boyRatePct === null)).toHaveLength(327);
    expect(rows.filter((r) => r.salaryAvg !== null)).toHaveLength(226);
    expect(rows.filter((r) => r.fiveSalaryAvg !== null)).toHaveLength(505);
    expect(rows.filter((r) => r.inCatalogue2025)).toHaveLength(788);
  });

  it('spot check: 哲学 010101 — 40 % male, 四年, 哲学学士', async () => {
    expect((await readMajorStats()).find((r) => r.majorCode === '010101')).toMatchObject({ boyRatePct: 40, girlRatePct: 60, limitYear: '四年', degree: '哲学学士' });
  });
});
