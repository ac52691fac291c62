/**
 * Prepared replies of published data (docs/decisions/004-read-models-and-caching.md,
 * 011-http-caching.md): for a few GET routes whose answers are the same for
 * every viewer and whose key space is small (a province, a level, a school),
 * the body is serialized once — by the route's own serializer, so the
 * response schema governs it as for any reply — and kept as bytes with its
 * ETag until an import lands a dataset it was built from. A repeat then
 * costs neither the service, nor JSON.stringify, nor the hash of the body.
 *
 * Only routes listed in PUBLISHED_ROUTES may use one, and never with anything
 * that depends on who asks: the key is the route's typed input (a province
 * name, a level, a school id), never a serialized request.
 */
import type { FastifyReply } from 'fastify';
import type { ChangedData, ReadModelName } from './read-models';
import { ok } from './envelope';
import { etagOf } from './http-cache';

/** A serialized 200 body and its weak ETag. */
export interface PreparedReply {
  body: Buffer;
  etag: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The prepared replies of one route, by key, least recently used dropped first.
 * `check` is the import gate of the read models the route reads (decision 012):
 * it is asked on every request, hit or miss, so a prepared reply answers
 * exactly when the route itself would.
 */
export class PublishedReplies<K> {
  private readonly entries = new Map<K, Promise<PreparedReply>>();

  constructor(
    private readonly check: () => void,
    private readonly capacity: number,
  ) {}

  /**
   * Sends the prepared reply of this key, building it from `data` on a miss.
   * A failed build (a 404, a bad key, a 503) is not kept: the error is the
   * route's answer, as without the cache.
   */
  async send(reply: FastifyReply, key: K, data: () => Promise<unknown>): Promise<FastifyReply> {
    this.check();
    let prepared = this.entries.get(key);
    if (prepared) {
      this.entries.delete(key);
      this.entries.set(key, prepared);
    } else {
      const building: Promise<PreparedReply> = data().then((d) => {
        const body = Buffer.from(reply.serialize(ok(d)) as string);
        return { body, etag: etagOf(body) };
      });
      building.catch(() => {
        if (this.entries.get(key) === building) this.entries.delete(key);
      });
      this.entries.set(key, building);
      if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
      prepared = building;
    }
    const { body, etag } = await prepared;
    // http-cache's onSend takes this ETag instead of hashing the body again
    return reply.header('content-type', JSON_TYPE).header('etag', etag).send(body);
  }

  /** Drops every prepared reply; builds still running finish for their callers but are not kept. */
  invalidate(): void {
    this.entries.clear();
  }

  /** How many replies are held (tests). */
  get size(): number {
    return this.entries.size;
  }
}

/**
 * The routes with prepared replies: the read models each reads (their import
 * gate, and their datasets drop the replies) and the datasets it reads from
 * the database directly (they drop the replies too).
 */
export const PUBLISHED_REPLY_SOURCES = {
  /** GET /api/province/list */
  provinceList: { reads: ['provinces'], direct: [], capacity: 1 },
  /** GET /api/batch-lines/by-province */
  batchLinesByProvince: { reads: ['batchLines', 'sources'], direct: [], capacity: 64 },
  /** GET /api/majors/by-level (level × 门类) */
  majorTree: { reads: ['majors'], direct: [], capacity: 256 },
  /** GET /api/school/query/detail/:id: the school list, its ranks and its 阳光高考 contacts */
  schoolOverview: { reads: ['schools', 'rankHistories', 'schoolContacts', 'sources'], direct: [], capacity: 4000 },
  /**
   * GET /api/search (type, page, size, query as typed): the answers of recent searches. Students type the
   * same letters and words; a first sight costs about a millisecond, and the body (0.9 KB on average) is
   * all that is held, about 1.5 KB an entry with its key and ETag: 10,000 recent searches, ~15 MB.
   */
  siteSearch: { reads: ['search', 'newsIndex'], direct: [], capacity: 10000 },
  /** GET /api/majors/search (level, 门类, query as the index reads it): lists of hits, 2 KB on average; ~15 MB */
  majorSearch: { reads: ['majors'], direct: [], capacity: 5000 },
  /** GET /api/professions/search (大类, query as the index reads it): trees of 3 KB on average, up to 150 KB; ~20 MB */
  professionSearch: { reads: ['professions'], direct: [], capacity: 5000 },
} as const satisfies Record<string, { reads: readonly ReadModelName[]; direct: readonly ChangedData[]; capacity: number }>;

export type PublishedReplyName = keyof typeof PUBLISHED_REPLY_SOURCES;

export interface PublishedReplySet {
  provinceList: PublishedReplies<'all'>;
  batchLinesByProvince: PublishedReplies<string>;
  majorTree: PublishedReplies<string>;
  schoolOverview: PublishedReplies<string>;
  siteSearch: PublishedReplies<string>;
  majorSearch: PublishedReplies<string>;
  professionSearch: PublishedReplies<string>;
}
