/**
 * Server state of the rank-tables area (一分一段 and 位次): the years, tracks
 * and batches of a province, a table's curve, the lookup of a score, its
 * equivalent in earlier years, the table's rows and the province's remarks.
 * A call waits (skipToken) until the table and the score are chosen.
 */
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  BatchLineSelect,
  EquivalentScoreShow,
  HistoricalEquivalent,
  HistoricalEquivalentBody,
  Remark,
  SameScoreInfo,
  SameScoreInfoBody,
  SegmentBody,
  SegmentDefault,
  SegmentResult,
  provinceParamSchema,
  segmentDefaultBodySchema,
} from '@zhiyuan/domain';
import { get, post, request } from '../../lib/http';

/** The table a lookup reads: province, year and track. */
export interface TableKey {
  province: string;
  year: number;
  subject: string;
}

type CurveBody = z.input<typeof segmentDefaultBodySchema>;
type Maybe<T> = T | undefined | null;

/** The remark texts of a province, by their paths. */
const REMARK_PATHS = {
  equivalentDescription: '/api/remark-configs/equivalent-score-description',
  equivalentShow: '/api/remark-configs/province/equivalent-score-show',
  instructions: '/api/remark-configs/instructions-for-reporting',
} as const;
type RemarkKind = keyof typeof REMARK_PATHS;

export const rankTableKeys = {
  all: ['ranktables'] as const,
  select: (province: Maybe<string>) => [...rankTableKeys.all, 'select', province ?? null] as const,
  curve: (body: Maybe<CurveBody>) => [...rankTableKeys.all, 'curve', body ?? null] as const,
  segment: (body: Maybe<SegmentBody>) => [...rankTableKeys.all, 'segment', body ?? null] as const,
  historical: (body: Maybe<HistoricalEquivalentBody>) => [...rankTableKeys.all, 'historical', body ?? null] as const,
  rows: (body: Maybe<SameScoreInfoBody>) => [...rankTableKeys.all, 'rows', body ?? null] as const,
  remark: (kind: RemarkKind, province: Maybe<string>) => [...rankTableKeys.all, 'remark', kind, province ?? null] as const,
};

/** GET /api/batch-lines/batch-line-select: a province's years, tracks and batches, each track with its table. */
export const rankSelectQueryOptions = (province: Maybe<string>) =>
  queryOptions({
    queryKey: rankTableKeys.select(province),
    queryFn: !province
      ? skipToken
      : ({ signal }) =>
          get<BatchLineSelect>('/api/batch-lines/batch-line-select', {
            signal,
            params: { province } satisfies z.input<typeof provinceParamSchema>,
          }),
  });

/** POST /api/batch-lines/batch-line-segment-default: the curve of a table; the last one stays while the next loads. */
export const curveQueryOptions = (body: Maybe<CurveBody>) =>
  queryOptions({
    queryKey: rankTableKeys.curve(body),
    queryFn: !body ? skipToken : ({ signal }) => post<SegmentDefault>('/api/batch-lines/batch-line-segment-default', body, { signal }),
    placeholderData: keepPreviousData,
  });

/**
 * POST /api/batch-lines/batch-line-segment. The lookup keeps the envelope's
 * message: a no-match answer is code 200 with the spec's warning.
 */
export const segmentQueryOptions = (body: Maybe<SegmentBody>) =>
  queryOptions({
    queryKey: rankTableKeys.segment(body),
    queryFn: !body
      ? skipToken
      : async ({ signal }) => (await request<SegmentResult>('POST', '/api/batch-lines/batch-line-segment', body, { signal })).data,
  });

/** POST /api/batch-lines/historical-equivalent-score */
export const historicalQueryOptions = (body: Maybe<HistoricalEquivalentBody>) =>
  queryOptions({
    queryKey: rankTableKeys.historical(body),
    queryFn: !body ? skipToken : ({ signal }) => post<HistoricalEquivalent>('/api/batch-lines/historical-equivalent-score', body, { signal }),
  });

/** POST /api/batch-lines/same-score-info: a page of rows, or the page holding a score; the last page stays while the next loads. */
export const tableRowsQueryOptions = (body: Maybe<SameScoreInfoBody>) =>
  queryOptions({
    queryKey: rankTableKeys.rows(body),
    queryFn: !body ? skipToken : ({ signal }) => post<SameScoreInfo>('/api/batch-lines/same-score-info', body, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/remark-configs/…?province= */
export const remarkQueryOptions = <T,>(kind: RemarkKind, province: Maybe<string>) =>
  queryOptions({
    queryKey: rankTableKeys.remark(kind, province),
    queryFn: !province
      ? skipToken
      : ({ signal }) => get<T>(REMARK_PATHS[kind], { signal, params: { province } satisfies z.input<typeof provinceParamSchema> }),
  });

export const useRankSelect = (province: string | undefined) => useQuery(rankSelectQueryOptions(province));

export const useCurve = (key: TableKey | null, batch: string | undefined) => useQuery(curveQueryOptions(key && { ...key, batch }));

export const useSegment = (key: TableKey | null, score: number | null, batch: string | undefined) =>
  useQuery(segmentQueryOptions(key && score !== null ? { ...key, score, batch } : null));

export const useHistorical = (key: TableKey | null, score: number | null) =>
  useQuery(historicalQueryOptions(key && score !== null ? { ...key, score } : null));

/** `page` null opens the page of the asked score (or the first page without one). */
export const useTableRows = (key: TableKey | null, score: number | null, page: number | null, pageSize: number) =>
  useQuery(tableRowsQueryOptions(key && { ...key, ...(page === null && score !== null ? { score } : { page: page ?? 1 }), pageSize }));

export const useEquivalentDescription = (province: string | undefined) =>
  useQuery(remarkQueryOptions<Remark>('equivalentDescription', province));
export const useEquivalentShow = (province: string | undefined) => useQuery(remarkQueryOptions<EquivalentScoreShow>('equivalentShow', province));
export const useInstructions = (province: string | undefined) => useQuery(remarkQueryOptions<Remark>('instructions', province));
