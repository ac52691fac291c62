import type { SourceRef } from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { sources } from '../../db/schema';
import { ReadCache } from '../../platform/read-cache';

/** The sources table in memory: every table on a page names what its rows cite. */
export class SourceDirectory {
  private readonly cache = new ReadCache(async () => {
    const rows = await this.db.select().from(sources);
    const byId = new Map<string, SourceRef>();
    for (const r of rows) {
      byId.set(r.id, {
        id: r.id,
        title: r.title,
        publisher: r.publisher,
        url: r.url?.startsWith('http') ? r.url.split(' ')[0]! : null,
        repository: r.repository,
        licence: r.licence === '' ? null : r.licence,
      });
    }
    return byId;
  });

  constructor(private readonly db: Db) {}

  async one(id: string | null | undefined): Promise<SourceRef | null> {
    if (!id) return null;
    return (await this.cache.get()).get(id) ?? null;
  }

  /** The distinct sources of some rows, most cited first. */
  async of(ids: Iterable<string>): Promise<SourceRef[]> {
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    const all = await this.cache.get();
    return [...counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([id]) => all.get(id) ?? { id, title: id, publisher: null, url: null, repository: null, licence: null });
  }

  invalidate(): void {
    this.cache.invalidate();
  }
}
