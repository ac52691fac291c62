import { readCsv } from './csv';
import { ROW_QUALITIES, Row, type ReadOptions, type RowQuality } from './fields';
import { dataFile } from './paths';

export const BATCH_LINES_FILE = dataFile('batch_lines', 'batch_lines.csv.gz');

/** 批次线 / 控制线: one line of one batch in one province, year and track. */
export interface BatchLineRow {
  province: string;
  year: number;
  /** Empty where the source gave no usable track */
  track: string | null;
  batch: string;
  /** Culture / total-score line */
  score: number | null;
  /** 专业统考 line of art and sport categories */
  professionalScore: number | null;
  /** Several values exist for this province, year, track and batch (a qualifier the source did not record) */
  ambiguous: boolean;
  quality: RowQuality;
  sourceId: string;
}

export async function* readBatchLines(options: ReadOptions = {}): AsyncGenerator<BatchLineRow> {
  const file = options.file ?? BATCH_LINES_FILE;
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    yield {
      province: row.province(),
      year: row.year(),
      track: row.optText('track'),
      batch: row.text('batch'),
      score: row.optScore('score'),
      professionalScore: row.optScore('professional_score'),
      ambiguous: row.flag('ambiguous'),
      quality: row.oneOf('quality', ROW_QUALITIES),
      sourceId: row.sourceId(options.sourceIds),
    };
  }
}
