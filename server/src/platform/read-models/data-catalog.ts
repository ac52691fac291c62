import type { Db } from '../../db/client';
import { loadedData, type LoadedData } from '../../db/coverage';
import { ReadCache } from '../read-cache';

/** What data is loaded and where it came from (/about): counted once, dropped with every import. */
export class DataCatalog {
  private readonly cache = new ReadCache(() => loadedData(this.db));

  constructor(private readonly db: Db) {}

  invalidate(): void {
    this.cache.invalidate();
  }

  /** Coverage of every dataset and the sources. */
  current(): Promise<LoadedData> {
    return this.cache.get();
  }
}
