import { readCsv } from './csv';
import { Row } from './fields';
import { dataFile } from './paths';

export const MAJOR_RANKINGS_FILE = dataFile('rankings', 'bcmr_2026.csv.gz');
export const MAJOR_RANKINGS_SOURCE_ID = 'bcmr-2026';

/** 软科中国大学专业排名 tiers, best first. */
export const MAJOR_RANK_TIERS = ['A+', 'A', 'B+', 'B'] as const;

/**
 * One school's place in one major of the 软科中国大学专业排名 (BCMR). 软科 lists
 * roughly the top half of the schools per major: absence is not evidence that
 * a school lacks the major.
 */
export interface MajorRankingRow {
  system: '软科';
  year: number;
  schoolName: string;
  moeCode: string | null;
  /** 6-digit 本科 code, with the T/K suffix where the catalogue has one */
  majorCode: string;
  majorName: string;
  /** null on 240 rows listed without a rank */
  rank: number | null;
  tier: (typeof MAJOR_RANK_TIERS)[number] | null;
  sourceId: string;
}

export async function readMajorRankings(file = MAJOR_RANKINGS_FILE): Promise<MajorRankingRow[]> {
  const out: MajorRankingRow[] = [];
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    const majorCode = row.text('major_code');
    if (!/^\d{6,7}[TK]*$/.test(majorCode)) row.fail('major_code', `专业代码应为6或7位数字：${majorCode}`);
    const tier = row.optText('tier');
    if (tier !== null && !(MAJOR_RANK_TIERS as readonly string[]).includes(tier)) row.fail('tier', `未知的等级：${tier}`);
    const rank = row.optCount('rank');
    if (rank === 0) row.fail('rank', '名次应从 1 开始');
    out.push({
      system: '软科',
      year: row.year('data_year'),
      schoolName: row.text('school_name'),
      moeCode: row.optMoeCode(),
      majorCode,
      majorName: row.text('major_name'),
      rank,
      tier: tier as MajorRankingRow['tier'],
      sourceId: MAJOR_RANKINGS_SOURCE_ID,
    });
  }
  return out;
}
