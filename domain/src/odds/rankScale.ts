import { bandCount, bandTop, type RankBand } from '../ranktables';

/** One 一分一段 table as the odds model reads it. */
export interface OddsRankTable {
  province: string;
  year: number;
  track: string;
  /** ok | gaps | truncated | suspect (one quality per table) */
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
  if (from.quality === 'suspect' || to.quality === 'suspect') return null;
  const comparable =
    (!from.truncated && !to.truncated) || (from.truncated && to.truncated && Math.abs(from.bottomScore - to.bottomScore) <= 5);
  return comparable ? to.total / from.total : null;
}
