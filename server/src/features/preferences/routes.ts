import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  admissionRuleQuerySchema,
  admissionRuleSchema,
  oneKeyRequestSchema,
  oneKeyResponseSchema,
  preferenceScoresQuerySchema,
  preferenceScoresSchema,
  recommendRequestSchema,
  recommendResponseSchema,
} from '@zhiyuan/domain';
import { requireUser } from '../../platform/auth';
import { ok, replyOf } from '../../platform/envelope';
import { oneKeyFill, recommendUnits } from './recommend';
import { scoresForPreferences } from './scores';

const tags = ['志愿'];

/** 志愿 of spec §7: filling rules (public), recommendation, 一键填报 and the student's scores (logged in). */
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

  const studentRoutes: FastifyPluginAsyncZod = async (student) => {
    student.addHook('onRequest', requireUser);

    student.post(
      '/preferences/recommend',
      {
        schema: {
          tags,
          summary: '智能填报：按学生位次给出可填报的院校（专业组）及录取概率、冲稳保、往年数据，可筛选、分页、排序',
          body: recommendRequestSchema,
          response: replyOf(recommendResponseSchema),
        },
      },
      async (request) => ok(await recommendUnits(app, request.viewer, request.body)),
    );

    student.post(
      '/preferences/v2/recommend',
      {
        schema: {
          tags,
          summary: '一键填报：按冲稳保比例（默认3:4:3）在本批次志愿数内生成一整张志愿表',
          body: oneKeyRequestSchema,
          response: replyOf(oneKeyResponseSchema),
        },
      },
      async (request) => ok(await oneKeyFill(app, request.viewer, request.body)),
    );

    student.get(
      '/preferences/scores',
      {
        schema: {
          tags,
          summary: '学生可用于填报的成绩记录（高考、模考）及其换算的位次',
          querystring: preferenceScoresQuerySchema,
          response: replyOf(preferenceScoresSchema),
        },
      },
      async (request) => ok(await scoresForPreferences(app, request.viewer, request.query.studentId)),
    );
  };
  await app.register(studentRoutes);
};
