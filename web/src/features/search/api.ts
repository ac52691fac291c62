/** Server state of the site search: GET /api/search (one group paged, or every group on 全部). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_PAGE_SIZE, type SearchResponse, type SearchType } from '@zhiyuan/domain';
import { get } from '../../lib/http';

export const searchKeys = {
  all: ['search'] as const,
  results: (q: string, type: 'all' | SearchType, page: number) => [...searchKeys.all, q, type, page] as const,
};

export const searchQueryOptions = (q: string, type: 'all' | SearchType, page: number) =>
  queryOptions({
    queryKey: searchKeys.results(q, type, page),
    // a newer search cancels the one still on its way (spec §7 client behaviour)
    queryFn: ({ signal }) =>
      get<SearchResponse>('/api/search', { signal, cancelPrevious: true, params: { q, type, page, pageSize: SEARCH_PAGE_SIZE } }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });

export const useSearch = (q: string, type: 'all' | SearchType, page: number) => useQuery(searchQueryOptions(q, type, page));
