/**
 * The server's writing code in a process a test can SIGKILL (faults.kill.test.ts).
 *
 *   tsx child.ts setup              migrations, the provinces, and the "before" rank tables
 *   tsx child.ts import <variant>   a staff 一分一段表 import of many rows (one transaction)
 *   tsx child.ts save-setup         a student and their 志愿表 (prints LIST <id> STUDENT <id>)
 *   tsx child.ts save <list> <student> <name>   that 志愿表 saved whole again through saveList
 *
 * The database is PGlite under DATA_DIR, or PostgreSQL at DATABASE_URL. Once
 * the transaction has written a few statements the child prints WRITING, so
 * the test kills it mid-transaction; at the end it prints DONE.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import * as schema from '../../src/db/schema';
import type { FastifyInstance } from 'fastify';
import type { UserViewer } from '@zhiyuan/domain';
import { openDatabase, PGLITE_START_PARAMS, type Database, type Db } from '../../src/db/client';
import { buildApp } from '../../src/app';
import { configSchema } from '../../src/platform/config';
import { saveList, type SaveInput } from '../../src/features/preferences/lists';
import { DATASETS, importDatasets } from '../../src/db/import';
import { ProvinceDirectory } from '../../src/platform/read-models/provinces';
import { importContext, importTable } from '../../src/features/staff/import';
import type { TableLine } from '../../src/platform/table-import';

export const FAULT_PROVINCE = '湖北';
export const FAULT_YEAR = 2024;
/** Special 科类 (they name no ordinary track, so any exam model takes them): one rank table each */
export const faultTracks = (n: number) => Array.from({ length: n }, (_, i) => `故障测试类${String(i + 1).padStart(2, '0')}`);

/** A rank-table file: `tracks` tables of 701 scores (700…0), cumulative counts growing by `step`. */
export function rankFile(tracks: readonly string[], step: number): TableLine[] {
  const lines: TableLine[] = [{ line: 1, cells: ['省份', '年份', '科类', '分数', '人数', '累计人数'] }];
  for (const track of tracks)
    for (let score = 700; score >= 0; score--) {
      const cumulative = (701 - score) * step;
      lines.push({ line: lines.length + 1, cells: [FAULT_PROVINCE, String(FAULT_YEAR), track, String(score), String(step), String(cumulative)] });
    }
  return lines;
}

/** What the test variants write: "before" is the state a kill must leave; "after" replaces it and adds more. */
export const VARIANTS = {
  before: () => rankFile(faultTracks(3), 7),
  after: () => rankFile(faultTracks(30), 11),
  again: () => rankFile(faultTracks(30), 13),
} as const;
type Variant = keyof typeof VARIANTS;

const say = (line: string) => process.stdout.write(`${line}\n`);

/** Says WRITING when the `nth` statement matching `pattern` is sent (the ones before it are written, in the open transaction). */
function markerLogger(pattern: RegExp, nth: number): Logger {
  let seen = 0;
  return {
    logQuery(query) {
      if (pattern.test(query) && ++seen === nth) {
        say('WRITING');
        // the test kills us now: hold this statement (and the open transaction) until it does, so
        // the kill lands mid-transaction however fast the rest would run (stdout to a pipe is synchronous)
        if (process.env.FAULT_HOLD_AFTER_WRITING) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000);
      }
    },
  };
}

/** The database as the server opens it, with a logger that sees every statement. */
async function open(logger?: Logger): Promise<Database> {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
    const db = drizzlePg({ client: pool, schema, ...(logger ? { logger } : {}) }) as unknown as Db;
    return { db, engine: 'postgresql', migrate: async () => undefined, close: () => pool.end() };
  }
  const dir = resolve(process.env.DATA_DIR ?? '.data', 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { startParams: PGLITE_START_PARAMS });
  const db = drizzlePglite({ client, schema, ...(logger ? { logger } : {}) }) as unknown as Db;
  return { db, engine: 'pglite', migrate: async () => undefined, close: () => client.close() };
}

export const SAVE_PROVINCE = '广东';
export const SAVE_YEAR = 2025;

const studentViewer = (userId: string): UserViewer => ({
  kind: 'user',
  userId,
  roleId: 1,
  roleTypes: [1],
  vip: false,
  cardType: null,
  province: SAVE_PROVINCE,
  year: SAVE_YEAR,
});

/** The app as the server builds it, on this database (the read models and rules saveList uses). */
async function appOn(database: Database): Promise<FastifyInstance> {
  const config = configSchema.parse({ LOG_LEVEL: 'silent', RATE_LIMIT_ENABLED: 'false', DATABASE_URL: process.env.DATABASE_URL || undefined });
  const app = await buildApp(config, { database });
  await app.ready();
  return app;
}

/** A 志愿表 of as many 志愿 as the main batch takes, named `name`, each entry carrying it (so a mix would show). */
async function fullList(app: FastifyInstance, name: string, id?: string): Promise<SaveInput> {
  const rule = await app.readModels.admissionRules.of(SAVE_PROVINCE, SAVE_YEAR);
  const n = rule.mainBatch?.maxChoices ?? 30;
  return {
    ...(id ? { id } : {}),
    name,
    createdType: 2,
    province: SAVE_PROVINCE,
    year: SAVE_YEAR,
    batch: rule.mainBatch?.batch ?? '本科',
    track: '物理类',
    subjects: ['物理', '化学', '生物'],
    score: 600,
    rank: 20000,
    scoreId: null,
    entries: Array.from({ length: n }, (_, i) => ({
      unitId: `${name}-${i + 1}`,
      schoolName: `${name}院校${i + 1}`,
      moeCode: null,
      schoolCode: null,
      groupCode: String(100 + i),
      majorName: null,
      majorCode: null,
      majors: [`${name}专业${i + 1}`],
      adjust: i % 2 === 0,
      tier: null,
      probability: null,
    })),
  };
}

async function staffImport(db: Db, lines: TableLine[]): Promise<void> {
  const ctx = await importContext(db, await new ProvinceDirectory(db).list());
  const result = await importTable(db, 'rank_tables', { lines, errors: [] }, ctx);
  if ('errors' in result) throw new Error(`import refused: ${JSON.stringify(result.errors.slice(0, 3))}`);
}

async function main(): Promise<void> {
  const [mode, variant] = process.argv.slice(2);
  if (mode === 'setup') {
    const database = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: process.env.DATA_DIR ?? '.data' });
    await database.migrate();
    await importDatasets(
      database.db,
      DATASETS.filter((d) => ['sources', 'provinces', 'province_rules'].includes(d.name)),
    );
    await staffImport(database.db, VARIANTS.before());
    await database.close();
  } else if (mode === 'import' && variant && variant in VARIANTS) {
    const { db, close } = await open(markerLogger(/^insert into "rank_tables"/i, 3));
    await staffImport(db, VARIANTS[variant as Variant]());
    await close();
  } else if (mode === 'save-setup') {
    const database = await open();
    const [student] = await database.db.insert(schema.users).values({ tel: '13900000000' }).returning({ id: schema.users.id });
    const app = await appOn(database);
    const viewer = studentViewer(String(student!.id));
    const saved = await saveList(app, viewer, await fullList(app, '保存前'));
    say(`LIST ${saved.id} STUDENT ${student!.id}`);
    await app.close();
    await database.close().catch(() => undefined);
  } else if (mode === 'save' && process.argv.length >= 6) {
    const [listId, studentId, name] = process.argv.slice(3);
    // the transaction has updated the header and deleted the old entries when the new ones are sent
    const database = await open(markerLogger(/^insert into "preference_entries"/i, 1));
    const app = await appOn(database);
    await saveList(app, studentViewer(studentId!), await fullList(app, name!, listId));
    await app.close();
    await database.close().catch(() => undefined);
  } else throw new Error(`usage: child.ts setup | import before|after|again (got ${mode} ${variant})`);
  say('DONE');
}

// the test imports the constants above; only `node child.ts` runs
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
