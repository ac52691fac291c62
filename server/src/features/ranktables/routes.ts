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
import { KeyedCache } from '../../platform/keyed-cache';

const asIs = (payload: unknown) => payload as string;
import { batchLineBookOf } from '../batchlines/service';
import { equivalentScoreDescription, equivalentScoreShow, instructionsForReporting } from './remarks';
import { rankTableStoreOf } from './service';

const tags = ['一分一段'];

/** 一分一段 and 位次 lookups and the remarks of spec §7 (Batch lines and remarks). */
export const rankTableRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = rankTableStoreOf(app.db, app.provinces);
  const batchLines = batchLineBookOf(app.db);
  // the evening scores come out, a province's students look up the same few hundred scores:
  // the finished reply of each lookup is kept, so a repeat costs no more than validating the request
  const segmentReplies = new KeyedCache<string, string>(async (key) => {
    const [province, year, subject, score, batch] = JSON.parse(key) as [string, number, string, number, string | null];
    const result = await store.segment({ province, year, subject, score, batch: batch ?? undefined });
    // no band covers the score: code 200 with the spec's warning as the message (spec §8)
    return JSON.stringify(ok(result, result.segment ? 'success' : result.scorePrompt));
  }, 50_000);

  app.get(
    '/batch-lines/provinces',
    { schema: { tags, summary: '有一分一段表、有批次线的省份', response: replyOf(dataProvincesSchema) } },
    async () => ok(await store.dataProvinces()),
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
    async (request) => ok(await store.select(request.query.province)),
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
    async (request) => ok(await store.curve(request.body)),
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
    async (request, reply) => {
      const { province, year, subject, score, batch } = request.body;
      const json = await segmentReplies.get(JSON.stringify([province, year, subject, score, batch ?? null]));
      return reply.type('application/json; charset=utf-8').serializer(asIs).send(json as never);
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
      const result = await store.historicalEquivalent(request.body);
      return ok(result, result.segment ? 'success' : result.message);
    },
  );

  app.post(
    '/batch-lines/get-score',
    {
      schema: { tags, summary: '按位次查分数段', body: getScoreBodySchema, response: replyOf(scoreAtRankResultSchema) },
    },
    async (request) => {
      const result = await store.scoreAt(request.body);
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
    async (request) => ok(await store.rows(request.body)),
  );

  app.get(
    '/remark-configs/equivalent-score-description',
    {
      schema: { tags, summary: '等效分说明（由现有数据得出）', querystring: provinceParamSchema, response: replyOf(remarkSchema) },
    },
    async (request) => {
      const { province } = request.query;
      return ok(equivalentScoreDescription(province, await store.tablesOf(province)));
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
      return ok(equivalentScoreShow(province, await store.tablesOf(province)));
    },
  );

  app.get(
    '/remark-configs/instructions-for-reporting',
    {
      schema: { tags, summary: '数据说明：年份、科类、不完整的表与来源', querystring: provinceParamSchema, response: replyOf(remarkSchema) },
    },
    async (request) => {
      const { province } = request.query;
      return ok(instructionsForReporting(province, await store.tablesOf(province), await batchLines.yearsOf(province)));
    },
  );
};
