import { isThirdPartySource, type DataSource } from '@zhiyuan/domain';
import type { Db } from '../db/client';
import { sources } from '../db/schema';
import { ReadCache } from './read-cache';

/**
 * The sources table in memory: every imported row cites one by id, and every
 * response that shows data names its source (title, publisher, address).
 */
export class SourceCatalog {
  private readonly cache = new ReadCache(async () => {
    const rows = await this.db
      .select({ id: sources.id, title: sources.title, publisher: sources.publisher, url: sources.url, quality: sources.quality })
      .from(sources);
    return new Map<string, DataSource>(
      rows.map((r) => [
        r.id,
        { id: r.id, title: r.title, publisher: r.publisher, url: r.url, thirdParty: isThirdPartySource(r.quality, r.publisher) },
      ]),
    );
  });

  constructor(private readonly db: Db) {}

  async all(): Promise<ReadonlyMap<string, DataSource>> {
    return this.cache.get();
  }

  /** A source by id; an id the table lacks (the importer refuses those) still gets a readable entry. */
  async get(id: string): Promise<DataSource> {
    return (await this.all()).get(id) ?? { id, title: id, publisher: null, url: null, thirdParty: false };
  }

  invalidate(): void {
    this.cache.invalidate();
  }
}

const catalogs = new WeakMap<Db, SourceCatalog>();

/** The one catalogue of a database: every feature that names sources shares it. */
export function sourceCatalogOf(db: Db): SourceCatalog {
  let catalog = catalogs.get(db);
  if (!catalog) catalogs.set(db, (catalog = new SourceCatalog(db)));
  return catalog;
}
