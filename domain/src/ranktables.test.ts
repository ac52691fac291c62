import { describe, expect, it } from 'vitest';
import { lookupRank, scoreAtRank, type RankBand } from './ranktables';

// a small table in the published shape: top band merged, one score nobody got (697)
const table: RankBand[] = [
  { score: 700, scoreLabel: '700及以上', count: 12, cumulative: 12 },
  { score: 699, scoreLabel: null, count: 5, cumulative: 17 },
  { score: 698, scoreLabel: null, count: 8, cumulative: 25 },
  { score: 696, scoreLabel: null, count: 400, cumulative: 425 },
  { score: 695, scoreLabel: null, count: 1200, cumulative: 1625 },
];

describe('lookupRank', () => {
  it('returns the row: rank range, same-score count and the last rank as suggestion', () => {
    expect(lookupRank(table, 699, 750)).toEqual({
      score: 699,
      bandLabel: '699',
      highestRank: 13,
      lowestRank: 17,
      sameScoreCount: 5,
      suggestedRank: 17,
      competitionLevel: '低',
    });
    expect(lookupRank(table, 696, 750)).toMatchObject({ highestRank: 26, lowestRank: 425, competitionLevel: '中' });
    expect(lookupRank(table, 695, 750)).toMatchObject({ sameScoreCount: 1200, competitionLevel: '高' });
  });

  it('puts every score of the top band up to the full mark in it', () => {
    expect(lookupRank(table, 700, 750)).toMatchObject({ bandLabel: '700及以上', highestRank: 1, lowestRank: 12 });
    expect(lookupRank(table, 750, 750)).toMatchObject({ highestRank: 1, lowestRank: 12 });
    expect(lookupRank(table, 751, 750)).toBeNull();
  });

  it('ranks a score nobody scored at the 累计人数 of the band above, like a printed row with count 0', () => {
    expect(lookupRank(table, 697, 750)).toMatchObject({ highestRank: 25, lowestRank: 25, sameScoreCount: 0, suggestedRank: 25 });
    const printed: RankBand[] = [...table.slice(0, 3), { score: 697, scoreLabel: null, count: 0, cumulative: 25 }, ...table.slice(3)];
    expect(lookupRank(printed, 697, 750)).toMatchObject({ highestRank: 25, lowestRank: 25, sameScoreCount: 0 });
  });

  it('puts a score the table skips into the band of the jump in 累计人数 (河南 2023 401–408), not at 0 candidates', () => {
    const bands: RankBand[] = [
      { score: 409, scoreLabel: null, count: 100, cumulative: 1000 },
      // 401–408 are not printed, yet 400's 累计人数 grows by 900 with 100 at 400
      { score: 400, scoreLabel: null, count: 100, cumulative: 1900 },
    ];
    expect(lookupRank(bands, 405, 750)).toEqual({
      score: 405,
      bandLabel: '401-408',
      highestRank: 1001,
      lowestRank: 1800,
      sameScoreCount: 800,
      suggestedRank: 1800,
      competitionLevel: expect.any(String),
      omitted: true,
    });
    const single: RankBand[] = [
      { score: 478, scoreLabel: null, count: 10, cumulative: 500 },
      { score: 476, scoreLabel: null, count: 12, cumulative: 530 },
    ];
    expect(lookupRank(single, 477, 750)).toMatchObject({ bandLabel: '477', highestRank: 501, lowestRank: 518, sameScoreCount: 18, omitted: true });
    // the next row prints only its 累计人数: the skipped scores share its band
    const cumulativeOnly: RankBand[] = [
      { score: 409, scoreLabel: null, count: 1804, cumulative: 320263 },
      { score: 400, scoreLabel: null, count: null, cumulative: 336219 },
    ];
    expect(lookupRank(cumulativeOnly, 405, 750)).toMatchObject({
      bandLabel: '400-408',
      highestRank: 320264,
      lowestRank: 336219,
      sameScoreCount: 15956,
      omitted: true,
    });
  });

  it('gives null below the bottom of the table and above a table without a top band', () => {
    expect(lookupRank(table, 694, 750)).toBeNull();
    const noTopBand = table.slice(1);
    expect(lookupRank(noTopBand, 700, 750)).toBeNull();
    expect(lookupRank([], 600, 750)).toBeNull();
    expect(lookupRank(table, -1, 750)).toBeNull();
  });

  it('reads 10-point bands (北京) and a missing count from the cumulatives', () => {
    const bands: RankBand[] = [
      { score: 700, scoreLabel: '700-750', count: 30, cumulative: 30 },
      { score: 690, scoreLabel: '690-699', count: null, cumulative: 130 },
    ];
    expect(lookupRank(bands, 694, 750)).toMatchObject({ bandLabel: '690-699', highestRank: 31, lowestRank: 130, sameScoreCount: 100 });
    expect(lookupRank(bands, 720, 750)).toMatchObject({ highestRank: 1, lowestRank: 30 });
  });
});

describe('scoreAtRank', () => {
  it('finds the band holding a rank in another year', () => {
    expect(scoreAtRank(table, 1)).toMatchObject({ score: 700, highestRank: 1, lowestRank: 12 });
    expect(scoreAtRank(table, 17)).toMatchObject({ score: 699 });
    expect(scoreAtRank(table, 18)).toMatchObject({ score: 698, highestRank: 18, lowestRank: 25 });
    expect(scoreAtRank(table, 1625)).toMatchObject({ score: 695 });
    expect(scoreAtRank(table, 1626)).toBeNull();
  });
});
