import { readCsv } from './csv';
import { Row } from './fields';
import { dataFile } from './paths';

export const FIRST_CLASS_MAJORS_FILE = dataFile('majors', 'first_class_undergrad_majors.csv.gz');
export const FIRST_CLASS_MAJORS_SOURCE_ID = 'first-class-undergrad-majors';

/** 国家级 or (广东 2021) 省级 一流本科专业建设点. */
export const FIRST_CLASS_TIERS = { national: '国家级', provincial: '省级' } as const;

/**
 * One 一流本科专业建设点 of one school. The national rows are derived from
 * gaokao.cn's per-school flags (2019–2021, cumulative): there is no batch year
 * for them, so no 入选年份 may be shown; only 广东 2021 rows carry batch and year.
 */
export interface FirstClassMajorRow {
  schoolName: string;
  moeCode: string | null;
  moeMatch: string;
  /** As the school lists it, with enrolment variants (临床医学（卓越医师实验班）) */
  majorNameAsListed: string;
  /** The variant suffix removed */
  majorNameBase: string;
  /** Code in the 2025 本科 catalogue (exact base name); null for 4 names */
  majorCode: string | null;
  tier: keyof typeof FIRST_CLASS_TIERS;
  batch: number | null;
  batchYear: number | null;
  sourceId: string;
}

export async function readFirstClassMajors(file = FIRST_CLASS_MAJORS_FILE): Promise<FirstClassMajorRow[]> {
  const out: FirstClassMajorRow[] = [];
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    const batchYear = row.optText('batch_year') === null ? null : row.year('batch_year');
    out.push({
      schoolName: row.text('school_name'),
      moeCode: row.optMoeCode(),
      moeMatch: row.text('moe_match'),
      majorNameAsListed: row.text('major_name_as_listed'),
      majorNameBase: row.text('major_name_base'),
      majorCode: row.optText('major_code_2025'),
      tier: row.oneOf('tier', ['national', 'provincial'] as const),
      batch: row.optCount('batch'),
      batchYear,
      sourceId: FIRST_CLASS_MAJORS_SOURCE_ID,
    });
  }
  return out;
}
