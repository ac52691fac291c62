import { bigint, boolean, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * 志愿表: a student's lists (spec §3 Preference records, §7 save and query by
 * student). createdType 1 = a list the student keeps (counted by the header
 * badge), 2 = a 一键填报 draft. Province, year, batch, track and the score and
 * rank the list was built for are kept with it.
 */
export const preferenceLists = pgTable(
  'preference_lists',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    studentUserId: bigint('student_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdType: integer('created_type').notNull().default(1),
    province: text('province').notNull(),
    year: integer('year').notNull(),
    batch: text('batch').notNull(),
    track: text('track').notNull(),
    subjects: text('subjects').array().notNull().default([]),
    score: doublePrecision('score'),
    rank: integer('rank'),
    scoreId: bigint('score_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('preference_lists_student_idx').on(t.studentUserId)],
);

/** One 志愿 of a list, in order, with its tier and probability when it was saved. */
export const preferenceEntries = pgTable(
  'preference_entries',
  {
    listId: bigint('list_id', { mode: 'number' })
      .notNull()
      .references(() => preferenceLists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    unitId: text('unit_id').notNull(),
    schoolName: text('school_name').notNull(),
    moeCode: text('moe_code'),
    schoolCode: text('school_code'),
    groupCode: text('group_code'),
    majorName: text('major_name'),
    majorCode: text('major_code'),
    majors: text('majors').array().notNull().default([]),
    adjust: boolean('adjust').notNull(),
    tier: text('tier'),
    probability: doublePrecision('probability'),
  },
  (t) => [primaryKey({ columns: [t.listId, t.position] })],
);
