import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BOOK_IMAGE_MAX_BYTES,
  BOOK_IMAGE_TYPES,
  BOOK_MESSAGES,
  ROLE,
  bookCreateSchema,
  bookIdParamsSchema,
  bookPageParamsSchema,
  bookPageUpdateSchema,
  bookListBodySchema,
  bookListPagingSchema,
  bookPagePagingSchema,
  bookPageSchema,
  bookPageSearchBodySchema,
  bookPageSearchSchema,
  bookPageUploadQuerySchema,
  bookSchema,
  pageSchema,
} from '@zhiyuan/domain';
import { requireRole } from '../../platform/auth';
import { ok, replyOf } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/file-storage';
import { Books } from './service';

export interface BookRoutesOptions {
  /** Where book images are kept: the disk under DATA_DIR/files or a bucket (createFileStorage) */
  storage: FileStorage;
}

/**
 * 原始书籍 (spec §7 Books): the cover list and the page search for visitors of
 * origin 'b' (the origin is the web's entry marker, not a credential: the
 * lists are public), and the staff upload of books, covers and pages.
 */
export const bookRoutes: FastifyPluginAsyncZod<BookRoutesOptions> = async (app, options) => {
  const files = options.storage;
  const service = new Books(app.db, files, app.log);
  const tags = ['原始书籍'];

  // page images arrive as the raw request body
  for (const type of Object.keys(BOOK_IMAGE_TYPES)) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: BOOK_IMAGE_MAX_BYTES + 1024 }, (_req, body, done) => done(null, body));
  }

  app.post(
    '/school-batch-books/list',
    { schema: { tags, summary: '书籍封面列表（每页12本）', querystring: bookListPagingSchema, body: bookListBodySchema, response: replyOf(pageSchema(bookSchema)) } },
    async (request) => ok(await service.list(request.body, request.query.page, request.query.pageSize)),
  );

  app.post(
    '/school-batch-books/page/search',
    { schema: { tags, summary: '书籍页面：按院校、专业、科类、批次筛选', querystring: bookPagePagingSchema, body: bookPageSearchBodySchema, response: replyOf(bookPageSearchSchema) } },
    async (request) => ok(await service.searchPages(request.body, request.query.page, request.query.pageSize)),
  );

  app.get(
    '/school-batch-books/files/*',
    { schema: { tags, summary: '书籍封面与页面图片' } },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const file = await files.get(key);
      if (!file) throw notFound(BOOK_MESSAGES.pageNotFound);
      return reply.header('content-type', file.contentType).header('cache-control', 'public, max-age=31536000, immutable').send(file.body);
    },
  );

  app.post(
    '/admin/books',
    { onRequest: requireRole(ROLE.admin), schema: { tags, summary: '新建书籍（管理员）', body: bookCreateSchema, response: replyOf(bookSchema) } },
    async (request) => ok(await service.create(request.body), BOOK_MESSAGES.created),
  );

  app.put(
    '/admin/books/:id',
    { onRequest: requireRole(ROLE.admin), schema: { tags, summary: '修改书籍信息（管理员）', params: bookIdParamsSchema, body: bookCreateSchema, response: replyOf(bookSchema) } },
    async (request) => ok(await service.update(request.params.id, request.body), BOOK_MESSAGES.updated),
  );

  app.delete(
    '/admin/books/:id',
    { onRequest: requireRole(ROLE.admin), schema: { tags, summary: '删除书籍及其全部页面图片（管理员）', params: bookIdParamsSchema, response: replyOf(z.null()) } },
    async (request) => {
      await service.remove(request.params.id);
      return ok(null, BOOK_MESSAGES.deleted);
    },
  );

  app.put(
    '/admin/books/:id/pages/:pageId',
    { onRequest: requireRole(ROLE.admin), schema: { tags, summary: '修改一页的院校、科类、批次、专业、页码（管理员）', params: bookPageParamsSchema, body: bookPageUpdateSchema, response: replyOf(bookPageSchema) } },
    async (request) => ok(await service.updatePage(request.params.id, request.params.pageId, request.body), BOOK_MESSAGES.pageUpdated),
  );

  app.delete(
    '/admin/books/:id/pages/:pageId',
    { onRequest: requireRole(ROLE.admin), schema: { tags, summary: '删除一页（管理员）', params: bookPageParamsSchema, response: replyOf(z.null()) } },
    async (request) => {
      await service.removePage(request.params.id, request.params.pageId);
      return ok(null, BOOK_MESSAGES.pageDeleted);
    },
  );

  app.post(
    '/admin/books/:id/cover',
    { onRequest: requireRole(ROLE.admin), schema: { tags, summary: '上传封面（请求体为图片，JPG/PNG/WebP）', params: bookIdParamsSchema, body: z.any(), response: replyOf(bookSchema) } },
    async (request) => ok(await service.uploadCover(request.params.id, request.headers['content-type'], request.body), BOOK_MESSAGES.uploaded),
  );

  app.post(
    '/admin/books/:id/pages',
    {
      onRequest: requireRole(ROLE.admin),
      schema: { tags, summary: '上传一页图片（请求体为图片；院校、科类、批次、页码在查询参数中）', params: bookIdParamsSchema, querystring: bookPageUploadQuerySchema, body: z.any(), response: replyOf(bookPageSchema) },
    },
    async (request) => ok(await service.uploadPage(request.params.id, request.query, request.headers['content-type'], request.body), BOOK_MESSAGES.uploaded),
  );
};
