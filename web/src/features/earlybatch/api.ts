import { useQuery } from '@tanstack/react-query';
import type { PreEnterConfig, PrePlanRow, PreScoreRow, DataSource } from '@zhiyuan/domain';
import { get } from '../../lib/http';

const STALE = 10 * 60 * 1000;

export function usePreEnterConfigs(schoolId: string, provinceName: string | undefined) {
  return useQuery({
    queryKey: ['early', 'configs', schoolId, provinceName],
    queryFn: ({ signal }) => get<PreEnterConfig[]>('/api/school/pre-enter-configs', { signal, params: { schoolId, provinceName } }),
    enabled: provinceName !== undefined,
    staleTime: STALE,
  });
}

export function usePreEnterDetails(dataKey: string | undefined) {
  return useQuery({
    queryKey: ['early', 'details', dataKey],
    queryFn: ({ signal }) =>
      get<{ records: PreScoreRow[]; sources: DataSource[] }>('/api/school/pre-enter-details', { signal, params: { dataKey } }),
    enabled: dataKey !== undefined,
    staleTime: STALE,
  });
}

export function usePrePlanYears(schoolId: string, province: string | undefined) {
  return useQuery({
    queryKey: ['early', 'planYears', schoolId, province],
    queryFn: ({ signal }) => get<number[]>('/api/admission-plan/pre-plan-years', { signal, params: { province, schoolId } }),
    enabled: province !== undefined,
    staleTime: STALE,
  });
}

export function usePrePlanDetails(schoolId: string, province: string | undefined, year: number | undefined) {
  return useQuery({
    queryKey: ['early', 'planDetails', schoolId, province, year],
    queryFn: ({ signal }) =>
      get<{ records: PrePlanRow[]; sources: DataSource[] }>(`/api/admission-plan/pre-plan-details/${schoolId}`, {
        signal,
        params: { province, year },
      }),
    enabled: province !== undefined && year !== undefined,
    staleTime: STALE,
  });
}
