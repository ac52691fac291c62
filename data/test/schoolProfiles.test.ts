import { describe, expect, it } from 'vitest';
import { readSchoolContacts, readSchoolTypes, readSchools } from '../src';
import { duplicates, shippedMoeCodes } from './helpers';

describe('school_contacts (阳光高考 school pages, 2026)', () => {
  it('has 2,864 schools, one row per moe_code of the shipped list', async () => {
    const rows = await readSchoolContacts();
    expect(rows).toHaveLength(2_864);
    expect(duplicates(rows.map((r) => r.moeCode))).toEqual(new Map());
    const codes = await shippedMoeCodes();
    expect(rows.filter((r) => !codes.has(r.moeCode))).toEqual([]);
  });

  it('counts the matches and filled fields the shared SOURCE.md gives', async () => {
    const rows = await readSchoolContacts();
    const match = (m: string) => rows.filter((r) => r.match === m).length;
    expect([match('name+code'), match('name_only(code_differs)'), match('code_only(name_differs:renamed?)')]).toEqual([2_767, 43, 54]);
    expect(rows.filter((r) => r.renamed)).toHaveLength(54);
    const filled = (f: (r: (typeof rows)[number]) => unknown) => rows.filter((r) => f(r) !== null).length;
    expect([filled((r) => r.officialWebsite), filled((r) => r.admissionWebsite), filled((r) => r.address), filled((r) => r.admissionPhone)]).toEqual([2_850, 2_850, 2_803, 2_855]);
    expect(rows.every((r) => r.chsiUrl.startsWith('https://gaokao.chsi.com.cn/sch/schoolInfo--schId-'))).toBe(true);
  });

  it('spot checks: 北大, 清华, 浙大, 哈工大 websites; 河北大学 address; 闽江学院 is 闽江大学 now', async () => {
    const byCode = new Map((await readSchoolContacts()).map((r) => [r.moeCode, r]));
    expect(byCode.get('4111010001')!.officialWebsite).toContain('www.pku.edu.cn');
    expect(byCode.get('4111010003')!.officialWebsite).toContain('www.tsinghua.edu.cn');
    expect(byCode.get('4133010335')!.officialWebsite).toContain('www.zju.edu.cn');
    const hit = [...byCode.values()].find((r) => r.moeName === '哈尔滨工业大学')!;
    expect(hit).toMatchObject({ authority: '工业和信息化部' });
    expect(hit.officialWebsite).toContain('www.hit.edu.cn');
    expect([...byCode.values()].find((r) => r.moeName === '河北大学')!.address).toContain('保定市五四东路180号');
    expect([...byCode.values()].find((r) => r.moeName === '闽江学院')).toMatchObject({ nameChsi: '闽江大学', renamed: true });
  });
});

describe('school_types (gaokao.cn 院校类型, 简称, 曾用名, 2024)', () => {
  it('has 2,735 schools, one row per moe_code of the shipped list, matched as SOURCE.md counts', async () => {
    const rows = await readSchoolTypes();
    expect(rows).toHaveLength(2_735);
    expect(duplicates(rows.map((r) => r.moeCode))).toEqual(new Map());
    const codes = await shippedMoeCodes();
    expect(rows.filter((r) => !codes.has(r.moeCode))).toEqual([]);
    const match = (m: string) => rows.filter((r) => r.moeMatch === m).length;
    expect([match('gaokao_cn_id'), match('gaokao_cn_id(name_differs)'), match('name')]).toEqual([2_670, 58, 7]);
  });

  it('gives a 院校类型 to the 广东 专科 colleges that had none from 软科', async () => {
    const types = new Map((await readSchoolTypes()).map((r) => [r.moeCode, r]));
    const guangdongColleges = (await readSchools()).filter((s) => s.province === '广东' && s.level === '专科');
    expect(guangdongColleges.filter((s) => s.bcurType !== null)).toEqual([]);
    const typed = guangdongColleges.filter((s) => types.get(s.moeCode)?.schoolType);
    // every one that gaokao.cn lists has a type; the rest are new since 2024
    expect(typed.length).toBeGreaterThan(80);
    expect((await readSchoolTypes()).filter((r) => r.schoolType === null)).toHaveLength(59);
  });

  it('splits 简称 and 曾用名 into names: 北京航空航天大学 is 北航, 北京邮电大学 was 北京邮电学院', async () => {
    const byName = new Map((await readSchoolTypes()).map((r) => [r.nameGaokaoCn, r]));
    expect(byName.get('北京航空航天大学')!.abbreviations).toContain('北航');
    expect(byName.get('哈尔滨工业大学')!.abbreviations).toContain('哈工大');
    expect(byName.get('北京邮电大学')!.oldNames).toEqual(['北京邮电学院']);
    expect(byName.get('北京服装学院')!.oldNames).toEqual(['北京纺织工学院', '北京化学纤维工学院']);
  });
});
