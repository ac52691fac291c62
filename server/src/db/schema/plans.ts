import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { admissionUnit, earlyBatchRows } from './columns';

/** 招生计划 (spec §3 Enrolment plan record): one major, or a group total (remarks 专业组级汇总). */
export const enrolmentPlans = pgTable(
  'enrolment_plans',
  {
    ...admissionUnit(),
    majorCode: text('major_code'),
    majorName: text('major_name'),
    subjectReq: text('subject_req'),
    planCount: integer('plan_count'),
    durationYears: integer('duration_years'),
    /** 元/年 */
    tuitionPerYear: integer('tuition_per_year'),
    remarks: text('remarks'),
    /** What a partial export holds (浙江 2026: 物理化学生物可报); never sum such rows as a school's or province's plan */
    subset: text('subset'),
    quality: text('quality').notNull(),
    sourceId: text('source_id').notNull(),
  },
  (t) => [
    index('enrolment_plans_school_idx').on(t.moeCode, t.province, t.year),
    // /tiqianpi's province lists and a province's early-batch years; the early rows only (≈ 5 %)
    index('enrolment_plans_early_idx').on(t.province, t.year).where(earlyBatchRows(t.batch)),
    // the school library's 开设专业 filter: by code, by name and by name followed by a bracket (LIKE '名称(%')
    index('enrolment_plans_major_code_idx').on(t.majorCode),
    index('enrolment_plans_major_name_idx').on(t.majorName.op('text_pattern_ops')),
  ],
);

/** 2024 选科要求: majors offered per school / group in 30 provinces (no plan counts). */
export const subjectRequirements = pgTable(
  'subject_requirements',
  {
    province: text('province').notNull(),
    year: integer('year').notNull(),
    track: text('track'),
    batch: text('batch').notNull(),
    moeCode: text('moe_code'),
    schoolName: text('school_name').notNull(),
    groupCode: text('group_code'),
    schoolCode: text('school_code'),
    campusNote: text('campus_note'),
    subjectReq: text('subject_req'),
    majorCode: text('major_code'),
    majorName: text('major_name').notNull(),
    majorNote: text('major_note'),
    sourceId: text('source_id').notNull(),
  },
  (t) => [
    // 开设院校 looks a major up by its name (exact, or followed by a bracketed note)
    index('subject_requirements_major_name_idx').on(t.majorName.op('text_pattern_ops')),
  ],
);
