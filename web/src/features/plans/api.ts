/** Server state of the plans area (招生计划): which provinces, years, tracks and batches a school has plans for, and the plan rows. */
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PlanPage, ProvinceRule, majorScoreLineQuerySchema } from '@zhiyuan/domain';
import { get, post } from '../../lib/http';

/** Body of POST /api/admission-plan/query: the major score lines' body (spec §7: page 1, size 1000). */
export type PlanBody = z.input<typeof majorScoreLineQuerySchema>;

export const planKeys = {
  all: ['plans'] as const,
  config: (schoolId: string, province: string | undefined) => [...planKeys.all, 'config', schoolId, province ?? null] as const,
  plans: (body: PlanBody | null) => [...planKeys.all, 'query', body] as const,
};

/**
 * GET /api/school/plan-config: the provinces with plans, and the asked (or
 * first) province's years, tracks and batches; the last answer stays while a
 * changed province loads.
 */
export const planConfigQueryOptions = (schoolId: string, province: string | undefined) =>
  queryOptions({
    queryKey: planKeys.config(schoolId, province),
    queryFn: ({ signal }) => get<ProvinceRule>('/api/school/plan-config', { signal, params: { schoolId, province } }),
    placeholderData: keepPreviousData,
  });

/** POST /api/admission-plan/query; none until province and year are chosen. */
export const plansQueryOptions = (body: PlanBody | null) =>
  queryOptions({
    queryKey: planKeys.plans(body),
    queryFn: body === null ? skipToken : ({ signal }) => post<PlanPage>('/api/admission-plan/query', body, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdmissionPlans = (body: PlanBody | null) => useQuery(plansQueryOptions(body));
