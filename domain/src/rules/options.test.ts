import { describe, it, expect } from 'vitest';
import {
  ETHNIC_GROUPS,
  MY_ORDER_STATUSES,
  ORDER_STATUS,
  ORDER_STATUS_FILTER_OPTIONS,
  PREFERENCE_RISK,
  SCORE_TYPES,
  EXAM_TYPES,
  SUBJECTS,
  labelOf,
  subjectsFor,
} from './options';

describe('subjects', () => {
  it('does not offer 生物 in 上海 but does elsewhere', () => {
    expect(subjectsFor('上海').map((s) => s.label)).not.toContain('生物');
    expect(subjectsFor('上海')).toHaveLength(SUBJECTS.length - 1);
    expect(subjectsFor('北京').map((s) => s.label)).toContain('生物');
  });

  it('fills a distinct score field per subject', () => {
    const fields = SUBJECTS.map((s) => s.scoreField);
    expect(new Set(fields).size).toBe(SUBJECTS.length);
    expect(SUBJECTS.find((s) => s.label === '英语')?.scoreField).toBe('foreignLanguageScore');
  });
});

describe('ethnic groups', () => {
  it('lists 56 distinct groups starting with 汉族', () => {
    expect(ETHNIC_GROUPS).toHaveLength(56);
    expect(new Set(ETHNIC_GROUPS).size).toBe(56);
    expect(ETHNIC_GROUPS[0]).toBe('汉族');
    expect(ETHNIC_GROUPS.every((g) => g.endsWith('族'))).toBe(true);
  });
});

describe('codes', () => {
  it('maps preference risk to 冲, 稳, 保', () => {
    expect([1, 2, 3].map((k) => PREFERENCE_RISK[k as 1 | 2 | 3].tier)).toEqual(['冲', '稳', '保']);
    expect(PREFERENCE_RISK[1].label).toBe('较高风险');
  });

  it('numbers exam types and score types the opposite way round', () => {
    expect(labelOf(EXAM_TYPES, 1)).toBe('高考');
    expect(labelOf(SCORE_TYPES, 1)).toBe('模考');
  });

  it('has no order status 5 and labels the others', () => {
    expect(labelOf(ORDER_STATUS, 6)).toBe('已暂停');
    expect(labelOf(ORDER_STATUS, 7)).toBe('已退费');
    expect(labelOf<number>(ORDER_STATUS, 5)).toBeUndefined();
  });

  it('omits 待分配 from my orders and offers statuses 1–4 in the filter', () => {
    expect(MY_ORDER_STATUSES.map((s) => s.value)).toEqual([2, 3, 4, 6, 7]);
    expect(ORDER_STATUS_FILTER_OPTIONS.map((s) => s.value)).toEqual([1, 2, 3, 4]);
  });
});
