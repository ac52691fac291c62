import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { provinceSchema } from '@zhiyuan/domain';
import { ok, replyOf } from '../../platform/envelope';

export const provinceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/province/list',
    { schema: { tags: ['省份'], summary: '省份列表（含选科模式与批次对应）', response: replyOf(z.array(provinceSchema)) } },
    async () => ok(await app.readModels.provinces.list()),
  );
};
