import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  admissionRuleQuerySchema,
  admissionRuleSchema,
  oneKeyRequestSchema,
  oneKeyResponseSchema,
  PREFERENCE_MESSAGES,
  listValidationSchema,
  generateExcelSchema,
  listAdviceRequestSchema,
  listAdviceSchema,
  listRiskRequestSchema,
  listRiskSchema,
  preferenceDetailSchema,
  preferenceIdParamsSchema,
  preferenceListQuerySchema,
  preferenceListSchema,
  preferenceRenameSchema,
  preferenceSaveSchema,
  preferenceValidateSchema,
  preferenceScoresQuerySchema,
  preferenceScoresSchema,
  recommendRequestSchema,
  recommendResponseSchema,
} from '@zhiyuan/domain';
import { requireUser } from '../../platform/auth';
import { ok, replyOf } from '../../platform/envelope';
import { z } from 'zod';
import { deleteList, detailOf, listFor, listsOfStudent, renameList, saveList, validateList } from './lists';
import { oneKeyFill, recommendUnits } from './recommend';
import { listAdvice, listRisk } from './risk';
import { excelOf } from './excel';
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

    student.post(
      '/preferences/save',
      {
        schema: {
          tags,
          summary: '保存志愿表：无编号时新建，有编号时整表替换（一个事务）；不符合本省填报规则时 400 并说明',
          body: preferenceSaveSchema,
          response: replyOf(preferenceDetailSchema),
        },
      },
      async (request) => ok(await saveList(app, request.viewer, request.body), PREFERENCE_MESSAGES.saved),
    );

    student.post(
      '/preferences/validate',
      {
        schema: {
          tags,
          summary: '按本省规则检查志愿表（志愿数、每志愿专业数、重复、选科要求），返回每个问题的说明',
          body: preferenceValidateSchema,
          response: replyOf(listValidationSchema),
        },
      },
      async (request) => ok(await validateList(app, request.body, request.body.entries)),
    );

    student.get(
      '/preferences/query/student/:id',
      {
        schema: {
          tags,
          summary: '学生的志愿表列表（badge：createdType 为 1 的志愿表数）',
          params: preferenceIdParamsSchema,
          querystring: preferenceListQuerySchema,
          response: replyOf(preferenceListSchema),
        },
      },
      async (request) => ok(await listsOfStudent(app, request.viewer, request.params.id, request.query.page, request.query.size)),
    );

    student.get(
      '/preferences/:id',
      {
        schema: { tags, summary: '志愿表详情（按志愿顺序）', params: preferenceIdParamsSchema, response: replyOf(preferenceDetailSchema) },
      },
      async (request) => ok(await detailOf(app, await listFor(app, request.viewer, request.params.id))),
    );

    student.post(
      '/preferences/rename',
      { schema: { tags, summary: '重命名志愿表', body: preferenceRenameSchema, response: replyOf(preferenceDetailSchema) } },
      async (request) => ok(await renameList(app, request.viewer, request.body.id, request.body.name), PREFERENCE_MESSAGES.renamed),
    );

    student.delete(
      '/preferences/:id',
      { schema: { tags, summary: '删除志愿表', params: preferenceIdParamsSchema, response: replyOf(z.null()) } },
      async (request) => {
        await deleteList(app, request.viewer, request.params.id);
        return ok(null, PREFERENCE_MESSAGES.deleted);
      },
    );

    student.post(
      '/preferences/risk',
      {
        schema: {
          tags,
          summary: '整张志愿表的录取与滑档风险（含全省分数线共同涨落的模拟）：被录取、滑档、退档、前N个志愿的可能，风险所在和说明',
          body: listRiskRequestSchema,
          response: replyOf(listRiskSchema),
        },
      },
      async (request) => ok(await listRisk(app, request.viewer, request.body)),
    );

    student.post(
      '/preferences/advice',
      {
        schema: {
          tags,
          summary: '志愿顺序与组成建议：按学生的意愿顺序，在本批次志愿数内把滑档风险降到上限以下',
          body: listAdviceRequestSchema,
          response: replyOf(listAdviceSchema),
        },
      },
      async (request) => ok(await listAdvice(app, request.viewer, request.body)),
    );

    student.post(
      '/preferences/generate-excel',
      {
        schema: {
          tags,
          summary: '导出志愿表 Excel（志愿序号、院校代码、院校、专业组、专业、服从调剂、冲稳保、录取概率）',
          body: generateExcelSchema,
        },
      },
      async (request, reply) => {
        const { file, name } = await excelOf(app, request.viewer, request.body);
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="preferences.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}.xlsx`)
          .send(file);
      },
    );
  };
  await app.register(studentRoutes);
};
