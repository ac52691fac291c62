/**
 * Two API processes behind one load balancer act as one (DESIGN.md, Storage):
 * two app instances on the same database and the same Redis share codes,
 * limits and sessions. Runs when REDIS_URL is set, each run under its own
 * key prefix since others use the same Redis.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { LoginResult } from '@zhiyuan/domain';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { configSchema } from '../../platform/config';
import { RecordingSms, freshIp, freshPhone } from '../../../test/accounts';
import { openTestDatabase, reply } from '../../../test/app';

const REDIS_URL = process.env.REDIS_URL;

describe.skipIf(!REDIS_URL)('limits, codes and sessions across two API processes on Redis', () => {
  const prefix = `zhiyuan-test:${randomUUID()}:`;
  const sms = new RecordingSms();
  let database: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let redis: Redis;

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = configSchema.parse({
      LOG_LEVEL: 'silent',
      REDIS_URL,
      REDIS_PREFIX: prefix,
      SMS_DAILY_LIMIT_PER_PHONE: '2',
      SMS_DAILY_LIMIT_PER_IP: '3',
    });
    a = await buildApp(config, { database, smsProvider: sms });
    b = await buildApp(config, { database, smsProvider: sms });
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

  const sendCode = async (app: FastifyInstance, phone: string, ip = freshIp()) =>
    reply(await app.inject({ method: 'GET', url: `/api/sms/code/${phone}`, remoteAddress: ip }));
  const login = async (app: FastifyInstance, tel: string, code: string) =>
    reply<LoginResult>(await app.inject({ method: 'POST', url: '/api/tel/code/login', payload: { tel, code, loginFrom: 4 } }));

  it('a code sent by one process logs in on the other, and is stored hashed', async () => {
    const phone = freshPhone();
    expect((await sendCode(a, phone)).status).toBe(200);
    const code = sms.lastCode(phone);
    const stored = await redis.get(`${prefix}sms:code:${phone}`);
    expect(stored).toBeTruthy();
    expect(stored).not.toContain(code);
    expect((await login(b, phone, code)).status).toBe(200);
    // and it is used up on both
    expect((await login(a, phone, code)).message).toBe('验证码已失效，请重新获取');
  });

  it('the 60 s wait of a phone holds on the other process', async () => {
    const phone = freshPhone();
    expect((await sendCode(a, phone)).status).toBe(200);
    expect(await sendCode(b, phone)).toMatchObject({ status: 429, message: expect.stringMatching(/^验证码发送过于频繁，请\d+秒后再试$/) });
  });

  it('wrong tries add up across processes: the fifth voids the code', async () => {
    const phone = freshPhone();
    await sendCode(a, phone);
    const code = sms.lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const app of [a, b, a, b]) expect((await login(app, phone, wrong)).message).toBe('验证码错误');
    expect((await login(a, phone, wrong)).message).toBe('验证码错误次数过多，请重新获取');
    expect((await login(b, phone, code)).message).toBe('验证码已失效，请重新获取');
  });

  it('the daily caps per phone and per IP count the sends of both processes', async () => {
    const phone = freshPhone();
    await redis.del(`${prefix}sms:cooldown:${phone}`);
    expect((await sendCode(a, phone)).status).toBe(200);
    await redis.del(`${prefix}sms:cooldown:${phone}`);
    expect((await sendCode(b, phone)).status).toBe(200);
    await redis.del(`${prefix}sms:cooldown:${phone}`);
    expect((await sendCode(a, phone)).message).toBe('该手机号今日获取验证码次数已达上限，请明天再试');

    const ip = freshIp();
    expect((await sendCode(a, freshPhone(), ip)).status).toBe(200);
    expect((await sendCode(b, freshPhone(), ip)).status).toBe(200);
    expect((await sendCode(a, freshPhone(), ip)).status).toBe(200);
    expect((await sendCode(b, freshPhone(), ip)).message).toBe('当前网络今日获取验证码次数已达上限，请明天再试');
  });

  it('a session started on one process is ended by logout on the other', async () => {
    const phone = freshPhone();
    await sendCode(a, phone);
    const token = (await login(a, phone, sms.lastCode(phone))).data.Authorization;
    const info = async (app: FastifyInstance) =>
      reply(await app.inject({ method: 'GET', url: '/api/user/info', headers: { authorization: token } }));
    expect((await info(b)).status).toBe(200);
    await b.inject({ method: 'GET', url: `/api/user/tel/logout/${phone}`, headers: { authorization: token } });
    expect(await info(a)).toMatchObject({ status: 401, message: '凭证已过期，请重新登录' });
  });
});
