/** Server state of 查职业: the 大典 tree and search, a node's detail, and the job-market statistics. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  isProfessionTypeCode,
  type JobPostings,
  type JobRanking,
  type MajorRequirements,
  type ProfessionCompanies,
  type ProfessionNode,
  type ProfessionStats,
  type ProfessionTree,
  type QualificationTrend,
  type TypeOverview,
} from '@zhiyuan/domain';
import { get } from '../../lib/http';

export const professionKeys = {
  all: ['professions'] as const,
  tree: (query: string, categoryCode: string | undefined) => [...professionKeys.all, 'tree', query, categoryCode] as const,
  node: (code: string) => [...professionKeys.all, 'node', code] as const,
  stats: (what: string, code: string, token: string | null) => [...professionKeys.all, what, code, token] as const,
};

export const professionTreeQueryOptions = (query: string, categoryCode: string | undefined) =>
  queryOptions({
    queryKey: professionKeys.tree(query, categoryCode),
    queryFn: ({ signal }) => get<ProfessionTree>('/api/professions/search', { signal, params: { query: query || undefined, categoryCode } }),
    placeholderData: keepPreviousData,
  });

export const useProfessionTree = (query: string, categoryCode: string | undefined) => useQuery(professionTreeQueryOptions(query, categoryCode));
/** The statuses of a code the 职业分类大典 does not hold (unknown, or not a code at all): the page says so, no toast first. */
export const NOT_A_PROFESSION_STATUSES: readonly number[] = [404, 400];

export const useProfessionNode = (code: string) =>
  useQuery({
    queryKey: professionKeys.node(code),
    queryFn: ({ signal }) => get<ProfessionNode>(`/api/professions/detail/${encodeURIComponent(code)}`, { signal, quietOn: NOT_A_PROFESSION_STATUSES }),
    retry: false,
  });

/** Replies that depend on who asks (VIP trimming) are keyed by the session token. */
const statsQuery = <T,>(what: string, url: string, code: string, token: string | null, params?: Record<string, string | number>) =>
  queryOptions({
    queryKey: [...professionKeys.stats(what, code, token), params ?? null],
    queryFn: ({ signal }) => get<T>(url, { signal, params }),
  });

export const useTypeOverview = (code: string, token: string | null) =>
  useQuery(statsQuery<TypeOverview>('overview', `/api/professions/type-overview/${code}`, code, token));
export const useProfessionStats = (code: string, token: string | null) =>
  useQuery(statsQuery<ProfessionStats>('stats', `/api/professions/stats-code/${code}`, code, token));
export const useQualificationTrend = (code: string, token: string | null) =>
  useQuery(statsQuery<QualificationTrend>('education', `/api/professions/qualifications-trend/${code}`, code, token));
export const useMajorRequirements = (code: string, token: string | null) =>
  useQuery(
    statsQuery<MajorRequirements>(
      'majors',
      isProfessionTypeCode(code) ? `/api/professions/major-requirements-type/${code}` : `/api/professions/major-requirements/${code}`,
      code,
      token,
    ),
  );
export const useProfessionCompanies = (code: string, token: string | null) =>
  useQuery(statsQuery<ProfessionCompanies>('companies', `/api/professions/companies/${code}`, code, token));
export const useJobRanking = (code: string, token: string | null) =>
  useQuery(
    statsQuery<JobRanking>(
      'ranking',
      isProfessionTypeCode(code) ? `/api/professions/job-positions/by-type/${code}` : `/api/professions/job-positions/by-profession/${code}`,
      code,
      token,
    ),
  );
export const useJobPostings = (code: string, token: string | null, page: number) =>
  useQuery({
    ...statsQuery<JobPostings>('postings', `/api/professions/jobDetails/byType/${code}`, code, token, { page }),
    placeholderData: keepPreviousData,
  });
