/**
 * In-process profile of the three search endpoints over the bench's query
 * pools: where a request's time goes (index, building the reply, the whole
 * request through Fastify with its zod schemas and serialization), as p50/p99,
 * and what the indexes cost to build and hold. No HTTP and no load generator,
 * so the figures move less with the machine's load than `npm run bench`.
 *
 *   BENCH_DATA_DIR=<copy of bench/.tmp/data> npx tsx bench/src/search-profile.ts [pools.json]
 *
 * The pools come from bench/.tmp/pools.json (written by `npm run bench -- --only api --quick`).
 * The data directory must not be in use by another process: give it a copy.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '@zhiyuan/server';
import { openDatabase } from '../../server/src/db/client';
import { configSchema } from '../../server/src/platform/config';
import { searchSite } from '../../server/src/platform/read-models/search';

interface Pools {
  majorQueries: { level: number; query: string }[];
  professionQueries: string[];
  siteQueries: string[];
}

const poolsFile = process.argv[2] ?? join(import.meta.dirname, '../.tmp/pools.json');
const pools = JSON.parse(readFileSync(poolsFile, 'utf8')) as Pools;
const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error('BENCH_DATA_DIR: a copy of the bench database');

const database = await openDatabase({ dataDir });
await database.migrate();
const app = await buildApp(configSchema.parse({ LOG_LEVEL: 'silent', RATE_LIMIT_ENABLED: 'false' }), { database });
const models = app.readModels;

const heap = () => {
  global.gc?.();
  return process.memoryUsage().heapUsed;
};

// build the indexes the search endpoints use, one at a time, timing each
const heap0 = heap();
let t = performance.now();
await models.schools.all();
const schoolsMs = performance.now() - t;
const heap1 = heap();
t = performance.now();
await models.search.indexes();
const catalogMs = performance.now() - t;
t = performance.now();
await models.newsIndex.index();
const newsMs = performance.now() - t;
t = performance.now();
await models.professions.categories();
const professionsMs = performance.now() - t;
t = performance.now();
await models.majors.search(1, 'x');
const majorsMs = performance.now() - t;
const heap2 = heap();
console.log(
  `build: schools ${schoolsMs.toFixed(0)} ms (not search); site catalog ${catalogMs.toFixed(0)} ms, news ${newsMs.toFixed(0)} ms, professions ${professionsMs.toFixed(0)} ms, majors ${majorsMs.toFixed(0)} ms` +
    (global.gc ? `; heap after indexes +${((heap2 - heap1) / 1e6).toFixed(1)} MB (schools ${((heap1 - heap0) / 1e6).toFixed(1)} MB)` : ' (run with --expose-gc for heap)'),
);

function stats(label: string, times: number[]): void {
  const s = [...times].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  console.log(`${label.padEnd(38)} n=${s.length}  p50 ${q(0.5).toFixed(3)}  p90 ${q(0.9).toFixed(3)}  p99 ${q(0.99).toFixed(3)}  max ${q(1).toFixed(3)}  mean ${mean.toFixed(3)} ms`);
}

async function time<Q>(label: string, queries: readonly Q[], run: (q: Q) => unknown): Promise<void> {
  for (const q of queries.slice(0, 200)) await run(q); // warm the JIT
  const times: number[] = [];
  for (const q of queries) {
    const start = performance.now();
    await run(q);
    times.push(performance.now() - start);
  }
  stats(label, times);
}

const catalog = await models.search.indexes();
const news = await models.newsIndex.index();
const enc = encodeURIComponent;

console.log('-- major search');
await time('index (MajorCatalog.search)', pools.majorQueries, (q) => models.majors.search(q.level, q.query));
await time('request (inject)', pools.majorQueries, (q) => app.inject({ method: 'GET', url: `/api/majors/search?level=${q.level}&query=${enc(q.query)}` }));

console.log('-- profession search');
const professionIndex = (await (models.professions as unknown as { loaded: { get(): Promise<{ index: { search(q: string): unknown[] } }> } }).loaded.get()).index;
await time('index (SearchIndex.search)', pools.professionQueries, (q) => professionIndex.search(q));
await time('tree (ProfessionDirectory.tree)', pools.professionQueries, (q) => models.professions.tree(q));
await time('tree + JSON.stringify', pools.professionQueries, async (q) => JSON.stringify(await models.professions.tree(q)));
await time('request (inject)', pools.professionQueries, (q) => app.inject({ method: 'GET', url: `/api/professions/search?query=${enc(q)}` }));
let bytes = 0;
for (const q of pools.professionQueries) bytes += JSON.stringify(await models.professions.tree(q)).length;
console.log(`reply size: mean ${(bytes / pools.professionQueries.length / 1000).toFixed(1)} kB`);

console.log('-- site search (type=all)');
for (const [type, index] of Object.entries({ ...catalog, news })) {
  await time(`index ${type} (SearchIndex.search)`, pools.siteQueries, (q) => index.search(q));
}
await time('searchSite', pools.siteQueries, (q) => searchSite(models.search, models.newsIndex, { q, type: 'all', page: 1, pageSize: 20 }));
await time('request (inject)', pools.siteQueries, (q) => app.inject({ method: 'GET', url: `/api/search?q=${enc(q)}` }));
await time('request type=school page 1 (inject)', pools.siteQueries, (q) => app.inject({ method: 'GET', url: `/api/search?q=${enc(q)}&type=school` }));

// closing the PGlite database can hang after this much work; nothing was written
process.exit(0);
