import { describe, expect, it } from 'vitest';
import { authorityName, examAuthorityOf, latestRulesOf, NATIONAL_KEY_DATES } from './keyDates';
import type { ProvinceRuleInput } from './odds/rules';
import type { DataSource } from './sources';

const src = (extra: Partial<DataSource>): DataSource => ({ id: 'x', title: '', publisher: null, url: null, repository: null, licence: null, thirdParty: false, ...extra });

describe('关键时间: national dates and what our sources say of a province', () => {
  it('the national dates name no province-specific day', () => {
    expect(NATIONAL_KEY_DATES[0].when).toBe('6月7日起');
    for (const d of NATIONAL_KEY_DATES.slice(1)) expect(d.what).toMatch(/各省/);
  });

  it("an authority's name is the first part of the publisher line", () => {
    expect(authorityName('黑龙江省招生考试院 / 黑龙江招生考试信息港')).toBe('黑龙江省招生考试院');
    expect(authorityName('江西省教育考试院（阳光高考平台转载）')).toBe('江西省教育考试院');
    expect(authorityName('湖北省教育厅 / 湖北省招办 / 湖北省教育考试院')).toBe('湖北省教育考试院');
    expect(authorityName('湖北省招办（湖北省教育考试院、湖北省教育厅发布）')).toBe('湖北省教育考试院');
  });

  it('the most cited official publisher, its own site (not a reprint host), its latest pages first', () => {
    const cited = [
      { year: 2024, source: src({ title: '2024年本科线', publisher: '湖北省教育考试院', url: 'https://www.hbea.edu.cn/html/2024/1.html' }) },
      { year: 2026, source: src({ title: '2026年本科线', publisher: '湖北省教育考试院', url: 'https://www.hbea.edu.cn/html/2026/1.html' }) },
      { year: 2026, source: src({ title: '2026年本科线', publisher: '湖北省教育考试院', url: 'https://www.hbea.edu.cn/html/2026/1.html' }) },
      { year: 2025, source: src({ title: '转载', publisher: '湖北省教育考试院（阳光高考平台转载）', url: 'https://gaokao.chsi.com.cn/a.html' }) },
      { year: 2026, source: src({ title: '第三方', publisher: '大学生必备网', url: 'https://www.dxsbb.com/1.html', thirdParty: true }) },
      { year: 2023, source: src({ title: '仓库', publisher: 'luanche', url: 'https://github.com/luanche/x' }) },
    ];
    const a = examAuthorityOf(cited)!;
    expect(a.name).toBe('湖北省教育考试院');
    expect(a.site).toBe('https://www.hbea.edu.cn/');
    expect(a.pages.map((p) => [p.year, p.url])).toEqual([
      [2026, 'https://www.hbea.edu.cn/html/2026/1.html'],
      [2025, 'https://gaokao.chsi.com.cn/a.html'],
      [2024, 'https://www.hbea.edu.cn/html/2024/1.html'],
    ]);
  });

  it('only reprints: the authority is named, with no site; no official page at all: null', () => {
    const a = examAuthorityOf([{ year: 2025, source: src({ title: 't', publisher: '海南省考试局（阳光高考平台转载）', url: 'https://gaokao.chsi.com.cn/b.html' }) }])!;
    expect(a).toMatchObject({ name: '海南省考试局', site: null });
    expect(examAuthorityOf([{ year: 2025, source: src({ publisher: '大学生必备网', url: 'https://www.dxsbb.com/', thirdParty: true }) }])).toBeNull();
    expect(examAuthorityOf([])).toBeNull();
  });

  it("the latest year's rules of the province, with the first address of their source", () => {
    const rule = (year: number, batch: string, extra: Partial<ProvinceRuleInput> = {}): ProvinceRuleInput => ({
      province: '河北', year, examModel: '3+1+2', subjectChoice: '', totalScore: 750, batch, fillMode: '专业+院校', maxChoices: 96, majorsPerChoice: 1,
      adjustOption: 'no', parallel: true, notes: null, sourceUrl: 'https://www.hebeea.edu.cn/c/2026-06-17/493051.html ; https://x.cn/a', confidence: 'confirmed', ...extra,
    });
    const r = latestRulesOf([rule(2025, '本科批'), rule(2026, '本科批'), rule(2026, '专科批', { maxChoices: null }), rule(2026, '本科批', { province: '山西' })], '河北')!;
    expect(r.year).toBe(2026);
    expect(r.batches.map((b) => [b.batch, b.maxChoices, b.sourceUrl])).toEqual([
      ['本科批', 96, 'https://www.hebeea.edu.cn/c/2026-06-17/493051.html'],
      ['专科批', null, 'https://www.hebeea.edu.cn/c/2026-06-17/493051.html'],
    ]);
    expect(latestRulesOf([], '河北')).toBeNull();
  });
});
