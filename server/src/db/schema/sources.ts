import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Where data came from; every imported row keeps one of these ids. Three kinds:
 * the public repositories data was compiled from (with their licences as
 * stated), the datasets we curated, and the pages repositories cite per row.
 */
export const sources = pgTable('sources', {
  id: text('id').primaryKey(),
  /** repository / dataset / page */
  kind: text('kind').notNull().default('dataset'),
  /** The datasets whose rows cite this source, comma-separated */
  dataset: text('dataset').notNull(),
  title: text('title').notNull(),
  publisher: text('publisher'),
  repository: text('repository'),
  url: text('url'),
  licence: text('licence').notNull(),
  years: text('years'),
  note: text('note'),
  /** The citing repository's own judgement of a page (official-…, third-party-…) */
  quality: text('quality'),
  /** The repository source a page or dataset belongs to */
  parentId: text('parent_id'),
  /** Rows of the shipped data citing this source */
  rowCount: integer('row_count').notNull().default(0),
});
