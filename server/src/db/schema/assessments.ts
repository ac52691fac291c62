import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
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
    /** Our Chinese wording (data/assessments/items_zh.csv) */
    textZh: text('text_zh').notNull().default(''),
    /** '+' or '-' */
    key: text('key').notNull(),
    responseScale: text('response_scale').notNull(),
    sourceId: text('source_id').notNull().references(() => sources.id),
  },
  (t) => [primaryKey({ columns: [t.instrument, t.itemId] })],
);

/**
 * RIASEC type → 专业类 (4-digit class code) or 职业中类 (5-digit GB/T 6565
 * type code), with the rationale of each row: our editorial guidance
 * (data/assessments/riasec_mapping.csv), shown labelled as such.
 */
export const riasecGuidance = pgTable(
  'riasec_guidance',
  {
    riasecType: text('riasec_type').notNull(),
    /** 'major_class' or 'profession_type' */
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    rationale: text('rationale').notNull(),
    seq: integer('seq').notNull(),
  },
  (t) => [primaryKey({ columns: [t.riasecType, t.kind, t.code] })],
);

/**
 * A student's completed assessment (evaluationInfo): the answers as given and
 * the scores computed from them by domain/assessments.ts when it was saved.
 */
export const assessmentResults = pgTable(
  'assessment_results',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instrument: text('instrument').notNull(),
    /** itemId → answer 1–5 */
    answers: jsonb('answers').$type<Record<string, number>>().notNull(),
    /** AssessmentScores of domain/assessments.ts */
    scores: jsonb('scores').$type<{ scales: { code: string; name: string; score: number; min: number; max: number; percent: number }[]; code: string | null }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assessment_results_user_idx').on(t.userId, t.createdAt)],
);
