/**
 * Authorization matrix: every staff endpoint called as guest, student,
 * planner and admin with real sessions; the expected answers are the table in
 * authz.matrix.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Announcement, Order, Planner } from '@zhiyuan/domain';
import { createAdmin, freshPhone, useSessionApp } from '../../../test/accounts';
import { STAFF_MATRIX, type Caller } from './authz.matrix';

const s = useSessionApp();
const tokens: Record<Caller, string | undefined> = { guest: undefined, student: '', planner: '', admin: '' };
const ids: Record<string, string> = {};

beforeAll(async () => {
  const adminTel = freshPhone();
  await createAdmin(s.app.db, adminTel, '管理员');
  tokens.admin = (await s.login(adminTel)).Authorization;
  const plannerTel = freshPhone();
  const planner = await s.post<Planner>('/api/planner/create', { tel: plannerTel, name: '周老师', plannerType: 2 }, tokens.admin);
  ids.planner = planner.data.userId;
  ids.plannerTel = plannerTel;
  tokens.planner = (await s.login(plannerTel)).Authorization;
  const student = await s.login();
  tokens.student = student.Authorization;
  ids.student = student.studentId;
  await s.post('/api/student/update', { name: '矩阵同学', province: '湖北', year: new Date().getFullYear() + 1, id: student.studentId }, student.Authorization);
  ids.order = (await s.post<Order>('/api/orders/ask', {}, student.Authorization)).data.id;
  // a second student whose request stays unassigned: the move and detail rows use it, whatever the assign row did
  const waiting = await s.login();
  await s.post('/api/student/update', { name: '等待同学', province: '湖北', year: new Date().getFullYear() + 1, id: waiting.studentId }, waiting.Authorization);
  ids.waitingOrder = (await s.post<Order>('/api/orders/ask', {}, waiting.Authorization)).data.id;
  ids.waitingStudent = waiting.studentId;
  ids.announcement = (await s.post<Announcement>('/api/announcements', { type: 1, date: '2026-06-07', message: '矩阵' }, tokens.admin)).data.id;
});

const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, k: string) => (k === 'freshTel' ? freshPhone() : ids[k]!));

describe('staff authorization matrix', () => {
  for (const row of STAFF_MATRIX) {
    for (const caller of ['guest', 'student', 'planner', 'admin'] as const) {
      const expected = row.expect[caller];
      it(`${row.method} ${row.url} as ${caller} → ${expected}`, async () => {
        const res = await s.call({
          method: row.method,
          url: fill(row.url),
          token: tokens[caller],
          ...(row.body !== undefined ? { payload: JSON.parse(fill(JSON.stringify(row.body))) as object } : row.method === 'POST' ? { payload: {} } : {}),
        });
        // let through: the guard passed; the handler may still answer 404 or 409 about the thing itself
        if (expected === 200) expect([401, 403], res.message).not.toContain(res.status);
        else expect(res.status, res.message).toBe(expected);
        if (expected === 401) expect(res.message).toBe('请先登录！');
      });
    }
  }
});
