import { describe, expect, it } from 'vitest';
import { RankScale, cohortRatio, impliedRankTable } from './rankScale';
import { flatTable } from './fixtures';
import { normalCdf, Random, studentTCdf, studentTQuantile } from './stats';

describe('distributions', () => {
  it('Student t matches published quantiles', () => {
    // t(0.9; ν=5) = 1.476, t(0.975; ν=3) = 3.182, t(0.9; ν=200) ≈ normal 1.2816
    expect(studentTQuantile(0.9, 5)).toBeCloseTo(1.476, 3);
    expect(studentTQuantile(0.975, 3)).toBeCloseTo(3.182, 3);
    expect(studentTCdf(1.2816, 200)).toBeCloseTo(0.9, 3);
    expect(studentTCdf(0, 4)).toBeCloseTo(0.5, 12);
    expect(studentTCdf(-2, 5) + studentTCdf(2, 5)).toBeCloseTo(1, 12);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 4);
  });

  it('the seeded t sampler has the t quantiles', () => {
    const random = new Random(5);
    const draws = Array.from({ length: 40000 }, () => random.studentT(5)).sort((a, b) => a - b);
    expect(draws[Math.floor(0.9 * draws.length)]!).toBeCloseTo(1.476, 1);
  });
});

describe('rank scale', () => {
  const scale = new RankScale(flatTable('湖南', '物理类', 2025, 100));
  it('ranks a score at the last rank of its row and maps a rank back to the row\'s score', () => {
    expect(scale.rankOfScore(700)).toBe(100);
    expect(scale.rankOfScore(699)).toBe(200);
    expect(scale.scoreOfRank(150)).toBe(699);
    expect(scale.scoreOfRank(200)).toBe(699);
    expect(scale.rankOfScore(299)).toBeNull();
    expect(scale.scoreOfRank(scale.total + 1)).toBeNull();
  });

  it('compares cohorts only between tables that count the same candidates', () => {
    const bigger = new RankScale(flatTable('湖南', '物理类', 2026, 110));
    expect(cohortRatio(scale, bigger)).toBeCloseTo(1.1, 10);
    const cut = new RankScale({ ...flatTable('湖南', '物理类', 2026, 110), quality: 'truncated' });
    expect(cohortRatio(scale, cut)).toBeNull();
  });
});

describe('stand-in table from printed pairs', () => {
  it('is monotone, log-linear between printed scores and silent outside them', () => {
    const pairs = Array.from({ length: 60 }, (_, i) => ({ score: 660 - 2 * i, rank: Math.round(1000 * Math.exp(0.03 * 2 * i)) }));
    // a source printing one rank out of order, and a second rank at one score
    pairs.push({ score: 600, rank: 1 }, { score: 640, rank: 1900 });
    const table = impliedRankTable('江苏', '物理类', 2024, pairs)!;
    expect(table.quality).toBe('estimated');
    const scale = new RankScale(table);
    expect(scale.rankOfScore(660)).toBe(1000);
    expect(scale.rankOfScore(659)).toBeGreaterThan(1000);
    expect(scale.rankOfScore(659)).toBeLessThan(scale.rankOfScore(658)!);
    expect(scale.rankOfScore(661)).toBeNull();
    expect(scale.rankOfScore(541)).toBeNull();
    const ranks = table.bands.map((b) => b.cumulative);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(cohortRatio(scale, new RankScale(flatTable('江苏', '物理类', 2025, 100)))).toBeNull();
    expect(impliedRankTable('江苏', '物理类', 2024, pairs.slice(0, 20))).toBeNull();
  });
});
