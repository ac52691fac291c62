import { describe, expect, it } from 'vitest';
import { groupTexts } from './groupTexts';

describe('groupTexts', () => {
  it('names each group by its text, and by its code where two would read alike', () => {
    const texts = groupTexts([
      ['205', '专业组 205'],
      ['理工|普通类|物理', '理工 · 普通类 · 物理'],
      ['本科批|校本部', '校本部'],
      ['提前批|校本部', '校本部'],
    ]);
    expect(texts.get('205')).toBe('专业组205');
    expect(texts.get('理工|普通类|物理')).toBe('理工 · 普通类 · 物理');
    expect(texts.get('本科批|校本部')).toBe('本科批|校本部');
    expect(texts.get('提前批|校本部')).toBe('提前批|校本部');
  });
});
