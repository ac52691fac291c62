import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Book, BookPage, BookPageSearch, Page } from '@zhiyuan/domain';
import { VIEWERS, createTestApp, reply, tokenFor, withQuery, type TestApp } from '../../../test/app';

const dataDir = mkdtempSync(join(tmpdir(), 'zy-books-'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// the smallest valid PNG (1×1)
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const admin = { authorization: tokenFor(VIEWERS.admin) };
const post = async <T>(url: string, payload: unknown, headers: Record<string, string> = {}) => reply<T>(await t.app.inject({ method: 'POST', url, payload: payload as object, headers }));
const upload = async <T>(url: string, body: Buffer, type: string, headers: Record<string, string> = admin) =>
  reply<T>(await t.app.inject({ method: 'POST', url, payload: body, headers: { ...headers, 'content-type': type } }));

describe('原始书籍: the lists, and the staff upload of a book, its cover and pages', () => {
  it('with no book uploaded the cover list is empty — no invented books', async () => {
    const r = await post<Page<Book>>(withQuery('/api/school-batch-books/list', { page: 1, pageSize: 12 }), {});
    expect(r).toMatchObject({ status: 200, data: { records: [], total: 0, current: 1, size: 12 } });
  });

  it('staff create a book, upload its cover and pages to disk; the lists, filters and school tree show them', async () => {
    const created = await post<Book>('/api/admin/books', { title: '2025年湖北省普通高校招生专业目录', name: '湖北招生目录', province: '湖北', subject: '物理类', year: 2025 }, admin);
    expect(created).toMatchObject({ status: 200, message: '书籍已创建', data: { coverUrl: null, pageCount: 0 } });
    const id = created.data.id;
    const cover = await upload<Book>(`/api/admin/books/${id}/cover`, PNG, 'image/png');
    expect(cover.status).toBe(200);
    expect(cover.data.coverUrl).toMatch(/^\/api\/school-batch-books\/files\/books\/\d+\/cover-\d+\.png$/);
    const image = await t.app.inject({ method: 'GET', url: cover.data.coverUrl! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const p1 = await upload<BookPage>(withQuery(`/api/admin/books/${id}/pages`, { school: '武汉大学', subject: '物理类', batch: '本科批', pageNo: 12 }), PNG, 'image/png');
    expect(p1.data).toMatchObject({ school: '武汉大学', schoolFirstName: 'W', batch: '本科批' });
    await upload(withQuery(`/api/admin/books/${id}/pages`, { school: '华中科技大学', subject: '物理类', batch: '提前批', major: '临床医学', pageNo: 3 }), PNG, 'image/png');

    const list = await post<Page<Book>>('/api/school-batch-books/list', { province: '湖北', subject: '物理类', year: 2025 });
    expect(list.data.records.map((b) => [b.id, b.pageCount])).toEqual([[id, 2]]);
    expect((await post<Page<Book>>('/api/school-batch-books/list', { province: '广东' })).data.total).toBe(0);
    // a province that is none is refused in Chinese, not answered with an empty shelf
    const mars = await post('/api/school-batch-books/list', { province: '火星' });
    expect(mars.status).toBe(400);
    expect(mars.message).toContain('省份');
    expect((await post<Page<Book>>('/api/school-batch-books/list', { province: '' })).status).toBe(200);

    const pages = await post<BookPageSearch>('/api/school-batch-books/page/search', { schoolBatchBookId: id });
    expect(pages.data.voPages.records.map((p) => [p.schoolFirstName, p.school])).toEqual([['H', '华中科技大学'], ['W', '武汉大学']]);
    expect(pages.data.batches.sort()).toEqual(['提前批', '本科批']);
    expect(pages.data.subjects).toEqual(['物理类']);
    const early = await post<BookPageSearch>('/api/school-batch-books/page/search', { schoolBatchBookId: id, batch: '提前批', major: '临床' });
    expect(early.data.voPages.records.map((p) => p.school)).toEqual(['华中科技大学']);
  });

  it('refuses a student, a non-image and an unknown book, in Chinese', async () => {
    const student = { authorization: tokenFor(VIEWERS.student) };
    expect((await post('/api/admin/books', { title: 'x', name: 'x', province: '湖北', subject: '物理类', year: 2025 }, student)).status).toBe(403);
    expect((await post('/api/admin/books', { title: 'x', name: 'x', province: '湖北', subject: '物理类', year: 2010 }, admin)).message).toContain('请选择年份');
    const created = await post<Book>('/api/admin/books', { title: '目录', name: '目录', province: '湖北', subject: '历史类', year: 2024 }, admin);
    const notImage = await upload(`/api/admin/books/${created.data.id}/cover`, Buffer.from('hello'), 'text/plain');
    expect(notImage).toMatchObject({ status: 400, message: '请上传 JPG、PNG 或 WebP 图片' });
    expect(await upload(`/api/admin/books/${created.data.id}/cover`, Buffer.alloc(0), 'image/png')).toMatchObject({ status: 400 });
    expect(await upload('/api/admin/books/999999/cover', PNG, 'image/png')).toMatchObject({ status: 404, message: '没有这本书' });
    expect(await post('/api/school-batch-books/page/search', { schoolBatchBookId: '999999' })).toMatchObject({ status: 404, message: '没有这本书' });
    expect((await t.app.inject({ method: 'GET', url: '/api/school-batch-books/files/../../etc/passwd' })).statusCode).toBe(404);
  });

  it('staff edit a book and a page, replace the cover, delete a page and the book: rows and files go', async () => {
    const send = async <T>(method: 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = admin) =>
      reply<T>(await t.app.inject({ method, url, payload: (payload ?? {}) as object, headers }));
    const created = await post<Book>('/api/admin/books', { title: '2024年湖北省招生目录', name: '湖北目录', province: '湖北', subject: '历史类', year: 2024 }, admin);
    const id = created.data.id;
    const edited = await send<Book>('PUT', `/api/admin/books/${id}`, { title: '2024年湖北省普通高校招生专业目录', name: '湖北目录', province: '湖北', subject: '物理类', year: 2023 });
    expect(edited).toMatchObject({ status: 200, message: '书籍已保存', data: { title: '2024年湖北省普通高校招生专业目录', subject: '物理类', year: 2023 } });
    expect((await send('PUT', `/api/admin/books/${id}`, { title: '', name: 'x', province: '湖北', subject: '物理类', year: 2023 })).status).toBe(400);
    expect(await send('PUT', '/api/admin/books/999999', { title: 'x', name: 'x', province: '湖北', subject: '物理类', year: 2023 })).toMatchObject({ status: 404, message: '没有这本书' });

    const first = await upload<Book>(`/api/admin/books/${id}/cover`, PNG, 'image/png');
    const second = await upload<Book>(`/api/admin/books/${id}/cover`, PNG, 'image/png');
    const fileOf = (url: string) => join(dataDir, 'files', url.replace('/api/school-batch-books/files/', ''));
    expect(existsSync(fileOf(second.data.coverUrl!))).toBe(true);
    if (first.data.coverUrl !== second.data.coverUrl) expect(existsSync(fileOf(first.data.coverUrl!))).toBe(false);

    const p1 = await upload<BookPage>(withQuery(`/api/admin/books/${id}/pages`, { school: '武汉大学', subject: '物理类', batch: '本科批', pageNo: 1 }), PNG, 'image/png');
    const p2 = await upload<BookPage>(withQuery(`/api/admin/books/${id}/pages`, { school: '武汉大学', subject: '物理类', batch: '本科批', pageNo: 2 }), PNG, 'image/png');
    const moved = await send<BookPage>('PUT', `/api/admin/books/${id}/pages/${p2.data.id}`, { school: '华中师范大学', subject: '物理类', batch: '本科批', pageNo: 5 });
    expect(moved).toMatchObject({ status: 200, message: '页面信息已保存', data: { school: '华中师范大学', schoolFirstName: 'H', pageNo: 5 } });
    expect((await send('PUT', `/api/admin/books/${id}/pages/${p2.data.id}`, { school: '', subject: '物理类', batch: '本科批', pageNo: 5 })).message).toContain('请输入院校名称');

    expect(await send('DELETE', `/api/admin/books/${id}/pages/${p1.data.id}`)).toMatchObject({ status: 200, message: '页面已删除' });
    expect(existsSync(fileOf(p1.data.pageUrl))).toBe(false);
    expect(await send('DELETE', `/api/admin/books/${id}/pages/${p1.data.id}`)).toMatchObject({ status: 404, message: '没有这张图片' });
    const left = await post<BookPageSearch>('/api/school-batch-books/page/search', { schoolBatchBookId: id });
    expect(left.data.voPages.records.map((p) => p.id)).toEqual([p2.data.id]);

    const student = { authorization: tokenFor(VIEWERS.student) };
    expect((await send('DELETE', `/api/admin/books/${id}`, undefined, student)).status).toBe(403);
    expect(await send('DELETE', `/api/admin/books/${id}`)).toMatchObject({ status: 200, message: '书籍已删除' });
    expect(existsSync(fileOf(p2.data.pageUrl))).toBe(false);
    expect(existsSync(fileOf(second.data.coverUrl!))).toBe(false);
    expect(await post('/api/school-batch-books/page/search', { schoolBatchBookId: id })).toMatchObject({ status: 404 });
    expect(await send('DELETE', `/api/admin/books/${id}`)).toMatchObject({ status: 404, message: '没有这本书' });
  });
});
