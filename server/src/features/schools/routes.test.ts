import { describe, expect, it } from 'vitest';
import { schoolPageSchema, type Page, type SchoolListItem } from '@zhiyuan/domain';
import { body, useTestApp } from '../../../test/app';

const t = useTestApp();
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

const query = (payload: unknown) => post<Page<SchoolListItem>>('/api/school/query', payload);

describe('POST /api/school/query', () => {
  it('lists the whole MOE school list six per page, best-ranked first', async () => {
    const r = await query({});
    expect(r.status).toBe(200);
    expect(r.code).toBe(200);
    expect(r.data.total).toBe(2919);
    expect(r.data.size).toBe(6);
    expect(r.data.current).toBe(1);
    expect(r.data.records).toHaveLength(6);
    expect(() => schoolPageSchema.parse(r.data)).not.toThrow();
    expect(r.data.records[0]).toMatchObject({
      id: '4111010003',
      schoolName: '清华大学',
      schoolFeatures: ['985', '211', '双一流'],
      provinceName: '北京',
      schoolInstitution: '公办',
      belongs: '教育部',
      schoolLevel: '本科',
      schoolRank: '1',
    });
  });

  it('treats 全部 as no filter and combines groups with AND', async () => {
    const all = await query({ provinces: ['全部'], features: ['全部'] });
    expect(all.data.total).toBe(2919);
    const beijing985 = await query({ provinces: ['北京'], features: ['985'], pageSize: 50 });
    expect(beijing985.data.total).toBe(8);
    expect(beijing985.data.records.every((s) => s.provinceName === '北京' && s.schoolFeatures.includes('985'))).toBe(true);
  });

  it('counts 985 schools and private schools from the data', async () => {
    expect((await query({ features: ['985'] })).data.total).toBe(38);
    expect((await query({ features: ['211'] })).data.total).toBe(112);
    expect((await query({ schoolInstitutions: ['民办'] })).data.total).toBe(829);
  });

  it('searches by name and pages through the matches', async () => {
    const r = await query({ query: '师范大学', page: 2 });
    expect(r.data.current).toBe(2);
    expect(r.data.total).toBeGreaterThan(6);
    expect(r.data.records.every((s) => s.schoolName.includes('师范大学'))).toBe(true);
    const none = await query({ query: '不存在的大学名字' });
    expect(none.data.total).toBe(0);
    expect(none.data.records).toEqual([]);
  });

  it('returns an empty page past the end rather than an error', async () => {
    const r = await query({ page: 1000 });
    expect(r.status).toBe(200);
    expect(r.data.records).toEqual([]);
    expect(r.data.total).toBe(2919);
  });

  it('rejects bad fields with 400 naming the field in Chinese', async () => {
    const size = await query({ pageSize: 'abc' });
    expect(size.status).toBe(400);
    expect(size.code).toBe(400);
    expect(size.message).toContain('每页条数');
    const page = await query({ page: 0 });
    expect(page.status).toBe(400);
    expect(page.message).toContain('页码');
    const provinces = await query({ provinces: '北京' });
    expect(provinces.status).toBe(400);
    expect(provinces.message).toContain('院校省份');
    const tooBig = await query({ pageSize: 1000 });
    expect(tooBig.status).toBe(400);
  });

  it('answers malformed JSON with a 400 and no parser text', async () => {
    // a raw body the helpers would not send
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/school/query',
      headers: { 'content-type': 'application/json' },
      payload: '{"page": ',
    });
    expect(res.statusCode).toBe(400);
    const b = body(res);
    expect(b.message).toMatch(/[\u4e00-\u9fa5]/);
    expect(res.body).not.toMatch(/Unexpected|JSON\.parse|at .*\.js/);
  });
});

describe('院校类型 filter', () => {
  it('keeps the 广东 专科 colleges: each has a type now or is under 未标注类型', async () => {
    const all = await allOf(post, { provinces: ['广东'] });
    const colleges = all.filter((s) => s.schoolLevel === '专科');
    expect(colleges.length).toBe(89);
    expect(colleges.filter((s) => s.schoolType.length > 0).length).toBeGreaterThan(80);
    const types = (await get<string[]>('/api/school/types')).data;
    const typed = await allOf(post, { provinces: ['广东'], types });
    expect(typed.length).toBe(all.length);
    const untyped = await allOf(post, { provinces: ['广东'], types: ['未标注类型'] });
    expect(untyped.every((s) => s.schoolType.length === 0)).toBe(true);
  });
});

describe('school filter options', () => {
  it('offers the 软科 types, the ownership values and the 985/211/双一流 features', async () => {
    const types = await get<string[]>('/api/school/types');
    expect(types.data).toContain('理工');
    expect(types.data).toContain('师范');
    expect(types.data.at(-1)).toBe('未标注类型');
    const inst = await get<string[]>('/api/school/institution');
    expect(inst.data[0]).toBe('公办');
    expect(inst.data).toContain('民办');
    const features = await get<string[]>('/api/school/listFeature');
    expect(features.data).toEqual(['985', '211', '双一流']);
  });
});
