/**
 * Rate limits on the calls an abuser repeats (issue 15 point 4): SMS codes,
 * logins, searches and recommendations, each counted per client IP and per
 * account (the phone or card number a login names, or the signed-in user).
 * The counters live in Redis when REDIS_URL is set, so that every API process
 * shares them; otherwise in this process. Over the limit: 429 with the
 * envelope and a Chinese message. Limits come from the environment (README,
 * Configuration).
 */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, onRequestAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import type { Config } from './config';
import { AppError } from './errors';

export type LimitKind = 'sms' | 'login' | 'search' | 'recommend';

/** Which routes each limit guards, and where a request names its account (null: the signed-in user). */
const LIMITED_ROUTES: Record<string, { kind: LimitKind; account: (request: FastifyRequest) => unknown }> = {
  'GET /api/sms/code/:phone': { kind: 'sms', account: (r) => (r.params as { phone?: unknown }).phone },
  'POST /api/tel/code/login': { kind: 'login', account: (r) => (r.body as { tel?: unknown } | null)?.tel },
  'POST /api/card/key/login': { kind: 'login', account: (r) => (r.body as { cardNumber?: unknown } | null)?.cardNumber },
  'POST /api/membership/tel/bind': { kind: 'login', account: (r) => (r.body as { tel?: unknown } | null)?.tel },
  'POST /api/membership/card/bind': { kind: 'login', account: (r) => (r.body as { cardNumber?: unknown } | null)?.cardNumber },
  'GET /api/search': { kind: 'search', account: signedIn },
  'GET /api/majors/search': { kind: 'search', account: signedIn },
  'GET /api/professions/search': { kind: 'search', account: signedIn },
  'POST /api/school/search': { kind: 'search', account: signedIn },
  'GET /api/admission-guide/search': { kind: 'search', account: signedIn },
  'POST /api/school-batch-books/page/search': { kind: 'search', account: signedIn },
  'POST /api/preferences/recommend': { kind: 'recommend', account: signedIn },
  'POST /api/preferences/v2/recommend': { kind: 'recommend', account: signedIn },
};

/** The account a request names, by the route it came to. */
function accountOf(request: FastifyRequest): unknown {
  return LIMITED_ROUTES[`${request.method} ${request.routeOptions.url}`]?.account(request);
}

function signedIn(request: FastifyRequest): unknown {
  return request.viewer?.kind === 'user' ? request.viewer.userId : undefined;
}

export const RATE_LIMITED_MESSAGE: Record<LimitKind, string> = {
  sms: '获取验证码过于频繁',
  login: '登录尝试过于频繁',
  search: '搜索过于频繁',
  recommend: '推荐请求过于频繁',
};

/** The message of a 429: what was too frequent, and when to try again. */
export const rateLimitedMessage = (kind: LimitKind, seconds: number) => `${RATE_LIMITED_MESSAGE[kind]}，请${Math.max(1, seconds)}秒后再试`;

export interface RateLimitOptions {
  config: Pick<
    Config,
    | 'RATE_LIMIT_ENABLED'
    | 'RATE_LIMIT_WINDOW_SECONDS'
    | 'RATE_LIMIT_SMS_PER_IP'
    | 'RATE_LIMIT_SMS_PER_ACCOUNT'
    | 'RATE_LIMIT_LOGIN_PER_IP'
    | 'RATE_LIMIT_LOGIN_PER_ACCOUNT'
    | 'RATE_LIMIT_SEARCH_PER_IP'
    | 'RATE_LIMIT_SEARCH_PER_ACCOUNT'
    | 'RATE_LIMIT_RECOMMEND_PER_IP'
    | 'RATE_LIMIT_RECOMMEND_PER_ACCOUNT'
    | 'REDIS_PREFIX'
  >;
}

/** Registers the limits; must come after the redis and viewer plugins and before the routes. */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, { config }) => {
    if (!config.RATE_LIMIT_ENABLED) return;
    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { redis: app.redis, nameSpace: `${config.REDIS_PREFIX}rate:` } : {}),
      // Redis away: serve rather than refuse everyone (the SMS daily caps still hold)
      skipOnError: true,
    });
    const windowMs = config.RATE_LIMIT_WINDOW_SECONDS * 1000;
    const max: Record<LimitKind, { ip: number; account: number }> = {
      sms: { ip: config.RATE_LIMIT_SMS_PER_IP, account: config.RATE_LIMIT_SMS_PER_ACCOUNT },
      login: { ip: config.RATE_LIMIT_LOGIN_PER_IP, account: config.RATE_LIMIT_LOGIN_PER_ACCOUNT },
      search: { ip: config.RATE_LIMIT_SEARCH_PER_IP, account: config.RATE_LIMIT_SEARCH_PER_ACCOUNT },
      recommend: { ip: config.RATE_LIMIT_RECOMMEND_PER_IP, account: config.RATE_LIMIT_RECOMMEND_PER_ACCOUNT },
    };
    const counter = (kind: LimitKind, by: 'ip' | 'account', key: (r: FastifyRequest) => string) =>
      app.createRateLimit({ max: max[kind][by], timeWindow: windowMs, keyGenerator: (r) => `${kind}:${by}:${key(r)}` });
    // one pair of counters per kind, shared by its routes (an in-process store is per limiter)
    const limiters = Object.fromEntries(
      (Object.keys(max) as LimitKind[]).map((kind) => [
        kind,
        { perIp: counter(kind, 'ip', (r) => r.ip), perAccount: counter(kind, 'account', (r) => String(accountOf(r))) },
      ]),
    ) as Record<LimitKind, { perIp: ReturnType<typeof counter>; perAccount: ReturnType<typeof counter> }>;
    const check = async (kind: LimitKind, limiter: ReturnType<typeof counter>, request: FastifyRequest) => {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) throw new AppError(429, rateLimitedMessage(kind, result.ttlInSeconds));
    };

    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const limited = methods.map((m) => LIMITED_ROUTES[`${m} ${route.url}`]).find(Boolean);
      if (!limited) return;
      const { kind, account } = limited;
      const { perIp, perAccount } = limiters[kind];
      // every attempt counts against the IP, even one the schema refuses
      const ipHook: onRequestAsyncHookHandler = async (request) => check(kind, perIp, request);
      // the account is known once the body is parsed; a request naming none is counted by IP only
      const accountHook: preValidationAsyncHookHandler = async (request) => {
        const name = account(request);
        if ((typeof name === 'string' && name.length > 0 && name.length <= 64) || typeof name === 'number') await check(kind, perAccount, request);
      };
      route.onRequest = [...asArray(route.onRequest), ipHook];
      route.preValidation = [accountHook, ...asArray(route.preValidation)];
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);

const asArray = <T>(hook: T | T[] | undefined): T[] => (hook === undefined ? [] : Array.isArray(hook) ? hook : [hook]);
