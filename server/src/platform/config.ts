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
  /**
   * Uploaded images (book covers and pages) in an S3-compatible bucket instead
   * of DATA_DIR/files: S3_BUCKET turns it on. S3_ENDPOINT is the service's URL
   * (absent: AWS S3 of S3_REGION); S3_FORCE_PATH_STYLE=true for services that
   * address endpoint/bucket/key (MinIO and most self-hosted ones). Without the
   * key pair the SDK's own credential chain is used (instance role).
   */
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET 须是合法的存储桶名称（小写字母、数字、. 和 -，3 到 63 个字符）').optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT 须是 http(s):// 开头的地址' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.stringbool({ error: 'S3_FORCE_PATH_STYLE 只能是 true 或 false' }).default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Built web app to serve; absent in API-only tests */
  WEB_DIST: z.string().optional(),
  /** Behind a load balancer or reverse proxy: take the client's IP from X-Forwarded-For */
  TRUST_PROXY: z.stringbool({ error: 'TRUST_PROXY 只能是 true 或 false' }).default(false),
  /**
   * Web origins allowed to call the API from another site (comma-separated, e.g.
   * https://m.example.org); empty: CORS closed, only the product's own pages call it
   */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^https?:\/\/[^\s/]+$/, 'CORS_ORIGINS 的每一项须是 http(s)://主机[:端口]'))),
  /**
   * Demonstration mode: generated job-market statistics (no public source has
   * them) where staff imported none; every reply and page built on them says
   * 演示数据. Never for a real deployment.
   */
  DEMO: z.stringbool({ error: 'DEMO 只能是 1 或 0' }).default(false),
  /** How long a login lasts */
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** Where verification codes go: console (the server log), aliyun or tencent */
  SMS_PROVIDER: z.enum(['console', 'aliyun', 'tencent']).default('console'),
  /** Codes one phone number may receive per day, and one client IP may request per day */
  SMS_DAILY_LIMIT_PER_PHONE: z.coerce.number().int().min(1).default(10),
  SMS_DAILY_LIMIT_PER_IP: z.coerce.number().int().min(1).default(100),
  /**
   * Rate limits (platform/rate-limit.ts): requests per window per client IP and
   * per account for SMS codes, logins, searches and recommendations; counted in
   * Redis when REDIS_URL is set. RATE_LIMIT_ENABLED=false turns them off (tests).
   */
  RATE_LIMIT_ENABLED: z.stringbool({ error: 'RATE_LIMIT_ENABLED 只能是 true 或 false' }).default(true),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  RATE_LIMIT_SMS_PER_IP: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_SMS_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_SEARCH_PER_IP: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_SEARCH_PER_ACCOUNT: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_RECOMMEND_PER_IP: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_RECOMMEND_PER_ACCOUNT: z.coerce.number().int().min(1).default(20),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
  ALIYUN_SMS_ENDPOINT: z.string().default('dysmsapi.aliyuncs.com'),
  TENCENT_SMS_SECRET_ID: z.string().optional(),
  TENCENT_SMS_SECRET_KEY: z.string().optional(),
  TENCENT_SMS_SDK_APP_ID: z.string().optional(),
  TENCENT_SMS_SIGN_NAME: z.string().optional(),
  TENCENT_SMS_TEMPLATE_ID: z.string().optional(),
  TENCENT_SMS_REGION: z.string().default('ap-guangzhou'),
});

/** The variables each SMS provider needs (README, Configuration). */
export const SMS_PROVIDER_VARIABLES = {
  console: [],
  aliyun: ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'],
  tencent: ['TENCENT_SMS_SECRET_ID', 'TENCENT_SMS_SECRET_KEY', 'TENCENT_SMS_SDK_APP_ID', 'TENCENT_SMS_SIGN_NAME', 'TENCENT_SMS_TEMPLATE_ID'],
} as const satisfies Record<string, readonly (keyof z.infer<typeof configSchema>)[]>;

export type Config = z.infer<typeof configSchema>;

/** The chosen SMS provider's variables must all be set; the bucket's key pair is given whole or not at all. */
const completeConfigSchema = configSchema.superRefine((config, ctx) => {
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({ code: 'custom', path: [config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'], message: 'S3_ACCESS_KEY_ID 和 S3_SECRET_ACCESS_KEY 须同时设置' });
  }
  if (!config.S3_BUCKET && config.S3_ENDPOINT) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: '设置了 S3_ENDPOINT 时须同时设置 S3_BUCKET' });
  for (const name of SMS_PROVIDER_VARIABLES[config.SMS_PROVIDER]) {
    if (!config[name]) ctx.addIssue({ code: 'custom', path: [name], message: `SMS_PROVIDER=${config.SMS_PROVIDER} 需要设置 ${name}` });
  }
});

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const empty = (v: string | undefined) => (v === '' ? undefined : v);
  const parsed = completeConfigSchema.safeParse(
    Object.fromEntries(Object.keys(configSchema.shape).map((name) => [name, empty(env[name])])),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`环境变量配置有误：\n${lines.join('\n')}`);
  }
  return parsed.data;
}
