import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifySchema } from 'fastify';
import type { z } from 'zod';
import {
  ROLE,
  jobMarketImportParamsSchema,
  jobMarketImportResultSchema,
  jobPostingsQuerySchema,
  jobPostingsSchema,
  jobRankingSchema,
  majorRequirementsSchema,
  professionCodeParamsSchema,
  professionCompaniesSchema,
  professionNodeSchema,
  professionSearchQuerySchema,
  professionStatsSchema,
  professionTreeSchema,
  professionTypeParamsSchema,
  professionTypeQuerySchema,
  qualificationTrendSchema,
  typeOverviewSchema,
  type Viewer,
} from '@zhiyuan/domain';
import { ok, replyOf } from '../../platform/envelope';
import { treeKey } from '../../platform/read-models/professions';
import { requireRole } from '../../platform/auth';
import type { ReadModels } from '../../platform/read-models';
import { importJobMarket } from './import';
import { readUpload, rejectImport } from '../../platform/table-import';
import {
  jobPostingsOf,
  jobRanking,
  majorRequirements,
  professionCompanies,
  professionNode,
  professionStats,
  qualificationTrend,
  typeOverview,
} from './service';

const TAG = ['职业'];
/** An import file may be larger than a JSON request */
const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;
/** Where a by-code route finds its code: the path parameter, or the query field, with its schema. */
const CODE_INPUTS = {
  code: { in: 'params', schema: professionCodeParamsSchema },
  typeCode: { in: 'params', schema: professionTypeParamsSchema },
  professionType: { in: 'querystring', schema: professionTypeQuerySchema },
} as const;
const FILE_TYPES = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/octet-stream'];

/** 查职业 (spec §7 Professions) and the staff import of job-market statistics. */
export const professionRoutes: FastifyPluginAsyncZod = async (app) => {
  const models = app.readModels;

  app.get(
    '/professions/search',
    {
      schema: {
        tags: TAG,
        summary: '职业库：按名称、全拼或首字母搜索（可限定大类），返回 大类 → 小类 → 职业 树与命中项',
        querystring: professionSearchQuerySchema,
        response: replyOf(professionTreeSchema),
      },
    },
    // the same for everyone: recent searches kept as their bodies (platform/published-replies.ts), keyed as the index reads the query
    async (request, reply) => {
      const { query, categoryCode } = request.query;
      return models.replies.professionSearch.send(reply, treeKey(query, categoryCode), () =>
        models.professions.tree(query, categoryCode),
      );
    },
  );

  app.get(
    '/professions/by-category',
    {
      schema: { tags: TAG, summary: '职业库：一个大类（不填为全部）的职业树', querystring: professionSearchQuerySchema.pick({ categoryCode: true }), response: replyOf(professionTreeSchema) },
    },
    async (request) => ok(await models.professions.tree(undefined, request.query.categoryCode)),
  );

  /**
   * One GET that reads a single code and replies with what the service gives this viewer
   * (the service trims for a non-VIP). The code comes from the path (`code` or `typeCode`)
   * or from the query (`professionType`).
   */
  const byCode = <R extends z.ZodType>(
    url: string,
    summary: string,
    from: keyof typeof CODE_INPUTS,
    response: R,
    read: (models: ReadModels, viewer: Viewer, code: string) => Promise<z.input<R>>,
  ) => {
    const input = CODE_INPUTS[from];
    // the reply is typed by `read` (checked against `response` where each route is declared)
    const schema: FastifySchema = { tags: TAG, summary, [input.in]: input.schema, response: replyOf(response) };
    app.get(url, { schema }, async (request) => {
      const values = (input.in === 'params' ? request.params : request.query) as Record<string, string>;
      return ok(await read(models, request.viewer, values[from] as string));
    });
  };

  byCode('/professions/detail/:code', '职业类型（5位）或职业的位置、概况与国家统计局工资', 'code', professionNodeSchema, (m, _viewer, code) => professionNode(m, code));
  byCode('/professions/type-overview/:code', '职业概况：样本量、招聘量、薪资范围、大类内各类型占比（非VIP无数据）', 'code', typeOverviewSchema, typeOverview);
  byCode('/professions/stats-code/:code', '按月招聘量与薪资（非VIP无数据）', 'code', professionStatsSchema, professionStats);
  byCode('/professions/qualifications-trend-type', '学历要求占比与趋势（非VIP无数据）', 'professionType', qualificationTrendSchema, qualificationTrend);
  byCode('/professions/qualifications-trend/:code', '职业（或类型）的学历要求占比与趋势（非VIP无数据）', 'code', qualificationTrendSchema, qualificationTrend);
  byCode('/professions/major-requirements-type/:typeCode', '专业要求前10及占比（非VIP无数据）', 'typeCode', majorRequirementsSchema, majorRequirements);
  byCode('/professions/major-requirements/:code', '职业（或类型）的专业要求前10及占比（非VIP无数据）', 'code', majorRequirementsSchema, majorRequirements);
  byCode('/professions/companies/:code', '招聘企业：按性质与按名称前10（非VIP无数据）', 'code', professionCompaniesSchema, professionCompanies);
  byCode('/professions/job-positions/by-type/:typeCode', '就业岗位排行（非VIP前3行）', 'typeCode', jobRankingSchema, jobRanking);
  byCode('/professions/job-positions/by-profession/:code', '职业的岗位排行（非VIP前3行）', 'code', jobRankingSchema, jobRanking);

  app.get(
    '/professions/jobDetails/byType/:code',
    {
      schema: {
        tags: TAG,
        summary: '招聘岗位列表（非VIP无数据）',
        params: professionCodeParamsSchema,
        querystring: jobPostingsQuerySchema,
        response: replyOf(jobPostingsSchema),
      },
    },
    async (request) => ok(await jobPostingsOf(models, request.viewer, request.params.code, request.query.page, request.query.pageSize)),
  );

  // ---- staff import (admin only; docs/job-market-import.md) ----
  await app.register(async (scope) => {
    scope.addContentTypeParser(FILE_TYPES, { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT }, (_request, payload, done) => done(null, payload));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/professions/import/:kind',
      {
        onRequest: requireRole(ROLE.admin),
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          tags: TAG,
          summary: '导入招聘市场统计（管理员）：请求体为 CSV（UTF-8）或 XLSX 文件，逐行校验，全部成功才写入',
          params: jobMarketImportParamsSchema,
          response: replyOf(jobMarketImportResultSchema),
        },
      },
      async (request, reply) => {
        const read = await readUpload(request.body);
        const known = new Set<string>();
        for (const c of await models.professions.categories()) {
          for (const t of c.professionTypes) {
            known.add(t.typeCode);
            for (const p of t.professionVos) known.add(p.professionCode);
          }
        }
        const imported = await importJobMarket(app.db, request.params.kind, read, (code) => known.has(code));
        if ('errors' in imported) return rejectImport(reply, imported.errors);
        await models.invalidate(['job_market']);
        return ok(imported.result, `已导入${imported.result.rows}行`);
      },
    );
  });
};
