import { beforeAll, describe, expect, it } from 'vitest';
import { readRankTables, type RankTableRow } from '../src';
import { collect, duplicates, keyOf, shippedSourceIds } from './helpers';

/**
 * Known exceptions, by table (province|year|track), each as the shared data's
 * rank_tables/SOURCE.md documents it. A table listed here that no longer shows
 * the problem fails the test too, so the list stays true.
 */
const RUNNING_SUM_BREAKS: Record<string, string> = {
  // none since the official 河北 2024 tables replaced the suspect ones (shared rank_tables/SOURCE.md)
};
const MISSING_COUNTS: Record<string, string> = {
  '河南|2023|理科': 'the first two rows of the ≥400 table have no count (cumulative only); quality truncated',
};

let tables: Map<string, RankTableRow[]>;
let rows: RankTableRow[];

beforeAll(async () => {
  rows = await collect(readRankTables({ sourceIds: await shippedSourceIds() }));
  tables = new Map();
  for (const r of rows) {
    const key = keyOf(r.province, r.year, r.track);
    const t = tables.get(key) ?? [];
    t.push(r);
    tables.set(key, t);
  }
});

describe('rank_tables (一分一段)', () => {
  it('has the 344 tables and 125,015 rows of the shared file', () => {
    expect(rows).toHaveLength(125_015);
    expect(tables.size).toBe(344);
  });

  it('has one row per province, year, track and score', () => {
    expect(duplicates(rows.map((r) => keyOf(r.province, r.year, r.track, r.score)))).toEqual(new Map());
  });

  it('lists each table from its top score down, with one quality and one source per table', () => {
    const problems: string[] = [];
    for (const [key, t] of tables) {
      for (let i = 1; i < t.length; i++) if (t[i]!.score >= t[i - 1]!.score) problems.push(`${key} ${t[i]!.score}分 顺序`);
      if (new Set(t.map((r) => r.quality)).size !== 1) problems.push(`${key} 质量标记不一`);
      if (new Set(t.map((r) => r.sourceId)).size !== 1) problems.push(`${key} 来源不一`);
    }
    expect(problems).toEqual([]);
  });

  it('never lets the cumulative count fall as the score falls', () => {
    const falls: string[] = [];
    for (const [key, t] of tables) {
      for (let i = 1; i < t.length; i++) if (t[i]!.cumulative < t[i - 1]!.cumulative) falls.push(`${key} ${t[i]!.score}分`);
    }
    expect(falls).toEqual([]);
  });

  it('adds each count to the previous cumulative, except in the listed tables, which are flagged suspect', () => {
    const breaks = new Map<string, number>();
    for (const [key, t] of tables) {
      for (let i = 1; i < t.length; i++) {
        const r = t[i]!;
        if (r.count === null || t[i - 1]!.count === null) continue;
        if (r.cumulative !== t[i - 1]!.cumulative + r.count) breaks.set(key, (breaks.get(key) ?? 0) + 1);
      }
    }
    expect([...breaks.keys()].sort()).toEqual(Object.keys(RUNNING_SUM_BREAKS).sort());
    for (const key of Object.keys(RUNNING_SUM_BREAKS)) expect(tables.get(key)![0]!.quality, key).toBe('suspect');
  });

  it('has a count on every row but those of the listed table', () => {
    const missing = new Set(rows.filter((r) => r.count === null).map((r) => keyOf(r.province, r.year, r.track)));
    expect([...missing]).toEqual(Object.keys(MISSING_COUNTS));
  });

  it('flags the tables the shared SOURCE.md names as truncated or suspect', () => {
    const quality = (key: string) => tables.get(key)?.[0]?.quality;
    expect(quality('上海|2025|综合')).toBe('truncated');
    expect(quality('江苏|2026|物理类')).toBe('truncated');
    expect(quality('云南|2025|物理类')).toBe('suspect');
    expect(quality('新疆|2025|理科')).toBe('suspect');
    expect(quality('甘肃|2026|历史类')).toBe('suspect');
    expect(quality('广东|2025|物理类')).toBe('ok');
    const counts = { ok: 0, truncated: 0, suspect: 0, gaps: 0 };
    for (const t of tables.values()) counts[t[0]!.quality]++;
    expect(counts).toEqual({ ok: 301, truncated: 37, suspect: 6, gaps: 0 });
    expect(quality('浙江|2024|综合')).toBe('truncated');
    expect(quality('山东|2024|综合')).toBe('ok');
    expect(quality('河北|2024|物理类')).toBe('ok');
  });

  it('spot check: 广东 2025 物理类 600 分 — count 760, cumulative 26988 (ranks 26229–26988)', () => {
    const r = tables.get('广东|2025|物理类')!.find((x) => x.score === 600)!;
    expect(r.count).toBe(760);
    expect(r.cumulative).toBe(26_988);
    expect(r.cumulative - r.count! + 1).toBe(26_229);
  });

  it('spot check: 河北 2024 物理类 500 分 — count 1,523, cumulative 122,624 (the official table that replaced the suspect one)', () => {
    expect(tables.get('河北|2024|物理类')!.find((x) => x.score === 500)).toMatchObject({ count: 1_523, cumulative: 122_624 });
  });

  it('spot check: 山东 2024 600 分 — count 690, cumulative 22,548', () => {
    expect(tables.get('山东|2024|综合')!.find((x) => x.score === 600)).toMatchObject({ count: 690, cumulative: 22_548 });
  });

  it('has 山东 2022–26 and 浙江 2022, 2024–26 (no full 2023 table was published), and no table for 西藏 (documented gap)', () => {
    const years = (p: string) => [...new Set(rows.filter((r) => r.province === p && r.track === '综合').map((r) => r.year))].sort();
    expect(years('山东')).toEqual([2022, 2023, 2024, 2025, 2026]);
    expect(years('浙江')).toEqual([2022, 2024, 2025, 2026]);
    expect(rows.some((r) => r.province === '西藏')).toBe(false);
  });

  it('has the added years of 福建, 河北, 黑龙江, 江苏 and 湖南', () => {
    const has = (key: string) => tables.has(key);
    for (const key of ['福建|2022|物理类', '福建|2023|历史类', '河北|2024|历史类', '黑龙江|2024|物理类', '江苏|2023|历史类', '江苏|2024|历史类', '湖南|2023|物理类']) {
      expect(has(key), key).toBe(true);
    }
  });
});
