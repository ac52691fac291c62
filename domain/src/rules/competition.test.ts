import { describe, it, expect } from 'vitest';
import { competitionLevel } from './competition';

describe('competitionLevel', () => {
  it('is 高 from 1000 candidates on the same score', () => {
    expect(competitionLevel(1000)).toBe('高');
    expect(competitionLevel(25_000)).toBe('高');
  });

  it('is 中 from 300 to 999', () => {
    expect(competitionLevel(999)).toBe('中');
    expect(competitionLevel(300)).toBe('中');
  });

  it('is 低 below 300, including nobody', () => {
    expect(competitionLevel(299)).toBe('低');
    expect(competitionLevel(0)).toBe('低');
  });

  it('refuses counts that cannot be a number of people', () => {
    expect(() => competitionLevel(-1)).toThrow(RangeError);
    expect(() => competitionLevel(Number.NaN)).toThrow(RangeError);
  });
});
