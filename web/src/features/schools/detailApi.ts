import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  GuidePage,
  MajorScoreLinePage,
  PlanPage,
  ProvinceRule,
  RankHistory,
  SchoolBase,
  SchoolExtra,
  SchoolOverview,
  SchoolScoreLines,
} from '@zhiyuan/domain';
import { get, post } from '../../lib/http';

/** Published data changes once a year: a school's facts stay fresh for the visit. */
const STALE = 10 * 60 * 1000;

const byId = <T,>(name: string, path: (id: string) => string) =>
  function useById(id: string) {
    return useQuery({
      queryKey: ['school', name, id],
      queryFn: ({ signal }) => get<T>(path(id), { signal }),
      staleTime: STALE,
      enabled: id !== '',
    });
  };

export const useSchoolBase = byId<SchoolBase>('base', (id) => `/api/school/query/base/${id}`);
export const useSchoolExtra = byId<SchoolExtra>('extra', (id) => `/api/school/query/extra/${id}`);
export const useSchoolOverview = byId<SchoolOverview>('overview', (id) => `/api/school/query/detail/${id}`);
export const useRankHistory = byId<RankHistory[]>('rankHistory', (id) => `/api/school/rank-history/${id}`);
export const useAssessmentRounds = byId<string[]>('assessmentRounds', (id) => `/api/school/subject-assessment/rounds/${id}`);
export const useSpecialMajors = byId<Array<{ level: string; count: number; majors: SchoolMajorRef[] }>>(
  'specialMajors',
  (id) => `/api/school/special-majors/${id}`,
);
export const useDepartments = byId<Array<{ departmentName: string; majors: SchoolMajorRef[] }>>(
  'departments',
  (id) => `/api/school/departments/${id}`,
);

export interface SchoolMajorRef {
  majorName: string;
  code: string | null;
  level: number | null;
}

export function useAssessment(schoolId: string, round: string | undefined) {
  return useQuery({
    queryKey: ['school', 'assessment', schoolId, round],
    queryFn: ({ signal }) =>
      get<{ totalSubjects: number; subjectDetails: Array<{ subject: string; grade: string }> }>('/api/school/subject-assessment/list', {
        signal,
        params: { schoolId, round },
      }),
    enabled: round !== undefined,
    staleTime: STALE,
  });
}

/** Provinces, years, tracks and batches of a school's score lines (or plans). */
export function useProvinceRule(schoolId: string, province: string | undefined, kind: 'score' | 'plan') {
  return useQuery({
    queryKey: ['school', 'config', kind, schoolId, province ?? null],
    queryFn: ({ signal }) =>
      kind === 'score'
        ? get<ProvinceRule>('/api/school/province-rule', { signal, params: { schoolId, provinceName: province } })
        : get<ProvinceRule>('/api/school/plan-config', { signal, params: { schoolId, province } }),
    staleTime: STALE,
    placeholderData: keepPreviousData,
  });
}

export interface SchoolLinesBody {
  schoolId: string;
  province: string;
  year?: number;
  subjectSelection?: string;
}

export function useSchoolScoreLines(body: SchoolLinesBody | null) {
  return useQuery({
    queryKey: ['score-line', 'school', body],
    queryFn: ({ signal }) => post<SchoolScoreLines>('/api/score-line/school', body, { signal }),
    enabled: body !== null,
    staleTime: STALE,
    placeholderData: keepPreviousData,
  });
}

/** Body of the major score lines and the plan (spec §7: page 1, size 1000). */
export interface MajorLinesBody {
  page: 1;
  pageSize: 1000;
  schoolId: string;
  province: string;
  year: number;
  subject?: string;
  subSubject?: string[];
  batch?: string;
}

export function useMajorScoreLines(body: MajorLinesBody | null) {
  return useQuery({
    queryKey: ['score-line', 'major', body],
    queryFn: ({ signal }) => post<MajorScoreLinePage>('/api/score-line/major', body, { signal }),
    enabled: body !== null,
    staleTime: STALE,
    placeholderData: keepPreviousData,
  });
}

export function useAdmissionPlans(body: MajorLinesBody | null) {
  return useQuery({
    queryKey: ['admission-plan', body],
    queryFn: ({ signal }) => post<PlanPage>('/api/admission-plan/query', body, { signal }),
    enabled: body !== null,
    staleTime: STALE,
    placeholderData: keepPreviousData,
  });
}

export function useSchoolGuides(schoolId: string, page: number, keyword: string) {
  return useQuery({
    queryKey: ['admission-guide', schoolId, page, keyword],
    queryFn: ({ signal }) =>
      get<GuidePage>(`/api/admission-guide/school/${schoolId}`, { signal, params: { page, pageSize: 10, keyword: keyword || undefined } }),
    staleTime: STALE,
    placeholderData: keepPreviousData,
  });
}
