import { readCsv } from './csv';
import { Row } from './fields';
import { dataFile } from './paths';
import { parseRank } from './schools';

/** 软科 (BCUR, 中国大学排名), QS (World University Rankings), ARWU (软科世界大学学术排名). */
export const RANKING_SYSTEMS = ['软科', 'QS', 'ARWU'] as const;
export type RankingSystem = (typeof RANKING_SYSTEMS)[number];

/** The list of a system that ranks every school; 软科 also publishes specialty lists (医药类, 财经类 …). */
export const MAIN_LIST = '主榜';

/** One published ranking row; moe_code is null for schools not on the MOE list (foreign, military). */
export interface RankingRow {
  system: RankingSystem;
  year: number;
  list: string;
  /** As published: 1, 500+, 医12, =17, 901-1000 */
  rank: string;
  /** Sort key within the list: the leading number of the rank */
  rankValue: number;
  /** The rank is a tier or band (500+, 901-1000), not an exact place */
  rankIsLowerBound: boolean;
  /** The school's name as the ranking prints it (Chinese; QS: the hand-mapped Chinese name, else English) */
  schoolName: string;
  nameEn: string | null;
  country: string | null;
  /** ARWU: rank among the schools of its country */
  nationalRank: string | null;
  province: string | null;
  /** 软科 school type (综合, 理工 …) */
  schoolType: string | null;
  /** 双一流/985/211 as 软科 prints them */
  tags: string | null;
  /** 软科 2023 total score, QS overall score; null where not published */
  score: number | null;
  /** 软科 2023 indicator scores (top 100 only) */
  indicators: Record<string, number> | null;
  moeCode: string | null;
  sourceId: string;
}

interface RankingFile {
  file: string;
  sourceId: string;
  parse(row: Row, sourceId: string): RankingRow;
}

const BCUR_2023_INDICATORS: Record<string, string> = {
  ind_level: '办学层次',
  ind_talent_training: '人才培养',
  ind_resources: '办学资源',
  ind_international: '国际竞争',
  ind_discipline: '学科水平',
  ind_faculty: '师资力量',
  ind_social_service: '服务社会',
  ind_research: '科学研究',
  ind_major_projects: '重大项目',
  ind_top_talent: '高端人才',
};

function leadingNumber(row: Row, field: string, rank: string): number {
  const value = parseRank(rank).rankValue ?? /(\d+)/.exec(rank)?.[1];
  if (value === undefined) row.fail(field, `名次没有数字：${rank}`);
  return Number(value);
}

function bcurLists(year: number): RankingFile {
  return {
    file: dataFile('rankings', `bcur_${year}.csv.gz`),
    sourceId: `bcur-${year}`,
    parse: (row, sourceId) => {
      const rankRaw = row.text('rank_raw');
      return {
        system: '软科',
        year: row.year(),
        list: row.text('list'),
        rank: rankRaw,
        rankValue: row.int('rank'),
        rankIsLowerBound: row.flag('rank_is_lower_bound'),
        schoolName: row.text('name'),
        nameEn: null,
        country: '中国',
        nationalRank: null,
        province: row.optText('province'),
        schoolType: row.optText('type'),
        tags: row.optText('tags'),
        score: null,
        indicators: null,
        moeCode: row.optMoeCode(),
        sourceId,
      };
    },
  };
}

/** The shipped ranking files, newest first. */
export const RANKING_FILES: RankingFile[] = [
  bcurLists(2026),
  bcurLists(2025),
  {
    file: dataFile('rankings', 'bcur_2023_main.csv.gz'),
    sourceId: 'bcur-2023',
    parse: (row, sourceId) => {
      const indicators: Record<string, number> = {};
      for (const [column, label] of Object.entries(BCUR_2023_INDICATORS)) {
        const v = row.optNumber(column);
        if (v !== null) indicators[label] = v;
      }
      const rank = row.text('rank');
      return {
        system: '软科',
        year: row.year(),
        list: row.text('list'),
        rank,
        rankValue: leadingNumber(row, 'rank', rank),
        rankIsLowerBound: false,
        schoolName: row.text('name'),
        nameEn: null,
        country: '中国',
        nationalRank: null,
        province: row.optText('province'),
        schoolType: row.optText('type'),
        tags: null,
        score: row.optNumber('total_score'),
        indicators: Object.keys(indicators).length ? indicators : null,
        moeCode: row.optMoeCode(),
        sourceId,
      };
    },
  },
  {
    file: dataFile('rankings', 'qs_wur_2024_2025.csv.gz'),
    sourceId: 'qs-wur-2024-2025',
    parse: (row, sourceId) => {
      const rank = row.text('rank');
      const score = row.text('overall_score');
      const nameEn = row.text('university');
      return {
        system: 'QS',
        year: row.year('edition'),
        list: MAIN_LIST,
        rank,
        rankValue: leadingNumber(row, 'rank', rank),
        rankIsLowerBound: rank.includes('-'),
        schoolName: row.optText('name_zh_manual_map') ?? nameEn,
        nameEn,
        country: row.text('country'),
        nationalRank: null,
        province: null,
        schoolType: null,
        tags: null,
        // QS prints "-" below about rank 600
        score: score === '-' ? null : row.number('overall_score'),
        indicators: null,
        moeCode: row.optMoeCode(),
        sourceId,
      };
    },
  },
  {
    file: dataFile('rankings', 'arwu_2024_world.csv.gz'),
    sourceId: 'arwu-2024',
    parse: (row, sourceId) => {
      const rank = row.text('world_rank');
      return {
        system: 'ARWU',
        year: row.year(),
        list: MAIN_LIST,
        rank,
        rankValue: leadingNumber(row, 'world_rank', rank),
        rankIsLowerBound: rank.includes('-'),
        schoolName: row.text('name_zh'),
        nameEn: null,
        country: row.text('country_zh'),
        nationalRank: row.optText('national_rank'),
        province: null,
        schoolType: null,
        tags: null,
        score: null,
        indicators: null,
        moeCode: row.optMoeCode(),
        sourceId,
      };
    },
  },
];

/** Every published ranking row of every shipped ranking (≈ 5,200 rows). */
export async function readRankings(): Promise<RankingRow[]> {
  const out: RankingRow[] = [];
  for (const f of RANKING_FILES) {
    for await (const record of readCsv(f.file)) out.push(f.parse(new Row(f.file, record), f.sourceId));
  }
  return out;
}
