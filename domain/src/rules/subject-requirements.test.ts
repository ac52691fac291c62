import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
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

describe('subject requirements, read once per text', () => {
  // the reading before it was kept per text: every call parsed the requirement afresh
  const reference = (requirement: string | null, picked: readonly string[]): boolean => {
    if (!requirement || picked.length === 0) return true;
    const text = requirement.replace(/首选|再选|必选|必须选考|选考|仅/g, '');
    if (/不限/.test(text) && subjectsIn(text).length === 0) return true;
    for (const part of text.split(/[+＋,，、和与*且;；]|\s+/).filter((p) => p.trim() !== '')) {
      const subjects = subjectsIn(part);
      if (subjects.length === 0) continue;
      const ok = /[/／或]/.test(part) ? subjects.some((s) => picked.includes(s)) : subjects.every((s) => picked.includes(s));
      if (!ok) return false;
    }
    return true;
  };
  const pieces = ['物', '物理', '化', '化学', '生', '生物', '史', '历史', '地', '地理', '政', '思想政治', '技', '+', '/', '或', '和', '、', ' ', '不限', '首选', '再选', '必选', '均须选考', '(', ')', '1门'];
  const requirement = fc.array(fc.constantFrom(...pieces), { maxLength: 8 }).map((p) => p.join(''));
  const picked = fc.subarray(['物', '化', '生', '史', '地', '政', '技']);

  it('answers as reading the text afresh each time does, the first time and every time after', () => {
    fc.assert(
      fc.property(requirement, picked, picked, (text, first, second) => {
        expect(meetsSubjectRequirement(text, first)).toBe(reference(text, first));
        expect(meetsSubjectRequirement(text, second)).toBe(reference(text, second));
        expect(meetsSubjectRequirement(text, first)).toBe(reference(text, first));
      }),
      { numRuns: 2000 },
    );
  });
});
