import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ListValidation, OneKeyResponse, PreferenceDetail, PreferenceList, UserViewer } from '@zhiyuan/domain';
import { orders, studentScores, users } from '../../db/schema';
import { reply, tokenFor, useTestApp } from '../../../test/app';

const t = useTestApp();
let phone = 0;

async function account(roleId: 1 | 2 | 3, withScore = true): Promise<{ id: string; token: string }> {
  const [u] = await t.app.db
    .insert(users)
    .values({ tel: `1370000${String(++phone).padStart(4, '0')}`, name: '测试', roleId, roleTypes: [roleId], province: '广东', year: 2026 })
    .returning({ id: users.id });
  if (withScore && roleId === 1) {
    await t.app.db.insert(studentScores).values({ userId: u!.id, examType: 1, firstChoice: '物理', electives: ['化学', '生物'], totalScore: 600, fullMark: 750 });
  }
  const viewer: UserViewer = { kind: 'user', userId: String(u!.id), roleId, roleTypes: [roleId], vip: false, cardType: null, province: '广东', year: 2026 };
  return { id: String(u!.id), token: tokenFor(viewer) };
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: token } : {} });

const header = { province: '广东', year: 2026, batch: '本科批', track: '物理类', subjects: ['物', '化', '生'], score: 600 };

describe('the 志愿表 API', () => {
  it('saves a 一键填报 table, lists it with the badge, reorders, renames and deletes it', async () => {
    const s = await account(1);
    const built = reply<OneKeyResponse>(await call('POST', '/api/preferences/v2/recommend', s.token, {})).data;
    expect(built.entries.length).toBe(45);
    const saved = reply<PreferenceDetail>(await call('POST', '/api/preferences/save', s.token, { ...header, name: '我的第一张表', entries: built.entries }));
    expect(saved.status).toBe(200);
    expect(saved.message).toBe('保存成功');
    expect(saved.data).toMatchObject({ name: '我的第一张表', createdType: 1, entryCount: 45, studentId: s.id });
    expect(saved.data.entries.map((e) => e.unitId)).toEqual(built.entries.map((e) => e.unitId));
    expect(saved.data.counts).toEqual(built.counts);

    await call('POST', '/api/preferences/save', s.token, { ...header, name: '草稿', createdType: 2, entries: [] });
    const listed = reply<PreferenceList>(await call('GET', `/api/preferences/query/student/${s.id}?page=1&size=1000`, s.token)).data;
    expect(listed.total).toBe(2);
    expect(listed.badge).toBe(1);

    // reorder (last first) and turn 服从调剂 off on one: the whole list is replaced
    const reordered = [built.entries[44]!, ...built.entries.slice(0, 44)].map((e, i) => ({ ...e, adjust: i !== 0 }));
    const replaced = reply<PreferenceDetail>(
      await call('POST', '/api/preferences/save', s.token, { ...header, id: saved.data.id, name: '我的第一张表', entries: reordered }),
    ).data;
    expect(replaced.id).toBe(saved.data.id);
    expect(replaced.entries[0]).toMatchObject({ position: 1, unitId: built.entries[44]!.unitId, adjust: false });
    expect(replaced.entries).toHaveLength(45);

    const renamed = reply<PreferenceDetail>(await call('POST', '/api/preferences/rename', s.token, { id: saved.data.id, name: '冲一冲' }));
    expect(renamed.data.name).toBe('冲一冲');
    expect(reply<PreferenceDetail>(await call('GET', `/api/preferences/${saved.data.id}`, s.token)).data.name).toBe('冲一冲');
    expect(reply(await call('DELETE', `/api/preferences/${saved.data.id}`, s.token)).message).toBe('删除成功');
    expect(reply(await call('GET', `/api/preferences/${saved.data.id}`, s.token)).status).toBe(404);
  }, 300_000);

  it('files a list only in the student’s own 高考省份 and 年份', async () => {
    const s = await account(1);
    const elsewhere = reply(await call('POST', '/api/preferences/save', s.token, { ...header, province: '北京', track: '综合', name: '外省', entries: [] }));
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.message).toBe('志愿表的省份应为该学生的高考省份（广东）');
    const earlier = reply(await call('POST', '/api/preferences/save', s.token, { ...header, year: 2025, name: '往年', entries: [] }));
    expect(earlier.status).toBe(400);
    expect(earlier.message).toBe('志愿表的年份应为该学生的高考年份（2026年）');
    const listed = reply<PreferenceList>(await call('GET', `/api/preferences/query/student/${s.id}?page=1&size=1000`, s.token)).data;
    expect(listed.total).toBe(0);
  });

  it('refuses a list that breaks the 广东 rule with clear messages and writes nothing', async () => {
    const s = await account(1);
    const built = reply<OneKeyResponse>(await call('POST', '/api/preferences/v2/recommend', s.token, {})).data;
    const tooMany = reply(await call('POST', '/api/preferences/save', s.token, { ...header, name: '太多', entries: [...built.entries, built.entries[0]] }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.message).toContain('最多填报45个志愿，当前有46个');
    expect(tooMany.message).toContain('第46志愿与第1志愿重复');
    const majors = reply(
      await call('POST', '/api/preferences/save', s.token, { ...header, name: '专业太多', entries: [{ ...built.entries[0], majors: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }] }),
    );
    expect(majors.status).toBe(400);
    expect(majors.message).toContain('最多填6个专业，当前填了7个');
    expect(reply<PreferenceList>(await call('GET', `/api/preferences/query/student/${s.id}`, s.token)).data.total).toBe(0);

    const history = reply<ListValidation>(
      await call('POST', '/api/preferences/validate', s.token, { ...header, subjects: ['史', '政', '地'], entries: built.entries.slice(0, 5) }),
    ).data;
    expect(history.rule).toMatchObject({ batch: '本科批', maxChoices: 45, majorsPerChoice: 6 });
    const noName = reply(await call('POST', '/api/preferences/save', s.token, { ...header, name: ' ', entries: [] }));
    expect(noName.status).toBe(400);
    expect(noName.message).toBe('请填写志愿表名称');
  }, 300_000);

  it("keeps a student's lists theirs: guest 401, other student and planner without order 403, planner with order and admin 200", async () => {
    const owner = await account(1);
    const saved = reply<PreferenceDetail>(await call('POST', '/api/preferences/save', owner.token, { ...header, name: '私人', entries: [] })).data;
    const other = await account(1);
    const planner = await account(2);
    const servingPlanner = await account(2);
    const admin = await account(3);
    await t.app.db.insert(orders).values({ studentUserId: Number(owner.id), plannerUserId: Number(servingPlanner.id), status: 3 });
    const detail = `/api/preferences/${saved.id}`;
    const list = `/api/preferences/query/student/${owner.id}`;

    expect(reply(await call('GET', detail, null)).status).toBe(401);
    for (const viewer of [other, planner]) {
      expect(reply(await call('GET', detail, viewer.token)).status).toBe(403);
      expect(reply(await call('GET', list, viewer.token)).status).toBe(403);
      expect(reply(await call('DELETE', detail, viewer.token)).status).toBe(403);
      expect(reply(await call('POST', '/api/preferences/rename', viewer.token, { id: saved.id, name: '改名' })).status).toBe(403);
      expect(reply(await call('POST', '/api/preferences/save', viewer.token, { ...header, studentId: owner.id, name: '代填', entries: [] })).status).toBe(403);
    }
    for (const viewer of [servingPlanner, admin]) {
      expect(reply<PreferenceDetail>(await call('GET', detail, viewer.token)).data.name).toBe('私人');
      expect(reply<PreferenceList>(await call('GET', list, viewer.token)).data.total).toBe(1);
    }
    const byPlanner = reply<PreferenceDetail>(
      await call('POST', '/api/preferences/save', servingPlanner.token, { ...header, studentId: owner.id, name: '规划师建议', entries: [] }),
    );
    expect(byPlanner.status).toBe(200);
    expect(byPlanner.data.studentId).toBe(owner.id);
  }, 300_000);

  it('exports a saved list as an .xlsx form with Chinese headers that parses back', async () => {
    const s = await account(1);
    const built = reply<OneKeyResponse>(await call('POST', '/api/preferences/v2/recommend', s.token, {})).data;
    const saved = reply<PreferenceDetail>(await call('POST', '/api/preferences/save', s.token, { ...header, name: '导出', entries: built.entries })).data;
    const res = await t.app.inject({ method: 'POST', url: '/api/preferences/generate-excel', payload: { id: saved.id }, headers: { authorization: s.token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('志愿表')!;
    expect(sheet.getRow(2).values).toEqual([undefined, '志愿序号', '院校代码', '院校名称', '专业组代码', '专业代码', '专业', '服从调剂', '冲稳保', '录取概率']);
    expect(sheet.rowCount).toBe(2 + 45);
    const first = sheet.getRow(3).values as unknown[];
    expect(first[1]).toBe(1);
    expect(first[3]).toBe(built.entries[0]!.schoolName);
    expect(first[4]).toBe(built.entries[0]!.groupCode ?? '');
    expect(first[8]).toBe(built.entries[0]!.tier);
    // 录取概率 as the saved list's page reads it: a number, 低置信 (a tier without a number) or 暂无估计
    built.entries.forEach((e, i) => {
      const cell = (sheet.getRow(3 + i).values as unknown[])[9];
      expect(cell).toBe(e.probability !== null && e.probability !== undefined ? `${Math.floor(e.probability * 100 + 1e-9)}%` : e.tier ? '低置信' : '暂无估计');
    });
    const other = await account(1);
    const refused = await t.app.inject({ method: 'POST', url: '/api/preferences/generate-excel', payload: { id: saved.id }, headers: { authorization: other.token } });
    expect(refused.statusCode).toBe(403);
  }, 300_000);
});
