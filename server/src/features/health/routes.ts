import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { loadedDatasets } from '../../db/import';
import { ok, replyOf } from '../../platform/envelope';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ engine: z.enum(['pglite', 'postgresql']), reachable: z.boolean() }),
  data: z.object({
    loaded: z.boolean(),
    datasets: z.array(z.object({ dataset: z.string(), rows: z.number().int(), importedAt: z.string() })),
  }),
  /** The odds model is loaded and fitted (it warms after start): recommendations answer at once */
  odds: z.object({ ready: z.boolean() }),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['系统'], summary: '健康检查：数据库引擎与数据加载情况', response: replyOf(healthSchema) } },
    async () => {
      try {
        await app.db.execute(sql`select 1`);
        const datasets = await loadedDatasets(app.db);
        const loaded = datasets.length > 0;
        return ok({
          status: loaded ? ('ok' as const) : ('degraded' as const),
          database: { engine: app.dbEngine, reachable: true },
          data: { loaded, datasets },
          odds: { ready: app.readModels.odds.ready },
        });
      } catch (err) {
        app.log.error({ err }, 'health check failed');
        return ok({
          status: 'degraded' as const,
          database: { engine: app.dbEngine, reachable: false },
          data: { loaded: false, datasets: [] },
          odds: { ready: app.readModels.odds.ready },
        });
      }
    },
  );
};
