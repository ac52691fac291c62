import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sources } from './sources';

/** 志愿填报规则 of one batch in one province and year (spec §3 Province rule config). */
export const provinceRules = pgTable(
  'province_rules',
  {
    province: text('province').notNull(),
    year: integer('year').notNull(),
    batch: text('batch').notNull(),
    examModel: text('exam_model').notNull(),
    subjectChoice: text('subject_choice').notNull(),
    totalScore: integer('total_score').notNull(),
    /** 院校专业组 / 专业+院校 / 院校 */
    fillMode: text('fill_mode').notNull(),
    maxChoices: integer('max_choices'),
    majorsPerChoice: integer('majors_per_choice'),
    /** 服从调剂: yes / no / unknown */
    adjustOption: text('adjust_option').notNull(),
    /** 平行志愿 */
    parallel: boolean('parallel').notNull(),
    notes: text('notes'),
    sourceUrl: text('source_url'),
    /** confirmed / inferred / unknown */
    confidence: text('confidence').notNull(),
    sourceId: text('source_id').notNull().references(() => sources.id),
  },
  (t) => [primaryKey({ columns: [t.province, t.year, t.batch] })],
);
