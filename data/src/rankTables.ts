import { readCsv } from './csv';
import { RANK_TABLE_QUALITIES, Row, type RankTableQuality, type ReadOptions } from './fields';
import { dataFile } from './paths';

export const RANK_TABLES_FILE = dataFile('rank_tables', 'rank_tables.csv.gz');

/** One score (or score band) of a 一分一段 table: one table per province × year × track. */
export interface RankTableRow {
  province: string;
  year: number;
  /** 物理类/历史类, 理科/文科, 综合, or a special table (`体育类(历史类)`, `物理类(专科层次)` …) */
  track: string;
  /** Lowest score of the row */
  score: number;
  /** `NNN及以上` for a merged top band, `NNN-MMM` for a 10-point band; null for a single score */
  scoreLabel: string | null;
  /** Candidates at this score; null only where the source printed none */
  count: number | null;
  /** 累计人数: rank of the last candidate at this score */
  cumulative: number;
  quality: RankTableQuality;
  sourceId: string;
}

/** Streams the shipped 一分一段 rows in file order (each table from its top score down). */
export async function* readRankTables(options: ReadOptions = {}): AsyncGenerator<RankTableRow> {
  const file = options.file ?? RANK_TABLES_FILE;
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    // consistency of a table (monotone, running sums) is checked by data/test, not here:
    // the suspect tables are shipped as they are, with their quality flag
    yield {
      province: row.province(),
      year: row.year(),
      track: row.text('track'),
      score: row.optCount('score') ?? row.fail('score', '不能为空'),
      scoreLabel: row.optText('score_label'),
      count: row.optCount('count'),
      cumulative: row.optCount('cumulative') ?? row.fail('cumulative', '不能为空'),
      quality: row.oneOf('quality', RANK_TABLE_QUALITIES),
      sourceId: row.sourceId(options.sourceIds),
    };
  }
}
