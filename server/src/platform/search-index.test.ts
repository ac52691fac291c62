import { describe, expect, it } from 'vitest';
import { SearchIndex, normalizeQuery, pinyinKeys } from './search-index';

const schools = new SearchIndex([
  { item: 1, name: '清华大学' },
  { item: 2, name: '北京航空航天大学', aliases: ['北航'] },
  { item: 3, name: '哈尔滨工业大学', aliases: ['哈工大'] },
  { item: 4, name: '青海大学' },
  { item: 5, name: '重庆大学' },
  { item: 6, name: '广西壮族自治区职业技术学院' },
]);
const ids = (q: string) => schools.search(q).map((h) => h.item);

describe('SearchIndex', () => {
  it('finds Chinese substrings, the name before a longer name', () => {
    expect(ids('清华大学')).toEqual([1]);
    expect(ids('大学')).toContain(1);
    expect(ids(' 清华 ')).toEqual([1]);
  });
  it('finds pinyin initials and full pinyin', () => {
    // 青海大学 shares the initials: both are offered, in the order given
    expect(ids('qhdx')).toEqual([1, 4]);
    expect(ids('qinghua')).toEqual([1]);
    expect(ids('QingHua')).toEqual([1]);
    expect(ids('chongqing')).toEqual([5]);
    expect(ids('qh')[0]).toBe(1);
  });
  it('finds the 简称 and says it matched an alias', () => {
    expect(schools.search('北航')[0]).toMatchObject({ item: 2, matched: '北航', via: 'alias' });
    expect(ids('哈工大')).toEqual([3]);
    expect(ids('hgd')).toEqual([3]);
  });
  it('matches full pinyin only from a syllable start', () => {
    expect(ids('hua')).toEqual([1]);
    expect(ids('uang')).toEqual([]);
  });
  it('answers nothing for an empty or punctuation-only query', () => {
    expect(ids('')).toEqual([]);
    expect(ids(' ·- ')).toEqual([]);
  });
  it('normalizes full-width letters and spaces', () => {
    expect(normalizeQuery('ＱＨ Ｄ Ｘ')).toBe('qhdx');
    expect(pinyinKeys('重庆').full).toBe('chongqing');
  });
});
