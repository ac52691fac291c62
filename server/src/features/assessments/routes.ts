import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ASSESSMENTS,
  ASSESSMENT_IDS,
  ASSESSMENT_MESSAGES,
  assessmentIdParamsSchema,
  assessmentIdSchema,
  assessmentInfoSchema,
  assessmentResultIdParamsSchema,
  assessmentResultSchema,
  assessmentResultSummarySchema,
  assessmentSubmitSchema,
  assessmentWithItemsSchema,
  studentIdParamsSchema,
  type UserViewer,
} from '@zhiyuan/domain';
import { requireUser } from '../../platform/auth';
import { ok, replyOf } from '../../platform/envelope';
import { assertStudentChild } from '../../platform/ownership';
import { Assessments } from './service';

/** A student's results are evaluationInfo: the student, a planner through an order, or an admin (spec §6). */
const assertEvaluationInfo = (request: FastifyRequest, studentId: string) =>
  assertStudentChild(request.server.db, request.viewer, studentId, 'evaluationInfo');

/**
 * 测评 (spec §2 /ceping…, evaluationInfo). The instruments and their items are
 * public (the detail page describes a test to a guest); taking one and reading
 * results needs a login (/ceping is auth required).
 */
export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const assessments = new Assessments(app.db);
  const tags = ['测评'];

  app.get('/assessments', { schema: { tags, summary: '测评列表', response: replyOf(z.array(assessmentInfoSchema)) } }, async () =>
    ok(
      ASSESSMENT_IDS.map((id) => {
        const { itemsPerScale: _perScale, ...info } = ASSESSMENTS[id];
        return { ...info, options: [...info.options], scales: [...info.scales] };
      }),
    ),
  );

  app.get(
    '/assessments/:id',
    { schema: { tags, summary: '测评说明与题目（中文为本站译文，附英文原题）', params: assessmentIdParamsSchema, response: replyOf(assessmentWithItemsSchema) } },
    async (request) => ok(await assessments.withItems(request.params.id)),
  );

  app.post(
    '/assessments/:id/results',
    {
      onRequest: requireUser,
      schema: { tags, summary: '提交答案：计分并保存到本人的测评记录', params: assessmentIdParamsSchema, body: assessmentSubmitSchema, response: replyOf(assessmentResultSchema) },
    },
    async (request) => {
      const me = (request.viewer as UserViewer).userId;
      await assertEvaluationInfo(request, me);
      return ok(await assessments.submit(me, request.params.id, request.body.answers), ASSESSMENT_MESSAGES.saved);
    },
  );

  app.get(
    '/assessments/results/:id',
    { onRequest: requireUser, schema: { tags, summary: '一条测评结果（含对应的专业类与职业中类）', params: assessmentResultIdParamsSchema, response: replyOf(assessmentResultSchema) } },
    async (request) => {
      await assertEvaluationInfo(request, await assessments.ownerOf(request.params.id));
      return ok(await assessments.result(request.params.id));
    },
  );

  app.get(
    '/assessments/students/:id/results',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: '学生的测评记录（evaluationInfo；本人、有订单的规划师或管理员）',
        params: studentIdParamsSchema,
        querystring: z.object({ assessmentId: assessmentIdSchema.optional() }),
        response: replyOf(z.array(assessmentResultSummarySchema)),
      },
    },
    async (request) => {
      await assertEvaluationInfo(request, request.params.id);
      return ok(await assessments.resultsOf(request.params.id, request.query.assessmentId));
    },
  );
};
