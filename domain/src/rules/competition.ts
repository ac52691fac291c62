/** 竞争程度 of a score, from how many candidates share it (同分人数). */
export type CompetitionLevel = '高' | '中' | '低';

/** Same-score counts at or above which competition is 高 / 中 (spec §9). */
export const COMPETITION_THRESHOLDS = { high: 1000, medium: 300 } as const;

/** 高 from 1000 candidates on the same score, 中 from 300 to 999, 低 below 300. */
export function competitionLevel(sameScoreCount: number): CompetitionLevel {
  if (!Number.isFinite(sameScoreCount) || sameScoreCount < 0) {
    throw new RangeError(`同分人数 must be a non-negative number, got ${sameScoreCount}`);
  }
  if (sameScoreCount >= COMPETITION_THRESHOLDS.high) return '高';
  if (sameScoreCount >= COMPETITION_THRESHOLDS.medium) return '中';
  return '低';
}
