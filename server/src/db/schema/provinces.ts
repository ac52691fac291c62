import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sources } from './sources';

/** 省份: the 31 provinces with their exam model (spec §3 option lists). */
export const provinces = pgTable('provinces', {
  name: text('name').primaryKey(),
  fullName: text('full_name').notNull(),
  sortOrder: integer('sort_order').notNull(),
  firstYearNewModel: integer('first_year_new_model'),
  model: text('model').notNull(),
  totalScore: integer('total_score').notNull(),
  subjectOptions: text('subject_options').notNull(),
  notes: text('notes'),
  sourceUrl: text('source_url'),
  confidence: text('confidence'),
  sourceId: text('source_id').notNull().references(() => sources.id),
});
