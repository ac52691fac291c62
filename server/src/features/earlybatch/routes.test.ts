import { describe, expect, it } from 'vitest';
import type { EarlyBatchProvinces, PreEnterConfig, PreScoreRow, PrePlanRow } from '@zhiyuan/domain';
import { useTestApp, withQuery } from '../../../test/app';

const { get } = useTestApp();

describe('early batch (提前批) from the published lines and plans', () => {
  it('lists the years and tracks with early-batch lines, and their rows', async () => {
    // 广西师范大学 in 广西 2025: 本科提前批 lines of 物理类 and 历史类
    const r = await get<PreEnterConfig[]>(withQuery('/api/school/pre-enter-configs', { schoolId: '4145010602', provinceName: '广西' }));
    expect(r.status).toBe(200);
    const y2025 = r.data.find((c) => c.year === 2025)!;
    expect(y2025.subjects.map((s) => s.subject)).toEqual(expect.arrayContaining(['物理类', '历史类']));
    const key = y2025.subjects.find((s) => s.subject === '物理类')!.dataKey;
    const rows = await get<{ records: PreScoreRow[]; sources: unknown[] }>(withQuery('/api/school/pre-enter-details', { dataKey: key }));
    expect(rows.status).toBe(200);
    expect(rows.data.records.length).toBeGreaterThan(0);
    expect(rows.data.records[0]!.first).toBe(true);
    expect(rows.data.records.every((x) => x.breadcrumbs[0]!.includes('提前'))).toBe(true);
    expect(rows.data.sources.length).toBeGreaterThan(0);
    // a school with no early batch in a province gets an empty list
    const none = await get<PreEnterConfig[]>(withQuery('/api/school/pre-enter-configs', { schoolId: '4144010558', provinceName: '西藏' }));
    expect(none.data).toEqual([]);
  });

  it('names the provinces where a school has early-batch lines and plans, in the province order', async () => {
    const lines = await get<EarlyBatchProvinces>(withQuery('/api/school/early-batch-provinces', { schoolId: '4145010602' }));
    expect(lines.status).toBe(200);
    expect(lines.data.scoreLines).toContain('广西');
    const plans = await get<EarlyBatchProvinces>(withQuery('/api/school/early-batch-provinces', { schoolId: '4144010587' }));
    expect(plans.data.plans).toContain('广西');
    // each named province really has rows: its years are not empty
    for (const province of plans.data.plans.slice(0, 3)) {
      const years = await get<number[]>(withQuery('/api/admission-plan/pre-plan-years', { province, schoolId: '4144010587' }));
      expect(years.data.length).toBeGreaterThan(0);
    }
    expect((await get(withQuery('/api/school/early-batch-provinces', { schoolId: '4199999999' }))).status).toBe(404);
    expect((await get(withQuery('/api/school/early-batch-provinces', {}))).status).toBe(400);
  });

  it('gives plan rows of types 1, 2 and 4 when a school has early plans', async () => {
    const years = await get<number[]>(withQuery('/api/admission-plan/pre-plan-years', { province: '广西' }));
    expect(years.status).toBe(200);
    expect(years.data).toContain(2026);
    const schoolYears = await get<number[]>(withQuery('/api/admission-plan/pre-plan-years', { province: '广西', schoolId: '4144010587' }));
    expect(schoolYears.data).toEqual([2026]);
    // 星海音乐学院's 广西 2026 art plans: a batch heading, its units, their majors
    const details = await get<{ records: PrePlanRow[] }>(withQuery('/api/admission-plan/pre-plan-details/4144010587', { province: '广西', year: 2026 }));
    expect(details.status).toBe(200);
    const types = details.data.records.map((r) => r.type);
    expect(types[0]).toBe(1);
    expect(types).toContain(2);
    expect(types.filter((x) => x === 4).length).toBeGreaterThan(50);
    expect(details.data.records.find((r) => r.type === 4)!.planNum).not.toBeUndefined();
  });

  it('validates province, year and dataKey', async () => {
    expect((await get(withQuery('/api/school/pre-enter-configs', { schoolId: '4144010558' }))).status).toBe(400);
    const badKey = await get(withQuery('/api/school/pre-enter-details', { dataKey: 'abc' }));
    expect(badKey.status).toBe(400);
    expect(badKey.message).toContain('数据编号');
    const badYear = await get(withQuery('/api/admission-plan/pre-plan-details/4144010558', { province: '广东', year: 'x' }));
    expect(badYear.status).toBe(400);
    expect(badYear.message).toContain('年份');
    const missing = await get(withQuery('/api/admission-plan/pre-plan-details/4199999999', { province: '广东', year: 2024 }));
    expect(missing.status).toBe(404);
  });
});
