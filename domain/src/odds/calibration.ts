import { RECENCY_DECAYS } from './history';
import { logGamma, mad, median, studentTQuantile } from './stats';

/**
 * The fitted parameters of the predictive distribution, per province, track
 * and target year, from the residuals of years before the target only.
 *
 * A unit's next lowest rank, in log space: z = rawCentre + β·cohort + γ·plan
 * + bias + drift + noise, where drift is shared by every unit of the province
 * that year (scale τ) and noise is the unit's own (scale σ, by how selective
 * the unit is, wider for one year of history or a school fallback). Both are
 * Student's t with ν degrees of freedom: lines jump more often than a normal
 * curve allows.
 */
export interface ModelParameters {
  /** Recency decay of the history (one of RECENCY_DECAYS) */
  rho: number;
  /** Share of the change in how far 本科 reaches that moves a unit's line, per position bin (see POSITION_EDGES) */
  beta: number[];
  /** Elasticity of the lowest rank to the unit's change in places */
  gamma: number;
  /** Mean shared movement left after the cohort term */
  bias: number;
  /** Scale of the shared drift of a province-year */
  tau: number;
  /**
   * Uncertainty of β: how far the past province-years strayed from the fitted
   * share. A year's lines can follow a change in reach fully or hardly at all
   * (广东 2025 followed its 本科 line; 湖北 历史类 2025 stayed put while its
   * candidates grew), so a unit's spread widens with the size of the change it
   * is adjusted for, and the widening is shared by the province-year.
   */
  betaSpread: number;
  /** Degrees of freedom of the t distributions */
  nu: number;
  /** Scale of a unit's own noise per position bin */
  sigma: number[];
  /** Noise multiplier for one year of history */
  singleYearFactor: number;
  /** Noise multiplier for a school fallback */
  fallbackFactor: number;
  /** What the fit rested on */
  basis: {
    /** Years of residuals used (before the target year) */
    years: number[];
    /** Residuals of all provinces, and of this province and track */
    residuals: number;
    ownResiduals: number;
    /** Province-years whose shared drift was measured, and this province's */
    driftYears: number;
    ownDriftYears: number;
  };
}

/**
 * Upper edges of the position bins. A unit's position is its lowest rank over
 * the rank of the year's 本科 line: near 1 at the bottom of 本科, small for
 * the most selective units, above 1 for 专科.
 */
export const POSITION_EDGES = [0.01, 0.04, 0.12, 0.35, 0.8, 1.5] as const;
const BINS = POSITION_EDGES.length + 1;

export function positionBin(position: number): number {
  const i = POSITION_EDGES.findIndex((edge) => position < edge);
  return i === -1 ? POSITION_EDGES.length : i;
}

/**
 * Prior values, used until past years give residuals, and the weights they
 * carry against the data. Set before any backtest: the lines at the bottom of
 * 本科 follow the change in how far 本科 reaches in full and the most
 * selective ones not at all (β = √position, capped at 1), give or take 0.3
 * (the spread of a share anywhere between 0 and 1); a modest plan elasticity;
 * a 5 % shared drift; unit noise that widens for selective units.
 */
export const PRIOR_PARAMETERS: ModelParameters = {
  rho: 0.7,
  beta: [0.07, 0.14, 0.26, 0.45, 0.73, 1, 1],
  gamma: 0.3,
  bias: 0,
  tau: 0.05,
  betaSpread: 0.3,
  nu: 5,
  sigma: [0.3, 0.24, 0.18, 0.13, 0.09, 0.06, 0.06],
  singleYearFactor: 1.15,
  fallbackFactor: 1.8,
  basis: { years: [], residuals: 0, ownResiduals: 0, driftYears: 0, ownDriftYears: 0 },
};

const PRIOR_WEIGHT = {
  /** β per bin: as one province-year of 50 units with a 14 % change */
  beta: 1,
  /** γ: as two units whose places doubled */
  gamma: 1,
  /** τ and bias: province-years */
  drift: 2,
  /** σ of all provinces against the prior, and of one province against all: residuals per bin */
  sigma: 20,
  ownSigma: 40,
  /** factors: residuals */
  factor: 30,
};

/** A province-year counts for the drift when this many of its units have a residual. */
const MIN_DRIFT_UNITS = 30;

const NU_GRID = [2.5, 3, 4, 5, 7, 10, 20, 200] as const;

/** The residual of one unit in one past year: its real lowest log rank minus the raw centre of its history. */
export interface ResidualRecord {
  province: string;
  track: string;
  year: number;
  /** Lowest rank over the rank of that year's 本科 line (see POSITION_EDGES) */
  position: number;
  /** One year of history */
  single: boolean;
  fallback: boolean;
  /** Per recency decay (RECENCY_DECAYS): log(real lowest rank) − raw centre, and the weighted log reach ratio */
  byDecay: { residual: number; cohortExposure: number }[];
  planChange: number;
}

/** A record seen through one recency decay. */
interface Seen {
  province: string;
  track: string;
  year: number;
  position: number;
  single: boolean;
  fallback: boolean;
  residual: number;
  cohortExposure: number;
  planChange: number;
}

const shrink = (value: number, n: number, prior: number, n0: number) => (n * value + n0 * prior) / (n + n0);


/**
 * Fits the parameters for one province, track and target year from residual
 * records; records of the target year or later are ignored, so a backtest can
 * hand in everything it has.
 */
export function fitParameters(
  records: readonly ResidualRecord[],
  target: { province: string; track: string; year: number },
  prior: ModelParameters = PRIOR_PARAMETERS,
): ModelParameters {
  return new ParameterFit(records, target.year, prior).fit(target);
}

/** What one province and track has of its own in a shared fit: its drifts, and its normalized residuals per bin. */
interface OwnPart {
  drifts: number[];
  normalized: number[][];
}

/**
 * The part of a year's fit that is the same for every province and track
 * fitted with the same recency decay: β, γ, the bias, the pooled τ and σ, ν
 * and the factors. Only the decay choice, τ and σ look at the target's own
 * province and track (shrunk to these).
 */
interface SharedFit {
  decay: number;
  beta: number[];
  gamma: number;
  bias: number;
  tauAll: number;
  betaSpread: number;
  nu: number;
  q75: number;
  pooledSigma: number[];
  singleYearFactor: number;
  fallbackFactor: number;
  years: number[];
  residuals: number;
  driftYears: number;
  /** By `province|track` */
  own: Map<string, OwnPart>;
}

const ownKey = (r: { province: string; track: string }) => `${r.province}|${r.track}`;

/**
 * The fits of one target year, for any province and track: what they share is
 * computed once per recency decay and kept, so the fit of each further
 * province and track costs its own decay choice and its own τ and σ (a
 * forecast per province used to refit everything, about a second each).
 * Gives exactly what fitting each target alone gives.
 */
export class ParameterFit {
  private readonly before: readonly ResidualRecord[];
  private readonly linked: readonly ResidualRecord[];
  private linkedDecay: number | null = null;
  private readonly shared = new Map<number, SharedFit>();

  constructor(
    records: readonly ResidualRecord[],
    year: number,
    private readonly prior: ModelParameters = PRIOR_PARAMETERS,
  ) {
    this.before = records.filter((r) => r.year < year);
    this.linked = this.before.filter((r) => !r.fallback);
  }

  fit(target: { province: string; track: string }): ModelParameters {
    const { prior } = this;
    const key = ownKey(target);
    const decay = this.decayFor(key);
    let shared = this.shared.get(decay);
    if (!shared) this.shared.set(decay, (shared = fitShared(this.before, decay, prior)));
    const own = shared.own.get(key);

    // the shared drift's scale: this province's shrunk to all
    const ownDrifts = own?.drifts ?? [];
    const ownSq = ownDrifts.reduce((s, d) => s + (d - shared.bias) ** 2, 0);
    const tau = Math.sqrt((ownSq + PRIOR_WEIGHT.drift * shared.tauAll ** 2) / (ownDrifts.length + PRIOR_WEIGHT.drift));

    const ownMad = Array.from({ length: BINS }, (_, bin) => {
      const mine = own?.normalized[bin] ?? [];
      return { n: mine.length, mad: mine.length > 0 ? mad(mine) : NaN };
    });
    const sigma = shared.pooledSigma.map((pooled, bin) => {
      const mine = ownMad[bin]!;
      return mine.n > 0 && mine.mad > 0 ? shrink(mine.mad / shared.q75, mine.n, pooled, PRIOR_WEIGHT.ownSigma) : pooled;
    });

    return {
      rho: RECENCY_DECAYS[decay]!,
      beta: [...shared.beta],
      gamma: shared.gamma,
      bias: shared.bias,
      tau,
      betaSpread: shared.betaSpread,
      nu: shared.nu,
      sigma,
      singleYearFactor: shared.singleYearFactor,
      fallbackFactor: shared.fallbackFactor,
      basis: {
        years: [...shared.years],
        residuals: shared.residuals,
        ownResiduals: ownMad.reduce((sum, m) => sum + m.n, 0),
        driftYears: shared.driftYears,
        ownDriftYears: ownDrifts.length,
      },
    };
  }

  /** The decay of a target: chosen on its own linked residuals when it has 300, else on everyone's (the same for all such targets). */
  private decayFor(key: string): number {
    const own = this.linked.filter((r) => ownKey(r) === key);
    if (own.length >= 300) return chooseDecay(own, this.prior);
    if (this.linkedDecay === null) this.linkedDecay = chooseDecay(this.linked, this.prior);
    return this.linkedDecay;
  }
}

function fitShared(before: readonly ResidualRecord[], decay: number, prior: ModelParameters): SharedFit {
  const past: Seen[] = [];
  for (const r of before) {
    const d = r.byDecay[decay]!;
    if (!Number.isFinite(d.residual)) continue;
    past.push({
      province: r.province,
      track: r.track,
      year: r.year,
      position: r.position,
      single: r.single,
      fallback: r.fallback,
      residual: d.residual,
      cohortExposure: d.cohortExposure,
      planChange: r.planChange,
    });
  }
  const own = new Map<string, OwnPart>();
  const ownOf = (r: { province: string; track: string }): OwnPart => {
    const key = ownKey(r);
    let part = own.get(key);
    if (!part) own.set(key, (part = { drifts: [], normalized: Array.from({ length: BINS }, () => []) }));
    return part;
  };

  // shared drift d of each past province-year and β per bin: r = β(bin)·exposure + d + noise
  const groups = new Map<string, Seen[]>();
  for (const r of past) {
    const key = `${r.province}|${r.track}|${r.year}`;
    const list = groups.get(key) ?? [];
    list.push(r);
    groups.set(key, list);
  }
  const usable = [...groups.entries()]
    .map(([key, list]) => {
      const linked = list.filter((r) => !r.fallback);
      return { key, first: list[0]!, units: linked.length >= MIN_DRIFT_UNITS ? linked : list };
    })
    .filter((g) => g.units.length >= MIN_DRIFT_UNITS);
  const beta = [...prior.beta];
  const driftOf = new Map<string, number>();
  const binned = usable.map((g) => {
    const bins: Seen[][] = Array.from({ length: BINS }, () => []);
    for (const r of g.units) bins[positionBin(r.position)]!.push(r);
    return bins.map((list) =>
      list.length >= 10
        ? { n: list.length, exposure: median(list.map((r) => r.cohortExposure)), residual: median(list.map((r) => r.residual)) }
        : null,
    );
  });
  for (let round = 0; round < 4; round++) {
    for (const g of usable) driftOf.set(g.key, median(g.units.map((r) => r.residual - beta[positionBin(r.position)]! * r.cohortExposure)));
    const sxy = prior.beta.map((b) => PRIOR_WEIGHT.beta * 0.02 * b);
    const sxx = prior.beta.map(() => PRIOR_WEIGHT.beta * 0.02);
    usable.forEach((g, gi) => {
      const d = driftOf.get(g.key)!;
      binned[gi]!.forEach((cell, bin) => {
        if (!cell || cell.exposure === 0) return;
        const w = Math.min(cell.n, 50) / 50;
        sxy[bin]! += w * cell.exposure * (cell.residual - d);
        sxx[bin]! += w * cell.exposure * cell.exposure;
      });
    });
    for (let bin = 0; bin < BINS; bin++) beta[bin] = Math.max(0, Math.min(1.3, sxy[bin]! / sxx[bin]!));
  }
  const drifts = usable.map((g) => ({ first: g.first, drift: driftOf.get(g.key)! }));
  // how far the province-years strayed from the fitted share: the cells' misses beyond what cells with no
  // change in reach miss by anyway, per unit of change (prior: as one group of 14 % change off by the prior)
  const cells: { miss: number; exposure: number; w: number }[] = [];
  usable.forEach((g, gi) => {
    const d = driftOf.get(g.key)!;
    binned[gi]!.forEach((cell, bin) => {
      if (!cell) return;
      cells.push({ miss: cell.residual - d - beta[bin]! * cell.exposure, exposure: cell.exposure, w: Math.min(cell.n, 50) / 50 });
    });
  });
  const still = cells.filter((c) => c.exposure === 0);
  const baseline = still.length > 0 ? still.reduce((sum, c) => sum + c.w * c.miss ** 2, 0) / still.reduce((sum, c) => sum + c.w, 0) : 0;
  let missSq = PRIOR_WEIGHT.beta * 0.02 * prior.betaSpread ** 2;
  let exposureSq = PRIOR_WEIGHT.beta * 0.02;
  for (const c of cells) {
    if (c.exposure === 0) continue;
    missSq += c.w * Math.max(0, c.miss ** 2 - baseline);
    exposureSq += c.w * c.exposure ** 2;
  }
  const betaSpread = Math.sqrt(missSq / exposureSq);

  // unit residuals net of their year's drift and of the cohort term
  const netted: { r: Seen; e: number }[] = [];
  for (const r of past) {
    const d = driftOf.get(`${r.province}|${r.track}|${r.year}`);
    if (d !== undefined) netted.push({ r, e: r.residual - d - beta[positionBin(r.position)]! * r.cohortExposure });
  }

  // γ: response to the change in places
  let gxy = PRIOR_WEIGHT.gamma * prior.gamma;
  let gxx = PRIOR_WEIGHT.gamma;
  for (const { r, e } of netted) {
    if (r.fallback || r.planChange === 0) continue;
    gxy += r.planChange * e;
    gxx += r.planChange * r.planChange;
  }
  const gamma = Math.max(0, Math.min(1, gxy / gxx));
  const noise = netted.map(({ r, e }) => ({ r, e: e - gamma * r.planChange }));

  // the shared drift: its mean (bias) and scale (τ) over all; each province's own drifts shrink it (ParameterFit.fit)
  const bias = drifts.reduce((s, g) => s + g.drift, 0) / (drifts.length + PRIOR_WEIGHT.drift);
  const tauAll = Math.sqrt(
    (drifts.reduce((s, g) => s + (g.drift - bias) ** 2, 0) + PRIOR_WEIGHT.drift * prior.tau ** 2) / (drifts.length + PRIOR_WEIGHT.drift),
  );
  for (const g of drifts) ownOf(g.first).drifts.push(g.drift);

  // factors for one year of history and for a school fallback, by median absolute residual within bins
  const byBin: { r: Seen; e: number }[][] = Array.from({ length: BINS }, () => []);
  for (const x of noise) byBin[positionBin(x.r.position)]!.push(x);
  const factor = (pick: (r: Seen) => boolean, base: (r: Seen) => boolean, priorValue: number) => {
    let num = 0;
    let n = 0;
    for (const list of byBin) {
      const a = list.filter((x) => pick(x.r)).map((x) => x.e);
      const b = list.filter((x) => base(x.r)).map((x) => x.e);
      if (a.length < 10 || b.length < 10) continue;
      const mb = mad(b);
      if (!(mb > 0)) continue;
      num += a.length * (mad(a) / mb);
      n += a.length;
    }
    return n > 0 ? shrink(num / n, n, priorValue, PRIOR_WEIGHT.factor) : priorValue;
  };
  const singleYearFactor = factor((r) => !r.fallback && r.single, (r) => !r.fallback && !r.single, prior.singleYearFactor);
  const fallbackFactor = factor((r) => r.fallback, (r) => !r.fallback, prior.fallbackFactor);
  const scaleOf = (r: Seen) => (r.single ? singleYearFactor : 1) * (r.fallback ? fallbackFactor : 1);
  const normalizedByBin = byBin.map((list, bin) =>
    list.map((x) => {
      const e = x.e / scaleOf(x.r);
      ownOf(x.r).normalized[bin]!.push(e);
      return e;
    }),
  );
  const allMad = normalizedByBin.map((list) => ({ n: list.length, mad: list.length > 0 ? mad(list) : NaN }));

  // ν by likelihood over the pooled residuals (at most 20,000, evenly spaced), each bin scaled by its own MAD
  let nu = prior.nu;
  const total = noise.length;
  if (total >= 200) {
    const step = Math.max(1, Math.floor(total / 20_000));
    let best = -Infinity;
    for (const candidate of NU_GRID) {
      const q75 = studentTQuantile(0.75, candidate);
      const constant = logGamma((candidate + 1) / 2) - logGamma(candidate / 2) - 0.5 * Math.log(candidate * Math.PI);
      let ll = 0;
      normalizedByBin.forEach((list, bin) => {
        const m = allMad[bin]!;
        if (!(m.mad > 0) || m.n < 20) return;
        const scale = m.mad / q75;
        const logScale = Math.log(scale);
        for (let i = 0; i < list.length; i += step) {
          const t = list[i]! / scale;
          ll += constant - ((candidate + 1) / 2) * Math.log(1 + (t * t) / candidate) - logScale;
        }
      });
      if (ll > best) {
        best = ll;
        nu = candidate;
      }
    }
  }
  const q75 = studentTQuantile(0.75, nu);
  const pooledSigma = allMad.map((all, bin) => {
    const priorSigma = prior.sigma[bin]!;
    return all.n > 0 && all.mad > 0 ? shrink(all.mad / q75, all.n, priorSigma, PRIOR_WEIGHT.sigma) : priorSigma;
  });

  return {
    decay,
    beta,
    gamma,
    bias,
    tauAll,
    betaSpread,
    nu,
    q75,
    pooledSigma,
    singleYearFactor,
    fallbackFactor,
    years: [...new Set(past.map((r) => r.year))].sort((a, b) => a - b),
    residuals: noise.length,
    driftYears: drifts.length,
    own,
  };
}

/**
 * The recency decay whose centres missed least in past years: the median
 * absolute residual net of each province-year's drift, this province's own
 * when it has enough matched units, else all provinces'.
 */
function chooseDecay(basis: readonly ResidualRecord[], prior: ModelParameters): number {
  if (basis.length < 300) return Math.max(0, RECENCY_DECAYS.indexOf(prior.rho as (typeof RECENCY_DECAYS)[number]));
  let best = 0;
  let bestError = Infinity;
  RECENCY_DECAYS.forEach((_, decay) => {
    const groups = new Map<string, number[]>();
    for (const r of basis) {
      const v = r.byDecay[decay]!.residual;
      if (!Number.isFinite(v)) continue;
      const key = `${r.province}|${r.track}|${r.year}`;
      const list = groups.get(key);
      if (list) list.push(v);
      else groups.set(key, [v]);
    }
    const errors: number[] = [];
    for (const list of groups.values()) {
      const d = median(list);
      for (const v of list) errors.push(Math.abs(v - d));
    }
    const error = median(errors);
    if (error < bestError - 1e-9) {
      bestError = error;
      best = decay;
    }
  });
  return best;
}
