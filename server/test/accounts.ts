/**
 * Helpers of the account tests: real sessions (the product's resolver), an
 * SMS provider that records the codes it is asked to send, a clock the test
 * moves, and fresh phone numbers so that tests sharing one PostgreSQL
 * database or one Redis never meet.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { LoginResult } from '@zhiyuan/domain';
import type { SmsCodeMessage, SmsProvider } from '../src/platform/sms';
import { createTestApp, reply, type TestApp } from './app';
/** Administrators are made by the admin:create command; tests of other areas make one the same way. */
export { createAdmin } from '../src/features/auth/admin';

export class RecordingSms implements SmsProvider {
  readonly name = 'recording';
  readonly sent: SmsCodeMessage[] = [];
  /** When set, the next sends fail as a provider outage would. */
  failing = false;

  async sendCode(message: SmsCodeMessage): Promise<void> {
    if (this.failing) throw new Error('provider down');
    this.sent.push(message);
  }

  lastCode(phone: string): string {
    const found = [...this.sent].reverse().find((m) => m.phone === phone);
    if (!found) throw new Error(`no code was sent to ${phone}`);
    return found.code;
  }
}

/** A mainland mobile number no other test uses. */
export function freshPhone(): string {
  return `1${randomInt(3, 10)}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
}

/** A client IP of its own, so the daily cap per IP of one test does not touch another's. */
export function freshIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export class TestClock {
  constructor(public t = Date.now()) {}
  readonly now = () => this.t;
  advance(ms: number): void {
    this.t += ms;
  }
}

export interface Reply<T> {
  status: number;
  code: number;
  message: string;
  data: T;
  headers: Record<string, unknown>;
}

export interface SessionApp {
  readonly app: FastifyInstance;
  readonly t: TestApp;
  sms: RecordingSms;
  clock: TestClock;
  call<T = unknown>(options: InjectOptions & { token?: string | undefined; ip?: string }): Promise<Reply<T>>;
  get<T = unknown>(url: string, token?: string): Promise<Reply<T>>;
  post<T = unknown>(url: string, body: unknown, token?: string): Promise<Reply<T>>;
  /** Asks a code for the phone and logs in with it. */
  login(phone?: string): Promise<LoginResult>;
}

/** An app with real sessions, the recording SMS provider and a test clock. */
export async function startSessionApp(overrides: Record<string, string | undefined> = {}): Promise<SessionApp> {
  const sms = new RecordingSms();
  const clock = new TestClock();
  const t = await createTestApp(overrides, null, { smsProvider: sms, clock: clock.now });
  const call = async <T>({ token, ip, headers, ...options }: InjectOptions & { token?: string | undefined; ip?: string }) => {
    const res = await t.app.inject({
      ...options,
      headers: { ...headers, ...(token !== undefined ? { authorization: token } : {}) },
      ...(ip ? { remoteAddress: ip } : {}),
    });
    return { ...reply<T>(res), headers: res.headers };
  };
  const get = <T>(url: string, token?: string) => call<T>({ method: 'GET', url, token });
  const post = <T>(url: string, body: unknown, token?: string) =>
    call<T>({ method: 'POST', url, payload: body as object, token });
  return {
    app: t.app,
    t,
    sms,
    clock,
    call,
    get,
    post,
    async login(phone = freshPhone()) {
      const sent = await call({ method: 'GET', url: `/api/sms/code/${phone}`, ip: freshIp() });
      if (sent.status !== 200) throw new Error(`code not sent: ${sent.message}`);
      const res = await post('/api/tel/code/login', { tel: phone, code: sms.lastCode(phone), loginFrom: 4, uid: randomUUID() });
      if (res.status !== 200) throw new Error(`login failed: ${res.message}`);
      return res.data as LoginResult;
    },
  };
}

/** The session app of one test file: started before its tests, closed after them. */
export function useSessionApp(overrides: Record<string, string | undefined> = {}): SessionApp {
  let started: SessionApp | undefined;
  beforeAll(async () => {
    started = await startSessionApp(overrides);
  });
  afterAll(() => started?.t.close());
  const the = (): SessionApp => {
    if (!started) throw new Error('the session app starts in beforeAll');
    return started;
  };
  return {
    get app() {
      return the().app;
    },
    get t() {
      return the().t;
    },
    get sms() {
      return the().sms;
    },
    get clock() {
      return the().clock;
    },
    call: (o) => the().call(o),
    get: (url, token) => the().get(url, token),
    post: (url, body, token) => the().post(url, body, token),
    login: (phone) => the().login(phone),
  };
}
