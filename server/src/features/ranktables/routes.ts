import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  batchLineSelectSchema,
  dataProvincesSchema,
  equivalentScoreShowSchema,
  getScoreBodySchema,
  historicalEquivalentBodySchema,
  historicalEquivalentSchema,
  provinceParamSchema,
  remarkSchema,
  sameScoreInfoBodySchema,
  sameScoreInfoSchema,
  scoreAtRankResultSchema,
  segmentBodySchema,
  segmentDefaultBodySchema,
  segmentDefaultSchema,
  segmentResultSchema,
} from '@zhiyuan/domain';
import { ok, replyOf } from '../../platform/envelope';
import { equivalentScoreDescription, equivalentScoreShow, instructionsForReporting } from './remarks';
import {
  batchLineSelect,
  dataProvinces,
  historicalEquivalent,
  rankSegment,
  sameScoreRows,
  scoreAt,
  segmentCurve,
} from './service';

const tags = ['一分一段'];

/** 一分一段 and 位次 lookups and the remarks of spec §7 (Batch lines and remarks). */
export const rankTableRoutes: FastifyPluginAsyncZod = async (app) => {
  const m = app.readModels;

  app.get(
    '/batch-lines/provinces',
    { schema: { tags, summary: '有一分一段表、有批次线的省份', response: replyOf(dataProvincesSchema) } },
    async () => ok(await dataProvinces(m)),
  );

  app.get(
    '/batch-lines/batch-line-select',
    {
      schema: {
        tags,
        summary: '位次页筛选项：年份 → 科类 → 批次（只含真实存在的表）',
        querystring: provinceParamSchema,
        response: replyOf(batchLineSelectSchema),
      },
    },
    async (request) => ok(await batchLineSelect(m, request.query.province)),
  );

  app.post(
    '/batch-lines/batch-line-segment-default',
    {
      schema: {
        tags,
        summary: '一张一分一段表的分布曲线（及所选批次的控制线）',
        body: segmentDefaultBodySchema,
        response: replyOf(segmentDefaultSchema),
      },
    },
    async (request) => ok(await segmentCurve(m, request.body)),
  );

  app.post(
    '/batch-lines/batch-line-segment',
    {
      schema: {
        tags,
        summary: '按分数查位次区间、同分人数、建议位次与竞争程度',
        body: segmentBodySchema,
        response: replyOf(segmentResultSchema),
      },
    },
    async (request) => {
      const result = await rankSegment(m, request.body);
      // no band covers the score: code 200 with the spec's warning as the message (spec §8)
      return ok(result, result.segment ? 'success' : result.scorePrompt);
    },
  );

  app.post(
    '/batch-lines/historical-equivalent-score',
    {
      schema: {
        tags,
        summary: '历年等效分：同一位次在同省同科类往年表中的分数',
        body: historicalEquivalentBodySchema,
        response: replyOf(historicalEquivalentSchema),
      },
    },
    async (request) => {
      const result = await historicalEquivalent(m, request.body);
      return ok(result, result.segment ? 'success' : result.message);
    },
  );

  app.post(
    '/batch-lines/get-score',
    {
      schema: { tags, summary: '按位次查分数段', body: getScoreBodySchema, response: replyOf(scoreAtRankResultSchema) },
    },
    async (request) => {
      const result = await scoreAt(m, request.body);
      return ok(result, result.score === null ? result.message : 'success');
    },
  );

  app.post(
    '/batch-lines/same-score-info',
    {
      schema: {
        tags,
        summary: '一分一段表逐行（分页 10/20/50/100，给出分数时打开它所在的页）',
        body: sameScoreInfoBodySchema,
        response: replyOf(sameScoreInfoSchema),
      },
    },
    async (request) => ok(await sameScoreRows(m, request.body)),
  );

  app.get(
    '/remark-configs/equivalent-score-description',
    {
      schema: { tags, summary: '等效分说明（由现有数据得出）', querystring: provinceParamSchema, response: replyOf(remarkSchema) },
    },
    async (request) => {
      const { province } = request.query;
      return ok(equivalentScoreDescription(province, await m.rankTables.tablesOf(province)));
    },
  );

  app.get(
    '/remark-configs/province/equivalent-score-show',
    {
      schema: {
        tags,
        summary: '历年对照显示为等效分还是同位次分',
        querystring: provinceParamSchema,
        response: replyOf(equivalentScoreShowSchema),
      },
    },
    async (request) => {
      const { province } = request.query;
      return ok(equivalentScoreShow(province, await m.rankTables.tablesOf(province)));
    },
  );

  app.get(
    '/remark-configs/instructions-for-reporting',
    {
      schema: { tags, summary: '数据说明：年份、科类、不完整的表与来源', querystring: provinceParamSchema, response: replyOf(remarkSchema) },
    },
    async (request) => {
      const { province } = request.query;
      return ok(instructionsForReporting(province, await m.rankTables.tablesOf(province), await m.batchLines.yearsOf(province)));
    },
  );
};
