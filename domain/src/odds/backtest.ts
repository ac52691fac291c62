import { admissionProbability, TIER_BANDS, tierOf, type Forecast, type Tier, type UnitPrediction } from './forecast';
import { adviseList } from './advise';
import type { YearCatalogue } from './units';

/**
 * Backtest of the odds model: predict year Y from the years before it, then
 * compare with Y's real lowest ranks over a grid of student ranks around each
 * unit's weighted past rank, next to two baselines computed on the same grid
 * from the same history.
 */

/** Student ranks of the grid, as multiples of the unit's weighted past rank. */
export const GRID_FACTORS = [0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2, 1.3, 1.4] as const;

export interface TierShare {
  /** Share of the grid points in the tier whose student was admitted */
  admitted: number;
  n: number;
}

export interface MethodScore {
  tiers: Record<Tier, TierShare>;
  /** Mean squared error of the admission probabilities over the grid */
  brier: number;
  /** Share of units whose predicted lowest score (through Y's table) is within 7 points of the real one */
  within7: number;
  /** Ten-bin calibration error of the probabilities over the grid */
  calibrationError: number;
}

export interface ModelScore extends MethodScore {
  /** Share of units whose real lowest rank falls inside the predicted 80 % interval */
  coverage80: number;
}

export interface UnitCounts {
  /** Units of year Y with a real lowest rank */
  total: number;
  linked: number;
  schoolFallback: number;
  none: number;
}

export interface BacktestScore {
  province: string;
  track: string;
  year: number;
  model: ModelScore;
  baselines: { rankRatio: MethodScore; weightedSigmoid: MethodScore };
  units: UnitCounts;
  /** Grid points scored (units with a prediction and a real rank × 10) */
  gridPoints: number;
  /** The model's ten probability bins: mean probability, share admitted, points (pooling runs adds them up) */
  reliability: { p: number; admitted: number; n: number }[];
}

/** Ten-bin calibration error of reliability bins. */
export function calibrationErrorOf(bins: readonly { p: number; admitted: number; n: number }[]): number {
  const n = bins.reduce((s, b) => s + b.n, 0);
  return n ? bins.reduce((s, b) => s + (b.n / n) * Math.abs(b.p - b.admitted), 0) : NaN;
}

interface Accumulator {
  tiers: Record<Tier, { yes: number; n: number }>;
  sq: number;
  n: number;
  bins: { p: number; o: number; n: number }[];
  near: number;
  scored: number;
}

const newAccumulator = (): Accumulator => ({
  tiers: { 保: { yes: 0, n: 0 }, 稳: { yes: 0, n: 0 }, 冲: { yes: 0, n: 0 } },
  sq: 0,
  n: 0,
  bins: Array.from({ length: 10 }, () => ({ p: 0, o: 0, n: 0 })),
  near: 0,
  scored: 0,
});

function addPoint(acc: Accumulator, p: number, tier: Tier | null, admitted: boolean) {
  const o = admitted ? 1 : 0;
  acc.sq += (p - o) ** 2;
  acc.n++;
  const bin = acc.bins[Math.min(9, Math.floor(p * 10))]!;
  bin.p += p;
  bin.o += o;
  bin.n++;
  if (tier) {
    acc.tiers[tier].n++;
    acc.tiers[tier].yes += o;
  }
}

function addLine(acc: Accumulator, predicted: number | null, real: number) {
  acc.scored++;
  if (predicted !== null && Math.abs(predicted - real) <= 7) acc.near++;
}

function finish(acc: Accumulator): MethodScore {
  const tier = (t: Tier): TierShare => ({ admitted: acc.tiers[t].n ? acc.tiers[t].yes / acc.tiers[t].n : NaN, n: acc.tiers[t].n });
  const calibrationError = acc.n
    ? acc.bins.reduce((s, b) => s + (b.n ? (b.n / acc.n) * Math.abs(b.p / b.n - b.o / b.n) : 0), 0)
    : NaN;
  return {
    tiers: { 保: tier('保'), 稳: tier('稳'), 冲: tier('冲') },
    brier: acc.n ? acc.sq / acc.n : NaN,
    within7: acc.scored ? acc.near / acc.scored : NaN,
    calibrationError,
  };
}

/**
 * The plain rank-ratio rule: compare the student's rank with last year's
 * lowest rank; within 10 % better is 稳, more than 10 % better 保, up to 10 %
 * worse 冲. Its probability is the straight line through those bands: 0.5 at
 * the same rank, 0.9 at 10 % better, 0.1 at 10 % worse (kept within 0.02–0.98).
 */
export function rankRatioRule(lastRank: number, studentRank: number): { p: number; tier: Tier | null } {
  const q = studentRank / lastRank;
  const p = Math.max(0.02, Math.min(0.98, 0.5 - 4 * (q - 1)));
  const tier: Tier | null = q <= 0.9 ? '保' : q <= 1.0 ? '稳' : q <= 1.1 ? '冲' : null;
  return { p, tier };
}

/**
 * A published open-source rank method: avg = past lowest ranks weighted
 * 2/1.4/1/0.7/0.5 newest first, sd their spread,
 * r = ((avg − rank)/avg) / min(2, 1 + sd/avg), probability = sigmoid(9r),
 * tiers 保 ≥ 0.92, 稳 ≥ 0.75, 冲 ≥ 0.45.
 */
export function weightedSigmoidRule(pastRanks: readonly number[], studentRank: number): { p: number; tier: Tier | null; avg: number } {
  const weights = [2, 1.4, 1, 0.7, 0.5];
  const ranks = pastRanks.slice(0, weights.length);
  const wSum = ranks.reduce((s, _, i) => s + weights[i]!, 0);
  const avg = ranks.reduce((s, r, i) => s + weights[i]! * r, 0) / wSum;
  const mean = ranks.reduce((s, r) => s + r, 0) / ranks.length;
  const sd = ranks.length > 1 ? Math.sqrt(ranks.reduce((s, r) => s + (r - mean) ** 2, 0) / (ranks.length - 1)) : 0;
  const r = (avg - studentRank) / avg / Math.min(2, 1 + sd / avg);
  const p = 1 / (1 + Math.exp(-9 * r));
  const tier: Tier | null = p >= 0.92 ? '保' : p >= 0.75 ? '稳' : p >= 0.45 ? '冲' : null;
  return { p, tier, avg };
}

/** Scores a forecast of year Y against Y's real lines. */
export function scoreForecast(forecast: Forecast, actual: YearCatalogue): BacktestScore {
  const model = newAccumulator();
  const ratio = newAccumulator();
  const sigmoid = newAccumulator();
  let inside = 0;
  let intervals = 0;
  const units: UnitCounts = { total: 0, linked: 0, schoolFallback: 0, none: 0 };
  const scale = actual.scale;
  for (const real of actual.units) {
    const prediction: UnitPrediction | undefined = forecast.byId.get(real.id);
    // a rank read from a stand-in table is history, never a test
    const rank = real.outcome?.rankSource === 'estimated' ? null : (real.outcome?.rank ?? null);
    const score = real.outcome?.score ?? null;
    if (!prediction || rank === null) continue;
    units.total++;
    units[prediction.source]++;
    if (prediction.source === 'none') continue;

    const past = prediction.history.used.map((p) => p.rank);
    const sigmoidAvg = weightedSigmoidRule(past, 1).avg;
    if (score !== null && scale && score >= scale.bottomScore) {
      addLine(model, prediction.centreScore, score);
      addLine(ratio, scale.scoreOfRank(past[0]!), score);
      addLine(sigmoid, scale.scoreOfRank(Math.round(sigmoidAvg)), score);
    }
    intervals++;
    if (rank >= prediction.interval80[0] && rank <= prediction.interval80[1]) inside++;

    for (const factor of GRID_FACTORS) {
      const studentRank = Math.max(1, Math.round(factor * prediction.weightedRank));
      const admitted = studentRank <= rank;
      const p = admissionProbability(prediction, studentRank);
      addPoint(model, p, tierOf(p), admitted);
      const rr = rankRatioRule(past[0]!, studentRank);
      addPoint(ratio, rr.p, rr.tier, admitted);
      const ws = weightedSigmoidRule(past, studentRank);
      addPoint(sigmoid, ws.p, ws.tier, admitted);
    }
  }
  return {
    province: forecast.province,
    track: forecast.track,
    year: forecast.year,
    model: { ...finish(model), coverage80: intervals ? inside / intervals : NaN },
    baselines: { rankRatio: finish(ratio), weightedSigmoid: finish(sigmoid) },
    units,
    gridPoints: model.n,
    reliability: model.bins.map((b) => ({ p: b.n ? b.p / b.n : NaN, admitted: b.n ? b.o / b.n : NaN, n: b.n })),
  };
}

/** Pools several runs (a province over its years, or everything) weighting each by its grid points and units. */
export function poolScores(scores: readonly BacktestScore[]): Omit<BacktestScore, 'province' | 'track' | 'year'> {
  const method = (pick: (s: BacktestScore) => MethodScore): MethodScore => {
    const tiers = {} as Record<Tier, TierShare>;
    for (const t of ['保', '稳', '冲'] as const) {
      const n = scores.reduce((s, x) => s + pick(x).tiers[t].n, 0);
      const yes = scores.reduce((s, x) => s + (pick(x).tiers[t].n ? pick(x).tiers[t].admitted * pick(x).tiers[t].n : 0), 0);
      tiers[t] = { admitted: n ? yes / n : NaN, n };
    }
    const grid = scores.reduce((s, x) => s + x.gridPoints, 0);
    const avg = (f: (m: MethodScore) => number, weight: (x: BacktestScore) => number) => {
      const w = scores.reduce((s, x) => s + (Number.isFinite(f(pick(x))) ? weight(x) : 0), 0);
      return w ? scores.reduce((s, x) => s + (Number.isFinite(f(pick(x))) ? f(pick(x)) * weight(x) : 0), 0) / w : NaN;
    };
    return {
      tiers,
      brier: grid ? avg((m) => m.brier, (x) => x.gridPoints) : NaN,
      within7: avg((m) => m.within7, (x) => x.units.total),
      calibrationError: avg((m) => m.calibrationError, (x) => x.gridPoints),
    };
  };
  const model = method((s) => s.model);
  const coverageWeight = scores.reduce((s, x) => s + x.gridPoints, 0);
  return {
    model: {
      ...model,
      coverage80: coverageWeight
        ? scores.reduce((s, x) => s + (Number.isFinite(x.model.coverage80) ? x.model.coverage80 * x.gridPoints : 0), 0) / coverageWeight
        : NaN,
    },
    baselines: { rankRatio: method((s) => s.baselines.rankRatio), weightedSigmoid: method((s) => s.baselines.weightedSigmoid) },
    units: {
      total: scores.reduce((s, x) => s + x.units.total, 0),
      linked: scores.reduce((s, x) => s + x.units.linked, 0),
      schoolFallback: scores.reduce((s, x) => s + x.units.schoolFallback, 0),
      none: scores.reduce((s, x) => s + x.units.none, 0),
    },
    gridPoints: scores.reduce((s, x) => s + x.gridPoints, 0),
    reliability: Array.from({ length: 10 }, (_, i) => {
      const n = scores.reduce((s, x) => s + x.reliability[i]!.n, 0);
      const sum = (f: (b: { p: number; admitted: number; n: number }) => number) =>
        scores.reduce((s, x) => s + (x.reliability[i]!.n ? f(x.reliability[i]!) * x.reliability[i]!.n : 0), 0);
      return { p: n ? sum((b) => b.p) / n : NaN, admitted: n ? sum((b) => b.admitted) / n : NaN, n };
    }),
  };
}

/** Rank quantiles of the virtual students of the list backtest (issue: 0.2 … 0.8 of past years). */
export const VIRTUAL_STUDENT_QUANTILES = [0.2, 0.35, 0.5, 0.65, 0.8] as const;

export interface StrategyScore {
  /** Share of virtual students admitted nowhere on the real lines */
  fallRate: number;
  /**
   * Mean landing position: how many places, in the student's order of
   * preference, the unit they land in lies below the most preferred unit the
   * real lines would have admitted them to (0 = the best their rank allowed)
   */
  meanLanding: number;
}

export interface PortfolioScore {
  students: number;
  maxChoices: number;
  advised: StrategyScore;
  mechanical343: StrategyScore;
  allSafe: StrategyScore;
}

/**
 * Lists built from the years before Y for virtual students, scored on Y's real
 * lines. The students' ranks are quantiles of the previous year's 本科 lines;
 * each prefers more selective units (the predicted centre orders them, the
 * same order for every strategy). Strategies: the advice (the most preferred
 * reachable units, then adviseList under a 2 % 滑档 ceiling), a mechanical
 * 3:4:3 冲稳保 list, and an all-保 list, each as long as the batch allows.
 * Landing is measured from the best unit the real lines allowed (see StrategyScore).
 * Only units with a real line in Y can be scored, so the pool is those.
 */
export function scorePortfolio(
  forecast: Forecast,
  actual: YearCatalogue,
  previous: YearCatalogue | null,
  maxChoices: number,
  seed: number,
): PortfolioScore | null {
  const realRank = new Map(
    actual.units.map((u) => [u.id, u.outcome?.rankSource === 'estimated' ? null : (u.outcome?.rank ?? null)]),
  );
  const pool = forecast.predictions
    .filter(
      (p) =>
        p.source !== 'none' &&
        Number.isFinite(p.centre) &&
        p.unit.level !== '专科' &&
        p.unit.planClass === 'ordinary' &&
        realRank.get(p.unit.id),
    )
    .sort((a, b) => a.centre - b.centre);
  const pastRanks = (previous?.units ?? [])
    .filter((u) => u.level !== '专科' && u.planClass === 'ordinary' && u.outcome?.rank)
    .map((u) => u.outcome!.rank!)
    .sort((a, b) => a - b);
  if (pool.length < maxChoices || pastRanks.length < 20) return null;
  const preference = new Map(pool.map((p, i) => [p.unit.id, i + 1]));
  const tally = () => ({ fell: 0, landed: 0, landingSum: 0 });
  const totals = { advised: tally(), mechanical343: tally(), allSafe: tally() };
  const score = (list: string[], rank: number, best: number, into: ReturnType<typeof tally>) => {
    const hit = list.find((id) => (realRank.get(id) ?? 0) >= rank);
    if (!hit) into.fell++;
    else {
      into.landed++;
      into.landingSum += preference.get(hit)! - best;
    }
  };
  let students = 0;
  for (const q of VIRTUAL_STUDENT_QUANTILES) {
    const rank = pastRanks[Math.floor(q * (pastRanks.length - 1))]!;
    const withP = pool.map((p) => ({ id: p.unit.id, p: admissionProbability(p, rank) }));
    const inTier = (lo: number, hi: number) => withP.filter((x) => x.p >= lo && x.p < hi).map((x) => x.id);
    const chong = inTier(TIER_BANDS.冲, TIER_BANDS.稳);
    const wen = inTier(TIER_BANDS.稳, TIER_BANDS.保);
    const bao = inTier(TIER_BANDS.保, 2);
    const nChong = Math.round(maxChoices * 0.3);
    const nWen = Math.round(maxChoices * 0.4);
    const mechanical = [...chong.slice(0, nChong), ...wen.slice(0, nWen), ...bao.slice(0, maxChoices - nChong - nWen)];
    const allSafe = bao.slice(0, maxChoices);
    const wishes = withP.filter((x) => x.p >= TIER_BANDS.冲).slice(0, maxChoices).map((x) => ({ unitId: x.id }));
    const advice = adviseList(forecast, wishes, rank, { maxChoices, pool: withP.map((x) => x.id), seed, draws: 1000 });
    const advised = advice.entries.map((e) => e.unitId);
    const best = pool.findIndex((p) => realRank.get(p.unit.id)! >= rank) + 1;
    students++;
    score(advised, rank, best, totals.advised);
    score(mechanical, rank, best, totals.mechanical343);
    score(allSafe, rank, best, totals.allSafe);
  }
  const finishStrategy = (t: ReturnType<typeof tally>): StrategyScore => ({
    fallRate: students ? t.fell / students : NaN,
    meanLanding: t.landed ? t.landingSum / t.landed : NaN,
  });
  return {
    students,
    maxChoices,
    advised: finishStrategy(totals.advised),
    mechanical343: finishStrategy(totals.mechanical343),
    allSafe: finishStrategy(totals.allSafe),
  };
}
