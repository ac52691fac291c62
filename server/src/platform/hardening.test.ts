import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, reply, type TestApp } from '../../test/app';
import { BAD_CHARACTERS, clientErrorHandler, TOO_DEEP, unservableInput } from './hardening';

/** Every message a student may read: Chinese, without an English word of the code behind it. */
function expectChineseMessage(message: string): void {
  expect(message).toMatch(/[\u4e00-\u9fff]/);
  expect(message).not.toMatch(/\b[a-z]{3,}\b/);
}

/** A raw HTTP exchange on a socket: what a browser, a proxy or a hostile client may send. */
function raw(port: number, request: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('end', () => resolve(data));
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
    socket.write(request);
    setTimeout(() => socket.end(), 1500);
  });
}

const statusOf = (response: string) => Number(response.split(' ')[1]);
const bodyOf = (response: string) => JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)) as { code: number; message: string };

describe('hardening: what never reaches a route still gets a Chinese 4xx envelope', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t?.close());

  it('a NUL in a body field is a 400, not a 500 from the database', async () => {
    const res = reply(await t.app.inject({ method: 'POST', url: '/api/school/query', payload: { majorId: 'a\u0000b' } }));
    expect(res.status).toBe(400);
    expect(res.message).toBe(BAD_CHARACTERS);
  });

  it('a NUL in a query string and a lone surrogate in JSON are a 400', async () => {
    const nul = await t.app.inject({ method: 'GET', url: '/api/data/coverage?province=%00' });
    expect(nul.statusCode).toBe(400);
    expect(reply(nul).message).toBe(BAD_CHARACTERS);
    const lone = await t.app.inject({
      method: 'POST',
      url: '/api/school/query',
      payload: '{"name":"\\ud800x"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(lone.statusCode).toBe(400);
    expect(reply(lone).message).toBe(BAD_CHARACTERS);
  });

  it('page refuses hex, booleans and pages past the last one', async () => {
    for (const page of ['0x10', 'true', '1e3', '2.5']) {
      const res = reply(await t.app.inject({ method: 'POST', url: '/api/school/query', payload: { page } }));
      expect(res.status, page).toBe(400);
      expect(res.message).toBe('页码必须是数字');
    }
    const deep = reply(await t.app.inject({ method: 'POST', url: '/api/school/query', payload: { page: 99_999 } }));
    expect(deep.status).toBe(400);
    expect(deep.message).toBe('页码不能超过10000');
    expect(reply(await t.app.inject({ method: 'POST', url: '/api/school/query', payload: { page: '2' } })).status).toBe(200);
  });

  it('a body of the wrong type and an unknown dataset answer in Chinese only', async () => {
    const wrong = await t.app.inject({ method: 'POST', url: '/api/school/query', payload: '"abc"', headers: { 'content-type': 'application/json' } });
    expect(wrong.statusCode).toBe(400);
    expectChineseMessage(reply(wrong).message);
    const dataset = await t.app.inject({ method: 'GET', url: '/api/data/coverage?dataset=nope' });
    expect(dataset.statusCode).toBe(400);
    expectChineseMessage(reply(dataset).message);
  });

  it('a path segment longer than any id is a 414 envelope in Chinese, not a 500 (found by bad-input.test.ts)', async () => {
    const res = reply(await t.app.inject({ method: 'GET', url: `/api/school/query/detail/${'x'.repeat(20_000)}` }));
    expect(res).toEqual({ status: 414, code: 414, message: '网址过长', data: null });
  });

  it('an unknown route does not echo what was asked', async () => {
    const res = reply(await t.app.inject({ method: 'GET', url: '/api/<script>alert(1)</script>' }));
    expect(res.status).toBe(404);
    expect(res.message).toBe('接口不存在');
  });

  it('JSON nested past any real request is refused', async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 200; i++) deep = { a: deep };
    const res = await t.app.inject({ method: 'POST', url: '/api/school/query', payload: JSON.stringify({ name: deep }), headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(reply(res).message).toBe(TOO_DEEP);
    expect(unservableInput({ a: [{ b: 'ok' }] })).toBeNull();
  });

  it('a URL that cannot be decoded gets the envelope, not Fastify’s English', async () => {
    const res = await raw(port, 'GET /api/school/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(statusOf(res)).toBe(400);
    expectChineseMessage(bodyOf(res).message);
  });

  it('raw UTF-8 in a query string is read, not refused with an English body', async () => {
    const res = await raw(port, Buffer.from('GET /api/data/coverage?province=广东 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 'utf8'));
    expect([200, 400]).toContain(statusOf(res));
    expect(bodyOf(res).code).toBe(statusOf(res));
    if (statusOf(res) === 400) expectChineseMessage(bodyOf(res).message);
  });

  it('16 KB of headers is a 431 envelope in Chinese', async () => {
    const res = await raw(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`);
    expect(statusOf(res)).toBe(431);
    expect(bodyOf(res)).toEqual({ code: 431, message: '请求头过大', data: null });
  });

  it('an API answer carries the API security headers; the OpenAPI explorer, a page, carries the pages\' set', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/province/list' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['referrer-policy']).toBe('same-origin');
    expect(api.headers['cross-origin-opener-policy']).toBeUndefined();
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(String(docs.headers['content-security-policy'])).not.toContain("default-src 'none'");
    expect(docs.headers['x-content-type-options']).toBe('nosniff');
  });

  it('CORS is closed by default: another site gets no Access-Control-Allow-Origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('CORS_ORIGINS opens the API to the origins it names, and only to them', async () => {
    const open = await createTestApp({ CORS_ORIGINS: 'https://m.example.org' });
    try {
      const ok = await open.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://m.example.org' } });
      expect(ok.headers['access-control-allow-origin']).toBe('https://m.example.org');
      const other = await open.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await open.close();
    }
  });

  it('a request timeout is answered 408 in Chinese (the handler Node calls for slow clients)', () => {
    let written = '';
    const socket = { writable: true, end: (s: string) => (written = s), destroy: () => undefined };
    clientErrorHandler(Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), socket as never);
    expect(statusOf(written)).toBe(408);
    expectChineseMessage(bodyOf(written).message);
  });
});
