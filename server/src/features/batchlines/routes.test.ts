import { describe, expect, it } from 'vitest';
import { batchLinesByProvinceSchema, batchLinesOfYearSchema, type BatchLinesByProvince, type BatchLinesOfYear } from '@zhiyuan/domain';
import { useTestApp } from '../../../test/app';

const { get, post } = useTestApp();

describe('GET /api/batch-lines/by-province', () => {
  it('lists 安徽’s lines by year, newest first, ordinary lines first, each year with its sources', async () => {
    const res = await get<BatchLinesByProvince>('/api/batch-lines/by-province?province=安徽');
    expect(res.status).toBe(200);
    const data = res.data;
    expect(() => batchLinesByProvinceSchema.parse(data)).not.toThrow();
    const years = data.years.map((y) => y.year);
    expect(years[0]).toBe(2026);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(years).toContain(2014);
    const y2025 = data.years.find((y) => y.year === 2025)!;
    expect(y2025.lines.map((l) => [l.subject, l.batch, l.controlScore])).toEqual([
      ['物理类', '特殊类型招生', 514],
      ['物理类', '本科院校', 461],
      ['历史类', '特殊类型招生', 515],
      ['历史类', '本科院校', 477],
    ]);
    for (const year of data.years) {
      const ids = new Set(year.sources.map((s) => s.id));
      expect(year.lines.every((l) => ids.has(l.sourceId))).toBe(true);
    }
    const y2026 = data.years[0]!;
    expect(y2026.lines.findIndex((l) => l.special)).toBeGreaterThan(y2026.lines.findLastIndex((l) => !l.special));
  });

  it('answers a bad province with 400', async () => {
    const res = await get('/api/batch-lines/by-province?province=xx');
    expect(res.status).toBe(400);
    expect(res.message).toBe('请选择高考省份');
  });
});

describe('POST /api/batch-lines/by-province-and-year', () => {
  it('returns the lines of one year, and 404 for a year without lines', async () => {
    const { data } = await post<BatchLinesOfYear>('/api/batch-lines/by-province-and-year', { province: '广东', year: 2025 });
    expect(() => batchLinesOfYearSchema.parse(data)).not.toThrow();
    expect(data.lines).toContainEqual(expect.objectContaining({ subject: '物理类', batch: '本科批', controlScore: 436, quality: 'ok' }));
    const missing = await post('/api/batch-lines/by-province-and-year', { province: '浙江', year: 2025 });
    expect(missing.status).toBe(404);
    expect(missing.message).toBe('暂无浙江2025年的批次线数据');
    const bad = await post('/api/batch-lines/by-province-and-year', { province: '浙江' });
    expect(bad.status).toBe(400);
    expect(bad.message).toBe('请选择高考年份');
  });
});
