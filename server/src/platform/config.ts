import { z } from 'zod';

/** Server configuration, read from the environment and validated at start-up. */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL server; without it the embedded PGlite under DATA_DIR is used */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL 必须以 postgres:// 开头')
    .optional(),
  /** Redis for rate limits, SMS codes and realtime fan-out across processes */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL 必须以 redis:// 开头')
    .optional(),
  /** Prefix of every Redis key and channel, so that deployments (and test runs) can share one Redis */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]*$/, 'REDIS_PREFIX 只能包含字母、数字和 _ : . -')
    .default('zhiyuan:'),
  /** Where the embedded database lives */
  DATA_DIR: z.string().min(1).default('.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Built web app to serve; absent in API-only tests */
  WEB_DIST: z.string().optional(),
});

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const empty = (v: string | undefined) => (v === '' ? undefined : v);
  const parsed = configSchema.safeParse({
    PORT: empty(env.PORT),
    HOST: empty(env.HOST),
    DATABASE_URL: empty(env.DATABASE_URL),
    REDIS_URL: empty(env.REDIS_URL),
    REDIS_PREFIX: empty(env.REDIS_PREFIX),
    DATA_DIR: empty(env.DATA_DIR),
    LOG_LEVEL: empty(env.LOG_LEVEL),
    WEB_DIST: empty(env.WEB_DIST),
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`环境变量配置有误：\n${lines.join('\n')}`);
  }
  return parsed.data;
}
