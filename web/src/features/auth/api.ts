/**
 * Calls of the login dialog (spec §7 Auth and user). Each returns the data of
 * the envelope; failures have already been shown by lib/http.ts.
 */
import {
  LOGIN_FROM_WEB,
  type CardLoginResult,
  type LoginResult,
  type Student,
  type StudentUpdate,
} from '@zhiyuan/domain';
import { get, request } from '../../lib/http';

const DEVICE_KEY = 'zhiyuan.device';

/** A device id for `uid` (spec §7), kept on this browser. */
function deviceId(): string {
  const storage = globalThis.localStorage;
  let id = storage?.getItem(DEVICE_KEY) ?? null;
  if (!id) {
    id = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    storage?.setItem(DEVICE_KEY, id);
  }
  return id;
}

/** GET /api/sms/code/{phone}; resolves with the sentence to show (您的验证码已发送至手机…). */
export async function sendSmsCode(phone: string): Promise<string> {
  const result = await request<null>('GET', `/api/sms/code/${encodeURIComponent(phone)}`);
  return typeof result.message === 'string' ? result.message : '验证码已发送';
}

export async function phoneLogin(tel: string, code: string): Promise<LoginResult> {
  const result = await request<LoginResult>('POST', '/api/tel/code/login', { tel, code, loginFrom: LOGIN_FROM_WEB, uid: deviceId() });
  return { ...result.data, Authorization: result.Authorization ?? result.data.Authorization };
}

export async function cardLogin(cardNumber: string, cardKey: string): Promise<CardLoginResult> {
  const result = await request<CardLoginResult>('POST', '/api/card/key/login', {
    cardNumber,
    cardKey,
    loginFrom: LOGIN_FROM_WEB,
    uid: deviceId(),
  });
  return result.data;
}

/** POST /api/membership/tel/bind with the card's bind ticket as Authorization. */
export async function bindTel(ticket: string, tel: string, code: string): Promise<void> {
  await request<null>('POST', '/api/membership/tel/bind', { tel, code }, { headers: { Authorization: ticket } });
}

/** The complete-info form: name, 高考省份, 高考年份 (POST /api/student/update). */
export async function completeInfo(update: StudentUpdate): Promise<Student> {
  return (await request<Student>('POST', '/api/student/update', update)).data;
}

/** GET /api/user/tel/logout/{phone}: ends the session on the server. */
export async function logout(phone: string): Promise<void> {
  await get<null>(`/api/user/tel/logout/${encodeURIComponent(phone)}`);
}
