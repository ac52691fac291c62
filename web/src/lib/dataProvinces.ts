import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataProvinces } from '@zhiyuan/domain';
import { get } from './http';

/** Shared by the batch-line and rank-table areas, so it lives here and keys under its own name. */
export const dataProvinceKeys = {
  all: ['data-provinces'] as const,
};

/** GET /api/batch-lines/provinces: provinces that have 一分一段 tables and batch lines. */
export const dataProvincesQueryOptions = () =>
  queryOptions({
    queryKey: dataProvinceKeys.all,
    queryFn: ({ signal }) => get<DataProvinces>('/api/batch-lines/provinces', { signal }),
  });

/** The pickers of 批次线 and 一分一段 offer only these provinces. */
export const useDataProvinces = () => useQuery(dataProvincesQueryOptions());
