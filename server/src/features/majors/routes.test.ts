import { describe, expect, it } from 'vitest';
import {
  MAJOR_CODE_NOTE,
  majorDetailSchema,
  majorSchoolPageSchema,
  type MajorCategory,
  type MajorDetail,
  type MajorEmployment,
  type MajorProfessionType,
  type MajorSchoolPage,
  type MajorSearchResult,
  type MajorTypeDetail,
} from '@zhiyuan/domain';
import { useTestApp, withQuery } from '../../../test/app';

const t = useTestApp();
const { get } = t;

const count = (tree: MajorCategory[]) => tree.reduce((n, c) => n + c.majorTypes.reduce((k, ty) => k + ty.majors.length, 0), 0);

describe('GET /api/majors/by-level and /by-category', () => {
  it('lists the real catalogues: 本科 840, 专科 742, 职业本科 243, grouped category → type → major with real codes', async () => {
    const [ben, zhuan, zhi] = await Promise.all([1, 2, 3].map((level) => get<MajorCategory[]>(withQuery('/api/majors/by-level', { level }))));
    expect([count(ben!.data), count(zhuan!.data), count(zhi!.data)]).toEqual([840, 742, 243]);
    expect(ben!.data[0]).toMatchObject({ majorCategory: '哲学', majorCategoryCode: '01' });
    expect(ben!.data[0]!.majorTypes[0]).toMatchObject({ type: '哲学类', typeCode: '0101' });
    expect(ben!.data[0]!.majorTypes[0]!.majors[0]).toEqual({ id: '010101', majorCode: '010101', majorName: '哲学', level: 1 });
    const computing = ben!.data.flatMap((c) => c.majorTypes).find((ty) => ty.typeCode === '0809')!;
    expect(computing.majors.map((m) => m.majorCode)).toContain('080910T');
  });

  it('filters by category and answers a bad level with a Chinese 400', async () => {
    const r = await get<MajorCategory[]>(withQuery('/api/majors/by-category', { level: 2, category: '51' }));
    expect(r.data.map((c) => c.majorCategory)).toEqual(['电子与信息大类']);
    const bad = await get(withQuery('/api/majors/by-level', { level: 7 }));
    expect(bad.status).toBe(400);
    expect(bad.message).toContain('专业层次');
  });
});

describe('GET /api/majors/search', () => {
  it('finds by Chinese, full pinyin and initials, in catalogue order, within the level and category', async () => {
    const cn = await get<MajorSearchResult>(withQuery('/api/majors/search', { level: 1, query: '计算机' }));
    expect(cn.data.hits.map((h) => h.majorName)).toContain('计算机科学与技术');
    expect(cn.data.total).toBe(cn.data.hits.length);
    const codes = cn.data.hits.map((h) => h.majorCode);
    expect(codes).toEqual([...codes].sort());
    const initials = await get<MajorSearchResult>(withQuery('/api/majors/search', { level: 1, query: 'kjx' }));
    expect(initials.data.hits.map((h) => h.majorName)).toContain('会计学');
    expect(initials.data.hits.find((h) => h.majorName === '会计学')!.via).toBe('pinyin');
    const full = await get<MajorSearchResult>(withQuery('/api/majors/search', { level: 2, query: 'dashuju' }));
    expect(full.data.hits.map((h) => h.majorName)).toContain('大数据与会计');
    const inCategory = await get<MajorSearchResult>(withQuery('/api/majors/search', { level: 1, query: '工程', category: '08' }));
    expect(inCategory.data.hits.every((h) => h.categoryCode === '08')).toBe(true);
    const empty = await get<MajorSearchResult>(withQuery('/api/majors/search', { level: 1, query: '' }));
    expect(empty.data).toEqual({ total: 0, hits: [] });
  });
});

describe('GET /api/majors/detail/{id}', () => {
  it('gives a 本科 major its real fields (学制, degree, gender ratio, intro, courses) and the code note', async () => {
    const r = await get<MajorDetail>('/api/majors/detail/120203K');
    expect(r.status).toBe(200);
    expect(() => majorDetailSchema.parse(r.data)).not.toThrow();
    expect(r.data).toMatchObject({
      majorName: '会计学', level: 1, levelName: '本科', typeCode: '1202', typeName: '工商管理类', categoryName: '管理学',
      years: '四年', degree: '管理学学士', genderRatio: '男23% : 女77%', codeNote: MAJOR_CODE_NOTE, hasProfessionTypes: true,
      cultivationGoal: null, famousPersons: null,
    });
    expect(r.data.introduction).toContain('会计');
    expect(r.data.mainCourses.length).toBeGreaterThan(5);
    expect(r.data.sources.map((s) => s.id)).toEqual(expect.arrayContaining(['moe-undergrad-major-catalog-2025', 'chsi-major-details-2026']));
  });

  it('gives a 职业本科 major what the catalogue has and null elsewhere; an unknown code is a 404, a malformed one a 400', async () => {
    const r = await get<MajorDetail>('/api/majors/detail/310201');
    expect(r.data).toMatchObject({ majorName: '计算机应用工程', level: 3, introduction: null, years: null, mainCourses: [] });
    expect((await get('/api/majors/detail/999999')).status).toBe(404);
    const bad = await get('/api/majors/detail/abc');
    expect(bad.status).toBe(400);
    expect(bad.message).toContain('专业代码');
  });
});

describe('GET /api/majors/by-type, employment-overview, profession-types', () => {
  it('a 专业类 lists its majors with 学制 and gender ratio, and its profession types from the mapping', async () => {
    const r = await get<MajorTypeDetail>(withQuery('/api/majors/by-type/0809', { level: 1 }));
    expect(r.data).toMatchObject({ typeName: '计算机类', categoryName: '工学' });
    expect(r.data.majors.find((m) => m.majorCode === '080901')).toMatchObject({ years: '四年', genderRatio: '男66% : 女34%' });
    expect(r.data.professionTypes.map((p) => [p.typeCode, p.typeName])).toEqual([
      ['2-02', '工程技术人员'],
      ['4-04', '信息传输、软件和信息技术服务人员'],
    ]);
    // each 中类 carries its 大典 小类, the 5-character 职业库 pages the 职业方向 links to
    const engineers = r.data.professionTypes[0]!;
    expect(engineers.minorTypes.length).toBeGreaterThan(10);
    expect(engineers.minorTypes.every((m) => /^202\d{2}$/.test(m.typeCode) && m.typeName !== '')).toBe(true);
    expect(engineers.minorTypes.map((m) => m.typeCode)).toEqual([...engineers.minorTypes.map((m) => m.typeCode)].sort());
    // the map names only the 中类: its 小类 whose own or 细类 names hold a word of 计算机类's majors are marked
    const named = engineers.minorTypes.filter((m) => m.named).map((m) => m.typeName);
    expect(named).toContain('信息和通信工程技术人员'); // 计算机软件工程技术人员 …
    expect(named).toContain('数字技术工程技术人员'); // 物联网工程技术人员 …
    expect(named).not.toContain('地质勘探工程技术人员');
    expect(named.length).toBeLessThan(8);
    expect((await get('/api/majors/by-type/0000')).status).toBe(404);
  });

  it('a major takes its 专业类 profession types; the direction text quotes its introduction', async () => {
    const types = await get<MajorProfessionType[]>('/api/majors/profession-types/530302');
    expect(types.data.map((p) => p.typeCode)).toEqual(['2-06']);
    expect(types.data[0]!.employmentPercentage).toBeNull();
    const e = await get<MajorEmployment>('/api/majors/employment-overview/530302');
    expect(e.data.direction).toMatch(/从事|面向|就业|岗位/);
    expect(e.data.professionTypes).toEqual(types.data);
  });
});

describe('GET /api/majors/schools/{id}', () => {
  it('lists 学职平台 开设院校 with 软科 major rank first, 2024 subject requirements, filters and pages of 10', async () => {
    const r = await get<MajorSchoolPage>('/api/majors/schools/120203K');
    expect(() => majorSchoolPageSchema.parse(r.data)).not.toThrow();
    expect(r.data.basis).toBe('offerings');
    expect(r.data.note).toBeNull();
    expect(r.data.total).toBe(678);
    expect(r.data.size).toBe(10);
    expect(r.data.records[0]!.ruankeRank).toBe(1);
    expect(r.data.records.some((s) => s.subjectRequirements.length > 0)).toBe(true);
    const pku = await get<MajorSchoolPage>(withQuery('/api/majors/schools/120203K', { query: '北京大学' }));
    expect(pku.data.records.map((s) => s.schoolName)).toContain('北京大学');
    const gd = await get<MajorSchoolPage>(withQuery('/api/majors/schools/120203K', { province: '广东', pageSize: 100 }));
    expect(gd.data.total).toBeGreaterThan(0);
    expect(gd.data.records.every((s) => s.provinceName === '广东')).toBe(true);
    // 中国人民大学 admits 会计学 through 工商管理类 (its 2024 note lists 会计学): the 类's requirement, marked as such
    const ruc = await get<MajorSchoolPage>(withQuery('/api/majors/schools/120203K', { query: '中国人民大学' }));
    const row = ruc.data.records.find((s) => s.schoolName === '中国人民大学')!;
    expect(row.subjectRequirements.length).toBeGreaterThan(0);
    expect(row.subjectRequirements.every((req) => req.endsWith('（按工商管理类招生）'))).toBe(true);
    // a school with rows of the major's own name keeps only those
    const xmu = (await get<MajorSchoolPage>(withQuery('/api/majors/schools/120203K', { query: '厦门大学' }))).data.records.find((s) => s.schoolName === '厦门大学')!;
    expect(xmu.subjectRequirements.some((req) => req.includes('按工商管理类'))).toBe(false);
  });

  it('where the offering source missed the major, says so and lists schools from 2024 requirements, lines and plans', async () => {
    const r = await get<MajorSchoolPage>('/api/majors/schools/080901');
    expect(r.data.basis).toBe('requirements');
    expect(r.data.note).toContain('未收录');
    expect(r.data.total).toBeGreaterThan(500);
    expect(r.data.records[0]!.ruankeRank).toBeLessThanOrEqual(10);
    const zhuan = await get<MajorSchoolPage>('/api/majors/schools/510201');
    expect(zhuan.data.basis).toBe('requirements');
    expect(zhuan.data.total).toBeGreaterThan(0);
  });
});
