import { isProvinceName } from '@zhiyuan/domain';
import { readCsv } from './csv';
import { Row } from './fields';
import { dataFile } from './paths';

export const PROVINCE_MODELS_FILE = dataFile('provinces', 'province_exam_models.csv.gz');
export const PROVINCE_MODELS_SOURCE_ID = 'province-exam-models';

export interface ProvinceModelRow {
  province: string;
  firstYearNewModel: number | null;
  model: string;
  totalScore: number;
  subjectOptions: string;
  notes: string | null;
  sourceUrl: string | null;
  confidence: string | null;
  sourceId: string;
}

/** Reads each province's exam model (31 rows, one per province). */
export async function readProvinceModels(file = PROVINCE_MODELS_FILE): Promise<ProvinceModelRow[]> {
  const out: ProvinceModelRow[] = [];
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    const province = row.text('province');
    if (!isProvinceName(province)) row.fail('province', `未知省份：${province}`);
    out.push({
      province,
      firstYearNewModel: row.optInt('first_year_new_model'),
      model: row.oneOf('model', ['3+3 综合', '3+1+2', '老高考 文理'] as const),
      totalScore: row.int('total_score'),
      subjectOptions: row.text('subject_options'),
      notes: row.optText('notes'),
      sourceUrl: row.optText('source_url'),
      confidence: row.optText('confidence'),
      sourceId: PROVINCE_MODELS_SOURCE_ID,
    });
  }
  if (out.length !== 31) throw new Error(`province_exam_models: 应有31个省份，实际 ${out.length}`);
  return out;
}
