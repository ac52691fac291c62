import { z } from 'zod';
import { pageSchema, pagingSchema, shortText } from './http';
import { provinceNameSchema } from './admission';
import { dataSourceSchema } from './sources';

/** 全部: the filter value that means "no restriction" in every checkbox group (spec §4). */
export const ALL = '全部';

/** Page size of the school library (spec §9). */
export const SCHOOL_PAGE_SIZE = 6;

/** 院校特色 options, from the 985/211/双一流 flags of the school list. */
export const SCHOOL_FEATURES = ['985', '211', '双一流'] as const;
export type SchoolFeature = (typeof SCHOOL_FEATURES)[number];

/** 院校性质 options: the ownership the MOE list gives. */
export const SCHOOL_INSTITUTIONS = ['公办', '民办', '中外合作/内地与港澳合作', '境外机构在海南设立'] as const;

/** 院校类型 options: the 软科 school types (only schools 软科 ranks carry one). */
export const SCHOOL_TYPES = [
  '综合', '理工', '师范', '农业', '林业', '医药', '中医药', '财经', '政法', '语言', '艺术', '体育', '民族',
] as const;

/** The 院校类型 option of the schools no source gives a type: picking it lists them (they are never dropped silently). */
export const SCHOOL_TYPE_NONE = '未标注类型';

/** 办学层次 */
export const SCHOOL_LEVELS = ['本科', '专科'] as const;

const filterList = z
  .array(z.string().trim().min(1).max(20), { error: '必须是文字列表' })
  .max(40)
  .default([]);

/** POST /api/school/query body (spec §7). */
export const schoolQuerySchema = pagingSchema(SCHOOL_PAGE_SIZE).extend({
  query: z.string().trim().max(50, '搜索词不能超过50个字').optional(),
  provinces: filterList,
  types: filterList,
  schoolInstitutions: filterList,
  features: filterList,
  majorId: z.string().trim().max(20).optional(),
});
export type SchoolQuery = z.infer<typeof schoolQuerySchema>;

/** A school as the library lists it (spec §3 School (list)). */
export const schoolListItemSchema = z.object({
  id: z.string(),
  schoolName: z.string(),
  schoolCrestUrl: z.string().nullable(),
  schoolFeatures: z.array(z.string()),
  provinceName: z.string(),
  cityName: z.string().nullable(),
  schoolType: z.array(z.string()),
  schoolInstitution: z.string().nullable(),
  belongs: z.string().nullable(),
  schoolLevel: z.string(),
  /** Latest 软科 (BCUR) main-list rank, as published (may carry a prefix such as 医12). */
  schoolRank: z.string().nullable(),
  schoolRankYear: z.number().int().nullable(),
});
export type SchoolListItem = z.infer<typeof schoolListItemSchema>;

export const schoolPageSchema = pageSchema(schoolListItemSchema);

/** Turns a checkbox group's picks into a filter: 全部 or nothing picked = no filter. */
export function effectiveFilter(values: readonly string[] | undefined): string[] {
  if (!values || values.length === 0 || values.includes(ALL)) return [];
  return [...new Set(values)];
}

/**
 * The spec's checkbox rule (§4): picking 全部 clears the other picks; picking a
 * specific value removes 全部; nothing left means 全部.
 */
export function toggleFilter(current: readonly string[], picked: string): string[] {
  if (picked === ALL) return [ALL];
  const withoutAll = current.filter((v) => v !== ALL);
  const next = withoutAll.includes(picked) ? withoutAll.filter((v) => v !== picked) : [...withoutAll, picked];
  return next.length === 0 ? [ALL] : next;
}

// ---- one school: its id, header facts and 专业院系 ----

/** 学校标识码: every school id is the 10-digit MOE code. */
export const schoolIdSchema = z
  .string({ error: '院校编号不能为空' })
  .trim()
  .regex(/^\d{10}$/, '院校编号应为10位数字');

export const schoolIdParamsSchema = z.object({ id: schoolIdSchema });

/** Message of a school id that is well-formed but not on the list. */
export const SCHOOL_NOT_FOUND = '院校不存在，请确认院校编号';

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
  /** Where 院校类型 comes from: 软科 (2026) or, for schools 软科 does not rank, gaokao.cn (2024) */
  typeSource: z.object({ label: z.string(), year: z.number().int(), source: dataSourceSchema.nullable() }).nullable(),
  /** 简称 and 曾用名 (gaokao.cn 2024) and the current name where the school was renamed (阳光高考 2026) */
  abbreviations: z.array(z.string()),
  oldNames: z.array(z.string()),
  currentName: z.string().nullable(),
  aliasSources: z.array(dataSourceSchema),
});
export type SchoolBase = z.infer<typeof schoolBaseSchema>;

/** 院校联系方式 (spec §3 School extra). */
export const schoolExtraSchema = z.object({
  officialWebsites: z.array(z.string()),
  admissionPhones: z.array(z.string()),
  emails: z.array(z.string()),
  schoolPicUrl: z.string().nullable(),
  /** 招生网 */
  admissionWebsites: z.array(z.string()),
  address: z.string().nullable(),
  /** The school's 阳光高考 page, from which its 招生章程 can be opened */
  chsiUrl: z.string().nullable(),
  /** Year the contacts were read (阳光高考, 2026) */
  year: z.number().int().nullable(),
  source: dataSourceSchema.nullable(),
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

// ---- 专业院系: 第四轮学科评估, 第五轮 claims (unofficial), 双一流建设学科, 一流本科专业, 软科专业排名 ----

/** The official rounds of 学科评估 we hold, as the picker names them. */
export const assessmentRoundLabel = (round: number) => `第${['', '一', '二', '三', '四', '五'][round] ?? round}轮`;
export const assessmentRoundNumber = (label: string): number | null => {
  const i = ['', '一', '二', '三', '四', '五'].indexOf(label.replace(/^第|轮$/g, ''));
  return i > 0 ? i : null;
};

export const subjectAssessmentQuerySchema = z.object({
  schoolId: schoolIdSchema,
  round: shortText(20).optional(),
  grade: shortText(10).optional(),
});

export const subjectAssessmentSchema = z.object({
  round: z.string().nullable(),
  grade: z.string().nullable(),
  totalSubjects: z.number().int(),
  subjectDetails: z.array(z.object({ subject: z.string(), grade: z.string(), code: z.string().nullable().optional() })),
  year: z.number().int().nullable().optional(),
  source: dataSourceSchema.nullable().optional(),
});

/** A 第五轮 claim: a school's own announcement (or a circulated list), never an official grade. */
export const assessmentClaimSchema = z.object({
  kind: z.string(),
  discipline: z.string().nullable(),
  grade: z.string().nullable(),
  announcedText: z.string().nullable(),
  announcedDate: z.string().nullable(),
  publisher: z.string().nullable(),
  title: z.string().nullable(),
  link: z.string().nullable(),
  verdict: z.string().nullable(),
});
export const assessmentClaimsSchema = z.object({ claims: z.array(assessmentClaimSchema), sources: z.array(dataSourceSchema) });
export type AssessmentClaims = z.infer<typeof assessmentClaimsSchema>;

/** 双一流建设学科 of a school by round. */
export const doubleFirstClassSchema = z.object({
  rounds: z.array(
    z.object({ round: z.number().int(), year: z.number().int(), disciplines: z.array(z.string()), note: z.string().nullable() }),
  ),
  sources: z.array(dataSourceSchema),
});
export type DoubleFirstClass = z.infer<typeof doubleFirstClassSchema>;

/** 软科中国大学专业排名 rows of one school. */
export const schoolMajorRankingsSchema = z.object({
  year: z.number().int().nullable(),
  records: z.array(z.object({ majorCode: z.string(), majorName: z.string(), rank: z.number().int().nullable(), tier: z.string().nullable() })),
  sources: z.array(dataSourceSchema),
});
export type SchoolMajorRankings = z.infer<typeof schoolMajorRankingsSchema>;

export const specialMajorGroupSchema = z.object({
  level: z.string(),
  count: z.number().int(),
  majors: z.array(
    z.object({
      majorName: z.string(),
      code: z.string().nullable(),
      level: z.number().int().nullable(),
      /** 入选年份, only where the source gives one */
      year: z.number().int().nullable().optional(),
    }),
  ),
  source: dataSourceSchema.nullable().optional(),
});

export const departmentSchema = z.object({
  departmentName: z.string(),
  majors: z.array(z.object({ majorName: z.string(), code: z.string().nullable(), level: z.number().int().nullable() })),
});

/** Chinese names of the school library's and the detail's request fields (a 400 names the bad one). */
export const SCHOOL_FIELD_LABELS: Record<string, string> = {
  provinces: '院校省份',
  types: '院校类型',
  schoolInstitutions: '院校性质',
  features: '院校特色',
  majorId: '专业',
  schoolId: '院校',
  round: '评估轮次',
  grade: '评估结果',
  ids: '对比院校',
};

// ---- 院校对比 ----

/** At most this many schools side by side. */
export const COMPARE_MAX = 4;

/** GET /api/school/compare query: ids=4144010558,4111010001 (2–4 schools), province = the student's. */
export const schoolCompareQuerySchema = z.object({
  ids: z
    .string({ error: '请选择要对比的院校' })
    .trim()
    .transform((text) => [...new Set(text.split(/[,，\s]+/).filter(Boolean))])
    .pipe(
      z
        .array(schoolIdSchema)
        .min(1, '请选择要对比的院校')
        .max(COMPARE_MAX, `最多对比${COMPARE_MAX}所院校`),
    ),
  province: provinceNameSchema.optional(),
});
export type SchoolCompareQuery = z.infer<typeof schoolCompareQuerySchema>;

/** One year and track of a school's lines in a province: the lowest score and rank over its units. */
export const compareLineSchema = z.object({
  year: z.number().int(),
  track: z.string().nullable(),
  lowestScore: z.number().nullable(),
  lowestRank: z.number().int().nullable(),
});

export const compareSchoolSchema = z.object({
  schoolId: z.string(),
  schoolName: z.string(),
  schoolFeatures: z.array(z.string()),
  provinceName: z.string(),
  schoolType: z.array(z.string()),
  schoolLevel: z.string(),
  schoolInstitution: z.string().nullable(),
  belongs: z.string().nullable(),
  ranks: z.array(z.object({ system: z.string(), list: z.string(), year: z.number().int(), rank: z.string() })),
  /** 第四轮学科评估: how many disciplines got each grade, best first */
  assessment: z.array(z.object({ grade: z.string(), count: z.number().int() })),
  doubleFirstClassCount: z.number().int(),
  /** The last three years with lines in the province, newest first */
  lines: z.array(compareLineSchema),
});
export type CompareSchool = z.infer<typeof compareSchoolSchema>;

export const schoolCompareSchema = z.object({
  province: z.string().nullable(),
  schools: z.array(compareSchoolSchema),
  sources: z.array(dataSourceSchema),
});
export type SchoolCompare = z.infer<typeof schoolCompareSchema>;
