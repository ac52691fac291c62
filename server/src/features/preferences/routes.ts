import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admissionRuleQuerySchema, admissionRuleSchema } from '@zhiyuan/domain';
import { ok, replyOf } from '../../platform/envelope';

const tags = ['志愿'];

/** 志愿 of spec §7: the filling rules (the recommendation and lists build on the domain's odds API). */
export const preferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/preferences/admission-rule',
    {
      schema: {
        tags,
        summary: '一个省份一年的志愿填报规则（志愿数、每志愿专业数、服从调剂、批次；未公布的年份沿用最近一年并说明）',
        querystring: admissionRuleQuerySchema,
        response: replyOf(admissionRuleSchema),
      },
    },
    async (request) => ok(await app.readModels.admissionRules.of(request.query.province, request.query.year)),
  );
};
