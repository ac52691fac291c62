import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../test/app';
import { WEB_ASSET_CACHE_CONTROL, WEB_SHELL_CACHE_CONTROL } from './platform/http-cache';

// A stand-in for web/dist: the server must serve it as a single-page app beside the API.
let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'zhiyuan-dist-'));
  mkdirSync(join(dist, 'assets'));
  const shell = '<!doctype html><title>志愿</title><div id="root"></div>';
  writeFileSync(join(dist, 'index.html'), shell);
  // the build's compressed copies (web/vite.config.ts, precompress)
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(shell));
  writeFileSync(join(dist, 'index.html.gz'), gzipSync(shell));
  writeFileSync(join(dist, 'assets', 'app.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'app.js.map'), '{"sources":["secret.tsx"]}');
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('web + API on one port', () => {
  it('never serves a source map, and every page carries the security headers', async () => {
    const map = await t.app.inject({ method: 'GET', url: '/assets/app.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.tsx');
    const page = await t.app.inject({ method: 'GET', url: '/welcome' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('same-origin');
  });

  it('serves the app shell for / and for every page path, so deep links load', async () => {
    for (const url of ['/', '/welcome', '/chadaxue?provinces=湖北', '/chadaxueoverview/4111010003', '/no-such-page']) {
      const res = await t.app.inject({ method: 'GET', url: encodeURI(url) });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves built files, and a missing file or API route as a 404 envelope', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(js.statusCode).toBe(200);
    // what Vite emits under assets/ is named by its content: kept a year; the shell that names them is revalidated
    expect(js.headers['cache-control']).toBe(WEB_ASSET_CACHE_CONTROL);
    const gz = await t.app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(WEB_ASSET_CACHE_CONTROL);
    for (const url of ['/', '/index.html', '/welcome']) {
      const shell = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(shell.headers['cache-control'], url).toBe(WEB_SHELL_CACHE_CONTROL);
      const repeat = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', 'if-none-match': String(shell.headers.etag) } });
      expect(repeat.statusCode, url).toBe(304);
      expect(String(repeat.headers.vary), url).toMatch(/accept-encoding/i);
    }
    const missing = await t.app.inject({ method: 'GET', url: '/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(body(api).message).toBe('接口不存在');
    const post = await t.app.inject({ method: 'POST', url: '/welcome', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('sends the compressed copy the browser accepts, and the file itself to a client that accepts none', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/index.html', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<div id="root">');
    // a page path gets the shell the same way
    const page = await t.app.inject({ method: 'GET', url: '/welcome', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toContain('<div id="root">');
    const js = await t.app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(js.headers['content-type']).toContain('javascript');
    expect(gunzipSync(js.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });
});
