/**
 * Server state of the preferences area: the province's filling rule, the
 * recommendation (智能填报) and 一键填报, the student's saved 志愿表 and what
 * the server says about a whole list (validation, risk, order advice), and the
 * Excel export. A student's lists change only when they save, so a save puts
 * the server's answer into the cache and refreshes the list of lists (and the
 * header badge that counts them).
 */
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { AdmissionRule } from '@zhiyuan/domain';
import { get, post, request } from '../../lib/http';
import { getToken } from '../../lib/session';
import type { Tier } from './draft';

type Maybe<T> = T | undefined | null;

// ---- shapes (the server's schemas in domain/src/preferences.ts) ----

export interface HistoryRow {
  year: number;
  rank: number;
  score: number | null;
  fallback: boolean;
  how: string;
}

export interface Recommendation {
  unitId: string;
  schoolName: string;
  moeCode: string | null;
  campusNote: string | null;
  schoolCode: string | null;
  groupCode: string | null;
  majorName: string | null;
  majors: string[];
  requirement: string | null;
  level: string;
  planClass: string;
  probability: number | null;
  probabilityRange: [number, number] | null;
  tier: Tier | null;
  risk: 1 | 2 | 3 | null;
  confidence: 'normal' | 'low' | 'none';
  centreRank: number | null;
  interval80: [number, number] | null;
  centreScore: number | null;
  scoreInterval80: [number | null, number | null];
  history: HistoryRow[];
  historyNote: string;
  planCount: number | null;
  tuitionPerYear: number | null;
  durationYears: number | null;
  provinceName?: string | null;
  cityName?: string | null;
}

export interface RecommendFilters {
  provinces?: string[];
  schoolTypes?: string[];
  features?: string[];
  ownership?: string[];
  majors?: string[];
  maxTuition?: number | null;
  cities?: string[];
}

export interface RecommendBody extends RecommendFilters {
  studentId?: string;
  scoreId?: string;
  score?: number | null;
  rank?: number | null;
  tier?: Tier;
  page: number;
  pageSize: number;
  sort?: 'probability' | 'selectivity';
}

export interface StudentPosition {
  province: string;
  year: number;
  track: string;
  subjects: string[];
  score: number | null;
  rank: number;
  tableYear: number;
  note: string | null;
}

export interface RecommendResult {
  student: StudentPosition;
  fillMode: string;
  total: number;
  counts: Record<Tier, number>;
  page: number;
  pageSize: number;
  records: Recommendation[];
  message?: string | null;
}

/** One saved choice */
export interface ListEntry {
  unitId: string;
  adjust: boolean;
  majors?: string[];
  schoolName?: string;
  schoolCode?: string | null;
  groupCode?: string | null;
  majorName?: string | null;
  requirement?: string | null;
  tier?: Tier | null;
  probability?: number | null;
  probabilityRange?: [number, number] | null;
  unitMajors?: string[];
}

export interface SavedListSummary {
  id: string;
  studentId: string;
  name: string;
  createdType: number;
  province: string;
  year: number;
  batch: string | null;
  scoreId: string | null;
  count: number;
  createdAt: string;
  updatedAt: string;
}

export interface SavedList extends SavedListSummary {
  entries: ListEntry[];
}

export interface SaveListBody {
  id?: string;
  studentId: string;
  name: string;
  createdType: number;
  scoreId?: string | null;
  entries: { unitId: string; adjust: boolean; majors?: string[] }[];
}

export interface ValidationIssue {
  level: 'error' | 'warning';
  index: number | null;
  message: string;
}

export interface ValidationResult {
  valid: boolean;
  issues: ValidationIssue[];
  maxChoices: number | null;
}

export interface RiskNote {
  unitId: string;
  label: string;
  kind: string;
  probability: number;
  text: string;
}

export interface ChoiceResult {
  unitId: string;
  label: string;
  clear: number;
  reach: number;
  land: number;
  refused: number;
}

export interface ListRisk {
  studentRank: number;
  admitted: number;
  fall: number;
  refused: number;
  topN: number[];
  choices: ChoiceResult[];
  expectedPosition: number | null;
  unknown: string[];
  risks: RiskNote[];
  explanation: string[];
  warning: string | null;
  threshold: number;
  advice?: {
    changes: { kind: string; unitId: string; reason: string; label?: string }[];
    entries: { unitId: string; adjust: boolean }[];
    after: { admitted: number; fall: number; refused: number };
    ceilingMet: boolean;
  } | null;
}

export interface ListRiskBody {
  studentId: string;
  scoreId?: string | null;
  entries: { unitId: string; adjust: boolean; majors?: string[] }[];
  advise?: boolean;
}

// ---- keys ----

export const preferenceKeys = {
  all: ['preferences'] as const,
  rule: (province: Maybe<string>, year: Maybe<number>) => [...preferenceKeys.all, 'rule', province ?? null, year ?? null] as const,
  recommend: (body: Maybe<RecommendBody>) => [...preferenceKeys.all, 'recommend', body ?? null] as const,
  lists: (studentId: Maybe<string>) => [...preferenceKeys.all, 'lists', studentId ?? null] as const,
  list: (id: Maybe<string>) => [...preferenceKeys.all, 'list', id ?? null] as const,
  risk: (body: Maybe<ListRiskBody>) => [...preferenceKeys.all, 'risk', body ?? null] as const,
  validate: (body: Maybe<ListRiskBody>) => [...preferenceKeys.all, 'validate', body ?? null] as const,
};

// ---- queries ----

/** GET /api/preferences/admission-rule: how the province fills its list that year. */
export const admissionRuleQueryOptions = (province: Maybe<string>, year: Maybe<number>) =>
  queryOptions({
    queryKey: preferenceKeys.rule(province, year),
    queryFn: !province || !year ? skipToken : ({ signal }) => get<AdmissionRule>('/api/preferences/admission-rule', { signal, params: { province, year } }),
    staleTime: 10 * 60_000,
  });

/** POST /api/preferences/recommend: a tier's page of units; the last page stays while the next loads. */
export const recommendQueryOptions = (body: Maybe<RecommendBody>) =>
  queryOptions({
    queryKey: preferenceKeys.recommend(body),
    queryFn: !body ? skipToken : ({ signal }) => post<RecommendResult>('/api/preferences/recommend', body, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/preferences/query/student/{id}: the student's saved lists (spec §7, page 1 size 1000). */
export const listsQueryOptions = (studentId: Maybe<string>) =>
  queryOptions({
    queryKey: preferenceKeys.lists(studentId),
    queryFn: !studentId
      ? skipToken
      : async ({ signal }) => {
          const data = await get<SavedListSummary[] | { records: SavedListSummary[] }>(`/api/preferences/query/student/${studentId}`, {
            signal,
            params: { page: 1, size: 1000 },
          });
          return Array.isArray(data) ? data : data.records;
        },
    staleTime: 30_000,
  });

/** GET /api/preferences/list/{id}: one saved list with its choices. */
export const listQueryOptions = (id: Maybe<string>) =>
  queryOptions({
    queryKey: preferenceKeys.list(id),
    queryFn: !id ? skipToken : ({ signal }) => get<SavedList>(`/api/preferences/list/${id}`, { signal }),
  });

/** POST /api/preferences/list/risk: the whole list's chances, its risky units and the order advice. */
export const listRiskQueryOptions = (body: Maybe<ListRiskBody>) =>
  queryOptions({
    queryKey: preferenceKeys.risk(body),
    queryFn: !body ? skipToken : ({ signal }) => post<ListRisk>('/api/preferences/list/risk', body, { signal }),
    placeholderData: keepPreviousData,
  });

/** POST /api/preferences/list/validate: the province rule's checks (counts, duplicates, subjects). */
export const validateQueryOptions = (body: Maybe<ListRiskBody>) =>
  queryOptions({
    queryKey: preferenceKeys.validate(body),
    queryFn: !body ? skipToken : ({ signal }) => post<ValidationResult>('/api/preferences/list/validate', body, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdmissionRule = (province: Maybe<string>, year: Maybe<number>) => useQuery(admissionRuleQueryOptions(province, year));
export const useRecommend = (body: Maybe<RecommendBody>) => useQuery(recommendQueryOptions(body));
export const useLists = (studentId: Maybe<string>) => useQuery(listsQueryOptions(studentId));
export const useList = (id: Maybe<string>) => useQuery(listQueryOptions(id));
export const useListRisk = (body: Maybe<ListRiskBody>) => useQuery(listRiskQueryOptions(body));
export const useValidation = (body: Maybe<ListRiskBody>) => useQuery(validateQueryOptions(body));

// ---- writes ----

const send = async <T,>(url: string, body: unknown) => (await request<T>('POST', url, body)).data;

/** POST /api/preferences/save: one transaction; answers the saved list. */
export const saveList = (body: SaveListBody) => send<SavedList>('/api/preferences/save', body);
export const renameList = (id: string, name: string) => send<SavedListSummary>('/api/preferences/list/rename', { id, name });
export const deleteList = (id: string) => send<null>('/api/preferences/list/delete', { id });

/** POST /api/preferences/one-key: 一键填报, a whole table in the documented 冲:稳:保 proportion. */
export const oneKeyFill = (body: Omit<RecommendBody, 'page' | 'pageSize' | 'tier'>) =>
  send<{ entries: ListEntry[]; proportion?: Record<Tier, number>; message?: string | null }>('/api/preferences/one-key', body);

/**
 * POST /api/preferences/generate-excel: the list as the provincial form lays it
 * out, downloaded as a file. Binary, so it goes around the JSON client.
 */
export async function downloadExcel(listId: string, fileName: string): Promise<void> {
  const response = await fetch('/api/preferences/generate-excel', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: getToken() ?? '' },
    body: JSON.stringify({ id: listId }),
  });
  if (!response.ok) {
    let message = '导出失败';
    try {
      message = ((await response.json()) as { message?: string }).message ?? message;
    } catch {
      /* not JSON */
    }
    throw new Error(message);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
