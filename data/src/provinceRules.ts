import { readCsv } from './csv';
import { Row } from './fields';
import { dataFile } from './paths';

export const PROVINCE_RULES_FILE = dataFile('provinces', 'province_rules.csv.gz');
export const PROVINCE_RULES_SOURCE_ID = 'province-rules';

export const FILL_MODES = ['院校专业组', '专业+院校', '院校'] as const;
export const RULE_CONFIDENCES = ['confirmed', 'inferred', 'unknown'] as const;

/** 志愿填报规则 of one batch in one province and year (spec §3 Province rule config). */
export interface ProvinceRuleRow {
  province: string;
  year: number;
  examModel: string;
  subjectChoice: string;
  totalScore: number;
  batch: string;
  /** The unit of one 志愿: 院校专业组, 专业+院校 or 院校 */
  fillMode: string;
  /** Number of 志愿 in the batch for one filling round; null = not found */
  maxChoices: number | null;
  majorsPerChoice: number | null;
  /** 服从调剂 offered: yes / no / unknown */
  adjustOption: string;
  /** 平行志愿 */
  parallel: boolean;
  notes: string | null;
  /** Pages the rule was read from (several separated by ` ; `) */
  sourceUrl: string | null;
  confidence: string;
  sourceId: string;
}

export async function readProvinceRules(file = PROVINCE_RULES_FILE): Promise<ProvinceRuleRow[]> {
  const out: ProvinceRuleRow[] = [];
  const keys = new Set<string>();
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    const province = row.province();
    const year = row.year();
    const batch = row.text('batch');
    const key = `${province}|${year}|${batch}`;
    if (keys.has(key)) row.fail('batch', `同一省份、年份、批次重复：${key}`);
    keys.add(key);
    out.push({
      province,
      year,
      examModel: row.oneOf('exam_model', ['3+3 综合', '3+1+2', '老高考 文理'] as const),
      subjectChoice: row.text('subject_choice'),
      totalScore: row.int('total_score'),
      batch,
      fillMode: row.oneOf('fill_mode', FILL_MODES),
      maxChoices: row.optCount('max_choices'),
      majorsPerChoice: row.optCount('majors_per_choice'),
      adjustOption: row.oneOf('adjust_option', ['yes', 'no', 'unknown'] as const),
      parallel: row.oneOf('parallel', ['yes', 'no'] as const) === 'yes',
      notes: row.optText('notes'),
      sourceUrl: row.optText('source_url'),
      confidence: row.oneOf('confidence', RULE_CONFIDENCES),
      sourceId: PROVINCE_RULES_SOURCE_ID,
    });
  }
  return out;
}
