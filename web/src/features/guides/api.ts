/** Server state of the guides area (招生简章): a school's guides, page by page, and one guide. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { GUIDE_PAGE_SIZE, type AdmissionGuide, type GuideOfficial, type GuidePage, type guideListQuerySchema } from '@zhiyuan/domain';
import { get } from '../../lib/http';

export const guideKeys = {
  all: ['guides'] as const,
  bySchool: (schoolId: string, page: number, keyword: string) => [...guideKeys.all, 'school', schoolId, page, keyword] as const,
  guide: (guideId: string) => [...guideKeys.all, 'guide', guideId] as const,
  official: (schoolId: string) => [...guideKeys.all, 'official', schoolId] as const,
};

/** GET /api/admission-guide/school/:id/official: the school's 阳光高考 page, where its official 招生章程 is. */
export const guideOfficialQueryOptions = (schoolId: string) =>
  queryOptions({
    queryKey: guideKeys.official(schoolId),
    queryFn: ({ signal }) => get<GuideOfficial>(`/api/admission-guide/school/${schoolId}/official`, { signal }),
  });
export const useGuideOfficial = (schoolId: string) => useQuery(guideOfficialQueryOptions(schoolId));

/** GET /api/admission-guide/school/:id: 10 a page, titles matching the keyword; the last page stays until the next arrives. */
export const schoolGuidesQueryOptions = (schoolId: string, page: number, keyword: string) =>
  queryOptions({
    queryKey: guideKeys.bySchool(schoolId, page, keyword),
    queryFn: ({ signal }) =>
      get<GuidePage>(`/api/admission-guide/school/${schoolId}`, {
        signal,
        params: { page, pageSize: GUIDE_PAGE_SIZE, keyword: keyword || undefined } satisfies z.input<typeof guideListQuerySchema>,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/admission-guide/:id */
export const guideQueryOptions = (guideId: string) =>
  queryOptions({
    queryKey: guideKeys.guide(guideId),
    queryFn: ({ signal }) => get<AdmissionGuide>(`/api/admission-guide/${encodeURIComponent(guideId)}`, { signal }),
  });

export const useSchoolGuides = (schoolId: string, page: number, keyword: string) => useQuery(schoolGuidesQueryOptions(schoolId, page, keyword));
export const useGuide = (guideId: string) => useQuery(guideQueryOptions(guideId));
