import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NON_VIP_JOB_RANKING_ROWS,
  type JobPostings,
  type JobRanking,
  type MajorRequirements,
  type ProfessionCompanies,
  type ProfessionNode,
  type ProfessionStats,
  type ProfessionTree,
  type QualificationTrend,
  type TypeOverview,
  type Viewer,
} from '@zhiyuan/domain';
import { createTestApp, reply, tokenFor, useTestApp, VIEWERS, type TestApp } from '../../../test/app';

const AI_TYPE = '20238'; // 2-02-38 数字技术工程技术人员
const AI_ENGINEER = '2023801'; // 2-02-38-01 人工智能工程技术人员

describe('profession library (大典 2022)', () => {
  const t = useTestApp();

  it('lists 8 categories, 450 types and every profession, type codes of 5 characters', async () => {
    const res = await t.get<ProfessionTree>('/api/professions/search');
    expect(res.status).toBe(200);
    expect(res.data.categories.map((c) => c.categoryCode)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    const types = res.data.categories.flatMap((c) => c.professionTypes);
    expect(types).toHaveLength(450);
    expect(types.every((ty) => ty.typeCode.length === 5)).toBe(true);
    expect(res.data.total).toBe(types.reduce((n, ty) => n + ty.professionVos.length, 0));
    const ai = types.find((ty) => ty.typeCode === AI_TYPE)!;
    expect(ai.typeName).toBe('数字技术工程技术人员');
    expect(ai.professionVos[0]).toEqual({ professionCode: AI_ENGINEER, professionName: '人工智能工程技术人员' });
    expect(types.find((ty) => ty.typeCode === '80000')!.clickable).toBe(false);
  });

  it('searches by name, full pinyin and initials, and narrows to a category', async () => {
    const byName = await t.get<ProfessionTree>('/api/professions/search?query=' + encodeURIComponent('人工智能'));
    expect(byName.data.matches).toContain(AI_ENGINEER);
    expect(byName.data.categories.flatMap((c) => c.professionTypes).flatMap((ty) => ty.professionVos).map((p) => p.professionName)).toContain('人工智能训练师');
    const byPinyin = await t.get<ProfessionTree>('/api/professions/search?query=rengongzhineng');
    expect(byPinyin.data.matches).toContain(AI_ENGINEER);
    const byInitials = await t.get<ProfessionTree>('/api/professions/search?query=rgzngcjsry');
    expect(byInitials.data.matches).toEqual([AI_ENGINEER]);
    const scoped = await t.get<ProfessionTree>('/api/professions/search?categoryCode=6&query=' + encodeURIComponent('人工智能'));
    expect(scoped.data.categories).toEqual([]);
    expect(scoped.data.total).toBe(0);
  });

  it('rejects a bad category and a bad code in Chinese', async () => {
    const bad = await t.get('/api/professions/search?categoryCode=9');
    expect(bad.status).toBe(400);
    expect(bad.message).toContain('职业大类');
    const badCode = await t.get('/api/professions/detail/abc');
    expect(badCode.status).toBe(400);
    expect(badCode.message).toContain('职业代码格式错误');
    const unknown = await t.get('/api/professions/detail/99999');
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe('未找到该职业');
  });

  it('describes a type from the 大典 and shows the NBS wages of its position type', async () => {
    const res = await t.get<ProfessionNode>(`/api/professions/detail/${AI_TYPE}`);
    expect(res.data.kind).toBe('type');
    expect(res.data.categoryName).toBe('专业技术人员');
    expect(res.data.overview).toContain('人工智能工程技术人员');
    expect(res.data.wages?.positionTypeName).toBe('专业技术人员');
    // the survey's 16 industries; the 3 it does not cover are named, their estimates not served
    expect(res.data.wages?.rows.length).toBe(16);
    expect(res.data.wages?.uncoveredIndustries).toHaveLength(3);
    expect(res.data.wages?.uncoveredIndustries).toContain('金融业');
    expect(res.data.wages?.rows.map((r) => r.industry)).not.toContain('金融业');
    const prof = await t.get<ProfessionNode>(`/api/professions/detail/${AI_ENGINEER}`);
    expect(prof.data.kind).toBe('profession');
    expect(prof.data.typeCode).toBe(AI_TYPE);
  });

  it('with nothing imported, says there are no statistics (not demo) even to a VIP', async () => {
    const stats = await t.get<ProfessionStats>(`/api/professions/stats-code/${AI_TYPE}`, VIEWERS.vipStudent);
    expect(stats.data).toEqual({ demo: false, locked: false, hiring: [], salary: [] });
    const ranking = await t.get<JobRanking>(`/api/professions/job-positions/by-type/${AI_TYPE}`, VIEWERS.vipStudent);
    expect(ranking.data.rows).toEqual([]);
  });

  it('with nothing imported, locks nothing for a guest or a non-VIP either: there is nothing to open VIP for', async () => {
    for (const viewer of [undefined, VIEWERS.student]) {
      const stats = await t.get<ProfessionStats>(`/api/professions/stats-code/${AI_TYPE}`, viewer);
      expect(stats.data).toEqual({ demo: false, locked: false, hiring: [], salary: [] });
      const overview = await t.get<TypeOverview>(`/api/professions/type-overview/${AI_TYPE}`, viewer);
      expect(overview.data).toMatchObject({ locked: false, sampleSize: null, hiringTotal: null, professionTypes: [] });
      const ranking = await t.get<JobRanking>(`/api/professions/job-positions/by-type/${AI_TYPE}`, viewer);
      expect(ranking.data).toMatchObject({ locked: false, rows: [], total: 0 });
      const postings = await t.get<JobPostings>(`/api/professions/jobDetails/byType/${AI_ENGINEER}`, viewer);
      expect(postings.data).toMatchObject({ locked: false, records: [], total: 0 });
      for (const url of [`/api/professions/major-requirements-type/${AI_TYPE}`, `/api/professions/companies/${AI_TYPE}`, `/api/professions/qualifications-trend-type?professionType=${AI_TYPE}`]) {
        expect((await t.get<{ locked: boolean }>(url, viewer)).data.locked, url).toBe(false);
      }
    }
  });
});

describe('job-market statistics in demo mode, trimmed for non-VIP (spec §6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO: '1' });
  });
  afterAll(() => t?.close());
  const get = async <T>(url: string, as?: Viewer) =>
    reply<T>(await t.app.inject({ method: 'GET', url, headers: as ? { authorization: tokenFor(as) } : {} }));

  it('a VIP gets every chart, flagged as demo', async () => {
    const stats = await get<ProfessionStats>(`/api/professions/stats-code/${AI_TYPE}`, VIEWERS.vipStudent);
    expect(stats.data.demo).toBe(true);
    expect(stats.data.locked).toBe(false);
    expect(stats.data.hiring[0]!.hiringMonth).toHaveLength(12);
    expect(stats.data.salary.length).toBeGreaterThanOrEqual(12);
    for (const s of stats.data.salary) expect(s.salaryMin).toBeLessThanOrEqual(s.salaryMax);
    const overview = await get<TypeOverview>(`/api/professions/type-overview/${AI_TYPE}`, VIEWERS.vipStudent);
    expect(overview.data.avgMonthlyHiring).toMatch(/^\d+\.\d{2}$/);
    const first = stats.data.hiring[0]!.hiringMonth.reduce((s, m) => s + m.hiringNum, 0);
    expect(overview.data.avgMonthlyHiring).toBe((first / 12 / 10000).toFixed(2));
    expect(overview.data.professionTypes.length).toBeLessThanOrEqual(10);
    expect(overview.data.professionTypes.every((p) => p.employmentPercentage >= 1)).toBe(true);
    const majors = await get<MajorRequirements>(`/api/professions/major-requirements-type/${AI_TYPE}`, VIEWERS.vipStudent);
    expect(majors.data.majors).toHaveLength(10);
    expect(majors.data.majors.every((m) => m.majorPercentage >= 1)).toBe(true);
    const professionMajors = await get<MajorRequirements>(`/api/professions/major-requirements/${AI_ENGINEER}`, VIEWERS.vipStudent);
    expect(professionMajors.data).toMatchObject({ demo: true, locked: false });
    expect(professionMajors.data.majors).toHaveLength(10);
    const professionEdu = await get<QualificationTrend>(`/api/professions/qualifications-trend/${AI_ENGINEER}`, VIEWERS.vipStudent);
    expect(professionEdu.data.edu).toHaveLength(12);
    expect(professionEdu.data.eduForFan.every((e) => e.ratio >= 1)).toBe(true);
    const companies = await get<ProfessionCompanies>(`/api/professions/companies/${AI_TYPE}`, VIEWERS.vipStudent);
    expect(companies.data.byName).toHaveLength(10);
    const edu = await get<QualificationTrend>(`/api/professions/qualifications-trend-type?professionType=${AI_TYPE}`, VIEWERS.vipStudent);
    expect(edu.data.edu).toHaveLength(12);
    const ranking = await get<JobRanking>(`/api/professions/job-positions/by-type/${AI_TYPE}`, VIEWERS.vipStudent);
    expect(ranking.data.rows.length).toBe(ranking.data.total);
    expect(ranking.data.total).toBeGreaterThan(NON_VIP_JOB_RANKING_ROWS);
    const postings = await get<JobPostings>(`/api/professions/jobDetails/byType/${AI_ENGINEER}?page=2&pageSize=10`, VIEWERS.vipStudent);
    expect(postings.data.records).toHaveLength(10);
    expect(postings.data.current).toBe(2);
  });

  for (const [who, viewer] of [
    ['guest', undefined],
    ['non-VIP student', VIEWERS.student],
  ] as const) {
    it(`a ${who} gets 3 ranking rows and no postings or chart data`, async () => {
      const ranking = await get<JobRanking>(`/api/professions/job-positions/by-type/${AI_TYPE}`, viewer);
      expect(ranking.data.locked).toBe(true);
      expect(ranking.data.rows).toHaveLength(NON_VIP_JOB_RANKING_ROWS);
      const byProfession = await get<JobRanking>(`/api/professions/job-positions/by-profession/${AI_ENGINEER}`, viewer);
      expect(byProfession.data.rows).toHaveLength(NON_VIP_JOB_RANKING_ROWS);
      const postings = await get<JobPostings>(`/api/professions/jobDetails/byType/${AI_TYPE}`, viewer);
      expect(postings.data).toMatchObject({ locked: true, records: [], total: 0 });
      const stats = await get<ProfessionStats>(`/api/professions/stats-code/${AI_TYPE}`, viewer);
      expect(stats.data).toEqual({ demo: true, locked: true, hiring: [], salary: [] });
      const overview = await get<TypeOverview>(`/api/professions/type-overview/${AI_TYPE}`, viewer);
      expect(overview.data).toMatchObject({ locked: true, hiringTotal: null, salaryMin: null, professionTypes: [] });
      const majors = await get<MajorRequirements>(`/api/professions/major-requirements-type/${AI_TYPE}`, viewer);
      expect(majors.data.majors).toEqual([]);
      const professionMajors = await get<MajorRequirements>(`/api/professions/major-requirements/${AI_ENGINEER}`, viewer);
      expect(professionMajors.data).toEqual({ demo: true, locked: true, majors: [] });
      const professionPostings = await get<JobPostings>(`/api/professions/jobDetails/byType/${AI_ENGINEER}?page=2`, viewer);
      expect(professionPostings.data).toMatchObject({ locked: true, records: [], total: 0 });
      const companies = await get<ProfessionCompanies>(`/api/professions/companies/${AI_TYPE}`, viewer);
      expect(companies.data.byName).toEqual([]);
      const edu = await get<QualificationTrend>(`/api/professions/qualifications-trend-type?professionType=${AI_TYPE}`, viewer);
      expect(edu.data.eduForFan).toEqual([]);
    });
  }

  it('a bad code of the profession major requirements is a Chinese 400', async () => {
    const res = await get<MajorRequirements>('/api/professions/major-requirements/abc', VIEWERS.vipStudent);
    expect(res.status).toBe(400);
    expect(res.message).toContain('职业代码格式错误');
  });

  it('staff see everything', async () => {
    const ranking = await get<JobRanking>(`/api/professions/job-positions/by-type/${AI_TYPE}`, VIEWERS.planner);
    expect(ranking.data.locked).toBe(false);
  });
});

describe('staff import of job-market statistics', () => {
  const t = useTestApp();
  const upload = async (kind: string, content: string | Buffer, as: Viewer | null = VIEWERS.admin, type = 'text/csv') =>
    reply<{ kind: string; rows: number; codes: number }>(
      await t.app.inject({
        method: 'POST',
        url: `/api/professions/import/${kind}`,
        headers: { 'content-type': type, ...(as ? { authorization: tokenFor(as) } : {}) },
        payload: content,
      }),
    );

  const monthsCsv = [
    'code,year,month,hiringNum,salaryMin,salaryMax,salaryMedianL,salaryMedianH',
    ...Array.from({ length: 12 }, (_, i) => `${AI_TYPE},2025,${i + 1},${1000 + i * 100},6000,30000,12000,18000`),
  ].join('\n');

  it('refuses a guest and a non-admin', async () => {
    expect((await upload('months', monthsCsv, null)).status).toBe(401);
    const student = await upload('months', monthsCsv, VIEWERS.student);
    expect(student.status).toBe(403);
    expect((await upload('months', monthsCsv, VIEWERS.planner)).status).toBe(403);
  });

  it('rejects a file with bad rows by line number and writes nothing', async () => {
    const bad = [
      'code,year,month,hiringNum,salaryMin,salaryMax,salaryMedianL,salaryMedianH',
      `${AI_TYPE},2025,1,1000,6000,30000,12000,18000`,
      `${AI_TYPE},2025,13,1000,6000,30000,12000,18000`,
      `99999,2025,2,1000,6000,30000,12000,18000`,
      `${AI_TYPE},2025,1,abc,6000,30000,12000,18000`,
      `${AI_TYPE},2025,3,1000,6000,3000,12000,18000`,
    ].join('\n');
    const res = await upload('months', bad);
    expect(res.status).toBe(400);
    expect(res.message).toContain('数据未做任何修改');
    expect(res.message).toContain('第3行：月份应为1到12之间的整数，实为“13”');
    const errors = (res.data as unknown as { errors: { line: number; message: string }[] }).errors;
    expect(errors).toEqual([
      { line: 3, message: '月份应为1到12之间的整数，实为“13”' },
      { line: 4, message: '职业代码 99999 不在职业分类大典中' },
      { line: 5, message: '招聘人数应为0到100000000之间的整数，实为“abc”' },
      { line: 6, message: '薪资应满足 最低薪资 ≤ 薪资中位下限 ≤ 薪资中位上限 ≤ 最高薪资' },
    ]);
    const stats = await t.get<ProfessionStats>(`/api/professions/stats-code/${AI_TYPE}`, VIEWERS.vipStudent);
    expect(stats.data.hiring).toEqual([]);
  });

  it('rejects a missing column and an unknown kind', async () => {
    const res = await upload('months', 'code,year\n20238,2025');
    expect(res.status).toBe(400);
    expect(res.message).toContain('缺少列：月份');
    const kind = await upload('salaries', monthsCsv);
    expect(kind.status).toBe(400);
    expect(kind.message).toContain('未知的导入类型');
  });

  it('imports CSV, drops the read model, and the page data follows (not demo)', async () => {
    const before = await t.get<ProfessionStats>(`/api/professions/stats-code/${AI_TYPE}`, VIEWERS.vipStudent);
    expect(before.data.hiring).toEqual([]);
    const res = await upload('months', '\uFEFF' + monthsCsv);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ kind: 'months', rows: 12, codes: 1 });
    const after = await t.get<ProfessionStats>(`/api/professions/stats-code/${AI_TYPE}`, VIEWERS.vipStudent);
    expect(after.data.demo).toBe(false);
    expect(after.data.hiring[0]!.hiringMonth.map((m) => m.hiringNum)).toEqual(Array.from({ length: 12 }, (_, i) => 1000 + i * 100));
    expect(after.data.salary[0]).toEqual({ month: '2025-01', salaryMin: 6000, salaryMax: 30000, salaryMedianL: 12000, salaryMedianH: 18000 });
  });

  it('imports XLSX (positions) and a non-VIP then sees 3 of its rows', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('positions');
    sheet.addRow(['code', 'jobTitle', 'salaryRange', 'companyNum', 'hiringNum']);
    ['算法工程师', '机器学习工程师', '数据标注工程师', '自然语言处理工程师', '计算机视觉工程师'].forEach((title, i) => sheet.addRow([AI_TYPE, title, '15000-30000元/月', 50 + i, 900 - i * 100]));
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload('positions', file, VIEWERS.admin, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.status).toBe(200);
    expect(res.data.rows).toBe(5);
    const vip = await t.get<JobRanking>(`/api/professions/job-positions/by-type/${AI_TYPE}`, VIEWERS.vipStudent);
    expect(vip.data.rows.map((r) => r.jobTitle)).toEqual(['算法工程师', '机器学习工程师', '数据标注工程师', '自然语言处理工程师', '计算机视觉工程师']);
    const student = await t.get<JobRanking>(`/api/professions/job-positions/by-type/${AI_TYPE}`, VIEWERS.student);
    expect(student.data.rows).toHaveLength(3);
    expect(student.data.total).toBe(5);
  });
});
