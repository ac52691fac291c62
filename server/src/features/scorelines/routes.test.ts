import { describe, expect, it } from 'vitest';
import {
  majorScoreLinePageSchema,
  provinceRuleSchema,
  schoolScoreLinesSchema,
  type MajorScoreLinePage,
  type ProvinceRule,
  type SchoolScoreLines,
} from '@zhiyuan/domain';
import { useTestApp, withQuery } from '../../../test/app';

const { get, post } = useTestApp();

const SYSU = '4144010558'; // 中山大学

describe('GET /api/school/province-rule', () => {
  it('lists the provinces with lines and, for 广东, the years, tracks and batches that really exist', async () => {
    const r = await get<ProvinceRule>(withQuery('/api/school/province-rule', { schoolId: SYSU, provinceName: '广东' }));
    expect(() => provinceRuleSchema.parse(r.data)).not.toThrow();
    expect(r.data.provinces).toContain('广东');
    expect(r.data.provinceName).toBe('广东');
    const y2024 = r.data.years.find((y) => y.year === 2024)!;
    expect(y2024.course).toEqual(['物理类', '历史类']);
    expect(y2024.batches['物理类']).toContain('本科批');
    expect(r.data.years.map((y) => y.year)).toEqual([...r.data.years.map((y) => y.year)].sort((a, b) => b - a));
  });

  it('offers each section only what it has rows for: 广东 2026 has school lines but no major lines yet', async () => {
    const school = await get<ProvinceRule>(withQuery('/api/school/province-rule', { schoolId: SYSU, provinceName: '广东', lines: 'school' }));
    const major = await get<ProvinceRule>(withQuery('/api/school/province-rule', { schoolId: SYSU, provinceName: '广东', lines: 'major' }));
    expect(school.data.years.map((y) => y.year)).toContain(2026);
    expect(major.data.years.map((y) => y.year)).not.toContain(2026);
    expect(major.data.years.map((y) => y.year)).toContain(2024);
    const bad = await get(withQuery('/api/school/province-rule', { schoolId: SYSU, lines: 'plan' }));
    expect(bad.status).toBe(400);
  });

  it('defaults to the school’s own province and refuses an unknown one', async () => {
    const r = await get<ProvinceRule>(withQuery('/api/school/province-rule', { schoolId: SYSU }));
    expect(r.data.provinceName).toBe('广东');
    const bad = await get(withQuery('/api/school/province-rule', { schoolId: SYSU, provinceName: 'abc' }));
    expect(bad.status).toBe(400);
    expect(bad.message).toContain('省份');
    const missing = await get('/api/school/province-rule?schoolId=4199999999');
    expect(missing.status).toBe(404);
  });
});

describe('POST /api/score-line/school', () => {
  it('gives 中山大学’s 广东 2024 group lines with the published ranks and their source', async () => {
    const r = await post<SchoolScoreLines>('/api/score-line/school', { schoolId: SYSU, province: '广东', year: 2024, subjectSelection: '物理类' });
    expect(r.status).toBe(200);
    expect(() => schoolScoreLinesSchema.parse(r.data)).not.toThrow();
    expect(r.data.records).toHaveLength(7);
    expect(r.data.records[0]).toMatchObject({ year: 2024, subject: '物理类', schoolNameText: '中山大学 专业组219', lowestScore: 643, lowestRank: 4019, admittedCount: 435, rankDerived: false, quality: 'ok' });
    expect(r.data.records.every((x) => x.subject === '物理类')).toBe(true);
    expect(r.data.sources[0]!.repository).toBe('fangge/gaokaoscore');
    // the group's requirement comes from its majors' lines when the group line prints none
    expect(r.data.records.find((x) => x.majorGroup === '203')!.subjectRequirement).toBe('物');
  });

  it('keeps a major listed again without its group once: no 不限 block beside 专业组218 (中山大学 广东 2025)', async () => {
    const r = await post<MajorScoreLinePage>('/api/score-line/major', {
      page: 1, pageSize: 1000, schoolId: SYSU, province: '广东', year: 2025, subject: '物理类', batch: '本科批',
    });
    const names = (g: MajorScoreLinePage['records'][number]) => g.details.map((d) => (d.majorName ?? '').replace(/[()（）,，、\s]/g, ''));
    const inGroups = new Set(r.data.records.filter((g) => /^\d+$/.test(g.majorGroupCode)).flatMap(names));
    const loose = r.data.records.filter((g) => !/^\d+$/.test(g.majorGroupCode)).flatMap(names);
    expect(inGroups.size).toBeGreaterThan(10);
    expect(loose.filter((n) => inGroups.has(n))).toEqual([]);
  });

  it('reads a label of joined source keys without the batch and type its columns show (北京大学 河南 2025)', async () => {
    const r = await post<SchoolScoreLines>('/api/score-line/school', { schoolId: '4111010001', province: '河南', year: 2025 });
    const texts = r.data.records.map((l) => l.schoolNameText);
    expect(texts).toContain('北京大学 理科分数线');
    expect(texts.every((t) => !t.includes('|'))).toBe(true);
    // the unit's code stays the source's label: filters and the held-out check match on it
    expect(r.data.records.map((l) => l.majorGroup)).toContain('本科一批/普通批|一批|理科分数线');
  });

  it('reaches the lines whose source gave no track through 不分科类', async () => {
    // 4132010293: 江苏 2022 school lines without a track; 4141010483: 河南 2014 major lines without one
    const rule = await get<ProvinceRule>(withQuery('/api/school/province-rule', { schoolId: '4132010293', provinceName: '江苏' }));
    expect(rule.data.years.find((y) => y.year === 2022)?.course).toContain('不分科类');
    const school = await post<SchoolScoreLines>('/api/score-line/school', { schoolId: '4132010293', province: '江苏', year: 2022, subjectSelection: '不分科类' });
    expect(school.data.records.length).toBeGreaterThan(0);
    expect(school.data.records.every((r) => r.subject === null)).toBe(true);
    const majors = await post<MajorScoreLinePage>('/api/score-line/major', {
      page: 1, pageSize: 1000, schoolId: '4141010483', province: '河南', year: 2014, subject: '不分科类',
    });
    expect(majors.data.records.length).toBeGreaterThan(0);
    expect(majors.data.records.every((g) => g.subject === null)).toBe(true);
  });

  it('returns every year when no year is given, newest first, and nothing for a province without lines', async () => {
    const r = await post<SchoolScoreLines>('/api/score-line/school', { schoolId: SYSU, province: '广东' });
    const years = r.data.records.map((x) => x.year);
    expect(new Set(years).size).toBeGreaterThan(2);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const none = await post<SchoolScoreLines>('/api/score-line/school', { schoolId: SYSU, province: '西藏', year: 2010 });
    expect(none.data).toEqual({ records: [], sources: [] });
  });

  it('names the bad field in Chinese and answers an unknown school with 404', async () => {
    const noProvince = await post('/api/score-line/school', { schoolId: SYSU });
    expect(noProvince.status).toBe(400);
    expect(noProvince.message).toContain('省份');
    const badYear = await post('/api/score-line/school', { schoolId: SYSU, province: '广东', year: 'x' });
    expect(badYear.status).toBe(400);
    expect(badYear.message).toContain('年份');
    const missing = await post('/api/score-line/school', { schoolId: '4199999999', province: '广东' });
    expect(missing.status).toBe(404);
    expect(missing.message).toContain('院校不存在');
  });
});

describe('POST /api/score-line/major', () => {
  it('groups the majors by 专业组 with their lines, best first', async () => {
    const r = await post<MajorScoreLinePage>('/api/score-line/major', { page: 1, pageSize: 1000, schoolId: SYSU, province: '广东', year: 2024, subject: '物理类' });
    expect(() => majorScoreLinePageSchema.parse(r.data)).not.toThrow();
    expect(r.data.size).toBe(1000);
    expect(r.data.total).toBe(r.data.records.length);
    expect(r.data.records.map((g) => g.majorGroupCode)).toContain('203');
    const g203 = r.data.records.find((g) => g.majorGroupCode === '203')!;
    expect(g203.details.length).toBeGreaterThan(3);
    const scores = g203.details.map((d) => d.lowestScore ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(g203.details.every((d) => d.quality === 'third_party')).toBe(true);
    expect(g203.majorGroupText).toBe('专业组 203');
  });

  it('names a group the source labelled with joined keys without the parts its head shows (武汉理工大学 北京 2018)', async () => {
    const r = await post<MajorScoreLinePage>('/api/score-line/major', { schoolId: '4142010497', province: '北京', year: 2018, subject: '理科' });
    const physics = r.data.records.find((g) => g.majorGroupCode === '理工|普通类|物理')!;
    expect(physics.majorGroupText).toBe('理工 · 普通类 · 物理');
    expect(r.data.records.every((g) => !g.majorGroupText.includes('|'))).toBe(true);
    // groups that differ only by their admission type still read apart
    const texts = r.data.records.map((g) => g.majorGroupText);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('filters by group, batch and, for 综合, by the sub-subjects a student picked', async () => {
    const one = await post<MajorScoreLinePage>('/api/score-line/major', { schoolId: SYSU, province: '广东', year: 2024, majorGroup: '203' });
    expect(one.data.records.map((g) => g.majorGroupCode)).toEqual(['203']);
    const all = await post<MajorScoreLinePage>('/api/score-line/major', { schoolId: SYSU, province: '广东', year: 2024, majorGroup: '全部' });
    expect(all.data.total).toBeGreaterThan(1);
    const noBatch = await post<MajorScoreLinePage>('/api/score-line/major', { schoolId: SYSU, province: '广东', year: 2024, batch: '专科批' });
    expect(noBatch.data.records).toEqual([]);
    // 历史类 groups need 历; a student with 物化生 does not meet 历+政
    const history = await post<MajorScoreLinePage>('/api/score-line/major', { schoolId: SYSU, province: '广东', year: 2024, subject: '历史类' });
    const physicsOnly = await post<MajorScoreLinePage>('/api/score-line/major', { schoolId: SYSU, province: '广东', year: 2024, subject: '历史类', subSubject: ['物', '化', '生'] });
    expect(physicsOnly.data.records.flatMap((g) => g.details).length).toBeLessThan(history.data.records.flatMap((g) => g.details).length);
  });

  it('refuses more than three sub-subjects, an unknown one and a missing year', async () => {
    const four = await post('/api/score-line/major', { schoolId: SYSU, province: '广东', year: 2024, subSubject: ['物', '化', '生', '地'] });
    expect(four.status).toBe(400);
    expect(four.message).toContain('1-3');
    const unknown = await post('/api/score-line/major', { schoolId: SYSU, province: '广东', year: 2024, subSubject: ['英'] });
    expect(unknown.status).toBe(400);
    const noYear = await post('/api/score-line/major', { schoolId: SYSU, province: '广东' });
    expect(noYear.status).toBe(400);
    expect(noYear.message).toContain('年份');
    const tooBig = await post('/api/score-line/major', { schoolId: SYSU, province: '广东', year: 2024, pageSize: 5000 });
    expect(tooBig.status).toBe(400);
  });
});
