import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tokenFor, useTestApp, VIEWERS } from '../../test/app';
import { CONTENT, etagOf, httpCache, matchesIfNoneMatch, PRIVATE_CACHE_CONTROL, PUBLISHED_CACHE_CONTROL, PUBLISHED_ROUTES } from './http-cache';

const t = useTestApp();
/** 2-02-38 数字技术工程技术人员 (the profession tests' own example) */
const AI_TYPE = '20238';
const send = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url: encodeURI(url), headers, ...(payload ? { payload } : {}) });

describe('HTTP caching of published data', () => {
  it('gives a published GET an ETag and public Cache-Control, and a 304 without a body to a repeat that names it', async () => {
    const first = await send('GET', '/api/province/list');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLISHED_CACHE_CONTROL);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const repeat = await send('GET', '/api/province/list', { 'if-none-match': etag });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.body).toBe('');
    expect(repeat.headers.etag).toBe(etag);
    expect(repeat.headers['cache-control']).toBe(PUBLISHED_CACHE_CONTROL);

    // a list of validators, one of them current; and a stale one gets the full body
    expect((await send('GET', '/api/province/list', { 'if-none-match': `W/"old", ${etag}` })).statusCode).toBe(304);
    const stale = await send('GET', '/api/province/list', { 'if-none-match': 'W/"old"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('gives different answers different ETags (query strings, ids)', async () => {
    const a = await send('GET', '/api/majors/search?level=1&query=计算机');
    const b = await send('GET', '/api/majors/search?level=1&query=软件');
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.headers.etag).not.toBe(b.headers.etag);
    const byProvince = await send('GET', '/api/batch-lines/by-province?province=广东');
    const other = await send('GET', '/api/batch-lines/by-province?province=江苏');
    expect(byProvince.headers.etag).toBeDefined();
    expect(byProvince.headers.etag).not.toBe(other.headers.etag);
  });

  it('has shared caches revalidate staff-written content on every use (a published article shows at once)', async () => {
    const news = await send('GET', '/api/news/latest');
    expect(news.statusCode).toBe(200);
    expect(news.headers['cache-control']).toBe(CONTENT);
    expect((await send('GET', '/api/news/latest', { 'if-none-match': String(news.headers.etag) })).statusCode).toBe(304);
  });

  it('answers every viewer of a published route with the same body and ETag (nothing viewer-specific is cached)', async () => {
    const urls = ['/api/school/query/detail/4144010558', '/api/majors/by-level?level=1', '/api/professions/search?query=软件', '/api/search?q=qhdx'];
    for (const url of urls) {
      const answers = await Promise.all(
        [undefined, VIEWERS.student, VIEWERS.vipStudent, VIEWERS.planner, VIEWERS.admin].map((v) =>
          send('GET', url, v ? { authorization: tokenFor(v) } : {}),
        ),
      );
      for (const a of answers) {
        expect(a.statusCode, url).toBe(200);
        expect(a.headers.etag, url).toBe(answers[0]!.headers.etag);
        expect(a.body, url).toBe(answers[0]!.body);
      }
    }
  });

  it('keeps viewer-dependent answers, POSTs and errors private and without an ETag', async () => {
    // 职业 statistics are trimmed by VIP: never public, never a validator a shared cache could key on
    for (const as of [VIEWERS.student, VIEWERS.vipStudent]) {
      const stats = await send('GET', `/api/professions/stats-code/${AI_TYPE}`, { authorization: tokenFor(as) });
      expect(stats.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
      expect(stats.headers.etag).toBeUndefined();
    }
    const me = await send('GET', '/api/user/info', { authorization: tokenFor(VIEWERS.student) });
    expect(me.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(me.headers.etag).toBeUndefined();

    const post = await send('POST', '/api/school/query', {}, { page: 1, pageSize: 6 });
    expect(post.statusCode).toBe(200);
    expect(post.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(post.headers.etag).toBeUndefined();

    const bad = await send('GET', '/api/batch-lines/by-province?province=xx');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(bad.headers.etag).toBeUndefined();
  });

  it('sends a held published body compressed to a client that accepts it, the same data under the same ETag', async () => {
    // prepared replies (batch lines of a province, the major tree); the bodies kept per read-model object: below
    for (const url of ['/api/batch-lines/by-province?province=广东', '/api/majors/by-level?level=1']) {
      const plain = await send('GET', url);
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.rawPayload.length, url).toBeGreaterThan(1024);
      expect(String(plain.headers.vary), url).toContain('accept-encoding');
      const br = await send('GET', url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary, url).toBe(plain.headers.vary);
      expect(br.headers.etag, url).toBe(plain.headers.etag);
      expect(Number(br.headers['content-length']), url).toBe(br.rawPayload.length);
      expect(br.rawPayload.length, url).toBeLessThan(plain.rawPayload.length / 3);
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(plain.body);
      // a repeat's 304 says what its 200 said: a shared cache keeps the encodings apart either way
      const again = await send('GET', url, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
      expect(again.statusCode, url).toBe(304);
      expect(again.headers.vary, url).toBe(plain.headers.vary);
      // the kept copy again, and gzip for a client without br (browsers over plain HTTP)
      expect((await send('GET', url, { 'accept-encoding': 'br' })).rawPayload.equals(br.rawPayload), url).toBe(true);
      const gz = await send('GET', url, { 'accept-encoding': 'gzip, deflate' });
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString(), url).toBe(plain.body);
      // refused encodings and a conditional repeat
      expect((await send('GET', url, { 'accept-encoding': 'br;q=0, gzip;q=0' })).body, url).toBe(plain.body);
      const repeat = await send('GET', url, { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) });
      expect(repeat.statusCode, url).toBe(304);
      expect(repeat.rawPayload.length, url).toBe(0);
    }
    // small bodies and private answers go as they are
    const small = await send('GET', '/api/majors/search?level=1&query=zzzz', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    const post = await send('POST', '/api/school/query', { 'accept-encoding': 'br' }, { page: 1, pageSize: 20 });
    expect(post.statusCode).toBe(200);
    expect(post.headers['content-encoding']).toBeUndefined();
  });

  it('lists only GET routes that exist', () => {
    for (const url of PUBLISHED_ROUTES.keys()) expect(t.app.hasRoute({ method: 'GET', url }), url).toBe(true);
  });

  it('compares validators weakly and understands lists and *', () => {
    expect(matchesIfNoneMatch('W/"a"', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch('"a"', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch('W/"b", W/"a"', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch('*', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch('W/"b"', 'W/"a"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'W/"a"')).toBe(false);
  });

  it('serializes and hashes the same read-model object once per published route, and a new object afresh', async () => {
    const app = Fastify();
    let serialized = 0;
    app.setSerializerCompiler(() => (data) => {
      serialized += 1;
      return JSON.stringify(data);
    });
    await app.register(httpCache);
    let held: object = { provinces: ['北京', '广东'] };
    let message = 'success';
    // a published route that hands out what a read model holds, as the real one does
    app.get('/api/province/list', { schema: { response: { 200: {} } } }, async () => ({ code: 200, message, data: held }));
    app.get('/api/user/info', { schema: { response: { 200: {} } } }, async () => ({ code: 200, message: 'success', data: held }));
    const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

    const first = await get('/api/province/list');
    const second = await get('/api/province/list');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers.etag).toBe(etagOf(first.body));
    expect(serialized).toBe(1);
    expect((await get('/api/province/list', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    expect(serialized).toBe(1);

    // the same object under another envelope message, or a private route: serialized as usual, never from the published copy
    message = '已更新';
    const other = await get('/api/province/list');
    expect(JSON.parse(other.body).message).toBe('已更新');
    expect(serialized).toBe(2);
    await get('/api/user/info');
    await get('/api/user/info');
    expect(serialized).toBe(4);

    // a read model dropped and reloaded hands out a new object: a new body and ETag
    message = 'success';
    held = { provinces: ['北京', '广东', '江苏'] };
    const fresh = await get('/api/province/list');
    expect(JSON.parse(fresh.body).data.provinces).toHaveLength(3);
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
    await app.close();
  });

  it('compresses a body kept for a read-model object once per encoding, and a body built afresh never', async () => {
    const app = Fastify();
    await app.register(httpCache);
    const held = { provinces: Array.from({ length: 200 }, (_, i) => `省份${i}`) };
    app.get('/api/province/list', { schema: { response: { 200: {} } } }, async () => ({ code: 200, message: 'success', data: held }));
    app.get('/api/user/info', { schema: { response: { 200: {} } } }, async () => ({ code: 200, message: 'success', data: { ...held } }));
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    const first = await get('/api/province/list');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(gunzipSync(first.rawPayload).toString()).data).toEqual(held);
    // the same bytes, not compressed again
    expect((await get('/api/province/list')).rawPayload.equals(first.rawPayload)).toBe(true);
    const fresh = await get('/api/user/info');
    expect(fresh.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(fresh.body).data).toEqual(held);
    await app.close();
  });
});
