import { describe, expect, it } from 'vitest';
import { announcementInputSchema } from './staff';
import { preferenceIdParamsSchema } from './preferences';

const issue = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('announcement input', () => {
  it('takes a real day, and refuses a month or day that does not exist', () => {
    expect(announcementInputSchema.safeParse({ type: 1, date: '2026-06-23', message: '出分' }).success).toBe(true);
    expect(announcementInputSchema.safeParse({ type: 1, date: '2028-02-29', message: '闰日' }).success).toBe(true);
    for (const date of ['2026-13-45', '2026-02-30', '2027-02-29', '2026-00-10', '2026-04-31']) {
      const r = announcementInputSchema.safeParse({ type: 1, date, message: 'x' });
      expect(r.success, date).toBe(false);
      expect(issue(r), date).toBe('日期不存在，请检查月份和日');
    }
    expect(issue(announcementInputSchema.safeParse({ type: 1, date: '6月23日', message: 'x' }))).toBe('日期格式应为 YYYY-MM-DD');
  });
});

describe('志愿表 id', () => {
  it('names a bad id as the list’s, not a student’s', () => {
    expect(preferenceIdParamsSchema.parse({ id: 12 })).toEqual({ id: '12' });
    expect(issue(preferenceIdParamsSchema.safeParse({ id: 'abc' }))).toBe('志愿表编号格式错误');
  });
});
