import { describe, expect, it } from 'vitest';
import { paddedRank, rankChartValue } from '@zhiyuan/domain';
import { pick } from './detailParams';

describe('detail filters and ranks', () => {
  it('keeps a wanted option and falls back to the first one after a change (spec §4)', () => {
    expect(pick([2025, 2024], 2024)).toBe(2024);
    expect(pick([2025, 2024], 2019)).toBe(2025);
    expect(pick([], 'x')).toBeUndefined();
  });

  it('pads ranks to two digits and charts the distance from the worst rank plus 2', () => {
    expect(paddedRank('1')).toBe('01');
    expect(paddedRank('13')).toBe('13');
    expect(paddedRank('500+')).toBe('500+');
    expect(paddedRank('=17')).toBe('=17');
    expect(rankChartValue(11, 13)).toBe(4);
    expect(rankChartValue(13, 13)).toBe(2);
  });
});
