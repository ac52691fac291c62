import { ORDINARY_TRACKS, type OddsData, type OddsRankTable } from '@zhiyuan/domain';
import { readBatchLines } from './batchLines';
import { readProvinceModels } from './provinces';
import { readProvinceRules } from './provinceRules';
import { readPlans, readSubjectRequirements } from './plans';
import { readRankTables } from './rankTables';
import { readMajorScores, readSchoolScores } from './scoreLines';

export interface OddsDataOptions {
  /** Only these provinces (all when absent) */
  provinces?: readonly string[];
}

/**
 * Reads what the odds model needs from the shipped datasets: ordinary-track
 * lines, major lines, plans, 2024 requirements, 一分一段 tables, filling rules
 * exam models and batch lines. No database: the backtest and the bench read data/ directly.
 */
export async function loadOddsData(options: OddsDataOptions = {}): Promise<OddsData> {
  const wanted = options.provinces ? new Set(options.provinces) : null;
  const tracks = new Set<string>(ORDINARY_TRACKS);
  const keep = (r: { province: string; track: string | null }) =>
    (wanted === null || wanted.has(r.province)) && r.track !== null && tracks.has(r.track);

  const [lines, majorLines, plans, requirements, rankTables, rules, models, batchLines] = await Promise.all([
    collect(readSchoolScores(), keep),
    collect(readMajorScores(), keep),
    collect(readPlans(), keep),
    collect(readSubjectRequirements(), keep),
    readTables(keep),
    readProvinceRules(),
    readProvinceModels(),
    collect(readBatchLines(), keep),
  ]);
  return { lines, majorLines, plans, requirements, rankTables, rules, models, batchLines };
}

async function collect<T>(rows: AsyncIterable<T>, keep: (row: T) => boolean): Promise<T[]> {
  const out: T[] = [];
  for await (const row of rows) if (keep(row)) out.push(row);
  return out;
}

async function readTables(keep: (r: { province: string; track: string | null }) => boolean): Promise<OddsRankTable[]> {
  const tables = new Map<string, OddsRankTable & { bands: { score: number; scoreLabel: string | null; count: number | null; cumulative: number }[] }>();
  for await (const row of readRankTables()) {
    if (!keep(row)) continue;
    const key = `${row.province}|${row.year}|${row.track}`;
    let table = tables.get(key);
    if (!table) {
      table = { province: row.province, year: row.year, track: row.track, quality: row.quality, bands: [] };
      tables.set(key, table);
    }
    table.bands.push({ score: row.score, scoreLabel: row.scoreLabel, count: row.count, cumulative: row.cumulative });
  }
  return [...tables.values()];
}
