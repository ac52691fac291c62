/**
 * Schemas of the school detail calls (spec §3, §7 Schools): base, extra,
 * overview, rank history, score lines, plans, guides, subject assessment,
 * special majors, departments and the early batch. Every table a response
 * carries keeps the year of its rows and the sources they cite.
 */
import { z } from 'zod';
import { pageSchema, pagingSchema } from './http';
import { PROVINCE_NAMES } from './provinces';
import { dataSourceSchema } from './sources';

/** 学校标识码: every school id is the 10-digit MOE code. */
export const schoolIdSchema = z
  .string({ error: '院校编号不能为空' })
  .trim()
  .regex(/^\d{10}$/, '院校编号应为10位数字');

export const schoolIdParamsSchema = z.object({ id: schoolIdSchema });

/** Message of a school id that is well-formed but not on the list. */
export const SCHOOL_NOT_FOUND = '院校不存在，请确认院校编号';

const provinceNameSchema = z
  .string({ error: '请选择省份' })
  .trim()
  .refine((v) => (PROVINCE_NAMES as readonly string[]).includes(v), '请选择正确的省份（如：广东）');

const yearSchema = z.coerce
  .number({ error: '年份必须是数字' })
  .int('年份必须是整数')
  .min(2000, '年份不能早于2000')
  .max(2100, '年份不能晚于2100');

const shortText = (max: number) => z.string().trim().max(max, `不能超过${max}个字`);

// ---- where data came from ----

/** How sure a row is: ok, third_party (copied from an aggregator), suspect (failed a check). */
export const QUALITY_VALUES = ['ok', 'third_party', 'suspect'] as const;
export type Quality = (typeof QUALITY_VALUES)[number];

// ---- school base, extra, overview ----

/** 院校基本信息 (spec §3 School base) plus the list facts the header shows. */
export const schoolBaseSchema = z.object({
  schoolId: z.string(),
  schoolName: z.string(),
  schoolFeatures: z.array(z.string()),
  provinceName: z.string(),
  cityName: z.string().nullable(),
  schoolType: z.array(z.string()),
  schoolInstitution: z.string().nullable(),
  belongs: z.string().nullable(),
  /** 办学层次: 本科 / 专科 */
  schoolLevel: z.string(),
  createYear: z.number().int().nullable(),
  numDoctor: z.number().int().nullable(),
  numMaster: z.number().int().nullable(),
  numStudent: z.number().int().nullable(),
  numAcademician: z.number().int().nullable(),
  furtherEducationRate: z.number().nullable(),
  postgraduateRecommendationRate: z.number().nullable(),
  aluMniNum: z.number().int().nullable(),
  source: dataSourceSchema.nullable(),
});
export type SchoolBase = z.infer<typeof schoolBaseSchema>;

/** 院校联系方式 (spec §3 School extra). */
export const schoolExtraSchema = z.object({
  officialWebsites: z.array(z.string()),
  admissionPhones: z.array(z.string()),
  emails: z.array(z.string()),
  schoolPicUrl: z.string().nullable(),
});
export type SchoolExtra = z.infer<typeof schoolExtraSchema>;

export const campusMediaSchema = z.object({ type: z.string(), url: z.string() });

/** 院校概况 (spec §3 School detail (overview)). */
export const schoolOverviewSchema = z.object({
  schoolId: z.string(),
  schoolName: z.string(),
  mainImageUrl: z.string().nullable(),
  ruankeRank: z.string().nullable(),
  qsWorldRank: z.string().nullable(),
  usWorldRank: z.string().nullable(),
  officialWebsites: z.array(z.string()),
  admissionPhones: z.array(z.string()),
  emails: z.array(z.string()),
  schoolOverview: z.string().nullable(),
  campusSceneryMedia: z.array(campusMediaSchema),
});
export type SchoolOverview = z.infer<typeof schoolOverviewSchema>;

// ---- rankings ----

/** The ranking systems a student can pick (spec §2 University ranking). */
export const RANKING_TYPES = ['软科', 'QS'] as const;
export type RankingType = (typeof RANKING_TYPES)[number];
export const RANKING_TYPE_LABELS: Record<RankingType, string> = { 软科: '软科排名', QS: 'QS排名' };
export const RANKING_PAGE_SIZE = 6;

const rankingTypeSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().replace(/排名$/, '') : v),
  z.enum(RANKING_TYPES, { error: '排名类型只能是软科或QS' }),
);

/** POST /api/school/ranking body. */
export const rankingQuerySchema = pagingSchema(RANKING_PAGE_SIZE).extend({
  query: shortText(50).optional(),
  rankingType: rankingTypeSchema.default('软科'),
  /** Omitted: the latest year of the system. */
  rankingYear: yearSchema.optional(),
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
export const rankingOptionSchema = z.object({ rankingType: z.string(), label: z.string(), years: z.array(z.number().int()) });
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

// ---- filter configs ----

/** One year of a school's score lines (or plans) in one province: its tracks and each track's batches. */
export const yearConfigSchema = z.object({
  year: z.number().int(),
  course: z.array(z.string()),
  batches: z.record(z.string(), z.array(z.string())),
});
export type YearConfig = z.infer<typeof yearConfigSchema>;

/** GET /api/school/province-rule: the provinces with data, and the chosen province's years. */
export const provinceRuleSchema = z.object({
  provinces: z.array(z.string()),
  provinceName: z.string().nullable(),
  years: z.array(yearConfigSchema),
});
export type ProvinceRule = z.infer<typeof provinceRuleSchema>;

export const provinceRuleQuerySchema = z.object({
  schoolId: schoolIdSchema,
  provinceName: provinceNameSchema.optional(),
});

// ---- score lines ----

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

/** Rows and the sources they cite. */
const withSources = <T extends z.ZodType>(record: T) =>
  z.object({ records: z.array(record), sources: z.array(dataSourceSchema) });

export const schoolScoreLinesSchema = withSources(schoolScoreLineSchema);
export type SchoolScoreLines = z.infer<typeof schoolScoreLinesSchema>;

/** Body of the major score lines and the admission plan (spec §7: page 1, size 1000). */
export const majorScoreLineQuerySchema = pagingSchema(1000)
  .extend({
    pageSize: z.coerce
      .number({ error: '每页条数必须是数字' })
      .int('每页条数必须是整数')
      .min(1, '每页条数不能小于1')
      .max(1000, '每页条数不能超过1000')
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
  admissionDirection: z.string().nullable(),
  subjectRequirement: z.string().nullable(),
  batch: z.string(),
  subject: z.string().nullable(),
  details: z.array(majorScoreDetailSchema),
});
export type MajorScoreGroup = z.infer<typeof majorScoreGroupSchema>;

export const majorScoreLinePageSchema = pageSchema(majorScoreGroupSchema).extend({ sources: z.array(dataSourceSchema) });
export type MajorScoreLinePage = z.infer<typeof majorScoreLinePageSchema>;

/** One planned major (spec §3 Enrolment plan record, subMajors). */
export const planMajorSchema = z.object({
  majorEnrollCode: z.string().nullable(),
  majorName: z.string().nullable(),
  note: z.string().nullable(),
  batch: z.string(),
  subjectRequirement: z.string().nullable(),
  planNumber: z.number().int().nullable(),
  schoolSystem: z.string().nullable(),
  fee: z.string().nullable(),
  /** A group-total row (专业组级汇总) rather than one major */
  groupTotal: z.boolean(),
  quality: z.string(),
  sourceId: z.string(),
});
export type PlanMajor = z.infer<typeof planMajorSchema>;

export const planRecordSchema = z.object({
  majorMessage: z.object({
    schoolNameText: z.string(),
    majorGroup: z.string().nullable(),
    subjectRequirement: z.string().nullable(),
    batch: z.string(),
    subject: z.string().nullable(),
    admissionType: z.string().nullable(),
  }),
  subMajors: z.array(planMajorSchema),
});
export type PlanRecord = z.infer<typeof planRecordSchema>;

export const planPageSchema = pageSchema(planRecordSchema).extend({ sources: z.array(dataSourceSchema) });
export type PlanPage = z.infer<typeof planPageSchema>;

// ---- admission guides (招生简章) ----

export const GUIDE_PAGE_SIZE = 10;

export const guideSchema = z.object({
  id: z.string(),
  title: z.string(),
  createTime: z.string(),
  tags: z.array(z.string()),
  content: z.string(),
});
export type AdmissionGuide = z.infer<typeof guideSchema>;

export const guideListQuerySchema = pagingSchema(GUIDE_PAGE_SIZE).extend({
  keyword: shortText(50).optional(),
  schoolId: schoolIdSchema.optional(),
});

export const guideIdParamsSchema = z.object({ id: z.string().trim().regex(/^\d{1,18}$/, '简章编号应为数字') });

export const guidePageSchema = pageSchema(guideSchema.omit({ content: true }));
export type GuidePage = z.infer<typeof guidePageSchema>;

// ---- 专业院系 ----

export const subjectAssessmentQuerySchema = z.object({
  schoolId: schoolIdSchema,
  round: shortText(20).optional(),
  grade: shortText(10).optional(),
});

export const subjectAssessmentSchema = z.object({
  round: z.string().nullable(),
  grade: z.string().nullable(),
  totalSubjects: z.number().int(),
  subjectDetails: z.array(z.object({ subject: z.string(), grade: z.string() })),
});

export const specialMajorGroupSchema = z.object({
  level: z.string(),
  count: z.number().int(),
  majors: z.array(z.object({ majorName: z.string(), code: z.string().nullable(), level: z.number().int().nullable() })),
});

export const departmentSchema = z.object({
  departmentName: z.string(),
  majors: z.array(z.object({ majorName: z.string(), code: z.string().nullable(), level: z.number().int().nullable() })),
});

// ---- 提前批 ----

export const preEnterConfigQuerySchema = z.object({ schoolId: schoolIdSchema, provinceName: provinceNameSchema });

/** Early config (spec §3): a year and its tracks, each with the key of its rows. */
export const preEnterConfigSchema = z.object({
  year: z.number().int(),
  subjects: z.array(z.object({ subject: z.string(), dataKey: z.string() })),
});
export type PreEnterConfig = z.infer<typeof preEnterConfigSchema>;

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

/** A batch that is an early batch (提前批, 提前本科 …). */
export function isEarlyBatch(batch: string): boolean {
  return batch.includes('提前');
}
