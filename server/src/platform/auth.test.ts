import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Viewer } from '@zhiyuan/domain';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { requireRole, requireUser, requireVip, tokenOf } from './auth';
import { configSchema } from './config';
import { VIEWERS, openTestDatabase, reply, testViewers, tokenFor } from '../../test/app';

describe('tokenOf', () => {
  it('reads a bare or Bearer token and treats the guest markers as no token', () => {
    expect(tokenOf('abc')).toBe('abc');
    expect(tokenOf('Bearer abc')).toBe('abc');
    for (const marker of [undefined, '', 'guest', 'null', 'undefined', '  ']) expect(tokenOf(marker)).toBeNull();
  });
});

describe('viewer and guards', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp(configSchema.parse({ LOG_LEVEL: 'silent' }), { database, viewerResolver: testViewers });
    const okReply = (data: unknown) => ({ code: 200, message: 'success', data });
    await app.register(
      async (area) => {
        area.get('/who', async (request) => okReply(request.viewer));
        area.get('/user', { onRequest: requireUser }, async () => okReply('ok'));
        area.get('/admin', { onRequest: requireRole(3) }, async () => okReply('ok'));
        area.get('/vip', { onRequest: requireVip }, async () => okReply('ok'));
      },
      { prefix: '/api/test-guards' },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const call = async (url: string, as?: Viewer, token?: string) =>
    reply(
      await app.inject({
        method: 'GET',
        url: `/api/test-guards${url}`,
        headers: token !== undefined ? { authorization: token } : as ? { authorization: tokenFor(as) } : {},
      }),
    );

  it('a guest without a token or with the guest marker; a user from a valid token; 401 for an unknown one', async () => {
    expect((await call('/who')).data).toEqual({ kind: 'guest' });
    expect((await call('/who', undefined, 'guest')).data).toEqual({ kind: 'guest' });
    expect((await call('/who', VIEWERS.student)).data).toMatchObject({ kind: 'user', userId: 'test-student' });
    expect(await call('/who', undefined, 'no-such-token')).toMatchObject({ status: 401, message: '凭证已过期，请重新登录' });
  });

  it('guards refuse with 401 for guests and 403 for the wrong role or a non-VIP', async () => {
    expect(await call('/user')).toMatchObject({ status: 401, message: '请先登录！' });
    expect((await call('/user', VIEWERS.student)).status).toBe(200);
    expect(await call('/admin', VIEWERS.planner)).toMatchObject({ status: 403, message: '没有权限访问' });
    expect((await call('/admin', VIEWERS.admin)).status).toBe(200);
    expect((await call('/vip', VIEWERS.student)).status).toBe(403);
    expect((await call('/vip', VIEWERS.vipStudent)).status).toBe(200);
    expect((await call('/vip', VIEWERS.planner)).status).toBe(200);
  });
});
