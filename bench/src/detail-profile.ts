/**
 * In-process profile of the school detail routes (issue 16): the first
 * request for every school of the list, as a student browsing the library
 * would make it, through `app.inject` (no HTTP, no load generator). Prints
 * the time of the first request of all (which loads what the routes hold)
 * and the spread of the rest, per route.
 *
 *   BENCH_DATA_DIR=<copy of bench/.tmp/data> npx tsx bench/src/detail-profile.ts [answers.json]
 *
 * With a file name, every answer is written there as JSON (to compare the
 * answers of two versions of the code). The data directory must not be in
 * use by another process: give it a copy.
 */
import { writeFileSync } from 'node:fs';
import { buildApp } from '@zhiyuan/server';
import { openDatabase } from '../../server/src/db/client';
import { configSchema } from '../../server/src/platform/config';

const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error('BENCH_DATA_DIR: a copy of the bench database');
const answersFile = process.argv[2];

const database = await openDatabase({ dataDir });
await database.migrate();
const app = await buildApp(configSchema.parse({ LOG_LEVEL: 'silent', RATE_LIMIT_ENABLED: 'false' }), { database });

let t = performance.now();
const ids = (await app.readModels.schools.all()).map((s) => s.item.id);
await app.readModels.sources.find('x');
console.log(`school list and sources loaded: ${(performance.now() - t).toFixed(0)} ms, ${ids.length} schools`);

function stats(label: string, times: number[]): void {
  const s = [...times].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  const sum = s.reduce((a, b) => a + b, 0);
  console.log(
    `${label.padEnd(34)} n=${s.length}  p50 ${q(0.5).toFixed(3)}  p90 ${q(0.9).toFixed(3)}  p99 ${q(0.99).toFixed(3)}  max ${q(1).toFixed(3)}  mean ${(sum / s.length).toFixed(3)}  total ${sum.toFixed(0)} ms`,
  );
}

const answers: Record<string, Record<string, unknown>> = {};
const routes = ['/api/school/query/detail/', '/api/school/query/base/', '/api/school/query/extra/', '/api/school/rank-history/'];
for (const route of routes) {
  const times: number[] = [];
  const mine: Record<string, unknown> = (answers[route] = {});
  for (const id of ids) {
    t = performance.now();
    const res = await app.inject({ method: 'GET', url: `${route}${id}` });
    times.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`${route}${id}: ${res.statusCode} ${res.body}`);
    mine[id] = res.json();
  }
  console.log(`${route.padEnd(34)} first request of all ${times[0]!.toFixed(1)} ms`);
  stats('  the other first requests', times.slice(1));
}
const compare = await app.inject({ method: 'GET', url: `/api/school/compare?ids=${ids.slice(0, 4).join(',')}&province=广东` });
answers.compare = { [ids.slice(0, 4).join(',')]: compare.json() };

// what the routes hold, loaded again one at a time (where the version of the code has them)
const held = app.readModels as unknown as Record<string, { of(id: string): Promise<unknown>; invalidate(): void } | undefined>;
for (const name of ['rankHistories', 'schoolContacts', 'schoolFacts']) {
  const model = held[name];
  if (!model) continue;
  const loads: number[] = [];
  for (let i = 0; i < 5; i++) {
    model.invalidate();
    t = performance.now();
    await model.of(ids[0]!);
    loads.push(performance.now() - t);
  }
  console.log(`load of ${name}: ${loads.map((ms) => ms.toFixed(0)).join(', ')} ms`);
}

if (answersFile) writeFileSync(answersFile, JSON.stringify(answers));
// closing the PGlite database can hang after this much work; nothing was written
process.exit(0);
