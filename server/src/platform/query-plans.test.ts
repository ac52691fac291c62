/**
 * The hot paths' query plans on PostgreSQL (issue 15 point 4): the SQL each
 * hot route runs is recorded, then EXPLAINed with its own parameters; no plan
 * may read a table of over 10k rows by a sequential scan. What the read models
 * answer from memory (a cached index) runs no SQL and so passes by itself.
 * Runs in the api-postgres project (DATABASE_URL); skipped on PGlite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../db/schema';
import type { Database, Db } from '../db/client';
import { createTestApp, tokenFor, VIEWERS, type TestApp } from '../../test/app';

const ON_POSTGRES = process.env.TEST_DB_ENGINE === 'postgres' && !!process.env.DATABASE_URL;
const LARGE = 10_000;

interface Recorded {
  text: string;
  values: unknown[];
}

/** The hot paths: what a student does most, on the largest tables. */
const HOT_PATHS: { name: string; method: 'GET' | 'POST'; url: string; body?: object; as?: keyof typeof VIEWERS }[] = [
  { name: 'school list by name and filters', method: 'POST', url: '/api/school/query', body: { name: '大学', province: '广东', page: 1, pageSize: 20 } },
  { name: 'school list by major (开设专业)', method: 'POST', url: '/api/school/query', body: { majorId: '080901', page: 1, pageSize: 20 } },
  { name: 'school score lines', method: 'POST', url: '/api/score-line/school', body: { schoolId: '4144010558', province: '广东', year: 2024, subjectSelection: '物理类' } },
  { name: 'major score lines', method: 'POST', url: '/api/score-line/major', body: { page: 1, pageSize: 100, schoolId: '4144010558', province: '广东', year: 2025, subject: '物理类', batch: '本科批' } },
  { name: 'plans by school', method: 'POST', url: '/api/admission-plan/query', body: { page: 1, pageSize: 100, schoolId: '4144010558', province: '广东', year: 2024 } },
  { name: 'schools offering a major', method: 'GET', url: '/api/majors/schools/080901' },
  { name: 'rank lookup', method: 'POST', url: '/api/batch-lines/get-score', body: { province: '广东', year: 2025, subject: '物理类', rank: 26500 } },
  { name: 'same score', method: 'POST', url: '/api/batch-lines/same-score-info', body: { province: '广东', year: 2025, subject: '物理类', score: 600, page: 1, pageSize: 10 } },
  { name: 'majors search', method: 'GET', url: `/api/majors/search?level=1&query=${encodeURIComponent('计算机')}` },
  { name: 'site search', method: 'GET', url: `/api/search?q=${encodeURIComponent('北京')}` },
  { name: 'staff student list', method: 'GET', url: '/api/planner/students?page=1&pageSize=20', as: 'admin' },
];

describe.skipIf(!ON_POSTGRES)('hot-path query plans on PostgreSQL', () => {
  let pool: pg.Pool;
  let t: TestApp;
  let recording: Recorded[] | null = null;
  const sizes = new Map<string, number>();
  let recorded = 0;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
    const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
    (pool as unknown as { query: unknown }).query = (...args: unknown[]) => {
      const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
      if (recording) {
        const text = typeof first === 'string' ? first : first.text;
        const values = (typeof first === 'string' ? second : (first.values ?? second)) ?? [];
        if (/^\s*select/i.test(text)) recording.push({ text, values });
      }
      return query(...args);
    };
    const db = drizzle({ client: pool, schema }) as unknown as Db;
    const own: Database = { db, engine: 'postgresql', migrate: async () => undefined, close: () => pool.end() };
    t = await createTestApp({}, undefined, { own });
    await pool.query('analyze');
    const rows = await pool.query<{ relname: string; n: string }>(
      `select c.relname, c.reltuples::bigint as n from pg_class c join pg_namespace s on s.oid = c.relnamespace where c.relkind = 'r' and s.nspname = current_schema()`,
    );
    for (const r of rows.rows) sizes.set(r.relname, Number(r.n));
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await pool?.end();
  });

  /** The sequential scans of a plan on tables over LARGE rows. */
  function seqScans(plan: Record<string, unknown>): string[] {
    const here = plan['Node Type'] === 'Seq Scan' && (sizes.get(String(plan['Relation Name'])) ?? 0) > LARGE ? [String(plan['Relation Name'])] : [];
    const children = (plan.Plans as Record<string, unknown>[] | undefined) ?? [];
    return [...here, ...children.flatMap(seqScans)];
  }

  for (const path of HOT_PATHS) {
    it(`${path.name}: no sequential scan of a table over 10k rows`, async () => {
      const send = () =>
        t.app.inject({
          method: path.method,
          url: path.url,
          ...(path.body ? { payload: path.body } : {}),
          headers: path.as ? { authorization: tokenFor(VIEWERS[path.as]) } : {},
        });
      // the first call may build a read model (one full read, then answers from memory): the plans that matter are the steady state's
      await send();
      recording = [];
      const res = await send();
      const queries = recording;
      recording = null;
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      recorded += queries.length;
      for (const q of queries) {
        const explained = await pool.query<{ 'QUERY PLAN': { Plan: Record<string, unknown> }[] }>(`explain (format json) ${q.text}`, q.values);
        const plan = explained.rows[0]!['QUERY PLAN'][0]!.Plan;
        expect(seqScans(plan), q.text).toEqual([]);
      }
    });
  }

  it('the check sees a sequential scan where there is one, and the hot paths did run SQL', async () => {
    const explained = await pool.query<{ 'QUERY PLAN': { Plan: Record<string, unknown> }[] }>(
      `explain (format json) select * from rank_tables where count + cumulative = $1`,
      [12345],
    );
    expect(seqScans(explained.rows[0]!['QUERY PLAN'][0]!.Plan)).toEqual(['rank_tables']);
    expect(recorded).toBeGreaterThan(0);
  });
});
