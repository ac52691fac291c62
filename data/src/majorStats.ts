import { readCsv } from './csv';
import { Row } from './fields';
import { dataFile } from './paths';

export const MAJOR_STATS_FILE = dataFile('majors', 'major_stats_gaokao_cn_2023.csv.gz');
export const MAJOR_STATS_SOURCE_ID = 'gaokao-cn-major-stats-2023';

/** gaokao.cn's figures for one 本科 major (Nov 2023): gender ratio, 学制, degree, salary estimates (not official). */
export interface MajorStatsRow {
  gaokaoCnId: string;
  /** 6-digit 本科 code as gaokao.cn lists it */
  majorCode: string;
  majorName: string;
  levelName: string;
  categoryName: string | null;
  className: string | null;
  /** 授予学位 (哲学学士 …) */
  degree: string | null;
  /** 学制 as printed (四年, 五年, 五年，四年) */
  limitYear: string | null;
  /** null where gaokao.cn had 0/0 */
  boyRatePct: number | null;
  girlRatePct: number | null;
  /** gaokao.cn salary estimates (元/月), not official */
  salaryAvg: number | null;
  fiveSalaryAvg: number | null;
  viewTotal: number | null;
  popularityRank: number | null;
  inCatalogue2025: boolean;
  inGaokaoCnIndex2024: boolean;
  sourceId: string;
}

export async function readMajorStats(file = MAJOR_STATS_FILE): Promise<MajorStatsRow[]> {
  const out: MajorStatsRow[] = [];
  const codes = new Set<string>();
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    const majorCode = row.text('major_code');
    if (!/^\d{6,7}[TK]*$/.test(majorCode)) row.fail('major_code', `专业代码应为6或7位数字：${majorCode}`);
    if (codes.has(majorCode)) row.fail('major_code', `专业代码重复：${majorCode}`);
    codes.add(majorCode);
    const boy = row.optCount('boy_rate_pct');
    const girl = row.optCount('girl_rate_pct');
    if ((boy === null) !== (girl === null) || (boy !== null && boy + girl! !== 100)) row.fail('girl_rate_pct', `男女比例之和应为 100：${boy} + ${girl}`);
    out.push({
      gaokaoCnId: row.text('gaokao_cn_special_id'),
      majorCode,
      majorName: row.text('major_name'),
      levelName: row.text('level1_name'),
      categoryName: row.optText('category_name'),
      className: row.optText('class_name'),
      degree: row.optText('degree'),
      limitYear: row.optText('limit_year'),
      boyRatePct: boy,
      girlRatePct: girl,
      salaryAvg: row.optCount('salaryavg'),
      fiveSalaryAvg: row.optCount('fivesalaryavg'),
      viewTotal: row.optCount('view_total'),
      popularityRank: row.optCount('popularity_rank'),
      inCatalogue2025: row.flag('in_2025_catalogue'),
      inGaokaoCnIndex2024: row.flag('in_gaokao_cn_index_2024'),
      sourceId: MAJOR_STATS_SOURCE_ID,
    });
  }
  return out;
}
