import { describe, expect, it } from 'vitest';
import { PROVINCE_NAMES } from '@zhiyuan/domain';
import { readMajorCatalog, readMajorIndex, readOccupations, readProvinceModels, readProvinceRules, readWages } from '../src';
import { duplicates, keyOf } from './helpers';

describe('majors (本科专业目录 2025, gaokao.cn name index)', () => {
  it('has 12 categories, 93 types and 840 majors, each code under its type', async () => {
    const majors = await readMajorCatalog();
    expect(majors).toHaveLength(840);
    expect(new Set(majors.map((m) => m.categoryCode)).size).toBe(12);
    expect(new Set(majors.map((m) => m.classCode)).size).toBe(93);
    expect(majors.every((m) => m.majorCode.startsWith(m.classCode) && m.classCode.startsWith(m.categoryCode))).toBe(true);
    expect(duplicates(majors.map((m) => m.majorName))).toEqual(new Map());
  });

  it('joins 814 gaokao.cn names to catalogue codes', async () => {
    const index = await readMajorIndex();
    const codes = new Set((await readMajorCatalog()).map((m) => m.majorCode.slice(0, 6)));
    expect(index).toHaveLength(1_665);
    const joined = index.filter((i) => i.majorCode);
    expect(joined).toHaveLength(814);
    expect(joined.filter((i) => !codes.has(i.majorCode!.slice(0, 6)))).toEqual([]);
  });
});

describe('professions (职业分类大典 2022, NBS 2024 wages)', () => {
  it('has 8 大类, 79 中类, 450 小类 and 1,639 细类, each under its parent', async () => {
    const tree = await readOccupations();
    const perLevel = [1, 2, 3, 4].map((l) => tree.filter((o) => o.level === l).length);
    expect(perLevel).toEqual([8, 79, 450, 1_639]);
    const codes = new Set(tree.map((o) => o.code));
    expect(tree.filter((o) => o.parentCode !== null && !codes.has(o.parentCode))).toEqual([]);
  });

  it('has 95 wages (19 industries × 5 position types), estimates flagged', async () => {
    const wages = await readWages();
    expect(wages).toHaveLength(95);
    expect(duplicates(wages.map((w) => keyOf(w.year, w.industryId, w.positionType)))).toEqual(new Map());
    expect(new Set(wages.filter((w) => w.isEstimate).map((w) => w.industry)).size).toBe(3);
  });
});

describe('provinces (exam models, 志愿填报规则)', () => {
  it('has one exam model per province', async () => {
    const models = await readProvinceModels();
    expect(models.map((m) => m.province).sort()).toEqual([...PROVINCE_NAMES].sort());
  });

  it('has 117 rules with a 2025 and a 2026 row for every province', async () => {
    const rules = await readProvinceRules();
    expect(rules).toHaveLength(117);
    for (const year of [2025, 2026]) {
      const provinces = new Set(rules.filter((r) => r.year === year).map((r) => r.province));
      expect(provinces.size, String(year)).toBe(31);
    }
    const confidence = (c: string) => rules.filter((r) => r.confidence === c).length;
    expect([confidence('confirmed'), confidence('inferred'), confidence('unknown')]).toEqual([56, 54, 7]);
  });
});
