import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  earlyBatchProvincesQuerySchema,
  earlyBatchProvincesSchema,
  earlyProvinceConfigQuerySchema,
  earlyProvinceConfigSchema,
  earlyProvinceListQuerySchema,
  earlyProvincePlansSchema,
  earlyProvinceScoreLinesSchema,
  preEnterConfigQuerySchema,
  preEnterConfigSchema,
  preEnterDetailQuerySchema,
  preEnterDetailsSchema,
  prePlanDetailsQuerySchema,
  prePlanDetailsSchema,
  prePlanYearsQuerySchema,
  schoolIdParamsSchema,
} from '@zhiyuan/domain';
import { requireVip } from '../../platform/auth';
import { ok, replyOf } from '../../platform/envelope';
import { earlyProvinceConfigs, earlyProvincePlans, earlyProvinceScoreLines } from './province';
import { earlyBatchProvinces, earlyPlanDetails, earlyPlanYears, earlyScoreConfigs, earlyScoreDetails } from './service';

/** 提前批 of a school (spec §7 Schools: pre-enter configs and details, pre-plan years and details). */
export const earlyBatchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/school/early-batch-provinces',
    {
      schema: {
        tags: ['提前批'],
        summary: '院校有提前批分数线和招生计划的省份',
        querystring: earlyBatchProvincesQuerySchema,
        response: replyOf(earlyBatchProvincesSchema),
      },
    },
    async (request) => ok(await earlyBatchProvinces(app.readModels, request.query.schoolId)),
  );

  app.get(
    '/school/pre-enter-configs',
    {
      schema: {
        tags: ['提前批'],
        summary: '院校提前批分数线的年份与科类',
        querystring: preEnterConfigQuerySchema,
        response: replyOf(z.array(preEnterConfigSchema)),
      },
    },
    async (request) => ok(await earlyScoreConfigs(app.readModels, request.query.schoolId, request.query.provinceName)),
  );

  app.get(
    '/school/pre-enter-details',
    {
      schema: {
        tags: ['提前批'],
        summary: '院校提前批分数线',
        querystring: preEnterDetailQuerySchema,
        response: replyOf(preEnterDetailsSchema),
      },
    },
    async (request) => ok(await earlyScoreDetails(app.readModels, request.query.dataKey)),
  );

  app.get(
    '/admission-plan/pre-plan-years',
    {
      schema: {
        tags: ['提前批'],
        summary: '提前批招生计划的年份',
        querystring: prePlanYearsQuerySchema,
        response: replyOf(z.array(z.number().int())),
      },
    },
    async (request) => ok(await earlyPlanYears(app.readModels, request.query.province, request.query.schoolId)),
  );

  app.get(
    '/admission-plan/pre-plan-details/:id',
    {
      schema: {
        tags: ['提前批'],
        summary: '院校提前批招生计划',
        params: schoolIdParamsSchema,
        querystring: prePlanDetailsQuerySchema,
        response: replyOf(prePlanDetailsSchema),
      },
    },
    async (request) => ok(await earlyPlanDetails(app.readModels, request.params.id, request.query.province, request.query.year)),
  );

  // /tiqianpi (spec §2 auth required, §6 VIP): a province's early batch across schools.
  // requireVip asks for a login, then for VIP where the site gates by VIP (the viewer's vip says so).
  app.get(
    '/early-batch/configs',
    {
      onRequest: requireVip,
      schema: { tags: ['提前批'], summary: '全省提前批：有招生计划和分数线的年份与科类', querystring: earlyProvinceConfigQuerySchema, response: replyOf(earlyProvinceConfigSchema) },
    },
    async (request) => ok(await earlyProvinceConfigs(app.db, request.query.province)),
  );

  app.get(
    '/early-batch/plans',
    {
      onRequest: requireVip,
      schema: { tags: ['提前批'], summary: '全省提前批招生计划（按院校分页）', querystring: earlyProvinceListQuerySchema, response: replyOf(earlyProvincePlansSchema) },
    },
    async (request) => ok(await earlyProvincePlans(app.db, app.readModels, request.query)),
  );

  app.get(
    '/early-batch/score-lines',
    {
      onRequest: requireVip,
      schema: { tags: ['提前批'], summary: '全省提前批分数线（按院校或专业组分页）', querystring: earlyProvinceListQuerySchema, response: replyOf(earlyProvinceScoreLinesSchema) },
    },
    async (request) => ok(await earlyProvinceScoreLines(app.db, app.readModels, request.query)),
  );
};
