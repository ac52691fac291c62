/**
 * Faults (issue 15 point 6): the server SIGKILLed in the middle of a large
 * staff import, or of a 志愿表 save, leaves the data wholly as before; run
 * again to the end, wholly as after. The writing runs in a child process (test/faults/child.ts) on a
 * PGlite data directory, and on a throwaway PostgreSQL database when one is
 * reachable; the test waits for the child to say it is writing inside the
 * transaction, kills it, reopens the same data and compares counts and a
 * checksum.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { reachable } from '../../test/faults/proxy';
import { FAULT_PROVINCE, FAULT_YEAR } from '../../test/faults/child';

const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CHILD = join(SERVER_DIR, 'test', 'faults', 'child.ts');
const PG_URL = process.env.FAULTS_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pgTarget = new URL(PG_URL);
const pgUp = await reachable(pgTarget.hostname, Number(pgTarget.port || 5432));
// these tests open their own databases: once is enough when the suite also runs on PostgreSQL
const onPglite = (process.env.TEST_DB_ENGINE ?? 'pglite') === 'pglite';

interface Outcome {
  code: number | null;
  signal: NodeJS.Signals | null;
  said: string[];
  stderr: string;
}

/** Runs child.ts with the env given; with `killAt`, SIGKILLs it as soon as it prints that line. */
function runChild(args: string[], env: Record<string, string>, killAt?: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    // node with the tsx loader, not the tsx CLI: one process, so the kill reaches the one writing
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, ...args], {
      cwd: SERVER_DIR,
      env: { ...process.env, ...env, DATABASE_URL: env.DATABASE_URL ?? '', ...(killAt ? { FAULT_HOLD_AFTER_WRITING: '1' } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const said: string[] = [];
    let stderr = '';
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        said.push(line.trim());
        if (killAt && line.trim() === killAt) child.kill('SIGKILL');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal, said, stderr }));
  });
}

/** The fault-test rank tables as they stand: how many rows, and a checksum of every row's content. */
async function snapshotOf(database: Database): Promise<{ rows: number; checksum: string; staffSource: number }> {
  const result = (await database.db.execute(sql`
    select count(*)::int as rows,
           coalesce(md5(string_agg(track || ':' || score || ':' || coalesce(count, -1) || ':' || cumulative || ':' || source_id, ',' order by track, score)), '') as checksum,
           (select count(*)::int from sources where id = 'staff-import') as staff_source
      from rank_tables where province = ${FAULT_PROVINCE} and year = ${FAULT_YEAR} and track like '故障测试类%'`)) as unknown as {
    rows: { rows: number; checksum: string; staff_source: number }[];
  };
  const row = result.rows[0]!;
  return { rows: row.rows, checksum: row.checksum, staffSource: row.staff_source };
}

/** A 志愿表 as it stands: its name and a checksum of its entries, with the names the entries carry. */
async function listOf(database: Database, listId: string) {
  const result = (await database.db.execute(sql`
    select l.name,
           (select count(*)::int from preference_entries e where e.list_id = l.id) as entries,
           (select coalesce(md5(string_agg(e.position || ':' || e.unit_id || ':' || e.school_name || ':' || e.majors::text || ':' || e.adjust, ',' order by e.position)), '')
              from preference_entries e where e.list_id = l.id) as checksum,
           (select array_agg(distinct split_part(e.unit_id, '-', 1)) from preference_entries e where e.list_id = l.id) as written_by
      from preference_lists l where l.id = ${Number(listId)}`)) as unknown as {
    rows: { name: string; entries: number; checksum: string; written_by: string[] | null }[];
  };
  return result.rows[0]!;
}

/** The kill test on one engine: `env` points the child at the database, `open` opens it in this process. */
function killTests(env: () => Record<string, string>, open: () => Promise<Database>) {
  const look = async () => {
    const database = await open();
    try {
      return await snapshotOf(database);
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    const setup = await runChild(['setup'], env());
    expect(setup.said, setup.stderr).toContain('DONE');
  }, 180_000);

  it('a staff import killed mid-transaction leaves the data wholly as before; run to the end, wholly as after', async () => {
    const before = await look();
    expect(before.rows).toBe(3 * 701);

    const killed = await runChild(['import', 'after'], env(), 'WRITING');
    expect(killed.signal, killed.stderr).toBe('SIGKILL');
    expect(killed.said).toContain('WRITING');
    expect(killed.said).not.toContain('DONE');
    expect(await look()).toEqual(before);

    // the same import, not interrupted: the whole file, every old row replaced
    const finished = await runChild(['import', 'after'], env());
    expect(finished.said, finished.stderr).toContain('DONE');
    const after = await look();
    expect(after.rows).toBe(30 * 701);
    expect(after.checksum).not.toBe(before.checksum);

    // killed again while replacing "after" with other counts: still wholly "after"
    const again = await runChild(['import', 'again'], env(), 'WRITING');
    expect(again.signal).toBe('SIGKILL');
    expect(await look()).toEqual(after);
  }, 300_000);

  it('a 志愿表 save killed mid-transaction leaves the list wholly as before; saved to the end, wholly as after', async () => {
    const setup = await runChild(['save-setup'], env());
    const ids = setup.said.map((l) => /^LIST (\d+) STUDENT (\d+)$/.exec(l)).find(Boolean);
    expect(ids, setup.stderr).toBeTruthy();
    const [, listId, studentId] = ids!;
    const read = async () => {
      const database = await open();
      try {
        return await listOf(database, listId!);
      } finally {
        await database.close();
      }
    };
    const before = await read();
    expect(before).toMatchObject({ name: '保存前', written_by: ['保存前'] });
    expect(before.entries).toBeGreaterThanOrEqual(30);

    // killed once the header is updated and the old entries deleted, as the new ones are sent
    const killed = await runChild(['save', listId!, studentId!, '保存后'], env(), 'WRITING');
    expect(killed.signal, killed.stderr).toBe('SIGKILL');
    expect(killed.said).not.toContain('DONE');
    expect(await read()).toEqual(before);

    const finished = await runChild(['save', listId!, studentId!, '保存后'], env());
    expect(finished.said, finished.stderr).toContain('DONE');
    const after = await read();
    expect(after).toMatchObject({ name: '保存后', entries: before.entries, written_by: ['保存后'] });

    const again = await runChild(['save', listId!, studentId!, '再次保存'], env(), 'WRITING');
    expect(again.signal).toBe('SIGKILL');
    expect(await read()).toEqual(after);
  }, 300_000);
}

describe.skipIf(!onPglite)('SIGKILL during a write, PGlite data directory', () => {
  let dir: string;
  beforeAll(() => void (dir = mkdtempSync(join(tmpdir(), 'zhiyuan-faults-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  killTests(
    () => ({ DATA_DIR: dir }),
    () => openDatabase({ dataDir: dir }),
  );
});

describe.skipIf(!pgUp || !onPglite)('SIGKILL during a write, PostgreSQL', () => {
  const dbName = `zhiyuan_faults_kill_${process.pid}`;
  const url = new URL(PG_URL);
  url.pathname = `/${dbName}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  beforeAll(async () => {
    await admin.connect();
    await admin.query(`drop database if exists ${dbName}`);
    await admin.query(`create database ${dbName}`);
  });
  afterAll(async () => {
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
    await admin.end();
  });
  killTests(
    () => ({ DATABASE_URL: url.toString() }),
    () => openDatabase({ databaseUrl: url.toString() }),
  );
});
