import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type {
  articleInputSchema} from '@zhiyuan/domain';
import {
  NEWS_MESSAGES,
  type ArticleAdmin,
  type ArticleAdminPage,
  type ArticleKind,
  type ArticleStatus,
  type NewsItem,
  type NewsListItem,
  type NewsPage,
  type NewsTag,
  type Page,
} from '@zhiyuan/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { articles, schoolContacts } from '../../db/schema';
import { badRequest, notFound } from '../../platform/errors';
import type { ReadModels } from '../../platform/read-models';
import { plainTextOf, sanitizeRichText, summaryOf } from '../../platform/sanitize';

type Row = typeof articles.$inferSelect;
type Input = z.infer<typeof articleInputSchema>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function listItemOf(row: Pick<Row, 'id' | 'title' | 'tags' | 'summary' | 'source' | 'publishedAt' | 'createdAt'>): NewsListItem {
  return {
    id: String(row.id),
    title: row.title,
    createTime: (row.publishedAt ?? row.createdAt).toISOString(),
    tags: row.tags,
    summary: row.summary,
    source: row.source,
  };
}

const listColumns = {
  id: articles.id,
  title: articles.title,
  tags: articles.tags,
  summary: articles.summary,
  source: articles.source,
  publishedAt: articles.publishedAt,
  createdAt: articles.createdAt,
};

/**
 * 高考资讯 and 招生简章: the published ones for everybody, every one for staff.
 * Content is cleaned before it is stored; a write tells the read models (the
 * search index) that articles changed.
 */
export class Articles {
  constructor(
    private readonly db: Db,
    private readonly readModels: ReadModels,
  ) {}

  /** Published items of a kind (and school), newest first, by tag and keyword. */
  async published(
    kind: ArticleKind,
    query: { page: number; pageSize: number; tag?: string | undefined; keyword?: string | undefined; schoolId?: string | undefined },
  ): Promise<NewsPage> {
    const where = and(
      eq(articles.kind, kind),
      eq(articles.status, 'published'),
      query.schoolId ? eq(articles.schoolId, query.schoolId) : undefined,
      query.tag ? sql`${articles.tags} @> ${JSON.stringify([query.tag])}::jsonb` : undefined,
      query.keyword ? ilike(articles.title, `%${escapeLike(query.keyword)}%`) : undefined,
    );
    return this.page(where, query.page, query.pageSize);
  }

  private async page(where: SQL | undefined, page: number, pageSize: number): Promise<Page<NewsListItem>> {
    const [rows, [total]] = await Promise.all([
      this.db
        .select(listColumns)
        .from(articles)
        .where(where)
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(articles).where(where),
    ]);
    return { records: rows.map(listItemOf), total: total?.n ?? 0, current: page, size: pageSize };
  }

  /** The tags of published news, most used first. */
  async tags(kind: ArticleKind): Promise<NewsTag[]> {
    const rows = await this.db
      .select({ tags: articles.tags })
      .from(articles)
      .where(and(eq(articles.kind, kind), eq(articles.status, 'published')));
    const counts = new Map<string, number>();
    for (const r of rows) for (const t of r.tags) counts.set(t, (counts.get(t) ?? 0) + 1);
    return [...counts].map(([tag, n]) => ({ tag, count: n })).sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag, 'zh'));
  }

  /** One published item of a kind; 404 otherwise (a draft is not public). */
  async publishedOne(kind: ArticleKind, id: number): Promise<NewsItem> {
    const [row] = await this.db
      .select()
      .from(articles)
      .where(and(eq(articles.id, id), eq(articles.kind, kind), eq(articles.status, 'published')));
    if (!row) throw notFound(kind === 'guide' ? NEWS_MESSAGES.guideNotFound : NEWS_MESSAGES.notFound);
    return { ...listItemOf(row), content: row.content };
  }

  /** The school's 阳光高考 page and admission site (school_contacts), where its official 招生章程 is. */
  async officialOf(schoolId: string): Promise<{ chsiUrl: string | null; admissionWebsite: string | null }> {
    const [row] = await this.db
      .select({ chsiUrl: schoolContacts.chsiUrl, admissionWebsite: schoolContacts.admissionWebsite })
      .from(schoolContacts)
      .where(eq(schoolContacts.moeCode, schoolId));
    return { chsiUrl: row?.chsiUrl ?? null, admissionWebsite: row?.admissionWebsite ?? null };
  }

  // ---- staff ----

  async adminList(query: { page: number; pageSize: number; kind?: ArticleKind | undefined; status?: ArticleStatus | undefined; keyword?: string | undefined }): Promise<ArticleAdminPage> {
    const where = and(
      query.kind ? eq(articles.kind, query.kind) : undefined,
      query.status ? eq(articles.status, query.status) : undefined,
      query.keyword ? ilike(articles.title, `%${escapeLike(query.keyword)}%`) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(articles)
        .where(where)
        .orderBy(desc(articles.updatedAt), desc(articles.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ n: count() }).from(articles).where(where),
    ]);
    const records = await Promise.all(rows.map(async (r) => {
      const { content: _content, ...rest } = await this.adminOf(r);
      return rest;
    }));
    return { records, total: total?.n ?? 0, current: query.page, size: query.pageSize };
  }

  async adminOne(id: number): Promise<ArticleAdmin> {
    return this.adminOf(await this.row(id));
  }

  async create(input: Input, userId: number | null): Promise<ArticleAdmin> {
    const values = await this.clean(input);
    const now = new Date();
    const [row] = await this.db
      .insert(articles)
      .values({ ...values, createdBy: userId, status: input.publish ? 'published' : 'draft', publishedAt: input.publish ? now : null, createdAt: now, updatedAt: now })
      .returning();
    await this.changed();
    return this.adminOf(row!);
  }

  async update(id: number, input: Input): Promise<ArticleAdmin> {
    const existing = await this.row(id);
    const values = await this.clean(input);
    const now = new Date();
    const publish = input.publish === undefined ? {} : input.publish ? { status: 'published', publishedAt: existing.publishedAt ?? now } : { status: 'draft' };
    const [row] = await this.db.update(articles).set({ ...values, ...publish, updatedAt: now }).where(eq(articles.id, id)).returning();
    await this.changed();
    return this.adminOf(row!);
  }

  async setPublished(id: number, published: boolean): Promise<ArticleAdmin> {
    const existing = await this.row(id);
    const now = new Date();
    const [row] = await this.db
      .update(articles)
      .set(published ? { status: 'published', publishedAt: existing.publishedAt ?? now, updatedAt: now } : { status: 'draft', updatedAt: now })
      .where(eq(articles.id, id))
      .returning();
    await this.changed();
    return this.adminOf(row!);
  }

  async remove(id: number): Promise<void> {
    await this.row(id);
    await this.db.delete(articles).where(eq(articles.id, id));
    await this.changed();
  }

  private async row(id: number): Promise<Row> {
    const [row] = await this.db.select().from(articles).where(eq(articles.id, id));
    if (!row) throw notFound(NEWS_MESSAGES.notFound);
    return row;
  }

  private async clean(input: Input) {
    const content = sanitizeRichText(input.content);
    if (!plainTextOf(content) && !/<img\b/.test(content)) throw badRequest(NEWS_MESSAGES.emptyContent);
    let schoolId: string | null = null;
    if (input.kind === 'guide') {
      if (!input.schoolId) throw badRequest(NEWS_MESSAGES.guideNeedsSchool);
      schoolId = (await this.readModels.schools.get(input.schoolId)).id;
    }
    return {
      kind: input.kind,
      schoolId,
      title: input.title,
      tags: [...new Set(input.tags)],
      content,
      summary: summaryOf(content),
      source: input.source || null,
    };
  }

  private async adminOf(row: Row): Promise<ArticleAdmin> {
    const school = row.schoolId ? await this.readModels.schools.find(row.schoolId) : undefined;
    return {
      id: String(row.id),
      kind: row.kind as ArticleKind,
      schoolId: row.schoolId,
      schoolName: school?.schoolName ?? null,
      title: row.title,
      tags: row.tags,
      content: row.content,
      source: row.source,
      status: row.status as ArticleStatus,
      createTime: row.createdAt.toISOString(),
      updateTime: row.updatedAt.toISOString(),
      publishTime: iso(row.publishedAt),
    };
  }

  private async changed(): Promise<void> {
    await this.readModels.invalidate(['articles']);
  }
}
