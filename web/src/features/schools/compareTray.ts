/**
 * The schools a visitor picked to compare (院校对比), kept on this device so
 * the library, a school's detail and the compare page share one list.
 */
import { useSyncExternalStore } from 'react';
import { COMPARE_MAX } from '@zhiyuan/domain';

const KEY = 'zhiyuan.compare';
const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: string[] } = { raw: null, ids: [] };

function read(): string[] {
  const raw = globalThis.localStorage?.getItem(KEY) ?? null;
  if (raw !== cached.raw) {
    let ids: string[] = [];
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      ids = Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string' && /^\d{10}$/.test(x)).slice(0, COMPARE_MAX) : [];
    } catch {
      ids = [];
    }
    cached = { raw, ids };
  }
  return cached.ids;
}

function write(ids: string[]): void {
  globalThis.localStorage?.setItem(KEY, JSON.stringify(ids.slice(0, COMPARE_MAX)));
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

export function useCompareTray() {
  const ids = useSyncExternalStore(subscribe, read, () => []);
  return {
    ids,
    full: ids.length >= COMPARE_MAX,
    has: (id: string) => ids.includes(id),
    /** Adds or removes a school; false when the tray is full */
    toggle: (id: string): boolean => {
      const now = read();
      if (now.includes(id)) {
        write(now.filter((x) => x !== id));
        return true;
      }
      if (now.length >= COMPARE_MAX) return false;
      write([...now, id]);
      return true;
    },
    set: (next: string[]) => write([...new Set(next)]),
  };
}

/** The compare page of some schools. */
export const compareHref = (ids: readonly string[]) => `/chadaxuecompare${ids.length ? `?ids=${ids.join(',')}` : ''}`;
