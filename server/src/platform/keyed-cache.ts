/**
 * A read model per key (a school, a table), held in process memory after the
 * first read, least recently used dropped first. Like ReadCache, for data
 * that changes once a year with an import (DESIGN.md, Storage). Keys are the
 * model's own typed values (an id, a catalogue entry), never a serialized request.
 */
export class KeyedCache<K, V> {
  private readonly entries = new Map<K, Promise<V>>();

  constructor(
    private readonly loader: (key: K) => Promise<V>,
    private readonly capacity = 500,
  ) {}

  get(key: K): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) {
      // re-insert: Map keeps insertion order, so the first key is the least recently used
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value: Promise<V> = this.loader(key).catch((err: unknown) => {
      if (this.entries.get(key) === value) this.entries.delete(key);
      throw err;
    });
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
    return value;
  }

  /** Drops every entry; loads still running finish for their callers but are not kept. */
  invalidate(): void {
    this.entries.clear();
  }
}
