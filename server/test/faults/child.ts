/**
 * The server's writing code in a process a test can SIGKILL (faults.kill.test.ts).
 *
 *   tsx child.ts setup              migrations, the provinces, and the "before" rank tables
 *   tsx child.ts import <variant>   a staff 一分一段表 import of many rows (one transaction)
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
import { openDatabase, PGLITE_START_PARAMS, type Db } from '../../src/db/client';
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

/** Counts the INSERTs into rank_tables and says WRITING after the third (two are written, in the open transaction). */
function markerLogger(): Logger {
  let inserts = 0;
  return {
    logQuery(query) {
      if (/^insert into "rank_tables"/i.test(query) && ++inserts === 3) say('WRITING');
    },
  };
}

async function open(logger?: Logger): Promise<{ db: Db; close(): Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
    return { db: drizzlePg({ client: pool, schema, ...(logger ? { logger } : {}) }) as unknown as Db, close: () => pool.end() };
  }
  const dir = resolve(process.env.DATA_DIR ?? '.data', 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { startParams: PGLITE_START_PARAMS });
  return { db: drizzlePglite({ client, schema, ...(logger ? { logger } : {}) }) as unknown as Db, close: () => client.close() };
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
      DATASETS.filter((d) => d.name === 'sources' || d.name === 'provinces'),
    );
    await staffImport(database.db, VARIANTS.before());
    await database.close();
  } else if (mode === 'import' && variant && variant in VARIANTS) {
    const { db, close } = await open(markerLogger());
    await staffImport(db, VARIANTS[variant as Variant]());
    await close();
  } else throw new Error(`usage: child.ts setup | import before|after|again (got ${mode} ${variant})`);
  say('DONE');
}

// the test imports the constants above; only `node child.ts` runs
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
