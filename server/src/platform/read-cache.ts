/**
 * Published admission data changes once a year: a read model is loaded once,
 * held in process memory, and dropped when an import lands (DESIGN.md, Storage).
 */
export class ReadCache<T> {
  private value: Promise<T> | null = null;

  constructor(private readonly loader: () => Promise<T>) {}

  get(): Promise<T> {
    this.value ??= this.loader().catch((err: unknown) => {
      // a failed load is not cached: the next request tries again
      this.value = null;
      throw err;
    });
    return this.value;
  }

  invalidate(): void {
    this.value = null;
  }
}
