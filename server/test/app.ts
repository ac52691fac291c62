import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app';
import { openDatabase, PGLITE_START_PARAMS, type Database } from '../src/db/client';
import { configSchema } from '../src/platform/config';
import type { ViewerResolver } from '../src/platform/auth';
import { sql } from 'drizzle-orm';
import type { UserViewer, Viewer } from '@zhiyuan/domain';

/**
 * Viewers for tests of guards and policies, before and beside real sessions:
 * a test sends `authorization: test:<base64url of the viewer>` and the test
 * app's resolver trusts it. Only createTestApp passes this resolver; the
 * product never does.
 */
export const testViewers: ViewerResolver = {
  resolve: async (token) => {
    if (!token.startsWith('test:')) return null;
    return JSON.parse(Buffer.from(token.slice(5), 'base64url').toString('utf8')) as Viewer;
  },
};

export const tokenFor = (viewer: Viewer): string => `test:${Buffer.from(JSON.stringify(viewer)).toString('base64url')}`;

const user = (userId: string, roleId: UserViewer['roleId'], extra: Partial<UserViewer> = {}): UserViewer => ({
  kind: 'user',
  userId,
  roleId,
  roleTypes: [roleId],
  vip: false,
  cardType: null,
  province: '广东',
  year: 2026,
  ...extra,
});

/** One viewer of each kind the authorization tests call as. */
export const VIEWERS = {
  student: user('test-student', 1),
  vipStudent: user('test-vip-student', 1, { vip: true, cardType: 1 }),
  planner: user('test-planner', 2),
  admin: user('test-admin', 3),
} as const;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** A database on the engine of this test project: PGlite from the prepared snapshot, or DATABASE_URL. */
export async function openTestDatabase(): Promise<Database> {
  const engine = process.env.TEST_DB_ENGINE ?? 'pglite';
  let database: Database;
  if (engine === 'postgres') {
    database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  } else {
    const snapshot = readFileSync(inject('pgliteSnapshot'));
    const pglite = await PGlite.create({ loadDataDir: new Blob([snapshot]), startParams: PGLITE_START_PARAMS });
    database = await openDatabase({ pglite });
  }
  return database;
}

/** A database a test may write to without disturbing the other test files. */
export interface ScratchDatabase {
  /** Opens a connection to it (two apps on one database each open their own) */
  open(): Promise<Database>;
  /** Removes it */
  drop(): Promise<void>;
}

/**
 * On PGlite, a fresh instance from the snapshot (each test file has its own
 * anyway); on PostgreSQL, a fresh schema with every table of the shared one,
 * holding a copy of the rows of the tables named.
 */
export async function scratchDatabase(copy: readonly string[]): Promise<ScratchDatabase> {
  if ((process.env.TEST_DB_ENGINE ?? 'pglite') !== 'postgres') {
    const opened: Database[] = [];
    return {
      open: async () => {
        if (opened.length) throw new Error('a PGlite database has one connection: open it once');
        const database = await openTestDatabase();
        opened.push(database);
        return database;
      },
      drop: async () => void (await Promise.all(opened.map((d) => d.close()))),
    };
  }
  const schema = `test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  const opened: Database[] = [];
  try {
    const tables = (await admin.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`)) as unknown as { rows: { tablename: string }[] };
    await admin.db.execute(sql`create schema ${sql.identifier(schema)}`);
    for (const { tablename } of tables.rows) {
      const target = sql`${sql.identifier(schema)}.${sql.identifier(tablename)}`;
      await admin.db.execute(sql`create table ${target} (like public.${sql.identifier(tablename)} including all)`);
      if (copy.includes(tablename)) await admin.db.execute(sql`insert into ${target} select * from public.${sql.identifier(tablename)}`);
    }
  } catch (err) {
    await admin.close();
    throw err;
  }
  const url = new URL(process.env.DATABASE_URL!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    open: async () => {
      const database = await openDatabase({ databaseUrl: url.toString() });
      opened.push(database);
      return database;
    },
    drop: async () => {
      await Promise.all(opened.map((d) => d.close()));
      await admin.db.execute(sql`drop schema if exists ${sql.identifier(schema)} cascade`);
      await admin.close();
    },
  };
}

/**
 * The app on the engine of this test project: PGlite loaded from the prepared
 * snapshot, or the PostgreSQL server at DATABASE_URL (api-postgres project).
 */
export async function createTestApp(
  overrides: Record<string, string | undefined> = {},
  /** null: the product's own resolver, the sessions in the database */
  viewerResolver: ViewerResolver | null = testViewers,
  options: Omit<BuildOptions, 'database' | 'viewerResolver'> & {
    /** Another database than the engine's shared one (a fresh schema); the caller closes it */
    own?: Database;
  } = {},
): Promise<TestApp> {
  const { own, ...buildOptions } = options;
  const database = own ?? (await openTestDatabase());
  // rate limits off unless a test turns them on: API tests log in and search far more often than a person (rate-limit.test.ts tests them)
  const config = configSchema.parse({ LOG_LEVEL: 'silent', DATABASE_URL: process.env.DATABASE_URL, RATE_LIMIT_ENABLED: 'false', ...overrides });
  // null: the product's own resolver, the sessions in the database
  const app = await buildApp(config, { database, ...buildOptions, ...(viewerResolver ? { viewerResolver } : {}) });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      if (!own) await database.close();
    },
  };
}

const headersFor = (as: Viewer | undefined): Record<string, string> => (as ? { authorization: tokenFor(as) } : {});

/** A path with its query string: `withQuery('/api/x', { province: '广东' })`. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = Object.entries(query).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]]));
  return params.length ? `${path}?${new URLSearchParams(params).toString()}` : path;
}

/** Percent-encodes what a browser would (Chinese in a hand-written URL), leaving %XX escapes as they are. */
const encodeUrl = (url: string) => url.replace(/[^\x21-\x7e]+/g, (text) => encodeURIComponent(text));

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
 * `get` and `post` send a request (as a viewer, when given) and return its
 * status and envelope: the one style of the API tests.
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
    get: async <T>(url: string, as?: Viewer) =>
      reply<T>(await started().app.inject({ method: 'GET', url: encodeUrl(url), headers: headersFor(as) })),
    post: async <T>(url: string, payload?: unknown, as?: Viewer) =>
      reply<T>(
        await started().app.inject({
          method: 'POST',
          url: encodeUrl(url),
          headers: headersFor(as),
          ...(payload === undefined ? {} : { payload: payload as object }),
        }),
      ),
  };
}
