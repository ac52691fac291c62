import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Filters of a page as text values; undefined = not chosen. */
export type FilterValues<K extends string> = Partial<Record<K, string>>;

export interface FilterState<K extends string> {
  values: FilterValues<K>;
  /** Sets the given keys; undefined or '' removes a key. */
  set: (patch: FilterValues<K>) => void;
}

function applyPatch<K extends string>(params: URLSearchParams, patch: FilterValues<K>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** Filters held in memory with a patch applied: undefined or '' removes a key. */
export function patchValues<K extends string>(current: FilterValues<K>, patch: FilterValues<K>): FilterValues<K> {
  const next = { ...current };
  for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
    if (value === undefined || value === '') delete next[key];
    else next[key] = value;
  }
  return next;
}

/**
 * Writes a patch of filters into the URL query, replacing the history entry and keeping the scroll.
 *
 * React Router's functional setSearchParams does not queue like React's
 * setState: two quick picks (a year, then a track) would both start from the
 * query of the last render, and the second would undo the first. The query
 * written last is kept until the location catches up, and the next patch
 * builds on it.
 */
export function useUrlPatch<K extends string>(): (patch: FilterValues<K>) => void {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = searchParams.toString();
  return useCallback(
    (patch: FilterValues<K>) => {
      // one URL per window: the query written last, while the location has not caught up with it
      const base = pendingQuery && pendingQuery.from === current ? pendingQuery.next : new URLSearchParams(current);
      const next = applyPatch(base, patch);
      pendingQuery = { from: current, next };
      setSearchParams(next, { replace: true, preventScrollReset: true });
    },
    [current, setSearchParams],
  );
}

let pendingQuery: { from: string; next: URLSearchParams } | null = null;

/** A page's filters in the URL query, so a reload or a shared link shows the same result. */
export function useUrlFilters<K extends string>(keys: readonly K[]): FilterState<K> {
  const [searchParams] = useSearchParams();
  const set = useUrlPatch<K>();
  const values = useMemo(() => {
    const out: FilterValues<K> = {};
    for (const key of keys) {
      const v = searchParams.get(key);
      if (v !== null && v !== '') out[key] = v;
    }
    return out;
    // keys is a constant list of the page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchParams]);
  return useMemo(() => ({ values, set }), [values, set]);
}

/** The same filters held in component state: the drawer does not rewrite the URL of the page beneath it. */
export function useLocalFilters<K extends string>(initial: FilterValues<K> = {}): FilterState<K> {
  const [values, setValues] = useState<FilterValues<K>>(initial);
  const set = useCallback((patch: FilterValues<K>) => setValues((current) => patchValues(current, patch)), []);
  return useMemo(() => ({ values, set }), [values, set]);
}
