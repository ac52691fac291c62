import { boolean, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** 批次线 / 控制线, incl. art and sport lines (province, year, track, batch). */
export const batchLines = pgTable(
  'batch_lines',
  {
    province: text('province').notNull(),
    year: integer('year').notNull(),
    track: text('track'),
    batch: text('batch').notNull(),
    /** Culture / total-score line */
    score: doublePrecision('score'),
    /** 专业统考 line of art and sport categories */
    professionalScore: doublePrecision('professional_score'),
    /** Several values for this province, year, track and batch: a qualifier the source did not record */
    ambiguous: boolean('ambiguous').notNull(),
    quality: text('quality').notNull(),
    sourceId: text('source_id').notNull(),
  },
  (t) => [index('batch_lines_province_year_idx').on(t.province, t.year, t.track)],
);
