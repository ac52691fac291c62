/**
 * npm run bench: throughput of the product's read endpoints next to a bare
 * Fastify hello-world served the same way (same process, same load), and the
 * ratio. Figures only; nothing here passes or fails.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '@zhiyuan/server';
import { openDatabase } from '../../server/src/db/client';
import { importAll } from '../../server/src/db/import';
import { configSchema } from '../../server/src/platform/config';
import { articles } from '../../server/src/db/schema';
import { load, type LoadResult } from './load';
import { oddsBench } from './odds';
import { majorSearchBench } from './majorSearch';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const here = dirname(fileURLToPath(import.meta.url));

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('no address');
  return `http://127.0.0.1:${addr.port}`;
}

function row(name: string, r: LoadResult, baseline?: LoadResult): string {
  const ratio = baseline ? (r.requestsPerSecond / baseline.requestsPerSecond).toFixed(2) : '1.00';
  const flags = r.non2xx || r.errors ? `  (non-2xx ${r.non2xx}, errors ${r.errors})` : '';
  return `${name.padEnd(44)} ${r.requestsPerSecond.toFixed(0).padStart(8)} req/s  p99 ${String(r.latencyP99Ms).padStart(4)} ms  ratio ${ratio}${flags}`;
}

const bare = Fastify({ logger: false });
bare.get('/hello', async () => ({ code: 200, message: 'success', data: 'hello' }));
// the framework's own floor for a POST: parse a small JSON body and answer it, no validation, no data
bare.post('/echo', async (request) => ({ code: 200, message: 'success', data: request.body }));
const bareUrl = await listen(bare);

const engines: { name: string; databaseUrl?: string }[] = [{ name: 'PGlite' }];
if (process.env.DATABASE_URL) engines.push({ name: 'PostgreSQL', databaseUrl: process.env.DATABASE_URL });

const dataDir = join(here, '..', '.tmp', 'data');
const root = join(here, '..', '..');

/** Wall time of `npm run data:import` into the bench's PGlite: what a first `npm start` spends importing. */
function timedImport(): number {
  const started = Date.now();
  const r = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), ['server/src/db/import-cli.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'ignore',
  });
  if (r.status !== 0) throw new Error('data:import failed');
  return (Date.now() - started) / 1000;
}

if (process.env.BENCH_SKIP_COLD !== '1') {
  rmSync(dataDir, { recursive: true, force: true });
  const cold = timedImport();
  const warm = timedImport();
  console.log(`first start on a fresh PGlite: migrations + import of data/ ${cold.toFixed(1)} s (goal ≤ 60 s)`);
  console.log(`later start (data unchanged, import skipped): ${warm.toFixed(1)} s\n`);
}

console.log(`bench: ${DURATION} s per endpoint, 10 connections, loopback\n`);
const baseline = await load({ url: `${bareUrl}/hello`, duration: DURATION });
console.log(row('bare Fastify hello-world', baseline));
const echo = await load({
  url: `${bareUrl}/echo`,
  method: 'POST',
  body: { province: '广东', year: 2025, subject: '物理类', score: 600 },
  duration: DURATION,
});
console.log(row('bare Fastify POST echo (JSON body)', echo, baseline));

for (const engine of engines) {
  mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: engine.databaseUrl, dataDir });
  await database.migrate();
  await importAll(database.db);
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
  const app = await buildApp(configSchema.parse({ LOG_LEVEL: 'silent' }), { database });
  const url = await listen(app);
  const scenarios: { name: string; method: 'GET' | 'POST'; path: string; body?: unknown }[] = [
    { name: 'POST /api/school/query (all)', method: 'POST', path: '/api/school/query', body: { page: 1, pageSize: 6 } },
    {
      name: 'POST /api/school/query (filtered)',
      method: 'POST',
      path: '/api/school/query',
      body: { page: 2, pageSize: 6, provinces: ['江苏', '湖北'], features: ['211'] },
    },
    { name: 'GET /api/province/list', method: 'GET', path: '/api/province/list' },
    { name: 'GET /api/search?q=qhdx (all groups)', method: 'GET', path: '/api/search?q=qhdx' },
    { name: 'GET /api/search?q=计算机 (all groups)', method: 'GET', path: `/api/search?q=${encodeURIComponent('计算机')}` },
    { name: 'GET /api/search?q=北航&type=school', method: 'GET', path: `/api/search?q=${encodeURIComponent('北航')}&type=school` },
    { name: 'GET /api/search?q=zytb&type=news (300 news)', method: 'GET', path: '/api/search?q=zytb&type=news' },
    {
      name: 'POST /api/score-line/school (中山大学 广东)',
      method: 'POST',
      path: '/api/score-line/school',
      body: { schoolId: '4144010558', province: '广东', year: 2024, subjectSelection: '物理类' },
    },
    {
      name: 'POST /api/score-line/major (中山大学 广东)',
      method: 'POST',
      path: '/api/score-line/major',
      body: { page: 1, pageSize: 1000, schoolId: '4144010558', province: '广东', year: 2024, subject: '物理类' },
    },
    { name: 'GET /api/professions/search (人工智能)', method: 'GET', path: `/api/professions/search?query=${encodeURIComponent('人工智能')}` },
    { name: 'GET /api/professions/search (initials rgzn)', method: 'GET', path: '/api/professions/search?query=rgzn' },
    { name: 'POST /api/school/ranking', method: 'POST', path: '/api/school/ranking', body: { rankingType: '软科', page: 3 } },
    {
      name: 'POST /api/batch-lines/batch-line-segment',
      method: 'POST',
      path: '/api/batch-lines/batch-line-segment',
      body: { province: '广东', year: 2025, subject: '物理类', score: 600, batch: '本科批' },
    },
  ];
  console.log(`\n${engine.name}`);
  for (const s of scenarios) {
    const r = await load({ url: `${url}${s.path}`, method: s.method, body: s.body, duration: DURATION });
    console.log(row(s.name, r, baseline));
  }
  await majorSearchBench(app);
  await app.close();
  await database.close();
}
await bare.close();

// the odds model: whole-province recommendation and the 96-choice list simulation (no server involved)
await oddsBench();
