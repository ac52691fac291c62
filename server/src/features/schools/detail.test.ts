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
import { asc, eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/app';
import { schoolAliases, schoolContacts, schoolRanks, schoolTypes, schools } from '../../db/schema';

const t = useTestApp();

const SYSU = '4144010558'; // 中山大学
const { get, post } = t;

/** Every school a query matches, page by page (pages hold at most 100). */
async function allOf(post: (path: string, body: unknown) => Promise<{ data: Page<SchoolListItem> }>, q: object): Promise<SchoolListItem[]> {
  const out: SchoolListItem[] = [];
  for (let page = 1; ; page++) {
    const r = await post('/api/school/query', { ...q, page, pageSize: 100 });
    out.push(...r.data.records);
    if (out.length >= r.data.total) return out;
  }
}

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
    expect(r.data.map(({ rankingType, label, years }) => ({ rankingType, label, years }))).toEqual([
      { rankingType: '软科', label: '软科排名', years: [2026, 2025, 2023] },
      { rankingType: 'QS', label: 'QS排名', years: [2025, 2024] },
      { rankingType: 'ARWU', label: 'ARWU排名', years: [2024] },
    ]);
    // 软科's specialty lists, each with its own years; the main list first
    const bcur = r.data[0]!.lists;
    expect(bcur[0]).toEqual({ list: '主榜', years: [2026, 2025, 2023] });
    expect(bcur.find((l) => l.list === '医药类')?.years).toEqual([2026, 2025]);
    expect(r.data[2]!.lists).toEqual([{ list: '主榜', years: [2024] }]);
  });

  it('lists ARWU and a 软科 specialty list, and refuses a list the system does not have', async () => {
    const arwu = await post<RankingPage>('/api/school/ranking', { rankingType: 'ARWU' });
    expect(arwu.status).toBe(200);
    expect(arwu.data.rankingYear).toBe(2024);
    expect(arwu.data.records[0]!.schoolId).not.toBeNull();
    const med = await post<RankingPage>('/api/school/ranking', { rankingType: '软科', list: '医药类' });
    expect(med.data.list).toBe('医药类');
    expect(med.data.rankingYear).toBe(2026);
    expect(med.data.total).toBe(60);
    const bad = await post('/api/school/ranking', { rankingType: 'QS', list: '医药类' });
    expect(bad.status).toBe(400);
    expect(bad.message).toContain('榜单');
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
    expect(extra.data.officialWebsites[0]).toMatch(/^https?:\/\/.*sysu\.edu\.cn/);
    expect(extra.data.admissionWebsites.length).toBe(1);
    expect(extra.data.admissionPhones[0]).toMatch(/\d{6,}/);
    expect(extra.data.address).toContain('广州');
    expect(extra.data.chsiUrl).toMatch(/^https:\/\/gaokao\.chsi\.com\.cn\/sch\/schoolInfo/);
    expect(extra.data.year).toBe(2026);
    expect(extra.data.source?.publisher).toContain('阳光高考');
    const overview = await get<SchoolOverview>(`/api/school/query/detail/${SYSU}`);
    expect(() => schoolOverviewSchema.parse(overview.data)).not.toThrow();
    expect(overview.data).toMatchObject({ schoolName: '中山大学', schoolOverview: null, campusSceneryMedia: [], qsWorldRank: '331' });
    expect(overview.data.ruankeRank).toMatch(/^\d+$/);
    expect(overview.data.officialWebsites).toEqual(extra.data.officialWebsites);
  });

  it('names 院校类型 with its source and year, and gives 简称 and 曾用名', async () => {
    const sysu = await get<SchoolBase>(`/api/school/query/base/${SYSU}`);
    expect(sysu.data.typeSource).toMatchObject({ label: '软科中国大学排名', year: 2026 });
    const hit = await get<SchoolBase>('/api/school/query/base/4111010006'); // 北京航空航天大学
    expect(hit.data.abbreviations).toContain('北航');
    expect(hit.data.aliasSources.length).toBeGreaterThan(0);
    // a 广东 专科 college 软科 does not rank gets its type from gaokao.cn (2024)
    const college = (await allOf(post, { provinces: ['广东'] })).find((s) => s.schoolLevel === '专科' && s.schoolType.length > 0)!;
    const base = await get<SchoolBase>(`/api/school/query/base/${college.id}`);
    expect(base.data.typeSource).toMatchObject({ label: '掌上高考院校库', year: 2024 });
  });

  it('lists the ranks per system, oldest year first, with the source', async () => {
    const r = await get<RankHistory[]>(`/api/school/rank-history/${SYSU}`);
    expect(() => z.array(rankHistorySchema).parse(r.data)).not.toThrow();
    const bcur = r.data.find((h) => h.system === '软科')!;
    expect(bcur.ranks.map((x) => x.year)).toEqual([2023, 2025, 2026]);
    expect(bcur.source?.publisher).toBe('软科');
    expect(r.data.find((h) => h.system === 'QS')!.ranks.map((x) => x.rank)).toEqual(['=323', '331']);
  });

  it('holds for every school what a query of its own rows gives (one bulk read per dataset, issue 16)', async () => {
    const m = t.app.readModels;
    const db = t.app.db;
    const all = (await m.schools.all()).map((s) => s.item.id);
    // every 97th school of the library (ranked and unranked, with and without contacts and aliases), and two with 简称
    const sample = [...all.filter((_, i) => i % 97 === 0), SYSU, '4111010006'];
    let withAliases = 0;
    let withContacts = 0;
    for (const id of sample) {
      const [contact] = await db.select().from(schoolContacts).where(eq(schoolContacts.moeCode, id));
      const held = await m.schoolContacts.of(id);
      expect(held, id).toEqual(
        contact && {
          officialWebsite: contact.officialWebsite,
          admissionWebsite: contact.admissionWebsite,
          admissionPhone: contact.admissionPhone,
          address: contact.address,
          chsiUrl: contact.chsiUrl,
          sourceId: contact.sourceId,
        },
      );
      if (held) withContacts++;

      const [[school], [type], aliases] = await Promise.all([
        db.select({ sourceId: schools.sourceId, bcurType: schools.bcurType }).from(schools).where(eq(schools.moeCode, id)),
        db.select().from(schoolTypes).where(eq(schoolTypes.moeCode, id)),
        db.select().from(schoolAliases).where(eq(schoolAliases.moeCode, id)).orderBy(asc(schoolAliases.kind), asc(schoolAliases.seq)),
      ]);
      expect(await m.schoolFacts.of(id), id).toEqual({
        sourceId: school!.sourceId,
        bcurType: school!.bcurType,
        gaokaoCn: type ? { schoolType: type.schoolType, sourceId: type.sourceId } : null,
        aliases: aliases.map((a) => ({ kind: a.kind, alias: a.alias, sourceId: a.sourceId })),
      });
      if (aliases.length) withAliases++;

      const ranks = await db.select().from(schoolRanks).where(eq(schoolRanks.moeCode, id));
      const histories = await m.rankHistories.of(id);
      const heldRanks = histories.flatMap((h) => h.ranks.map((r) => `${h.system}|${h.list}|${r.year}|${r.rank}|${r.rankValue}`));
      expect(heldRanks.sort(), id).toEqual(ranks.map((r) => `${r.system}|${r.list}|${r.year}|${r.rank}|${r.rankValue}`).sort());
      for (const h of histories) {
        const latest = ranks.filter((r) => r.system === h.system && r.list === h.list).sort((a, b) => b.year - a.year)[0]!;
        expect(h.sourceId).toBe(latest.sourceId);
      }
    }
    expect(withContacts).toBeGreaterThan(sample.length / 2);
    expect(withAliases).toBeGreaterThan(1);
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

describe('专业院系 from the published lists', () => {
  it('gives the 第四轮 grades (default the last round), never 第五轮 as official', async () => {
    expect((await get(`/api/school/subject-assessment/rounds/${SYSU}`)).data).toEqual(['第四轮']);
    const grades = (await get<string[]>(`/api/school/subject-assessment/grades/${SYSU}`)).data;
    expect(grades[0]).toBe('A+');
    const list = await get<{ round: string; totalSubjects: number; subjectDetails: Array<{ subject: string; grade: string }>; year: number }>(
      `/api/school/subject-assessment/list?schoolId=${SYSU}`,
    );
    expect(list.data.round).toBe('第四轮');
    expect(list.data.year).toBe(2017);
    expect(list.data.totalSubjects).toBe(list.data.subjectDetails.length);
    expect(list.data.subjectDetails.length).toBeGreaterThan(30);
    expect(list.data.subjectDetails[0]!.grade).toBe('A+');
    const onlyA = await get<{ subjectDetails: Array<{ grade: string }> }>(
      `/api/school/subject-assessment/list?schoolId=${SYSU}&round=${encodeURIComponent('第四轮')}&grade=A`,
    );
    expect(onlyA.data.subjectDetails.every((d) => d.grade === 'A')).toBe(true);
    const bad = await get('/api/school/subject-assessment/list');
    expect(bad.status).toBe(400);
    expect(bad.message).toContain('院校');
    const claims = await get<{ claims: Array<{ kind: string }> }>(`/api/school/subject-assessment/claims/${SYSU}`);
    expect(claims.status).toBe(200);
    expect(claims.data.claims.every((c) => c.kind === 'self_announced')).toBe(true);
  });

  it('lists 双一流建设学科 by round, 一流本科专业 by level and 软科专业排名', async () => {
    const dfc = await get<{ rounds: Array<{ round: number; year: number; disciplines: string[] }> }>(`/api/school/double-first-class/${SYSU}`);
    expect(dfc.data.rounds.map((r) => r.year)).toEqual([2022, 2017]);
    expect(dfc.data.rounds[0]!.disciplines.length).toBeGreaterThan(5);
    const pku = await get<{ rounds: Array<{ round: number; note: string | null }> }>('/api/school/double-first-class/4111010001');
    expect(pku.data.rounds[0]!.note).toBe('自主确定建设学科并自行公布');
    const special = await get<Array<{ level: string; count: number; majors: Array<{ year?: number | null }> }>>(`/api/school/special-majors/${SYSU}`);
    expect(special.data[0]!.level).toBe('国家级一流本科专业建设点');
    expect(special.data[0]!.count).toBeGreaterThan(30);
    expect(special.data[0]!.majors.every((m) => m.year === null)).toBe(true);
    const ranks = await get<{ year: number; records: Array<{ rank: number | null; tier: string | null }> }>(`/api/school/major-rankings/${SYSU}`);
    expect(ranks.data.year).toBe(2026);
    expect(ranks.data.records.length).toBeGreaterThan(30);
    expect(ranks.data.records[0]!.rank).toBe(1);
    expect((await get(`/api/school/departments/${SYSU}`)).data).toEqual([]);
  });
});
