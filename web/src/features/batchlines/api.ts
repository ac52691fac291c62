/** Server state of the batch-lines area (批次线). */
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BatchLinesByProvince, provinceParamSchema } from '@zhiyuan/domain';
import { get } from '../../lib/http';

export const batchLineKeys = {
  all: ['batchlines'] as const,
  byProvince: (province: string | undefined) => [...batchLineKeys.all, 'by-province', province ?? null] as const,
};

/**
 * GET /api/batch-lines/by-province: every year with lines, newest first;
 * none while the province has no batch lines. The last province's years stay
 * on screen until the next province's arrive.
 */
export const batchLinesByProvinceQueryOptions = (province: string | undefined) =>
  queryOptions({
    queryKey: batchLineKeys.byProvince(province),
    queryFn:
      province === undefined
        ? skipToken
        : ({ signal }) =>
            get<BatchLinesByProvince>('/api/batch-lines/by-province', {
              signal,
              params: { province } satisfies z.input<typeof provinceParamSchema>,
            }),
    placeholderData: keepPreviousData,
  });

export const useBatchLinesByProvince = (province: string | undefined) => useQuery(batchLinesByProvinceQueryOptions(province));
