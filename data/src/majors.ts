import { readCsv } from './csv';
import { Row } from './fields';
import { dataFile } from './paths';

export const MAJOR_CATALOG_FILE = dataFile('majors', 'undergrad_major_catalog_2025.csv.gz');
export const MAJOR_INDEX_FILE = dataFile('majors', 'gaokao_cn_major_index_2024.csv.gz');
export const MAJOR_CATALOG_SOURCE_ID = 'moe-undergrad-major-catalog-2025';
export const MAJOR_INDEX_SOURCE_ID = 'gaokao-cn-major-index-2024';

/** Major level (spec §9): 1 本科, 2 专科, 3 职高 (高职本科). */
export const MAJOR_LEVELS = { 本科: 1, 专科: 2, 职高: 3 } as const;

/** One major of the 普通高等学校本科专业目录（2025年）: 门类 → 专业类 → 专业. */
export interface MajorCatalogRow {
  /** 学科门类, 2 digits */
  categoryCode: string;
  categoryName: string;
  /** 专业类, 4 digits */
  classCode: string;
  className: string;
  /** 专业代码 as published, with the T (特设) / K (国家控制布点) suffix */
  majorCode: string;
  majorName: string;
  isSpecial: boolean;
  isStateControlled: boolean;
  /** The catalogue's note when the degree differs from the 门类 default */
  degreeNote: string | null;
  level: number;
  sourceId: string;
}

/** gaokao.cn's major-name index: 本科 names joined to the catalogue, the rest (mostly 专科) names only. */
export interface MajorIndexRow {
  gaokaoCnId: string;
  name: string;
  /** Code in the 2025 catalogue; null for 专科 and retired names */
  majorCode: string | null;
  sourceId: string;
}

export async function readMajorCatalog(file = MAJOR_CATALOG_FILE): Promise<MajorCatalogRow[]> {
  const out: MajorCatalogRow[] = [];
  const codes = new Set<string>();
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    const categoryCode = row.text('category_code');
    const classCode = row.text('class_code');
    const majorCode = row.text('major_code');
    if (!/^\d{2}$/.test(categoryCode)) row.fail('category_code', `门类代码应为2位数字：${categoryCode}`);
    if (!/^\d{4}$/.test(classCode) || !classCode.startsWith(categoryCode)) row.fail('class_code', `专业类代码应为门类代码开头的4位数字：${classCode}`);
    if (!/^\d{6}[TK]*$/.test(majorCode) || !majorCode.startsWith(classCode)) row.fail('major_code', `专业代码应为专业类代码开头的6位数字：${majorCode}`);
    if (codes.has(majorCode)) row.fail('major_code', `专业代码重复：${majorCode}`);
    codes.add(majorCode);
    out.push({
      categoryCode,
      categoryName: row.text('category_name'),
      classCode,
      className: row.text('class_name'),
      majorCode,
      majorName: row.text('major_name'),
      isSpecial: row.flag('is_special_major'),
      isStateControlled: row.flag('is_state_controlled'),
      degreeNote: row.optText('degree_note'),
      level: MAJOR_LEVELS.本科,
      sourceId: MAJOR_CATALOG_SOURCE_ID,
    });
  }
  return out;
}

export async function readMajorIndex(file = MAJOR_INDEX_FILE): Promise<MajorIndexRow[]> {
  const out: MajorIndexRow[] = [];
  const ids = new Set<string>();
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    const gaokaoCnId = row.text('gaokao_cn_special_id');
    if (ids.has(gaokaoCnId)) row.fail('gaokao_cn_special_id', `编号重复：${gaokaoCnId}`);
    ids.add(gaokaoCnId);
    out.push({
      gaokaoCnId,
      name: row.text('name'),
      majorCode: row.optText('undergrad_major_code'),
      sourceId: MAJOR_INDEX_SOURCE_ID,
    });
  }
  return out;
}
