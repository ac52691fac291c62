import { describe, expect, it } from 'vitest';
import { FORBIDDEN, LOGIN_FIRST, type ArticleAdmin, type ArticleAdminPage, type NewsItem, type NewsListItem, type NewsPage, type NewsTag, type SearchResponse } from '@zhiyuan/domain';
import { VIEWERS, reply, tokenFor, useTestApp, withQuery } from '../../../test/app';

const t = useTestApp();
const { get, post } = t;
const admin = VIEWERS.admin;

const send = async <T>(method: 'PUT' | 'DELETE', url: string, payload?: object) =>
  reply<T>(await t.app.inject({ method, url, headers: { authorization: tokenFor(admin) }, ...(payload ? { payload } : {}) }));

const draft = (extra: Record<string, unknown> = {}) => ({
  kind: 'news',
  title: '2026年普通高校招生志愿填报时间安排',
  tags: ['志愿填报', '时间节点'],
  content: '<p>本科批志愿于6月28日开始填报。</p><script>alert(1)</script><p onclick="x()">请按时填报。<a href="javascript:alert(1)">点我</a></p>',
  source: '省教育考试院',
  ...extra,
});

describe('高考资讯: staff write, everybody reads what is published', () => {
  it('refuses a guest, a student and a planner', async () => {
    const guest = await post('/api/news/admin', draft());
    expect(guest.status).toBe(401);
    expect(guest.message).toBe(LOGIN_FIRST);
    for (const viewer of [VIEWERS.student, VIEWERS.planner]) {
      const refused = await post('/api/news/admin', draft(), viewer);
      expect(refused.status).toBe(403);
      expect(refused.message).toBe(FORBIDDEN);
    }
    expect((await get('/api/news/admin/list', VIEWERS.student)).status).toBe(403);
  });

  it('stores the content cleaned: no script, no handler, no javascript: link', async () => {
    const created = await post<ArticleAdmin>('/api/news/admin', draft(), admin);
    expect(created.status).toBe(200);
    expect(created.data.status).toBe('draft');
    expect(created.data.content).toBe('<p>本科批志愿于6月28日开始填报。</p><p>请按时填报。<a>点我</a></p>');
    // a draft is not public
    expect((await get(`/api/news/${created.data.id}`)).status).toBe(404);
    const list = await get<NewsPage>('/api/news');
    expect(list.data.records.map((r) => r.id)).not.toContain(created.data.id);
  });

  it('publishes, lists by tag, shows the detail, unpublishes and deletes', async () => {
    const created = await post<ArticleAdmin>('/api/news/admin', draft({ title: '强基计划报名启动', tags: ['强基计划'] }), admin);
    const id = created.data.id;
    const published = await post<ArticleAdmin>(`/api/news/admin/${id}/publish`, undefined, admin);
    expect(published.message).toBe('已发布');
    expect(published.data.publishTime).not.toBeNull();

    const byTag = await get<NewsPage>(withQuery('/api/news', { tag: '强基计划' }));
    expect(byTag.data.records.map((r) => r.title)).toEqual(['强基计划报名启动']);
    expect(byTag.data.records[0]!.summary).toBe('本科批志愿于6月28日开始填报。 请按时填报。点我');
    expect((await get<NewsPage>(withQuery('/api/news', { tag: '不存在的标签' }))).data.total).toBe(0);
    const tags = await get<NewsTag[]>('/api/news/tags');
    expect(tags.data).toContainEqual({ tag: '强基计划', count: 1 });
    const latest = await get<NewsListItem[]>('/api/news/latest');
    expect(latest.data[0]!.title).toBe('强基计划报名启动');

    const detail = await get<NewsItem>(`/api/news/${id}`);
    expect(detail.data).toMatchObject({ title: '强基计划报名启动', tags: ['强基计划'], source: '省教育考试院' });
    expect(detail.data.content).not.toContain('script');

    // found by search, in Chinese and by pinyin initials
    const found = await get<SearchResponse>(withQuery('/api/search', { q: 'qjjh', type: 'news' }));
    expect(found.data.groups[0]!.records.map((r) => r.title)).toContain('强基计划报名启动');

    const edited = await send<ArticleAdmin>('PUT', `/api/news/admin/${id}`, draft({ title: '强基计划报名启动（更新）', tags: ['强基计划'], content: '<p>新正文</p>' }));
    expect(edited.status).toBe(200);
    expect((await get<NewsItem>(`/api/news/${id}`)).data.content).toBe('<p>新正文</p>');

    await post(`/api/news/admin/${id}/unpublish`, undefined, admin);
    expect((await get(`/api/news/${id}`)).status).toBe(404);
    const gone = await get<SearchResponse>(withQuery('/api/search', { q: '强基计划报名', type: 'news' }));
    expect(gone.data.groups[0]!.total).toBe(0);

    const deleted = await send('DELETE', `/api/news/admin/${id}`);
    expect(deleted.message).toBe('已删除');
    expect((await get(`/api/news/admin/${id}`, admin)).status).toBe(404);
    const list = await get<ArticleAdminPage>(withQuery('/api/news/admin/list', { kind: 'news' }), admin);
    expect(list.data.records.map((r) => r.id)).not.toContain(id);
  });

  it('says in Chinese what is wrong with a draft', async () => {
    const noTitle = await post('/api/news/admin', draft({ title: '  ' }), admin);
    expect(noTitle.status).toBe(400);
    expect(noTitle.message).toContain('标题不能为空');
    const onlyScript = await post('/api/news/admin', draft({ content: '<script>alert(1)</script>' }), admin);
    expect(onlyScript.status).toBe(400);
    expect(onlyScript.message).toBe('正文不能为空');
    const badKind = await post('/api/news/admin', draft({ kind: 'ad' }), admin);
    expect(badKind.status).toBe(400);
    expect(badKind.message).toContain('类型');
    expect((await get('/api/news/abc')).status).toBe(400);
    expect((await post('/api/news/admin/999999/publish', undefined, admin)).message).toBe('资讯不存在');
  });
});

describe('招生简章: the same editor and storage, per school', () => {
  it('needs a school, and lists a published guide under it', async () => {
    const noSchool = await post('/api/news/admin', draft({ kind: 'guide' }), admin);
    expect(noSchool.status).toBe(400);
    expect(noSchool.message).toBe('招生简章需要选择所属院校');
    const unknown = await post('/api/news/admin', draft({ kind: 'guide', schoolId: '4199999999' }), admin);
    expect(unknown.status).toBe(404);

    const created = await post<ArticleAdmin>(
      '/api/news/admin',
      draft({ kind: 'guide', schoolId: '4111010003', title: '清华大学2026年本科招生章程', tags: ['招生章程'], publish: true }),
      admin,
    );
    expect(created.data).toMatchObject({ status: 'published', schoolName: '清华大学' });
    const list = await get<{ records: { id: string; title: string }[]; total: number }>('/api/admission-guide/school/4111010003');
    expect(list.data.records.map((r) => r.title)).toEqual(['清华大学2026年本科招生章程']);
    const one = await get<{ title: string; content: string; tags: string[] }>(`/api/admission-guide/${created.data.id}`);
    expect(one.data.tags).toEqual(['招生章程']);
    // a guide is not news
    expect((await get(`/api/news/${created.data.id}`)).status).toBe(404);
    await send('DELETE', `/api/news/admin/${created.data.id}`);
  });
});
