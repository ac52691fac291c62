/**
 * Prepared replies of published data (docs/decisions/004-read-models-and-caching.md,
 * 011-http-caching.md): for routes whose answers are the same for every viewer
 * and are asked again and again, the body is serialized once — by the route's
 * own serializer, so the response schema governs it as for any reply — and
 * kept as bytes until an import lands a dataset it was built from. A repeat
 * then costs neither the service, nor JSON.stringify, nor the hash of the body,
 * and goes compressed (platform/compression.ts) at no cost per request.
 *
 * GET routes listed in PUBLISHED_ROUTES keep their ETag with the bytes. The
 * published POST reads (a rank lookup, a school's score lines, a page of the
 * school list…) hold their bytes the same way but stay `private, no-store` to
 * HTTP caches: a POST is not a cacheable request; only this process keeps
 * its answer. Never with anything that depends on who asks: the key is the
 * route's typed input (a province name, a school id, or a POST's body as its
 * schema returned it — unknown fields dropped, defaults filled), never the
 * raw request.
 */
import type { FastifyReply } from 'fastify';
import type { ChangedData, ReadModelName } from './read-models';
import { ok } from './envelope';
import { etagOf } from './http-cache';
import { sendsPrepared } from './compression';

/** A serialized 200 body and, once a GET asked for it, its weak ETag (a POST's answer has none). */
export interface PreparedReply {
  /** A string, not a Buffer: Node writes a string answer with its head in one write */
  body: string;
  bytes: number;
  etag?: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The prepared replies of one route, by key, least recently used dropped first
 * when there are more than `capacity` of them or, with `maxBytes`, when their
 * bodies take more. `check` is the import gate of the read models the route
 * reads (decision 012): it is asked on every request, hit or miss, so a
 * prepared reply answers exactly when the route itself would.
 */
export class PublishedReplies<K> {
  private readonly entries = new Map<K, Promise<PreparedReply>>();
  /** Sizes of the bodies built and still held, by key */
  private readonly sizes = new Map<K, number>();
  private held = 0;
  /** With `holdOnSecondAsk`: keys asked once since the set was last cleared, answered but not held */
  private readonly askedOnce = new Set<K>();

  constructor(
    private readonly check: () => void,
    private readonly capacity: number,
    private readonly maxBytes = Infinity,
    /**
     * Hold a key's reply only when it is asked a second time (while the keys asked once are fewer than
     * `capacity`). For the POST reads whose keys are many (every score of every table, every combination
     * of filters): holding every first ask would fill the budget with answers asked once, each then
     * compressed for nothing and kept until evicted, which costs a spread of mostly new keys about a
     * quarter of its rate (measured); a key asked once costs a set entry instead.
     */
    private readonly holdOnSecondAsk = false,
  ) {}

  /**
   * Sends the prepared reply of this key, building it from `data` on a miss.
   * A failed build (a 404, a bad key, a 503) is not kept: the error is the
   * route's answer, as without the cache.
   */
  send(reply: FastifyReply, key: K, data: () => Promise<unknown>): Promise<FastifyReply> {
    return this.sendEnvelope(reply, key, async () => ok(await data()));
  }

  /** As send, for a route whose envelope says more than success (a rank lookup's warning in `message`). */
  async sendEnvelope(reply: FastifyReply, key: K, envelope: () => Promise<ReturnType<typeof ok>>): Promise<FastifyReply> {
    this.check();
    let prepared = this.entries.get(key);
    if (prepared) {
      this.entries.delete(key);
      this.entries.set(key, prepared);
    } else if (this.holdOnSecondAsk && !this.askedOnce.has(key)) {
      if (this.askedOnce.size >= this.capacity) this.askedOnce.clear();
      this.askedOnce.add(key);
      // answered as any route answers: the serializer, no prepared body, nothing compressed
      return reply.send(await envelope());
    } else {
      this.askedOnce.delete(key);
      const building: Promise<PreparedReply> = envelope().then((e) => {
        const body = reply.serialize(e) as string;
        return { body, bytes: Buffer.byteLength(body) };
      });
      building.then(
        ({ bytes }) => {
          if (this.entries.get(key) !== building) return;
          this.sizes.set(key, bytes);
          this.held += bytes;
          this.trim();
        },
        () => {
          if (this.entries.get(key) === building) this.entries.delete(key);
        },
      );
      this.entries.set(key, building);
      prepared = building;
      this.trim();
    }
    const ready = await prepared;
    reply.header('content-type', JSON_TYPE);
    // a POST's answer carries no ETag (decision 011): the hash is made only for a GET, once, and http-cache's
    // onSend takes it instead of hashing the body again
    if (reply.request.method !== 'POST') reply.header('etag', (ready.etag ??= etagOf(ready.body)));
    sendsPrepared(reply, ready);
    return reply.send(ready.body);
  }

  /** Drops the least recently used replies while there are too many or their bodies take too much. */
  private trim(): void {
    while (this.entries.size > this.capacity || (this.held > this.maxBytes && this.entries.size > 1)) {
      const oldest = this.entries.keys().next().value as K;
      this.entries.delete(oldest);
      this.held -= this.sizes.get(oldest) ?? 0;
      this.sizes.delete(oldest);
    }
  }

  /** Drops every prepared reply; builds still running finish for their callers but are not kept. */
  invalidate(): void {
    this.entries.clear();
    this.askedOnce.clear();
    this.sizes.clear();
    this.held = 0;
  }

  /** How many replies are held (tests). */
  get size(): number {
    return this.entries.size;
  }

  /** The bytes of the bodies held (tests, and what the budget counts). */
  get bytes(): number {
    return this.held;
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
  // The published POST reads (private to HTTP caches, held here): on the evening students of a province ask
  // the same tables and the same schools again and again. Each keeps the answers asked more than once within
  // a budget of bytes (their compressed copies, a fifth to a tenth of that, come on top): ~150 MB in all when full.
  /** POST /api/batch-lines/batch-line-segment (a table and a score, the batch): answers of ~1 KB; 24 MB, ~20,000 scores */
  rankLookup: { reads: ['rankTables', 'batchLines', 'sources'], direct: [], capacity: 50000, maxBytes: 24 * 2 ** 20, holdOnSecondAsk: true },
  /** POST /api/score-line/school (a school, a province, year and track as filtered): 2–20 KB */
  schoolLines: { reads: ['schools', 'scoreLines', 'sources'], direct: [], capacity: 20000, maxBytes: 24 * 2 ** 20, holdOnSecondAsk: true },
  /** POST /api/score-line/major (a school, province, year, track, batch, group, subjects, page) */
  majorLines: { reads: ['schools', 'scoreLines', 'sources'], direct: [], capacity: 20000, maxBytes: 32 * 2 ** 20, holdOnSecondAsk: true },
  /** POST /api/admission-plan/query (the same keys as the major lines) */
  plans: { reads: ['schools', 'plans', 'scoreLines', 'sources'], direct: [], capacity: 20000, maxBytes: 32 * 2 ** 20, holdOnSecondAsk: true },
  /** POST /api/school/query (filters and page as validated): pages of 20 schools */
  schoolList: { reads: ['schools'], direct: [], capacity: 20000, maxBytes: 24 * 2 ** 20, holdOnSecondAsk: true },
  /** POST /api/school/ranking (system, year, list, name, page): pages of 6 */
  rankings: { reads: ['rankings', 'sources'], direct: [], capacity: 5000, maxBytes: 8 * 2 ** 20, holdOnSecondAsk: true },
} as const satisfies Record<string, { reads: readonly ReadModelName[]; direct: readonly ChangedData[]; capacity: number; maxBytes?: number; holdOnSecondAsk?: boolean }>;

export type PublishedReplyName = keyof typeof PUBLISHED_REPLY_SOURCES;

export interface PublishedReplySet {
  provinceList: PublishedReplies<'all'>;
  batchLinesByProvince: PublishedReplies<string>;
  majorTree: PublishedReplies<string>;
  schoolOverview: PublishedReplies<string>;
  siteSearch: PublishedReplies<string>;
  majorSearch: PublishedReplies<string>;
  professionSearch: PublishedReplies<string>;
  rankLookup: PublishedReplies<string>;
  schoolLines: PublishedReplies<string>;
  majorLines: PublishedReplies<string>;
  plans: PublishedReplies<string>;
  schoolList: PublishedReplies<string>;
  rankings: PublishedReplies<string>;
}
