import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sources } from './sources';

/** A major's 学职平台 page (May 2026): intro, abilities, courses, graduates, satisfaction (本科 420, 专科 739). */
export const majorDetails = pgTable('major_details', {
  /** 1 普通本科, 2 高职专科 */
  level: integer('level').notNull(),
  majorCode: text('major_code').notNull(),
  majorName: text('major_name').notNull(),
  categoryName: text('category_name'),
  className: text('class_name'),
  intro: text('intro'),
  introSourceNote: text('intro_source_note'),
  /** A band as published (100000人以上) */
  graduatesNationwide: text('graduates_nationwide'),
  graduatesStatDate: text('graduates_stat_date'),
  satisfactionOverall: doublePrecision('satisfaction_overall'),
  satisfactionVotes: integer('satisfaction_votes'),
  abilities: text('abilities'),
  certificates: text('certificates'),
  capabilitySourceNote: text('capability_source_note'),
  upgradeVocationalBachelor: text('upgrade_vocational_bachelor'),
  upgradeGeneralBachelor: text('upgrade_general_bachelor'),
  postgraduateDirections: text('postgraduate_directions'),
  /** Course names in page order */
  courses: jsonb('courses').$type<string[]>().notNull(),
  coursesKind: text('courses_kind'),
  coursesTotalListed: integer('courses_total_listed'),
  offeringSchoolsTotal: integer('offering_schools_total'),
  chsiSpecId: text('chsi_spec_id').notNull(),
  detailUrl: text('detail_url'),
  fetchedAt: text('fetched_at'),
  sourceId: text('source_id').notNull().references(() => sources.id),
}, (t) => [primaryKey({ columns: [t.level, t.majorCode] })]);

/** gaokao.cn figures of a 本科 major (Nov 2023): gender ratio, 学制, degree, salary estimates (not official). */
export const majorStats = pgTable('major_stats', {
  majorCode: text('major_code').primaryKey(),
  gaokaoCnId: text('gaokao_cn_id').notNull(),
  majorName: text('major_name').notNull(),
  levelName: text('level_name').notNull(),
  categoryName: text('category_name'),
  className: text('class_name'),
  degree: text('degree'),
  /** 学制 as printed */
  limitYear: text('limit_year'),
  boyRatePct: integer('boy_rate_pct'),
  girlRatePct: integer('girl_rate_pct'),
  salaryAvg: integer('salary_avg'),
  fiveSalaryAvg: integer('five_salary_avg'),
  viewTotal: integer('view_total'),
  popularityRank: integer('popularity_rank'),
  inCatalogue2025: boolean('in_catalogue_2025').notNull(),
  inGaokaoCnIndex2024: boolean('in_gaokao_cn_index_2024').notNull(),
  sourceId: text('source_id').notNull().references(() => sources.id),
});

/**
 * 开设院校: which school offers which major (学职平台, May 2026). Schools not on
 * the MOE list (or renamed after it) keep their name with a null moe_code.
 * source_id is checked by the importer (no foreign key on the larger tables).
 */
export const majorOfferings = pgTable(
  'major_offerings',
  {
    level: integer('level').notNull(),
    majorCode: text('major_code').notNull(),
    majorName: text('major_name').notNull(),
    chsiSchoolCode: text('chsi_school_code').notNull(),
    schoolName: text('school_name').notNull(),
    moeCode: text('moe_code'),
    match: text('match').notNull(),
    nature: text('nature'),
    chsiSchId: text('chsi_sch_id'),
    satisfactionOverall: doublePrecision('satisfaction_overall'),
    satisfactionVotes: integer('satisfaction_votes'),
    sourceId: text('source_id').notNull(),
  },
  (t) => [
    index('major_offerings_major_idx').on(t.level, t.majorCode),
    index('major_offerings_school_idx').on(t.moeCode, t.level),
  ],
);

/** Which majors' 开设院校 lists were captured: a major not captured says nothing about who offers it. */
export const majorOfferingCoverage = pgTable(
  'major_offering_coverage',
  {
    level: integer('level').notNull(),
    majorCode: text('major_code').notNull(),
    majorName: text('major_name').notNull(),
    pageNationalTotal: integer('page_national_total'),
    apiRows: integer('api_rows').notNull(),
    captured: boolean('captured').notNull(),
    sourceId: text('source_id').notNull().references(() => sources.id),
  },
  (t) => [primaryKey({ columns: [t.level, t.majorCode] })],
);

/** 一流本科专业建设点: national (2019–2021, no batch year) and 广东 2021 provincial. */
export const firstClassMajors = pgTable(
  'first_class_majors',
  {
    schoolName: text('school_name').notNull(),
    moeCode: text('moe_code'),
    moeMatch: text('moe_match').notNull(),
    majorNameAsListed: text('major_name_as_listed').notNull(),
    majorNameBase: text('major_name_base').notNull(),
    /** 2025 本科 catalogue code, with T/K suffix */
    majorCode: text('major_code'),
    /** national / provincial */
    tier: text('tier').notNull(),
    batch: integer('batch'),
    /** Only 广东 2021 rows have one: show no 入选年份 otherwise */
    batchYear: integer('batch_year'),
    sourceId: text('source_id').notNull().references(() => sources.id),
  },
  (t) => [
    primaryKey({ columns: [t.schoolName, t.majorNameAsListed, t.tier] }),
    index('first_class_majors_school_idx').on(t.moeCode),
    index('first_class_majors_major_idx').on(t.majorCode),
  ],
);

/** 软科中国大学专业排名 (BCMR): a school's rank and tier in one 本科 major. */
export const majorRankings = pgTable(
  'major_rankings',
  {
    system: text('system').notNull(),
    year: integer('year').notNull(),
    schoolName: text('school_name').notNull(),
    moeCode: text('moe_code'),
    majorCode: text('major_code').notNull(),
    majorName: text('major_name').notNull(),
    /** null on rows listed without a rank */
    rank: integer('rank'),
    /** A+ / A / B+ / B */
    tier: text('tier'),
    sourceId: text('source_id').notNull().references(() => sources.id),
  },
  (t) => [
    primaryKey({ columns: [t.system, t.year, t.schoolName, t.majorCode] }),
    index('major_rankings_school_idx').on(t.moeCode, t.year),
    index('major_rankings_major_idx').on(t.majorCode, t.year, t.rank),
  ],
);
