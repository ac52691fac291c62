/**
 * 录取分数线 of a school (spec §3 School score line, Major score-line group,
 * §7 Schools): the queries, the rows and the province rule of the filters.
 */
import { z } from 'zod';
import { isCollectionRound, provinceNameSchema, unitDirection, unitTitle, yearSchema, type UnitFields } from './admission';
import { asWholeNumber, pageSchema, pagingSchema, shortText } from './http';
import { schoolIdSchema } from './schools';
import { dataSourceSchema, withSources } from './sources';

/** GET /api/school/province-rule query (the answer is a ProvinceRule). */
export const provinceRuleQuerySchema = z.object({
  schoolId: schoolIdSchema,
  provinceName: provinceNameSchema.optional(),
  /** Whose years, tracks and batches: the school lines', the major lines', or (omitted) both together */
  lines: z.enum(['school', 'major'], { error: '线别只能是院校线或专业线' }).optional(),
});

/** POST /api/score-line/school body. */
export const schoolScoreLineQuerySchema = z.object({
  schoolId: schoolIdSchema,
  province: provinceNameSchema,
  /** Omitted: every year. */
  year: yearSchema.optional(),
  /** The track (科类): 物理类, 历史类, 理科, 文科, 综合 …; omitted: every track. */
  subjectSelection: shortText(30).optional(),
});
export type SchoolScoreLineQuery = z.infer<typeof schoolScoreLineQuerySchema>;

/** One 院校 / 专业组 line (spec §3 School score line). */
export const schoolScoreLineSchema = z.object({
  year: z.number().int(),
  admissionBatch: z.string(),
  admissionType: z.string().nullable(),
  batch: z.string(),
  subject: z.string().nullable(),
  schoolNameText: z.string(),
  lowestScore: z.number().nullable(),
  lowestRank: z.number().int().nullable(),
  highestScore: z.number().nullable(),
  averageScore: z.number().nullable(),
  admittedCount: z.number().int().nullable(),
  planCount: z.number().int().nullable(),
  provincialControlLine: z.number().nullable(),
  majorGroup: z.string().nullable(),
  subjectRequirement: z.string().nullable(),
  /** 征集 (collection round) */
  zj: z.boolean(),
  zjDetail: z.string().nullable(),
  /** The rank was looked up from the score in that year's 一分一段, not published */
  rankDerived: z.boolean(),
  quality: z.string(),
  sourceId: z.string(),
});
export type SchoolScoreLine = z.infer<typeof schoolScoreLineSchema>;

export const schoolScoreLinesSchema = withSources(schoolScoreLineSchema);
export type SchoolScoreLines = z.infer<typeof schoolScoreLinesSchema>;

/** Body of the major score lines and the admission plan (spec §7: page 1, size 1000). */
export const majorScoreLineQuerySchema = pagingSchema(1000)
  .extend({
    pageSize: z
      .preprocess(
        asWholeNumber,
        z.number({ error: '每页条数必须是数字' }).int('每页条数必须是整数').min(1, '每页条数不能小于1').max(1000, '每页条数不能超过1000'),
      )
      .default(1000),
  })
  .extend({
    schoolId: schoolIdSchema,
    province: provinceNameSchema,
    year: yearSchema,
    /** The track: 物理类, 历史类, 理科, 文科, 综合 … */
    subject: shortText(30).optional(),
    /** 综合: 1 to 3 of 物化生政史地技; rows whose requirement they do not meet are left out. */
    subSubject: z
      .array(z.enum(['物', '化', '生', '政', '史', '地', '技'], { error: '只能从物、化、生、政、史、地、技中选择科目' }))
      .max(3, '请选择1-3门科目')
      .optional(),
    batch: shortText(60).optional(),
    /** A group code, or 全部 / omitted for every group. */
    majorGroup: shortText(60).optional(),
  });
export type MajorScoreLineQuery = z.infer<typeof majorScoreLineQuerySchema>;

/** One major row (spec §3 Detail row). */
export const majorScoreDetailSchema = z.object({
  subject: z.string().nullable(),
  batch: z.string(),
  majorName: z.string().nullable(),
  majorEnrollCode: z.string().nullable(),
  schoolName: z.string(),
  note: z.string().nullable(),
  highestScore: z.number().nullable(),
  planNum: z.number().int().nullable(),
  admittedCount: z.number().int().nullable(),
  lowestScore: z.number().nullable(),
  lowestRank: z.number().int().nullable(),
  averageScore: z.number().nullable(),
  majorGroup: z.string().nullable(),
  subjectRequirement: z.string().nullable(),
  schoolSystem: z.string().nullable(),
  fee: z.string().nullable(),
  rankDerived: z.boolean(),
  quality: z.string(),
  sourceId: z.string(),
});
export type MajorScoreDetail = z.infer<typeof majorScoreDetailSchema>;

/** A 专业组 (or, without groups, a school unit) with its majors (spec §3 Major score-line group). */
export const majorScoreGroupSchema = z.object({
  majorGroupCode: z.string(),
  /** How the group head names it: 专业组 205, or the source's label without the parts the head shows beside it */
  majorGroupText: z.string(),
  admissionDirection: z.string().nullable(),
  subjectRequirement: z.string().nullable(),
  batch: z.string(),
  subject: z.string().nullable(),
  details: z.array(majorScoreDetailSchema),
});
export type MajorScoreGroup = z.infer<typeof majorScoreGroupSchema>;

export const majorScoreLinePageSchema = pageSchema(majorScoreGroupSchema).extend({ sources: z.array(dataSourceSchema) });
export type MajorScoreLinePage = z.infer<typeof majorScoreLinePageSchema>;

/** Chinese names of the score-line filters' request fields. */
export const SCORE_LINE_FIELD_LABELS: Record<string, string> = {
  provinceName: '省份',
  subjectSelection: '科类',
  lines: '线别',
  subSubject: '再选科目',
  majorGroup: '专业组',
};

/** The fields of a score line row (school or major) that its table shows. */
export interface ScoreLineFields extends UnitFields {
  year: number;
  subjectReq: string | null;
  minScore: number | null;
  minRank: number | null;
  rankDerived: boolean;
  avgScore: number | null;
  maxScore: number | null;
  admittedCount: number | null;
  quality: string;
  sourceId: string;
}

/** A 院校 / 专业组 line as the table shows it; a group line without a printed requirement takes its majors' shared one. */
export function schoolScoreLine(r: ScoreLineFields & { planCount: number | null }, groupRequirement: string | null): SchoolScoreLine {
  const collection = isCollectionRound(r.batch);
  return {
    year: r.year,
    admissionBatch: r.batch,
    admissionType: r.planType,
    batch: r.batch,
    subject: r.track,
    schoolNameText: unitTitle(r),
    lowestScore: r.minScore,
    lowestRank: r.minRank,
    highestScore: r.maxScore,
    averageScore: r.avgScore,
    admittedCount: r.admittedCount,
    planCount: r.planCount,
    provincialControlLine: null,
    majorGroup: r.groupCode ?? r.groupLabel,
    subjectRequirement: r.subjectReq ?? (r.groupCode ? groupRequirement : null),
    zj: collection,
    zjDetail: collection ? r.batch : null,
    rankDerived: r.rankDerived,
    quality: r.quality,
    sourceId: r.sourceId,
  };
}

/** A major's line as the group table shows it. */
export function majorScoreDetail(r: ScoreLineFields & { majorName: string | null; majorCode: string | null }): MajorScoreDetail {
  return {
    subject: r.track,
    batch: r.batch,
    majorName: r.majorName,
    majorEnrollCode: r.majorCode,
    schoolName: r.schoolName,
    note: unitDirection(r),
    highestScore: r.maxScore,
    planNum: null,
    admittedCount: r.admittedCount,
    lowestScore: r.minScore,
    lowestRank: r.minRank,
    averageScore: r.avgScore,
    majorGroup: r.groupCode ?? r.groupLabel,
    subjectRequirement: r.subjectReq,
    schoolSystem: null,
    fee: null,
    rankDerived: r.rankDerived,
    quality: r.quality,
    sourceId: r.sourceId,
  };
}
