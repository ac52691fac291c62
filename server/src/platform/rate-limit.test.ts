/**
 * Rate limits (issue 15 point 4): per client IP and per account on SMS codes,
 * logins, searches and recommendations, 429 with the envelope in Chinese; two
 * API processes on one Redis share the counters.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { configSchema } from './config';
import { createTestApp, openTestDatabase, reply, tokenFor, VIEWERS, type TestApp } from '../../test/app';
import { freshIp, freshPhone } from '../../test/accounts';

const LIMITS = {
  RATE_LIMIT_ENABLED: 'true',
  RATE_LIMIT_SMS_PER_IP: '3',
  RATE_LIMIT_SMS_PER_ACCOUNT: '2',
  RATE_LIMIT_LOGIN_PER_IP: '3',
  RATE_LIMIT_LOGIN_PER_ACCOUNT: '2',
  RATE_LIMIT_SEARCH_PER_IP: '3',
  RATE_LIMIT_SEARCH_PER_ACCOUNT: '2',
  RATE_LIMIT_RECOMMEND_PER_IP: '3',
  RATE_LIMIT_RECOMMEND_PER_ACCOUNT: '2',
  SMS_DAILY_LIMIT_PER_IP: '1000',
};

const send = async (app: FastifyInstance, options: InjectOptions, ip: string, token?: string) =>
  reply(await app.inject({ ...options, remoteAddress: ip, headers: { ...options.headers, ...(token ? { authorization: token } : {}) } }));

const search = (q = '北京'): InjectOptions => ({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
const login = (tel: string): InjectOptions => ({ method: 'POST', url: '/api/tel/code/login', payload: { tel, code: '000000', loginFrom: 4, uid: 'device' } });

const expectLimited = (res: { status: number; code: number; message: string; data: unknown }, what: string) => {
  expect(res.status).toBe(429);
  expect(res).toMatchObject({ code: 429, data: null });
  expect(res.message).toMatch(new RegExp(`^${what}，请\\d+秒后再试$`));
};

describe('rate limits in one process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(LIMITS);
  });
  afterAll(() => t?.close());

  it('search: per IP, then another IP still searches', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await send(t.app, search(), ip)).status).toBe(200);
    expectLimited(await send(t.app, search('清华'), ip), '搜索过于频繁');
    // another search route shares the search limit of this IP
    expectLimited(await send(t.app, { method: 'GET', url: '/api/majors/search?keyword=jsj' }, ip), '搜索过于频繁');
    expect((await send(t.app, search(), freshIp())).status).toBe(200);
    // routes with no limit are untouched
    expect((await send(t.app, { method: 'GET', url: '/api/province/list' }, ip)).status).toBe(200);
  });

  it('search: per account, whatever IP the account comes from', async () => {
    const token = tokenFor({ ...VIEWERS.student, userId: `rl-${randomUUID()}` });
    expect((await send(t.app, search(), freshIp(), token)).status).toBe(200);
    expect((await send(t.app, search(), freshIp(), token)).status).toBe(200);
    expectLimited(await send(t.app, search(), freshIp(), token), '搜索过于频繁');
    // another account is not touched
    expect((await send(t.app, search(), freshIp(), tokenFor({ ...VIEWERS.student, userId: `rl-${randomUUID()}` }))).status).toBe(200);
  });

  it('login: per phone number across IPs (a wrong code counts), and per IP across numbers', async () => {
    const tel = freshPhone();
    expect((await send(t.app, login(tel), freshIp())).status).toBe(400);
    expect((await send(t.app, login(tel), freshIp())).status).toBe(400);
    expectLimited(await send(t.app, login(tel), freshIp()), '登录尝试过于频繁');
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await send(t.app, login(freshPhone()), ip)).status).toBe(400);
    expectLimited(await send(t.app, login(freshPhone()), ip), '登录尝试过于频繁');
    // a malformed attempt still counts against the IP
    expectLimited(await send(t.app, { method: 'POST', url: '/api/tel/code/login', payload: { tel: 'x' } }, ip), '登录尝试过于频繁');
  });

  it('card login and SMS codes are limited too', async () => {
    const card = { method: 'POST' as const, url: '/api/card/key/login', payload: { cardNumber: '123456789', cardKey: '000000', loginFrom: 4 } };
    expect((await send(t.app, card, freshIp())).status).toBe(400);
    expect((await send(t.app, card, freshIp())).status).toBe(400);
    expectLimited(await send(t.app, card, freshIp()), '登录尝试过于频繁');
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await send(t.app, { method: 'GET', url: `/api/sms/code/${freshPhone()}` }, ip)).status).toBe(200);
    expectLimited(await send(t.app, { method: 'GET', url: `/api/sms/code/${freshPhone()}` }, ip), '获取验证码过于频繁');
  });

  it('recommendation: per account', async () => {
    const token = tokenFor({ ...VIEWERS.student, userId: `rl-${randomUUID()}` });
    // a body the schema refuses still counts (and fits no odds model, which takes minutes on a busy machine)
    const recommend: InjectOptions = { method: 'POST', url: '/api/preferences/v2/recommend', payload: { score: 'x' } };
    for (let i = 0; i < 2; i++) expect((await send(t.app, recommend, freshIp(), token)).status).toBe(400);
    expectLimited(await send(t.app, recommend, freshIp(), token), '推荐请求过于频繁');
  });
});

const REDIS_URL = process.env.REDIS_URL;

describe.skipIf(!REDIS_URL)('rate limits shared by two API processes on Redis', () => {
  const prefix = `zhiyuan-test:${randomUUID()}:`;
  let database: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let redis: Redis;

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = configSchema.parse({ LOG_LEVEL: 'silent', REDIS_URL, REDIS_PREFIX: prefix, ...LIMITS });
    a = await buildApp(config, { database });
    b = await buildApp(config, { database });
    redis = new Redis(REDIS_URL!);
  });
  afterAll(async () => {
    const keys = redis ? await redis.keys(`${prefix}*`) : [];
    if (keys.length) await redis.del(...keys);
    await redis?.quit();
    await a?.close();
    await b?.close();
    await database?.close();
  });

  it('the requests of one IP to both processes add up, and the counter lives in Redis', async () => {
    const ip = freshIp();
    expect((await send(a, search(), ip)).status).toBe(200);
    expect((await send(b, search(), ip)).status).toBe(200);
    expect((await send(a, search(), ip)).status).toBe(200);
    expectLimited(await send(b, search(), ip), '搜索过于频繁');
    expectLimited(await send(a, search(), ip), '搜索过于频繁');
    expect(await redis.keys(`${prefix}rate:*`)).not.toHaveLength(0);
  });

  it('so do the attempts on one phone number', async () => {
    const tel = freshPhone();
    expect((await send(a, login(tel), freshIp())).status).toBe(400);
    expect((await send(b, login(tel), freshIp())).status).toBe(400);
    expectLimited(await send(a, login(tel), freshIp()), '登录尝试过于频繁');
  });
});
