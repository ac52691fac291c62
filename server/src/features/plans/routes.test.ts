import { describe, expect, it } from 'vitest';
import { planPageSchema, type PlanPage, type ProvinceRule } from '@zhiyuan/domain';
import { useTestApp, withQuery } from '../../../test/app';

const { get, post } = useTestApp();

const SYSU = '4144010558'; // 中山大学

describe('admission plans', () => {
  it('lists the plan years of a province that really exist', async () => {
    const r = await get<ProvinceRule>(withQuery('/api/school/plan-config', { schoolId: SYSU, province: '广东' }));
    expect(r.data.provinceName).toBe('广东');
    expect(r.data.years.map((y) => y.year)).toEqual([2025, 2024]);
  });

  it('gives 中山大学’s 广东 2024 plan per group, with the group totals the plan book prints', async () => {
    const r = await post<PlanPage>('/api/admission-plan/query', { page: 1, pageSize: 1000, schoolId: SYSU, province: '广东', year: 2024 });
    expect(r.status).toBe(200);
    expect(() => planPageSchema.parse(r.data)).not.toThrow();
    expect(r.data.total).toBe(10);
    const g201 = r.data.records.find((x) => x.majorMessage.majorGroup === '201')!;
    expect(g201.subMajors[0]).toMatchObject({ planNumber: 156, fee: '6000元/年', groupTotal: true, majorName: null });
    expect(r.data.sources.length).toBeGreaterThan(0);
  });

  it('takes a group’s subject requirement from the same year’s major lines when the plan book prints none', async () => {
    const r = await post<PlanPage>('/api/admission-plan/query', { schoolId: SYSU, province: '广东', year: 2025, subject: '物理类' });
    expect(r.data.records.find((x) => x.majorMessage.majorGroup === '214')!.majorMessage.subjectRequirement).toBe('物+化');
  });

  it('validates the body like the score lines do', async () => {
    const bad = await post('/api/admission-plan/query', { schoolId: SYSU, year: 2024 });
    expect(bad.status).toBe(400);
    expect(bad.message).toContain('省份');
    const missing = await post('/api/admission-plan/query', { schoolId: '4199999999', province: '广东', year: 2024 });
    expect(missing.status).toBe(404);
  });
});
