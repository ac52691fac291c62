import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, sql } from 'drizzle-orm';
import { majorScoreLines, schoolScoreLines } from './schema';
import { selectIndexed, selectMany, textEquals } from './copy-out';
import { pgliteOf } from './import/bulk';
import { openTestDatabase } from '../../test/app';
import type { Database } from './client';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const rowKey = (row: Record<string, unknown>) => JSON.stringify(row);

describe('selectMany', () => {
  it('reads exactly the rows Drizzle selects, over a table of many slices (major score lines of two tracks)', async () => {
    const columns = {
      province: majorScoreLines.province,
      year: majorScoreLines.year,
      track: majorScoreLines.track,
      moeCode: majorScoreLines.moeCode,
      majorName: majorScoreLines.majorName,
      minScore: majorScoreLines.minScore,
      minRank: majorScoreLines.minRank,
    };
    // selectMany's queries take no parameters (COPY cannot): the values are written into the SQL
    const where = sql`${majorScoreLines.track} in ('物理类', '历史类')`;
    const [fast, plain] = await Promise.all([
      selectMany(database.db, majorScoreLines, columns, where),
      database.db.select(columns).from(majorScoreLines).where(where),
    ]);
    expect(plain.length).toBeGreaterThan(100_000);
    expect(fast).toHaveLength(plain.length);
    // the same rows, field for field (the two may come in different orders: the plain SELECT may use an index)
    expect(fast.map(rowKey).sort()).toEqual(plain.map(rowKey).sort());
  });

  it('reads the few rows of a narrow filter, and none for a filter matching no row', async () => {
    const columns = { province: schoolScoreLines.province, year: schoolScoreLines.year, minScore: schoolScoreLines.minScore };
    const some = sql`${schoolScoreLines.province} = '西藏'`;
    const plain = await database.db.select(columns).from(schoolScoreLines).where(some);
    const fast = await selectMany(database.db, schoolScoreLines, columns, some);
    expect(fast.map(rowKey).sort()).toEqual(plain.map(rowKey).sort());
    expect(await selectMany(database.db, schoolScoreLines, columns, sql`${schoolScoreLines.province} = '无此省'`)).toEqual([]);
  });
});

describe('selectIndexed', () => {
  it("reads one school's lines in one province as Drizzle selects them, in one query however many pages the table has", async () => {
    const [pair] = await database.db
      .select({ moeCode: majorScoreLines.moeCode, province: majorScoreLines.province })
      .from(majorScoreLines)
      .where(sql`${majorScoreLines.moeCode} is not null`)
      .groupBy(majorScoreLines.moeCode, majorScoreLines.province)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    const where = and(textEquals(majorScoreLines.moeCode, pair!.moeCode!), textEquals(majorScoreLines.province, pair!.province))!;
    const columns = { year: majorScoreLines.year, track: majorScoreLines.track, majorName: majorScoreLines.majorName, minScore: majorScoreLines.minScore };
    const plain = await database.db.select(columns).from(majorScoreLines).where(where);
    const pglite = pgliteOf(database.db);
    // on PostgreSQL it is Drizzle's own SELECT; on PGlite one COPY, not one per slice of the table's pages
    const queries = pglite ? vi.spyOn(pglite, 'query') : null;
    const fast = await selectIndexed(database.db, majorScoreLines, columns, where);
    if (queries) {
      expect(queries).toHaveBeenCalledTimes(1);
      queries.mockRestore();
    }
    expect(plain.length).toBeGreaterThan(10);
    expect(fast.map(rowKey).sort()).toEqual(plain.map(rowKey).sort());
    expect(await selectIndexed(database.db, majorScoreLines, columns, textEquals(majorScoreLines.moeCode, '无此校'))).toEqual([]);
  });
});
