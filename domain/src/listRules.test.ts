import { describe, expect, it } from 'vitest';
import { choicesOverLimit, listHasUnit, listIsFull, repeatedEntries } from './listRules';

describe('志愿表 count and duplicate checks', () => {
  it('counts the 志愿 beyond the limit, none when the limit is unknown', () => {
    expect(choicesOverLimit(45, 40)).toBe(5);
    expect(choicesOverLimit(40, 40)).toBe(0);
    expect(choicesOverLimit(99, null)).toBe(0);
  });

  it('a list is full at its limit', () => {
    expect(listIsFull(39, 40)).toBe(false);
    expect(listIsFull(40, 40)).toBe(true);
    expect(listIsFull(1000, null)).toBe(false);
  });

  it('finds a listed unit', () => {
    expect(listHasUnit([{ unitId: 'a' }], 'a')).toBe(true);
    expect(listHasUnit([{ unitId: 'a' }], 'b')).toBe(false);
  });

  it('names each repeat with the position of its first listing', () => {
    const repeats = repeatedEntries([{ unitId: 'a' }, { unitId: 'b' }, { unitId: 'a' }, { unitId: 'b' }, { unitId: 'a' }]);
    expect([...repeats]).toEqual([
      [2, 1],
      [3, 2],
      [4, 1],
    ]);
  });
});
