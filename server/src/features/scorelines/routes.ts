import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  majorScoreLinePageSchema,
  majorScoreLineQuerySchema,
  provinceRuleQuerySchema,
  provinceRuleSchema,
  schoolScoreLineQuerySchema,
  schoolScoreLinesSchema,
} from '@zhiyuan/domain';
import { ok, replyOf } from '../../platform/envelope';
import { majorLines, provinceRule, schoolLines } from './service';

/** 录取分数线 of a school (spec §7 Schools: score-line calls and the province rule). */
export const scoreLineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/school/province-rule',
    {
      schema: {
        tags: ['院校'],
        summary: '院校录取分数线的省份、年份、科类与批次（只列真有数据的）',
        querystring: provinceRuleQuerySchema,
        response: replyOf(provinceRuleSchema),
      },
    },
    async (request) => ok(await provinceRule(app.readModels, request.query.schoolId, request.query.provinceName, request.query.lines)),
  );

  app.post(
    '/score-line/school',
    {
      schema: {
        tags: ['院校'],
        summary: '院校（专业组）录取分数线',
        body: schoolScoreLineQuerySchema,
        response: replyOf(schoolScoreLinesSchema),
      },
    },
    async (request) => ok(await schoolLines(app.readModels, request.body)),
  );

  app.post(
    '/score-line/major',
    {
      schema: {
        tags: ['院校'],
        summary: '专业录取分数线，按专业组分组',
        body: majorScoreLineQuerySchema,
        response: replyOf(majorScoreLinePageSchema),
      },
    },
    async (request) => ok(await majorLines(app.readModels, request.body)),
  );
};
