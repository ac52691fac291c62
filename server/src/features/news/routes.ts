import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GUIDE_PAGE_SIZE,
  LATEST_NEWS_COUNT,
  NEWS_MESSAGES,
  ROLE,
  articleAdminPageSchema,
  articleAdminQuerySchema,
  articleAdminSchema,
  articleIdParamsSchema,
  articleInputSchema,
  guideIdParamsSchema,
  guideListQuerySchema,
  guideOfficialSchema,
  guidePageSchema,
  guideSchema,
  newsItemSchema,
  newsListItemSchema,
  newsListQuerySchema,
  newsPageSchema,
  newsTagSchema,
  pagingSchema,
  schoolIdParamsSchema,
  type UserViewer,
} from '@zhiyuan/domain';
import { requireRole } from '../../platform/auth';
import { ok, replyOf } from '../../platform/envelope';
import { Articles } from './service';

const toGuide = <T extends { summary: string; source: string | null }>({ summary: _s, source: _src, ...guide }: T) => guide;

/**
 * 高考资讯 (/api/news) and 招生简章 (/api/admission-guide, spec §7): the
 * published ones for everybody; writing, publishing and deleting for
 * administrators (网站运营) under /api/news/admin.
 */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = new Articles(app.db, app.readModels);
  const newsTags = ['高考资讯'];
  const guideTags = ['招生简章'];

  app.get(
    '/news',
    { schema: { tags: newsTags, summary: '已发布的高考资讯，按标签分页，最新在前', querystring: newsListQuerySchema, response: replyOf(newsPageSchema) } },
    async (request) => ok(await store.published('news', request.query)),
  );

  app.get(
    '/news/latest',
    { schema: { tags: newsTags, summary: `最新${LATEST_NEWS_COUNT}条高考资讯（首页）`, response: replyOf(z.array(newsListItemSchema)) } },
    async () => ok((await store.published('news', { page: 1, pageSize: LATEST_NEWS_COUNT })).records),
  );

  app.get(
    '/news/tags',
    { schema: { tags: newsTags, summary: '已发布资讯的标签及篇数', response: replyOf(z.array(newsTagSchema)) } },
    async () => ok(await store.tags('news')),
  );

  app.get(
    '/news/:id',
    { schema: { tags: newsTags, summary: '一篇高考资讯', params: articleIdParamsSchema, response: replyOf(newsItemSchema) } },
    async (request) => ok(await store.publishedOne('news', Number(request.params.id))),
  );

  // ---- 招生简章 ----

  app.get(
    '/admission-guide/search',
    { schema: { tags: guideTags, summary: '搜索招生简章，每页10条', querystring: guideListQuerySchema, response: replyOf(guidePageSchema) } },
    async (request) => {
      if (request.query.schoolId) await app.readModels.schools.get(request.query.schoolId);
      const page = await store.published('guide', request.query);
      return ok({ ...page, records: page.records.map(toGuide) });
    },
  );

  app.get(
    '/admission-guide/school/:id',
    {
      schema: {
        tags: guideTags,
        summary: '一所院校的招生简章，每页10条',
        params: schoolIdParamsSchema,
        querystring: pagingSchema(GUIDE_PAGE_SIZE).extend({ keyword: z.string().trim().max(50, '关键词不能超过50个字').optional() }),
        response: replyOf(guidePageSchema),
      },
    },
    async (request) => {
      await app.readModels.schools.get(request.params.id);
      const page = await store.published('guide', { ...request.query, schoolId: request.params.id });
      return ok({ ...page, records: page.records.map(toGuide) });
    },
  );

  app.get(
    '/admission-guide/school/:id/official',
    {
      schema: { tags: guideTags, summary: '院校官方招生章程所在：阳光高考院校页、招生网', params: schoolIdParamsSchema, response: replyOf(guideOfficialSchema) },
    },
    async (request) => {
      const school = await app.readModels.schools.get(request.params.id);
      return ok({ schoolName: school.schoolName, ...(await store.officialOf(school.id)) });
    },
  );

  app.get(
    '/admission-guide/:id',
    { schema: { tags: guideTags, summary: '招生简章详情', params: guideIdParamsSchema, response: replyOf(guideSchema) } },
    async (request) => ok(toGuide(await store.publishedOne('guide', Number(request.params.id)))),
  );

  // ---- 网站运营: administrators only ----

  {
    const onRequest = requireRole(ROLE.admin);
    const tags = ['网站运营'];
    const idParams = articleIdParamsSchema;
    const userId = (viewer: unknown) => Number((viewer as UserViewer).userId) || null;

    app.get(
      '/news/admin/list',
      { onRequest, schema: { tags, summary: '资讯与简章（含草稿）', querystring: articleAdminQuerySchema, response: replyOf(articleAdminPageSchema) } },
      async (request) => ok(await store.adminList(request.query)),
    );
    app.get(
      '/news/admin/:id',
      { onRequest, schema: { tags, summary: '一篇资讯或简章（含草稿）', params: idParams, response: replyOf(articleAdminSchema) } },
      async (request) => ok(await store.adminOne(Number(request.params.id))),
    );
    app.post(
      '/news/admin',
      { onRequest, schema: { tags, summary: '新建资讯或简章（正文在服务器端清洗）', body: articleInputSchema, response: replyOf(articleAdminSchema) } },
      async (request) => ok(await store.create(request.body, userId(request.viewer)), NEWS_MESSAGES.saved),
    );
    app.put(
      '/news/admin/:id',
      { onRequest, schema: { tags, summary: '修改资讯或简章', params: idParams, body: articleInputSchema, response: replyOf(articleAdminSchema) } },
      async (request) => ok(await store.update(Number(request.params.id), request.body), NEWS_MESSAGES.saved),
    );
    app.post(
      '/news/admin/:id/publish',
      { onRequest, schema: { tags, summary: '发布', params: idParams, response: replyOf(articleAdminSchema) } },
      async (request) => ok(await store.setPublished(Number(request.params.id), true), NEWS_MESSAGES.published),
    );
    app.post(
      '/news/admin/:id/unpublish',
      { onRequest, schema: { tags, summary: '撤回为草稿', params: idParams, response: replyOf(articleAdminSchema) } },
      async (request) => ok(await store.setPublished(Number(request.params.id), false), NEWS_MESSAGES.unpublished),
    );
    app.delete(
      '/news/admin/:id',
      { onRequest, schema: { tags, summary: '删除', params: idParams, response: replyOf(z.null()) } },
      async (request) => {
        await store.remove(Number(request.params.id));
        return ok(null, NEWS_MESSAGES.deleted);
      },
    );
  }
};
