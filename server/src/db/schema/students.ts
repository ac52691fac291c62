import { bigint, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * 学生资料 (spec §2 /userinfo): one row per account, keyed by the account's id
 * (the student id of /api/student/query-by-student-id). Name, 高考省份 and 年份
 * stay on users; this holds basicInfo and the single-form children.
 */
export const students = pgTable('students', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  // basicInfo
  sex: integer('sex'),
  ethnicGroup: text('ethnic_group'),
  schoolLevel: text('school_level'),
  graduationYear: integer('graduation_year'),
  schoolProvince: text('school_province'),
  city: text('city'),
  district: text('district'),
  highSchool: text('high_school'),
  // enrollmentIntention
  intentionProvinces: text('intention_provinces').array().notNull().default([]),
  intentionSchoolTypes: text('intention_school_types').array().notNull().default([]),
  intentionMajors: text('intention_majors').array().notNull().default([]),
  // physicalTest
  heightCm: doublePrecision('height_cm'),
  weightKg: doublePrecision('weight_kg'),
  visionLeft: doublePrecision('vision_left'),
  visionRight: doublePrecision('vision_right'),
  colorVision: text('color_vision'),
  physicalNotes: text('physical_notes'),
  // otherInfo
  specialPlans: text('special_plans').array().notNull().default([]),
  bonusPolicies: text('bonus_policies'),
  remark: text('remark'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** 成绩单: a student's 高考 and 模考 records (exam type 1 高考, 2 模考). */
export const studentScores = pgTable(
  'student_scores',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    examType: integer('exam_type').notNull(),
    examName: text('exam_name'),
    examDate: text('exam_date'),
    firstChoice: text('first_choice'),
    electives: text('electives').array().notNull().default([]),
    track: text('track'),
    chineseScore: doublePrecision('chinese_score'),
    mathScore: doublePrecision('math_score'),
    foreignLanguageScore: doublePrecision('foreign_language_score'),
    physicsScore: doublePrecision('physics_score'),
    chemistryScore: doublePrecision('chemistry_score'),
    biologyScore: doublePrecision('biology_score'),
    historyScore: doublePrecision('history_score'),
    geographyScore: doublePrecision('geography_score'),
    politicsScore: doublePrecision('politics_score'),
    technologyScore: doublePrecision('technology_score'),
    totalScore: doublePrecision('total_score').notNull(),
    fullMark: integer('full_mark').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('student_scores_user_idx').on(t.userId)],
);
