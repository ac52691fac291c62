import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
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
export async function createTestApp(overrides: { WEB_DIST?: string } = {}): Promise<TestApp> {
  const engine = process.env.TEST_DB_ENGINE ?? 'pglite';
  let database: Database;
  if (engine === 'postgres') {
    database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  } else {
    const snapshot = readFileSync(inject('pgliteSnapshot'));
    const pglite = await PGlite.create({ loadDataDir: new Blob([snapshot]), startParams: PGLITE_START_PARAMS });
    database = await openDatabase({ pglite });
  }
  const config = configSchema.parse({ LOG_LEVEL: 'silent', DATABASE_URL: process.env.DATABASE_URL, ...overrides });
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

/** An inject() response as the tests read it: the HTTP status and the parsed envelope. */
export function reply<T = unknown>(res: LightMyRequestResponse): { status: number; code: number; message: string; data: T } {
  return { status: res.statusCode, ...body<T>(res) };
}

/**
 * The app for the tests of one file: started before them, closed after them.
 * `get` and `post` send a request and return its status and envelope.
 */
export function useTestApp() {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());
  const started = (): TestApp => {
    if (!t) throw new Error('the test app starts in beforeAll');
    return t;
  };
  return {
    get app(): FastifyInstance {
      return started().app;
    },
    get database(): Database {
      return started().database;
    },
    get: async <T>(url: string) => reply<T>(await started().app.inject({ method: 'GET', url })),
    post: async <T>(url: string, payload?: unknown) =>
      reply<T>(await started().app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) })),
  };
}
