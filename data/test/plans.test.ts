import { beforeAll, describe, expect, it } from 'vitest';
import { readPlans, readSubjectRequirements, type PlanRow, type SubjectRequirementRow } from '../src';
import { collect, duplicates, keyOf, shippedMoeCodes, shippedSourceIds } from './helpers';

let plans: PlanRow[];
let requirements: SubjectRequirementRow[];

beforeAll(async () => {
  const sourceIds = await shippedSourceIds();
  [plans, requirements] = await Promise.all([collect(readPlans({ sourceIds })), collect(readSubjectRequirements({ sourceIds }))]);
});

describe('plans (招生计划)', () => {
  it('has the 163,788 rows and Σ plan_count 2,337,830 of the shared file', () => {
    expect(plans).toHaveLength(163_788);
    expect(plans.reduce((n, r) => n + (r.planCount ?? 0), 0)).toBe(2_337_830);
  });

  it('marks 浙江 2026 as the 物理+化学+生物 subset it is: 24,240 rows, Σ 240,142, and no other row', () => {
    const subset = plans.filter((r) => r.subset !== null);
    expect(subset).toHaveLength(24_240);
    expect(subset.every((r) => r.province === '浙江' && r.year === 2026 && r.subset === '物理化学生物可报')).toBe(true);
    expect(subset.reduce((n, r) => n + (r.planCount ?? 0), 0)).toBe(240_142);
    expect(plans.filter((r) => r.province === '浙江' && r.subset === null)).toEqual([]);
  });

  it('has unique keys', () => {
    const key = (r: PlanRow) =>
      keyOf(r.province, r.year, r.track, r.batch, r.moeCode ?? r.schoolName, r.campusNote, r.schoolCode, r.groupCode, r.groupLabel, r.planType, r.majorName, r.majorCode, r.remarks);
    expect(duplicates(plans.map(key))).toEqual(new Map());
  });

  it('links rows to schools of the shipped list', async () => {
    const codes = await shippedMoeCodes();
    expect(plans.filter((r) => r.moeCode !== null && !codes.has(r.moeCode))).toEqual([]);
  });

  it('has 2026 as its main year and no 山东 rows (documented gap)', () => {
    const byYear = new Map<number, number>();
    for (const r of plans) byYear.set(r.year, (byYear.get(r.year) ?? 0) + 1);
    expect(byYear.get(2026)).toBe(112_956);
    expect(plans.some((r) => r.province === '山东')).toBe(false);
  });
});

describe('subject_requirements_2024 (选科要求)', () => {
  it('has the 541,615 rows of the shared file, all 2024, in 30 provinces (all but 西藏)', () => {
    expect(requirements).toHaveLength(541_615);
    expect(requirements.every((r) => r.year === 2024)).toBe(true);
    const provinces = new Set(requirements.map((r) => r.province));
    expect(provinces.size).toBe(30);
    expect(provinces.has('西藏')).toBe(false);
  });

  it('links rows to schools of the shipped list (99.78 % matched)', async () => {
    const codes = await shippedMoeCodes();
    expect(requirements.filter((r) => r.moeCode !== null && !codes.has(r.moeCode))).toEqual([]);
    expect(requirements.filter((r) => r.moeCode !== null).length / requirements.length).toBeCloseTo(0.9978, 3);
  });
});
