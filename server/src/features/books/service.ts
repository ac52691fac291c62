/**
 * 原始书籍: the books staff upload and their page images (spec §7 Books).
 * There are no real books until staff upload them: every list is then empty.
 */
import { and, asc, count, desc, eq, like, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { pinyin } from 'pinyin-pro';
import {
  BOOK_IMAGE_MAX_BYTES,
  BOOK_IMAGE_TYPES,
  BOOK_MESSAGES,
  type Book,
  type BookPage,
  type BookPageSearch,
  type Page,
  type bookCreateSchema,
  type bookListBodySchema,
  type bookPageSearchBodySchema,
  type bookPageUploadQuerySchema,
  type bookPageUpdateSchema,
} from '@zhiyuan/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { bookPages, books } from '../../db/schema';
import { badRequest, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/file-storage';

type BookRow = typeof books.$inferSelect;

/** The URL a stored image is served at. */
export const fileUrl = (key: string) => `/api/school-batch-books/files/${key}`;

/** Letter of the school tree: the first letter of the name's pinyin (# for anything else). */
export function schoolFirstLetter(school: string): string {
  const first = pinyin(school.trim().charAt(0), { pattern: 'first', toneType: 'none' }).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

function escapeLike(v: string): string {
  return v.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export class Books {
  constructor(
    private readonly db: Db,
    private readonly files: FileStorage,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /**
   * Removes files whose rows are gone. The rows go first (a row never points
   * at a missing image); a file the storage fails to remove is only logged:
   * an orphan file is harmless, a half-deleted book is not.
   */
  private async removeFiles(keys: (string | null)[]): Promise<void> {
    for (const key of keys) {
      if (!key) continue;
      try {
        await this.files.delete(key);
      } catch (err) {
        this.log?.warn({ err, key }, 'book file left behind: the storage did not delete it');
      }
    }
  }

  /**
   * The row write that follows a stored file. A storage that fails throws
   * before it (503 for a bucket: nothing written); a row write that fails
   * takes the new file away again, so no file is left without its row.
   */
  private async afterPut<T>(key: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      await this.removeFiles([key]);
      throw err;
    }
  }

  private pageOf(r: typeof bookPages.$inferSelect): BookPage {
    return { id: String(r.id), school: r.school, schoolFirstName: r.schoolFirstName, subject: r.subject, batch: r.batch, major: r.major, pageNo: r.pageNo, pageUrl: fileUrl(r.imageKey) };
  }

  private async pageCount(bookId: number): Promise<number> {
    const [{ pages } = { pages: 0 }] = await this.db.select({ pages: count() }).from(bookPages).where(eq(bookPages.bookId, bookId));
    return pages;
  }

  private bookOf(row: BookRow, pageCount: number): Book {
    return {
      id: String(row.id),
      title: row.title,
      name: row.name,
      coverUrl: row.coverKey ? fileUrl(row.coverKey) : null,
      province: row.province,
      subject: row.subject,
      year: row.year,
      pageCount,
    };
  }

  async list(filter: z.output<typeof bookListBodySchema>, page: number, pageSize: number): Promise<Page<Book>> {
    const conditions: SQL[] = [];
    if (filter.province) conditions.push(eq(books.province, filter.province));
    if (filter.subject) conditions.push(eq(books.subject, filter.subject));
    if (filter.year) conditions.push(eq(books.year, filter.year));
    const where = conditions.length ? and(...conditions) : undefined;
    const [{ total } = { total: 0 }] = await this.db.select({ total: count() }).from(books).where(where);
    const rows = await this.db
      .select({ book: books, pages: count(bookPages.id) })
      .from(books)
      .leftJoin(bookPages, eq(bookPages.bookId, books.id))
      .where(where)
      .groupBy(books.id)
      .orderBy(desc(books.year), asc(books.province), asc(books.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return { records: rows.map((r) => this.bookOf(r.book, r.pages)), total, current: page, size: pageSize };
  }

  async searchPages(q: z.output<typeof bookPageSearchBodySchema>, page: number, pageSize: number): Promise<BookPageSearch> {
    const bookId = Number(q.schoolBatchBookId);
    const [book] = await this.db.select({ id: books.id }).from(books).where(eq(books.id, bookId));
    if (!book) throw notFound(BOOK_MESSAGES.notFound);
    const all = await this.db.select().from(bookPages).where(eq(bookPages.bookId, bookId)).orderBy(asc(bookPages.schoolFirstName), asc(bookPages.school), asc(bookPages.pageNo));
    const conditions: SQL[] = [eq(bookPages.bookId, bookId)];
    if (q.school) conditions.push(like(bookPages.school, `%${escapeLike(q.school)}%`));
    if (q.major) conditions.push(like(bookPages.major, `%${escapeLike(q.major)}%`));
    if (q.subject) conditions.push(eq(bookPages.subject, q.subject));
    if (q.batch) conditions.push(eq(bookPages.batch, q.batch));
    const rows = await this.db
      .select()
      .from(bookPages)
      .where(and(...conditions))
      .orderBy(asc(bookPages.schoolFirstName), asc(bookPages.school), asc(bookPages.pageNo));
    const records: BookPage[] = rows.slice((page - 1) * pageSize, page * pageSize).map((r) => this.pageOf(r));
    return {
      voPages: { records, total: rows.length, current: page, size: pageSize },
      batches: [...new Set(all.map((r) => r.batch))],
      subjects: [...new Set(all.map((r) => r.subject))],
    };
  }

  async create(input: z.output<typeof bookCreateSchema>): Promise<Book> {
    const [row] = await this.db.insert(books).values(input).returning();
    return this.bookOf(row!, 0);
  }

  /** The extension of an accepted image, or a 400. */
  private extensionOf(contentType: string | undefined, body: unknown): string {
    const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase() as keyof typeof BOOK_IMAGE_TYPES;
    if (!(type in BOOK_IMAGE_TYPES) || !Buffer.isBuffer(body) || body.length === 0) throw badRequest(BOOK_MESSAGES.badImage);
    if (body.length > BOOK_IMAGE_MAX_BYTES) throw badRequest(BOOK_MESSAGES.tooLarge);
    return BOOK_IMAGE_TYPES[type];
  }

  async uploadCover(bookId: string, contentType: string | undefined, body: unknown): Promise<Book> {
    const ext = this.extensionOf(contentType, body);
    const [row] = await this.db.select().from(books).where(eq(books.id, Number(bookId)));
    if (!row) throw notFound(BOOK_MESSAGES.notFound);
    const key = `books/${row.id}/cover-${Date.now()}.${ext}`;
    await this.files.put(key, body as Buffer, contentType!);
    const [updated] = await this.afterPut(key, () => this.db.update(books).set({ coverKey: key }).where(eq(books.id, row.id)).returning());
    await this.removeFiles([row.coverKey]);
    return this.bookOf(updated!, await this.pageCount(row.id));
  }

  async update(bookId: string, input: z.output<typeof bookCreateSchema>): Promise<Book> {
    const [row] = await this.db.update(books).set(input).where(eq(books.id, Number(bookId))).returning();
    if (!row) throw notFound(BOOK_MESSAGES.notFound);
    return this.bookOf(row, await this.pageCount(row.id));
  }

  /** Deletes a book, its pages (cascade) and then their images. */
  async remove(bookId: string): Promise<void> {
    const id = Number(bookId);
    const [row] = await this.db.select().from(books).where(eq(books.id, id));
    if (!row) throw notFound(BOOK_MESSAGES.notFound);
    const pages = await this.db.select({ key: bookPages.imageKey }).from(bookPages).where(eq(bookPages.bookId, id));
    await this.db.delete(books).where(eq(books.id, id));
    await this.removeFiles([row.coverKey, ...pages.map((p) => p.key)]);
  }

  async updatePage(bookId: string, pageId: string, meta: z.output<typeof bookPageUpdateSchema>): Promise<BookPage> {
    const [page] = await this.db
      .update(bookPages)
      .set({ school: meta.school, schoolFirstName: schoolFirstLetter(meta.school), subject: meta.subject, batch: meta.batch, major: meta.major ?? null, pageNo: meta.pageNo })
      .where(and(eq(bookPages.id, Number(pageId)), eq(bookPages.bookId, Number(bookId))))
      .returning();
    if (!page) throw notFound(BOOK_MESSAGES.pageNotFound);
    return this.pageOf(page);
  }

  async removePage(bookId: string, pageId: string): Promise<void> {
    const [page] = await this.db
      .delete(bookPages)
      .where(and(eq(bookPages.id, Number(pageId)), eq(bookPages.bookId, Number(bookId))))
      .returning();
    if (!page) throw notFound(BOOK_MESSAGES.pageNotFound);
    await this.removeFiles([page.imageKey]);
  }

  async uploadPage(bookId: string, meta: z.output<typeof bookPageUploadQuerySchema>, contentType: string | undefined, body: unknown): Promise<BookPage> {
    const ext = this.extensionOf(contentType, body);
    const [row] = await this.db.select({ id: books.id }).from(books).where(eq(books.id, Number(bookId)));
    if (!row) throw notFound(BOOK_MESSAGES.notFound);
    const key = `books/${row.id}/page-${meta.pageNo}-${Date.now()}.${ext}`;
    // the file first: a row never points at an image that is not there
    await this.files.put(key, body as Buffer, contentType!);
    const [page] = await this.afterPut(key, () =>
      this.db
        .insert(bookPages)
        .values({ bookId: row.id, school: meta.school, schoolFirstName: schoolFirstLetter(meta.school), subject: meta.subject, batch: meta.batch, major: meta.major ?? null, pageNo: meta.pageNo, imageKey: key })
        .returning(),
    );
    return this.pageOf(page!);
  }
}
