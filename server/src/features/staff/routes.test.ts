/**
 * The staff side through real sessions: a student asks for a planner, an
 * admin assigns the order, the planner moves it through the state machine;
 * students, planners, announcements and the poll.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order, Planner, PollResult, StaffStudent, StudentDetail, Page, PublicPlanner, Announcement, Dashboard } from '@zhiyuan/domain';
import { createAdmin, freshPhone, useSessionApp } from '../../../test/accounts';

const s = useSessionApp();
let adminToken: string;
let plannerToken: string;
let plannerId: string;
let otherPlannerToken: string;
let studentToken: string;
let studentId: string;
let studentTel: string;

async function completeInfo(token: string, id: string) {
  const res = await s.post('/api/student/update', { name: '测试同学', province: '湖北', year: new Date().getFullYear() + 1, id }, token);
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  const adminTel = freshPhone();
  await createAdmin(s.app.db, adminTel, '管理员');
  adminToken = (await s.login(adminTel)).Authorization;

  const plannerTel = freshPhone();
  const made = await s.post<Planner>(
    '/api/planner/create',
    { tel: plannerTel, name: '王老师', plannerType: 2, title: '资深规划师', specialties: ['新高考选科'], groupLabels: ['规划师一'] },
    adminToken,
  );
  expect(made.status).toBe(200);
  plannerId = made.data.userId;
  plannerToken = (await s.login(plannerTel)).Authorization;

  const otherTel = freshPhone();
  await s.post('/api/planner/create', { tel: otherTel, name: '李老师', plannerType: 3 }, adminToken);
  otherPlannerToken = (await s.login(otherTel)).Authorization;

  studentTel = freshPhone();
  const login = await s.login(studentTel);
  studentToken = login.Authorization;
  studentId = login.studentId;
  await completeInfo(studentToken, studentId);
});

describe('an order from request to completion', () => {
  let order: Order;

  it('a student asks for a planner: an order in 1 待分配 with the wish recorded', async () => {
    const since = Date.now() - 1000;
    const res = await s.post<Order>('/api/orders/ask', { plannerUserId: plannerId, note: '想了解新高考选科' }, studentToken);
    expect(res.status).toBe(200);
    expect(res.message).toBe('预约成功，我们会尽快为您分配规划师');
    order = res.data;
    expect(order).toMatchObject({ status: 1, statusLabel: '待分配', plannerUserId: null, requestedPlannerUserId: plannerId, requestedPlannerName: '王老师' });
    // the admin's poll shows the new request
    const poll = await s.get<PollResult>(`/api/planner/poll?since=${since}`, adminToken);
    expect(poll.data.orders.map((o) => o.id)).toContain(order.id);
    // a second request while one is open is refused
    const again = await s.post('/api/orders/ask', {}, studentToken);
    expect(again.status).toBe(409);
  });

  it('the planner cannot open the student before the order is theirs', async () => {
    expect((await s.get(`/api/planner/students/${studentId}`, plannerToken)).status).toBe(403);
    const mine = await s.get<Page<Order>>('/api/planner/orders', plannerToken);
    expect(mine.data.records.map((o) => o.id)).not.toContain(order.id);
  });

  it('a planner may not assign; the admin assigns 1 → 2 and the planner is told by the poll', async () => {
    const refused = await s.post(`/api/planner/orders/${order.id}/assign`, { plannerUserId: plannerId }, plannerToken);
    expect(refused).toMatchObject({ status: 403, message: '只有管理员或主管可以分配订单' });
    const since = new Date(Date.now() - 1000).toISOString();
    const res = await s.post<Order>(`/api/planner/orders/${order.id}/assign`, { plannerUserId: plannerId }, adminToken);
    expect(res.data).toMatchObject({ status: 2, plannerUserId: plannerId, plannerName: '王老师' });
    const poll = await s.get<PollResult>(`/api/planner/poll?since=${encodeURIComponent(since)}`, plannerToken);
    expect(poll.data.count).toBeGreaterThanOrEqual(1);
    expect(poll.data.orders[0]!.id).toBe(order.id);
  });

  it('the planner now opens the student: profile, scores, orders', async () => {
    const res = await s.get<StudentDetail>(`/api/planner/students/${studentId}`, plannerToken);
    expect(res.status).toBe(200);
    expect(res.data.student).toMatchObject({ userId: studentId, tel: studentTel, province: '湖北', orderStatus: 2 });
    expect(res.data.orders[0]!.id).toBe(order.id);
    const mine = await s.get<Page<StaffStudent>>('/api/planner/my-students', plannerToken);
    expect(mine.data.records.map((r) => r.userId)).toContain(studentId);
    // another planner still may not
    expect((await s.get(`/api/planner/students/${studentId}`, otherPlannerToken)).status).toBe(403);
    expect((await s.post(`/api/planner/orders/${order.id}/move`, { action: 'start' }, otherPlannerToken)).status).toBe(403);
  });

  it('the planner moves 2 → 3, pauses, resumes to 3, completes to 4; refused moves leave the status', async () => {
    const move = (action: string, token = plannerToken) => s.post<Order>(`/api/planner/orders/${order.id}/move`, { action }, token);
    expect((await move('complete')).status).toBe(409);
    expect((await move('start')).data.status).toBe(3);
    expect((await move('pause')).data.status).toBe(6);
    expect((await move('resume')).data.status).toBe(3);
    expect((await move('refund')).message).toBe('只有管理员可以退费');
    expect((await move('complete')).data).toMatchObject({ status: 4, statusLabel: '已完成' });
    const after = await move('refund', adminToken);
    expect(after).toMatchObject({ status: 409, message: '当前状态不能进行此操作' });
    expect((await s.get<Order[]>('/api/orders/mine', studentToken)).data[0]!.status).toBe(4);
    expect((await move('dance')).status).toBe(400);
  });

  it('the status filter offers 1–4 only; a planner\'s list never holds 待分配', async () => {
    expect((await s.get('/api/planner/orders?status=6', adminToken)).status).toBe(400);
    const done = await s.get<Page<Order>>('/api/planner/orders?status=4', plannerToken);
    expect(done.data.records.every((o) => o.status === 4)).toBe(true);
    expect(done.data.records.map((o) => o.id)).toContain(order.id);
    expect((await s.get<Page<Order>>('/api/planner/orders?status=1', plannerToken)).data.total).toBe(0);
  });
});

describe('学员管理 search', () => {
  it('finds by 手机号 with = and by 规划师姓名, pages by the size asked', async () => {
    const eq = await s.get<Page<StaffStudent>>(`/api/planner/students?filterType=${encodeURIComponent('手机号')}&operator=%3D&value=${studentTel}`, adminToken);
    expect(eq.data.records.map((r) => r.tel)).toEqual([studentTel]);
    const gte = await s.get<Page<StaffStudent>>(`/api/planner/students?filterType=${encodeURIComponent('手机号')}&operator=%3E%3D&value=${studentTel}&pageSize=100`, adminToken);
    expect(gte.data.records.every((r) => r.tel >= studentTel)).toBe(true);
    const byPlanner = await s.get<Page<StaffStudent>>(`/api/planner/students?filterType=${encodeURIComponent('规划师姓名')}&value=${encodeURIComponent('王老师')}`, adminToken);
    expect(byPlanner.data.records.map((r) => r.userId)).toContain(studentId);
    const page = await s.get<Page<StaffStudent>>('/api/planner/students?pageSize=10&page=1', adminToken);
    expect(page.data.size).toBe(10);
    const bad = await s.get(`/api/planner/students?operator=${encodeURIComponent('!=')}`, adminToken);
    expect(bad.status).toBe(400);
    expect(bad.message).toContain('比较方式');
  });
});

describe('学员管理 filters in the database', () => {
  /** Every page of a 学员管理 query, in order. */
  async function everyPage(query: string): Promise<{ rows: StaffStudent[]; total: number }> {
    const rows: StaffStudent[] = [];
    let total = 0;
    for (let page = 1; page === 1 || rows.length < total; page++) {
      const res = await s.get<Page<StaffStudent>>(`/api/planner/students?pageSize=2&page=${page}${query}`, adminToken);
      expect(res.status).toBe(200);
      total = res.data.total;
      if (!res.data.records.length) break;
      rows.push(...res.data.records);
    }
    return { rows, total };
  }

  it('answers every operator on 手机号 and 规划师姓名 as the text comparison of the whole list does, page by page', async () => {
    const prefix = `19${String(Date.now() % 1e6).padStart(6, '0')}`;
    for (const end of ['001', '002', '003']) await s.login(`${prefix}${end}`);
    const all = await everyPage('');
    expect(all.rows).toHaveLength(all.total);
    const compare = { '=': (c: number) => c === 0, '>=': (c: number) => c >= 0, '>': (c: number) => c > 0, '<=': (c: number) => c <= 0, '<': (c: number) => c < 0 } as const;
    const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    for (const [filterType, value, of] of [
      ['手机号', `${prefix}002`, (r: StaffStudent) => r.tel],
      ['规划师姓名', '王老师', (r: StaffStudent) => r.plannerName],
    ] as const) {
      for (const [operator, holds] of Object.entries(compare)) {
        const found = await everyPage(`&filterType=${encodeURIComponent(filterType)}&operator=${encodeURIComponent(operator)}&value=${encodeURIComponent(value)}`);
        const expected = all.rows.filter((r) => {
          const v = of(r);
          return v !== null && holds(cmp(v, value));
        });
        expect(found.total, `${filterType} ${operator}`).toBe(expected.length);
        expect(found.rows.map((r) => r.userId), `${filterType} ${operator}`).toEqual(expected.map((r) => r.userId));
      }
    }
  });
});

describe('planners', () => {
  it('simple-info by phone, edit, disable: a disabled planner leaves /mingshi and cannot be asked for', async () => {
    const list = await s.get<Page<Planner>>('/api/planner/list?pageSize=100', adminToken);
    const wang = list.data.records.find((p) => p.userId === plannerId)!;
    const info = await s.get<{ name: string; plannerTypeLabel: string }>(`/api/planner/query/simple-info?plannerTel=${wang.tel}`, plannerToken);
    expect(info.data).toMatchObject({ name: '王老师', plannerTypeLabel: '全职' });
    const edited = await s.post<Planner>('/api/planner/update', { userId: plannerId, plannerType: 1, groupLabels: ['团队一'], specialties: ['强基计划'] }, adminToken);
    expect(edited.data).toMatchObject({ plannerTypeLabel: '主管', groupLabels: ['团队一'] });
    const pub = await s.get<PublicPlanner[]>('/api/planners/public');
    const shown = pub.data.find((p) => p.userId === plannerId)!;
    expect(shown).toMatchObject({ name: '王老师', specialties: ['强基计划'] });
    expect(JSON.stringify(pub.data)).not.toContain(wang.tel);
    await s.post('/api/planner/enable', { userId: plannerId, enabled: false }, adminToken);
    expect((await s.get<PublicPlanner[]>('/api/planners/public')).data.some((p) => p.userId === plannerId)).toBe(false);
    const other = await s.login();
    await completeInfo(other.Authorization, other.studentId);
    expect((await s.post('/api/orders/ask', { plannerUserId: plannerId }, other.Authorization)).status).toBe(400);
    await s.post('/api/planner/enable', { userId: plannerId, enabled: true }, adminToken);
  });

  it('bad input is a Chinese 400', async () => {
    const res = await s.post('/api/planner/create', { tel: '123', name: '张', plannerType: 9 }, adminToken);
    expect(res.status).toBe(400);
    expect(res.message).toMatch(/手机号|规划师类型/);
  });
});

describe('announcements and the dashboard', () => {
  it('a draft is not public; published it is', async () => {
    const made = await s.post<Announcement>('/api/announcements', { type: 1, date: '2026-06-07', message: '高考加油' }, adminToken);
    expect(made.data.published).toBe(false);
    expect((await s.get<Announcement[]>('/api/announcements')).data.some((a) => a.id === made.data.id)).toBe(false);
    await s.post(`/api/announcements/${made.data.id}/publish`, {}, adminToken);
    expect((await s.get<Announcement[]>('/api/announcements')).data[0]).toMatchObject({ id: made.data.id, message: '高考加油' });
    expect((await s.post('/api/announcements', { type: 1, date: '6月7日', message: '' }, adminToken)).status).toBe(400);
  });

  it('counts students and orders by status', async () => {
    const res = await s.get<Dashboard>('/api/core-data/dashboard', adminToken);
    expect(res.data.students).toBeGreaterThanOrEqual(2);
    expect(res.data.ordersByStatus.find((o) => o.status === 4)!.count).toBeGreaterThanOrEqual(1);
    expect(res.data.studentsByProvince.some((p) => p.province === '湖北')).toBe(true);
  });
});
