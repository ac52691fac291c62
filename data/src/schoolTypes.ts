import { isProvinceName } from '@zhiyuan/domain';
import { readCsv } from './csv';
import { Row } from './fields';
import { dataFile } from './paths';

export const SCHOOL_TYPES_FILE = dataFile('schools', 'school_type_gaokao_cn_2024.csv.gz');
export const SCHOOL_TYPES_SOURCE_ID = 'gaokao-cn-school-types-2024';

/** gaokao.cn's 院校类型 values (blank in the source for 59 schools). */
export const SCHOOL_TYPES = ['综合类', '理工类', '师范类', '医药类', '财经类', '艺术类', '农林类', '政法类', '体育类', '语言类', '民族类', '军事类', '其他'] as const;

/** A school's gaokao.cn record (Mar 2024): 院校类型, 简称, 曾用名 — for the schools 软科 does not type too. */
export interface SchoolTypeRow {
  moeCode: string;
  nameGaokaoCn: string;
  gaokaoCnId: string;
  /** How it was matched: gaokao_cn_id, gaokao_cn_id(name_differs), name */
  moeMatch: string;
  /** 院校类型; null where gaokao.cn gives none */
  schoolType: (typeof SCHOOL_TYPES)[number] | null;
  levelName: string | null;
  natureName: string | null;
  authority: string | null;
  dualClass: string | null;
  tagName: string | null;
  /** 简称, as gaokao.cn lists them (华工, 华南理工, scut …) */
  abbreviations: string[];
  /** 曾用名 */
  oldNames: string[];
  province: string | null;
  city: string | null;
  county: string | null;
  sourceId: string;
}

/** Splits a list cell: items separated by commas (ASCII or full-width) or 、; quotes around a name dropped. */
export function splitNames(cell: string | null): string[] {
  if (!cell) return [];
  return cell
    .split(/[,，、]/)
    .map((s) => s.trim().replace(/^[“"']+|[”"']+$/g, '').trim())
    .filter((s) => s !== '');
}

export async function readSchoolTypes(file = SCHOOL_TYPES_FILE): Promise<SchoolTypeRow[]> {
  const out: SchoolTypeRow[] = [];
  const seen = new Set<string>();
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    const moeCode = row.optMoeCode() ?? row.fail('moe_code', '不能为空');
    if (seen.has(moeCode)) row.fail('moe_code', `学校标识码重复：${moeCode}`);
    seen.add(moeCode);
    const type = row.optText('school_type');
    if (type !== null && !(SCHOOL_TYPES as readonly string[]).includes(type)) row.fail('school_type', `未知的院校类型：${type}`);
    const province = row.optText('province');
    if (province !== null && !isProvinceName(province)) row.fail('province', `未知省份：${province}`);
    out.push({
      moeCode,
      nameGaokaoCn: row.text('name_gaokao_cn'),
      gaokaoCnId: row.text('gaokao_cn_school_id'),
      moeMatch: row.text('moe_match'),
      schoolType: type as SchoolTypeRow['schoolType'],
      levelName: row.optText('level_name'),
      natureName: row.optText('nature_name'),
      authority: row.optText('authority_gaokao_cn'),
      dualClass: row.optText('dual_class'),
      tagName: row.optText('tag_name'),
      abbreviations: splitNames(row.optText('abbreviations')),
      oldNames: splitNames(row.optText('old_names')),
      province,
      city: row.optText('city'),
      county: row.optText('county'),
      sourceId: SCHOOL_TYPES_SOURCE_ID,
    });
  }
  return out;
}
