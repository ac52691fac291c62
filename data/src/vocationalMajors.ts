import { readCsv } from './csv';
import { Row } from './fields';
import { majorLevelOf } from './majorLevels';
import { dataFile } from './paths';

export const VOCATIONAL_CATALOG_FILE = dataFile('majors', 'vocational_major_catalog_2026.csv.gz');
export const VOCATIONAL_CATALOG_SOURCE_ID = 'chsi-vocational-major-catalog-2026';

/** One major of the 职业教育专业目录 as 学职平台 lists it (May 2026): 专业大类 → 专业类 → 专业. */
export interface VocationalMajorRow {
  /** 2 高职专科, 3 职业本科 */
  level: number;
  levelName: '高职专科' | '职业本科';
  /** 6 digits: 高职专科 41–59…, 职业本科 21–39… */
  majorCode: string;
  majorName: string;
  /** 专业大类, 2 digits */
  categoryCode: string;
  categoryName: string;
  /** 专业类, 4 digits */
  classCode: string;
  className: string;
  chsiSpecId: string;
  chsiSpecRawId: string | null;
  /** 学职平台 student survey: votes and overall satisfaction (1–5; 0 where nobody voted) */
  satisfactionVotes: number | null;
  satisfactionOverall: number | null;
  detailUrl: string | null;
  sourceId: string;
}

export async function readVocationalMajorCatalog(file = VOCATIONAL_CATALOG_FILE): Promise<VocationalMajorRow[]> {
  const out: VocationalMajorRow[] = [];
  const keys = new Set<string>();
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    const levelName = row.oneOf('level', ['高职专科', '职业本科'] as const);
    const categoryCode = row.text('category_code');
    const classCode = row.text('class_code');
    const majorCode = row.text('major_code');
    if (!/^\d{2}$/.test(categoryCode)) row.fail('category_code', `专业大类代码应为2位数字：${categoryCode}`);
    if (!/^\d{4}$/.test(classCode) || !classCode.startsWith(categoryCode)) row.fail('class_code', `专业类代码应为大类代码开头的4位数字：${classCode}`);
    if (!/^\d{6}$/.test(majorCode) || !majorCode.startsWith(classCode)) row.fail('major_code', `专业代码应为专业类代码开头的6位数字：${majorCode}`);
    const key = `${levelName}|${majorCode}`;
    if (keys.has(key)) row.fail('major_code', `同一层次专业代码重复：${majorCode}`);
    keys.add(key);
    const satisfaction = row.optNumber('satisfaction_overall');
    if (satisfaction !== null && (satisfaction < 0 || satisfaction > 5)) row.fail('satisfaction_overall', `满意度应在 0–5 之间：${satisfaction}`);
    out.push({
      level: majorLevelOf(levelName)!,
      levelName,
      majorCode,
      majorName: row.text('major_name'),
      categoryCode,
      categoryName: row.text('category_name'),
      classCode,
      className: row.text('class_name'),
      chsiSpecId: row.text('chsi_xz_spec_id'),
      chsiSpecRawId: row.optText('chsi_spec_raw_id'),
      satisfactionVotes: row.optCount('satisfaction_votes'),
      satisfactionOverall: satisfaction,
      detailUrl: row.optText('detail_url'),
      sourceId: VOCATIONAL_CATALOG_SOURCE_ID,
    });
  }
  return out;
}
