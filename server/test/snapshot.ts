import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, renameSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, MIGRATIONS_DIR, PGLITE_START_PARAMS } from '../src/db/client';
import { DATASETS, importAll } from '../src/db/import';

const SNAPSHOT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '.test-snapshot');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );
}

const DB_CODE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'db');

/** Key of a snapshot: the migrations, the importer's code and every dataset file it was built from. */
function snapshotKey(): string {
  const hash = createHash('sha256');
  hash.update(PGLITE_START_PARAMS.join(' '));
  const files = [...filesUnder(MIGRATIONS_DIR).sort(), ...filesUnder(DB_CODE_DIR).sort(), ...DATASETS.flatMap((d) => d.files)];
  for (const f of files) hash.update(readFileSync(f));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A PGlite data directory with migrations applied and data/ imported, dumped
 * once and reused (initdb and the import take seconds; loading a dump is fast).
 */
export async function preparePgliteSnapshot(): Promise<string> {
  const file = join(SNAPSHOT_DIR, `pglite-${snapshotKey()}.tar.gz`);
  if (existsSync(file)) return file;
  const pglite = await PGlite.create({ startParams: PGLITE_START_PARAMS });
  const database = await openDatabase({ pglite });
  await database.migrate();
  await importAll(database.db);
  const dump = await pglite.dumpDataDir('gzip');
  await database.close();
  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  // older snapshots are of code or data that no longer exists
  for (const old of readdirSync(SNAPSHOT_DIR)) if (old.startsWith('pglite-')) rmSync(join(SNAPSHOT_DIR, old), { force: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file);
  return file;
}

/** Migrates and imports into the PostgreSQL server at `url` (idempotent). */
export async function preparePostgres(url: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: url });
  try {
    await database.migrate();
    await importAll(database.db);
  } finally {
    await database.close();
  }
}
