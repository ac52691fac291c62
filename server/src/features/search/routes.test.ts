import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '@zhiyuan/domain';
import { useTestApp, withQuery } from '../../../test/app';

const { get } = useTestApp();
const search = (q: string, type?: string, page?: number) => get<SearchResponse>(withQuery('/api/search', { q, type, page }));
const titles = (r: { data: SearchResponse }, type: string) => r.data.groups.find((g) => g.type === type)!.records.map((x) => x.title);

describe('GET /api/search', () => {
  it('finds 清华大学 by pinyin initials and by full pinyin, first', async () => {
    for (const q of ['qhdx', 'qinghua', 'QingHua DaXue', '清华']) {
      const r = await search(q, 'school');
      expect(r.status).toBe(200);
      expect(titles(r, 'school')[0], q).toBe('清华大学');
    }
  });

  it('finds schools by their 简称 and says which one matched', async () => {
    const beihang = await search('北航', 'school');
    expect(beihang.data.groups[0]!.records[0]).toMatchObject({ title: '北京航空航天大学', alias: '北航', id: '4111010006' });
    const hgd = await search('哈工大', 'school');
    expect(titles(hgd, 'school')[0]).toBe('哈尔滨工业大学');
  });

  it('groups schools, majors, professions and news on 全部, five each', async () => {
    const r = await search('计算机');
    expect(r.data.type).toBe('all');
    expect(r.data.groups.map((g) => g.type)).toEqual(['school', 'major', 'profession', 'news']);
    const majors = r.data.groups[1]!;
    expect(majors.records.length).toBeLessThanOrEqual(5);
    expect(majors.total).toBeGreaterThanOrEqual(5);
    const byInitials = await search('jsjkxyjs', 'major');
    const cs = byInitials.data.groups[0]!.records.find((m) => m.title === '计算机科学与技术' && m.level === 1);
    expect(cs).toMatchObject({ level: 1, id: '080901' });
    expect(cs!.description).toContain('本科');
    expect(r.data.groups[2]!.records.some((p) => p.title.includes('计算机'))).toBe(true);
  });

  it('gives each profession result an id its page takes: a 小类 or 职业 by its code, a 中类 by its 大类', async () => {
    for (const q of ['教师', '教学人员', '工程技术人员']) {
      const records = (await search(q, 'profession')).data.groups[0]!.records;
      expect(records.length, q).toBeGreaterThan(0);
      for (const r of records) {
        if (r.level === 2) {
          expect(r.id, `${q}: ${r.title}`).toMatch(/^\d$/);
          continue;
        }
        expect(r.id, `${q}: ${r.title}`).toMatch(/^\d{5,}$/);
        const page = await get<{ name: string }>(`/api/professions/detail/${r.id}`);
        expect(page.status, `${q}: ${r.title} ${r.id}`).toBe(200);
      }
    }
  });

  it('pages one group', async () => {
    const first = await search('大学', 'school', 1);
    const second = await search('大学', 'school', 2);
    expect(first.data.groups).toHaveLength(1);
    expect(first.data.groups[0]!.records).toHaveLength(20);
    expect(second.data.current).toBe(2);
    expect(second.data.groups[0]!.records[0]!.id).not.toBe(first.data.groups[0]!.records[0]!.id);
    expect(first.data.groups[0]!.total).toBeGreaterThan(500);
  });

  it('says in Chinese what is wrong with the query', async () => {
    const empty = await search('  ');
    expect(empty.status).toBe(400);
    expect(empty.message).toContain('请输入搜索词');
    const long = await search('大'.repeat(31));
    expect(long.status).toBe(400);
    expect(long.message).toContain('搜索词不能超过30个字');
    const scope = await search('清华', 'book');
    expect(scope.status).toBe(400);
    expect(scope.message).toContain('搜索范围');
    const none = await search('zzzzqqqq');
    expect(none.data.groups.every((g) => g.total === 0)).toBe(true);
  });
});
