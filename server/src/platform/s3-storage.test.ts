import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Book, BookPage, BookPageSearch } from '@zhiyuan/domain';
import { VIEWERS, createTestApp, reply, tokenFor, withQuery, type TestApp } from '../../test/app';
import { loadConfig } from './config';
import { DiskFileStorage, createFileStorage } from './file-storage';
import { S3FileStorage, STORAGE_UNAVAILABLE } from './s3-storage';

interface Seen {
  method: string;
  path: string;
  authorization: string;
  contentType: string | undefined;
  contentSha: string | undefined;
  amzDate: string | undefined;
  bytes: number;
}

/**
 * A fake S3 service in the test process: keeps objects in a map under
 * /bucket/key (path style), records each request, and refuses one without
 * an AWS Signature V4 authorization header with 403, as S3 does.
 */
function fakeS3(bucket: string) {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: Seen[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const authorization = String(req.headers.authorization ?? '');
      seen.push({
        method: req.method ?? '',
        path,
        authorization,
        contentType: req.headers['content-type'],
        contentSha: req.headers['x-amz-content-sha256'] as string | undefined,
        amzDate: req.headers['x-amz-date'] as string | undefined,
        bytes: body.length,
      });
      const xmlError = (status: number, code: string) => {
        res.writeHead(status, { 'content-type': 'application/xml' });
        res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
      };
      if (!/^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/cn-north-1\/s3\/aws4_request, SignedHeaders=[\w;-]+, Signature=[0-9a-f]{64}$/.test(authorization)) return xmlError(403, 'AccessDenied');
      if (!path.startsWith(`/${bucket}/`)) return xmlError(404, 'NoSuchBucket');
      const key = path.slice(bucket.length + 2);
      if (req.method === 'PUT') {
        objects.set(key, { body, type: String(req.headers['content-type'] ?? '') });
        res.writeHead(200, { etag: '"1"' });
        return res.end();
      }
      if (req.method === 'GET') {
        const o = objects.get(key);
        if (!o) return xmlError(404, 'NoSuchKey');
        res.writeHead(200, { 'content-type': o.type, 'content-length': o.body.length });
        return res.end(o.body);
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      xmlError(405, 'MethodNotAllowed');
    });
  });
  return { server, objects, seen };
}

// the smallest valid PNG (1×1)
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const admin = { authorization: tokenFor(VIEWERS.admin) };
const BUCKET = 'zhiyuan-books';
const s3 = fakeS3(BUCKET);
let endpoint = '';
let t: TestApp;

const bucketEnv = (url: string) => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: url,
  S3_REGION: 'cn-north-1',
  S3_ACCESS_KEY_ID: 'AKIDTEST',
  S3_SECRET_ACCESS_KEY: 'secret-for-tests',
  S3_FORCE_PATH_STYLE: 'true',
});

beforeAll(async () => {
  await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
  t = await createTestApp(bucketEnv(endpoint));
  // the app loads the test database: minutes on a loaded machine
}, 600_000);
afterAll(async () => {
  await t?.close();
  if (s3.server.listening) await stopBucket();
});

/** The bucket goes away: open connections are cut and the port refuses new ones. */
async function stopBucket() {
  s3.server.closeAllConnections();
  await new Promise((resolve) => s3.server.close(resolve));
}

const post = async <T>(app: TestApp, url: string, payload: unknown) => reply<T>(await app.app.inject({ method: 'POST', url, payload: payload as object, headers: admin }));
const upload = async <T>(app: TestApp, url: string, body: Buffer) => reply<T>(await app.app.inject({ method: 'POST', url, payload: body, headers: { ...admin, 'content-type': 'image/png' } }));

describe('S3-compatible storage of book images', () => {
  it('the configuration chooses it: S3_BUCKET names a bucket, else the disk under DATA_DIR', async () => {
    expect(await createFileStorage(loadConfig({ DATA_DIR: '/tmp/x' }))).toBeInstanceOf(DiskFileStorage);
    expect(await createFileStorage(loadConfig({ ...bucketEnv(endpoint), DATA_DIR: '/tmp/x' }))).toBeInstanceOf(S3FileStorage);
    expect(() => loadConfig({ S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'AKIDTEST' })).toThrow('S3_ACCESS_KEY_ID 和 S3_SECRET_ACCESS_KEY 须同时设置');
    expect(() => loadConfig({ S3_BUCKET: 'Bad_Bucket' })).toThrow('S3_BUCKET 须是合法的存储桶名称');
    expect(() => loadConfig({ S3_ENDPOINT: endpoint })).toThrow('设置了 S3_ENDPOINT 时须同时设置 S3_BUCKET');
  });

  it('a cover and a page go to the bucket as signed PUTs, are served back by GET, and a deleted book DELETEs them', async () => {
    const book = await post<Book>(t, '/api/admin/books', { title: '2025年北京市普通高校招生专业目录', name: '北京目录', province: '北京', subject: '综合', year: 2025 });
    const id = book.data.id;
    s3.seen.length = 0;
    const cover = await upload<Book>(t, `/api/admin/books/${id}/cover`, PNG);
    expect(cover.status).toBe(200);
    const coverKey = cover.data.coverUrl!.replace('/api/school-batch-books/files/', '');
    const put = s3.seen.find((r) => r.method === 'PUT');
    expect(put).toMatchObject({ path: `/${BUCKET}/${coverKey}`, contentType: 'image/png', bytes: PNG.length });
    expect(put!.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/cn-north-1\/s3\/aws4_request, SignedHeaders=.*host.*x-amz-date/);
    expect(put!.amzDate).toMatch(/^\d{8}T\d{6}Z$/);
    expect(put!.contentSha).toBeTruthy();
    expect(s3.objects.get(coverKey)?.body.equals(PNG)).toBe(true);

    const served = await t.app.inject({ method: 'GET', url: cover.data.coverUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(s3.seen.at(-1)).toMatchObject({ method: 'GET', path: `/${BUCKET}/${coverKey}` });
    // a key the bucket lacks is a 404, as on disk
    expect((await t.app.inject({ method: 'GET', url: '/api/school-batch-books/files/books/0/none.png' })).statusCode).toBe(404);

    const page = await upload<BookPage>(t, withQuery(`/api/admin/books/${id}/pages`, { school: '北京大学', subject: '综合', batch: '本科批', pageNo: 1 }), PNG);
    const pageKey = page.data.pageUrl.replace('/api/school-batch-books/files/', '');
    expect(s3.objects.has(pageKey)).toBe(true);

    const removed = await reply(await t.app.inject({ method: 'DELETE', url: `/api/admin/books/${id}`, payload: {}, headers: admin }));
    expect(removed.status).toBe(200);
    expect(s3.seen.filter((r) => r.method === 'DELETE').map((r) => r.path).sort()).toEqual([`/${BUCKET}/${coverKey}`, `/${BUCKET}/${pageKey}`].sort());
    expect(s3.objects.has(coverKey) || s3.objects.has(pageKey)).toBe(false);
  });

  it('an unreachable bucket: a Chinese 503 and nothing half-written (no cover set, no page row)', async () => {
    await stopBucket();
    const down = t;
    const book = await post<Book>(down, '/api/admin/books', { title: '2025年天津市普通高校招生专业目录', name: '天津目录', province: '天津', subject: '综合', year: 2025 });
    const id = book.data.id;
    const cover = await upload(down, `/api/admin/books/${id}/cover`, PNG);
    expect(cover).toMatchObject({ status: 503, message: STORAGE_UNAVAILABLE });
    const page = await upload(down, withQuery(`/api/admin/books/${id}/pages`, { school: '南开大学', subject: '综合', batch: '本科批', pageNo: 1 }), PNG);
    expect(page).toMatchObject({ status: 503, message: STORAGE_UNAVAILABLE });
    const list = await post<{ records: Book[] }>(down, '/api/school-batch-books/list', { province: '天津' });
    expect(list.data.records.find((b) => b.id === id)).toMatchObject({ coverUrl: null, pageCount: 0 });
    const pages = await post<BookPageSearch>(down, '/api/school-batch-books/page/search', { schoolBatchBookId: id });
    expect(pages.data.voPages.total).toBe(0);
    expect((await down.app.inject({ method: 'GET', url: '/api/school-batch-books/files/books/1/cover-1.png' })).statusCode).toBe(503);
  });
});
