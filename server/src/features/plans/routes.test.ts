import { describe, expect, it } from 'vitest';
import { planPageSchema, type PlanPage, type ProvinceRule } from '@zhiyuan/domain';
import { body, useTestApp } from '../../../test/app';

const t = useTestApp();

const SYSU = '4144010558'; // 中山大学

describe('admission plans', () => {
  it('lists the plan years of a province that really exist', async () => {
    const r = body<ProvinceRule>(await t.app.inject({ method: 'GET', url: `/api/school/plan-config?schoolId=${SYSU}&province=${encodeURIComponent('广东')}` }));
    expect(r.data.provinceName).toBe('广东');
    expect(r.data.years.map((y) => y.year)).toEqual([2025, 2024]);
  });

  it('gives 中山大学’s 广东 2024 plan per group, with the group totals the plan book prints', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admission-plan/query', payload: { page: 1, pageSize: 1000, schoolId: SYSU, province: '广东', year: 2024 } });
    const r = body<PlanPage>(res);
    expect(res.statusCode).toBe(200);
    expect(() => planPageSchema.parse(r.data)).not.toThrow();
    expect(r.data.total).toBe(10);
    const g201 = r.data.records.find((x) => x.majorMessage.majorGroup === '201')!;
    expect(g201.subMajors[0]).toMatchObject({ planNumber: 156, fee: '6000元/年', groupTotal: true, majorName: null });
    expect(r.data.sources.length).toBeGreaterThan(0);
  });

  it('takes a group’s subject requirement from the same year’s major lines when the plan book prints none', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admission-plan/query', payload: { schoolId: SYSU, province: '广东', year: 2025, subject: '物理类' } });
    const r = body<PlanPage>(res);
    expect(r.data.records.find((x) => x.majorMessage.majorGroup === '214')!.majorMessage.subjectRequirement).toBe('物+化');
  });

  it('validates the body like the score lines do', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admission-plan/query', payload: { schoolId: SYSU, year: 2024 } });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toContain('省份');
    const missing = await t.app.inject({ method: 'POST', url: '/api/admission-plan/query', payload: { schoolId: '4199999999', province: '广东', year: 2024 } });
    expect(missing.statusCode).toBe(404);
  });
});
