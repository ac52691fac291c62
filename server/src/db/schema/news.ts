import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * 高考资讯 and 招生简章 written by staff (website operation): one table, one
 * editor. content is HTML already cleaned by platform/sanitize.ts; a guide
 * names its school (moe_code), news names none. Only published rows are public.
 */
export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** news / guide */
    kind: text('kind').notNull(),
    schoolId: text('school_id'),
    title: text('title').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    content: text('content').notNull(),
    /** Plain-text opening of the content, for lists and search */
    summary: text('summary').notNull(),
    /** Where it comes from (教育部, 省教育考试院 …), as staff wrote it */
    source: text('source'),
    /** draft / published */
    status: text('status').notNull().default('draft'),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [index('articles_kind_status_idx').on(t.kind, t.status, t.publishedAt), index('articles_school_idx').on(t.schoolId)],
);
