import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, isNavGroup, navKeyForPath, toolboxGroupsFor } from './navigation';

describe('header navigation (spec §2 Header, Toolbox)', () => {
  it('lists the header items in the spec order, both 填报 entries going to /fillIn', () => {
    expect(NAV_ITEMS.map((item) => item.label)).toEqual([
      '首页', '志愿填报', '高考资讯', '查大学', '查专业', '查职业', '批次线', '位次线', '提前批', '测评', '名师天团', '我的志愿表', '个人资料',
    ]);
    const fillIn = NAV_ITEMS.find((item) => item.key === 'fillIn');
    expect(fillIn && isNavGroup(fillIn) ? fillIn.children.map((c) => [c.label, c.to]) : []).toEqual([
      ['智能填报', '/fillIn'],
      ['一键填报', '/fillIn'],
    ]);
  });

  it('highlights the section a path belongs to', () => {
    expect(navKeyForPath('/welcome')).toBe('home');
    expect(navKeyForPath('/chadaxue')).toBe('schools');
    expect(navKeyForPath('/chadaxueluqu/123')).toBe('schools');
    expect(navKeyForPath('/preFractionScoreline/123')).toBe('schools');
    expect(navKeyForPath('/chazhuanyedetail/5')).toBe('majors');
    expect(navKeyForPath('/chazhiyeoverview/A0101')).toBe('professions');
    expect(navKeyForPath('/recommendation/1/2/3/本科')).toBe('fillIn-smart');
    expect(navKeyForPath('/userinfo/scoreSheet')).toBe('userinfo');
    expect(navKeyForPath('/about')).toBeNull();
  });

  it('shows 书籍 only for origin b', () => {
    const labels = (showBooks: boolean) => toolboxGroupsFor(showBooks).flatMap((g) => g.entries.map((e) => e.label));
    expect(labels(false)).toEqual(['院校库', '专业库', '职业库', '大学排名', '批次线', '一分一段']);
    expect(labels(true)).toContain('书籍');
  });
});
