/**
 * HTTP caching of published admission data (docs/decisions/011-http-caching.md).
 *
 * Published data (rank tables, batch lines, schools, rankings, majors, the
 * profession library, news) is the same for every viewer and changes only when
 * an import or staff lands: its GET answers carry a weak ETag (a hash of the
 * serialized body) and `Cache-Control: public, max-age=…`, and a request whose
 * If-None-Match names the current ETag gets a bodiless 304. A browser or a CDN
 * answers repeats within max-age itself and revalidates after it.
 *
 * Every other API answer — anything that depends on who asks (the viewer's own
 * data, VIP-trimmed figures, staff pages) and every POST — is `private,
 * no-store`, so that no shared cache ever hands one viewer's answer to
 * another. A route is published only by being listed here, with its method:
 * the list is the one place to review, and a test checks that none of it reads
 * the viewer.
 */
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a browser or CDN may answer a repeat without asking (seconds); then it revalidates with the ETag. */
export const PUBLISHED_MAX_AGE = 300;
export const PUBLISHED_CACHE_CONTROL = `public, max-age=${PUBLISHED_MAX_AGE}`;
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * The GET routes (Fastify route patterns under /api) of published data: the
 * same answer for every viewer. Never add a route that reads `request.viewer`
 * or sits behind a guard.
 */
export const PUBLISHED_ROUTES: ReadonlySet<string> = new Set([
  // 省份, 批次线, 一分一段 and its remarks
  '/api/province/list',
  '/api/batch-lines/by-province',
  '/api/batch-lines/provinces',
  '/api/batch-lines/batch-line-select',
  '/api/remark-configs/equivalent-score-description',
  '/api/remark-configs/province/equivalent-score-show',
  '/api/remark-configs/instructions-for-reporting',
  // 院校: options, pages, rankings
  '/api/school/ranking/options',
  '/api/school/types',
  '/api/school/institution',
  '/api/school/listFeature',
  '/api/school/compare',
  '/api/school/query/base/:id',
  '/api/school/query/extra/:id',
  '/api/school/query/detail/:id',
  '/api/school/rank-history/:id',
  '/api/school/subject-assessment/rounds/:id',
  '/api/school/subject-assessment/grades/:id',
  '/api/school/subject-assessment/list',
  '/api/school/subject-assessment/claims/:id',
  '/api/school/double-first-class/:id',
  '/api/school/special-majors/:id',
  '/api/school/major-rankings/:id',
  '/api/school/departments/:id',
  '/api/school/province-rule',
  '/api/school/plan-config',
  // 专业库
  '/api/majors/by-level',
  '/api/majors/by-category',
  '/api/majors/query',
  '/api/majors/search',
  '/api/majors/detail/:id',
  '/api/majors/by-type/:type',
  '/api/majors/employment-overview/:id',
  '/api/majors/profession-types/:id',
  '/api/majors/schools/:id',
  // 职业库: the library only (its statistics are trimmed by VIP and stay private)
  '/api/professions/search',
  '/api/professions/by-category',
  '/api/professions/detail/:code',
  // site search, 高考资讯 and 招生简章 as published
  '/api/search',
  '/api/news',
  '/api/news/latest',
  '/api/news/tags',
  '/api/news/:id',
  '/api/admission-guide/search',
  '/api/admission-guide/school/:id',
  '/api/admission-guide/school/:id/official',
  '/api/admission-guide/:id',
  // where the data comes from
  '/api/data/coverage',
  '/api/data/sources',
]);

/** A weak validator of a serialized body: equal bodies, equal ETags. */
export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether If-None-Match (one ETag, a list, or *) names this ETag; weak comparison (RFC 9110 §13.1.2). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return header.split(',').some((tag) => bare(tag) === wanted);
}

const isPublished = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && PUBLISHED_ROUTES.has(request.routeOptions.url ?? '');

async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (!request.url.startsWith('/api/')) return payload;
  // a route that decided for itself (files of the book shelf) keeps its own
  if (reply.hasHeader('cache-control')) return payload;
  if (!isPublished(request) || reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return payload;
  }
  const etag = etagOf(payload);
  reply.header('etag', etag);
  reply.header('cache-control', PUBLISHED_CACHE_CONTROL);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return '';
  }
  return payload;
}

/** Registers the ETag / Cache-Control / 304 handling of every /api answer. */
export const httpCache = fp(
  async (app) => {
    app.addHook('onSend', onSend);
  },
  { name: 'http-cache' },
);
