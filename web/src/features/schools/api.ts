import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, Province, SchoolListItem } from '@zhiyuan/domain';
import { get, post } from '../../lib/http';

/** Option lists change with an import at most; keep them for the whole visit. */
const OPTIONS_STALE_TIME = Number.POSITIVE_INFINITY;

export function useProvinces() {
  return useQuery({
    queryKey: ['province', 'list'],
    queryFn: ({ signal }) => get<Province[]>('/api/province/list', { signal }),
    staleTime: OPTIONS_STALE_TIME,
  });
}

/** GET /api/school/types, /api/school/listFeature, /api/school/institution: string lists. */
function useOptionList(path: string) {
  return useQuery({
    queryKey: ['school', 'options', path],
    queryFn: ({ signal }) => get<string[]>(path, { signal }),
    staleTime: OPTIONS_STALE_TIME,
  });
}

export const useSchoolTypes = () => useOptionList('/api/school/types');
export const useSchoolFeatures = () => useOptionList('/api/school/listFeature');
export const useSchoolInstitutions = () => useOptionList('/api/school/institution');

/** Body of POST /api/school/query (spec §7 School list body). */
export interface SchoolQueryBody {
  page: number;
  pageSize: number;
  query?: string;
  provinces: string[];
  types: string[];
  schoolInstitutions: string[];
  features: string[];
}

/** One page of the school library; a newer query cancels an older one in flight (a search). */
export function useSchoolPage(body: SchoolQueryBody) {
  return useQuery({
    queryKey: ['school', 'query', body],
    queryFn: ({ signal }) =>
      post<Page<SchoolListItem>>('/api/school/query', body, { signal, cancelPrevious: true }),
    placeholderData: keepPreviousData,
  });
}
