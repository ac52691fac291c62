import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sources } from './sources';

/**
 * Official 学科评估 grades (第四轮, published 2017-12-28): one per discipline
 * and unit. The unofficial 第五轮 claims live apart, in subject_assessment_claims.
 */
export const subjectAssessments = pgTable(
  'subject_assessments',
  {
    round: integer('round').notNull(),
    year: integer('year').notNull(),
    /** 4-digit 一级学科 code */
    disciplineCode: text('discipline_code').notNull(),
    disciplineName: text('discipline_name').notNull(),
    /** The unit as published in 2017 */
    schoolName: text('school_name').notNull(),
    schoolCode2017: text('school_code_2017'),
    /** A+ … C- */
    grade: text('grade').notNull(),
    moeCode: text('moe_code'),
    moeMatch: text('moe_match').notNull(),
    crossCheckGrade: text('cross_check_grade'),
    note: text('note'),
    sourceId: text('source_id').notNull().references(() => sources.id),
  },
  (t) => [
    primaryKey({ columns: [t.round, t.disciplineCode, t.schoolName] }),
    index('subject_assessments_school_idx').on(t.moeCode, t.round),
  ],
);

/**
 * 第五轮学科评估 claims — UNOFFICIAL: the results were never published. Rows
 * are schools' own announcements (kind self_announced) or a transcription of
 * circulated A-list images (kind circulated_a_list); show them only labelled
 * 非官方, never as an official grade.
 */
export const subjectAssessmentClaims = pgTable(
  'subject_assessment_claims',
  {
    kind: text('kind').notNull(),
    seq: integer('seq').notNull(),
    round: integer('round').notNull(),
    /** Always 'unofficial' */
    status: text('status').notNull(),
    schoolName: text('school_name').notNull(),
    moeCode: text('moe_code'),
    disciplineCode: text('discipline_code'),
    disciplineName: text('discipline_name'),
    /** The grade the claim states, if it states one */
    grade: text('grade'),
    announcedText: text('announced_text'),
    inferredOrRound4Grade: text('inferred_or_round4_grade'),
    announcedDate: text('announced_date'),
    sourceAccount: text('source_account'),
    channel: text('channel'),
    title: text('title'),
    link: text('link'),
    archiveLink: text('archive_link'),
    remark: text('remark'),
    /** circulated_a_list: verified / disputed */
    verdict: text('verdict'),
    verdictNote: text('verdict_note'),
    sourceImage: text('source_image'),
    imageRef: text('image_ref'),
    sourceId: text('source_id').notNull().references(() => sources.id),
  },
  (t) => [primaryKey({ columns: [t.kind, t.seq] }), index('subject_assessment_claims_school_idx').on(t.moeCode)],
);

/** 双一流建设学科: round 1 (2017) and round 2 (2022). */
export const doubleFirstClassDisciplines = pgTable(
  'double_first_class_disciplines',
  {
    seq: integer('seq').primaryKey(),
    round: integer('round').notNull(),
    year: integer('year').notNull(),
    schoolName: text('school_name').notNull(),
    moeCode: text('moe_code'),
    disciplineCode: text('discipline_code'),
    /** null for 北京大学/清华大学 round 2 (自主确定建设学科并自行公布) */
    disciplineName: text('discipline_name'),
    note: text('note'),
    sourceId: text('source_id').notNull().references(() => sources.id),
  },
  (t) => [index('double_first_class_disciplines_school_idx').on(t.moeCode, t.round)],
);
