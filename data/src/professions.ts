import { readCsv } from './csv';
import { Row } from './fields';
import { dataFile } from './paths';

export const OCCUPATIONS_FILE = dataFile('professions', 'occupation_classification_2022.csv.gz');
export const WAGES_FILE = dataFile('professions', 'nbs_2024_avg_wage_by_industry_and_position.csv.gz');
export const OCCUPATIONS_SOURCE_ID = 'occupation-classification-2022';
export const WAGES_SOURCE_ID = 'nbs-wages-2024';

/** 大类 → 中类 → 小类 → 细类(职业) of the 职业分类大典（2022年版）. */
export const OCCUPATION_LEVELS = ['大类', '中类', '小类', '细类(职业)'] as const;

/** One node of the 大典 tree. */
export interface OccupationRow {
  /** 1 大类, 2 中类, 3 小类, 4 细类(职业) */
  level: number;
  levelName: string;
  /** 大典 code, e.g. `2-02-38-01`; a child's code starts with its parent's */
  code: string;
  /** GB/T 6565 numeric code (大类/中类/小类 only) */
  gbmCode: string | null;
  name: string;
  parentCode: string | null;
  /** Ancestor codes, filled up to the row's own level */
  categoryCode: string;
  middleCode: string | null;
  minorCode: string | null;
  sourceId: string;
}

/** Average annual wage (元) by industry and position type, NBS 2024 (as transcribed). */
export interface WageRow {
  year: number;
  industry: string;
  industryId: string;
  positionType: string;
  positionTypeName: string;
  avgAnnualWage: number;
  /** Industries the 规模以上企业 survey does not cover: the transcriber's estimate, not an NBS figure */
  isEstimate: boolean;
  sourceId: string;
}

export async function readOccupations(file = OCCUPATIONS_FILE): Promise<OccupationRow[]> {
  const out: OccupationRow[] = [];
  const codes = new Set<string>();
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    const level = row.int('level');
    if (level < 1 || level > 4) row.fail('level', `层级应为1–4：${level}`);
    const code = row.text('code');
    if (codes.has(code)) row.fail('code', `职业代码重复：${code}`);
    const parts = code.split('-');
    if (parts.length !== level) row.fail('code', `代码 ${code} 与层级 ${level} 不符`);
    const parentCode = level > 1 ? parts.slice(0, -1).join('-') : null;
    if (parentCode !== null && !codes.has(parentCode)) row.fail('code', `上级代码 ${parentCode} 未在之前出现`);
    codes.add(code);
    out.push({
      level,
      levelName: row.oneOf('level_name', OCCUPATION_LEVELS),
      code,
      gbmCode: row.optText('gbm_code'),
      name: row.text('name'),
      parentCode,
      categoryCode: row.text('major_code'),
      middleCode: row.optText('middle_code'),
      minorCode: row.optText('minor_code'),
      sourceId: OCCUPATIONS_SOURCE_ID,
    });
  }
  return out;
}

export async function readWages(file = WAGES_FILE): Promise<WageRow[]> {
  const out: WageRow[] = [];
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    out.push({
      year: row.year(),
      industry: row.text('industry_zh'),
      industryId: row.text('industry_id'),
      positionType: row.text('position_type'),
      positionTypeName: row.text('position_type_zh'),
      avgAnnualWage: row.optCount('avg_annual_wage_cny') ?? row.fail('avg_annual_wage_cny', '不能为空'),
      isEstimate: row.flag('wage_is_estimate'),
      sourceId: WAGES_SOURCE_ID,
    });
  }
  return out;
}
