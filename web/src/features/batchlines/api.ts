import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BatchLinesByProvince } from '@zhiyuan/domain';
import { get } from '../../lib/http';

/** GET /api/batch-lines/by-province: every year with lines, newest first. */
export function useBatchLinesByProvince(province: string | undefined) {
  return useQuery({
    queryKey: ['batch-lines', 'by-province', province],
    queryFn: ({ signal }) => get<BatchLinesByProvince>('/api/batch-lines/by-province', { signal, params: { province } }),
    enabled: province !== undefined,
    staleTime: 60 * 60 * 1000,
    placeholderData: keepPreviousData,
  });
}
