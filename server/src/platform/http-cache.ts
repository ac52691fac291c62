/**
 * HTTP caching of published admission data (docs/decisions/011-http-caching.md).
 *
 * Published data (rank tables, batch lines, schools, rankings, majors, the
 * profession library, news) is the same for every viewer and changes only when
 * an import or staff lands: its GET answers carry a weak ETag (a hash of the
 * serialized body) and `Cache-Control: public, max-age=…` (staff-written
 * content: `public, no-cache`, revalidated on every use), and a request whose
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
import { relative, sep } from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, onSendHookHandler, preSerializationHookHandler } from 'fastify';
import { compressedCopy, variesWithEncoding } from './compression';

/** How long a browser or CDN may answer a repeat of imported data without asking (seconds); then it revalidates with the ETag. */
export const PUBLISHED_MAX_AGE = 300;
/** Imported admission data: changes only when an import lands */
export const DATA = `public, max-age=${PUBLISHED_MAX_AGE}`;
/** What staff write and publish (news, guides, and the site search that finds them): shared, but revalidated on every use */
export const CONTENT = 'public, no-cache';
export const PUBLISHED_CACHE_CONTROL = DATA;
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * Files of the web build: Vite names what it emits under assets/ by a hash of
 * its content, so such a file never changes under its name and a browser or a
 * CDN keeps it a year without asking. The rest (the app shell index.html, the
 * favicon) names the current assets: revalidated on every use (304 while
 * unchanged), so a new build reaches every student at their next page load.
 */
export const WEB_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const WEB_SHELL_CACHE_CONTROL = 'no-cache';
export function webCacheControl(root: string, file: string): string {
  const inBuild = relative(root, file);
  return inBuild.startsWith(`assets${sep}`) ? WEB_ASSET_CACHE_CONTROL : WEB_SHELL_CACHE_CONTROL;
}

/**
 * The GET routes (Fastify route patterns under /api) of published data, with
 * their Cache-Control: the same answer for every viewer. Never add a route
 * that reads `request.viewer` or sits behind a guard.
 */
export const PUBLISHED_ROUTES: ReadonlyMap<string, string> = new Map([
  // 省份, 批次线, 一分一段 and its remarks
  ['/api/province/list', DATA],
  ['/api/batch-lines/by-province', DATA],
  ['/api/batch-lines/provinces', DATA],
  ['/api/batch-lines/batch-line-select', DATA],
  ['/api/remark-configs/equivalent-score-description', DATA],
  ['/api/remark-configs/province/equivalent-score-show', DATA],
  ['/api/remark-configs/instructions-for-reporting', DATA],
  // 院校: options, pages, rankings
  ['/api/school/ranking/options', DATA],
  ['/api/school/types', DATA],
  ['/api/school/institution', DATA],
  ['/api/school/listFeature', DATA],
  ['/api/school/compare', DATA],
  ['/api/school/query/base/:id', DATA],
  ['/api/school/query/extra/:id', DATA],
  ['/api/school/query/detail/:id', DATA],
  ['/api/school/rank-history/:id', DATA],
  ['/api/school/subject-assessment/rounds/:id', DATA],
  ['/api/school/subject-assessment/grades/:id', DATA],
  ['/api/school/subject-assessment/list', DATA],
  ['/api/school/subject-assessment/claims/:id', DATA],
  ['/api/school/double-first-class/:id', DATA],
  ['/api/school/special-majors/:id', DATA],
  ['/api/school/major-rankings/:id', DATA],
  ['/api/school/departments/:id', DATA],
  ['/api/school/province-rule', DATA],
  ['/api/school/plan-config', DATA],
  // 专业库
  ['/api/majors/by-level', DATA],
  ['/api/majors/by-category', DATA],
  ['/api/majors/query', DATA],
  ['/api/majors/search', DATA],
  ['/api/majors/detail/:id', DATA],
  ['/api/majors/by-type/:type', DATA],
  ['/api/majors/employment-overview/:id', DATA],
  ['/api/majors/profession-types/:id', DATA],
  ['/api/majors/schools/:id', DATA],
  // 职业库: the library only (its statistics are trimmed by VIP and stay private)
  ['/api/professions/search', DATA],
  ['/api/professions/by-category', DATA],
  ['/api/professions/detail/:code', DATA],
  // site search, 高考资讯 and 招生简章 as published
  ['/api/search', CONTENT],
  ['/api/news', CONTENT],
  ['/api/news/latest', CONTENT],
  ['/api/news/tags', CONTENT],
  ['/api/news/:id', CONTENT],
  ['/api/admission-guide/search', CONTENT],
  ['/api/admission-guide/school/:id', CONTENT],
  ['/api/admission-guide/school/:id/official', CONTENT],
  ['/api/admission-guide/:id', CONTENT],
  // where the data comes from
  ['/api/data/coverage', DATA],
  ['/api/data/sources', DATA],
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

const publishedAs = (request: FastifyRequest): string | undefined =>
  request.method === 'GET' || request.method === 'HEAD' ? PUBLISHED_ROUTES.get(request.routeOptions.url ?? '') : undefined;

/**
 * A published answer already sent: its body as the serializer wrote it and its ETag.
 *
 * Read models hand out the same immutable object for the same key until an
 * import or a staff write drops them (decision 004), so a published route that
 * answers `ok(thatObject)` again would serialize and hash the same bytes again.
 * Kept per route and per data object (a WeakMap: it lives exactly as long as the
 * read model holds the object), the serializer's own output is reused and the
 * ETag is not recomputed. Only published routes — the same answer for every
 * viewer — take part; an answer built afresh per request simply misses.
 */
interface Sent {
  code: unknown;
  message: unknown;
  body: string;
  etag: string;
}
const sentByRoute = new Map<string, WeakMap<object, Sent>>();
/** What preSerialization learned of a request, for its onSend */
const pending = new WeakMap<FastifyRequest, { data: object; code: unknown; message: unknown; route: WeakMap<object, Sent>; hit: Sent | null }>();

interface Envelope {
  code: unknown;
  message: unknown;
  data: unknown;
}
const isEnvelope = (payload: unknown): payload is Envelope =>
  typeof payload === 'object' && payload !== null && 'code' in payload && 'message' in payload && 'data' in payload;

function preparePublished(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (reply.statusCode !== 200 || !isEnvelope(payload) || typeof payload.data !== 'object' || payload.data === null) return payload;
  if (!publishedAs(request) || reply.hasHeader('cache-control')) return payload;
  const url = request.routeOptions.url ?? '';
  let route = sentByRoute.get(url);
  if (!route) sentByRoute.set(url, (route = new WeakMap()));
  const sent = route.get(payload.data);
  const hit = sent && sent.code === payload.code && sent.message === payload.message ? sent : null;
  pending.set(request, { data: payload.data, code: payload.code, message: payload.message, route, hit });
  if (hit) reply.serializer(() => hit.body);
  return payload;
}

function cacheHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (!request.url.startsWith('/api/')) return payload;
  // a route that decided for itself (files of the book shelf) keeps its own
  if (reply.hasHeader('cache-control')) return payload;
  const cacheControl = publishedAs(request);
  if (!cacheControl || reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
    reply.removeHeader('etag');
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return payload;
  }
  // a prepared reply (platform/published-replies.ts) comes with the ETag of its bytes
  const prepared = reply.getHeader('etag');
  const known = pending.get(request);
  let etag: string;
  // what holds the body from one request to the next (its compressed copies live as long): the prepared
  // reply's bytes, or the body kept for the read model's object
  let holder: object | null = null;
  if (typeof prepared === 'string') {
    etag = prepared;
    if (Buffer.isBuffer(payload)) holder = payload;
  } else if (known?.hit && known.hit.body === payload) {
    etag = known.hit.etag;
    holder = known.hit;
  } else {
    etag = etagOf(payload);
    if (known && typeof payload === 'string') {
      const sent: Sent = { code: known.code, message: known.message, body: payload, etag };
      known.route.set(known.data, sent);
      holder = sent;
    }
  }
  reply.header('etag', etag);
  reply.header('cache-control', cacheControl);
  // a held body goes compressed to a client that accepts it (the weak ETag is the same: the same data), so its
  // answer varies with Accept-Encoding; a 304 names the same Vary as the 200 it stands for (RFC 9110 §15.4.5)
  if (holder && variesWithEncoding(holder, payload)) {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  }
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return '';
  }
  if (holder) {
    const copy = compressedCopy(holder, payload, request.headers['accept-encoding']);
    if (copy.encoding) {
      reply.header('content-encoding', copy.encoding);
      reply.removeHeader('content-length');
      return copy.bytes;
    }
  }
  return payload;
}

// callback style: both run on every answer, and a promise each is measurable on the small ones
const preSerialization: preSerializationHookHandler<unknown> = (request, reply, payload, done) => done(null, preparePublished(request, reply, payload));
const onSend: onSendHookHandler<unknown> = (request, reply, payload, done) => done(null, cacheHeaders(request, reply, payload));

/** Registers the ETag / Cache-Control / 304 handling of every /api answer. */
export const httpCache = fp(
  async (app) => {
    app.addHook('preSerialization', preSerialization);
    app.addHook('onSend', onSend);
  },
  { name: 'http-cache' },
);
