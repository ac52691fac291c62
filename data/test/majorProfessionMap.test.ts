import { describe, expect, it } from 'vitest';
import { readMajorCatalog, readMajorProfessionMap, readOccupations, readVocationalMajorCatalog } from '../src';

describe('专业类 ↔ 职业分类大典 mapping (data/majors/major_profession_map.csv)', () => {
  it('maps every 专业类 of the three catalogues, and only those, to 1–3 大典 中类/小类 with their names as in the 大典', async () => {
    const map = await readMajorProfessionMap();
    const occupations = new Map((await readOccupations()).map((o) => [o.code, o]));
    const catalogue = [...(await readMajorCatalog()), ...(await readVocationalMajorCatalog())];
    const types = new Map(catalogue.map((m) => [`${m.level}|${m.classCode}`, m.className]));
    const mapped = new Map<string, number>();
    for (const r of map) {
      const key = `${r.level}|${r.typeCode}`;
      expect(types.get(key), key).toBe(r.typeName);
      const o = occupations.get(r.professionCode);
      expect(o?.name, r.professionCode).toBe(r.professionName);
      expect([2, 3]).toContain(o!.level);
      mapped.set(key, (mapped.get(key) ?? 0) + 1);
    }
    expect([...types.keys()].filter((k) => !mapped.has(k))).toEqual([]);
    expect(Math.max(...mapped.values())).toBeLessThanOrEqual(3);
  });

  it('cites evidence on every row; employment-text rows quote the major intro, 职业本科 rows follow their 专科 twin', async () => {
    const map = await readMajorProfessionMap();
    expect(map.every((r) => r.evidence.length > 10)).toBe(true);
    for (const r of map.filter((x) => x.rule === 'employment-text')) expect(r.evidence).toMatch(/专业介绍：“…(从事|面向|就业)/);
    const twins = map.filter((r) => r.rule === 'vocational-twin');
    expect(twins.every((r) => r.level === 3)).toBe(true);
    for (const r of twins) {
      const twin = String(Number(r.typeCode) + 2000);
      const of = (level: number, code: string) => map.filter((x) => x.level === level && x.typeCode === code).map((x) => x.professionCode);
      expect(of(3, r.typeCode)).toEqual(of(2, twin));
    }
    // spot checks a reviewer can follow
    const codesOf = (level: number, type: string) => map.filter((x) => x.level === level && x.typeCode === type).map((x) => x.professionCode);
    expect(codesOf(1, '0809')).toEqual(['2-02', '4-04']); // 计算机类 → 工程技术人员, 信息传输、软件和信息技术服务人员
    expect(codesOf(1, '1002')).toEqual(['2-05']); // 临床医学类 → 卫生专业技术人员
    expect(codesOf(2, '5303')).toEqual(['2-06']); // 财务会计类 → 经济和金融专业人员
  });
});
