import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  PROFILE_MESSAGES,
  basicInfoSchema,
  citiesQuerySchema,
  districtsQuerySchema,
  intentionInputSchema,
  intentionSchema,
  otherInfoInputSchema,
  otherInfoSchema,
  physicalInputSchema,
  physicalSchema,
  scoreDeleteSchema,
  scoreRecordInputSchema,
  scoreRecordSchema,
  studentIdParamsSchema,
  studentSchema,
  studentUpdateSchema,
  type UserInfoChild,
  type UserViewer,
} from '@zhiyuan/domain';
import { requireUser } from '../../platform/auth';
import { assertStudentChild as assertChild } from '../../platform/ownership';
import { ok, replyOf } from '../../platform/envelope';
import { citiesIn, districtsIn } from './locations';
import { StudentProfiles } from './service';

/**
 * Refuses unless the viewer may use this child of this student's profile:
 * 403 for another student's id, 403 with a prompt when the member card does
 * not include the child (spec §6).
 */
const assertStudentChild = (request: FastifyRequest, studentId: string, child: UserInfoChild) =>
  assertChild(request.server.db, request.viewer, studentId, child);

/** /api/student, /api/intention, /api/physical (spec §7): the logged-in student's profile. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = new StudentProfiles(app.db, app.readModels.provinces, () => Date.now());
  const tags = ['学生资料'];
  app.addHook('onRequest', requireUser);
  const saved = PROFILE_MESSAGES.saved;

  app.post(
    '/student/update',
    { schema: { tags, summary: '完善信息：姓名、高考省份、高考年份（省份与年份提交后不可修改）', body: studentUpdateSchema, response: replyOf(studentSchema) } },
    async (request) => {
      const id = request.body.id ?? (request.viewer as UserViewer).userId;
      await assertStudentChild(request, id, 'basicInfo');
      return ok(await profiles.completeInfo(request.viewer, id, request.body), saved);
    },
  );

  app.get(
    '/student/query-by-student-id/:id',
    { schema: { tags, summary: '学生基本信息', params: studentIdParamsSchema, response: replyOf(studentSchema) } },
    async (request) => {
      await assertStudentChild(request, request.params.id, 'basicInfo');
      return ok(await profiles.student(request.params.id));
    },
  );

  app.post(
    '/student/basic-info/update',
    { schema: { tags, summary: '保存基本信息', body: basicInfoSchema, response: replyOf(studentSchema) } },
    async (request) => {
      await assertStudentChild(request, request.body.id, 'basicInfo');
      return ok(await profiles.updateBasic(request.body), saved);
    },
  );

  app.get(
    '/student/scores/:id',
    { schema: { tags, summary: '成绩单（高考与模考）', params: studentIdParamsSchema, response: replyOf(z.array(scoreRecordSchema)) } },
    async (request) => {
      await assertStudentChild(request, request.params.id, 'scoreSheet');
      return ok(await profiles.scores(request.params.id));
    },
  );

  app.post(
    '/student/score/save',
    { schema: { tags, summary: '保存一次考试成绩（按省份选科规则与满分校验）', body: scoreRecordInputSchema, response: replyOf(scoreRecordSchema) } },
    async (request) => {
      await assertStudentChild(request, request.body.studentId, 'scoreSheet');
      return ok(await profiles.saveScore(request.body), saved);
    },
  );

  app.post(
    '/student/score/delete',
    { schema: { tags, summary: '删除一次考试成绩', body: scoreDeleteSchema, response: replyOf(z.null()) } },
    async (request) => {
      await assertStudentChild(request, request.body.studentId, 'scoreSheet');
      await profiles.deleteScore(request.body.studentId, request.body.id);
      return ok(null, PROFILE_MESSAGES.deleted);
    },
  );

  app.get(
    '/intention/query/:id',
    { schema: { tags, summary: '报考意向', params: studentIdParamsSchema, response: replyOf(intentionSchema) } },
    async (request) => {
      await assertStudentChild(request, request.params.id, 'enrollmentIntention');
      return ok(await profiles.intention(request.params.id));
    },
  );

  app.post(
    '/intention/update',
    { schema: { tags, summary: '保存报考意向', body: intentionInputSchema, response: replyOf(intentionSchema) } },
    async (request) => {
      await assertStudentChild(request, request.body.studentId, 'enrollmentIntention');
      const schoolTypes = [...new Set((await app.readModels.schools.all()).flatMap((s) => s.item.schoolType))];
      return ok(await profiles.updateIntention(request.body, schoolTypes), saved);
    },
  );

  app.get(
    '/physical/query/:id',
    { schema: { tags, summary: '体检信息', params: studentIdParamsSchema, response: replyOf(physicalSchema) } },
    async (request) => {
      await assertStudentChild(request, request.params.id, 'physicalTest');
      return ok(await profiles.physical(request.params.id));
    },
  );

  app.post(
    '/physical/update',
    { schema: { tags, summary: '保存体检信息', body: physicalInputSchema, response: replyOf(physicalSchema) } },
    async (request) => {
      await assertStudentChild(request, request.body.studentId, 'physicalTest');
      return ok(await profiles.updatePhysical(request.body), saved);
    },
  );

  app.get(
    '/student/other-info/:id',
    { schema: { tags, summary: '其他信息', params: studentIdParamsSchema, response: replyOf(otherInfoSchema) } },
    async (request) => {
      await assertStudentChild(request, request.params.id, 'otherInfo');
      return ok(await profiles.otherInfo(request.params.id));
    },
  );

  app.post(
    '/student/other-info/update',
    { schema: { tags, summary: '保存其他信息', body: otherInfoInputSchema, response: replyOf(otherInfoSchema) } },
    async (request) => {
      await assertStudentChild(request, request.body.studentId, 'otherInfo');
      return ok(await profiles.updateOtherInfo(request.body), saved);
    },
  );
};

/** Location calls (spec §7): cities of a province, districts of a city, from the official division codes. */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['行政区划'];
  app.get(
    '/location/cities',
    { schema: { tags, summary: '省内城市', querystring: citiesQuerySchema, response: replyOf(z.array(z.string())) } },
    async (request) => ok(citiesIn(request.query.province)),
  );
  app.get(
    '/location/districts',
    { schema: { tags, summary: '城市的区县', querystring: districtsQuerySchema, response: replyOf(z.array(z.string())) } },
    async (request) => ok(districtsIn(request.query.province, request.query.city)),
  );
};
