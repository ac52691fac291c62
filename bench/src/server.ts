/**
 * The server side of `npm run bench`, always in its own process so that the
 * load generator (autocannon, in run.ts) and the server do not share a core.
 *
 *   tsx bench/src/server.ts bare          a bare Fastify hello-world (the floor)
 *   tsx bench/src/server.ts app           the product's API on the bench database
 *
 * Environment: PORT (0 = any), BENCH_DATA_DIR (PGlite) or DATABASE_URL
 * (PostgreSQL), BENCH_POOLS (app: where to write the request pools; the first
 * process of a database writes them), BENCH_STUDENTS (how many students to
 * create for the recommendation scenario), BENCH_PLACES (from how many
 * provinces and tracks), BENCH_SEED, BENCH_WEB_DIST (serve
 * the web build too, for the paint figures), BENCH_WARM=0 (do not load the
 * odds model before answering; BENCH_WARM=after: answer at once and warm it
 * the way the product does after listening, /api/health says when it is
 * ready), BENCH_CARDS (how many member cards to issue and bind to bench
 * students for the card-login requests of --soak; written to the pools),
 * RATE_LIMIT_ENABLED (the product's switch; off unless set: every bench request comes from one address, and the limits are an abuse guard, not what the bench measures).
 *
 * Prints `READY <port> <json>` on stdout when it answers, with what it spent
 * getting there (import, odds warm-up).
 */
import { writeFileSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { Random, segmentBodySchema, type UserViewer } from '@zhiyuan/domain';
import { buildApp } from '@zhiyuan/server';
import { openDatabase } from '../../server/src/db/client';
import { importAll } from '../../server/src/db/import';
import { configSchema } from '../../server/src/platform/config';
import { eq } from 'drizzle-orm';
import { articles, memberCards, users } from '../../server/src/db/schema';
import { warmOdds } from '../../server/src/platform/read-models';
import type { ViewerResolver } from '../../server/src/platform/auth';
import { buildPools } from './pools';

const mode = process.argv[2] ?? 'app';

/**
 * The ceiling of the product's own request pipeline: every hook a read passes
 * (security headers, viewer, input guard, HTTP caching, the envelope's error
 * handling) and no work of its own: a held 40-byte body, by GET, and by POST
 * after parsing and validating the rank lookup's body. What a read endpoint
 * can reach at best on this stack, printed beside the floor by run.ts.
 */
const CEILING_BODY = Buffer.from(JSON.stringify({ code: 200, message: 'success', data: 'hello' }));
const pipelineCeiling = async (api: FastifyInstance): Promise<void> => {
  const held = async (_request: FastifyRequest, reply: FastifyReply) => reply.type('application/json; charset=utf-8').send(CEILING_BODY);
  api.get('/bench/ceiling', held);
  api.post('/bench/ceiling', { schema: { body: segmentBodySchema } }, held);
};
const port = Number(process.env.PORT ?? 0);

async function ready(app: FastifyInstance, info: Record<string, unknown>, cleanup: () => Promise<void> = async () => undefined): Promise<void> {
  await app.listen({ port, host: '127.0.0.1' });
  const addr = app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('no address');
  process.stdout.write(`READY ${addr.port} ${JSON.stringify(info)}\n`);
  const close = () => void app.close().then(cleanup).then(() => process.exit(0));
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}

if (mode === 'bare') {
  const bare = Fastify({ logger: false });
  bare.get('/hello', async () => ({ code: 200, message: 'success', data: 'hello' }));
  // the framework's own floor for a POST: parse a small JSON body and answer it, no validation, no data
  bare.post('/echo', async (request) => ({ code: 200, message: 'success', data: request.body }));
  await ready(bare, {});
} else {
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.BENCH_DATA_DIR });
  await database.migrate();
  await importAll(database.db);
  const importMs = Date.now() - started;
  const poolsFile = process.env.BENCH_POOLS;
  if (poolsFile) {
    // generated news for the search bench (a year of a busy site's 高考资讯); never served by npm start
    const topics = ['志愿填报', '强基计划', '综合评价', '专项计划', '批次线', '一分一段', '体检', '艺术类', '高职分类考试', '录取查询'];
    await database.db.delete(articles);
    await database.db.insert(articles).values(
      Array.from({ length: 300 }, (_, i) => ({
        kind: 'news',
        title: `${2026 - (i % 3)}年${topics[i % topics.length]}通知（第${i + 1}号）`,
        tags: [topics[i % topics.length]!],
        content: '<p>bench</p>',
        summary: 'bench',
        status: 'published',
        publishedAt: new Date(Date.UTC(2026, 0, 1) + i * 86_400_000),
      })),
    );
  }
  // bench students: `bench:<id>` tokens resolve to them (the product's resolver is never used here)
  const benchViewers: ViewerResolver = {
    resolve: async (token) => {
      if (!token.startsWith('bench:')) return null;
      const userId = token.slice(6);
      const viewer: UserViewer = { kind: 'user', userId, roleId: 1, roleTypes: [1], vip: false, cardType: null, province: null, year: 2026 };
      return viewer;
    },
  };
  const app = await buildApp(configSchema.parse({ LOG_LEVEL: 'silent', WEB_DIST: process.env.BENCH_WEB_DIST || undefined, RATE_LIMIT_ENABLED: process.env.RATE_LIMIT_ENABLED ?? 'false' }), {
    database,
    viewerResolver: benchViewers,
    extraApiRoutes: pipelineCeiling,
  });
  let pools = null;
  if (poolsFile) {
    const seed = Number(process.env.BENCH_SEED ?? 20_260_623);
    const wanted = Number(process.env.BENCH_STUDENTS ?? 200);
    const random = new Random(seed);
    pools = await buildPools(app, random, wanted, Number(process.env.BENCH_PLACES ?? 1000), async (province, year) => {
      const tel = `1990${String(Math.floor(random.next() * 1e7)).padStart(7, '0')}`;
      const [u] = await database.db
        .insert(users)
        .values({ tel, name: '压测', province, year })
        .onConflictDoUpdate({ target: users.tel, set: { province, year } })
        .returning({ id: users.id });
      return String(u!.id);
    });
    // member cards bound to bench students: card login needs no SMS, and a bound card starts a real session
    const cardCount = Math.min(Number(process.env.BENCH_CARDS ?? 0), pools.students.length);
    if (cardCount > 0) {
      const issued = await app.auth.cards.issue(1, cardCount);
      for (const [i, card] of issued.entries()) {
        const userId = Number(pools.students[i]!.token.slice('bench:'.length));
        await database.db.update(memberCards).set({ userId }).where(eq(memberCards.cardNumber, card.cardNumber));
      }
      pools.cards = issued.map(({ cardNumber, cardKey }) => ({ cardNumber, cardKey }));
    }
    writeFileSync(poolsFile, JSON.stringify(pools));
  }
  // what a student's first recommendation would otherwise wait for: the odds index and the forecasts of the pools
  const warmStarted = Date.now();
  const warm = process.env.BENCH_WARM !== '0' && process.env.BENCH_WARM !== 'after';
  if (warm) await app.readModels.odds.preload();
  const warmIndexMs = Date.now() - warmStarted;
  if (pools && warm) for (const key of new Set(pools.students.map((s) => `${s.province}|${s.track}|${s.year}`))) {
    const [province, track, year] = key.split('|');
    await app.readModels.odds.prepare(province!, track!, Number(year));
  }
  const warmMs = Date.now() - warmStarted;
  await ready(app, { importMs, warmIndexMs, warmMs, warmed: warm, engine: database.engine, rssMb: Math.round(process.memoryUsage().rss / 1048576) }, () => database.close());
  if (process.env.BENCH_WARM === 'after') void warmOdds(app);
}
