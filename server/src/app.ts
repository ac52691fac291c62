import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './platform/config';
import { registerErrorHandling, sendNotFound } from './platform/errors';
import { securityHeaders } from './platform/security';
import { recordRoutes } from './platform/route-table';
import { rateLimitPlugin } from './platform/rate-limit';
import {
  clientErrorHandler,
  frameworkErrors,
  KEEP_ALIVE_TIMEOUT_MS,
  limitHeaderTime,
  registerInputGuard,
  REQUEST_TIMEOUT_MS,
} from './platform/hardening';
import { viewerPlugin, type ViewerResolver } from './platform/auth';
import { redisPlugin } from './platform/redis';
import { readModelsPlugin } from './platform/read-models';
import { httpCache, WEB_SHELL_CACHE_CONTROL, webCacheControl } from './platform/http-cache';
import { dataImportPlugin } from './platform/data-import';
import { realtimePlugin } from './platform/realtime';
import { staffRoutes } from './features/staff/routes';
import { createSmsProvider, type SmsProvider } from './platform/sms';
import { MemoryTtlStore, RedisTtlStore } from './platform/ttl-store';
import { openDatabase, type Database, type Db, type Engine } from './db/client';
import { healthRoutes } from './features/health/routes';
import { dataRoutes } from './features/data/routes';
import { provinceRoutes } from './features/provinces/routes';
import { preferenceRoutes } from './features/preferences/routes';
import { schoolRoutes } from './features/schools/routes';
import { scoreLineRoutes } from './features/scorelines/routes';
import { planRoutes } from './features/plans/routes';
import { newsRoutes } from './features/news/routes';
import { searchRoutes } from './features/search/routes';
import { earlyBatchRoutes } from './features/earlybatch/routes';
import { batchLineRoutes } from './features/batchlines/routes';
import { rankTableRoutes } from './features/ranktables/routes';
import { majorRoutes } from './features/majors/routes';
import { authRoutes } from './features/auth/routes';
import { assessmentRoutes } from './features/assessments/routes';
import { bookRoutes } from './features/books/routes';
import { createFileStorage } from './platform/file-storage';
import { professionRoutes } from './features/professions/routes';
import { Auth } from './features/auth/service';
import { locationRoutes, userRoutes } from './features/users/routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbEngine: Engine;
    /** Codes, sessions, member cards and site settings (features/auth) */
    auth: Auth;
  }
}

export interface BuildOptions {
  /** An open database (tests pass one); otherwise one is opened from the config */
  database?: Database;
  /** Who a token belongs to: the sessions in the database unless a test passes its own (server/test/app.ts) */
  viewerResolver?: ViewerResolver;
  /** Where SMS codes go; otherwise the provider SMS_PROVIDER names (tests pass one that records the codes) */
  smsProvider?: SmsProvider;
  /** Milliseconds since the epoch; tests move it to expire codes, sessions and card locks */
  clock?: () => number;
  /** Routes registered under /api after the product's own (the end-to-end server's test hook) */
  extraApiRoutes?: FastifyPluginAsync;
}

/** The serializer compiler: plain JSON.stringify, whatever the response schema (see setSerializerCompiler below) */
const serializeJson = () => (data: unknown) => JSON.stringify(data);
/** The same compilers as the factories of every context (Fastify's types expect ajv's signature) */
const zodCompilers = { buildValidator: () => validatorCompiler, buildSerializer: () => serializeJson } as unknown as NonNullable<
  FastifyServerOptions['schemaController']
>['compilersFactory'];

/**
 * Builds the whole product: the API under /api and, when WEB_DIST is given and
 * built, the web app. Tests call this and drive it with app.inject().
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // the compilers set below are the only ones used: named here, Fastify does not load ajv and
    // fast-json-stringify for its defaults (≈ 0.5 s of every start's CPU, decision 012)
    schemaController: { compilersFactory: zodCompilers },
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    // keep big ids exact: they travel as strings, and the client keeps big numbers as strings too
    bodyLimit: 1024 * 1024,
    // behind a load balancer, request.ip (the SMS daily cap per IP) is the client's, not the balancer's
    trustProxy: config.TRUST_PROXY,
    // slow clients cannot hold a connection for minutes (platform/hardening.ts)
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    // what Node's parser or Fastify's router refuse still gets the envelope, in Chinese
    clientErrorHandler,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  limitHeaderTime(app.server);
  recordRoutes(app);

  app.setValidatorCompiler(validatorCompiler);
  // Response schemas document the API (OpenAPI) and are checked by the API tests;
  // at run time plain JSON.stringify serializes, since re-validating every large
  // response with zod costs more than the handler itself.
  app.setSerializerCompiler(serializeJson);
  registerErrorHandling(app);
  registerInputGuard(app);
  await app.register(securityHeaders, { corsOrigins: config.CORS_ORIGINS });
  await app.register(httpCache);

  const database = options.database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  app.decorate('db', database.db);
  app.decorate('dbEngine', database.engine);
  if (!options.database) app.addHook('onClose', () => database.close());
  await app.register(redisPlugin, { url: config.REDIS_URL });
  await app.register(readModelsPlugin, { redisPrefix: config.REDIS_PREFIX, demo: config.DEMO });
  await app.register(dataImportPlugin);
  await app.register(realtimePlugin, { redisPrefix: config.REDIS_PREFIX });
  const now = options.clock ?? Date.now;
  const auth = new Auth({
    db: database.db,
    store: app.redis ? new RedisTtlStore(app.redis, config.REDIS_PREFIX) : new MemoryTtlStore(now),
    sms: options.smsProvider ?? (await createSmsProvider(config)),
    smsLimits: { perPhonePerDay: config.SMS_DAILY_LIMIT_PER_PHONE, perIpPerDay: config.SMS_DAILY_LIMIT_PER_IP },
    sessionTtlMs: config.SESSION_TTL_DAYS * 24 * 60 * 60_000,
    now,
    log: app.log,
  });
  app.decorate('auth', auth);
  await app.register(viewerPlugin, { resolver: options.viewerResolver ?? auth.viewers });
  await app.register(rateLimitPlugin, { config });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Zhiyuan 志愿 API', description: '高考志愿信息与填报规划的开放接口', version: '0.1.0' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(provinceRoutes);
      await api.register(schoolRoutes);
      await api.register(scoreLineRoutes);
      await api.register(planRoutes);
      await api.register(newsRoutes);
      await api.register(searchRoutes);
      await api.register(earlyBatchRoutes);
      await api.register(batchLineRoutes);
      await api.register(rankTableRoutes);
      await api.register(majorRoutes);
      await api.register(dataRoutes);
      await api.register(professionRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(locationRoutes);
      await api.register(staffRoutes);
      await api.register(assessmentRoutes);
      await api.register(bookRoutes, { storage: await createFileStorage(config) });
      if (options.extraApiRoutes) await api.register(options.extraApiRoutes);
      await api.register(preferenceRoutes);
    },
    { prefix: '/api' },
  );

  const webDist = config.WEB_DIST ? resolve(config.WEB_DIST) : null;
  const servesWeb = webDist !== null && existsSync(resolve(webDist, 'index.html'));
  if (servesWeb) {
    // source maps stay on the server (for error reports), never served with the whole source
    // the build writes each text file also as .br and .gz (web/vite.config.ts): the variant the browser accepts is sent
    // (a shared cache must keep them apart: Vary, which this version of @fastify/static does not add itself)
    await app.register(fastifyStatic, {
      root: webDist,
      index: 'index.html',
      preCompressed: true,
      // our own Cache-Control below, instead of the library's `public, max-age=0` for every file
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('vary', 'accept-encoding');
        res.setHeader('cache-control', webCacheControl(webDist, path));
      },
      allowedPath: (path) => !path.endsWith('.map'),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // every other GET is a page of the single-page app, which renders its own not-found page
    if (!servesWeb || request.method !== 'GET' || path.startsWith('/api') || /\.[a-z0-9]+$/i.test(path)) {
      return sendNotFound(request, reply);
    }
    return reply.type('text/html').header('cache-control', WEB_SHELL_CACHE_CONTROL).sendFile('index.html');
  });

  return app;
}
