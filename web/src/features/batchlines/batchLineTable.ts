import { batchPriority, type BatchLineRow } from '@zhiyuan/domain';

/** One batch of the ordinary lines, with the line of each track (several when the source has several). */
export interface BatchRow {
  batch: string;
  byTrack: Record<string, BatchLineRow[]>;
}

/** Ordinary lines as a grid: a row per batch (本科, 专科, then special lines; higher line first), a column per track. */
export function pivotOrdinary(lines: readonly BatchLineRow[]): { tracks: string[]; rows: BatchRow[] } {
  const tracks: string[] = [];
  const rows = new Map<string, BatchRow>();
  for (const line of lines) {
    if (line.special || line.subject === null) continue;
    if (!tracks.includes(line.subject)) tracks.push(line.subject);
    let row = rows.get(line.batch);
    if (!row) rows.set(line.batch, (row = { batch: line.batch, byTrack: {} }));
    (row.byTrack[line.subject] ??= []).push(line);
  }
  const top = (row: BatchRow) => Math.max(...Object.values(row.byTrack).flat().map((l) => l.controlScore ?? -1));
  return {
    tracks,
    rows: [...rows.values()].sort((a, b) => batchPriority(a.batch) - batchPriority(b.batch) || top(b) - top(a)),
  };
}

/** A score as printed: whole numbers without decimals, '-' for none. */
export function formatScore(score: number | null): string {
  if (score === null) return '-';
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}
