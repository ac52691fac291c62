import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GUIDE_PAGE_SIZE,
  guideIdParamsSchema,
  guideListQuerySchema,
  guidePageSchema,
  guideSchema,
  pagingSchema,
  schoolIdParamsSchema,
} from '@zhiyuan/domain';
import { ok, replyOf } from '../../platform/envelope';
import { notFound } from '../../platform/errors';

/**
 * 招生简章 (spec §7 Schools: admission guides). No public dataset of the
 * schools' guides exists yet, so the lists are empty and a guide id is not
 * found: the calls validate their input and say so, they never invent a guide.
 */
export const guideRoutes: FastifyPluginAsyncZod = async (app) => {
  const emptyPage = (page: number, size: number) => ({ records: [], total: 0, current: page, size });

  app.get(
    '/admission-guide/search',
    {
      schema: { tags: ['招生简章'], summary: '搜索招生简章，每页10条', querystring: guideListQuerySchema, response: replyOf(guidePageSchema) },
    },
    async (request) => {
      if (request.query.schoolId) await app.readModels.schools.get(request.query.schoolId);
      return ok(emptyPage(request.query.page, request.query.pageSize));
    },
  );

  app.get(
    '/admission-guide/school/:id',
    {
      schema: {
        tags: ['招生简章'],
        summary: '一所院校的招生简章，每页10条',
        params: schoolIdParamsSchema,
        querystring: pagingSchema(GUIDE_PAGE_SIZE).extend({ keyword: z.string().trim().max(50, '关键词不能超过50个字').optional() }),
        response: replyOf(guidePageSchema),
      },
    },
    async (request) => {
      await app.readModels.schools.get(request.params.id);
      return ok(emptyPage(request.query.page, request.query.pageSize));
    },
  );

  app.get(
    '/admission-guide/:id',
    { schema: { tags: ['招生简章'], summary: '招生简章详情', params: guideIdParamsSchema, response: replyOf(guideSchema) } },
    async () => {
      throw notFound('招生简章不存在');
    },
  );
};
