/**
 * Authorization matrix (issue 15 point 2): every route Fastify registered,
 * called as a guest, a student, a VIP student, a planner and an administrator
 * with real sessions. The expected answers are the table in authz.matrix.ts;
 * a route with no row fails here until it gets one.
 *
 * The student-data rows use another student's ids ("the victim"): a student
 * changing an id, and a planner with no order with that student, must be
 * refused; only the administrator passes.
 */
import { writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Announcement, AssessmentResult, IssuedCard, Order, Planner, ScoreRecord } from '@zhiyuan/domain';
import { preferenceLists } from '../db/schema';
import { createAdmin, freshPhone, startSessionApp, type SessionApp } from '../../test/accounts';
import { AUTHZ_MATRIX, CALLERS, defaultUrl, routeKey, type Caller, type MatrixRow } from './authz.matrix';

/** AUTHZ_RECORD=file writes what each caller got instead of asserting (to review a new route's row). */
const RECORD = process.env.AUTHZ_RECORD;

let s: SessionApp;
const tokens: Record<Caller, string | undefined> = { guest: undefined, student: '', vip: '', planner: '', admin: '' };
const ids: Record<string, string> = {};
const year = new Date().getFullYear() + 1;

beforeAll(async () => {
  // the matrix logs in many accounts from one address
  s = await startSessionApp({ SMS_DAILY_LIMIT_PER_IP: '100000', RATE_LIMIT_ENABLED: 'false' });
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
  await s.post('/api/student/update', { name: '矩阵同学', province: '广东', year, id: student.studentId }, student.Authorization);
  ids.order = (await s.post<Order>('/api/orders/ask', {}, student.Authorization)).data.id;

  const vip = await s.login();
  tokens.vip = vip.Authorization;
  await makeVip(vip.Authorization);
  await s.post('/api/student/update', { name: '会员同学', province: '广东', year, id: vip.studentId }, vip.Authorization);

  // the victim: another student with a profile, a score, a 测评 result and a 志愿表
  const victim = await s.login();
  await makeVip(victim.Authorization);
  ids.victim = victim.studentId;
  ids.victimTel = victim.tel;
  await s.post('/api/student/update', { name: '别人', province: '广东', year, id: victim.studentId }, victim.Authorization);
  const score = await s.post<ScoreRecord>(
    '/api/student/score/save',
    { studentId: victim.studentId, examType: 2, examName: '高三一模', firstChoice: '物理', electives: ['化学', '生物'], chineseScore: 120, mathScore: 130, foreignLanguageScore: 125 },
    victim.Authorization,
  );
  ids.victimScore = String(made(score, 'score').id);
  const test = await s.get<{ items: { itemId: string }[] }>('/api/assessments/riasec-iip48');
  const answers = Object.fromEntries(test.data.items.map((i) => [i.itemId, 3]));
  ids.victimResult = String(made(await s.post<AssessmentResult>('/api/assessments/riasec-iip48/results', { answers }, victim.Authorization), 'result').id);
  // stored directly: saving through the API fits the odds model first (minutes on a loaded machine); lists.test.ts covers saving
  const [list] = await s.app.db
    .insert(preferenceLists)
    .values({ studentUserId: Number(victim.studentId), name: '别人的表', createdType: 2, province: '广东', year: 2026, batch: '本科批', track: '物理类', subjects: ['物', '化', '生'], score: 600 })
    .returning({ id: preferenceLists.id });
  ids.victimList = String(list!.id);
  for (const [k, v] of Object.entries(ids)) if (!v || v === 'undefined') throw new Error(`fixture ${k} was not made`);

  // a second student whose request stays unassigned (staff rows)
  const waiting = await s.login();
  await s.post('/api/student/update', { name: '等待同学', province: '湖北', year, id: waiting.studentId }, waiting.Authorization);
  ids.waitingOrder = (await s.post<Order>('/api/orders/ask', {}, waiting.Authorization)).data.id;
  ids.waitingStudent = waiting.studentId;
  ids.announcement = (await s.post<Announcement>('/api/announcements', { type: 1, date: '2026-06-07', message: '矩阵' }, tokens.admin)).data.id;
}, 600_000);

/** Binds a VIP member card (type 9) to the account. */
async function makeVip(token: string): Promise<void> {
  const [card] = (await s.post<IssuedCard[]>('/api/membership/cards', { type: 9, count: 1 }, tokens.admin)).data;
  const bound = await s.post('/api/membership/card/bind', { cardNumber: card!.cardNumber, cardKey: card!.cardKey }, token);
  if (bound.status !== 200) throw new Error(`VIP card not bound: ${bound.message}`);
}

/** A fixture call that must succeed. */
function made<T>(res: { status: number; message: string; data: T }, what: string): T {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${res.message}`);
  return res.data;
}

const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, k: string) => (k === 'freshTel' ? freshPhone() : ids[k] ?? `{${k}}`));

async function call(row: MatrixRow & { method: string }, caller: Caller) {
  const url = fill(row.url ?? defaultUrl(row.route));
  const payload = row.body !== undefined ? (JSON.parse(fill(JSON.stringify(row.body))) as object) : row.method === 'GET' ? undefined : {};
  return s.call({ method: row.method as 'GET', url, token: tokens[caller], ...(payload ? { payload } : {}) });
}

describe('authorization matrix', () => {
  it('has one row for every route the server registers, and no row for a route it does not', () => {
    const registered = s.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs')).map(routeKey);
    const rows = AUTHZ_MATRIX.map((r) => r.route);
    expect(registered.filter((r) => !rows.includes(r)), 'routes with no row in authz.matrix.ts').toEqual([]);
    expect(rows.filter((r) => !registered.includes(r)), 'rows for routes that do not exist').toEqual([]);
    expect(new Set(rows).size).toBe(rows.length);
  });

  if (RECORD) {
    it('records what each caller gets', async () => {
      const out: Record<string, Record<string, number>> = {};
      const routes = s.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
      for (const r of routes) {
        const key = routeKey(r);
        const row = AUTHZ_MATRIX.find((m) => m.route === key) ?? { route: key, expect: {} as MatrixRow['expect'] };
        out[key] = {};
        for (const caller of CALLERS) out[key][caller] = (await call({ ...row, method: r.method }, caller)).status;
      }
      writeFileSync(RECORD, JSON.stringify(out, null, 1));
    }, 600_000);
    return;
  }

  for (const row of AUTHZ_MATRIX) {
    const method = row.route.split(' ')[0]!;
    for (const caller of CALLERS) {
      const expected = row.expect[caller];
      it(`${row.route} as ${caller} → ${expected}`, async () => {
        const res = await call({ ...row, method }, caller);
        // let through: the guards and policies passed; the handler may still answer 400, 404 or 409 about the request itself
        if (expected === 200) expect([401, 403, 500], res.message).not.toContain(res.status);
        else expect(res.status, res.message).toBe(expected);
        expect(res.code).toBe(res.status);
        if (expected === 401) expect(res.message).toBe('请先登录！');
      });
    }
  }
});
