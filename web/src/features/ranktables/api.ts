import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  BatchLineSelect,
  EquivalentScoreShow,
  HistoricalEquivalent,
  Remark,
  SameScoreInfo,
  SegmentDefault,
  SegmentResult,
} from '@zhiyuan/domain';
import { get, post, request } from '../../lib/http';

/** Published tables change once a year: keep answers for the visit. */
const STALE = 60 * 60 * 1000;

export interface TableKey {
  province: string;
  year: number;
  subject: string;
}

export function useRankSelect(province: string | undefined) {
  return useQuery({
    queryKey: ['batch-lines', 'select', province],
    queryFn: ({ signal }) => get<BatchLineSelect>('/api/batch-lines/batch-line-select', { signal, params: { province } }),
    enabled: province !== undefined,
    staleTime: STALE,
  });
}

export function useCurve(key: TableKey | null, batch: string | undefined) {
  return useQuery({
    queryKey: ['batch-lines', 'curve', key, batch],
    queryFn: ({ signal }) => post<SegmentDefault>('/api/batch-lines/batch-line-segment-default', { ...key, batch }, { signal }),
    enabled: key !== null,
    staleTime: STALE,
    placeholderData: keepPreviousData,
  });
}

/** The lookup keeps the envelope's message: a no-match answer is code 200 with the spec's warning. */
export function useSegment(key: TableKey | null, score: number | null, batch: string | undefined) {
  return useQuery({
    queryKey: ['batch-lines', 'segment', key, score, batch],
    queryFn: async ({ signal }) =>
      (await request<SegmentResult>('POST', '/api/batch-lines/batch-line-segment', { ...key, score, batch }, { signal })).data,
    enabled: key !== null && score !== null,
    staleTime: STALE,
  });
}

export function useHistorical(key: TableKey | null, score: number | null) {
  return useQuery({
    queryKey: ['batch-lines', 'historical', key, score],
    queryFn: ({ signal }) => post<HistoricalEquivalent>('/api/batch-lines/historical-equivalent-score', { ...key, score }, { signal }),
    enabled: key !== null && score !== null,
    staleTime: STALE,
  });
}

export function useTableRows(key: TableKey | null, score: number | null, page: number | null, pageSize: number) {
  return useQuery({
    queryKey: ['batch-lines', 'rows', key, score, page, pageSize],
    queryFn: ({ signal }) =>
      post<SameScoreInfo>(
        '/api/batch-lines/same-score-info',
        { ...key, ...(page === null && score !== null ? { score } : { page: page ?? 1 }), pageSize },
        { signal },
      ),
    enabled: key !== null,
    staleTime: STALE,
    placeholderData: keepPreviousData,
  });
}

function useRemark<T>(path: string, province: string | undefined) {
  return useQuery({
    queryKey: ['remark-configs', path, province],
    queryFn: ({ signal }) => get<T>(path, { signal, params: { province } }),
    enabled: province !== undefined,
    staleTime: STALE,
  });
}

export const useEquivalentDescription = (province: string | undefined) =>
  useRemark<Remark>('/api/remark-configs/equivalent-score-description', province);
export const useEquivalentShow = (province: string | undefined) =>
  useRemark<EquivalentScoreShow>('/api/remark-configs/province/equivalent-score-show', province);
export const useInstructions = (province: string | undefined) =>
  useRemark<Remark>('/api/remark-configs/instructions-for-reporting', province);
