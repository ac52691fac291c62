/**
 * 提前批 of a school (spec §2, §3 Early config, early score-line and plan
 * rows): the early-batch rows of its score lines and plans. Which batch is
 * early is the admission unit's rule (admission.ts, isEarlyBatch).
 */
import { z } from 'zod';
import { provinceNameSchema, yearSchema } from './admission';
import { schoolIdSchema } from './schools';
import { dataSourceSchema, withSources } from './sources';
import { pagingSchema, shortText } from './http';

export const preEnterConfigQuerySchema = z.object({ schoolId: schoolIdSchema, provinceName: provinceNameSchema });

/** GET /api/school/early-batch-provinces?schoolId=: where one school has 提前批 rows at all. */
export const earlyBatchProvincesQuerySchema = z.object({ schoolId: schoolIdSchema });
export const earlyBatchProvincesSchema = z.object({
  /** Provinces with early-batch score lines of the school (school or major lines), in the order of the province list */
  scoreLines: z.array(z.string()),
  /** Provinces with early-batch plans of the school */
  plans: z.array(z.string()),
});
export type EarlyBatchProvinces = z.infer<typeof earlyBatchProvincesSchema>;

/**
 * The province an early-batch tab opens on until the student picks one (spec
 * §2, the rule of every tab): the student's, else the school's own, whichever
 * first has rows; else the first province with rows; with no rows anywhere,
 * the student's or the school's own, and the tab says why it is empty.
 */
export function earlyBatchProvince(candidates: readonly (string | null | undefined)[], withRows: readonly string[]): string | undefined {
  const given = candidates.filter((c): c is string => typeof c === 'string' && c !== '');
  return given.find((c) => withRows.includes(c)) ?? withRows[0] ?? given[0];
}

/** Early config (spec §3): a year and its tracks, each with the key of its rows. */
export const preEnterConfigSchema = z.object({
  year: z.number().int(),
  subjects: z.array(z.object({ subject: z.string(), dataKey: z.string() })),
});
export type PreEnterConfig = z.infer<typeof preEnterConfigSchema>;

/** The key of one school's early-batch rows in a province, year and track (NO_TRACK where the source gave none). */
export interface EarlyBatchDataKey {
  schoolId: string;
  province: string;
  year: number;
  track: string;
}

export function earlyBatchDataKey(k: EarlyBatchDataKey): string {
  return [k.schoolId, k.province, k.year, k.track].join('|');
}

/** A dataKey as preEnterDetailQuerySchema admits it, back to its parts. */
export function parseEarlyBatchDataKey(dataKey: string): EarlyBatchDataKey {
  const [schoolId = '', province = '', year = '', track = ''] = dataKey.split('|');
  return { schoolId, province, year: Number(year), track };
}

export const preEnterDetailQuerySchema = z.object({
  dataKey: z
    .string({ error: '数据编号不能为空' })
    .trim()
    .regex(/^\d{10}\|[\u4e00-\u9fa5]{2,3}\|\d{4}\|[^|]{1,30}$/, '数据编号格式错误'),
});

/** Early score-line row (spec §3). */
export const preScoreRowSchema = z.object({
  first: z.boolean(),
  title: z.string(),
  breadcrumbs: z.array(z.string()),
  majorGroup: z.string().nullable(),
  enterNum: z.number().int().nullable(),
  maxScore: z.number().nullable(),
  minScore: z.number().nullable(),
  lowestRank: z.number().int().nullable(),
  rankDerived: z.boolean(),
  chooseSubject: z.string().nullable(),
  quality: z.string(),
  sourceId: z.string(),
});
export type PreScoreRow = z.infer<typeof preScoreRowSchema>;

export const preEnterDetailsSchema = withSources(preScoreRowSchema);

export const prePlanYearsQuerySchema = z.object({ province: provinceNameSchema, schoolId: schoolIdSchema.optional() });

export const prePlanDetailsQuerySchema = z.object({ province: provinceNameSchema, year: yearSchema });

/** Early plan row (spec §3): type 1 heading, 2 school, 4 major. */
export const prePlanRowSchema = z.object({
  type: z.union([z.literal(1), z.literal(2), z.literal(4)]),
  id: z.string(),
  title: z.string().nullable(),
  schoolEnrollCode: z.string().nullable(),
  schoolName: z.string().nullable(),
  majorEnrollCode: z.string().nullable(),
  majorName: z.string().nullable(),
  majorCode: z.string().nullable(),
  majorId: z.string().nullable(),
  majorLevel: z.number().int().nullable(),
  planNum: z.number().int().nullable(),
  cost: z.string().nullable(),
  learnYearText: z.string().nullable(),
  chooseSubject: z.string().nullable(),
  note: z.string().nullable(),
  schoolId: z.string().nullable(),
  quality: z.string().nullable(),
  sourceId: z.string().nullable(),
});
export type PrePlanRow = z.infer<typeof prePlanRowSchema>;

export const prePlanDetailsSchema = withSources(prePlanRowSchema);

// ---- /tiqianpi: a province's early batch across schools ----

/** GET /api/early-batch/configs?province= */
export const earlyProvinceConfigQuerySchema = z.object({ province: provinceNameSchema });

/**
 * The years and tracks of a province's early-batch plans and score lines
 * (Early config, spec §3). Here a subject's dataKey is the track name the
 * list calls take (不分科类 where the source gave none).
 */
export const earlyProvinceConfigSchema = z.object({
  plans: z.array(preEnterConfigSchema),
  scoreLines: z.array(preEnterConfigSchema),
});
export type EarlyProvinceConfig = z.infer<typeof earlyProvinceConfigSchema>;

/** Page size of the /tiqianpi lists: schools (plans) or admission units (score lines) per page. */
export const EARLY_PROVINCE_PAGE_SIZE = 10;

/** GET /api/early-batch/plans and /api/early-batch/score-lines */
export const earlyProvinceListQuerySchema = z
  .object({
    province: provinceNameSchema,
    year: yearSchema,
    track: shortText(20).optional(),
    keyword: shortText(30).optional(),
  })
  .extend(pagingSchema(EARLY_PROVINCE_PAGE_SIZE).shape);

/** A page of rows; total counts the schools (plans) or units (score lines) the page is cut by. */
export const earlyProvincePlansSchema = z.object({
  records: z.array(prePlanRowSchema),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
  sources: z.array(dataSourceSchema),
});
export const earlyProvinceScoreLinesSchema = z.object({
  records: z.array(preScoreRowSchema.extend({ schoolId: z.string().nullable(), schoolName: z.string().nullable() })),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
  sources: z.array(dataSourceSchema),
});
export type EarlyProvincePlans = z.infer<typeof earlyProvincePlansSchema>;
export type EarlyProvinceScoreLines = z.infer<typeof earlyProvinceScoreLinesSchema>;

/** Chinese names of the early batch's request fields. */
export const EARLY_BATCH_FIELD_LABELS: Record<string, string> = { dataKey: '数据编号', track: '科类', keyword: '院校名称' };
