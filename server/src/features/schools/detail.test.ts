import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  rankHistorySchema,
  rankingPageSchema,
  schoolBaseSchema,
  schoolOverviewSchema,
  type Page,
  type RankHistory,
  type RankingOption,
  type RankingPage,
  type SchoolBase,
  type SchoolExtra,
  type SchoolListItem,
  type SchoolOverview,
} from '@zhiyuan/domain';
import { useTestApp } from '../../../test/app';

const t = useTestApp();

const SYSU = '4144010558'; // 中山大学
const { get, post } = t;

describe('POST /api/school/ranking', () => {
  it('lists the latest 软科 main list six per page, with the school facts and the source', async () => {
    const r = await post<RankingPage>('/api/school/ranking', {});
    expect(r.status).toBe(200);
    expect(() => rankingPageSchema.parse(r.data)).not.toThrow();
    expect(r.data.rankingYear).toBe(2026);
    expect(r.data.size).toBe(6);
    expect(r.data.total).toBe(590);
    expect(r.data.records[0]).toMatchObject({ rank: '1', schoolName: '清华大学', schoolId: '4111010003', provinceName: '北京' });
    expect(r.data.records[0]!.schoolFeatures).toContain('985');
    expect(r.data.source?.title).toContain('软科中国大学排名 2026');
  });

  it('offers only the years each system really has, latest first', async () => {
    const r = await get<RankingOption[]>('/api/school/ranking/options');
    expect(r.data).toEqual([
      { rankingType: '软科', label: '软科排名', years: [2026, 2025, 2023] },
      { rankingType: 'QS', label: 'QS排名', years: [2025, 2024] },
    ]);
  });

  it('lists QS by world rank for the mainland schools it ranks, and searches by name', async () => {
    const qs = await post<RankingPage>('/api/school/ranking', { rankingType: 'QS排名', rankingYear: 2025, pageSize: 3 });
    expect(qs.data.records.map((s) => s.schoolName)).toEqual(['北京大学', '清华大学', '复旦大学']);
    expect(qs.data.records[0]!.rank).toBe('14');
    const found = await post<RankingPage>('/api/school/ranking', { rankingType: '软科', rankingYear: 2025, query: '中山' });
    expect(found.data.records.some((s) => s.schoolName === '中山大学')).toBe(true);
  });

  it('refuses a year the system does not have and an unknown system, naming the field', async () => {
    const year = await post('/api/school/ranking', { rankingType: '软科', rankingYear: 2022 });
    expect(year.status).toBe(400);
    expect(year.message).toContain('排名年份');
    expect(year.message).toContain('2026');
    const type = await post('/api/school/ranking', { rankingType: 'US News' });
    expect(type.status).toBe(400);
    expect(type.message).toContain('排名类型');
  });
});

describe('POST /api/school/search and the majorId filter', () => {
  it('searches by ?query= with or without a body', async () => {
    const withBody = await post<Page<SchoolListItem>>(`/api/school/search?query=${encodeURIComponent('中山大学')}`, { page: 1 });
    expect(withBody.data.records[0]!.schoolName).toBe('中山大学');
    const bare = await post<Page<SchoolListItem>>(`/api/school/search?query=${encodeURIComponent('华南理工')}`);
    expect(bare.status).toBe(200);
    expect(bare.data.records[0]!.schoolName).toBe('华南理工大学');
  });

  it('narrows the library to schools whose lines or plans list a catalogue major', async () => {
    const all = await post<Page<SchoolListItem>>('/api/school/query', {});
    const cs = await post<Page<SchoolListItem>>('/api/school/query', { majorId: '080901' }); // 计算机科学与技术
    expect(cs.data.total).toBeGreaterThan(100);
    expect(cs.data.total).toBeLessThan(all.data.total);
    const none = await post<Page<SchoolListItem>>('/api/school/query', { majorId: 'NO-SUCH' });
    expect(none.data.total).toBe(0);
  });
});

describe('school base, extra, overview and rank history', () => {
  it('gives the MOE facts and null for what no public source has', async () => {
    const r = await get<SchoolBase>(`/api/school/query/base/${SYSU}`);
    expect(r.status).toBe(200);
    expect(() => schoolBaseSchema.parse(r.data)).not.toThrow();
    expect(r.data).toMatchObject({ schoolName: '中山大学', provinceName: '广东', schoolLevel: '本科', belongs: '教育部', createYear: null, numStudent: null, furtherEducationRate: null });
    expect(r.data.source?.publisher).toBe('教育部');
    const extra = await get<SchoolExtra>(`/api/school/query/extra/${SYSU}`);
    expect(extra.data).toEqual({ officialWebsites: [], admissionPhones: [], emails: [], schoolPicUrl: null });
    const overview = await get<SchoolOverview>(`/api/school/query/detail/${SYSU}`);
    expect(() => schoolOverviewSchema.parse(overview.data)).not.toThrow();
    expect(overview.data).toMatchObject({ schoolName: '中山大学', schoolOverview: null, campusSceneryMedia: [], qsWorldRank: '331' });
    expect(overview.data.ruankeRank).toMatch(/^\d+$/);
  });

  it('lists the ranks per system, oldest year first, with the source', async () => {
    const r = await get<RankHistory[]>(`/api/school/rank-history/${SYSU}`);
    expect(() => z.array(rankHistorySchema).parse(r.data)).not.toThrow();
    const bcur = r.data.find((h) => h.system === '软科')!;
    expect(bcur.ranks.map((x) => x.year)).toEqual([2023, 2025, 2026]);
    expect(bcur.source?.publisher).toBe('软科');
    expect(r.data.find((h) => h.system === 'QS')!.ranks.map((x) => x.rank)).toEqual(['=323', '331']);
  });

  it('answers an unknown school with 404 and a malformed id with 400', async () => {
    for (const path of ['query/base', 'query/extra', 'query/detail', 'rank-history', 'special-majors', 'departments', 'subject-assessment/rounds']) {
      const missing = await get(`/api/school/${path}/4199999999`);
      expect(missing.status, path).toBe(404);
      expect(missing.message).toContain('院校不存在');
      const bad = await get(`/api/school/${path}/12ab`);
      expect(bad.status, path).toBe(400);
      expect(bad.message).toContain('院校编号');
    }
  });
});

describe('专业院系 without public data', () => {
  it('returns empty lists, never invented rows', async () => {
    expect((await get(`/api/school/subject-assessment/rounds/${SYSU}`)).data).toEqual([]);
    expect((await get(`/api/school/subject-assessment/grades/${SYSU}`)).data).toEqual([]);
    expect((await get(`/api/school/special-majors/${SYSU}`)).data).toEqual([]);
    expect((await get(`/api/school/departments/${SYSU}`)).data).toEqual([]);
    const list = await get(`/api/school/subject-assessment/list?schoolId=${SYSU}&round=${encodeURIComponent('第四轮')}`);
    expect(list.data).toEqual({ round: '第四轮', grade: null, totalSubjects: 0, subjectDetails: [] });
    const bad = await get('/api/school/subject-assessment/list');
    expect(bad.status).toBe(400);
    expect(bad.message).toContain('院校');
  });
});
