import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per imported dataset: lets the importer skip what is already loaded. */
export const dataImports = pgTable('data_imports', {
  dataset: text('dataset').primaryKey(),
  /** sha256 of the dataset's files; a changed file re-imports the dataset */
  checksum: text('checksum').notNull(),
  rowCount: integer('row_count').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});
