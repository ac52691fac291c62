import { useQuery } from '@tanstack/react-query';
import type { DataProvinces } from '@zhiyuan/domain';
import { get } from './http';

/** Provinces that have 一分一段 tables and batch lines: the pickers offer only these. */
export function useDataProvinces() {
  return useQuery({
    queryKey: ['batch-lines', 'provinces'],
    queryFn: ({ signal }) => get<DataProvinces>('/api/batch-lines/provinces', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
