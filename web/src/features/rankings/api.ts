import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RankingOption, RankingPage } from '@zhiyuan/domain';
import { get, post } from '../../lib/http';

export function useRankingOptions() {
  return useQuery({
    queryKey: ['school', 'ranking', 'options'],
    queryFn: ({ signal }) => get<RankingOption[]>('/api/school/ranking/options', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export interface RankingBody {
  page: number;
  pageSize: number;
  rankingType: string;
  rankingYear?: number;
  query?: string;
}

export function useRankingPage(body: RankingBody | null) {
  return useQuery({
    queryKey: ['school', 'ranking', body],
    queryFn: ({ signal }) => post<RankingPage>('/api/school/ranking', body, { signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}
