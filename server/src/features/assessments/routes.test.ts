import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AssessmentResult, AssessmentResultSummary, AssessmentWithItems } from '@zhiyuan/domain';
import { orders, users } from '../../db/schema';
import { createAdmin, useSessionApp } from '../../../test/accounts';

const s = useSessionApp();

async function items(id: string): Promise<AssessmentWithItems> {
  const r = await s.get<AssessmentWithItems>(`/api/assessments/${id}`);
  expect(r.status).toBe(200);
  return r.data;
}

describe('测评: instruments, scoring and results saved to the student', () => {
  it('lists the two instruments; a test gives its items in our Chinese wording beside the English original', async () => {
    const list = await s.get<{ id: string; itemCount: number }[]>('/api/assessments');
    expect(list.data.map((a) => [a.id, a.itemCount])).toEqual([['riasec-iip48', 48], ['ipip50-bigfive', 50]]);
    const riasec = await items('riasec-iip48');
    expect(riasec.items).toHaveLength(48);
    expect(riasec.items[0]).toMatchObject({ itemId: 'R1', textEn: 'Test the quality of parts before shipment', textZh: '在产品零件出厂前检测它们的质量' });
    const ipip = await items('ipip50-bigfive');
    expect(ipip.items.filter((i) => i.key === '-')).toHaveLength(24);
    expect((await s.get('/api/assessments/mbti')).status).toBe(400);
  });

  it('a full RIASEC test gives a Holland code, saves it to the student and points to majors and professions', async () => {
    const login = await s.login();
    const test = await items('riasec-iip48');
    const level: Record<string, number> = { R: 2, I: 5, A: 3, S: 4, E: 1, C: 4 };
    const answers = Object.fromEntries(test.items.map((i) => [i.itemId, level[i.scale]!]));
    const saved = await s.post<AssessmentResult>('/api/assessments/riasec-iip48/results', { answers }, login.Authorization);
    expect(saved).toMatchObject({ status: 200, message: '测评结果已保存' });
    expect(saved.data.scores.code).toBe('ISC');
    expect(saved.data.scores.scales.find((x) => x.code === 'I')).toMatchObject({ name: '研究型', score: 40, max: 40, percent: 100 });
    expect(saved.data.guidance[0]!.riasecType).toBe('I');
    expect(saved.data.guidance.map((g) => g.name)).toEqual(expect.arrayContaining(['生物科学类', '科学研究人员', '教育学类', '统计学类']));
    expect(saved.data.studentId).toBe(login.studentId);

    const again = await s.get<AssessmentResult>(`/api/assessments/results/${saved.data.id}`, login.Authorization);
    expect(again.data.scores).toEqual(saved.data.scores);
    const mine = await s.get<AssessmentResultSummary[]>(`/api/assessments/students/${login.studentId}/results`, login.Authorization);
    expect(mine.data.map((r) => r.id)).toEqual([saved.data.id]);
  });

  it('scores the Big Five with the reverse-keyed items', async () => {
    const login = await s.login();
    const test = await items('ipip50-bigfive');
    // every item answered 5: '+' items score 5, '-' items 1 → E 30, A 34, C 34, N 18, O 38
    const answers = Object.fromEntries(test.items.map((i) => [i.itemId, 5]));
    const saved = await s.post<AssessmentResult>('/api/assessments/ipip50-bigfive/results', { answers }, login.Authorization);
    expect(saved.data.scores.scales.map((x) => x.score)).toEqual([30, 34, 34, 18, 38]);
    expect(saved.data.scores.code).toBeNull();
    expect(saved.data.guidance).toEqual([]);
  });

  it('refuses an incomplete or out-of-range answer set with a Chinese message and saves nothing', async () => {
    const login = await s.login();
    const test = await items('riasec-iip48');
    const answers: Record<string, number> = Object.fromEntries(test.items.slice(0, 40).map((i) => [i.itemId, 3]));
    expect(await s.post('/api/assessments/riasec-iip48/results', { answers }, login.Authorization)).toMatchObject({ status: 400, message: '还有8题未作答' });
    const outOfRange = await s.post('/api/assessments/riasec-iip48/results', { answers: { ...answers, R1: 7 } }, login.Authorization);
    expect(outOfRange).toMatchObject({ status: 400 });
    expect(outOfRange.message).toContain('1 到 5');
    const mine = await s.get<unknown[]>(`/api/assessments/students/${login.studentId}/results`, login.Authorization);
    expect(mine.data).toEqual([]);
  });

  it('needs a login; another student may not read a result; an administrator may', async () => {
    const owner = await s.login();
    const test = await items('riasec-iip48');
    const answers = Object.fromEntries(test.items.map((i) => [i.itemId, 3]));
    expect(await s.post('/api/assessments/riasec-iip48/results', { answers })).toMatchObject({ status: 401, message: '请先登录！' });
    const saved = await s.post<AssessmentResult>('/api/assessments/riasec-iip48/results', { answers }, owner.Authorization);
    expect(saved.data.scores.code).toBe('RIA');
    const other = await s.login();
    expect(await s.get(`/api/assessments/results/${saved.data.id}`, other.Authorization)).toMatchObject({ status: 403, message: '没有权限访问' });
    expect(await s.get(`/api/assessments/students/${owner.studentId}/results`, other.Authorization)).toMatchObject({ status: 403 });
    expect(await s.get('/api/assessments/results/999999999', owner.Authorization)).toMatchObject({ status: 404, message: '没有这条测评记录' });
    const adminPhone = '13900000321';
    await createAdmin(s.app.db, adminPhone, '管理员');
    const admin = await s.login(adminPhone);
    const read = await s.get<AssessmentResultSummary[]>(`/api/assessments/students/${owner.studentId}/results`, admin.Authorization);
    expect(read.data.map((r) => r.id)).toEqual([saved.data.id]);
  });

  it('a planner reads a student’s results only through an order that opens the student (the shared ownership policy)', async () => {
    const student = await s.login();
    const test = await items('riasec-iip48');
    const answers = Object.fromEntries(test.items.map((i) => [i.itemId, 4]));
    const saved = await s.post<AssessmentResult>('/api/assessments/riasec-iip48/results', { answers }, student.Authorization);
    const plannerPhone = '13900000654';
    const [planner] = await s.app.db.insert(users).values({ tel: plannerPhone, name: '规划师', roleId: 2, roleTypes: [2] }).returning({ id: users.id });
    const asPlanner = await s.login(plannerPhone);
    expect(await s.get(`/api/assessments/results/${saved.data.id}`, asPlanner.Authorization)).toMatchObject({ status: 403 });
    // an order still 待分配 (1) opens nothing; 服务中 (3) does
    const [order] = await s.app.db
      .insert(orders)
      .values({ studentUserId: Number(student.studentId), plannerUserId: planner!.id, status: 1 })
      .returning({ id: orders.id });
    expect(await s.get(`/api/assessments/students/${student.studentId}/results`, asPlanner.Authorization)).toMatchObject({ status: 403 });
    await s.app.db.update(orders).set({ status: 3 }).where(eq(orders.id, order!.id));
    const read = await s.get<AssessmentResultSummary[]>(`/api/assessments/students/${student.studentId}/results`, asPlanner.Authorization);
    expect(read.status).toBe(200);
    expect(read.data.map((r) => r.id)).toEqual([saved.data.id]);
    expect((await s.get(`/api/assessments/results/${saved.data.id}`, asPlanner.Authorization)).status).toBe(200);
  });
});
