import { readCsv } from './csv';
import { Row, type ReadOptions } from './fields';
import { majorLevelOf } from './majorLevels';
import { dataFile } from './paths';

export const MAJOR_OFFERINGS_FILE = dataFile('majors', 'major_offering_schools_chsi_2026.csv.gz');
export const MAJOR_OFFERING_COVERAGE_FILE = dataFile('majors', 'major_offering_coverage_chsi_2026.csv.gz');
export const MAJOR_OFFERINGS_SOURCE_ID = 'chsi-major-offerings-2026';

/** How an offering's school was matched to the MOE list; the unmatched ones keep their name. */
export const OFFERING_MATCHES = ['code+name', 'name_only(code_differs)', 'code_only(renamed?)', 'unmatched', 'unmatched(renamed_after_2025-06-20)'] as const;

/** 开设院校: one school offering one major, as 学职平台 lists it (May 2026). */
export interface MajorOfferingRow {
  /** 1 普通本科, 2 高职专科 */
  level: number;
  majorCode: string;
  majorName: string;
  /** 5-digit national school code as 学职平台 shows it */
  chsiSchoolCode: string;
  schoolName: string;
  moeCode: string | null;
  match: (typeof OFFERING_MATCHES)[number];
  /** 公办 / 民办 / 其它 */
  nature: string | null;
  chsiSchId: string | null;
  /** Students' satisfaction with this major at this school (1–5) and the number of votes */
  satisfactionOverall: number | null;
  satisfactionVotes: number | null;
  sourceId: string;
}

/** Whether 学职平台's 开设院校 list of a major was captured (a major not captured says nothing about who offers it). */
export interface MajorOfferingCoverageRow {
  /** 1 普通本科, 2 高职专科, 3 职业本科 */
  level: number;
  majorCode: string;
  majorName: string;
  /** The national total the page printed, where it printed one */
  pageNationalTotal: number | null;
  /** Rows captured for the major */
  apiRows: number;
  captured: boolean;
  sourceId: string;
}

const LEVELS = ['普通本科', '高职专科', '职业本科'] as const;

export async function* readMajorOfferings(options: ReadOptions = {}): AsyncGenerator<MajorOfferingRow> {
  const file = options.file ?? MAJOR_OFFERINGS_FILE;
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    yield {
      level: majorLevelOf(row.oneOf('level', LEVELS))!,
      majorCode: row.text('major_code'),
      majorName: row.text('major_name'),
      chsiSchoolCode: row.text('school_code'),
      schoolName: row.text('school_name'),
      moeCode: row.optMoeCode(),
      match: row.oneOf('match', OFFERING_MATCHES),
      nature: row.optText('nature'),
      chsiSchId: row.optText('chsi_sch_id'),
      satisfactionOverall: row.optNumber('major_satisfaction_overall'),
      satisfactionVotes: row.optCount('major_satisfaction_votes'),
      sourceId: MAJOR_OFFERINGS_SOURCE_ID,
    };
  }
}

export async function readMajorOfferingCoverage(file = MAJOR_OFFERING_COVERAGE_FILE): Promise<MajorOfferingCoverageRow[]> {
  const out: MajorOfferingCoverageRow[] = [];
  const keys = new Set<string>();
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    const levelName = row.oneOf('level', LEVELS);
    const majorCode = row.text('major_code');
    const key = `${levelName}|${majorCode}`;
    if (keys.has(key)) row.fail('major_code', `同一层次专业代码重复：${majorCode}`);
    keys.add(key);
    out.push({
      level: majorLevelOf(levelName)!,
      majorCode,
      majorName: row.text('major_name'),
      pageNationalTotal: row.optCount('page_national_total'),
      apiRows: row.optCount('api_rows') ?? row.fail('api_rows', '不能为空'),
      captured: row.oneOf('status', ['captured', 'not_captured'] as const) === 'captured',
      sourceId: MAJOR_OFFERINGS_SOURCE_ID,
    });
  }
  return out;
}
