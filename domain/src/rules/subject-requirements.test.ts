import { describe, expect, it } from 'vitest';
import { meetsSubjectRequirement, subjectsIn } from './subject-requirements';

describe('subject requirements', () => {
  it('reads the subjects a requirement names', () => {
    expect(subjectsIn('物理+化学')).toEqual(['物', '化']);
    expect(subjectsIn('历+政')).toEqual(['史', '政']);
    expect(subjectsIn('不限')).toEqual([]);
  });

  it('needs every subject of an and-list and one of an or-list', () => {
    expect(meetsSubjectRequirement('物+化', ['物', '化', '生'])).toBe(true);
    expect(meetsSubjectRequirement('物+化', ['物', '生', '地'])).toBe(false);
    expect(meetsSubjectRequirement('物理和化学', ['物', '化'])).toBe(true);
    expect(meetsSubjectRequirement('物+化/生', ['物', '生'])).toBe(true);
    expect(meetsSubjectRequirement('物+化/生', ['物', '地'])).toBe(false);
    expect(meetsSubjectRequirement('物理或化学', ['化'])).toBe(true);
  });

  it('lets everyone through 不限, an empty requirement and no pick', () => {
    expect(meetsSubjectRequirement('不限', ['史'])).toBe(true);
    expect(meetsSubjectRequirement(null, ['史'])).toBe(true);
    expect(meetsSubjectRequirement('物+化', [])).toBe(true);
  });
});

describe('full subject names', () => {
  it('reads 生物 as 生, not 生 and 物', () => {
    expect(subjectsIn('化学与生物')).toEqual(['化', '生']);
    expect(meetsSubjectRequirement('化学与生物', ['化', '生', '地'])).toBe(true);
  });
});
