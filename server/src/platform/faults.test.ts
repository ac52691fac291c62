/**
 * Faults (issue 15 point 6): a store that goes away and comes back. With
 * PostgreSQL or Redis behind a TCP proxy the test cuts, /api/health says which
 * is unreachable (503), a request that needs it answers 503 with a Chinese
 * message instead of 500, and the same app answers again once the proxy is
 * restored, without a restart. The SIGKILL tests of an import and of a 志愿表
 * save are in faults.kill.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestApp, reply, type TestApp } from '../../test/app';
import { reachable, tcpProxy, type TcpProxy } from '../../test/faults/proxy';
import { openDatabase, type Database } from '../db/client';
import { DATASETS, importDatasets } from '../db/import';
import { DrizzleQueryError } from 'drizzle-orm';
import { UNAVAILABLE_MESSAGES, unavailableStore } from './errors';

const PG_URL = process.env.FAULTS_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.FAULTS_REDIS_URL ?? 'redis://127.0.0.1:6379';
const pgTarget = new URL(PG_URL);
const redisTarget = new URL(REDIS_URL);
const pgUp = await reachable(pgTarget.hostname, Number(pgTarget.port || 5432));
const redisUp = await reachable(redisTarget.hostname, Number(redisTarget.port || 6379));
// the PostgreSQL part opens its own database: once is enough when the suite also runs on PostgreSQL
const onPglite = (process.env.TEST_DB_ENGINE ?? 'pglite') === 'pglite';

/** Polls until the check holds (a store's client notices a cut connection within moments, not at once). */
async function eventually<T>(probe: () => Promise<T>, holds: (value: T) => boolean, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (holds(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('which store an error says is away', () => {
  const socket = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
  it('names the database for a lost or refused PostgreSQL connection, wrapped by drizzle or not', () => {
    expect(unavailableStore(socket('ECONNREFUSED'))).toBe('database');
    expect(unavailableStore(new DrizzleQueryError('select 1', [], socket('ECONNRESET')))).toBe('database');
    expect(unavailableStore(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe('database');
    expect(unavailableStore(new Error('Connection terminated unexpectedly'))).toBe('database');
  });
  it('names Redis when its client gave up on a command', () => {
    expect(unavailableStore(Object.assign(new Error('Reached the max retries per request limit'), { name: 'MaxRetriesPerRequestError' }))).toBe('redis');
  });
  it('names nothing for other errors, nor for a socket error of another call (an SMS provider)', () => {
    expect(unavailableStore(new Error('boom'))).toBeNull();
    expect(unavailableStore(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeNull();
    expect(unavailableStore(new TypeError('fetch failed', { cause: socket('ECONNRESET') }))).toBeNull();
  });
});

describe.skipIf(!pgUp || !onPglite)('PostgreSQL going away and coming back', () => {
  const dbName = `zhiyuan_faults_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  let proxy: TcpProxy;
  let database: Database;
  let t: TestApp;
  const get = async (url: string) => reply(await t.app.inject({ method: 'GET', url }));

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`drop database if exists ${dbName}`);
    await admin.query(`create database ${dbName}`);
    proxy = await tcpProxy(pgTarget.hostname, Number(pgTarget.port || 5432));
    const url = new URL(PG_URL);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    url.pathname = `/${dbName}`;
    database = await openDatabase({ databaseUrl: url.toString() });
    await database.migrate();
    await importDatasets(
      database.db,
      DATASETS.filter((d) => d.name === 'sources' || d.name === 'provinces'),
    );
    t = await createTestApp({ DATABASE_URL: url.toString() }, undefined, { own: database });
  });
  afterAll(async () => {
    await t?.close();
    await database?.close().catch(() => undefined);
    await proxy?.close();
    await admin.query(`drop database if exists ${dbName}`).catch(() => undefined);
    await admin.end();
  });

  it('health says the database is unreachable, requests answer 503 in Chinese, and both recover without a restart', async () => {
    const before = await get('/api/health');
    expect(before.status).toBe(200);
    expect(before.data).toMatchObject({ database: { engine: 'postgresql', reachable: true }, redis: { configured: false } });

    await proxy.cut();
    const down = await get('/api/health');
    expect(down.status).toBe(503);
    expect(down).toMatchObject({ code: 503, message: UNAVAILABLE_MESSAGES.database });
    expect(down.data).toMatchObject({ status: 'degraded', database: { reachable: false } });
    const request = await get('/api/announcements');
    expect(request).toMatchObject({ status: 503, code: 503, message: UNAVAILABLE_MESSAGES.database, data: null });

    await proxy.restore();
    const up = await eventually(() => get('/api/health'), (r) => r.status === 200);
    expect(up.status).toBe(200);
    expect(up.data).toMatchObject({ database: { reachable: true } });
    expect((await get('/api/announcements')).status).toBe(200);
  });
});

describe.skipIf(!redisUp)('Redis going away and coming back', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  const get = async (url: string) => reply(await t.app.inject({ method: 'GET', url }));

  beforeAll(async () => {
    proxy = await tcpProxy(redisTarget.hostname, Number(redisTarget.port || 6379));
    const url = new URL(REDIS_URL);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    t = await createTestApp({
      REDIS_URL: url.toString(),
      REDIS_PREFIX: `zhiyuan-faults-${process.pid}:`,
      RATE_LIMIT_ENABLED: 'true',
    });
    await eventually(async () => t.app.redis?.status, (s) => s === 'ready');
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  it('health says Redis is unreachable, what needs it answers 503, the rest keeps working, and all recover', async () => {
    const before = await get('/api/health');
    expect(before.status).toBe(200);
    expect(before.data).toMatchObject({ redis: { configured: true, reachable: true } });

    await proxy.cut();
    const down = await eventually(() => get('/api/health'), (r) => r.status === 503);
    expect(down).toMatchObject({ status: 503, code: 503, message: UNAVAILABLE_MESSAGES.redis });
    expect(down.data).toMatchObject({ status: 'degraded', database: { reachable: true }, redis: { configured: true, reachable: false } });
    // SMS codes live in Redis: sending one says the service is away (not 500)
    const sms = await get('/api/sms/code/13800138000');
    expect(sms).toMatchObject({ status: 503, code: 503, message: UNAVAILABLE_MESSAGES.redis, data: null });
    // reading data needs no Redis, and the rate limits let requests through while it is away
    expect((await get('/api/announcements')).status).toBe(200);

    await proxy.restore();
    const up = await eventually(() => get('/api/health'), (r) => r.status === 200);
    expect(up.data).toMatchObject({ status: 'ok', redis: { reachable: true } });
    expect((await get('/api/sms/code/13800138001')).status).toBe(200);
  });
});
