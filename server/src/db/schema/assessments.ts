import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sources } from './sources';

/**
 * Items of the two assessment instruments (riasec-iip48, ipip50-bigfive).
 * Answers 1–5; a '-' keyed item scores as 6 − answer; a scale's score is the
 * sum of its items.
 */
export const assessmentItems = pgTable(
  'assessment_items',
  {
    instrument: text('instrument').notNull(),
    itemId: text('item_id').notNull(),
    /** Order the questionnaire presents the items in */
    order: integer('order').notNull(),
    /** RIASEC type or Big-Five domain letter */
    scale: text('scale').notNull(),
    scaleName: text('scale_name'),
    textEn: text('text_en').notNull(),
    /** '+' or '-' */
    key: text('key').notNull(),
    responseScale: text('response_scale').notNull(),
    sourceId: text('source_id').notNull().references(() => sources.id),
  },
  (t) => [primaryKey({ columns: [t.instrument, t.itemId] })],
);
