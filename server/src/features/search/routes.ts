import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '@zhiyuan/domain';
import { replyOf } from '../../platform/envelope';
import { searchSite } from '../../platform/read-models/search';

/**
 * GET /api/search?q=&type= (/search and its children): schools with their 简称
 * and 曾用名, majors, professions and news, by Chinese, full pinyin or pinyin
 * initials, from the read models' in-memory indexes.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['搜索'],
        summary: '全站搜索：院校（含简称、曾用名）、专业、职业、资讯；支持拼音和首字母',
        querystring: searchQuerySchema,
        response: replyOf(searchResponseSchema),
      },
    },
    // the same for everyone: recent searches kept as their bodies (platform/published-replies.ts)
    async (request, reply) => {
      const { q, type, page, pageSize } = request.query;
      const m = app.readModels;
      // 全部 shows the first few of every group whatever the page and size asked: one answer per query
      const key = type === 'all' ? `all\u0000${q}` : `${type}\u0000${page}\u0000${pageSize}\u0000${q}`;
      return m.replies.siteSearch.send(reply, key, () => searchSite(m.search, m.newsIndex, request.query));
    },
  );
};
