import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sources } from './sources';

/**
 * 职业分类大典（2022年版）tree: 大类 (level 1) → 中类 (2) → 小类 (3) → 细类/职业 (4);
 * a child's code starts with its parent's (2 → 2-02 → 2-02-38 → 2-02-38-01).
 */
export const professions = pgTable(
  'professions',
  {
    code: text('code').primaryKey(),
    level: integer('level').notNull(),
    levelName: text('level_name').notNull(),
    name: text('name').notNull(),
    /** GB/T 6565 numeric code (大类/中类/小类 only) */
    gbmCode: text('gbm_code'),
    parentCode: text('parent_code'),
    categoryCode: text('category_code').notNull(),
    middleCode: text('middle_code'),
    minorCode: text('minor_code'),
    sourceId: text('source_id').notNull().references(() => sources.id),
  },
  (t) => [index('professions_parent_idx').on(t.parentCode), index('professions_name_idx').on(t.name)],
);

/** NBS average annual wage (元) by industry and position type. */
export const professionWages = pgTable(
  'profession_wages',
  {
    year: integer('year').notNull(),
    industry: text('industry').notNull(),
    industryId: text('industry_id').notNull(),
    positionType: text('position_type').notNull(),
    positionTypeName: text('position_type_name').notNull(),
    avgAnnualWage: integer('avg_annual_wage').notNull(),
    /** The transcriber's estimate for an industry the survey does not cover */
    isEstimate: boolean('is_estimate').notNull(),
    sourceId: text('source_id').notNull().references(() => sources.id),
  },
  (t) => [primaryKey({ columns: [t.year, t.industryId, t.positionType] })],
);

// ---- job-market statistics (no public source: imported by staff, docs/job-market-import.md) ----
// `code` is a profession type (5 characters, 大典 小类) or a profession (7, 细类): domain/src/professions.ts

/** 招聘与薪资 by month: hiring count and the salary band (元/月) */
export const jobMarketMonths = pgTable(
  'job_market_months',
  {
    code: text('code').notNull(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    hiringNum: integer('hiring_num').notNull(),
    salaryMin: integer('salary_min').notNull(),
    salaryMax: integer('salary_max').notNull(),
    salaryMedianL: integer('salary_median_l').notNull(),
    salaryMedianH: integer('salary_median_h').notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.year, t.month] })],
);

/** 学历要求: share (%) of each education level among the month's postings */
export const jobMarketEducation = pgTable(
  'job_market_education',
  {
    code: text('code').notNull(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    edu: text('edu').notNull(),
    ratio: integer('ratio').notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.year, t.month, t.edu] })],
);

/** 专业要求: postings asking for each major */
export const jobMarketMajors = pgTable(
  'job_market_majors',
  {
    code: text('code').notNull(),
    majorName: text('major_name').notNull(),
    hiringNum: integer('hiring_num').notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.majorName] })],
);

/** 招聘企业 with their nature (民营, 国企…) */
export const jobMarketCompanies = pgTable(
  'job_market_companies',
  {
    code: text('code').notNull(),
    companyName: text('company_name').notNull(),
    companyNature: text('company_nature').notNull(),
    hiringNum: integer('hiring_num').notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.companyName] })],
);

/** 就业岗位排行 */
export const jobPositions = pgTable(
  'job_positions',
  {
    code: text('code').notNull(),
    jobTitle: text('job_title').notNull(),
    salaryRange: text('salary_range').notNull(),
    companyNum: integer('company_num').notNull(),
    hiringNum: integer('hiring_num').notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.jobTitle] })],
);

/** 招聘岗位: single postings, in file order */
export const jobPostings = pgTable(
  'job_postings',
  {
    code: text('code').notNull(),
    seq: integer('seq').notNull(),
    job: text('job').notNull(),
    provinceName: text('province_name').notNull(),
    edu: text('edu').notNull(),
    salaryStr: text('salary_str').notNull(),
    companyHiring: integer('company_hiring').notNull(),
    companyName: text('company_name').notNull(),
    companyNature: text('company_nature').notNull(),
    companyScale: text('company_scale').notNull(),
    source: text('source').notNull(),
    welfare: text('welfare').notNull(),
    majors: text('majors').notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.seq] })],
);

/** 职业概况 text and the sample size of the statistics */
export const jobMarketOverviews = pgTable('job_market_overviews', {
  code: text('code').primaryKey(),
  overview: text('overview').notNull(),
  sampleSize: integer('sample_size').notNull(),
});
