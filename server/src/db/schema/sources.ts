import { pgTable, text } from 'drizzle-orm/pg-core';

/** Where data came from; every imported row keeps one of these ids. */
export const sources = pgTable('sources', {
  id: text('id').primaryKey(),
  dataset: text('dataset').notNull(),
  title: text('title').notNull(),
  publisher: text('publisher'),
  repository: text('repository'),
  url: text('url'),
  licence: text('licence').notNull(),
  years: text('years'),
  note: text('note'),
});
