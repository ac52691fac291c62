import { describe, expect, it } from 'vitest';
import type { EarlyProvinceConfig, EarlyProvincePlans, EarlyProvinceScoreLines } from '@zhiyuan/domain';
import { VIEWERS, useTestApp, withQuery } from '../../../test/app';

const { get } = useTestApp();
const vip = VIEWERS.vipStudent;

describe('/tiqianpi: a province’s early batch across schools', () => {
  it('gives the years and tracks of early plans and score lines in a province', async () => {
    const r = await get<EarlyProvinceConfig>(withQuery('/api/early-batch/configs', { province: '广西' }), vip);
    expect(r.status).toBe(200);
    expect(r.data.plans.map((c) => c.year)).toContain(2026);
    const lines2025 = r.data.scoreLines.find((c) => c.year === 2025)!;
    expect(lines2025.subjects.map((s) => s.subject)).toEqual(expect.arrayContaining(['物理类', '历史类']));
    expect(lines2025.subjects.find((s) => s.subject === '物理类')!.dataKey).toBe('物理类');
  });

  it('pages the plans by admission unit: a batch heading (1), the unit (2), its majors (4)', async () => {
    const r = await get<EarlyProvincePlans>(withQuery('/api/early-batch/plans', { province: '广西', year: 2026, page: 1, pageSize: 5 }), vip);
    expect(r.status).toBe(200);
    expect(r.data.total).toBeGreaterThan(5);
    const types = r.data.records.map((x) => x.type);
    expect(types[0]).toBe(1);
    expect(types.filter((t) => t === 2)).toHaveLength(5);
    expect(types).toContain(4);
    expect(r.data.records.filter((x) => x.type === 1).every((x) => x.title!.includes('提前'))).toBe(true);
    expect(r.data.sources.length).toBeGreaterThan(0);
    // a school-name keyword narrows the list to that school
    const one = await get<EarlyProvincePlans>(withQuery('/api/early-batch/plans', { province: '广西', year: 2026, keyword: '星海音乐学院' }), vip);
    expect(one.data.total).toBeGreaterThan(0);
    expect(one.data.records.filter((x) => x.type === 2).every((x) => x.schoolName === '星海音乐学院')).toBe(true);
  });

  it('lists the early score lines of a year and track: a unit row first, then its majors', async () => {
    const r = await get<EarlyProvinceScoreLines>(withQuery('/api/early-batch/score-lines', { province: '广西', year: 2025, track: '物理类' }), vip);
    expect(r.status).toBe(200);
    expect(r.data.total).toBeGreaterThan(10);
    expect(r.data.size).toBe(10);
    expect(r.data.records[0]!.first).toBe(true);
    expect(r.data.records.every((x) => x.breadcrumbs[0]!.includes('提前'))).toBe(true);
    expect(r.data.records.filter((x) => x.first).every((x) => x.breadcrumbs[1] === '物理类')).toBe(true);
    const empty = await get<EarlyProvinceScoreLines>(withQuery('/api/early-batch/score-lines', { province: '广西', year: 2012 }), vip);
    expect(empty.data).toMatchObject({ records: [], total: 0 });
  });

  it('asks a guest to log in and a non-VIP to open VIP; validates province and year', async () => {
    const url = withQuery('/api/early-batch/plans', { province: '广西', year: 2026 });
    expect(await get(url)).toMatchObject({ status: 401, message: '请先登录！' });
    expect(await get(url, VIEWERS.student)).toMatchObject({ status: 403, message: '开通VIP可查看完整数据，请联系老师开通' });
    expect((await get(url, VIEWERS.admin)).status).toBe(200);
    expect(await get(withQuery('/api/early-batch/plans', { province: '火星', year: 2026 }), vip)).toMatchObject({ status: 400 });
    const badYear = await get(withQuery('/api/early-batch/score-lines', { province: '广西', year: 'x' }), vip);
    expect(badYear.status).toBe(400);
    expect(badYear.message).toContain('年份');
  });
});
