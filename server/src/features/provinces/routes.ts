import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NATIONAL_KEY_DATES, examAuthorityOf, latestRulesOf, provinceKeyInfoSchema, provinceParamSchema, provinceSchema, type DataSource, type ProvinceKeyInfo } from '@zhiyuan/domain';
import { ok, replyOf } from '../../platform/envelope';
import type { ReadModels } from '../../platform/read-models';

/**
 * /welcome's 关键时间 of a province: the national dates, the exam authority
 * and its pages our batch lines cite, and its latest 志愿填报规则 — no
 * province date we do not have.
 */
export async function provinceKeyInfo(m: ReadModels, province: string): Promise<ProvinceKeyInfo> {
  const cited: { year: number; source: DataSource }[] = [];
  for (const [year, lines] of await m.batchLines.years(province)) {
    for (const id of new Set(lines.map((l) => l.sourceId))) cited.push({ year, source: await m.sources.get(id) });
  }
  const { rules } = await m.admissionRules.book();
  return { province, national: NATIONAL_KEY_DATES.map((d) => ({ ...d })), authority: examAuthorityOf(cited), rules: latestRulesOf(rules, province) };
}

export const provinceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/province/list',
    { schema: { tags: ['省份'], summary: '省份列表（含选科模式与批次对应）', response: replyOf(z.array(provinceSchema)) } },
    // one answer for everyone: prepared once (platform/published-replies.ts)
    async (_request, reply) => app.readModels.replies.provinceList.send(reply, 'all', () => app.readModels.provinces.list()),
  );

  app.get(
    '/province/key-info',
    {
      schema: {
        tags: ['省份'],
        summary: '首页关键时间：全国统一日程、本省考试院及本站引用的官方页面、最新志愿填报规则',
        querystring: provinceParamSchema,
        response: replyOf(provinceKeyInfoSchema),
      },
    },
    async (request) => ok(await provinceKeyInfo(app.readModels, request.query.province)),
  );
};
