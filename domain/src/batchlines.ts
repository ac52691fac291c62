import { z } from 'zod';
import { QUALITY_VALUES, type Quality } from './admission';
import { gaokaoProvinceSchema, gaokaoYearSchema } from './rules/validation';
import { dataSourceSchema } from './sources';

/** Row quality of the batch-line file (data/batch_lines/SOURCE.md): the admission rows' qualities. */
export const BATCH_LINE_QUALITIES = QUALITY_VALUES;
export type BatchLineQuality = Quality;

/**
 * 批次线 row (spec §3 Batch line row). The datasets carry the control line
 * (文化分) and, for art and sport categories, the 专业统考 line; they carry no
 * lowest or highest admitted score of a batch, so those fields are not sent.
 */
export const batchLineRowSchema = z.object({
  province: z.string(),
  year: z.number().int(),
  batch: z.string(),
  /** The track (科类); null where the source gave none */
  subject: z.string().nullable(),
  controlScore: z.number().nullable(),
  professionalScore: z.number().nullable(),
  /** Several lines share this province, year, track and batch: a qualifier the source did not record */
  ambiguous: z.boolean(),
  quality: z.enum(BATCH_LINE_QUALITIES),
  /** Art, sport or another special line (not an ordinary 物理类/历史类/理科/文科/综合 line) */
  special: z.boolean(),
  sourceId: z.string(),
});
export type BatchLineRow = z.infer<typeof batchLineRowSchema>;

/** The batch lines of one year with the sources they cite. */
export const batchLineYearSchema = z.object({
  year: z.number().int(),
  lines: z.array(batchLineRowSchema),
  sources: z.array(dataSourceSchema),
});
export type BatchLineYear = z.infer<typeof batchLineYearSchema>;

/** GET /api/batch-lines/by-province: newest year first; years without lines are absent. */
export const batchLinesByProvinceSchema = z.object({
  province: z.string(),
  years: z.array(batchLineYearSchema),
});
export type BatchLinesByProvince = z.infer<typeof batchLinesByProvinceSchema>;

/** POST /api/batch-lines/by-province-and-year */
export const batchLinesOfYearBodySchema = z.object({ province: gaokaoProvinceSchema, year: gaokaoYearSchema });
export type BatchLinesOfYearBody = z.input<typeof batchLinesOfYearBodySchema>;

export const batchLinesOfYearSchema = batchLineYearSchema.extend({ province: z.string() });
export type BatchLinesOfYear = z.infer<typeof batchLinesOfYearSchema>;

/** Words that mark a special-admission line (专项, 军队, 预科 …) rather than the ordinary batch. */
const SPECIAL_BATCH_WORDS = ['特殊', '专项', '军队', '消防', '预科', '民族', '定向', '卫生', '教师', '提前', '强基', '艺', '体育', '征集', '补录'];

/**
 * Rank of a batch in the pickers: the ordinary 本科 line first, then the
 * ordinary 专科/高职 line, then special lines; the rank page defaults to the first.
 * Provinces that fill by 段 (山东, 浙江: 普通类一段, 二段 …) rank 一段 as 本科 and
 * the later 段 as 专科 (spec §9: 1段 → 本科, 2段 → 专科).
 */
export function batchPriority(batch: string): number {
  if (SPECIAL_BATCH_WORDS.some((w) => batch.includes(w))) return 2;
  if (batch.includes('本科') || batch.includes('一批') || batch.includes('二批')) return 0;
  if (batch.includes('专科') || batch.includes('高职')) return 1;
  if (/[一1]段/.test(batch)) return 0;
  if (/[二三2-3]段/.test(batch)) return 1;
  return 2;
}

/** Batches in picker order: by priority, then the higher control line first. */
export function compareBatches(a: { batch: string; controlScore: number | null }, b: { batch: string; controlScore: number | null }): number {
  return batchPriority(a.batch) - batchPriority(b.batch) || (b.controlScore ?? -1) - (a.controlScore ?? -1);
}
