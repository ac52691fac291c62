import { shortProvinceName } from '@zhiyuan/domain';
import { readCsv } from './csv';
import { Row } from './fields';
import { dataFile } from './paths';

export const SCHOOLS_FILE = dataFile('schools', 'schools.csv.gz');
/** Source id of the school list rows (see data/sources.csv). */
export const SCHOOLS_SOURCE_ID = 'moe-school-list-2025';

export interface SchoolRankRow {
  system: '软科' | 'QS';
  year: number;
  /** As published: 1, 医12, 500+, =17, 621-630 */
  rank: string;
  /** Sort key: the leading number of the published rank; null for non-main lists (医12). */
  rankValue: number | null;
  /** 主榜 or the specialty list the prefix names */
  list: string;
  sourceId: string;
}

export interface SchoolRow {
  moeCode: string;
  name: string;
  province: string;
  city: string | null;
  authority: string | null;
  level: string;
  remark: string | null;
  ownership: string;
  gaokaoCnId: string | null;
  is985: boolean | null;
  is211: boolean | null;
  isDoubleFirstClass: boolean | null;
  natureGaokaoCn: string | null;
  levelGaokaoCn: string | null;
  latBd09: number | null;
  lngBd09: number | null;
  bcurType: string | null;
  moeListSeq: number;
  ranks: SchoolRankRow[];
  sourceId: string;
}

const BCUR_LIST_PREFIXES: Record<string, string> = {
  医: '医药类', 财: '财经类', 政: '政法类', 中: '中医药类', 语: '语言类', 体: '体育类', 民: '民族类', 合作: '合作办学',
};

/** Parses a published rank into its sort value and list (主榜 when it is a plain number or band). */
export function parseRank(raw: string): { rankValue: number | null; list: string } {
  const m = /^=?(\d+)/.exec(raw);
  if (m) return { rankValue: Number(m[1]), list: '主榜' };
  for (const [prefix, list] of Object.entries(BCUR_LIST_PREFIXES)) {
    if (raw.startsWith(prefix)) return { rankValue: null, list };
  }
  return { rankValue: null, list: '其他' };
}

const RANK_COLUMNS: { column: string; system: '软科' | 'QS'; year: number; sourceId: string }[] = [
  { column: 'bcur_2026_rank', system: '软科', year: 2026, sourceId: 'bcur-2026' },
  { column: 'bcur_2025_rank', system: '软科', year: 2025, sourceId: 'bcur-2025' },
  { column: 'bcur_2023_rank', system: '软科', year: 2023, sourceId: 'bcur-2023' },
  { column: 'qs_2025_rank', system: 'QS', year: 2025, sourceId: 'qs-wur-2024-2025' },
  { column: 'qs_2024_rank', system: 'QS', year: 2024, sourceId: 'qs-wur-2024-2025' },
];

/** Reads the shipped school list (2,919 schools of the MOE 2025 list with merged attributes). */
export async function readSchools(file = SCHOOLS_FILE): Promise<SchoolRow[]> {
  const out: SchoolRow[] = [];
  const seen = new Set<string>();
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    const moeCode = row.text('moe_code');
    if (!/^\d{10}$/.test(moeCode)) row.fail('moe_code', `学校标识码应为10位数字：${moeCode}`);
    if (seen.has(moeCode)) row.fail('moe_code', `学校标识码重复：${moeCode}`);
    seen.add(moeCode);
    const province = shortProvinceName(row.text('province')) ?? row.fail('province', `未知省份：${row.text('province')}`);
    const ranks: SchoolRankRow[] = [];
    for (const c of RANK_COLUMNS) {
      const rank = row.optText(c.column);
      if (rank) ranks.push({ system: c.system, year: c.year, rank, ...parseRank(rank), sourceId: c.sourceId });
    }
    out.push({
      moeCode,
      name: row.text('name'),
      province,
      city: row.optText('location'),
      authority: row.optText('authority'),
      level: row.oneOf('level', ['本科', '专科'] as const),
      remark: row.optText('remark'),
      ownership: row.text('ownership'),
      gaokaoCnId: row.optText('gaokao_cn_school_id'),
      is985: row.optFlag('is_985'),
      is211: row.optFlag('is_211'),
      isDoubleFirstClass: row.optFlag('is_double_first_class'),
      natureGaokaoCn: row.optText('nature_gaokao_cn'),
      levelGaokaoCn: row.optText('level_gaokao_cn'),
      latBd09: row.optNumber('lat_bd09'),
      lngBd09: row.optNumber('lng_bd09'),
      bcurType: row.optText('bcur_type'),
      moeListSeq: row.int('moe_list_seq'),
      ranks,
      sourceId: SCHOOLS_SOURCE_ID,
    });
  }
  return out;
}
