import { describe, expect, it } from 'vitest';
import { schoolCompareSchema, type SchoolCompare } from '@zhiyuan/domain';
import { useTestApp, withQuery } from '../../../test/app';

const { get } = useTestApp();

const SYSU = '4144010558'; // 中山大学
const PKU = '4111010001'; // 北京大学
const SCUT = '4144010561'; // 华南理工大学

describe('GET /api/school/compare', () => {
  it('puts up to four schools side by side with ranks, grades and the province\'s last three years', async () => {
    const r = await get<SchoolCompare>(withQuery('/api/school/compare', { ids: `${SYSU},${PKU},${SCUT}`, province: '广东' }));
    expect(r.status).toBe(200);
    expect(() => schoolCompareSchema.parse(r.data)).not.toThrow();
    expect(r.data.province).toBe('广东');
    expect(r.data.schools.map((s) => s.schoolName)).toEqual(['中山大学', '北京大学', '华南理工大学']);
    const sysu = r.data.schools[0]!;
    expect(sysu.ranks.find((x) => x.system === '软科')?.year).toBe(2026);
    expect(sysu.assessment[0]!.grade).toBe('A+');
    expect(sysu.doubleFirstClassCount).toBeGreaterThan(5);
    const years = [...new Set(sysu.lines.map((l) => l.year))];
    expect(years.length).toBeLessThanOrEqual(3);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(sysu.lines.some((l) => l.lowestRank !== null)).toBe(true);
    expect(r.data.sources.length).toBeGreaterThan(0);
  });

  it('defaults to the first school\'s home province and refuses five schools or a bad id', async () => {
    const one = await get<SchoolCompare>(withQuery('/api/school/compare', { ids: SYSU }));
    expect(one.data.province).toBe('广东');
    const five = await get(withQuery('/api/school/compare', { ids: [SYSU, PKU, SCUT, '4111010002', '4111010003'].join(',') }));
    expect(five.status).toBe(400);
    expect(five.message).toContain('最多对比4所院校');
    const bad = await get(withQuery('/api/school/compare', { ids: '12ab' }));
    expect(bad.status).toBe(400);
    expect(bad.message).toContain('院校编号');
    const missing = await get(withQuery('/api/school/compare', { ids: '4199999999' }));
    expect(missing.status).toBe(404);
  });
});
