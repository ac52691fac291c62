import { isThirdPartySource, sourceUrl, unknownSource, type DataSource } from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { sources } from '../../db/schema';
import { ReadCache } from '../read-cache';

/**
 * The sources table in memory: every imported row cites one by id, and every
 * response that shows data names its sources (title, publisher, address).
 */
export class SourceCatalog {
  private readonly cache = new ReadCache(async () => {
    const rows = await this.db.select().from(sources);
    return new Map<string, DataSource>(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          title: r.title,
          publisher: r.publisher,
          url: sourceUrl(r.url),
          repository: r.repository,
          licence: r.licence === '' ? null : r.licence,
          thirdParty: isThirdPartySource(r.quality, r.publisher),
        },
      ]),
    );
  });

  constructor(private readonly db: Db) {}

  /** A source by id; an id the table lacks still gets a readable entry. */
  async get(id: string): Promise<DataSource> {
    return (await this.cache.get()).get(id) ?? unknownSource(id);
  }

  /** The source a single row cites, or null when there is no row or the table lacks the id. */
  async find(id: string | null | undefined): Promise<DataSource | null> {
    if (!id) return null;
    return (await this.cache.get()).get(id) ?? null;
  }

  /** The distinct sources of some rows, most cited first. */
  async of(ids: Iterable<string>): Promise<DataSource[]> {
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    const all = await this.cache.get();
    return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => all.get(id) ?? unknownSource(id));
  }

  invalidate(): void {
    this.cache.invalidate();
  }
}
