import { describe, expect, it } from 'vitest';
import { batchPriority, compareBatches } from './batchlines';

describe('batch order of the rank page', () => {
  it('puts the ordinary 本科 line first, then 专科, then special lines', () => {
    expect(batchPriority('本科批')).toBe(0);
    expect(batchPriority('普通类本科文化课录取控制分数线')).toBe(0);
    expect(batchPriority('本科一批')).toBe(0);
    expect(batchPriority('高职(专科)')).toBe(1);
    expect(batchPriority('特殊类型招生')).toBe(2);
    expect(batchPriority('军队本科')).toBe(2);
    expect(batchPriority('卫生专项(本科)')).toBe(2);
    // 山东, 浙江: the ordinary 段 come before the 特殊类型 line
    expect(batchPriority('普通类一段')).toBe(0);
    expect(batchPriority('平行录取一段')).toBe(0);
    expect(batchPriority('普通类二段')).toBe(1);
    expect(batchPriority('平行录取三段')).toBe(1);
    expect(batchPriority('特殊类型招生控制线')).toBe(2);
    const lines = [
      { batch: '特殊类型招生', controlScore: 514 },
      { batch: '专科批', controlScore: 200 },
      { batch: '本科二批', controlScore: 427 },
      { batch: '本科一批', controlScore: 482 },
    ];
    expect([...lines].sort(compareBatches).map((l) => l.batch)).toEqual(['本科一批', '本科二批', '专科批', '特殊类型招生']);
  });
});
