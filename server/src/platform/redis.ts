/**
 * Redis, when REDIS_URL is set: what must hold across API processes (rate
 * limits, SMS codes, cache invalidation, realtime fan-out) goes through it;
 * without it those live in process memory (DESIGN.md, Storage).
 */
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection, or null when REDIS_URL is not set */
    redis: Redis | null;
  }
}

/** ioredis loads only when a URL is set: a start without Redis does not pay for it (decision 012). */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  return new Redis(url, {
    // fail a command fast instead of queueing it forever while Redis is away
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: false,
  });
}

export interface RedisPluginOptions {
  url: string | undefined;
}

export const redisPlugin = fp<RedisPluginOptions>(
  async (app, { url }) => {
    const redis = url ? await connectRedis(url) : null;
    redis?.on('error', (err) => app.log.warn({ err }, 'redis error'));
    app.decorate('redis', redis);
    if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  },
  { name: 'redis' },
);
