import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SCHOOL_FEATURES,
  schoolCompareQuerySchema,
  schoolCompareSchema,
  assessmentClaimsSchema,
  doubleFirstClassSchema,
  schoolMajorRankingsSchema,
  SCHOOL_TYPE_NONE,
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
import { compareSchools } from './compare';
import { assessmentClaims, assessmentGrades, assessmentList, assessmentRounds, doubleFirstClass, schoolMajorRankings, specialMajors } from './profile';

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
    ok(await schoolOptions(m.schools, (s) => (s.schoolType.length ? s.schoolType : [SCHOOL_TYPE_NONE]), [SCHOOL_TYPE_NONE])),
  );

  app.get('/school/institution', { schema: { tags: ['院校'], summary: '院校性质选项', response: optionList } }, async () =>
    ok(await schoolOptions(m.schools, (s) => (s.schoolInstitution ? [s.schoolInstitution] : []))),
  );

  app.get('/school/listFeature', { schema: { tags: ['院校'], summary: '院校特色选项', response: optionList } }, async () =>
    ok([...SCHOOL_FEATURES]),
  );

  const byId = { params: schoolIdParamsSchema };

  app.get(
    '/school/compare',
    {
      schema: {
        tags: ['院校'],
        summary: '院校对比：最多4所，类型、层次、排名、学科评估、双一流学科、某省近三年最低分与最低位次',
        querystring: schoolCompareQuerySchema,
        response: replyOf(schoolCompareSchema),
      },
    },
    async (request) => ok(await compareSchools(app.db, m, request.query)),
  );

  app.get(
    '/school/query/base/:id',
    { schema: { tags: ['院校'], summary: '院校基本信息', ...byId, response: replyOf(schoolBaseSchema) } },
    async (request) => ok(await schoolBase(m, request.params.id)),
  );

  app.get(
    '/school/query/extra/:id',
    { schema: { tags: ['院校'], summary: '院校官网、招生电话、邮箱', ...byId, response: replyOf(schoolExtraSchema) } },
    async (request) => ok(await schoolExtra(m, request.params.id)),
  );

  app.get(
    '/school/query/detail/:id',
    { schema: { tags: ['院校'], summary: '院校概况', ...byId, response: replyOf(schoolOverviewSchema) } },
    // the same for everyone: prepared once per school (platform/published-replies.ts); an unknown id is a 404, never kept
    async (request, reply) => m.replies.schoolOverview.send(reply, request.params.id, () => schoolOverview(m, request.params.id)),
  );

  app.get(
    '/school/rank-history/:id',
    { schema: { tags: ['院校'], summary: '院校在各排名体系的历年名次', ...byId, response: replyOf(z.array(rankHistorySchema)) } },
    async (request) => {
      await m.schools.get(request.params.id);
      return ok(await rankHistory(m, request.params.id));
    },
  );

  // 专业院系: 第四轮学科评估 (official), 第五轮 announcements (unofficial, apart), 双一流建设学科, 一流本科专业, 软科专业排名
  app.get(
    '/school/subject-assessment/rounds/:id',
    { schema: { tags: ['院校'], summary: '学科评估轮次（官方公布的轮次）', ...byId, response: optionList } },
    async (request) => {
      await m.schools.get(request.params.id);
      return ok(await assessmentRounds(app.db, request.params.id));
    },
  );

  app.get(
    '/school/subject-assessment/grades/:id',
    { schema: { tags: ['院校'], summary: '学科评估结果等级', ...byId, response: optionList } },
    async (request) => {
      await m.schools.get(request.params.id);
      return ok(await assessmentGrades(app.db, request.params.id));
    },
  );

  app.get(
    '/school/subject-assessment/list',
    {
      schema: {
        tags: ['院校'],
        summary: '学科评估结果（默认最后一轮）',
        querystring: subjectAssessmentQuerySchema,
        response: replyOf(subjectAssessmentSchema),
      },
    },
    async (request) => {
      await m.schools.get(request.query.schoolId);
      return ok(await assessmentList(app.db, m, request.query.schoolId, request.query.round, request.query.grade));
    },
  );

  app.get(
    '/school/subject-assessment/claims/:id',
    {
      schema: {
        tags: ['院校'],
        summary: '第五轮学科评估：学校自行公布的结果（非官方，教育部未公布）',
        ...byId,
        response: replyOf(assessmentClaimsSchema),
      },
    },
    async (request) => {
      await m.schools.get(request.params.id);
      return ok(await assessmentClaims(app.db, m, request.params.id));
    },
  );

  app.get(
    '/school/double-first-class/:id',
    { schema: { tags: ['院校'], summary: '双一流建设学科（第一轮2017、第二轮2022）', ...byId, response: replyOf(doubleFirstClassSchema) } },
    async (request) => {
      await m.schools.get(request.params.id);
      return ok(await doubleFirstClass(app.db, m, request.params.id));
    },
  );

  app.get(
    '/school/special-majors/:id',
    { schema: { tags: ['院校'], summary: '特色专业：一流本科专业建设点（按级别）', ...byId, response: replyOf(z.array(specialMajorGroupSchema)) } },
    async (request) => {
      await m.schools.get(request.params.id);
      return ok(await specialMajors(app.db, m, request.params.id));
    },
  );

  app.get(
    '/school/major-rankings/:id',
    { schema: { tags: ['院校'], summary: '软科中国大学专业排名：本校上榜专业', ...byId, response: replyOf(schoolMajorRankingsSchema) } },
    async (request) => {
      await m.schools.get(request.params.id);
      return ok(await schoolMajorRankings(app.db, m, request.params.id));
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
