import { like, sql, type SQL } from 'drizzle-orm';
import { boolean, doublePrecision, integer, text, type PgColumn, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { EARLY_BATCH_WORD, type AdmissionUnit } from '@zhiyuan/domain';

/**
 * Columns every admission row has: the unit (domain AdmissionUnit: school or
 * 院校专业组) in one province, year, track and batch. Rows link to schools by
 * moe_code; a row whose school is not on the MOE list has a null moe_code and
 * keeps its name.
 */
export const admissionUnit = () => ({
  province: text('province').notNull(),
  year: integer('year').notNull(),
  track: text('track'),
  batch: text('batch').notNull(),
  moeCode: text('moe_code'),
  schoolName: text('school_name').notNull(),
  groupCode: text('group_code'),
  /** Provincial 院校代码 as printed */
  schoolCode: text('school_code'),
  groupLabel: text('group_label'),
  planType: text('plan_type'),
  campusNote: text('campus_note'),
}) satisfies Record<keyof AdmissionUnit, PgColumnBuilderBase>;

/** The domain's early-batch rule (isEarlyBatch) as a condition on a batch column. */
export const isEarlyBatchColumn = (batch: PgColumn): SQL => like(batch, `%${EARLY_BATCH_WORD}%`);

/**
 * The same rule as a partial index's predicate: written out, since an index
 * cannot hold a parameter. A query whose condition is isEarlyBatchColumn uses
 * the index (PostgreSQL plans each query with its parameters' values).
 */
export const earlyBatchRows = (batch: PgColumn): SQL => sql`${batch} like ${sql.raw(`'%${EARLY_BATCH_WORD}%'`)}`;

/** Score columns of school and major score lines. */
export const scoreColumns = () => ({
  subjectReq: text('subject_req'),
  minScore: doublePrecision('min_score'),
  minRank: integer('min_rank'),
  /** The rank was looked up from the score in the 一分一段 table, not published */
  rankDerived: boolean('rank_derived').notNull(),
  avgScore: doublePrecision('avg_score'),
  maxScore: doublePrecision('max_score'),
  admittedCount: integer('admitted_count'),
  /** ok / third_party / suspect */
  quality: text('quality').notNull(),
  sourceId: text('source_id').notNull(),
});
