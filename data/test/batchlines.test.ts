import { beforeAll, describe, expect, it } from 'vitest';
import { readBatchLines, type BatchLineRow } from '../src';
import { collect, duplicates, keyOf, shippedSourceIds } from './helpers';

let rows: BatchLineRow[];

beforeAll(async () => {
  rows = await collect(readBatchLines({ sourceIds: await shippedSourceIds() }));
});

describe('batch_lines (批次线)', () => {
  it('has the 7,179 rows of the shared file in 31 provinces, 2014–2026', () => {
    expect(rows).toHaveLength(7_179);
    expect(new Set(rows.map((r) => r.province)).size).toBe(31);
    expect(Math.min(...rows.map((r) => r.year))).toBe(2014);
    expect(Math.max(...rows.map((r) => r.year))).toBe(2026);
  });

  it('has unique keys: one line per province, year, track, batch and score', () => {
    expect(duplicates(rows.map((r) => keyOf(r.province, r.year, r.track, r.batch, r.score, r.professionalScore)))).toEqual(new Map());
  });

  it('has one line per province, year, track and batch where the line is not marked ambiguous', () => {
    const clear = rows.filter((r) => !r.ambiguous);
    expect(duplicates(clear.map((r) => keyOf(r.province, r.year, r.track, r.batch)))).toEqual(new Map());
    expect(rows.length - clear.length).toBe(1_159);
  });

  it('counts the quality flags the shared SOURCE.md gives', () => {
    expect(rows.filter((r) => r.quality === 'suspect')).toHaveLength(2);
    expect(rows.filter((r) => r.quality === 'third_party')).toHaveLength(12);
  });
});
