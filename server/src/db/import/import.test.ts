import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { DataFileError, readRankTables } from '@zhiyuan/data';
import { createTestApp, type TestApp } from '../../../test/app';
import { batchLines, rankTables, schoolRanks, schoolScoreLines, sources } from '../schema';
import { bulkInsert, columnsOf, knownSourceIds, replaceTable } from './bulk';
import { readAdmissionFile } from './read';
import { loadAdmissionFile } from './admissions';
import { DATASETS, importAll } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

class Rollback extends Error {}

describe('importAll', () => {
  it('changes nothing on a second run: every dataset is unchanged', async () => {
    const results = await importAll(t.database.db);
    expect(results.map((r) => r.dataset)).toEqual(DATASETS.map((d) => d.name));
    expect(results.filter((r) => r.status !== 'unchanged')).toEqual([]);
  });

  it('loaded every row of every admission file, each citing a known source', async () => {
    const db = t.database.db;
    const [lines] = await db.select({ n: count() }).from(schoolScoreLines);
    expect(lines!.n).toBe(249_911);
    const orphans = await db.execute(sql`select count(*)::int as n from ${schoolScoreLines} l left join ${sources} s on s.id = l.source_id where s.id is null`);
    expect((orphans as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('feeds school_ranks from the ranking files: 清华大学 软科 2026 主榜 1', async () => {
    const ranks = await t.database.db.select().from(schoolRanks).where(eq(schoolRanks.moeCode, '4111010003'));
    expect(ranks.find((r) => r.system === '软科' && r.year === 2026)).toMatchObject({ list: '主榜', rank: '1', rankValue: 1 });
    expect(ranks.map((r) => `${r.system} ${r.year}`).sort()).toEqual(['ARWU 2024', 'QS 2024', 'QS 2025', '软科 2023', '软科 2025', '软科 2026']);
  });
});

describe('a malformed file', () => {
  it('is refused with its file, line and field, and the table keeps its rows', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zhiyuan-import-'));
    const file = join(dir, 'rank_tables.csv.gz');
    writeFileSync(
      file,
      gzipSync('province,year,track,score,score_label,count,cumulative,source_id,quality\n广东,2025,物理类,600,,760,26988,nowhere,ok\n'),
    );
    const db = t.database.db;
    const [before] = await db.select({ n: count() }).from(rankTables);
    const attempt = db.transaction(async (tx) => replaceTable(tx, rankTables, readRankTables({ file, sourceIds: await knownSourceIds(tx) })));
    await expect(attempt).rejects.toBeInstanceOf(DataFileError);
    await expect(attempt).rejects.toMatchObject({ line: 2, field: 'source_id', message: 'rank_tables.csv.gz 第2行 字段 source_id：来源编号不存在：nowhere' });
    const [after] = await db.select({ n: count() }).from(rankTables);
    expect(after!.n).toBe(before!.n);
  });
});

describe('a changed admission file', () => {
  const RANK_HEADER = 'province,year,track,score,score_label,count,cumulative,source_id,quality';
  const attempt = (text: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'zhiyuan-load-'));
    const file = join(dir, 'rank_tables.csv.gz');
    writeFileSync(file, gzipSync(text));
    return t.database.db.transaction(async (tx) => loadAdmissionFile(tx, 'rank_tables', rankTables, { file }));
  };

  it('is read row by row (it is not the file data:build validated): a value the database would take is still refused by line and field', async () => {
    const db = t.database.db;
    const [before] = await db.select({ n: count() }).from(rankTables);
    const load = attempt(`${RANK_HEADER}\n广东,2025,物理类,600,,760,26988,bcur-2026,ok\n广州,2025,物理类,599,,700,27688,bcur-2026,ok\n`);
    await expect(load).rejects.toBeInstanceOf(DataFileError);
    await expect(load).rejects.toMatchObject({ line: 3, field: 'province', message: 'rank_tables.csv.gz 第3行 字段 province：未知省份：广州' });
    const [after] = await db.select({ n: count() }).from(rankTables);
    expect(after!.n).toBe(before!.n);
  });

  it('that the database cannot read either gets the reader’s message, not the database’s', async () => {
    await expect(attempt(`${RANK_HEADER}\n广东,2025,物理类,600,,七百,26988,bcur-2026,ok\n`)).rejects.toMatchObject({
      message: 'rank_tables.csv.gz 第2行 字段 count：不是整数：七百',
    });
  });
});

describe('the read worker', () => {
  it('reads and encodes an admission file in a worker thread, in batches', async () => {
    const ids = await knownSourceIds(t.database.db as never);
    let rows = 0;
    let batches = 0;
    for await (const b of readAdmissionFile('batch_lines', ids, columnsOf(batchLines), 1_000, 'batch_lines')) {
      rows += b.rows;
      batches++;
      expect(b.literals).toHaveLength(columnsOf(batchLines).length);
    }
    expect({ rows, batches }).toEqual({ rows: 7_179, batches: 8 });
  });

  it('passes a malformed file’s DataFileError back with its file, line and field', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zhiyuan-worker-'));
    const file = join(dir, 'batch_lines.csv.gz');
    writeFileSync(file, gzipSync('province,year,track,batch,score,professional_score,ambiguous,source_id,quality\n北京,2024,理科,本科批,abc,,0,bcur-2026,ok\n'));
    const read = async () => {
      for await (const _ of readAdmissionFile('batch_lines', new Set(['bcur-2026']), columnsOf(batchLines), 1_000, 'batch_lines', file)) void _;
    };
    await expect(read()).rejects.toBeInstanceOf(DataFileError);
    await expect(read()).rejects.toMatchObject({ line: 2, field: 'score', message: 'batch_lines.csv.gz 第2行 字段 score：不是数字：abc' });
  });
});

describe('bulkInsert', () => {
  it('round-trips text that array literals must escape, nulls and decimals', async () => {
    const tricky = ['本科批"A"', 'a\\b', '{x,y}', 'NULL', ' 两端空格 ', ''];
    const rows = tricky.map((batch, i) => ({
      province: '测试', year: 2000 + i, track: i % 2 ? null : '物理类', batch,
      score: i === 0 ? 512.5 : null, professionalScore: null, ambiguous: i % 2 === 0, quality: 'ok', sourceId: 'bcur-2026',
    }));
    const read = await t.database.db
      .transaction(async (tx) => {
        expect(await bulkInsert(tx, batchLines, rows)).toBe(tricky.length);
        const back = await tx.select().from(batchLines).where(eq(batchLines.province, '测试')).orderBy(batchLines.year);
        throw Object.assign(new Rollback(), { back });
      })
      .catch((err: unknown) => (err instanceof Rollback ? (err as Rollback & { back: unknown[] }).back : Promise.reject(err)));
    expect(read).toEqual(rows);
  });
});
