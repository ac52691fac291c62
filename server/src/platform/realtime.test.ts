/**
 * The announcement socket (spec §7 Realtime): a published announcement reaches
 * an open socket; with Redis a publish on one API process reaches the sockets
 * of another (two app instances on one database and one Redis).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { WebSocket } from 'ws';
import type { Announcement } from '@zhiyuan/domain';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { configSchema } from './config';
import { createAdmin, freshPhone, startSessionApp, type SessionApp } from '../../test/accounts';
import { openTestDatabase } from '../../test/app';

function open(app: FastifyInstance, deviceId: string = randomUUID()): Promise<{ ws: WebSocket; next: () => Promise<Record<string, unknown>> }> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const ws = new WebSocket(`ws://127.0.0.1:${address.port}/ws-pc-b/${deviceId}`);
  const queue: Record<string, unknown>[] = [];
  const waiting: ((m: Record<string, unknown>) => void)[] = [];
  ws.on('message', (data: Buffer) => {
    const m = JSON.parse(data.toString()) as Record<string, unknown>;
    const w = waiting.shift();
    if (w) w(m);
    else queue.push(m);
  });
  const next = () =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const m = queue.shift();
      if (m) return resolve(m);
      const timer = setTimeout(() => reject(new Error('no message within 5 s')), 5000);
      waiting.push((x) => {
        clearTimeout(timer);
        resolve(x);
      });
    });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, next }));
    ws.once('error', reject);
  });
}

describe('announcement socket', () => {
  let s: SessionApp;
  beforeAll(async () => {
    s = await startSessionApp();
    await s.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => s.t.close());

  it('answers a heartbeat and delivers a published announcement (date, message)', async () => {
    const { ws, next } = await open(s.app);
    ws.send('ping');
    expect(await next()).toEqual({ kind: 'pong' });
    const tel = freshPhone();
    await createAdmin(s.app.db, tel);
    const admin = (await s.login(tel)).Authorization;
    const made = await s.post<Announcement>('/api/announcements', { type: 1, date: '2026-06-07', message: '今晚八点系统维护' }, admin);
    await s.post(`/api/announcements/${made.data.id}/publish`, {}, admin);
    expect(await next()).toMatchObject({ kind: 'announcement', date: '2026-06-07', message: '今晚八点系统维护' });
    ws.close();
  });

  it('refuses a malformed device id', async () => {
    const { ws } = await open(s.app, 'bad%20id!');
    const code = await new Promise<number>((resolve) => ws.once('close', (c: number) => resolve(c)));
    expect(code).toBe(1008);
  });
});

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
async function redisUp(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const hasRedis = await redisUp();

const TWO_PROCESSES = hasRedis ? 'across two API processes on Redis' : `across two API processes on Redis: skipped, no Redis answers at ${REDIS_URL}`;
describe.skipIf(!hasRedis)(TWO_PROCESSES, () => {
  let database: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    const config = configSchema.parse({ LOG_LEVEL: 'silent', REDIS_URL, REDIS_PREFIX: `zhiyuan-test:${randomUUID()}:` });
    a = await buildApp(config, { database });
    b = await buildApp(config, { database });
    await a.listen({ port: 0, host: '127.0.0.1' });
    await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.close();
  });

  it('a publish on one process reaches a socket on the other, once', async () => {
    const onB = await open(b);
    const onA = await open(a);
    // the subscriber of b is ready once its subscribe resolved during build; publish on a
    await a.realtime.publish({ id: '1', type: 1, date: '2026-06-08', message: '跨进程公告' });
    expect(await onB.next()).toMatchObject({ kind: 'announcement', message: '跨进程公告' });
    expect(await onA.next()).toMatchObject({ kind: 'announcement', message: '跨进程公告' });
    // the next message on each socket is the answer to its heartbeat, not the announcement again
    onA.ws.send('hb');
    expect(await onA.next()).toEqual({ kind: 'pong' });
    onB.ws.send('hb');
    expect(await onB.next()).toEqual({ kind: 'pong' });
    onA.ws.close();
    onB.ws.close();
  });
});
