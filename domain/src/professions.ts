/**
 * 查职业 (spec §2 Profession library and detail, §3 Profession tree and
 * statistics, §7 Professions). The tree is the 职业分类大典（2022年版）:
 * category = 大类, type = 小类, profession = 细类(职业). A type's code is its
 * 大典 code without dashes (2-02-38 → 20238, the 5 characters of the spec and
 * the GB/T 6565 code); a profession's is its 细类 code the same way
 * (2-02-38-01 → 2023801), so it begins with its type's code.
 *
 * Job-market statistics (hiring, salaries, education, companies, postings,
 * rankings) have no public source: staff import them (see
 * docs/job-market-import.md); `demo` says when a reply carries generated
 * demonstration figures instead, `locked` when a non-VIP got the trimmed reply.
 */
import { z } from 'zod';
import { pageSchema, pagingSchema } from './http';

/** Type codes are 5 characters (spec §3); the spec's catch-all Z0000 and the 大典's 80000 (不便分类的其他从业人员) open nothing (spec §5). */
export const PROFESSION_TYPE_CODE_LENGTH = 5;
export const NON_CLICKABLE_TYPE_CODES: readonly string[] = ['Z0000', '80000'];
export const isProfessionTypeCode = (code: string) => code.length === PROFESSION_TYPE_CODE_LENGTH;
export const isClickableProfessionType = (typeCode: string) => !NON_CLICKABLE_TYPE_CODES.includes(typeCode);
/** A type or profession that opens a detail: not one of those types nor a profession under them. */
export const opensProfessionDetail = (code: string) => isClickableProfessionType(code.slice(0, PROFESSION_TYPE_CODE_LENGTH));

/** The product's code of a 大典 小类 or 细类 (2-02-38 → 20238; 2-02-38-01 → 2023801). */
export const professionCodeOf = (dadianCode: string) => dadianCode.replace(/-/g, '');

/** Percentage share rounded, at least 1 (spec §9). */
export function sharePercent(part: number, total: number): number {
  if (total <= 0 || part <= 0) return 0;
  return Math.max(1, Math.round((part / total) * 100));
}

/** Average monthly hiring = the first year's monthly total / 12, in 万 with two decimals (spec §9). */
export function averageMonthlyHiringWan(hiring: readonly HiringYear[]): string | null {
  const first = hiring[0];
  if (!first) return null;
  const total = first.hiringMonth.reduce((sum, m) => sum + m.hiringNum, 0);
  return (total / 12 / 10_000).toFixed(2);
}

/** Top 10 for company nature, company name and majors (spec §9). */
export const TOP_N = 10;
/** 12-month charts use the first 12 salary records (spec §9). */
export const TREND_MONTHS = 12;
/** Job postings per page */
export const JOB_POSTINGS_PAGE_SIZE = 10;

export const EDUCATION_LEVELS = ['不限', '中专', '高中', '大专', '本科', '硕士', '博士'] as const;
export const COMPANY_NATURES = ['民营', '国企', '外资', '合资', '事业单位', '上市公司', '其他'] as const;

// ---- requests ----

const professionCode = z
  .string({ error: '请填写职业代码' })
  .trim()
  .regex(/^(?:[0-9]{5}|Z0000)(?:[0-9]{2})?$/, '职业代码格式错误');
const typeCode = z
  .string({ error: '请填写职业类型代码' })
  .trim()
  .regex(/^(?:[0-9]{5}|Z0000)$/, '职业类型代码应为5位');

export const professionSearchQuerySchema = z.object({
  query: z.string().trim().max(30, '搜索内容不能超过30个字').optional(),
  categoryCode: z.string().trim().regex(/^[1-8]$/, '职业大类代码应为1–8').optional(),
});
export type ProfessionSearchQuery = z.infer<typeof professionSearchQuerySchema>;

export const professionCodeParamsSchema = z.object({ code: professionCode });
export const professionTypeParamsSchema = z.object({ typeCode });
export const professionTypeQuerySchema = z.object({ professionType: typeCode });
export const jobPostingsQuerySchema = pagingSchema(JOB_POSTINGS_PAGE_SIZE);

export const PROFESSION_FIELD_LABELS: Record<string, string> = {
  code: '职业代码',
  typeCode: '职业类型代码',
  professionType: '职业类型代码',
  categoryCode: '职业大类',
  kind: '导入类型',
};

// ---- the tree (spec §3 Profession tree) ----

export const professionVoSchema = z.object({ professionCode: z.string(), professionName: z.string() });
export const professionTypeNodeSchema = z.object({
  typeCode: z.string(),
  typeName: z.string(),
  /** False for Z0000 and the catch-all type: shown, not opened */
  clickable: z.boolean(),
  professionVos: z.array(professionVoSchema),
});
export const professionCategorySchema = z.object({
  categoryCode: z.string(),
  categoryName: z.string(),
  professionTypes: z.array(professionTypeNodeSchema),
});
export const professionTreeSchema = z.object({
  categories: z.array(professionCategorySchema),
  /** Professions (细类) listed */
  total: z.number().int(),
  /** Codes of the types and professions the query matched (names, pinyin or initials), in list order */
  matches: z.array(z.string()),
});
export type ProfessionVo = z.infer<typeof professionVoSchema>;
export type ProfessionTypeNode = z.infer<typeof professionTypeNodeSchema>;
export type ProfessionCategory = z.infer<typeof professionCategorySchema>;
export type ProfessionTree = z.infer<typeof professionTreeSchema>;

/** A chip of the library: a 大类 */
export const professionCategoryChipSchema = z.object({ categoryCode: z.string(), categoryName: z.string() });

// ---- detail ----

/** NBS 2024 average annual wage of the position type a 大类 belongs to, by industry */
export const professionWageSchema = z.object({
  industry: z.string(),
  avgAnnualWage: z.number().int(),
});
export const professionWagesSchema = z.object({
  year: z.number().int(),
  positionTypeName: z.string(),
  sourceId: z.string(),
  /** The survey's figures only */
  rows: z.array(professionWageSchema),
  /**
   * Industries the survey (规模以上企业) does not cover. The dataset carries a
   * transcriber's estimate for them; estimates are not statistics and are not served.
   */
  uncoveredIndustries: z.array(z.string()),
});

export const professionNodeSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** 大典 code, e.g. 2-02-38-01 */
  dadianCode: z.string(),
  kind: z.enum(['type', 'profession']),
  categoryCode: z.string(),
  categoryName: z.string(),
  middleName: z.string().nullable(),
  typeCode: z.string(),
  typeName: z.string(),
  clickable: z.boolean(),
  /** The type's professions (a profession: its siblings) */
  professionVos: z.array(professionVoSchema),
  /** The tree-derived description (what the 大典 says about where it sits), or an imported overview */
  overview: z.string(),
  wages: professionWagesSchema.nullable(),
});
export type ProfessionNode = z.infer<typeof professionNodeSchema>;

/** Every statistics reply says where its figures come from and whether they were trimmed. */
const statsEnvelope = {
  /** Generated demonstration figures (DEMO=1), not real: the page shows 演示数据 */
  demo: z.boolean(),
  /** A non-VIP's trimmed reply: the page shows the VIP prompt instead */
  locked: z.boolean(),
};

export const hiringMonthSchema = z.object({ month: z.number().int(), hiringNum: z.number().int() });
export const hiringYearSchema = z.object({ year: z.number().int(), hiringMonth: z.array(hiringMonthSchema) });
export const salaryMonthSchema = z.object({
  /** yyyy-mm */
  month: z.string(),
  salaryMin: z.number().int(),
  salaryMax: z.number().int(),
  salaryMedianL: z.number().int(),
  salaryMedianH: z.number().int(),
});
export type HiringYear = z.infer<typeof hiringYearSchema>;
export type SalaryMonth = z.infer<typeof salaryMonthSchema>;

export const professionStatsSchema = z.object({
  ...statsEnvelope,
  hiring: z.array(hiringYearSchema),
  salary: z.array(salaryMonthSchema),
});
export type ProfessionStats = z.infer<typeof professionStatsSchema>;

export const professionTypeShareSchema = z.object({ typeCode: z.string(), typeName: z.string(), employmentPercentage: z.number().int() });
export const typeOverviewSchema = z.object({
  ...statsEnvelope,
  code: z.string(),
  sampleSize: z.number().int().nullable(),
  hiringTotal: z.number().int().nullable(),
  /** 万, two decimals */
  avgMonthlyHiring: z.string().nullable(),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  /** Shares of the types of the category (the pie whose slices reload the page) */
  professionTypes: z.array(professionTypeShareSchema),
});
export type TypeOverview = z.infer<typeof typeOverviewSchema>;

export const eduRatioSchema = z.object({ edu: z.string(), ratio: z.number().int() });
export const qualificationTrendSchema = z.object({
  ...statsEnvelope,
  eduForFan: z.array(eduRatioSchema),
  edu: z.array(z.object({ month: z.string(), ratios: z.array(eduRatioSchema) })),
});
export type QualificationTrend = z.infer<typeof qualificationTrendSchema>;

export const majorRequirementSchema = z.object({ majorName: z.string(), majorPercentage: z.number().int() });
export const majorRequirementsSchema = z.object({ ...statsEnvelope, majors: z.array(majorRequirementSchema) });
export type MajorRequirements = z.infer<typeof majorRequirementsSchema>;

export const companyDetailSchema = z.object({
  companyNature: z.string(),
  companyName: z.string(),
  companyHiring: z.number().int(),
  share: z.number().int(),
});
export const companyNatureShareSchema = z.object({ companyNature: z.string(), companyHiring: z.number().int(), share: z.number().int() });
export const professionCompaniesSchema = z.object({
  ...statsEnvelope,
  byNature: z.array(companyNatureShareSchema),
  byName: z.array(companyDetailSchema),
});
export type ProfessionCompanies = z.infer<typeof professionCompaniesSchema>;

export const jobRankingRowSchema = z.object({
  jobTitle: z.string(),
  salaryRange: z.string(),
  companyNum: z.number().int(),
  hiringNum: z.number().int(),
});
export const jobRankingSchema = z.object({
  ...statsEnvelope,
  /** Rows there are (a non-VIP gets the first 3 of them) */
  total: z.number().int(),
  rows: z.array(jobRankingRowSchema),
});
export type JobRankingRow = z.infer<typeof jobRankingRowSchema>;
export type JobRanking = z.infer<typeof jobRankingSchema>;

export const jobPostingSchema = z.object({
  job: z.string(),
  provinceName: z.string(),
  edu: z.string(),
  salaryStr: z.string(),
  companyHiring: z.number().int(),
  companyName: z.string(),
  companyNature: z.string(),
  companyScale: z.string(),
  source: z.string(),
  welfare: z.string(),
  majors: z.string(),
});
export type JobPosting = z.infer<typeof jobPostingSchema>;
export const jobPostingsSchema = pageSchema(jobPostingSchema).extend(statsEnvelope);
export type JobPostings = z.infer<typeof jobPostingsSchema>;

// ---- the staff import (docs/job-market-import.md) ----

/** What each kind of file holds: its columns, in order, and the product field each fills. */
export const JOB_MARKET_IMPORT_KINDS = {
  months: { title: '月度招聘与薪资', columns: ['code', 'year', 'month', 'hiringNum', 'salaryMin', 'salaryMax', 'salaryMedianL', 'salaryMedianH'] },
  education: { title: '学历要求（按月）', columns: ['code', 'year', 'month', 'edu', 'ratio'] },
  majors: { title: '专业要求', columns: ['code', 'majorName', 'hiringNum'] },
  companies: { title: '招聘企业', columns: ['code', 'companyName', 'companyNature', 'hiringNum'] },
  positions: { title: '就业岗位排行', columns: ['code', 'jobTitle', 'salaryRange', 'companyNum', 'hiringNum'] },
  postings: {
    title: '招聘岗位',
    columns: ['code', 'job', 'provinceName', 'edu', 'salaryStr', 'companyHiring', 'companyName', 'companyNature', 'companyScale', 'source', 'welfare', 'majors'],
  },
  overviews: { title: '职业概况与样本量', columns: ['code', 'overview', 'sampleSize'] },
} as const;
export type JobMarketImportKind = keyof typeof JOB_MARKET_IMPORT_KINDS;
/** The Chinese name of each job-market column: shown in messages and on the import page; a header may use it or the key. */
export const JOB_MARKET_COLUMN_NAMES: Record<string, string> = {
  code: '职业代码',
  year: '年份',
  month: '月份',
  hiringNum: '招聘人数',
  salaryMin: '最低薪资',
  salaryMax: '最高薪资',
  salaryMedianL: '薪资中位下限',
  salaryMedianH: '薪资中位上限',
  edu: '学历',
  ratio: '占比',
  majorName: '专业名称',
  companyName: '企业名称',
  companyNature: '企业性质',
  jobTitle: '岗位名称',
  salaryRange: '薪资范围',
  companyNum: '企业数',
  job: '岗位',
  provinceName: '省份',
  salaryStr: '薪资',
  companyHiring: '企业招聘人数',
  companyScale: '企业规模',
  source: '来源',
  welfare: '福利',
  majors: '专业要求',
  overview: '职业概况',
  sampleSize: '样本量',
};
/** The header of a kind: each column's Chinese name and key (both accepted). */
export const jobMarketColumns = (kind: JobMarketImportKind) =>
  (JOB_MARKET_IMPORT_KINDS[kind].columns as readonly string[]).map((c) => ({ name: JOB_MARKET_COLUMN_NAMES[c] ?? c, key: c, required: true }));
export const JOB_MARKET_IMPORT_KIND_NAMES = Object.keys(JOB_MARKET_IMPORT_KINDS) as JobMarketImportKind[];
export const jobMarketImportParamsSchema = z.object({
  kind: z.enum(JOB_MARKET_IMPORT_KIND_NAMES as [JobMarketImportKind, ...JobMarketImportKind[]], { error: '未知的导入类型' }),
});
export const jobMarketImportResultSchema = z.object({
  kind: z.string(),
  /** Rows written */
  rows: z.number().int(),
  /** Codes whose rows of this kind were replaced */
  codes: z.number().int(),
});
export type JobMarketImportResult = z.infer<typeof jobMarketImportResultSchema>;
