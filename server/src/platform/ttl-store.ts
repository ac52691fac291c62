/**
 * Short-lived keys with an expiry: SMS codes, their wrong tries, send
 * cooldowns and daily counters. With REDIS_URL they live in Redis, so every API
 * process behind a load balancer sees the same codes and limits; without it in
 * this process's memory (DESIGN.md, Storage). The interface is the few atomic
 * operations those need, nothing more.
 */
import type { Redis } from 'ioredis';

export interface TtlStore {
  get(key: string): Promise<string | null>;
  /** Sets the value with an expiry, replacing any earlier one. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets the value only if the key is absent; true when it was set. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Adds 1 and returns the new count; the first increment starts the expiry. */
  increment(key: string, ttlMs: number): Promise<number>;
  /** Subtracts 1 (never below 0): undoes an increment whose action did not happen. */
  decrement(key: string): Promise<void>;
  delete(...keys: string[]): Promise<void>;
}

/** Keys in Redis, under a prefix (several sites or test runs may share one Redis). */
export class RedisTtlStore implements TtlStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private k(key: string): string {
    return this.prefix + key;
  }

  get(key: string): Promise<string | null> {
    return this.redis.get(this.k(key));
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.redis.set(this.k(key), value, 'PX', Math.max(1, Math.ceil(ttlMs)));
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    return (await this.redis.set(this.k(key), value, 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')) === 'OK';
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    // INCR and the expiry of a new counter atomically (a script: PEXPIRE NX needs Redis 7)
    const count = await this.redis.eval(
      "local c = redis.call('INCR', KEYS[1]); if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end; return c",
      1,
      this.k(key),
      String(Math.max(1, Math.ceil(ttlMs))),
    );
    return Number(count);
  }

  async decrement(key: string): Promise<void> {
    await this.redis.eval(
      "local v = redis.call('GET', KEYS[1]); if v and tonumber(v) > 0 then redis.call('DECR', KEYS[1]) end",
      1,
      this.k(key),
    );
  }

  async delete(...keys: string[]): Promise<void> {
    if (keys.length) await this.redis.del(...keys.map((key) => this.k(key)));
  }
}

interface Entry {
  value: string;
  expiresAt: number;
}

/**
 * Keys in this process's memory, expiring by `now()` (a test can move the
 * clock). Expired keys are dropped when read and by a sweep of at most every
 * minute, so the map stays bounded by the keys of the last few minutes.
 */
export class MemoryTtlStore implements TtlStore {
  private readonly entries = new Map<string, Entry>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  private live(key: string): Entry | undefined {
    const t = this.now();
    if (t - this.lastSweep > 60_000) {
      this.lastSweep = t;
      for (const [k, e] of this.entries) if (e.expiresAt <= t) this.entries.delete(k);
    }
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= t) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    if (this.live(key)) return false;
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    return true;
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const entry = this.live(key);
    const count = (entry ? Number(entry.value) : 0) + 1;
    this.entries.set(key, { value: String(count), expiresAt: entry?.expiresAt ?? this.now() + ttlMs });
    return count;
  }

  async decrement(key: string): Promise<void> {
    const entry = this.live(key);
    if (entry && Number(entry.value) > 0) entry.value = String(Number(entry.value) - 1);
  }

  async delete(...keys: string[]): Promise<void> {
    for (const key of keys) this.entries.delete(key);
  }
}
