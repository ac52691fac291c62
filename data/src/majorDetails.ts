import { readCsv } from './csv';
import { Row } from './fields';
import { majorLevelOf } from './majorLevels';
import { dataFile } from './paths';

export const MAJOR_DETAILS_FILE = dataFile('majors', 'major_details_chsi_2026.csv.gz');
export const MAJOR_DETAILS_SOURCE_ID = 'chsi-major-details-2026';

/** Separator of the course list on 学职平台 pages. */
export const COURSE_SEPARATOR = '；';

/**
 * A major's 学职平台 page (May 2026): intro, abilities, certificates, 升学 paths,
 * courses, national graduate band and student satisfaction. The text is 学信网
 * content (see data/README.md on reuse).
 */
export interface MajorDetailRow {
  /** 1 普通本科, 2 高职专科 (职业本科 pages did not exist) */
  level: number;
  levelName: '普通本科' | '高职专科';
  majorCode: string;
  majorName: string;
  categoryName: string | null;
  className: string | null;
  intro: string | null;
  /** 专科: which national standard the intro comes from */
  introSourceNote: string | null;
  /** A band as published (100000人以上, 6000-7000人) */
  graduatesNationwide: string | null;
  graduatesStatDate: string | null;
  satisfactionOverall: number | null;
  satisfactionVotes: number | null;
  /** 专科 only: 专业能力, 资质证书, the note naming their source, 升学 paths */
  abilities: string | null;
  certificates: string | null;
  capabilitySourceNote: string | null;
  upgradeVocationalBachelor: string | null;
  upgradeGeneralBachelor: string | null;
  /** 专科: noisy as on the page */
  postgraduateDirections: string | null;
  /** Course names in page order */
  courses: string[];
  /** What the course list is: the official reference list (专科, first page only) or student-rated courses (本科, not official) */
  coursesKind: string | null;
  /** 专科: how many reference courses the page lists in all */
  coursesTotalListed: number | null;
  offeringSchoolsTotal: number | null;
  chsiSpecId: string;
  detailUrl: string | null;
  fetchedAt: string | null;
  sourceId: string;
}

export async function readMajorDetails(file = MAJOR_DETAILS_FILE): Promise<MajorDetailRow[]> {
  const out: MajorDetailRow[] = [];
  const keys = new Set<string>();
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    const levelName = row.oneOf('level', ['普通本科', '高职专科'] as const);
    const majorCode = row.text('major_code');
    if (!/^\d{6,7}[TK]*$/.test(majorCode)) row.fail('major_code', `专业代码应为6或7位数字：${majorCode}`);
    const key = `${levelName}|${majorCode}`;
    if (keys.has(key)) row.fail('major_code', `同一层次专业代码重复：${majorCode}`);
    keys.add(key);
    const satisfaction = row.optNumber('satisfaction_overall');
    if (satisfaction !== null && (satisfaction < 0 || satisfaction > 5)) row.fail('satisfaction_overall', `满意度应在 0–5 之间：${satisfaction}`);
    const courses = row.optText('courses');
    out.push({
      level: majorLevelOf(levelName)!,
      levelName,
      majorCode,
      majorName: row.text('major_name'),
      categoryName: row.optText('category_name'),
      className: row.optText('class_name'),
      intro: row.optText('intro'),
      introSourceNote: row.optText('intro_source_note'),
      graduatesNationwide: row.optText('graduates_nationwide'),
      graduatesStatDate: row.optText('graduates_stat_date'),
      satisfactionOverall: satisfaction,
      satisfactionVotes: row.optCount('satisfaction_votes'),
      abilities: row.optText('abilities'),
      certificates: row.optText('certificates'),
      capabilitySourceNote: row.optText('capability_source_note'),
      upgradeVocationalBachelor: row.optText('upgrade_vocational_bachelor'),
      upgradeGeneralBachelor: row.optText('upgrade_general_bachelor'),
      postgraduateDirections: row.optText('postgraduate_directions'),
      courses: courses ? courses.split(COURSE_SEPARATOR).map((c) => c.trim()).filter(Boolean) : [],
      coursesKind: row.optText('courses_kind'),
      coursesTotalListed: row.optCount('courses_total_listed'),
      offeringSchoolsTotal: row.optCount('offering_schools_total'),
      chsiSpecId: row.text('chsi_xz_spec_id'),
      detailUrl: row.optText('detail_url'),
      fetchedAt: row.optText('fetched_at'),
      sourceId: MAJOR_DETAILS_SOURCE_ID,
    });
  }
  return out;
}
