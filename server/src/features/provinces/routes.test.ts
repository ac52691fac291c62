import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { provinceKeyInfoSchema, provinceSchema, type Province, type ProvinceKeyInfo } from '@zhiyuan/domain';
import { useTestApp, withQuery } from '../../../test/app';

const t = useTestApp();
const { get } = t;

describe('GET /api/province/list', () => {
  it('lists the 31 provinces with their subject modes per year and batch mapping', async () => {
    const res = await get<Province[]>('/api/province/list');
    expect(res.status).toBe(200);
    const list = res.data;
    expect(list).toHaveLength(31);
    expect(() => z.array(provinceSchema).parse(list)).not.toThrow();
    expect(list[0]!.name).toBe('北京');
    const byName = new Map(list.map((p) => [p.name, p]));

    const anhui = byName.get('安徽')!;
    expect(anhui.firstYearNewModel).toBe(2024);
    expect(anhui.subjectModes).toEqual([
      expect.objectContaining({ toYear: 2023, mode: '老高考', tracks: ['理科', '文科'] }),
      expect.objectContaining({ fromYear: 2024, mode: '新高考', tracks: ['物理类', '历史类'] }),
    ]);

    expect(byName.get('浙江')!.subjectModes.at(-1)).toMatchObject({ mode: '7选3', tracks: ['综合'] });
    expect(byName.get('上海')!.subjectModes.at(-1)).toMatchObject({ mode: '6选3', tracks: ['综合'] });
    expect(byName.get('新疆')!.subjectModes).toEqual([expect.objectContaining({ mode: '老高考', tracks: ['理科', '文科'] })]);

    expect(byName.get('河南')!.batchMapping).toMatchObject({ 本一: '本科', 本二: '本科', 专科: '专科' });
    expect(byName.get('四川')!.batchMapping).toMatchObject({ 本一: '本科A', 本二: '本科B' });
    expect(byName.get('北京')!.batchMapping).toBeNull();
    expect(byName.get('广东')!.oldToNew).toBe(true);
    expect(byName.get('海南')!.totalScore).toBe(900);
  });
});

describe('GET /api/health', () => {
  it('reports the database engine and the loaded datasets', async () => {
    const res = await get<{ status: string; database: { engine: string }; data: { loaded: boolean; datasets: { dataset: string; rows: number }[] }; odds: { ready: boolean } }>('/api/health');
    expect(res.status).toBe(200);
    const h = res.data;
    expect(h.status).toBe('ok');
    expect(h.database.engine).toBe(process.env.TEST_DB_ENGINE === 'postgres' ? 'postgresql' : 'pglite');
    expect(h.data.loaded).toBe(true);
    expect(h.data.datasets).toContainEqual(expect.objectContaining({ dataset: 'schools', rows: 2919 }));
    // a test app does not warm the odds model (the server does after it listens)
    expect(h.odds).toEqual({ ready: false });
  });
});

describe('HTTP contract', () => {
  it('answers an unknown API route with the 404 envelope', async () => {
    expect(await get('/api/no-such-thing')).toEqual({ status: 404, code: 404, message: '接口不存在', data: null });
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    // not an envelope: the document itself
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = JSON.parse(res.body) as { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown }>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/school/query']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/api/province/list']?.get).toBeDefined();
  });
});

describe('GET /api/province/key-info', () => {
  it("national dates as national; the province's exam authority and its pages from the sources our batch lines cite; its latest rules", async () => {
    const res = await get<ProvinceKeyInfo>(withQuery('/api/province/key-info', { province: '湖北' }));
    expect(res.status).toBe(200);
    expect(() => provinceKeyInfoSchema.parse(res.data)).not.toThrow();
    const info = res.data;
    expect(info.national[0]).toMatchObject({ when: '6月7日起' });
    expect(info.authority?.name).toBe('湖北省教育考试院');
    expect(info.authority?.site).toBe('https://www.hbea.edu.cn/');
    expect(info.authority!.pages.length).toBeGreaterThan(0);
    const years = info.authority!.pages.map((p) => p.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    for (const p of info.authority!.pages) expect(p.url).toMatch(/^https?:\/\//);
    expect(info.rules?.year).toBeGreaterThanOrEqual(2026);
    expect(info.rules!.batches.length).toBeGreaterThan(0);
    // no date of the province's own is made up: nothing in the answer but the national calendar names a day
    expect(JSON.stringify({ ...info, national: [] })).not.toMatch(/\d+月\d+日/);
  });

  it('an unknown province is a Chinese 400', async () => {
    const res = await get(withQuery('/api/province/key-info', { province: '火星' }));
    expect(res.status).toBe(400);
    expect(res.message).toMatch(/省份/);
  });
});
