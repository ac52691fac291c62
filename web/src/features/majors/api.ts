/** Server state of 查专业: the catalogue tree of a level, the name search, a major's or a 专业类's detail, employment and 开设院校. */
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { MajorCategory, MajorDetail, MajorEmployment, MajorSchoolPage, MajorSearchResult, MajorTypeDetail } from '@zhiyuan/domain';
import { get } from '../../lib/http';

export const majorKeys = {
  all: ['majors'] as const,
  tree: (level: number, category: string | undefined) => [...majorKeys.all, 'tree', level, category ?? ''] as const,
  search: (level: number, category: string | undefined, query: string) => [...majorKeys.all, 'search', level, category ?? '', query] as const,
  detail: (id: string) => [...majorKeys.all, 'detail', id] as const,
  type: (type: string, level: number | undefined) => [...majorKeys.all, 'type', type, level ?? 0] as const,
  employment: (id: string) => [...majorKeys.all, 'employment', id] as const,
  schools: (id: string, page: number, query: string, province: string) => [...majorKeys.all, 'schools', id, page, query, province] as const,
};

export const majorTreeQueryOptions = (level: number, category?: string) =>
  queryOptions({
    queryKey: majorKeys.tree(level, category),
    queryFn: ({ signal }) => get<MajorCategory[]>('/api/majors/by-level', { signal, params: { level, category } }),
  });

export const useMajorTree = (level: number, category?: string) => useQuery(majorTreeQueryOptions(level, category));

/** Spec §7: a search cancels an earlier one in flight. */
export const useMajorSearch = (level: number, category: string | undefined, query: string) =>
  useQuery({
    queryKey: majorKeys.search(level, category, query),
    queryFn:
      query === ''
        ? skipToken
        : ({ signal }) => get<MajorSearchResult>('/api/majors/search', { signal, params: { level, category, query }, cancelPrevious: true }),
    placeholderData: keepPreviousData,
  });

/** The statuses of a major or 专业类 code the catalogues do not hold: the page says 该专业暂无介绍！ and no toast comes first. */
export const NO_INTRO_STATUSES: readonly number[] = [404, 400];

export const useMajorDetail = (id: string | undefined) =>
  useQuery({
    queryKey: majorKeys.detail(id ?? ''),
    queryFn: id ? ({ signal }) => get<MajorDetail>(`/api/majors/detail/${encodeURIComponent(id)}`, { signal, quietOn: NO_INTRO_STATUSES }) : skipToken,
    retry: false,
  });

export const useMajorType = (type: string | undefined, level: number | undefined) =>
  useQuery({
    queryKey: majorKeys.type(type ?? '', level),
    queryFn: type ? ({ signal }) => get<MajorTypeDetail>(`/api/majors/by-type/${encodeURIComponent(type)}`, { signal, params: { level }, quietOn: NO_INTRO_STATUSES }) : skipToken,
    retry: false,
  });

export const useMajorEmployment = (id: string) =>
  useQuery({
    queryKey: majorKeys.employment(id),
    queryFn: ({ signal }) => get<MajorEmployment>(`/api/majors/employment-overview/${encodeURIComponent(id)}`, { signal }),
  });

export const useMajorSchools = (id: string, page: number, query: string, province: string) =>
  useQuery({
    queryKey: majorKeys.schools(id, page, query, province),
    queryFn: ({ signal }) =>
      get<MajorSchoolPage>(`/api/majors/schools/${encodeURIComponent(id)}`, {
        signal,
        params: { page, query: query || undefined, province: province || undefined },
      }),
    placeholderData: keepPreviousData,
  });
