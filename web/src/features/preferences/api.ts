/**
 * Server state of the preferences area: the province's filling rule, the
 * recommendation (智能填报) and 一键填报, the student's saved 志愿表 and what
 * the server says about a whole list (validation, risk, order advice), and the
 * Excel export. A student's lists change only when they save, so a save puts
 * the server's answer into the cache and refreshes the list of lists (and the
 * header badge that counts them).
 */
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type {
  AdmissionRule,
  ListAdviceReply,
  ListAdviceRequest,
  ListRisk,
  ListRiskRequest,
  ListValidation,
  OneKeyRequest,
  OneKeyResponse,
  PreferenceDetail,
  PreferenceEntry,
  PreferenceList,
  PreferenceSaveInput,
  PreferenceScores,
  PreferenceSummary,
  PreferenceValidateInput,
  RecommendationRecord,
  RecommendRequest,
  RecommendResponse,
} from '@zhiyuan/domain';
import { get, post, request } from '../../lib/http';
import { getToken } from '../../lib/session';

type Maybe<T> = T | undefined | null;

// ---- shapes: the server's schemas in domain/src/preferences.ts ----

export type Recommendation = RecommendationRecord;
export type RecommendBody = RecommendRequest;
export type RiskBody = ListRiskRequest;
export type { ListAdviceReply, ListRisk, ListValidation, OneKeyResponse, PreferenceDetail, PreferenceEntry, PreferenceSummary };

// ---- keys ----

export const preferenceKeys = {
  all: ['preferences'] as const,
  rule: (province: Maybe<string>, year: Maybe<number>) => [...preferenceKeys.all, 'rule', province ?? null, year ?? null] as const,
  recommend: (body: Maybe<RecommendBody>) => [...preferenceKeys.all, 'recommend', body ?? null] as const,
  lists: (studentId: Maybe<string>) => [...preferenceKeys.all, 'lists', studentId ?? null] as const,
  list: (id: Maybe<string>) => [...preferenceKeys.all, 'list', id ?? null] as const,
  scores: (studentId: Maybe<string>) => [...preferenceKeys.all, 'scores', studentId ?? null] as const,
  risk: (body: Maybe<ListRiskRequest>) => [...preferenceKeys.all, 'risk', body ?? null] as const,
  advice: (body: Maybe<ListAdviceRequest>) => [...preferenceKeys.all, 'advice', body ?? null] as const,
  validate: (body: Maybe<PreferenceValidateInput>) => [...preferenceKeys.all, 'validate', body ?? null] as const,
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
    queryFn: !body ? skipToken : ({ signal }) => post<RecommendResponse>('/api/preferences/recommend', body, { signal }),
    placeholderData: keepPreviousData,
    retry: 1,
  });

/** GET /api/preferences/query/student/{id}: the student's saved lists (spec §7, page 1 size 1000). */
export const listsQueryOptions = (studentId: Maybe<string>) =>
  queryOptions({
    queryKey: preferenceKeys.lists(studentId),
    queryFn: !studentId
      ? skipToken
      : ({ signal }) => get<PreferenceList>(`/api/preferences/query/student/${studentId}`, { signal, params: { page: 1, size: 1000 } }),
    staleTime: 30_000,
  });

/** GET /api/preferences/scores: the student's score records with the rank each gives. */
export const scoresQueryOptions = (studentId: Maybe<string>) =>
  queryOptions({
    queryKey: preferenceKeys.scores(studentId),
    queryFn: !studentId ? skipToken : ({ signal }) => get<PreferenceScores>('/api/preferences/scores', { signal, params: { studentId } }),
    staleTime: 60_000,
    retry: 1,
  });

/** GET /api/preferences/{id}: one saved list with its choices, in order. */
export const listQueryOptions = (id: Maybe<string>) =>
  queryOptions({
    queryKey: preferenceKeys.list(id),
    queryFn: !id ? skipToken : ({ signal }) => get<PreferenceDetail>(`/api/preferences/${id}`, { signal }),
  });

/** POST /api/preferences/risk: the whole list's chances and the units that carry its risk (seeded: the same list, the same answer). */
export const listRiskQueryOptions = (body: Maybe<ListRiskRequest>) =>
  queryOptions({
    queryKey: preferenceKeys.risk(body),
    queryFn: !body ? skipToken : ({ signal }) => post<ListRisk>('/api/preferences/risk', body, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** POST /api/preferences/advice: order and composition advice under a 滑档 ceiling. */
export const listAdviceQueryOptions = (body: Maybe<ListAdviceRequest>) =>
  queryOptions({
    queryKey: preferenceKeys.advice(body),
    queryFn: !body ? skipToken : ({ signal }) => post<ListAdviceReply>('/api/preferences/advice', body, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** POST /api/preferences/validate: the province rule's checks (counts, duplicates, subjects). */
export const validateQueryOptions = (body: Maybe<PreferenceValidateInput>) =>
  queryOptions({
    queryKey: preferenceKeys.validate(body),
    queryFn: !body ? skipToken : ({ signal }) => post<ListValidation>('/api/preferences/validate', body, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useAdmissionRule = (province: Maybe<string>, year: Maybe<number>) => useQuery(admissionRuleQueryOptions(province, year));
export const useRecommend = (body: Maybe<RecommendBody>) => useQuery(recommendQueryOptions(body));
export const useScores = (studentId: Maybe<string>) => useQuery(scoresQueryOptions(studentId));
export const useListAdvice = (body: Maybe<ListAdviceRequest>) => useQuery(listAdviceQueryOptions(body));
export const useLists = (studentId: Maybe<string>) => useQuery(listsQueryOptions(studentId));
export const useList = (id: Maybe<string>) => useQuery(listQueryOptions(id));
export const useListRisk = (body: Maybe<ListRiskRequest>) => useQuery(listRiskQueryOptions(body));
export const useValidation = (body: Maybe<PreferenceValidateInput>) => useQuery(validateQueryOptions(body));

// ---- writes ----

const send = async <T,>(url: string, body: unknown) => (await request<T>('POST', url, body)).data;

/** POST /api/preferences/save: one transaction; answers the saved list. */
export const saveList = (body: PreferenceSaveInput) => send<PreferenceDetail>('/api/preferences/save', body);
export const renameList = (id: string, name: string) => send<PreferenceDetail>('/api/preferences/rename', { id, name });
export const deleteList = async (id: string) => (await request<null>('DELETE', `/api/preferences/${id}`)).data;

/** POST /api/preferences/v2/recommend: 一键填报, a whole table in the documented 冲:稳:保 proportion within the rule. */
export const oneKeyFill = (body: OneKeyRequest) => send<OneKeyResponse>('/api/preferences/v2/recommend', body);

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
    let message = response.status === 404 ? '导出服务尚未开放，请稍后再试' : '导出失败';
    try {
      if (response.status !== 404) message = ((await response.json()) as { message?: string }).message ?? message;
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
