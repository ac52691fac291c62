import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SCHOOL_FEATURES,
  departmentSchema,
  rankHistorySchema,
  rankingOptionSchema,
  rankingPageSchema,
  rankingQuerySchema,
  schoolBaseSchema,
  schoolExtraSchema,
  schoolIdParamsSchema,
  schoolOverviewSchema,
  schoolPageSchema,
  schoolQuerySchema,
  specialMajorGroupSchema,
  subjectAssessmentQuerySchema,
  subjectAssessmentSchema,
} from '@zhiyuan/domain';
import { ok, replyOf } from '../../platform/envelope';
import { schoolBase, schoolExtra, schoolOverview } from './detail';
import { rankHistory, rankingOptions, rankingPage } from './rankings';
import { querySchools, schoolOptions } from './service';

const optionList = replyOf(z.array(z.string()));

const searchQuerystring = z.object({ query: z.string().trim().max(50, '搜索词不能超过50个字').optional() });

export const schoolRoutes: FastifyPluginAsyncZod = async (app) => {
  const m = app.readModels;

  app.post(
    '/school/query',
    {
      schema: {
        tags: ['院校'],
        summary: '院校库：按省份、类型、性质、特色、开设专业筛选与名称搜索，分页',
        body: schoolQuerySchema,
        response: replyOf(schoolPageSchema),
      },
    },
    async (request) => ok(await querySchools(m.schools, request.body)),
  );

  app.post(
    '/school/search',
    {
      schema: {
        tags: ['院校'],
        summary: '按名称搜索院校（?query=），分页',
        querystring: searchQuerystring,
        body: schoolQuerySchema.pick({ page: true, pageSize: true }).nullish(),
        response: replyOf(schoolPageSchema),
      },
    },
    async (request) =>
      ok(await querySchools(m.schools, schoolQuerySchema.parse({ ...(request.body ?? {}), query: request.query.query }))),
  );

  app.post(
    '/school/ranking',
    {
      schema: {
        tags: ['院校'],
        summary: '大学排名：软科或 QS，按年份，每页6条',
        body: rankingQuerySchema,
        response: replyOf(rankingPageSchema),
      },
    },
    async (request) => ok(await rankingPage(m, request.body)),
  );

  app.get(
    '/school/ranking/options',
    { schema: { tags: ['院校'], summary: '排名类型与各自真有数据的年份', response: replyOf(z.array(rankingOptionSchema)) } },
    async () => ok(await rankingOptions(m)),
  );

  app.get('/school/types', { schema: { tags: ['院校'], summary: '院校类型选项', response: optionList } }, async () =>
    ok(await schoolOptions(m.schools, (s) => s.schoolType)),
  );

  app.get('/school/institution', { schema: { tags: ['院校'], summary: '院校性质选项', response: optionList } }, async () =>
    ok(await schoolOptions(m.schools, (s) => (s.schoolInstitution ? [s.schoolInstitution] : []))),
  );

  app.get('/school/listFeature', { schema: { tags: ['院校'], summary: '院校特色选项', response: optionList } }, async () =>
    ok([...SCHOOL_FEATURES]),
  );

  const byId = { params: schoolIdParamsSchema };

  app.get(
    '/school/query/base/:id',
    { schema: { tags: ['院校'], summary: '院校基本信息', ...byId, response: replyOf(schoolBaseSchema) } },
    async (request) => ok(await schoolBase(app.db, m, request.params.id)),
  );

  app.get(
    '/school/query/extra/:id',
    { schema: { tags: ['院校'], summary: '院校官网、招生电话、邮箱', ...byId, response: replyOf(schoolExtraSchema) } },
    async (request) => ok(await schoolExtra(m, request.params.id)),
  );

  app.get(
    '/school/query/detail/:id',
    { schema: { tags: ['院校'], summary: '院校概况', ...byId, response: replyOf(schoolOverviewSchema) } },
    async (request) => ok(await schoolOverview(app.db, m, request.params.id)),
  );

  app.get(
    '/school/rank-history/:id',
    { schema: { tags: ['院校'], summary: '院校在各排名体系的历年名次', ...byId, response: replyOf(z.array(rankHistorySchema)) } },
    async (request) => {
      await m.schools.get(request.params.id);
      return ok(await rankHistory(app.db, m.sources, request.params.id));
    },
  );

  // 专业院系: no public dataset of 学科评估, 特色专业 or 院系设置 exists yet — empty, never invented.
  app.get(
    '/school/subject-assessment/rounds/:id',
    { schema: { tags: ['院校'], summary: '学科评估轮次', ...byId, response: optionList } },
    async (request) => {
      await m.schools.get(request.params.id);
      return ok([] as string[]);
    },
  );

  app.get(
    '/school/subject-assessment/grades/:id',
    { schema: { tags: ['院校'], summary: '学科评估结果等级', ...byId, response: optionList } },
    async (request) => {
      await m.schools.get(request.params.id);
      return ok([] as string[]);
    },
  );

  app.get(
    '/school/subject-assessment/list',
    {
      schema: {
        tags: ['院校'],
        summary: '学科评估结果',
        querystring: subjectAssessmentQuerySchema,
        response: replyOf(subjectAssessmentSchema),
      },
    },
    async (request) => {
      await m.schools.get(request.query.schoolId);
      return ok({ round: request.query.round ?? null, grade: request.query.grade ?? null, totalSubjects: 0, subjectDetails: [] });
    },
  );

  app.get(
    '/school/special-majors/:id',
    { schema: { tags: ['院校'], summary: '特色专业（按级别）', ...byId, response: replyOf(z.array(specialMajorGroupSchema)) } },
    async (request) => {
      await m.schools.get(request.params.id);
      return ok([]);
    },
  );

  app.get(
    '/school/departments/:id',
    { schema: { tags: ['院校'], summary: '院系设置', ...byId, response: replyOf(z.array(departmentSchema)) } },
    async (request) => {
      await m.schools.get(request.params.id);
      return ok([]);
    },
  );
};
