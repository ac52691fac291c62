import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { envelopeSchema } from '@zhiyuan/domain';
import { loadedDatasets } from '../../db/import';
import { ok, replyOf } from '../../platform/envelope';
import { UNAVAILABLE_MESSAGES } from '../../platform/errors';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ engine: z.enum(['pglite', 'postgresql']), reachable: z.boolean() }),
  /** Redis when REDIS_URL is set (configured false: none, what it holds lives in process memory) */
  redis: z.object({ configured: z.boolean(), reachable: z.boolean() }),
  data: z.object({
    loaded: z.boolean(),
    datasets: z.array(z.object({ dataset: z.string(), rows: z.number().int(), importedAt: z.string() })),
    /**
     * An import running in the background (the first start serves at once and
     * imports behind, decision 012): how far it is; null when none runs
     */
    importing: z
      .object({ total: z.number().int(), done: z.number().int(), current: z.string().nullable(), startedAt: z.string() })
      .nullable(),
  }),
  /** The odds model is loaded and fitted (it warms after start): recommendations answer at once */
  odds: z.object({ ready: z.boolean() }),
});

/** A check that does not answer within this is taken as unreachable (a store that stops answering must not hold the probe). */
const CHECK_TIMEOUT_MS = 2000;

function within<T>(promise: Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['系统'],
        summary: '健康检查：数据库引擎、Redis 与数据加载情况（数据库或 Redis 无法连接时为 503）',
        response: { ...replyOf(healthSchema), 503: envelopeSchema(healthSchema) },
      },
    },
    async (_request, reply) => {
      const redis = app.redis;
      const redisCheck =
        redis === null
          ? Promise.resolve(true)
          : redis.status !== 'ready'
            ? Promise.resolve(false)
            : within(redis.ping()).then(
                () => true,
                () => false,
              );
      // while an import runs its transaction holds PGlite's one connection: answer from what the import knows
      const importing = app.readModels.importing.progress();
      const dataCheck = importing
        ? Promise.resolve(app.readModels.importing.loadedDatasets())
        : within(
            (async () => {
              await app.db.execute(sql`select 1`);
              return loadedDatasets(app.db);
            })(),
          ).catch((err: unknown) => {
            app.log.error({ err }, 'health check failed');
            return null;
          });
      const [redisReachable, datasets] = await Promise.all([redisCheck, dataCheck]);
      const loaded = (datasets?.length ?? 0) > 0;
      const report = {
        status: datasets !== null && redisReachable && loaded ? ('ok' as const) : ('degraded' as const),
        database: { engine: app.dbEngine, reachable: datasets !== null },
        redis: { configured: redis !== null, reachable: redisReachable },
        data: { loaded, datasets: datasets ?? [], importing },
        odds: { ready: app.readModels.odds.ready },
      };
      if (datasets === null) return reply.status(503).send({ code: 503, message: UNAVAILABLE_MESSAGES.database, data: report });
      if (!redisReachable) return reply.status(503).send({ code: 503, message: UNAVAILABLE_MESSAGES.redis, data: report });
      return ok(report);
    },
  );
};
