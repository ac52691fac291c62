import { positionBin, type ModelParameters } from './calibration';
import { summarizeHistory, type HistorySource, type HistorySummary, type UnitHistory } from './history';
import type { RankScale } from './rankScale';
import { studentTCdf, studentTQuantile } from './stats';
import type { FillingUnit, FillMode } from './units';

/** 冲 / 稳 / 保 (spec §3 risk 1/2/3) */
export type Tier = '冲' | '稳' | '保';

/**
 * Probability bands of the tiers. Fixed before any backtest from what each
 * tier promises a student (保: admitted in at least 95 of 100 such cases;
 * 稳: most likely; 冲: a real chance), never tuned on a backtest year. Below
 * the 冲 band a unit is 难度大 and has no tier.
 */
export const TIER_BANDS = { 保: 0.95, 稳: 0.75, 冲: 0.3 } as const;

/** Risk ids of spec §3: 1 较高风险 (冲), 2 中等风险 (稳), 3 较低风险 (保). */
export const TIER_RISK: Record<Tier, 1 | 2 | 3> = { 冲: 1, 稳: 2, 保: 3 };

export function tierOf(probability: number): Tier | null {
  if (probability >= TIER_BANDS.保) return '保';
  if (probability >= TIER_BANDS.稳) return '稳';
  if (probability >= TIER_BANDS.冲) return '冲';
  return null;
}

/**
 * normal: two or more years of the unit's own history; low (低置信): one year,
 * or only the school's lines — the page shows a range, not a number; none: no
 * history at all — no number.
 */
export type Confidence = 'normal' | 'low' | 'none';

/** A unit's predictive distribution for the target year. */
export interface UnitPrediction {
  unit: FillingUnit;
  history: UnitHistory;
  /** The history weighted by the fitted recency decay */
  summary: HistorySummary;
  source: HistorySource;
  confidence: Confidence;
  /** Centre of log(lowest admitted rank) */
  centre: number;
  /** Total scale, the own part, and the part shared by every unit of the province-year */
  scale: number;
  ownScale: number;
  sharedScale: number;
  /** The part of the shared scale that is doubt about following the change in reach */
  reachScale: number;
  nu: number;
  /** Predicted lowest rank (centre) and its 80 % interval [more selective, less selective] */
  centreRank: number;
  interval80: [number, number];
  /** The same through the target year's table (scores: high to low); null where the table does not reach */
  centreScore: number | null;
  scoreInterval80: [number | null, number | null];
  /** Recency-weighted past rank mapped to the target year (the backtest's grid centre) */
  weightedRank: number;
  /**
   * How much more selective each major of a group was than the group's own
   * line in the latest year that shows it (log of group rank over major rank,
   * ≥ 0); empty where no major line is known.
   */
  majorOffsets: { major: string; offset: number }[];
}

/** Probability that a student of `rank` clears the unit's line: P(lowest admitted rank ≥ rank). */
export function admissionProbability(prediction: UnitPrediction, rank: number): number {
  if (!(prediction.scale > 0) || !Number.isFinite(prediction.centre)) return NaN;
  const t = (Math.log(Math.max(rank, 1)) - prediction.centre) / prediction.scale;
  return 1 - studentTCdf(t, prediction.nu);
}

export interface PredictionContext {
  parameters: ModelParameters;
  /** The target year's table (or the latest one standing in for it) */
  scale: RankScale | null;
  /** Rank of the target year's 本科 line (see OddsIndex.anchorRank); positions are measured against it */
  anchorRank: number | null;
}

/** A unit's position: its rank over the 本科 line's (where no line is known, over 60 % of the table). */
export function unitPosition(rank: number, anchorRank: number | null, scale: RankScale | null): number {
  const anchor = anchorRank ?? (scale ? (scale.truncated ? scale.total : 0.6 * scale.total) : null);
  return anchor && anchor > 0 ? rank / anchor : 0.3;
}

const quantileCache = new Map<number, number>();
function t90(nu: number): number {
  let q = quantileCache.get(nu);
  if (q === undefined) {
    q = studentTQuantile(0.9, nu);
    quantileCache.set(nu, q);
  }
  return q;
}

export function predictUnit(unit: FillingUnit, history: UnitHistory, context: PredictionContext): UnitPrediction {
  const { parameters: p, scale } = context;
  const summary = summarizeHistory(history, p.rho, unit.planCount);
  const hasHistory = history.source !== 'none' && Number.isFinite(summary.rawCentre);
  const bin = positionBin(hasHistory ? unitPosition(Math.exp(summary.rawCentre), context.anchorRank, scale) : 0.3);
  const beta = p.beta[bin]!;
  const centre = hasHistory
    ? summary.rawCentre + beta * summary.cohortExposure + p.gamma * summary.planChange + p.bias
    : NaN;
  const single = history.used.length < 2;
  const fallback = history.source === 'schoolFallback';
  const own = p.sigma[bin]! * (single ? p.singleYearFactor : 1) * (fallback ? p.fallbackFactor : 1);
  // shared by the province-year: its drift, and the doubt about how far the lines follow the change in reach
  const reach = hasHistory ? Math.abs(p.betaSpread * summary.cohortExposure) : 0;
  const shared = Math.hypot(p.tau, reach);
  const spread = Math.hypot(own, shared);
  const q = t90(p.nu);
  const interval: [number, number] = hasHistory
    ? [Math.max(1, Math.round(Math.exp(centre - q * spread))), Math.round(Math.exp(centre + q * spread))]
    : [NaN, NaN];
  const centreRank = hasHistory ? Math.max(1, Math.round(Math.exp(centre))) : NaN;
  const confidence: Confidence = !hasHistory ? 'none' : fallback || single ? 'low' : 'normal';
  return {
    unit,
    history,
    source: history.source,
    confidence,
    centre,
    scale: spread,
    ownScale: own,
    sharedScale: shared,
    reachScale: reach,
    nu: p.nu,
    centreRank,
    interval80: interval,
    centreScore: hasHistory && scale ? scale.scoreOfRank(centreRank) : null,
    scoreInterval80:
      hasHistory && scale ? [scale.scoreOfRank(interval[0]), scale.scoreOfRank(interval[1])] : [null, null],
    summary,
    weightedRank: hasHistory ? summary.weightedRank * Math.exp(beta * summary.cohortExposure) : NaN,
    majorOffsets: [],
  };
}

/** The forecast of one province, track and year: every unit's prediction with what they rest on. */
export interface Forecast {
  province: string;
  track: string;
  year: number;
  mode: FillMode;
  parameters: ModelParameters;
  scale: RankScale | null;
  /** Year of the table used to turn scores into ranks; differs from `year` when that year's is not out */
  scaleYear: number | null;
  /** Plain words on what stands in for what is not published yet; null when nothing does */
  notes: string[];
  /** Year whose units stand in for the target year's when its plans are not out */
  unitsYear: number;
  predictions: UnitPrediction[];
  byId: Map<string, UnitPrediction>;
}
