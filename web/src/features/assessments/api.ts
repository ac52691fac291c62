/**
 * Server state of 测评: the instruments (public), a result and the viewer's
 * saved results (evaluationInfo). Submitting puts the saved result straight
 * into the cache and refreshes the list of results.
 */
import { queryOptions, skipToken, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssessmentAnswers, AssessmentResult, AssessmentResultSummary, AssessmentWithItems } from '@zhiyuan/domain';
import type { z } from 'zod';
import type { assessmentInfoSchema } from '@zhiyuan/domain';
import { get, post } from '../../lib/http';

export type AssessmentInfoView = z.infer<typeof assessmentInfoSchema>;

export const assessmentKeys = {
  all: ['assessments'] as const,
  list: () => [...assessmentKeys.all, 'list'] as const,
  test: (id: string) => [...assessmentKeys.all, 'test', id] as const,
  result: (id: string) => [...assessmentKeys.all, 'result', id] as const,
  studentResults: (studentId: string | undefined) => [...assessmentKeys.all, 'student-results', studentId ?? null] as const,
};

/** The instruments and their items change with a data import only. */
const INSTRUMENT_STALE_TIME = 60 * 60_000;

export const assessmentListQueryOptions = () =>
  queryOptions({
    queryKey: assessmentKeys.list(),
    queryFn: ({ signal }) => get<AssessmentInfoView[]>('/api/assessments', { signal }),
    staleTime: INSTRUMENT_STALE_TIME,
  });

export const assessmentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: assessmentKeys.test(id),
    queryFn: ({ signal }) => get<AssessmentWithItems>(`/api/assessments/${encodeURIComponent(id)}`, { signal }),
    staleTime: INSTRUMENT_STALE_TIME,
  });

export const assessmentResultQueryOptions = (id: string) =>
  queryOptions({
    queryKey: assessmentKeys.result(id),
    queryFn: ({ signal }) => get<AssessmentResult>(`/api/assessments/results/${encodeURIComponent(id)}`, { signal }),
  });

/** A student's saved results, newest first; waits for the student id (a guest has none). */
export const studentResultsQueryOptions = (studentId: string | undefined) =>
  queryOptions({
    queryKey: assessmentKeys.studentResults(studentId),
    queryFn: studentId === undefined ? skipToken : ({ signal }) => get<AssessmentResultSummary[]>(`/api/assessments/students/${studentId}/results`, { signal }),
    staleTime: 60_000,
  });

export function useSubmitAssessment(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: AssessmentAnswers) => post<AssessmentResult>(`/api/assessments/${encodeURIComponent(id)}/results`, { answers }),
    onSuccess: (result) => {
      client.setQueryData(assessmentKeys.result(result.id), result);
      void client.invalidateQueries({ queryKey: assessmentKeys.studentResults(result.studentId) });
    },
  });
}
