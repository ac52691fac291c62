/**
 * Published admission data changes once a year: a read model is loaded once,
 * held in process memory, and dropped when an import lands (DESIGN.md, Storage;
 * docs/decisions/004-read-models-and-caching.md).
 */
export class ReadCache<T> {
  private value: Promise<T> | null = null;

  constructor(private readonly loader: () => Promise<T>) {}

  get(): Promise<T> {
    if (this.value) return this.value;
    const value: Promise<T> = this.loader().catch((err: unknown) => {
      // a failed load is not cached: the next request tries again (unless a newer load replaced it)
      if (this.value === value) this.value = null;
      throw err;
    });
    this.value = value;
    return value;
  }

  /** Drops the value; a load still running finishes for its callers but is not kept. */
  invalidate(): void {
    this.value = null;
  }
}
