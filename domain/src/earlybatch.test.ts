import { describe, expect, it } from 'vitest';
import { earlyBatchProvince } from './earlybatch';

describe('the province an early-batch tab opens on', () => {
  it("takes the student's province when it has rows, else the school's own, else the first with rows", () => {
    expect(earlyBatchProvince(['广东', '湖南'], ['湖南', '广东'])).toBe('广东');
    expect(earlyBatchProvince(['广东', '湖南'], ['湖南'])).toBe('湖南');
    expect(earlyBatchProvince([undefined, '湖南'], ['湖南'])).toBe('湖南');
    expect(earlyBatchProvince(['广东', '湖南'], ['北京', '天津'])).toBe('北京');
  });
  it('keeps the student’s (or the school’s) province when no province has rows, so the tab can say why', () => {
    expect(earlyBatchProvince(['广东', '湖南'], [])).toBe('广东');
    expect(earlyBatchProvince([null, '湖南'], [])).toBe('湖南');
    expect(earlyBatchProvince([null, undefined], [])).toBeUndefined();
  });
});
