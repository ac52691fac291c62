import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROVINCE_NAMES, majorScoreLineQuerySchema, planPageSchema, provinceRuleSchema, schoolIdSchema } from '@zhiyuan/domain';
import { ok, replyOf } from '../../platform/envelope';
import { planConfig, planQuery } from './service';

const planConfigQuery = z.object({
  schoolId: schoolIdSchema,
  province: z.enum(PROVINCE_NAMES, { error: '请选择正确的省份（如：广东）' }).optional(),
});

/** 招生计划 of a school (spec §7 Schools: admission plan and province plan config). */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/school/plan-config',
    {
      schema: {
        tags: ['院校'],
        summary: '院校招生计划的省份、年份、科类与批次（只列真有数据的）',
        querystring: planConfigQuery,
        response: replyOf(provinceRuleSchema),
      },
    },
    async (request) => ok(await planConfig(app.readModels, request.query.schoolId, request.query.province)),
  );

  app.post(
    '/admission-plan/query',
    {
      schema: {
        tags: ['院校'],
        summary: '院校招生计划，按专业组分组',
        body: majorScoreLineQuerySchema,
        response: replyOf(planPageSchema),
      },
    },
    async (request) => ok(await planQuery(app.readModels, request.body)),
  );
};
