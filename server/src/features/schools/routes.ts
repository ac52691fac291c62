import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SCHOOL_FEATURES, schoolPageSchema, schoolQuerySchema } from '@zhiyuan/domain';
import { ok, replyOf } from '../../platform/envelope';

const optionList = replyOf(z.array(z.string()));

export const schoolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/school/query',
    {
      schema: {
        tags: ['院校'],
        summary: '院校库：按省份、类型、性质、特色筛选与名称搜索，分页',
        body: schoolQuerySchema,
        response: replyOf(schoolPageSchema),
      },
    },
    async (request) => ok(await app.schools.query(request.body)),
  );

  app.get('/school/types', { schema: { tags: ['院校'], summary: '院校类型选项', response: optionList } }, async () =>
    ok(await app.schools.options((s) => s.schoolType)),
  );

  app.get('/school/institution', { schema: { tags: ['院校'], summary: '院校性质选项', response: optionList } }, async () =>
    ok(await app.schools.options((s) => (s.schoolInstitution ? [s.schoolInstitution] : []))),
  );

  app.get('/school/listFeature', { schema: { tags: ['院校'], summary: '院校特色选项', response: optionList } }, async () =>
    ok([...SCHOOL_FEATURES]),
  );
};
