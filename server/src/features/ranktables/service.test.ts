import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { bandTop, rankNoMatchMessage, type RankBand } from '@zhiyuan/domain';
import { createTestApp, type TestApp } from '../../../test/app';
import { rankTables } from '../../db/schema';
import type { RankTables } from '../../platform/read-models/rank-tables';
import { rankSegment } from './service';

let t: TestApp;
let store: RankTables;
/** Every shipped row, read straight from the database, grouped per table and ordered highest score first. */
const published = new Map<string, RankBand[]>();

beforeAll(async () => {
  t = await createTestApp();
  store = t.app.readModels.rankTables;
  const rows = await t.app.db
    .select()
    .from(rankTables)
    .orderBy(asc(rankTables.province), asc(rankTables.year), asc(rankTables.track));
  for (const r of rows) {
    const key = `${r.province}|${r.year}|${r.track}`;
    const list = published.get(key) ?? [];
    list.push({ score: r.score, scoreLabel: r.scoreLabel, count: r.count, cumulative: r.cumulative });
    published.set(key, list);
  }
  for (const list of published.values()) list.sort((a, b) => b.score - a.score);
});
afterAll(() => t.close());

describe('rank lookup against every shipped table (read model, service layer)', () => {
  it('holds all 327 tables of the data file', async () => {
    const tables = await store.allTables();
    expect(tables).toHaveLength(327);
    expect(published.size).toBe(327);
  });

  it('returns each row’s 累计人数 as the rank and its count as the same-score count, for every score of every table', async () => {
    let checked = 0;
    for (const info of await store.allTables()) {
      const key = { province: info.province, year: info.year, subject: info.subject };
      const rows = published.get(`${info.province}|${info.year}|${info.subject}`)!;
      expect(info.rows, `${key.province} ${key.year} ${key.subject}`).toBe(rows.length);
      let previous = 0;
      for (const row of rows) {
        const { segment } = await store.lookup(key, row.score);
        const where = `${key.province} ${key.year} ${key.subject} ${row.score}`;
        expect(segment, where).not.toBeNull();
        expect(segment!.lowestRank, where).toBe(row.cumulative);
        expect(segment!.suggestedRank, where).toBe(row.cumulative);
        expect(segment!.sameScoreCount, where).toBe(row.count ?? row.cumulative - previous);
        if (segment!.sameScoreCount > 0) expect(segment!.highestRank, where).toBe(row.cumulative - segment!.sameScoreCount + 1);
        previous = row.cumulative;
        checked++;
      }
      // beyond the top band and below the bottom: no rank
      const top = bandTop(rows[0]!, info.fullMark);
      expect((await store.lookup(key, top + 1)).segment, `${key.province} ${key.year} ${key.subject} above`).toBeNull();
      const bottom = rows.at(-1)!.score;
      if (bottom > 0) expect((await store.lookup(key, bottom - 1)).segment, `${key.province} ${key.year} ${key.subject} below`).toBeNull();
    }
    expect(checked).toBe(117_171);
  });

  it('gives the spec’s warning as the prompt when no band covers the score', async () => {
    const result = await rankSegment(t.app.readModels, { province: '广东', year: 2025, subject: '物理类', score: 99 });
    expect(result.segment).toBeNull();
    expect(result.scorePrompt).toBe(rankNoMatchMessage(99));
  });
});
