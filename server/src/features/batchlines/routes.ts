import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  batchLinesByProvinceSchema,
  batchLinesOfYearBodySchema,
  batchLinesOfYearSchema,
  provinceParamSchema,
} from '@zhiyuan/domain';
import { ok, replyOf } from '../../platform/envelope';
import { batchLinesByProvince, batchLinesOfYear } from './service';

const tags = ['批次线'];

/** 批次线 of spec §7 (the rank lookups under the same prefix live in ranktables). */
export const batchLineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/batch-lines/by-province',
    {
      schema: {
        tags,
        summary: '一个省份各年的批次线（新年份在前，附来源）',
        querystring: provinceParamSchema,
        response: replyOf(batchLinesByProvinceSchema),
      },
    },
    // the same for everyone and 34 provinces: prepared once per province (platform/published-replies.ts)
    async (request, reply) =>
      app.readModels.replies.batchLinesByProvince.send(reply, request.query.province, () => batchLinesByProvince(app.readModels, request.query.province)),
  );

  app.post(
    '/batch-lines/by-province-and-year',
    {
      schema: {
        tags,
        summary: '一个省份一年的批次线（附来源）',
        body: batchLinesOfYearBodySchema,
        response: replyOf(batchLinesOfYearSchema),
      },
    },
    async (request) => ok(await batchLinesOfYear(app.readModels, request.body.province, request.body.year)),
  );
};
