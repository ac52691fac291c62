/**
 * Server state of the schools area: the library (list, option lists), a
 * school's base facts, extra, overview, rank history and its 专业院系 tab.
 * Each call has a key under `schoolKeys` and a `queryOptions`, so a page, a
 * prefetch and an invalidation all name the same entry; the hooks below are
 * the components' way in. Cache lifetime: the published-data rule of
 * lib/queryClient.ts.
 */
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AssessmentClaims,
  SchoolCompare,
  DoubleFirstClass,
  SchoolMajorRankings,
  Page,
  Province,
  RankHistory,
  SchoolBase,
  SchoolExtra,
  SchoolListItem,
  SchoolOverview,
  departmentSchema,
  schoolQuerySchema,
  specialMajorGroupSchema,
  subjectAssessmentQuerySchema,
  subjectAssessmentSchema,
} from '@zhiyuan/domain';
import { get, post } from '../../lib/http';

/** Body of POST /api/school/query (spec §7 School list body). */
export type SchoolQueryBody = z.input<typeof schoolQuerySchema>;
export type SchoolMajorRef = z.infer<typeof departmentSchema>['majors'][number] & { year?: number | null };

/** The option lists of the library's filters, by their paths. */
const OPTION_LIST_PATHS = {
  types: '/api/school/types',
  features: '/api/school/listFeature',
  institutions: '/api/school/institution',
} as const;
type OptionList = keyof typeof OPTION_LIST_PATHS;

export const schoolKeys = {
  all: ['schools'] as const,
  provinces: () => [...schoolKeys.all, 'provinces'] as const,
  optionList: (list: OptionList) => [...schoolKeys.all, 'options', list] as const,
  pages: () => [...schoolKeys.all, 'page'] as const,
  page: (body: SchoolQueryBody) => [...schoolKeys.pages(), body] as const,
  /** Everything about one school: invalidating it refreshes its whole detail. */
  school: (schoolId: string) => [...schoolKeys.all, 'school', schoolId] as const,
  base: (schoolId: string) => [...schoolKeys.school(schoolId), 'base'] as const,
  extra: (schoolId: string) => [...schoolKeys.school(schoolId), 'extra'] as const,
  overview: (schoolId: string) => [...schoolKeys.school(schoolId), 'overview'] as const,
  rankHistory: (schoolId: string) => [...schoolKeys.school(schoolId), 'rank-history'] as const,
  assessmentRounds: (schoolId: string) => [...schoolKeys.school(schoolId), 'assessment-rounds'] as const,
  assessment: (schoolId: string, round: string | undefined) => [...schoolKeys.school(schoolId), 'assessment', round ?? null] as const,
  specialMajors: (schoolId: string) => [...schoolKeys.school(schoolId), 'special-majors'] as const,
  departments: (schoolId: string) => [...schoolKeys.school(schoolId), 'departments'] as const,
  assessmentClaims: (schoolId: string) => [...schoolKeys.school(schoolId), 'assessment-claims'] as const,
  doubleFirstClass: (schoolId: string) => [...schoolKeys.school(schoolId), 'double-first-class'] as const,
  majorRankings: (schoolId: string) => [...schoolKeys.school(schoolId), 'major-rankings'] as const,
};

/** GET /api/province/list: the library's 院校省份 options. */
export const provincesQueryOptions = () =>
  queryOptions({
    queryKey: schoolKeys.provinces(),
    queryFn: ({ signal }) => get<Province[]>('/api/province/list', { signal }),
  });

/** GET /api/school/types, /api/school/listFeature, /api/school/institution: string lists. */
export const optionListQueryOptions = (list: OptionList) =>
  queryOptions({
    queryKey: schoolKeys.optionList(list),
    queryFn: ({ signal }) => get<string[]>(OPTION_LIST_PATHS[list], { signal }),
  });

/** One page of the school library; a newer query cancels an older one in flight (a search). */
export const schoolPageQueryOptions = (body: SchoolQueryBody) =>
  queryOptions({
    queryKey: schoolKeys.page(body),
    queryFn: ({ signal }) => post<Page<SchoolListItem>>('/api/school/query', body, { signal, cancelPrevious: true }),
    placeholderData: keepPreviousData,
  });

/**
 * The statuses of an id that names no school (unknown, or not a school id at all): the detail page says
 * 院校不存在 itself, so the header, the tabs and the rank chart asking at once do not each add a toast.
 */
const NO_SUCH_SCHOOL: readonly number[] = [404, 400];

/** A call about one school by its id; none while the id is unknown. */
function bySchool<T>(key: (schoolId: string) => readonly unknown[], path: (schoolId: string) => string) {
  return (schoolId: string) =>
    queryOptions({
      queryKey: key(schoolId),
      queryFn: schoolId === '' ? skipToken : ({ signal }) => get<T>(path(schoolId), { signal, quietOn: NO_SUCH_SCHOOL }),
    });
}

export const schoolBaseQueryOptions = bySchool<SchoolBase>(schoolKeys.base, (id) => `/api/school/query/base/${id}`);
export const schoolExtraQueryOptions = bySchool<SchoolExtra>(schoolKeys.extra, (id) => `/api/school/query/extra/${id}`);
export const schoolOverviewQueryOptions = bySchool<SchoolOverview>(schoolKeys.overview, (id) => `/api/school/query/detail/${id}`);
export const rankHistoryQueryOptions = bySchool<RankHistory[]>(schoolKeys.rankHistory, (id) => `/api/school/rank-history/${id}`);
export const assessmentRoundsQueryOptions = bySchool<string[]>(
  schoolKeys.assessmentRounds,
  (id) => `/api/school/subject-assessment/rounds/${id}`,
);
export const specialMajorsQueryOptions = bySchool<z.infer<typeof specialMajorGroupSchema>[]>(
  schoolKeys.specialMajors,
  (id) => `/api/school/special-majors/${id}`,
);
export const departmentsQueryOptions = bySchool<z.infer<typeof departmentSchema>[]>(
  schoolKeys.departments,
  (id) => `/api/school/departments/${id}`,
);

export const assessmentClaimsQueryOptions = bySchool<AssessmentClaims>(
  schoolKeys.assessmentClaims,
  (id) => `/api/school/subject-assessment/claims/${id}`,
);
export const doubleFirstClassQueryOptions = bySchool<DoubleFirstClass>(schoolKeys.doubleFirstClass, (id) => `/api/school/double-first-class/${id}`);
export const majorRankingsQueryOptions = bySchool<SchoolMajorRankings>(schoolKeys.majorRankings, (id) => `/api/school/major-rankings/${id}`);

/** GET /api/school/subject-assessment/list: one round's grades; none until the rounds are known. */
export const assessmentQueryOptions = (schoolId: string, round: string | undefined) =>
  queryOptions({
    queryKey: schoolKeys.assessment(schoolId, round),
    queryFn:
      round === undefined
        ? skipToken
        : ({ signal }) =>
            get<z.infer<typeof subjectAssessmentSchema>>('/api/school/subject-assessment/list', {
              signal,
              params: { schoolId, round } satisfies z.input<typeof subjectAssessmentQuerySchema>,
            }),
  });

export const useProvinces = () => useQuery(provincesQueryOptions());
export const useSchoolTypes = () => useQuery(optionListQueryOptions('types'));
export const useSchoolFeatures = () => useQuery(optionListQueryOptions('features'));
export const useSchoolInstitutions = () => useQuery(optionListQueryOptions('institutions'));
export const useSchoolPage = (body: SchoolQueryBody) => useQuery(schoolPageQueryOptions(body));
export const useSchoolBase = (schoolId: string) => useQuery(schoolBaseQueryOptions(schoolId));
export const useSchoolExtra = (schoolId: string) => useQuery(schoolExtraQueryOptions(schoolId));
export const useSchoolOverview = (schoolId: string) => useQuery(schoolOverviewQueryOptions(schoolId));
export const useRankHistory = (schoolId: string) => useQuery(rankHistoryQueryOptions(schoolId));
export const useAssessmentRounds = (schoolId: string) => useQuery(assessmentRoundsQueryOptions(schoolId));
export const useAssessment = (schoolId: string, round: string | undefined) => useQuery(assessmentQueryOptions(schoolId, round));
export const useSpecialMajors = (schoolId: string) => useQuery(specialMajorsQueryOptions(schoolId));
export const useDepartments = (schoolId: string) => useQuery(departmentsQueryOptions(schoolId));
export const useAssessmentClaims = (schoolId: string) => useQuery(assessmentClaimsQueryOptions(schoolId));
export const useDoubleFirstClass = (schoolId: string) => useQuery(doubleFirstClassQueryOptions(schoolId));
export const useMajorRankings = (schoolId: string) => useQuery(majorRankingsQueryOptions(schoolId));

/** GET /api/school/compare: the schools side by side, with one province's last three years. */
export const schoolCompareQueryOptions = (ids: readonly string[], province: string | undefined) =>
  queryOptions({
    queryKey: [...schoolKeys.all, 'compare', ids.join(','), province ?? null] as const,
    queryFn:
      ids.length === 0
        ? skipToken
        : ({ signal }) => get<SchoolCompare>('/api/school/compare', { signal, params: { ids: ids.join(','), ...(province ? { province } : {}) } }),
    placeholderData: keepPreviousData,
  });
export const useSchoolCompare = (ids: readonly string[], province: string | undefined) => useQuery(schoolCompareQueryOptions(ids, province));
