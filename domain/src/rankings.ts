/**
 * 大学排名 (spec §2 University ranking, §3 Rank per school): the ranking
 * list, its options and a school's rank history.
 */
import { z } from 'zod';
import { yearSchema } from './admission';
import { pageSchema, pagingSchema, shortText } from './http';
import { dataSourceSchema } from './sources';

/** The ranking systems a student can pick (spec §2 University ranking). */
export const RANKING_TYPES = ['软科', 'QS', 'ARWU'] as const;
export type RankingType = (typeof RANKING_TYPES)[number];
export const RANKING_TYPE_LABELS: Record<RankingType, string> = { 软科: '软科排名', QS: 'QS排名', ARWU: 'ARWU排名' };

/** 软科's main list; QS and ARWU have only their world list (stored under the same name). */
export const MAIN_RANKING_LIST = '主榜';
export const RANKING_PAGE_SIZE = 6;

const rankingTypeSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().replace(/排名$/, '') : v),
  z.enum(RANKING_TYPES, { error: '排名类型只能是软科、QS或ARWU' }),
);

/** POST /api/school/ranking body. */
export const rankingQuerySchema = pagingSchema(RANKING_PAGE_SIZE).extend({
  query: shortText(50).optional(),
  rankingType: rankingTypeSchema.default('软科'),
  /** Omitted: the latest year of the system. */
  rankingYear: yearSchema.optional(),
  /** 主榜 (default) or a 软科 specialty list (医药类, 财经类 …) */
  list: shortText(20).optional(),
});
export type RankingQuery = z.infer<typeof rankingQuerySchema>;

export const rankingRowSchema = z.object({
  /** As published: 1, 500+, =17, 601-610 */
  rank: z.string(),
  rankValue: z.number().int(),
  rankIsLowerBound: z.boolean(),
  schoolId: z.string().nullable(),
  schoolName: z.string(),
  schoolCrestUrl: z.string().nullable(),
  schoolFeatures: z.array(z.string()),
  provinceName: z.string().nullable(),
  cityName: z.string().nullable(),
  score: z.number().nullable(),
});
export type RankingRow = z.infer<typeof rankingRowSchema>;

export const rankingPageSchema = pageSchema(rankingRowSchema).extend({
  rankingType: z.string(),
  rankingYear: z.number().int().nullable(),
  /** 主榜 for 软科, the world list for QS */
  list: z.string().nullable(),
  source: dataSourceSchema.nullable(),
});
export type RankingPage = z.infer<typeof rankingPageSchema>;

/** The years each ranking system really has in the database, latest first. */
export const rankingOptionSchema = z.object({
  rankingType: z.string(),
  label: z.string(),
  /** Years of the main list */
  years: z.array(z.number().int()),
  /** Every list of the system with its years: 主榜 first, then 软科's specialty lists */
  lists: z.array(z.object({ list: z.string(), years: z.array(z.number().int()) })),
});
export type RankingOption = z.infer<typeof rankingOptionSchema>;

/** Rank per school (spec §3): per system, the ranks by year, oldest first. */
export const rankHistorySchema = z.object({
  system: z.string(),
  list: z.string(),
  ranks: z.array(
    z.object({ year: z.number().int(), rank: z.string(), rankValue: z.number().int().nullable(), rankIsLowerBound: z.boolean() }),
  ),
  source: dataSourceSchema.nullable(),
});
export type RankHistory = z.infer<typeof rankHistorySchema>;

/** Chart value of a rank (spec §2): distance from the worst rank shown, plus 2, so the best bar is the tallest. */
export function rankChartValue(rank: number, worstRank: number): number {
  return worstRank - rank + 2;
}

/** A rank as the ranking list prints it: two digits, zero-padded ('01'); tiers and bands unchanged. */
export function paddedRank(rank: string): string {
  return /^\d$/.test(rank.trim()) ? rank.trim().padStart(2, '0') : rank.trim();
}

/** Chinese names of the ranking's request fields. */
export const RANKING_FIELD_LABELS: Record<string, string> = {
  rankingType: '排名类型',
  rankingYear: '排名年份',
  list: '榜单',
};
