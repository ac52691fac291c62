import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { batchLinesByProvince } from './features/batchlines/service';
import { schoolOverview } from './features/schools/detail';
import { ok } from './platform/envelope';
import { searchSite } from './platform/read-models/search';
import { etagOf, PUBLISHED_ROUTES } from './platform/http-cache';
import { replyDatasets } from './platform/read-models';
import { PUBLISHED_REPLY_SOURCES, PublishedReplies } from './platform/published-replies';
import type { FastifyReply } from 'fastify';
import { rankSegment } from './features/ranktables/service';
import { majorLines } from './features/scorelines/service';
import { planQuery } from './features/plans/service';

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

  it('serve published routes only: GET routes with their ETag, and POST reads that read no viewer', () => {
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
    // the POST reads: answers the same for every viewer (their services take the read models and the body only)
    const posts = ['/api/batch-lines/batch-line-segment', '/api/score-line/school', '/api/score-line/major', '/api/admission-plan/query', '/api/school/query', '/api/school/ranking'];
    for (const r of posts) expect(PUBLISHED_ROUTES.has(r), r).toBe(false);
    expect(Object.keys(PUBLISHED_REPLY_SOURCES)).toHaveLength(routes.length + posts.length);
    expect(replyDatasets('schoolOverview')).toEqual(expect.arrayContaining(['schools', 'rankings', 'school_contacts', 'sources']));
    expect(replyDatasets('rankLookup')).toEqual(expect.arrayContaining(['rank_tables', 'batch_lines', 'sources']));
    expect(replyDatasets('plans')).toEqual(expect.arrayContaining(['plans', 'major_scores', 'school_scores', 'schools']));
  });
});

describe('prepared replies of published POST reads', () => {
  const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });

  it('answer exactly what the service does, with its message, for the body as validated; private, without an ETag', async () => {
    const m = t.app.readModels;
    const key = { province: '广东', year: 2025, subject: '物理类', score: 600 } as const;
    const result = await rankSegment(m, key);
    const expected = JSON.stringify(ok(result, result.segment ? 'success' : result.scorePrompt));
    // the same body twice, and again with an unknown field the schema drops: one key
    for (const body of [key, key, { ...key, ignored: 1 }]) {
      const res = await post('/api/batch-lines/batch-line-segment', body);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(expected);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.etag).toBeUndefined();
    }
    // a score no band covers: the spec's warning as the message, held as it is
    const low = await post('/api/batch-lines/batch-line-segment', { ...key, score: 1 });
    const lowResult = await rankSegment(m, { ...key, score: 1 });
    expect(low.json()).toEqual(JSON.parse(JSON.stringify(ok(lowResult, lowResult.segment ? 'success' : lowResult.scorePrompt))));
    const lines = { page: 1, pageSize: 1000, schoolId: SYSU, province: '广东', year: 2024, subject: '物理类' };
    for (let i = 0; i < 2; i++) {
      expect((await post('/api/score-line/major', lines)).body).toBe(JSON.stringify(ok(await majorLines(m, lines))));
      expect((await post('/api/admission-plan/query', lines)).body).toBe(JSON.stringify(ok(await planQuery(m, lines))));
    }
  });

  it('keep no failed answer, and are dropped when a dataset they were built from lands', async () => {
    const { replies, invalidate } = t.app.readModels;
    const before = replies.schoolLines.size;
    for (let i = 0; i < 2; i++) expect((await post('/api/score-line/school', { schoolId: '4199999999', province: '广东' })).statusCode).toBe(404);
    expect(replies.schoolLines.size).toBe(before);
    // held from their second ask
    for (let i = 0; i < 2; i++) {
      await post('/api/score-line/school', { schoolId: SYSU, province: '广东' });
      await post('/api/batch-lines/batch-line-segment', { province: '广东', year: 2025, subject: '物理类', score: 600 });
    }
    expect(replies.schoolLines.size).toBeGreaterThan(0);
    expect(replies.rankLookup.size).toBeGreaterThan(0);
    await invalidate(['school_scores']);
    expect(replies.schoolLines.size).toBe(0);
    expect(replies.rankLookup.size).toBeGreaterThan(0);
    await invalidate(['batch_lines']);
    expect(replies.rankLookup.size).toBe(0);
    expect(replies.rankLookup.bytes).toBe(0);
  });
});

describe('PublishedReplies', () => {
  const fakeReply = () => {
    const sent: unknown[] = [];
    const reply = { request: { method: 'GET' }, serialize: (e: unknown) => JSON.stringify(e), header: () => reply, send: (b: unknown) => (sent.push(b), reply) };
    return { reply: reply as unknown as FastifyReply, sent };
  };

  it('drop the least recently used replies beyond their count or their budget of bytes', async () => {
    const { reply } = fakeReply();
    const body = (n: number) => async () => 'x'.repeat(n);
    const byCount = new PublishedReplies<string>(() => undefined, 2);
    for (const k of ['a', 'b', 'a', 'c']) await byCount.send(reply, k, body(10));
    expect(byCount.size).toBe(2);
    // 'b' was the least recently used: asked again, it is built again
    let built = 0;
    await byCount.send(reply, 'b', async () => (built++, 'y'));
    expect(built).toBe(1);
    const wrapped = JSON.stringify(ok('x'.repeat(100))).length;
    const byBytes = new PublishedReplies<string>(() => undefined, 100, wrapped * 3);
    for (const k of ['a', 'b', 'c', 'd']) await byBytes.send(reply, k, body(100));
    expect(byBytes.size).toBe(3);
    expect(byBytes.bytes).toBe(wrapped * 3);
    // one body larger than the whole budget is still answered, and kept alone
    await byBytes.send(reply, 'big', body(1000));
    expect(byBytes.size).toBe(1);
    byBytes.invalidate();
    expect([byBytes.size, byBytes.bytes]).toEqual([0, 0]);
  });

  it('with holdOnSecondAsk, hold a key from its second ask, and bound the keys asked once', async () => {
    const { reply, sent } = fakeReply();
    let built = 0;
    const replies = new PublishedReplies<string>(() => undefined, 2, Infinity, true);
    const data = async () => (built++, 'x');
    await replies.send(reply, 'a', data);
    expect(replies.size).toBe(0);
    // the first answer goes through the serializer as any route's: the envelope object, not a prepared body
    expect(sent[0]).toEqual(ok('x'));
    await replies.send(reply, 'a', data);
    await replies.send(reply, 'a', data);
    expect([replies.size, built]).toEqual([1, 2]);
    expect(sent[2]).toBe(JSON.stringify(ok('x')));
    // more keys asked once than the capacity: the set starts again, and 'b' is a first ask again
    for (const k of ['b', 'c', 'd']) await replies.send(reply, k, data);
    await replies.send(reply, 'b', data);
    expect(replies.size).toBe(1);
  });

  it('ask the import gate on every request, hit or miss', async () => {
    const { reply } = fakeReply();
    let asked = 0;
    const replies = new PublishedReplies<string>(() => void asked++, 10);
    await replies.send(reply, 'a', async () => 1);
    await replies.send(reply, 'a', async () => 1);
    expect(asked).toBe(2);
  });
});
