/** Server state of the rankings area (大学排名): the systems with their years, and a page of one system's year. */
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RankingOption, RankingPage, rankingQuerySchema } from '@zhiyuan/domain';
import { get, post } from '../../lib/http';

/** Body of POST /api/school/ranking. */
export type RankingBody = z.input<typeof rankingQuerySchema>;

export const rankingKeys = {
  all: ['rankings'] as const,
  options: () => [...rankingKeys.all, 'options'] as const,
  page: (body: RankingBody | null) => [...rankingKeys.all, 'page', body] as const,
};

/** GET /api/school/ranking/options: 软科 and QS, each with the years really present. */
export const rankingOptionsQueryOptions = () =>
  queryOptions({
    queryKey: rankingKeys.options(),
    queryFn: ({ signal }) => get<RankingOption[]>('/api/school/ranking/options', { signal }),
  });

/**
 * POST /api/school/ranking: six rows of one system's year, none until the
 * system and year are known; the rows of the last page stay until the next arrive.
 */
export const rankingPageQueryOptions = (body: RankingBody | null) =>
  queryOptions({
    queryKey: rankingKeys.page(body),
    queryFn: body === null ? skipToken : ({ signal }) => post<RankingPage>('/api/school/ranking', body, { signal }),
    placeholderData: keepPreviousData,
  });

export const useRankingOptions = () => useQuery(rankingOptionsQueryOptions());
export const useRankingPage = (body: RankingBody | null) => useQuery(rankingPageQueryOptions(body));
