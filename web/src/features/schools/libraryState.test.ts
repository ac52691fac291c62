import { describe, expect, it } from 'vitest';
import { ALL } from '@zhiyuan/domain';
import { activeFilterCount, toQueryBody, type SchoolLibraryState } from './libraryState';

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
