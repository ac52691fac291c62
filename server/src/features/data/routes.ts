import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataCoverageQuerySchema, dataCoverageSchema, dataSourcesQuerySchema, sourcePageSchema } from '@zhiyuan/domain';
import { ok, replyOf } from '../../platform/envelope';
import { dataCoverage, dataSources } from './service';

/** What data the product serves and where it came from (the /about page, data:report). */
export const dataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/data/coverage',
    {
      schema: {
        tags: ['数据'],
        summary: '数据覆盖：各数据集按省份、年份的行数（无数据的省份年份即暂无数据）',
        querystring: dataCoverageQuerySchema,
        response: replyOf(dataCoverageSchema),
      },
    },
    async (request) => ok(await dataCoverage(app.readModels, request.query)),
  );

  app.get(
    '/data/sources',
    {
      schema: {
        tags: ['数据'],
        summary: '数据来源与许可：来源仓库、整理的数据集与逐行引用的页面',
        querystring: dataSourcesQuerySchema,
        response: replyOf(sourcePageSchema),
      },
    },
    async (request) => ok(await dataSources(app.readModels, request.query)),
  );
};
