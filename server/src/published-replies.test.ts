import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { batchLinesByProvince } from './features/batchlines/service';
import { schoolOverview } from './features/schools/detail';
import { ok } from './platform/envelope';
import { searchSite } from './platform/read-models/search';
import { etagOf, PUBLISHED_ROUTES } from './platform/http-cache';
import { replyDatasets } from './platform/read-models';
import { PUBLISHED_REPLY_SOURCES } from './platform/published-replies';

const t = useTestApp();
const SYSU = '4144010558';
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: encodeURI(url), headers });

describe('prepared replies of published routes', () => {
  it('send the bytes the serializer makes of the service’s answer, with their ETag, first time and repeat', async () => {
    const m = t.app.readModels;
    const expected = JSON.stringify(ok(await batchLinesByProvince(m, '广东')));
    for (let i = 0; i < 2; i++) {
      const res = await get('/api/batch-lines/by-province?province=广东');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.body).toBe(expected);
      expect(res.headers.etag).toBe(etagOf(expected));
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(expected));
    }
    const detail = await get(`/api/school/query/detail/${SYSU}`);
    expect(detail.body).toBe(JSON.stringify(ok(await schoolOverview(m, SYSU))));
    const repeat = await get(`/api/school/query/detail/${SYSU}`, { 'if-none-match': String(detail.headers.etag) });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.body).toBe('');
  });

  it('keep no failed answer: an unknown school is a 404 every time', async () => {
    const before = t.app.readModels.replies.schoolOverview.size;
    for (let i = 0; i < 2; i++) {
      const missing = await get('/api/school/query/detail/4199999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers.etag).toBeUndefined();
      expect(missing.headers['cache-control']).toBe('private, no-store');
    }
    expect(t.app.readModels.replies.schoolOverview.size).toBe(before);
  });

  it('are dropped when a dataset they were built from lands, and only then', async () => {
    const { replies, invalidate } = t.app.readModels;
    await get('/api/province/list');
    await get('/api/batch-lines/by-province?province=江苏');
    await get(`/api/school/query/detail/${SYSU}`);
    await get('/api/majors/by-level?level=2');
    expect(replies.schoolOverview.size).toBeGreaterThan(0);
    // 阳光高考 contacts are held by a read model the overview reads: they drop the overviews too
    await invalidate(['school_contacts']);
    expect(replies.schoolOverview.size).toBe(0);
    expect(replies.provinceList.size).toBe(1);
    expect(replies.batchLinesByProvince.size).toBeGreaterThan(0);
    await invalidate(['sources']);
    expect(replies.batchLinesByProvince.size).toBe(0);
    expect(replies.provinceList.size).toBe(1);
    expect(replies.majorTree.size).toBeGreaterThan(0);
    await invalidate(['provinces', 'major_details']);
    expect(replies.provinceList.size).toBe(0);
    expect(replies.majorTree.size).toBe(0);
    // and they are built again from the new read models
    expect((await get('/api/province/list')).statusCode).toBe(200);
    expect(replies.provinceList.size).toBe(1);
  });

  it('keep recent searches as the bytes of the service’s answer, dropped with their data (an article published, a 大典 import)', async () => {
    const m = t.app.readModels;
    const expected = JSON.stringify(ok(await searchSite(m.search, m.newsIndex, { q: 'qhdx', type: 'all', page: 1, pageSize: 10 })));
    const first = await get('/api/search?q=qhdx');
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe(expected);
    expect(first.headers.etag).toBe(etagOf(expected));
    expect((await get('/api/search?q=qhdx')).body).toBe(expected);
    expect(m.replies.siteSearch.size).toBeGreaterThan(0);
    const tree = await get('/api/professions/search?query=护士');
    expect(tree.body).toBe(JSON.stringify(ok(await m.professions.tree('护士'))));
    expect(m.replies.professionSearch.size).toBeGreaterThan(0);
    await m.invalidate(['articles']);
    expect(m.replies.siteSearch.size).toBe(0);
    expect(m.replies.professionSearch.size).toBeGreaterThan(0);
    await m.invalidate(['professions']);
    expect(m.replies.professionSearch.size).toBe(0);
  });

  it('tell the whole profession tree from a query the index reads as empty', async () => {
    const whole = JSON.parse((await get('/api/professions/search')).body) as { data: { total: number } };
    expect(whole.data.total).toBeGreaterThan(1000);
    // punctuation only: normalized to nothing, it matches nothing (and is not the whole tree kept just before)
    const none = JSON.parse((await get('/api/professions/search?query=·')).body) as { data: { total: number } };
    expect(none.data.total).toBe(0);
    const spaces = JSON.parse((await get('/api/professions/search?query=  ')).body) as { data: { total: number } };
    expect(spaces.data.total).toBe(whole.data.total);
  });

  it('serve published routes only', () => {
    const routes = [
      '/api/province/list',
      '/api/batch-lines/by-province',
      '/api/majors/by-level',
      '/api/school/query/detail/:id',
      '/api/search',
      '/api/majors/search',
      '/api/professions/search',
    ];
    for (const r of routes) expect(PUBLISHED_ROUTES.has(r), r).toBe(true);
    expect(Object.keys(PUBLISHED_REPLY_SOURCES)).toHaveLength(routes.length);
    expect(replyDatasets('schoolOverview')).toEqual(expect.arrayContaining(['schools', 'rankings', 'school_contacts', 'sources']));
  });
});
