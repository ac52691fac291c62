import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { patchValues, useUrlPatch, type FilterValues } from './filterState';

/**
 * The filters of a view embedded both as a page and in the drawer (a school
 * detail's tabs, whichever area each tab belongs to). On the page they live in
 * the URL query, so a shared link shows the same table; in the drawer they are
 * local state, so the page beneath keeps its URL.
 */
export interface DetailParams {
  get: (key: string) => string | undefined;
  /** Sets the given keys; undefined deletes a key. */
  set: (patch: Record<string, string | undefined>) => void;
}

export const DetailParamsContext = createContext<DetailParams | null>(null);

export function useDetailParams(): DetailParams {
  const params = useContext(DetailParamsContext);
  if (!params) throw new Error('useDetailParams needs a DetailParamsContext');
  return params;
}

export function useUrlDetailParams(): DetailParams {
  const [searchParams] = useSearchParams();
  const set = useUrlPatch<string>();
  return useMemo(() => ({ get: (key: string) => searchParams.get(key) ?? undefined, set }), [searchParams, set]);
}

export function useLocalDetailParams(): DetailParams & { reset: () => void } {
  const [state, setState] = useState<FilterValues<string>>({});
  const set = useCallback((patch: FilterValues<string>) => setState((previous) => patchValues(previous, patch)), []);
  const reset = useCallback(() => setState({}), []);
  return useMemo(() => ({ get: (key: string) => state[key], set, reset }), [state, set, reset]);
}

/** Pick `wanted` when it is an option, else the first option (spec §4: defaults after a change). */
export function pick<T>(options: readonly T[], wanted: T | undefined): T | undefined {
  return wanted !== undefined && options.includes(wanted) ? wanted : options[0];
}
