import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ALL, SCHOOL_PAGE_SIZE, effectiveFilter } from '@zhiyuan/domain';
import type { SchoolQueryBody } from './api';

/** The four checkbox groups of the school library (spec §2 School library). */
export const FILTER_GROUPS = ['provinces', 'types', 'features', 'schoolInstitutions'] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];
export type SchoolFilters = Record<FilterGroup, string[]>;

export interface SchoolLibraryState {
  filters: SchoolFilters;
  page: number;
  /** The name searched for; empty means the filter query (spec §5). */
  query: string;
}

export interface SchoolLibraryController {
  state: SchoolLibraryState;
  /** Any filter change resets the page to 1 (spec §4). */
  setFilter: (group: FilterGroup, values: string[]) => void;
  clearFilters: () => void;
  /** A page turn is a step Back can undo; `replace` corrects the address instead (a page past the last). */
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** A new search also starts at page 1. */
  setQuery: (query: string) => void;
}

/** Query-string names: short, readable in a shared link. */
const URL_KEYS: Record<FilterGroup, string> = {
  provinces: 'province',
  types: 'type',
  features: 'feature',
  schoolInstitutions: 'institution',
};

const ALL_FILTERS: SchoolFilters = { provinces: [ALL], types: [ALL], features: [ALL], schoolInstitutions: [ALL] };

function orAll(values: string[]): string[] {
  return values.length === 0 ? [ALL] : values;
}

export function toQueryBody(state: SchoolLibraryState): SchoolQueryBody {
  const query = state.query.trim();
  return {
    page: state.page,
    pageSize: SCHOOL_PAGE_SIZE,
    ...(query === '' ? {} : { query }),
    provinces: effectiveFilter(state.filters.provinces),
    types: effectiveFilter(state.filters.types),
    schoolInstitutions: effectiveFilter(state.filters.schoolInstitutions),
    features: effectiveFilter(state.filters.features),
  };
}

export function activeFilterCount(filters: SchoolFilters): number {
  return FILTER_GROUPS.reduce((sum, group) => sum + effectiveFilter(filters[group]).length, 0);
}

/** The page's library: filters, page and name live in the URL, so a reload or a shared link shows the same list. */
export function useUrlSchoolLibrary(): SchoolLibraryController {
  const [searchParams, setSearchParams] = useSearchParams();

  const state = useMemo<SchoolLibraryState>(() => {
    const filters = { ...ALL_FILTERS };
    for (const group of FILTER_GROUPS) filters[group] = orAll(effectiveFilter(searchParams.getAll(URL_KEYS[group])));
    const page = Number.parseInt(searchParams.get('page') ?? '1', 10);
    return { filters, page: Number.isFinite(page) && page > 0 ? page : 1, query: searchParams.get('q') ?? '' };
  }, [searchParams]);

  const update = useCallback(
    (change: (params: URLSearchParams) => void, push = false) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          change(next);
          return next;
        },
        // a page turn is a step Back can undo; a filter change replaces the entry
        { replace: !push, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  return useMemo<SchoolLibraryController>(
    () => ({
      state,
      setFilter: (group, values) =>
        update((params) => {
          params.delete(URL_KEYS[group]);
          for (const value of effectiveFilter(values)) params.append(URL_KEYS[group], value);
          params.delete('page');
        }),
      clearFilters: () =>
        update((params) => {
          for (const group of FILTER_GROUPS) params.delete(URL_KEYS[group]);
          params.delete('page');
        }),
      setPage: (page, options) =>
        update((params) => {
          if (page <= 1) params.delete('page');
          else params.set('page', String(page));
        }, !options?.replace),
      setQuery: (query) =>
        update((params) => {
          const trimmed = query.trim();
          if (trimmed === '') params.delete('q');
          else params.set('q', trimmed);
          params.delete('page');
        }),
    }),
    [state, update],
  );
}

/** The drawer's library keeps its own state, so it does not rewrite the URL of the page beneath it. */
export function useLocalSchoolLibrary(): SchoolLibraryController {
  const [state, setState] = useState<SchoolLibraryState>({ filters: ALL_FILTERS, page: 1, query: '' });
  return useMemo<SchoolLibraryController>(
    () => ({
      state,
      setFilter: (group, values) =>
        setState((s) => ({ ...s, page: 1, filters: { ...s.filters, [group]: orAll(effectiveFilter(values)) } })),
      clearFilters: () => setState((s) => ({ ...s, page: 1, filters: ALL_FILTERS })),
      setPage: (page) => setState((s) => ({ ...s, page })),
      setQuery: (query) => setState((s) => ({ ...s, page: 1, query: query.trim() })),
    }),
    [state],
  );
}

/** A page the jumper was given: a whole number 1…last, else the message that refuses it. */
export function parsePageJump(text: string, last: number): { page: number } | { error: string } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { error: `请输入页码数字（1–${last}）` };
  const page = Number(trimmed);
  if (page < 1 || page > last) return { error: `页码应在1到${last}之间` };
  return { page };
}

/** The picks of the filter groups in one line, for the folded panel on a phone. */
export function filterSummary(filters: SchoolFilters): string {
  return FILTER_GROUPS.flatMap((group) => effectiveFilter(filters[group])).join('、');
}
