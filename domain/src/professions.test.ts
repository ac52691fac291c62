import { describe, expect, it } from 'vitest';
import { averageMonthlyHiringWan, isProfessionTypeCode, opensProfessionDetail, sharePercent } from './professions';

describe('查职业 rules (spec §4, §5, §9)', () => {
  it('a 5-character code is a type, a longer one a profession', () => {
    expect(isProfessionTypeCode('20238')).toBe(true);
    expect(isProfessionTypeCode('2023801')).toBe(false);
  });

  it('Z0000, the catch-all 80000 and the professions under them open nothing', () => {
    expect(opensProfessionDetail('Z0000')).toBe(false);
    expect(opensProfessionDetail('80000')).toBe(false);
    expect(opensProfessionDetail('8000000')).toBe(false);
    expect(opensProfessionDetail('20238')).toBe(true);
    expect(opensProfessionDetail('2023801')).toBe(true);
  });

  it('shares are rounded with a minimum of 1, and nothing is 0', () => {
    expect(sharePercent(1, 1000)).toBe(1);
    expect(sharePercent(333, 1000)).toBe(33);
    expect(sharePercent(0, 1000)).toBe(0);
    expect(sharePercent(5, 0)).toBe(0);
  });

  it('average monthly hiring is the first year over 12, in 万 with two decimals', () => {
    const year = (n: number) => ({ year: 2024, hiringMonth: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, hiringNum: n })) });
    expect(averageMonthlyHiringWan([year(10_000), year(1)])).toBe('1.00');
    expect(averageMonthlyHiringWan([year(1234)])).toBe('0.12');
    expect(averageMonthlyHiringWan([])).toBeNull();
  });
});
