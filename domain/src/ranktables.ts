import { z } from 'zod';
import { asWholeNumber, pageNumberSchema } from './http';
import { competitionLevel, type CompetitionLevel } from './rules/competition';
import { DEFAULT_TABLE_PAGE_SIZE, TABLE_PAGE_SIZES } from './rules/constants';
import { gaokaoProvinceSchema, gaokaoYearSchema, validateRankQuery } from './rules/validation';
import { dataSourceSchema } from './sources';

/**
 * 一分一段: pure lookups over one rank table (one province × year × track).
 * A band is one row of the published table: a single score, a 10-point band
 * (北京 `NNN-MMM`) or the merged top band (`NNN及以上`).
 */
export interface RankBand {
  /** Lowest score of the band */
  score: number;
  scoreLabel: string | null;
  /** Candidates in the band; null where the source printed only the cumulative */
  count: number | null;
  /** 累计人数: rank of the last candidate in the band */
  cumulative: number;
}

/** The highest score a band covers: MMM of `NNN-MMM`, the full mark for `NNN及以上`, else its score. */
export function bandTop(band: RankBand, fullMark: number): number {
  const label = band.scoreLabel ?? '';
  if (label.endsWith('及以上')) return fullMark;
  const m = /^\d+(?:\.\d+)?-(\d+(?:\.\d+)?)$/.exec(label);
  return m ? Number(m[1]) : band.score;
}

/** Candidates in a band: its count, or where the source printed none, the step of the cumulatives. */
export function bandCount(band: RankBand, previousCumulative: number): number {
  return band.count ?? Math.max(0, band.cumulative - previousCumulative);
}

/**
 * Rank range of a band: `cumulative − count + 1 … cumulative`. A published row
 * nobody scored (count 0) ranks at its 累计人数, as the authority prints it.
 */
export function bandRankRange(band: RankBand, previousCumulative: number): { highestRank: number; lowestRank: number } {
  const count = bandCount(band, previousCumulative);
  return { highestRank: count > 0 ? band.cumulative - count + 1 : band.cumulative, lowestRank: band.cumulative };
}

/** 位次区间 of a score (spec §3 Rank segment). */
export interface RankSegment {
  score: number;
  /** The band the score falls in: its label as published, or the score */
  bandLabel: string;
  highestRank: number;
  lowestRank: number;
  sameScoreCount: number;
  /** 建议位次: the last rank at this score, what admission compares against */
  suggestedRank: number;
  competitionLevel: CompetitionLevel;
  /**
   * The table skips this score, yet the 累计人数 of the next printed row jumps by
   * more than that row's count: the candidates of the skipped scores form this band.
   */
  omitted?: boolean;
}

/**
 * Finds the band of a score in a table sorted by score, highest first. A score
 * no band covers (above the top, below the bottom of a truncated table) gives
 * null; a score inside the table that an authority omitted because nobody
 * scored it ranks like a printed row with count 0: at the band above's 累计人数.
 */
export function lookupRank(bands: readonly RankBand[], score: number, fullMark: number): RankSegment | null {
  if (bands.length === 0 || !Number.isFinite(score) || score < 0 || score > fullMark) return null;
  let previousCumulative = 0;
  for (let i = 0; i < bands.length; i++) {
    const band = bands[i]!;
    const top = bandTop(band, fullMark);
    if (score > top) {
      // above the first band: nothing covers it; between bands: nobody scored it …
      if (i === 0) return null;
      // … unless the next printed row's 累计人数 jumps past its own count: those candidates scored the skipped scores
      const jump = band.cumulative - previousCumulative;
      if (band.count === null && jump > 0) {
        // the next row prints only its 累计人数 (河南 2023 理科 400): the skipped scores and it form one band
        return {
          score,
          bandLabel: `${band.score}-${bands[i - 1]!.score - 1}`,
          highestRank: previousCumulative + 1,
          lowestRank: band.cumulative,
          sameScoreCount: jump,
          suggestedRank: band.cumulative,
          competitionLevel: competitionLevel(jump),
          omitted: true,
        };
      }
      const skipped = band.count === null ? 0 : jump - band.count;
      if (skipped > 0) {
        const low = top + 1;
        const high = bands[i - 1]!.score - 1;
        return {
          score,
          bandLabel: low === high ? String(low) : `${low}-${high}`,
          highestRank: previousCumulative + 1,
          lowestRank: previousCumulative + skipped,
          sameScoreCount: skipped,
          suggestedRank: previousCumulative + skipped,
          competitionLevel: competitionLevel(skipped),
          omitted: true,
        };
      }
      const rank = previousCumulative;
      return {
        score,
        bandLabel: String(score),
        highestRank: rank,
        lowestRank: rank,
        sameScoreCount: 0,
        suggestedRank: rank,
        competitionLevel: competitionLevel(0),
      };
    }
    if (score >= band.score) {
      const range = bandRankRange(band, previousCumulative);
      const same = bandCount(band, previousCumulative);
      return {
        score,
        bandLabel: band.scoreLabel ?? String(band.score),
        ...range,
        sameScoreCount: same,
        suggestedRank: range.lowestRank,
        competitionLevel: competitionLevel(same),
      };
    }
    previousCumulative = band.cumulative;
  }
  return null;
}

/** 等效分: the band of another year's table that holds a given rank, or null past its end. */
export function scoreAtRank(
  bands: readonly RankBand[],
  rank: number,
): { score: number; bandLabel: string; highestRank: number; lowestRank: number } | null {
  let previousCumulative = 0;
  for (const band of bands) {
    if (band.cumulative >= rank) {
      return { score: band.score, bandLabel: band.scoreLabel ?? String(band.score), ...bandRankRange(band, previousCumulative) };
    }
    previousCumulative = band.cumulative;
  }
  return null;
}

// ---- API of the rank page (spec §7 Batch lines and remarks) ----

/** Quality of a whole table (data/rank_tables/SOURCE.md). */
export const RANK_TABLE_QUALITIES = ['ok', 'gaps', 'truncated', 'suspect'] as const;
export type RankTableQuality = (typeof RANK_TABLE_QUALITIES)[number];

/** What the page says about a table that is not plainly `ok`. */
export const RANK_TABLE_QUALITY_LABELS: Record<RankTableQuality, string | null> = {
  ok: null,
  gaps: '累计人数有断档',
  truncated: '不完整：只公布了部分分数段',
  suspect: '存疑：来源不一致或校验未通过',
};

/** One 一分一段 table: its key, extent, quality and source. */
export const rankTableInfoSchema = z.object({
  province: z.string(),
  year: z.number().int(),
  /** The track (科类) the table ranks: 物理类, 历史类, 理科, 文科, 综合 or a special table */
  subject: z.string(),
  quality: z.enum(RANK_TABLE_QUALITIES),
  /** Highest and lowest score a row of the table starts at */
  topScore: z.number(),
  bottomScore: z.number(),
  /** The first row is a merged band (`NNN及以上`) that reaches the full mark */
  topBand: z.boolean(),
  /** The table starts at rank 1: its first row's count is its 累计人数 */
  topComplete: z.boolean(),
  fullMark: z.number().int(),
  /** 累计人数 of the last row: candidates the table counts */
  totalCandidates: z.number().int(),
  rows: z.number().int(),
  source: dataSourceSchema,
});
export type RankTableInfo = z.infer<typeof rankTableInfoSchema>;

const subjectField = z
  .string({ error: '请选择科目' })
  .trim()
  .min(1, '请选择科目')
  .max(60, '科目名称过长');

const batchField = z.string({ error: '批次必须是文字' }).trim().max(120, '批次名称过长').optional();

/** 分数: required, a number from 0 to 900 (the same words as the form, spec §5). */
export const scoreFieldSchema = z
  .union([z.number(), z.string()], { error: '请输入分数' })
  .superRefine((value, ctx) => {
    const message = validateRankQuery({ subject: '-', score: value });
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  })
  .transform((value) => Number(value));

/** One table: province, year and track (the spec calls the track `subject`). */
export const rankTableKeySchema = z.object({
  province: gaokaoProvinceSchema,
  year: gaokaoYearSchema,
  subject: subjectField,
});
export type RankTableKey = z.infer<typeof rankTableKeySchema>;

/** GET …?province= */
export const provinceParamSchema = z.object({ province: gaokaoProvinceSchema });

/** POST /api/batch-lines/batch-line-segment-default */
export const segmentDefaultBodySchema = rankTableKeySchema.extend({ batch: batchField });
export type SegmentDefaultBody = z.infer<typeof segmentDefaultBodySchema>;

/** POST /api/batch-lines/batch-line-segment */
export const segmentBodySchema = rankTableKeySchema.extend({ score: scoreFieldSchema, batch: batchField });
export type SegmentBody = z.input<typeof segmentBodySchema>;

/** POST /api/batch-lines/historical-equivalent-score: the score whose rank is carried to earlier years. */
export const historicalEquivalentBodySchema = rankTableKeySchema.extend({ score: scoreFieldSchema });
export type HistoricalEquivalentBody = z.input<typeof historicalEquivalentBodySchema>;

/** POST /api/batch-lines/get-score: the score band holding a rank. */
export const getScoreBodySchema = rankTableKeySchema.extend({
  rank: z.preprocess(
    asWholeNumber,
    z.number({ error: '请输入位次' }).int('位次必须是整数').min(1, '位次不能小于1').max(10_000_000, '位次过大'),
  ),
});
export type GetScoreBody = z.input<typeof getScoreBodySchema>;

/** POST /api/batch-lines/same-score-info: rows of a table, paged 10/20/50/100; a score opens its page. */
export const sameScoreInfoBodySchema = rankTableKeySchema.extend({
  score: scoreFieldSchema.optional(),
  page: pageNumberSchema,
  pageSize: z
    .preprocess(asWholeNumber, z.number({ error: '每页条数必须是数字' }))
    .refine((n) => (TABLE_PAGE_SIZES as readonly number[]).includes(n), `每页条数只能是${TABLE_PAGE_SIZES.join('、')}`)
    .default(DEFAULT_TABLE_PAGE_SIZE),
});
export type SameScoreInfoBody = z.input<typeof sameScoreInfoBodySchema>;

/** A control line of the chosen batch, for the chart and the prompt. */
export const batchControlLineSchema = z.object({
  batch: z.string(),
  controlScore: z.number().nullable(),
  /** Several lines share this batch name (a qualifier the source did not record) */
  ambiguous: z.boolean(),
  source: dataSourceSchema,
});
export type BatchControlLine = z.infer<typeof batchControlLineSchema>;

/** Year → track → batches, the rank page's filter options (spec §3 Filter config). */
export const batchLineSelectSchema = z.object({
  province: z.string(),
  /** The spec's map; JSON objects order integer keys ascending, so `options` carries the order */
  yearSubjectBatchMap: z.record(z.string(), z.record(z.string(), z.array(z.string()))),
  /** Newest year first; ordinary tracks first; batches by control line, highest first */
  options: z.array(
    z.object({
      year: z.number().int(),
      subjects: z.array(z.object({ subject: z.string(), batches: z.array(z.string()), table: rankTableInfoSchema })),
    }),
  ),
});
export type BatchLineSelect = z.infer<typeof batchLineSelectSchema>;

/** One point of the distribution chart (spec §3 Curve point). */
export const curvePointSchema = z.object({
  score: z.number(),
  /** Top of the band: the score itself, MMM of `NNN-MMM`, the full mark of `NNN及以上` */
  highScore: z.number(),
  sameScoreCount: z.number().int(),
  highestRank: z.number().int(),
  lowestRank: z.number().int(),
});
export type CurvePoint = z.infer<typeof curvePointSchema>;

export const segmentDefaultSchema = z.object({
  table: rankTableInfoSchema,
  batchLine: batchControlLineSchema.nullable(),
  curveData: z.array(curvePointSchema),
});
export type SegmentDefault = z.infer<typeof segmentDefaultSchema>;

/** spec §3 Rank segment, with the band the score fell in. */
export const rankSegmentSchema = z.object({
  score: z.number(),
  bandLabel: z.string(),
  highestRank: z.number().int(),
  lowestRank: z.number().int(),
  sameScoreCount: z.number().int(),
  suggestedRank: z.number().int(),
  competitionLevel: z.enum(['高', '中', '低']),
  /** The table skips the score(s) of this band; its candidates are the jump in 累计人数 */
  omitted: z.boolean().optional(),
});

export const segmentResultSchema = z.object({
  table: rankTableInfoSchema,
  /** null: no band covers the score; `scorePrompt` then is the spec's no-match warning */
  segment: rankSegmentSchema.nullable(),
  batchLine: batchControlLineSchema.nullable(),
  scorePrompt: z.string(),
});
export type SegmentResult = z.infer<typeof segmentResultSchema>;

/** spec §3 Historical equivalent row: the same rank in an earlier year's table. */
export const historicalEquivalentRowSchema = z.object({
  year: z.number().int(),
  /** Rank range of the band found that year; null when that year's table does not reach the rank */
  highestRank: z.number().int().nullable(),
  lowestRank: z.number().int().nullable(),
  historicalEquivalentScore: z.number().nullable(),
  bandLabel: z.string().nullable(),
  /** The rank carried over: this year's suggested rank */
  historicalEquivalentRank: z.number().int(),
  note: z.string().nullable(),
  table: rankTableInfoSchema,
});
export type HistoricalEquivalentRow = z.infer<typeof historicalEquivalentRowSchema>;

export const historicalEquivalentSchema = z.object({
  table: rankTableInfoSchema,
  segment: rankSegmentSchema.nullable(),
  /** Earlier years of the same province and track, newest first */
  rows: z.array(historicalEquivalentRowSchema),
  message: z.string(),
});
export type HistoricalEquivalent = z.infer<typeof historicalEquivalentSchema>;

export const scoreAtRankResultSchema = z.object({
  table: rankTableInfoSchema,
  rank: z.number().int(),
  /** null: the table ends before this rank */
  score: z.number().nullable(),
  bandLabel: z.string().nullable(),
  highestRank: z.number().int().nullable(),
  lowestRank: z.number().int().nullable(),
  message: z.string(),
});
export type ScoreAtRankResult = z.infer<typeof scoreAtRankResultSchema>;

/** One row of a table as published, with its rank range. */
export const rankTableRowSchema = z.object({
  score: z.number(),
  bandLabel: z.string(),
  count: z.number().int().nullable(),
  cumulative: z.number().int(),
  highestRank: z.number().int(),
  lowestRank: z.number().int(),
});
export type RankTableRow = z.infer<typeof rankTableRowSchema>;

export const sameScoreInfoSchema = z.object({
  table: rankTableInfoSchema,
  records: z.array(rankTableRowSchema),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
  /** The row the asked score falls in, when it falls in one */
  highlightScore: z.number().nullable(),
});
export type SameScoreInfo = z.infer<typeof sameScoreInfoSchema>;

// ---- remark configs: statements derived from the tables we hold ----

export const remarkSchema = z.object({
  province: z.string(),
  title: z.string(),
  paragraphs: z.array(z.string()),
  /** The tables the statements are about, newest first */
  tables: z.array(rankTableInfoSchema),
});
export type Remark = z.infer<typeof remarkSchema>;

/**
 * equivalentScore: earlier complete (`ok`) tables of the same track exist, so
 * the history table shows 等效分; sameRankScore: earlier tables exist but some
 * are truncated or suspect, so it shows only the score at the same rank
 * (同位次分); none: one year per track, nothing to compare.
 */
export const EQUIVALENT_SHOW_TYPES = ['equivalentScore', 'sameRankScore', 'none'] as const;
export type EquivalentShowType = (typeof EQUIVALENT_SHOW_TYPES)[number];

export const equivalentScoreShowSchema = z.object({
  province: z.string(),
  showType: z.enum(EQUIVALENT_SHOW_TYPES),
  /** Column heading of the history table: 等效分 / 同位次分 */
  label: z.string(),
  reason: z.string(),
});
export type EquivalentScoreShow = z.infer<typeof equivalentScoreShowSchema>;

/** Provinces that have data, for the pickers (years and tracks without a real table are never offered). */
export const dataProvincesSchema = z.object({
  rankTables: z.array(z.string()),
  batchLines: z.array(z.string()),
});
export type DataProvinces = z.infer<typeof dataProvincesSchema>;

/** Chinese names of the rank lookups' request fields. */
export const RANK_TABLE_FIELD_LABELS: Record<string, string> = { score: '分数', rank: '位次' };
