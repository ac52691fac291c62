import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, PGLITE_START_PARAMS, type Database } from '../src/db/client';
import { configSchema } from '../src/platform/config';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * The app on the engine of this test project: PGlite loaded from the prepared
 * snapshot, or the PostgreSQL server at DATABASE_URL (api-postgres project).
 */
export async function createTestApp(): Promise<TestApp> {
  const engine = process.env.TEST_DB_ENGINE ?? 'pglite';
  let database: Database;
  if (engine === 'postgres') {
    database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  } else {
    const snapshot = readFileSync(inject('pgliteSnapshot'));
    const pglite = await PGlite.create({ loadDataDir: new Blob([snapshot]), startParams: PGLITE_START_PARAMS });
    database = await openDatabase({ pglite });
  }
  const config = configSchema.parse({ LOG_LEVEL: 'silent', DATABASE_URL: process.env.DATABASE_URL });
  const app = await buildApp(config, { database });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Parses an inject() response body as the envelope. */
export function body<T = unknown>(res: { body: string }): { code: number; message: string; data: T } {
  return JSON.parse(res.body) as { code: number; message: string; data: T };
}
