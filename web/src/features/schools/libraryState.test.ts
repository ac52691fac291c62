import { describe, expect, it } from 'vitest';
import { ALL } from '@zhiyuan/domain';
import { activeFilterCount, parsePageJump, toQueryBody, type SchoolLibraryState } from './libraryState';

const allFilters = { provinces: [ALL], types: [ALL], features: [ALL], schoolInstitutions: [ALL] };

describe('school library query (spec §5, §7)', () => {
  it('sends the filter query without a name when the name is empty', () => {
    const state: SchoolLibraryState = { filters: { ...allFilters, provinces: ['湖北', '湖南'] }, page: 2, query: '  ' };
    expect(toQueryBody(state)).toEqual({
      page: 2,
      pageSize: 6,
      provinces: ['湖北', '湖南'],
      types: [],
      schoolInstitutions: [],
      features: [],
    });
  });

  it('adds the trimmed name when there is one', () => {
    const body = toQueryBody({ filters: allFilters, page: 1, query: ' 武汉 ' });
    expect(body.query).toBe('武汉');
  });

  it('counts picks, not 全部', () => {
    expect(activeFilterCount(allFilters)).toBe(0);
    expect(activeFilterCount({ ...allFilters, features: ['985', '211'], types: ['综合'] })).toBe(3);
  });
});

describe('parsePageJump', () => {
  it('takes a whole page number in range and refuses letters, decimals and pages out of range', () => {
    expect(parsePageJump(' 12 ', 487)).toEqual({ page: 12 });
    expect(parsePageJump('5a6b0', 487)).toEqual({ error: '请输入页码数字（1–487）' });
    expect(parsePageJump('2.5', 487)).toEqual({ error: '请输入页码数字（1–487）' });
    expect(parsePageJump('0', 487)).toEqual({ error: '页码应在1到487之间' });
    expect(parsePageJump('999', 487)).toEqual({ error: '页码应在1到487之间' });
  });
});
