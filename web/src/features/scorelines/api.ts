/**
 * Server state of the score-lines area (录取分数线): which provinces, years,
 * tracks and batches a school has lines for, its 院校/专业组 lines and its
 * major lines by group.
 */
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  MajorScoreLinePage,
  ProvinceRule,
  SchoolScoreLines,
  majorScoreLineQuerySchema,
  provinceRuleQuerySchema,
  schoolScoreLineQuerySchema,
} from '@zhiyuan/domain';
import { get, post } from '../../lib/http';

/** Body of POST /api/score-line/school. */
export type SchoolLinesBody = z.input<typeof schoolScoreLineQuerySchema>;
/** Body of POST /api/score-line/major (spec §7: page 1, size 1000). */
export type MajorLinesBody = z.input<typeof majorScoreLineQuerySchema>;

export const scoreLineKeys = {
  all: ['scorelines'] as const,
  provinceRule: (schoolId: string, province: string | undefined) =>
    [...scoreLineKeys.all, 'province-rule', schoolId, province ?? null] as const,
  schoolLines: (body: SchoolLinesBody | null) => [...scoreLineKeys.all, 'school', body] as const,
  majorLines: (body: MajorLinesBody | null) => [...scoreLineKeys.all, 'major', body] as const,
};

/**
 * GET /api/school/province-rule: the provinces with lines, and the asked (or
 * first) province's years, tracks and batches. The last answer stays while a
 * changed province loads, so the filters do not flash away.
 */
export const provinceRuleQueryOptions = (schoolId: string, province: string | undefined, lines?: 'school' | 'major') =>
  queryOptions({
    queryKey: [...scoreLineKeys.provinceRule(schoolId, province), lines ?? 'all'],
    queryFn: ({ signal }) =>
      get<ProvinceRule>('/api/school/province-rule', {
        signal,
        params: { schoolId, provinceName: province, ...(lines ? { lines } : {}) } satisfies z.input<typeof provinceRuleQuerySchema>,
      }),
    placeholderData: keepPreviousData,
  });

/** POST /api/score-line/school; none until province and year are chosen. */
export const schoolLinesQueryOptions = (body: SchoolLinesBody | null) =>
  queryOptions({
    queryKey: scoreLineKeys.schoolLines(body),
    queryFn: body === null ? skipToken : ({ signal }) => post<SchoolScoreLines>('/api/score-line/school', body, { signal }),
    placeholderData: keepPreviousData,
  });

/** POST /api/score-line/major; none until province and year are chosen. */
export const majorLinesQueryOptions = (body: MajorLinesBody | null) =>
  queryOptions({
    queryKey: scoreLineKeys.majorLines(body),
    queryFn: body === null ? skipToken : ({ signal }) => post<MajorScoreLinePage>('/api/score-line/major', body, { signal }),
    placeholderData: keepPreviousData,
  });

export const useSchoolScoreLines = (body: SchoolLinesBody | null) => useQuery(schoolLinesQueryOptions(body));
export const useMajorScoreLines = (body: MajorLinesBody | null) => useQuery(majorLinesQueryOptions(body));
