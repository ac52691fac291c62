import { describe, expect, it } from 'vitest';
import { majorNameWords, namesAny } from './majors';

describe('majorNameWords', () => {
  it('keeps the words that name a field, without the endings and words all fields share', () => {
    expect(majorNameWords(['计算机类', '计算机科学与技术', '软件工程', '信息安全', '服务科学与工程'])).toEqual(['计算机', '软件', '信息安全']);
    expect(majorNameWords(['机械设计制造及其自动化'])).toEqual(['机械设计制造', '自动化']);
    expect(majorNameWords(['数据科学与大数据技术', '临床医学(五年制)'])).toEqual(['大数据', '临床医']);
    expect(majorNameWords(['工程', '学'])).toEqual([]);
  });

  it('finds a 小类 by its 细类 names', () => {
    const words = majorNameWords(['计算机类', '软件工程']);
    expect(namesAny(words, ['信息和通信工程技术人员', '计算机软件工程技术人员'])).toBe(true);
    expect(namesAny(words, ['地质勘探工程技术人员', '矿产地质勘查工程技术人员'])).toBe(false);
  });
});
