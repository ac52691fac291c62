/**
 * Server state of /userinfo: the student's profile and its children, the
 * location calls and the option lists the forms offer. A student's own data
 * changes when they save it, so it is kept fresh for a minute only; saving
 * puts the server's answer straight into the cache.
 */
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type {
  BasicInfoInput,
  Intention,
  IntentionInput,
  OtherInfo,
  OtherInfoInput,
  Physical,
  PhysicalInput,
  Province,
  ScoreRecord,
  ScoreRecordInput,
  Student,
} from '@zhiyuan/domain';
import { get, request } from '../../lib/http';

const OWN_DATA_STALE_TIME = 60_000;

export const studentKeys = {
  all: ['student'] as const,
  profile: (id: string) => [...studentKeys.all, 'profile', id] as const,
  scores: (id: string) => [...studentKeys.all, 'scores', id] as const,
  intention: (id: string) => [...studentKeys.all, 'intention', id] as const,
  physical: (id: string) => [...studentKeys.all, 'physical', id] as const,
  otherInfo: (id: string) => [...studentKeys.all, 'other-info', id] as const,
};

export const locationKeys = {
  all: ['location'] as const,
  cities: (province: string | undefined) => [...locationKeys.all, 'cities', province] as const,
  districts: (province: string | undefined, city: string | undefined) => [...locationKeys.all, 'districts', province, city] as const,
};

export const optionKeys = {
  provinces: () => ['student-options', 'provinces'] as const,
  schoolTypes: () => ['student-options', 'school-types'] as const,
};

const ownData = <T,>(queryKey: readonly unknown[], url: string) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => get<T>(url, { signal }),
    staleTime: OWN_DATA_STALE_TIME,
  });

export const studentQueryOptions = (id: string) => ownData<Student>(studentKeys.profile(id), `/api/student/query-by-student-id/${id}`);
export const scoresQueryOptions = (id: string) => ownData<ScoreRecord[]>(studentKeys.scores(id), `/api/student/scores/${id}`);
export const intentionQueryOptions = (id: string) => ownData<Intention>(studentKeys.intention(id), `/api/intention/query/${id}`);
export const physicalQueryOptions = (id: string) => ownData<Physical>(studentKeys.physical(id), `/api/physical/query/${id}`);
export const otherInfoQueryOptions = (id: string) => ownData<OtherInfo>(studentKeys.otherInfo(id), `/api/student/other-info/${id}`);

/** Cities of a province (spec §7 location calls). */
export const citiesQueryOptions = (province: string | undefined) =>
  queryOptions({
    queryKey: locationKeys.cities(province),
    queryFn: province ? ({ signal }) => get<string[]>('/api/location/cities', { signal, params: { province } }) : skipToken,
  });

/** Districts of a city. */
export const districtsQueryOptions = (province: string | undefined, city: string | undefined) =>
  queryOptions({
    queryKey: locationKeys.districts(province, city),
    queryFn:
      province && city ? ({ signal }) => get<string[]>('/api/location/districts', { signal, params: { province, city } }) : skipToken,
  });

/** The provinces with their exam models: the score sheet's rules and full marks. */
export const provincesQueryOptions = () =>
  queryOptions({
    queryKey: optionKeys.provinces(),
    queryFn: ({ signal }) => get<Province[]>('/api/province/list', { signal }),
  });

/** 院校类型 of the school library, the options of the intention form. */
export const schoolTypesQueryOptions = () =>
  queryOptions({
    queryKey: optionKeys.schoolTypes(),
    queryFn: ({ signal }) => get<string[]>('/api/school/types', { signal }),
  });

export const useStudent = (id: string) => useQuery(studentQueryOptions(id));
export const useScores = (id: string) => useQuery(scoresQueryOptions(id));
export const useIntention = (id: string) => useQuery(intentionQueryOptions(id));
export const usePhysical = (id: string) => useQuery(physicalQueryOptions(id));
export const useOtherInfo = (id: string) => useQuery(otherInfoQueryOptions(id));
export const useCities = (province: string | undefined) => useQuery(citiesQueryOptions(province));
export const useDistricts = (province: string | undefined, city: string | undefined) => useQuery(districtsQueryOptions(province, city));
export const useProvinces = () => useQuery(provincesQueryOptions());
export const useSchoolTypes = () => useQuery(schoolTypesQueryOptions());

const save = async <T,>(url: string, body: unknown) => (await request<T>('POST', url, body)).data;

export const saveBasicInfo = (input: BasicInfoInput) => save<Student>('/api/student/basic-info/update', input);
export const saveScore = (input: ScoreRecordInput) => save<ScoreRecord>('/api/student/score/save', input);
export const deleteScore = (studentId: string, id: string) => save<null>('/api/student/score/delete', { studentId, id });
export const saveIntention = (input: IntentionInput) => save<Intention>('/api/intention/update', input);
export const savePhysical = (input: PhysicalInput) => save<Physical>('/api/physical/update', input);
export const saveOtherInfo = (input: OtherInfoInput) => save<OtherInfo>('/api/student/other-info/update', input);
