/**
 * Server state of the early-batch area (提前批): a school's early score lines
 * and early plans in one province. A call waits (skipToken) until it has what
 * it needs: the province, then the year or track the first answer offers.
 */
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  EarlyBatchProvinces,
  EarlyProvinceConfig,
  EarlyProvincePlans,
  EarlyProvinceScoreLines,
  earlyProvinceListQuerySchema,
  PreEnterConfig,
  preEnterConfigQuerySchema,
  preEnterDetailQuerySchema,
  preEnterDetailsSchema,
  prePlanDetailsQuerySchema,
  prePlanDetailsSchema,
  prePlanYearsQuerySchema,
} from '@zhiyuan/domain';
import { get } from '../../lib/http';

type Maybe<T> = T | undefined;

export const earlyBatchKeys = {
  all: ['earlybatch'] as const,
  provinces: (schoolId: string) => [...earlyBatchKeys.all, 'provinces', schoolId] as const,
  scoreConfigs: (schoolId: string, province: Maybe<string>) => [...earlyBatchKeys.all, 'score-configs', schoolId, province ?? null] as const,
  scoreRows: (dataKey: Maybe<string>) => [...earlyBatchKeys.all, 'score-rows', dataKey ?? null] as const,
  planYears: (schoolId: string, province: Maybe<string>) => [...earlyBatchKeys.all, 'plan-years', schoolId, province ?? null] as const,
  planRows: (schoolId: string, province: Maybe<string>, year: Maybe<number>) =>
    [...earlyBatchKeys.all, 'plan-rows', schoolId, province ?? null, year ?? null] as const,
  provinceConfig: (province: Maybe<string>) => [...earlyBatchKeys.all, 'province-config', province ?? null] as const,
  provinceList: (kind: 'plans' | 'score-lines', query: Maybe<EarlyListParams>) => [...earlyBatchKeys.all, 'province', kind, query ?? null] as const,
};

export type EarlyListParams = Pick<z.input<typeof earlyProvinceListQuerySchema>, 'province' | 'track' | 'keyword'> & { year: number; page: number; pageSize: number };

/** GET /api/school/pre-enter-configs: the years and tracks of a school's early score lines in a province. */
export const preEnterConfigsQueryOptions = (schoolId: string, province: Maybe<string>) =>
  queryOptions({
    queryKey: earlyBatchKeys.scoreConfigs(schoolId, province),
    queryFn:
      province === undefined
        ? skipToken
        : ({ signal }) =>
            get<PreEnterConfig[]>('/api/school/pre-enter-configs', {
              signal,
              params: { schoolId, provinceName: province } satisfies z.input<typeof preEnterConfigQuerySchema>,
            }),
  });

/** GET /api/school/pre-enter-details: the rows of one year and track. */
export const preEnterDetailsQueryOptions = (dataKey: Maybe<string>) =>
  queryOptions({
    queryKey: earlyBatchKeys.scoreRows(dataKey),
    queryFn:
      dataKey === undefined
        ? skipToken
        : ({ signal }) =>
            get<z.infer<typeof preEnterDetailsSchema>>('/api/school/pre-enter-details', {
              signal,
              params: { dataKey } satisfies z.input<typeof preEnterDetailQuerySchema>,
            }),
  });

/** GET /api/admission-plan/pre-plan-years: the years of a school's early plans in a province. */
export const prePlanYearsQueryOptions = (schoolId: string, province: Maybe<string>) =>
  queryOptions({
    queryKey: earlyBatchKeys.planYears(schoolId, province),
    queryFn:
      province === undefined
        ? skipToken
        : ({ signal }) =>
            get<number[]>('/api/admission-plan/pre-plan-years', {
              signal,
              params: { province, schoolId } satisfies z.input<typeof prePlanYearsQuerySchema>,
            }),
  });

/** GET /api/admission-plan/pre-plan-details/:id: heading, unit and major rows of one year. */
export const prePlanDetailsQueryOptions = (schoolId: string, province: Maybe<string>, year: Maybe<number>) =>
  queryOptions({
    queryKey: earlyBatchKeys.planRows(schoolId, province, year),
    queryFn:
      province === undefined || year === undefined
        ? skipToken
        : ({ signal }) =>
            get<z.infer<typeof prePlanDetailsSchema>>(`/api/admission-plan/pre-plan-details/${schoolId}`, {
              signal,
              params: { province, year } satisfies z.input<typeof prePlanDetailsQuerySchema>,
            }),
  });

/** GET /api/school/early-batch-provinces: where the school has early-batch lines and plans at all. */
export const earlyBatchProvincesQueryOptions = (schoolId: string) =>
  queryOptions({
    queryKey: earlyBatchKeys.provinces(schoolId),
    queryFn: ({ signal }) => get<EarlyBatchProvinces>('/api/school/early-batch-provinces', { signal, params: { schoolId } }),
  });

export const useEarlyBatchProvinces = (schoolId: string) => useQuery(earlyBatchProvincesQueryOptions(schoolId));
export const usePreEnterConfigs = (schoolId: string, province: Maybe<string>) => useQuery(preEnterConfigsQueryOptions(schoolId, province));
export const usePreEnterDetails = (dataKey: Maybe<string>) => useQuery(preEnterDetailsQueryOptions(dataKey));
export const usePrePlanYears = (schoolId: string, province: Maybe<string>) => useQuery(prePlanYearsQueryOptions(schoolId, province));
export const usePrePlanDetails = (schoolId: string, province: Maybe<string>, year: Maybe<number>) =>
  useQuery(prePlanDetailsQueryOptions(schoolId, province, year));

/** GET /api/early-batch/configs (/tiqianpi, VIP): a province's years and tracks with early plans and score lines. */
export const earlyProvinceConfigQueryOptions = (province: Maybe<string>, enabled: boolean) =>
  queryOptions({
    queryKey: earlyBatchKeys.provinceConfig(province),
    queryFn: province === undefined || !enabled ? skipToken : ({ signal }) => get<EarlyProvinceConfig>('/api/early-batch/configs', { signal, params: { province } }),
  });

/** GET /api/early-batch/plans | score-lines: one page of a province's early batch. */
export function earlyProvinceListQueryOptions(kind: 'plans', query: Maybe<EarlyListParams>): ReturnType<typeof listOptions<EarlyProvincePlans>>;
export function earlyProvinceListQueryOptions(kind: 'score-lines', query: Maybe<EarlyListParams>): ReturnType<typeof listOptions<EarlyProvinceScoreLines>>;
export function earlyProvinceListQueryOptions(kind: 'plans' | 'score-lines', query: Maybe<EarlyListParams>) {
  return kind === 'plans' ? listOptions<EarlyProvincePlans>(kind, query) : listOptions<EarlyProvinceScoreLines>(kind, query);
}

function listOptions<T>(kind: 'plans' | 'score-lines', query: Maybe<EarlyListParams>) {
  return queryOptions({
    queryKey: earlyBatchKeys.provinceList(kind, query),
    queryFn: query === undefined ? skipToken : ({ signal }) => get<T>(`/api/early-batch/${kind}`, { signal, params: { ...query } }),
  });
}
