/** What /welcome reads: the latest news and the province's latest batch lines. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BatchLinesByProvince, NewsListItem, ProvinceKeyInfo } from '@zhiyuan/domain';
import { get } from '../../lib/http';

// the news area's keys (['news', …]), so a staff write refreshes /welcome too
export const latestNewsQueryOptions = () =>
  queryOptions({ queryKey: ['news', 'latest'] as const, queryFn: ({ signal }) => get<NewsListItem[]>('/api/news/latest', { signal }) });

export const provinceBatchLinesQueryOptions = (province: string) =>
  queryOptions({
    queryKey: ['batchlines', 'by-province', province] as const,
    queryFn: ({ signal }) => get<BatchLinesByProvince>('/api/batch-lines/by-province', { signal, params: { province } }),
  });

export const useLatestNews = () => useQuery(latestNewsQueryOptions());
export const useProvinceBatchLines = (province: string) => useQuery(provinceBatchLinesQueryOptions(province));

export const provinceKeyInfoQueryOptions = (province: string) =>
  queryOptions({
    queryKey: ['province', 'key-info', province] as const,
    queryFn: ({ signal }) => get<ProvinceKeyInfo>('/api/province/key-info', { signal, params: { province } }),
    staleTime: 60 * 60_000,
  });

export const useProvinceKeyInfo = (province: string) => useQuery(provinceKeyInfoQueryOptions(province));
