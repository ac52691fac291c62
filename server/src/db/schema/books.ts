import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * 原始书籍 (spec §3 Book): a province's admission book of a year and 科类,
 * uploaded by staff. coverKey names the cover image in the file storage.
 */
export const books = pgTable(
  'books',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    name: text('name').notNull(),
    province: text('province').notNull(),
    subject: text('subject').notNull(),
    year: integer('year').notNull(),
    coverKey: text('cover_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('books_filter_idx').on(t.province, t.year, t.subject)],
);

/** Book page (spec §3): one page image of a book, filed under a school, 科类 and batch. */
export const bookPages = pgTable(
  'book_pages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bookId: bigint('book_id', { mode: 'number' })
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    school: text('school').notNull(),
    /** First letter of the school's pinyin: the school tree's groups */
    schoolFirstName: text('school_first_name').notNull(),
    subject: text('subject').notNull(),
    batch: text('batch').notNull(),
    major: text('major'),
    pageNo: integer('page_no').notNull(),
    imageKey: text('image_key').notNull(),
  },
  (t) => [index('book_pages_book_idx').on(t.bookId, t.school)],
);
