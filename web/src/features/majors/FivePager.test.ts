import { describe, expect, it } from 'vitest';
import { pagerWindow } from './FivePager';

describe('pagerWindow', () => {
  it('shows 5 consecutive page numbers around the current page, kept inside the pages', () => {
    expect(pagerWindow(1, 68)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(2, 68)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(10, 68)).toEqual([8, 9, 10, 11, 12]);
    expect(pagerWindow(68, 68)).toEqual([64, 65, 66, 67, 68]);
    expect(pagerWindow(67, 68)).toEqual([64, 65, 66, 67, 68]);
  });

  it('shows every page when there are fewer than 5, none when there are none', () => {
    expect(pagerWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pagerWindow(1, 0)).toEqual([]);
  });
});
