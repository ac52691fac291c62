/**
 * 原始书籍 (spec §2 Books and the drawer book view, §3 Book and Book page, §7
 * Books, §9): the provinces' admission books, their covers and page images,
 * uploaded by staff. Shown only to visitors whose entry origin is 'b'.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE, shortText } from './http';
import { provinceNameSchema } from './admission';

/** Book covers per page (spec §9). */
export const BOOK_COVER_PAGE_SIZE = 12;
/** Pages of the drawer's school tree (spec §9: book tree 99999). */
export const BOOK_TREE_PAGE_SIZE = 99999;
/** Years of the book filter: 2025 down six years (spec §2, §9). */
export const BOOK_YEARS = [2025, 2024, 2023, 2022, 2021, 2020] as const;
/** The subject (科类) choices of the book filter. */
export const BOOK_SUBJECTS = ['物理类', '历史类', '理科', '文科', '综合', '艺术类', '体育类'] as const;
/** Largest image accepted for a cover or page. */
export const BOOK_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const BOOK_IMAGE_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

export const BOOK_MESSAGES = {
  notFound: '没有这本书',
  pageNotFound: '没有这张图片',
  badImage: '请上传 JPG、PNG 或 WebP 图片',
  tooLarge: `图片不能超过${BOOK_IMAGE_MAX_BYTES / 1024 / 1024}MB`,
  created: '书籍已创建',
  updated: '书籍已保存',
  deleted: '书籍已删除',
  pageUpdated: '页面信息已保存',
  pageDeleted: '页面已删除',
  uploaded: '图片已上传',
} as const;

const pageNumber = (max: number, fallback: number) =>
  z.object({
    page: z.coerce.number({ error: '页码必须是数字' }).int('页码必须是整数').min(1, '页码不能小于1').default(1),
    pageSize: z.coerce.number({ error: '每页条数必须是数字' }).int('每页条数必须是整数').min(1, '每页条数不能小于1').max(max, `每页条数不能超过${max}`).default(fallback),
  });

export const bookListPagingSchema = pageNumber(MAX_PAGE_SIZE, BOOK_COVER_PAGE_SIZE);
export const bookPagePagingSchema = pageNumber(BOOK_TREE_PAGE_SIZE, BOOK_TREE_PAGE_SIZE);

const optionalText = (max: number) =>
  shortText(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));

/** POST /api/school-batch-books/list body: filters omitted when empty. */
export const bookListBodySchema = z
  .object({
    /** Empty: every province; otherwise one of the 31 (火星 is refused, not answered with no books) */
    province: z.preprocess((v) => (v === '' || v === null ? undefined : v), provinceNameSchema.optional()),
    subject: optionalText(10),
    year: z.coerce.number({ error: '年份必须是数字' }).int('年份必须是整数').optional().nullable().transform((v) => v ?? undefined),
  })
  .default({ province: undefined, subject: undefined, year: undefined });

/** Book (spec §3) with the filters it belongs to. */
export const bookSchema = z.object({
  id: z.string(),
  title: z.string(),
  name: z.string(),
  coverUrl: z.string().nullable(),
  province: z.string(),
  subject: z.string(),
  year: z.number().int(),
  pageCount: z.number().int(),
});
export type Book = z.infer<typeof bookSchema>;

/** POST /api/school-batch-books/page/search body. */
export const bookPageSearchBodySchema = z.object({
  schoolBatchBookId: z.union([z.string(), z.number()], { error: '请选择书籍' }).transform(String).pipe(z.string().regex(/^\d{1,18}$/, '书籍编号格式错误')),
  school: optionalText(40),
  major: optionalText(40),
  subject: optionalText(10),
  batch: optionalText(20),
});

/** Book page (spec §3). */
export const bookPageSchema = z.object({
  id: z.string(),
  school: z.string(),
  schoolFirstName: z.string(),
  subject: z.string(),
  batch: z.string(),
  major: z.string().nullable(),
  pageNo: z.number().int(),
  pageUrl: z.string(),
});
export type BookPage = z.infer<typeof bookPageSchema>;

export const bookPageSearchSchema = z.object({
  voPages: z.object({ records: z.array(bookPageSchema), total: z.number().int(), current: z.number().int(), size: z.number().int() }),
  batches: z.array(z.string()),
  subjects: z.array(z.string()),
});
export type BookPageSearch = z.infer<typeof bookPageSearchSchema>;

/** POST /api/admin/books (staff): a new book; its cover and pages are uploaded after. */
export const bookCreateSchema = z.object({
  title: shortText(60).min(1, '请输入书名'),
  name: shortText(60).min(1, '请输入书籍简称'),
  province: provinceNameSchema,
  subject: z.enum(BOOK_SUBJECTS, { error: '请选择科类' }),
  year: z.coerce.number({ error: '请选择年份' }).int().refine((y) => (BOOK_YEARS as readonly number[]).includes(y), '请选择年份'),
});

/** POST /api/admin/books/:id/pages?…: the page image is the raw request body. */
export const bookPageUploadQuerySchema = z.object({
  school: shortText(40).min(1, '请输入院校名称'),
  subject: shortText(10).min(1, '请输入科类'),
  batch: shortText(20).min(1, '请输入批次'),
  major: optionalText(40),
  pageNo: z.coerce.number({ error: '页码必须是数字' }).int('页码必须是整数').min(1, '页码不能小于1'),
});

/** PUT /api/admin/books/:id/pages/:pageId (staff): a page's school, 科类, batch, major and number. */
export const bookPageUpdateSchema = bookPageUploadQuerySchema;

export const bookIdParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/, '书籍编号格式错误') });
export const bookPageParamsSchema = bookIdParamsSchema.extend({ pageId: z.string().regex(/^\d{1,18}$/, '页面编号格式错误') });

export const BOOK_FIELD_LABELS: Record<string, string> = {
  schoolBatchBookId: '书籍',
  school: '院校',
  major: '专业',
  batch: '批次',
  title: '书名',
  name: '书籍简称',
  pageNo: '页码',
};
