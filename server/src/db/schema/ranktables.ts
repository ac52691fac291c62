import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * 一分一段: one row per score (or band) of one table per province × year ×
 * track. Rank range of a score = cumulative − count + 1 … cumulative. The
 * quality is the table's (ok / gaps / truncated / suspect), the same on each row.
 * source_id is checked by the importer against sources (no foreign key: it
 * would double the import time of the large tables).
 */
export const rankTables = pgTable(
  'rank_tables',
  {
    province: text('province').notNull(),
    year: integer('year').notNull(),
    track: text('track').notNull(),
    score: integer('score').notNull(),
    /** NNN及以上 (top band) or NNN-MMM (10-point band); null for a single score */
    scoreLabel: text('score_label'),
    count: integer('count'),
    /** 累计人数: rank of the last candidate at this score */
    cumulative: integer('cumulative').notNull(),
    quality: text('quality').notNull(),
    sourceId: text('source_id').notNull(),
  },
  // the primary key is the rank lookup: province, year, track, score
  (t) => [primaryKey({ columns: [t.province, t.year, t.track, t.score] })],
);
