import { linkToPast, type LinkHow } from './linking';
import type { FillingUnit, YearCatalogue } from './units';

/** Years of history the model reads, newest first. */
export const MAX_HISTORY_YEARS = 5;

/**
 * Recency decays the fit chooses among, per province, from past years: a
 * year k years older than the newest weighs ρ^k. ρ = 0 reads only the newest
 * year (lines that wander like a random walk); 0.7 is close to the
 * published 2/1.4/1/0.7/0.5 decay (lines that wobble around a level).
 */
export const RECENCY_DECAYS = [0, 0.35, 0.7] as const;

/** One past year of a unit's history, as the model used it. */
export interface HistoryPoint {
  year: number;
  how: LinkHow;
  fallback: boolean;
  /** Lowest admitted rank that year (the pool's median for a fallback) */
  rank: number;
  /** That year's lowest score, for a single matched unit */
  score: number | null;
  /** How far the 本科 places reach in the target year over that year (ratio of the 本科 line's ranks, or of
   * comparable tables' candidates); null when unknown */
  cohortRatio: number | null;
  /** Spread of the pooled lines (sd of log ranks); 0 for a single unit */
  poolSpread: number;
  planCount: number | null;
  /** Ids of the past units used */
  unitIds: string[];
}

/** Where a unit's history came from: matched units, a school fallback, or nothing. */
export type HistorySource = 'linked' | 'schoolFallback' | 'none';

/** A unit's past years as matched, before any weighting. */
export interface UnitHistory {
  points: HistoryPoint[];
  source: HistorySource;
  /** Points the centre uses: the matched years, or the fallback years when none matched */
  used: HistoryPoint[];
}

/** The history weighted by one recency decay: the raw centre before the fitted adjustments (reach, plan, drift). */
export interface HistorySummary {
  /** Recency-weighted mean log rank of the used points */
  rawCentre: number;
  /** Weighted mean log reach ratio of the used points (0 where unknown) */
  cohortExposure: number;
  /** Log of the target plan over the weighted past plan, when both are known; else 0 */
  planChange: number;
  /** Recency-weighted mean rank (the backtest's grid is drawn around it) */
  weightedRank: number;
}

function logStats(ranks: number[]): { centre: number; spread: number } {
  if (ranks.length === 1) return { centre: Math.log(ranks[0]!), spread: 0 };
  const logs = ranks.map((r) => Math.log(r)).sort((a, b) => a - b);
  const mid = logs.length >> 1;
  const centre = logs.length % 2 ? logs[mid]! : (logs[mid - 1]! + logs[mid]!) / 2;
  const mean = logs.reduce((s, v) => s + v, 0) / logs.length;
  const spread = logs.length > 1 ? Math.sqrt(logs.reduce((s, v) => s + (v - mean) ** 2, 0) / (logs.length - 1)) : 0;
  return { centre, spread };
}

/**
 * A unit's past years: each earlier catalogue (newest first, at most
 * MAX_HISTORY_YEARS back) is searched for the unit it continues.
 */
export function unitHistory(
  unit: FillingUnit,
  siblings: readonly FillingUnit[],
  past: readonly YearCatalogue[],
  ratioFrom: (year: number) => number | null,
): UnitHistory {
  const points: HistoryPoint[] = [];
  for (const catalogue of past) {
    const age = unit.year - catalogue.year - 1;
    if (age < 0 || age >= MAX_HISTORY_YEARS) continue;
    const link = linkToPast(unit, siblings, catalogue);
    if (!link) continue;
    const ranks = link.outcomes.map((o) => o.rank!).filter((r) => r > 0);
    if (ranks.length === 0) continue;
    const { centre, spread } = logStats(ranks);
    points.push({
      year: catalogue.year,
      how: link.how,
      fallback: link.fallback,
      rank: Math.round(Math.exp(centre)),
      score: link.outcomes.length === 1 ? link.outcomes[0]!.score : null,
      cohortRatio: ratioFrom(catalogue.year),
      poolSpread: spread,
      planCount: link.planCount,
      unitIds: link.unitIds,
    });
  }
  points.sort((a, b) => b.year - a.year);
  const linked = points.filter((p) => !p.fallback);
  const used = linked.length > 0 ? linked : points;
  const source: HistorySource = points.length === 0 ? 'none' : linked.length > 0 ? 'linked' : 'schoolFallback';
  return { points, source, used };
}

/** Weighs a history by a recency decay ρ (see RECENCY_DECAYS); `planCount` is the unit's places this year. */
export function summarizeHistory(history: UnitHistory, rho: number, planCount: number | null): HistorySummary {
  const used = history.used;
  if (used.length === 0) return { rawCentre: NaN, cohortExposure: 0, planChange: 0, weightedRank: NaN };
  const newest = used[0]!.year;
  let wSum = 0;
  let centre = 0;
  let exposure = 0;
  let planLog = 0;
  let planWeight = 0;
  let rankSum = 0;
  for (const p of used) {
    const age = newest - p.year;
    const w = age === 0 ? 1 : rho ** age;
    if (w === 0) continue;
    wSum += w;
    centre += w * Math.log(p.rank);
    exposure += w * (p.cohortRatio ? Math.log(p.cohortRatio) : 0);
    rankSum += w * p.rank;
    if (p.planCount && p.planCount > 0) {
      planLog += w * Math.log(p.planCount);
      planWeight += w;
    }
  }
  const planChange =
    planCount && planCount > 0 && planWeight > 0 ? Math.max(-1, Math.min(1, Math.log(planCount) - planLog / planWeight)) : 0;
  return { rawCentre: centre / wSum, cohortExposure: exposure / wSum, planChange, weightedRank: rankSum / wSum };
}
