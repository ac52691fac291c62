/**
 * 高考资讯 and 招生简章 written by staff (website operation): one storage, one
 * editor. A guide belongs to a school; news does not.
 */
import { z } from 'zod';
import { pageSchema, pagingSchema, shortText } from './http';
import { schoolIdSchema } from './schools';

export const NEWS_PAGE_SIZE = 10;
/** How many latest items /welcome shows */
export const LATEST_NEWS_COUNT = 5;

export const ARTICLE_KINDS = ['news', 'guide'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];
export const ARTICLE_KIND_LABELS: Record<ArticleKind, string> = { news: '高考资讯', guide: '招生简章' };
export const ARTICLE_STATUSES = ['draft', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const NEWS_MESSAGES = {
  notFound: '资讯不存在',
  guideNotFound: '招生简章不存在',
  guideNeedsSchool: '招生简章需要选择所属院校',
  emptyContent: '正文不能为空',
  saved: '已保存',
  published: '已发布',
  unpublished: '已撤回',
  deleted: '已删除',
} as const;

/** A published item in a list: no content, a summary instead. */
export const newsListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** When it was published (ISO) */
  createTime: z.string(),
  tags: z.array(z.string()),
  summary: z.string(),
  source: z.string().nullable(),
});
export type NewsListItem = z.infer<typeof newsListItemSchema>;

export const newsItemSchema = newsListItemSchema.extend({ content: z.string() });
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsPageSchema = pageSchema(newsListItemSchema);
export type NewsPage = z.infer<typeof newsPageSchema>;

export const newsListQuerySchema = pagingSchema(NEWS_PAGE_SIZE).extend({
  tag: shortText(20).optional(),
  keyword: shortText(50).optional(),
});

export const newsTagSchema = z.object({ tag: z.string(), count: z.number().int() });
export type NewsTag = z.infer<typeof newsTagSchema>;

export const articleIdParamsSchema = z.object({ id: z.string().trim().regex(/^\d{1,18}$/, '编号应为数字') });

const tagSchema = z.string().trim().min(1, '标签不能为空').max(12, '每个标签不能超过12个字');

/** What staff write (create and edit). */
export const articleInputSchema = z.object({
  kind: z.enum(ARTICLE_KINDS, { error: '类型应为高考资讯或招生简章' }),
  schoolId: schoolIdSchema.nullish(),
  title: z.string().trim().min(1, '标题不能为空').max(100, '标题不能超过100个字'),
  tags: z.array(tagSchema).max(8, '标签最多8个').default([]),
  /** HTML from the editor; cleaned on the server before it is stored */
  content: z.string().max(200_000, '正文过长（最多20万字符）'),
  source: z.string().trim().max(50, '来源不能超过50个字').nullish(),
  /** Publish on save */
  publish: z.boolean().optional(),
});
export type ArticleInput = z.input<typeof articleInputSchema>;

export const articleAdminQuerySchema = pagingSchema(20).extend({
  kind: z.enum(ARTICLE_KINDS, { error: '类型应为高考资讯或招生简章' }).optional(),
  status: z.enum(ARTICLE_STATUSES, { error: '状态应为草稿或已发布' }).optional(),
  keyword: shortText(50).optional(),
});

/** An item as staff see it: drafts too. */
export const articleAdminSchema = z.object({
  id: z.string(),
  kind: z.enum(ARTICLE_KINDS),
  schoolId: z.string().nullable(),
  schoolName: z.string().nullable(),
  title: z.string(),
  tags: z.array(z.string()),
  content: z.string(),
  source: z.string().nullable(),
  status: z.enum(ARTICLE_STATUSES),
  createTime: z.string(),
  updateTime: z.string(),
  publishTime: z.string().nullable(),
});
export type ArticleAdmin = z.infer<typeof articleAdminSchema>;
export const articleAdminPageSchema = pageSchema(articleAdminSchema.omit({ content: true }));
export type ArticleAdminPage = z.infer<typeof articleAdminPageSchema>;

/** Chinese names of the request fields. */
export const NEWS_FIELD_LABELS: Record<string, string> = {
  tag: '标签',
  tags: '标签',
  title: '标题',
  content: '正文',
  kind: '类型',
  status: '状态',
  source: '来源',
  publish: '发布',
};

/** Where a school's official 招生章程 is: its 阳光高考 page (and its own admission site) from school_contacts. */
export const guideOfficialSchema = z.object({
  schoolName: z.string(),
  /** The school's page on 阳光高考, from which its 招生章程 opens; null when 阳光高考 does not list the school */
  chsiUrl: z.string().nullable(),
  admissionWebsite: z.string().nullable(),
});
export type GuideOfficial = z.infer<typeof guideOfficialSchema>;
