/**
 * Accounts for the end-to-end suite: fresh phone numbers, the code the console
 * SMS provider sent (read through the end-to-end server's test-only route),
 * and a student logged in through the API for tests of pages behind login.
 */
import { randomInt } from 'node:crypto';
import { BASE_URL } from './browser';

export function freshPhone(): string {
  return `1${randomInt(3, 10)}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
}

async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: token } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await res.json()) as { code: number; message: string; data: T };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${envelope.message}`);
  return envelope.data;
}

/** The last code sent to a phone (console provider, test-only route). */
export const lastCode = (phone: string) => api<string>('GET', `/api/test/sms/last/${phone}`);

/** A new student, logged in by phone code with the complete-info form done: their token. */
export async function studentToken(province = '湖北'): Promise<string> {
  const tel = freshPhone();
  await api('GET', `/api/sms/code/${tel}`);
  const login = await api<{ Authorization: string; studentId: string }>('POST', '/api/tel/code/login', {
    tel,
    code: await lastCode(tel),
    loginFrom: 4,
  });
  const month = new Date().getMonth() + 1;
  const year = new Date().getFullYear() + (month >= 9 ? 1 : 0);
  await api('POST', '/api/student/update', { name: '测试同学', province, year, id: login.studentId }, login.Authorization);
  return login.Authorization;
}

async function loginByCode(tel: string): Promise<string> {
  await api('GET', `/api/sms/code/${tel}`);
  const login = await api<{ Authorization: string }>('POST', '/api/tel/code/login', { tel, code: await lastCode(tel), loginFrom: 4 });
  return login.Authorization;
}

/** A new administrator (made as npm run admin:create would, through the end-to-end server's test-only route): their token. */
export async function adminToken(): Promise<string> {
  const tel = freshPhone();
  await api('POST', `/api/test/admin/${tel}`);
  return loginByCode(tel);
}

/** A new planner added by an administrator on 规划师管理's API: their user id and token. */
export async function plannerAccount(admin: string, name = '测试规划师'): Promise<{ userId: string; token: string; tel: string }> {
  const tel = freshPhone();
  const made = await api<{ userId: string }>('POST', '/api/planner/create', { tel, name, plannerType: 2, groupLabels: ['团队一'], specialties: ['新高考选科'] }, admin);
  return { userId: made.userId, token: await loginByCode(tel), tel };
}

/** Calls the API as a token holder (tests set up orders and the like this way). */
export const callApi = <T>(method: 'GET' | 'POST', path: string, body: unknown, token: string) =>
  api<T>(method, path, method === 'GET' ? undefined : (body ?? {}), token);

/** Calls the API as a token holder (staff writes in tests). */
export const apiAs = <T>(token: string, method: 'GET' | 'POST', path: string, body?: unknown) => api<T>(method, path, body, token);
