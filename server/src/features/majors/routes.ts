import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  majorCategorySchema,
  majorDetailSchema,
  majorEmploymentSchema,
  majorIdParamsSchema,
  majorListQuerySchema,
  majorProfessionTypeSchema,
  majorSchoolPageSchema,
  majorSchoolQuerySchema,
  majorSearchQuerySchema,
  majorSearchResultSchema,
  majorTypeDetailSchema,
  majorTypeParamsSchema,
  majorTypeQuerySchema,
} from '@zhiyuan/domain';
import { ok, replyOf } from '../../platform/envelope';
import { normalizeQuery } from '../../platform/search-index';
import { majorDetail, majorEmployment, majorProfessionTypes, majorSchools, majorsByType, searchMajors } from './service';

const tags = ['专业'];
const tree = replyOf(z.array(majorCategorySchema));

/** 专业库 (spec §7 Majors): catalogue tree, search, detail, by type, employment, profession types, 开设院校. */
export const majorRoutes: FastifyPluginAsyncZod = async (app) => {
  const m = app.readModels;

  app.get(
    '/majors/by-level',
    { schema: { tags, summary: '某层次（1本科 2专科 3职高）的门类→专业类→专业', querystring: majorListQuerySchema, response: tree } },
    // three levels (and their 门类): prepared once per key (platform/published-replies.ts)
    async (request, reply) => {
      const { level, category } = request.query;
      return m.replies.majorTree.send(reply, `${level}|${category ?? ''}`, () => m.majors.tree(level, category));
    },
  );

  app.get(
    '/majors/by-category',
    { schema: { tags, summary: '按层次与门类筛选的门类→专业类→专业', querystring: majorListQuerySchema, response: tree } },
    async (request) => ok(await m.majors.tree(request.query.level, request.query.category)),
  );

  app.get(
    '/majors/query',
    { schema: { tags, summary: '专业库：按层次与门类', querystring: majorListQuerySchema, response: tree } },
    async (request) => ok(await m.majors.tree(request.query.level, request.query.category)),
  );

  app.get(
    '/majors/search',
    {
      schema: {
        tags,
        summary: '专业名称搜索（汉字、全拼、首字母），按层次与门类，按目录顺序返回命中的专业',
        querystring: majorSearchQuerySchema,
        response: replyOf(majorSearchResultSchema),
      },
    },
    // the same for everyone: recent searches kept as their bodies (platform/published-replies.ts), keyed as the index reads the query
    async (request, reply) => {
      const { level, category, query } = request.query;
      return m.replies.majorSearch.send(reply, `${level}\u0000${category ?? ''}\u0000${normalizeQuery(query)}`, () => searchMajors(m.majors, request.query));
    },
  );

  app.get(
    '/majors/detail/:id',
    { schema: { tags, summary: '专业概况', params: majorIdParamsSchema, response: replyOf(majorDetailSchema) } },
    async (request) => ok(await majorDetail(m.majors, m.sources, request.params.id)),
  );

  app.get(
    '/majors/by-type/:type',
    {
      schema: {
        tags,
        summary: '专业类：所含专业（代码、学制、男女比例）与职业方向',
        params: majorTypeParamsSchema,
        querystring: majorTypeQuerySchema,
        response: replyOf(majorTypeDetailSchema),
      },
    },
    async (request) => ok(await majorsByType(m.majors, request.params.type, request.query.level)),
  );

  app.get(
    '/majors/employment-overview/:id',
    { schema: { tags, summary: '就业方向文字与相关职业类型', params: majorIdParamsSchema, response: replyOf(majorEmploymentSchema) } },
    async (request) => ok(await majorEmployment(m.majors, request.params.id)),
  );

  app.get(
    '/majors/profession-types/:id',
    {
      schema: {
        tags,
        summary: '专业相关的职业类型（职业分类大典中类，依据 data/majors/major_profession_map.csv）',
        params: majorIdParamsSchema,
        response: replyOf(z.array(majorProfessionTypeSchema)),
      },
    },
    async (request) => ok(await majorProfessionTypes(m.majors, request.params.id)),
  );

  app.get(
    '/majors/schools/:id',
    {
      schema: {
        tags,
        summary: '开设院校：院校名称与省份筛选，分页；含2024选科要求与软科专业排名',
        params: majorIdParamsSchema,
        querystring: majorSchoolQuerySchema,
        response: replyOf(majorSchoolPageSchema),
      },
    },
    async (request) => ok(await majorSchools(m.majors, request.params.id, request.query)),
  );
};
