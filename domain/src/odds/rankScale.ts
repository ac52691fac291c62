import { bandCount, bandTop, type RankBand } from '../ranktables';

/** One 一分一段 table as the odds model reads it. */
export interface OddsRankTable {
  province: string;
  year: number;
  track: string;
  /** ok | gaps | truncated | suspect (one quality per table); `estimated` for a stand-in built from lines */
  quality: string;
  /** Rows sorted by score, highest first */
  bands: readonly RankBand[];
}

/**
 * Score ↔ rank over one table, by binary search (the backtest converts
 * hundreds of thousands of lines). Ranks are the last rank at a score
 * (累计人数), the convention of the published admission ranks and of
 * `rank_derived` rows: a student at the line's score clears the line.
 */
export class RankScale {
  readonly province: string;
  readonly year: number;
  readonly track: string;
  readonly quality: string;
  /** 累计人数 of the last row: candidates the table counts */
  readonly total: number;
  /** Lowest score a row starts at */
  readonly bottomScore: number;
  readonly topScore: number;
  private readonly scores: Float64Array;
  private readonly tops: Float64Array;
  private readonly cumulatives: Float64Array;
  private readonly firstRanks: Float64Array;

  constructor(table: OddsRankTable, fullMark = 900) {
    const bands = [...table.bands].sort((a, b) => b.score - a.score);
    this.province = table.province;
    this.year = table.year;
    this.track = table.track;
    this.quality = table.quality;
    const n = bands.length;
    this.scores = new Float64Array(n);
    this.tops = new Float64Array(n);
    this.cumulatives = new Float64Array(n);
    this.firstRanks = new Float64Array(n);
    let previous = 0;
    bands.forEach((band, i) => {
      this.scores[i] = band.score;
      this.tops[i] = bandTop(band, fullMark);
      this.cumulatives[i] = band.cumulative;
      const count = bandCount(band, previous);
      this.firstRanks[i] = count > 0 ? band.cumulative - count + 1 : band.cumulative;
      previous = band.cumulative;
    });
    this.total = n > 0 ? this.cumulatives[n - 1]! : 0;
    this.bottomScore = n > 0 ? this.scores[n - 1]! : 0;
    this.topScore = n > 0 ? this.tops[0]! : 0;
  }

  /** The table covers only its upper part (上海 ≥ 402 …): ranks below its end are unknown. */
  get truncated(): boolean {
    return this.quality === 'truncated';
  }

  /**
   * Rank of a score (the last rank at it), or null when no row covers it: above
   * the top row, or below the end of the table. A score between two printed
   * rows (nobody scored it) ranks at the row above's 累计人数.
   */
  rankOfScore(score: number): number | null {
    const n = this.scores.length;
    if (n === 0 || !Number.isFinite(score) || score > this.topScore || score < this.bottomScore) return null;
    // first row (from the top) whose lowest score is ≤ score
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.scores[mid]! <= score) hi = mid;
      else lo = mid + 1;
    }
    if (score > this.tops[lo]! && lo > 0) return this.cumulatives[lo - 1]!;
    return this.cumulatives[lo]!;
  }

  /** The score of the row holding a rank (等效分), or null past the table's end. */
  scoreOfRank(rank: number): number | null {
    const n = this.cumulatives.length;
    if (n === 0 || !Number.isFinite(rank) || rank > this.total) return null;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulatives[mid]! >= rank) hi = mid;
      else lo = mid + 1;
    }
    return this.scores[lo]!;
  }

  /** Rank range [first, last] of the row holding a score, or null. */
  rankRangeOfScore(score: number): [number, number] | null {
    const last = this.rankOfScore(score);
    if (last === null) return null;
    const i = this.cumulatives.indexOf(last);
    return [i >= 0 ? this.firstRanks[i]! : last, last];
  }
}

/**
 * The cohort change between two years of a track, as the ratio of candidates
 * the two tables count — only when they count the same population: both
 * complete, or both cut at the same score (上海 402/403, 天津 300), and neither
 * marked suspect. Otherwise null: the change is unknown and the model says so.
 */
export function cohortRatio(from: RankScale | null, to: RankScale | null): number | null {
  if (!from || !to || from.total <= 0 || to.total <= 0) return null;
  if ([from.quality, to.quality].some((q) => q === 'suspect' || q === 'estimated')) return null;
  const comparable =
    (!from.truncated && !to.truncated) || (from.truncated && to.truncated && Math.abs(from.bottomScore - to.bottomScore) <= 5);
  return comparable ? to.total / from.total : null;
}

/**
 * A stand-in 一分一段 table for a year whose table is not in the data (江苏
 * 物理类 2024), built from the (score, rank) pairs the year's own lines print:
 * the median rank at each score, made monotone (pool-adjacent-violators), and
 * log-linear between printed scores. Only scores between the lowest and the
 * highest printed one are covered; the table's quality is `estimated`, ranks
 * read from it are marked so, and no cohort is compared with it. Null when
 * the pairs are too few (fewer than 40 scores or a span under 60 points).
 */
export function impliedRankTable(
  province: string,
  track: string,
  year: number,
  pairs: readonly { score: number; rank: number }[],
): OddsRankTable | null {
  const byScore = new Map<number, number[]>();
  for (const p of pairs) {
    if (!Number.isInteger(p.score) || !(p.rank > 0)) continue;
    const list = byScore.get(p.score);
    if (list) list.push(p.rank);
    else byScore.set(p.score, [p.rank]);
  }
  const points = [...byScore.entries()]
    .map(([score, ranks]) => {
      const sorted = [...ranks].sort((a, b) => a - b);
      return { score, logRank: Math.log(sorted[sorted.length >> 1]!), weight: ranks.length };
    })
    .sort((a, b) => b.score - a.score);
  if (points.length < 40 || points[0]!.score - points[points.length - 1]!.score < 60) return null;
  // pool adjacent violators: log rank must not fall as the score falls
  const blocks: { value: number; weight: number; from: number; to: number }[] = [];
  points.forEach((p, i) => {
    blocks.push({ value: p.logRank, weight: p.weight, from: i, to: i });
    while (blocks.length > 1 && blocks[blocks.length - 2]!.value > blocks[blocks.length - 1]!.value) {
      const b = blocks.pop()!;
      const a = blocks.pop()!;
      const weight = a.weight + b.weight;
      blocks.push({ value: (a.value * a.weight + b.value * b.weight) / weight, weight, from: a.from, to: b.to });
    }
  });
  const fitted = new Array<number>(points.length);
  for (const b of blocks) for (let i = b.from; i <= b.to; i++) fitted[i] = b.value;
  const bands: RankBand[] = [];
  let previous = 0;
  for (let i = 0; i < points.length; i++) {
    const hi = points[i]!;
    const next = points[i + 1];
    const last = next ? hi.score - next.score : 1;
    for (let step = 0; step < last; step++) {
      const score = hi.score - step;
      const t = next ? step / (hi.score - next.score) : 0;
      const logRank = next ? fitted[i]! + t * (fitted[i + 1]! - fitted[i]!) : fitted[i]!;
      const cumulative = Math.max(previous, Math.round(Math.exp(logRank)));
      bands.push({ score, scoreLabel: null, count: bands.length === 0 ? null : cumulative - previous, cumulative });
      previous = cumulative;
    }
  }
  return { province, year, track, quality: 'estimated', bands };
}
