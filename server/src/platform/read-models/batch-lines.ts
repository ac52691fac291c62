import { asc } from 'drizzle-orm';
import { ORDINARY_TRACKS, compareTracks, type BatchLineQuality, type BatchLineRow } from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { batchLines } from '../../db/schema';
import { ReadCache } from '../read-cache';

/** province → year (newest first) → lines in display order */
type BatchLineIndex = Map<string, Map<number, BatchLineRow[]>>;

const isOrdinary = (track: string | null) => track !== null && (ORDINARY_TRACKS as readonly string[]).includes(track);

/** Ordinary lines first by track, then special ones by track; within a track the higher line first. */
function compareLines(a: BatchLineRow, b: BatchLineRow): number {
  if (a.special !== b.special) return a.special ? 1 : -1;
  const track = compareTracks(a.subject ?? '', b.subject ?? '');
  if (track !== 0) return track;
  return (b.controlScore ?? -1) - (a.controlScore ?? -1) || a.batch.localeCompare(b.batch, 'zh-CN');
}

/**
 * 批次线 of every province and year, held in memory after the first read
 * (7,000 rows that change once a year).
 */
export class BatchLines {
  private readonly cache = new ReadCache(() => this.load());

  constructor(private readonly db: Db) {}

  invalidate(): void {
    this.cache.invalidate();
  }

  private async load(): Promise<BatchLineIndex> {
    const rows = await this.db.select().from(batchLines).orderBy(asc(batchLines.province), asc(batchLines.year));
    const index: BatchLineIndex = new Map();
    for (const r of rows) {
      const line: BatchLineRow = {
        province: r.province,
        year: r.year,
        batch: r.batch,
        subject: r.track,
        controlScore: r.score,
        professionalScore: r.professionalScore,
        ambiguous: r.ambiguous,
        quality: r.quality as BatchLineQuality,
        special: !isOrdinary(r.track),
        sourceId: r.sourceId,
      };
      let years = index.get(r.province);
      if (!years) index.set(r.province, (years = new Map()));
      let lines = years.get(r.year);
      if (!lines) years.set(r.year, (lines = []));
      lines.push(line);
    }
    for (const years of index.values()) {
      for (const lines of years.values()) lines.sort(compareLines);
    }
    // newest year first
    for (const [province, years] of index) index.set(province, new Map([...years].sort((a, b) => b[0] - a[0])));
    return index;
  }

  /** Provinces with at least one line, in the given order. */
  async provinces(order: readonly string[]): Promise<string[]> {
    const index = await this.cache.get();
    return order.filter((p) => index.has(p));
  }

  /** Years with lines, newest first. */
  async yearsOf(province: string): Promise<number[]> {
    return [...((await this.cache.get()).get(province)?.keys() ?? [])];
  }

  /** The lines of one province, year and track (the rank page's batches). */
  async linesOf(province: string, year: number, track: string): Promise<BatchLineRow[]> {
    const lines = (await this.cache.get()).get(province)?.get(year) ?? [];
    return lines.filter((l) => l.subject === track);
  }

  /** The lines of a province by year, newest first (empty when it has none). */
  async years(province: string): Promise<ReadonlyMap<number, BatchLineRow[]>> {
    return (await this.cache.get()).get(province) ?? new Map<number, BatchLineRow[]>();
  }
}
