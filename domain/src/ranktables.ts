import { competitionLevel, type CompetitionLevel } from './rules/competition';

/**
 * 一分一段: pure lookups over one rank table (one province × year × track).
 * A band is one row of the published table: a single score, a 10-point band
 * (北京 `NNN-MMM`) or the merged top band (`NNN及以上`).
 */
export interface RankBand {
  /** Lowest score of the band */
  score: number;
  scoreLabel: string | null;
  /** Candidates in the band; null where the source printed only the cumulative */
  count: number | null;
  /** 累计人数: rank of the last candidate in the band */
  cumulative: number;
}

/** The highest score a band covers: MMM of `NNN-MMM`, the full mark for `NNN及以上`, else its score. */
export function bandTop(band: RankBand, fullMark: number): number {
  const label = band.scoreLabel ?? '';
  if (label.endsWith('及以上')) return fullMark;
  const m = /^\d+(?:\.\d+)?-(\d+(?:\.\d+)?)$/.exec(label);
  return m ? Number(m[1]) : band.score;
}

/** Rank range of a band: `cumulative − count + 1 … cumulative`. */
export function bandRankRange(band: RankBand, previousCumulative: number): { highestRank: number; lowestRank: number } {
  const count = band.count ?? band.cumulative - previousCumulative;
  return { highestRank: band.cumulative - count + 1, lowestRank: band.cumulative };
}

/** 位次区间 of a score (spec §3 Rank segment). */
export interface RankSegment {
  score: number;
  /** The band the score falls in: its label as published, or the score */
  bandLabel: string;
  highestRank: number;
  lowestRank: number;
  sameScoreCount: number;
  /** 建议位次: the last rank at this score, what admission compares against */
  suggestedRank: number;
  competitionLevel: CompetitionLevel;
}

/**
 * Finds the band of a score in a table sorted by score, highest first. A score
 * no band covers (above the top, below the bottom of a truncated table) gives
 * null; a score inside the table that nobody scored ranks right after the band above.
 */
export function lookupRank(bands: readonly RankBand[], score: number, fullMark: number): RankSegment | null {
  if (bands.length === 0 || !Number.isFinite(score) || score < 0 || score > fullMark) return null;
  let previousCumulative = 0;
  for (let i = 0; i < bands.length; i++) {
    const band = bands[i]!;
    const top = bandTop(band, fullMark);
    if (score > top) {
      // above the first band: nothing covers it; between bands: nobody scored it
      if (i === 0) return null;
      const rank = previousCumulative + 1;
      return {
        score,
        bandLabel: String(score),
        highestRank: rank,
        lowestRank: rank,
        sameScoreCount: 0,
        suggestedRank: rank,
        competitionLevel: competitionLevel(0),
      };
    }
    if (score >= band.score) {
      const range = bandRankRange(band, previousCumulative);
      const same = range.lowestRank - range.highestRank + 1;
      return {
        score,
        bandLabel: band.scoreLabel ?? String(band.score),
        ...range,
        sameScoreCount: same,
        suggestedRank: range.lowestRank,
        competitionLevel: competitionLevel(same),
      };
    }
    previousCumulative = band.cumulative;
  }
  return null;
}

/** 等效分: the band of another year's table that holds a given rank, or null past its end. */
export function scoreAtRank(
  bands: readonly RankBand[],
  rank: number,
): { score: number; bandLabel: string; highestRank: number; lowestRank: number } | null {
  let previousCumulative = 0;
  for (const band of bands) {
    if (band.cumulative >= rank) {
      return { score: band.score, bandLabel: band.scoreLabel ?? String(band.score), ...bandRankRange(band, previousCumulative) };
    }
    previousCumulative = band.cumulative;
  }
  return null;
}
