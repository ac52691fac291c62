import { describe, expect, it } from 'vitest';
import { PROVINCE_NAMES } from '@zhiyuan/domain';
import { MAIN_LIST, readRankings, readSchools } from '../src';
import { duplicates, keyOf, shippedMoeCodes } from './helpers';

describe('schools (全国普通高等学校名单 2025)', () => {
  it('has the 2,919 schools with unique 10-digit codes and names', async () => {
    const schools = await readSchools();
    expect(schools).toHaveLength(2_919);
    expect(duplicates(schools.map((s) => s.moeCode))).toEqual(new Map());
    expect(duplicates(schools.map((s) => s.name))).toEqual(new Map());
    expect(schools.filter((s) => s.level === '本科')).toHaveLength(1_365);
  });

  it('covers all 31 provinces', async () => {
    const provinces = new Set((await readSchools()).map((s) => s.province));
    expect([...provinces].sort()).toEqual([...PROVINCE_NAMES].sort());
  });

  it('spot check: 清华大学 4111010003 is 985 / 211 / 双一流 in 北京', async () => {
    const tsinghua = (await readSchools()).find((s) => s.moeCode === '4111010003')!;
    expect(tsinghua).toMatchObject({ name: '清华大学', province: '北京', level: '本科', is985: true, is211: true, isDoubleFirstClass: true });
  });
});

describe('rankings (软科, QS, ARWU)', () => {
  it('has every row of the five ranking files', async () => {
    const rows = await readRankings();
    const count = (system: string, year: number) => rows.filter((r) => r.system === system && r.year === year).length;
    expect({ bcur2026: count('软科', 2026), bcur2025: count('软科', 2025), bcur2023: count('软科', 2023), qs2025: count('QS', 2025), qs2024: count('QS', 2024), arwu2024: count('ARWU', 2024) }).toEqual({
      bcur2026: 816,
      bcur2025: 812,
      bcur2023: 588,
      qs2025: 999,
      qs2024: 1_000,
      arwu2024: 1_000,
    });
  });

  it('has one row per system, year, list and school name, and one rank per school, system and year', async () => {
    const rows = await readRankings();
    expect(duplicates(rows.map((r) => keyOf(r.system, r.year, r.list, r.schoolName)))).toEqual(new Map());
    expect(duplicates(rows.filter((r) => r.moeCode).map((r) => keyOf(r.moeCode, r.system, r.year)))).toEqual(new Map());
  });

  it('links ranked schools to the shipped list and keeps the others by name', async () => {
    const rows = await readRankings();
    const codes = await shippedMoeCodes();
    expect(rows.filter((r) => r.moeCode !== null && !codes.has(r.moeCode))).toEqual([]);
    // ARWU: 203 mainland rows, 199 matched (4 military universities are not on the MOE list)
    const arwuChina = rows.filter((r) => r.system === 'ARWU' && r.country === '中国');
    expect(arwuChina).toHaveLength(203);
    expect(arwuChina.filter((r) => r.moeCode)).toHaveLength(199);
  });

  it('spot check: 清华大学 is 软科 2026 主榜 rank 1, and 2025 / 2023 rank 1 (2023 score 1004.1)', async () => {
    const rows = (await readRankings()).filter((r) => r.moeCode === '4111010003' && r.system === '软科');
    expect(rows.find((r) => r.year === 2026)).toMatchObject({ list: MAIN_LIST, rank: '1', rankValue: 1, rankIsLowerBound: false });
    expect(rows.find((r) => r.year === 2025)).toMatchObject({ list: MAIN_LIST, rankValue: 1 });
    expect(rows.find((r) => r.year === 2023)).toMatchObject({ list: MAIN_LIST, rankValue: 1, score: 1004.1 });
  });

  it('spot check: QS 2025 北京大学 14, 清华大学 20; QS 2024 北京大学 =17 (tie kept)', async () => {
    const qs = (await readRankings()).filter((r) => r.system === 'QS');
    expect(qs.find((r) => r.year === 2025 && r.moeCode === '4111010001')).toMatchObject({ rank: '14', rankValue: 14 });
    expect(qs.find((r) => r.year === 2025 && r.moeCode === '4111010003')).toMatchObject({ rank: '20', rankValue: 20 });
    expect(qs.find((r) => r.year === 2024 && r.moeCode === '4111010001')).toMatchObject({ rank: '=17', rankValue: 17 });
  });
});
