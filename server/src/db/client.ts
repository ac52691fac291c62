import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './data-dir-lock';
import { MIGRATIONS_DIR, PGLITE_START_PARAMS } from './pglite-params';
import { loadTemplate } from './pglite-template';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the code sees, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = 'pglite' | 'postgresql';

export interface Database {
  db: Db;
  engine: Engine;
  /** Applies the SQL migrations in server/drizzle */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

// where they were first written: the tests, the importer and the bench import them from here
export { MIGRATIONS_DIR, PGLITE_START_PARAMS };

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** Told whether a fresh data directory was filled from the prebuilt empty database, and if not, why */
  onTemplate?: (used: boolean, why?: string) => void;
  /** An existing PGlite (tests load one from a snapshot) */
  pglite?: PGlite;
}

/**
 * Opens PGlite on `dir`. An empty directory is a first start: it is filled from
 * the prebuilt empty database when one was made by this PGlite
 * (pglite-template.ts, decision 012), else PGlite runs initdb itself.
 */
async function createPglite(dir: string, onTemplate?: (used: boolean, why?: string) => void): Promise<PGlite> {
  if (readdirSync(dir).length === 0) {
    const template = loadTemplate();
    if ('tar' in template) {
      try {
        const pglite = await PGlite.create(dir, { startParams: PGLITE_START_PARAMS, loadDataDir: template.tar });
        onTemplate?.(true);
        return pglite;
      } catch (err) {
        // the directory was empty: what the failed load wrote goes, and initdb runs as without a template
        for (const entry of readdirSync(dir)) rmSync(join(dir, entry), { recursive: true, force: true });
        onTemplate?.(false, err instanceof Error ? err.message : String(err));
      }
    } else onTemplate?.(false, template.unusable);
  }
  return PGlite.create(dir, { startParams: PGLITE_START_PARAMS });
}

/** PostgreSQL through `pg` when a URL is given, else PGlite persisted under DATA_DIR. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // pg and its Drizzle driver load only here: a start on PGlite does not pay for them (decision 012)
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    // a server that stops answering fails a new connection after 5 s instead of holding the request
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // an idle connection dropped by the server (restart, network) is discarded by the pool and the next
    // query opens a new one; without a listener its 'error' event would end the process
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      engine: 'postgresql',
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  let client = options.pglite;
  let unlock = () => {};
  if (!client) {
    const dataDir = resolve(options.dataDir ?? '.data');
    const dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dataDir);
    try {
      client = await createPglite(dir, options.onTemplate);
    } catch (err) {
      unlock();
      throw err;
    }
  }
  const pglite = client;
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      if (!pglite.closed) await pglite.close();
      unlock();
    },
  };
}
