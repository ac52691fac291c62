import { describe, expect, it } from 'vitest';
import type { OneKeyResponse, PreferenceScores, RecommendResponse, UserViewer } from '@zhiyuan/domain';
import { studentScores, users } from '../../db/schema';
import { reply, tokenFor, useTestApp } from '../../../test/app';

const t = useTestApp();

async function student(province = '广东', year = 2026, score: number | null = 600): Promise<{ id: string; token: string }> {
  const [u] = await t.app.db
    .insert(users)
    .values({ tel: `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, name: '测试', province, year })
    .returning({ id: users.id });
  const id = String(u!.id);
  if (score !== null) {
    await t.app.db.insert(studentScores).values({
      userId: u!.id,
      examType: 1,
      firstChoice: '物理',
      electives: ['化学', '生物'],
      totalScore: score,
      fullMark: 750,
    });
  }
  const viewer: UserViewer = { kind: 'user', userId: id, roleId: 1, roleTypes: [1], vip: false, cardType: null, province, year };
  return { id, token: tokenFor(viewer) };
}

const post = (url: string, token: string | null, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: token } : {} });

describe('POST /api/preferences/recommend', () => {
  it('ranks a 广东 物理类 student from the score sheet and gives tiers, history, plan and counts', async () => {
    const s = await student();
    const res = reply<RecommendResponse>(await post('/api/preferences/recommend', s.token, { pageSize: 50 }));
    expect(res.status).toBe(200);
    const data = res.data;
    expect(data.student).toMatchObject({ province: '广东', year: 2026, track: '物理类', subjects: ['物', '化', '生'], score: 600, rankSource: 'score' });
    expect(data.student.rank).toBeGreaterThan(1000);
    expect(data.counts.冲 + data.counts.稳 + data.counts.保).toBeGreaterThan(100);
    expect(data.records.length).toBe(50);
    const probs = data.records.map((r) => r.probability).filter((p): p is number => p !== null);
    expect(probs).toEqual([...probs].sort((a, b) => b - a));
    for (const r of data.records) {
      expect(r.tier).not.toBeNull();
      expect(r.risk).toBe({ 冲: 1, 稳: 2, 保: 3 }[r.tier!]);
      if (r.confidence === 'low') expect(r.probability).toBeNull();
    }
    expect(data.records.some((r) => r.history.length >= 2)).toBe(true);
  }, 240_000);

  it('filters by tier, school province, 985 and name, and sorts', async () => {
    const s = await student();
    const only = reply<RecommendResponse>(await post('/api/preferences/recommend', s.token, { tiers: ['冲'], schoolProvinces: ['湖北'], pageSize: 100 })).data;
    expect(only.records.every((r) => r.tier === '冲' && r.schoolProvince === '湖北')).toBe(true);
    const elite = reply<RecommendResponse>(await post('/api/preferences/recommend', s.token, { features: ['985'], rank: 3000, pageSize: 100 })).data;
    expect(elite.records.length).toBeGreaterThan(0);
    expect(elite.records.every((r) => r.features.includes('985'))).toBe(true);
    const named = reply<RecommendResponse>(await post('/api/preferences/recommend', s.token, { query: '中山大学', rank: 3000, includeOutOfReach: true })).data;
    expect(named.records.every((r) => r.schoolName.includes('中山大学'))).toBe(true);
    const bySelectivity = reply<RecommendResponse>(await post('/api/preferences/recommend', s.token, { sort: 'selectivity', pageSize: 30 })).data;
    const centres = bySelectivity.records.map((r) => r.centreRank ?? Infinity);
    expect(centres).toEqual([...centres].sort((a, b) => a - b));
  }, 240_000);

  it('asks a guest to log in, and a student without a score for one', async () => {
    const guest = reply(await post('/api/preferences/recommend', null, {}));
    expect(guest.status).toBe(401);
    const s = await student('广东', 2026, null);
    const none = reply(await post('/api/preferences/recommend', s.token, {}));
    expect(none.status).toBe(400);
    expect(none.message).toBe('请先在成绩单中填写高考或模考成绩，或直接填写分数或位次');
    const bad = reply(await post('/api/preferences/recommend', s.token, { track: '物理类', subjects: ['物'], score: 2000 }));
    expect(bad.status).toBe(400);
  }, 240_000);
});

describe('GET /api/preferences/scores', () => {
  it('gives each score record the rank a recommendation of the same score uses', async () => {
    const s = await student();
    const res = reply<PreferenceScores>(await t.app.inject({ method: 'GET', url: '/api/preferences/scores', headers: { authorization: s.token } }));
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ province: '广东', year: 2026 });
    const [record] = res.data.records;
    expect(record).toMatchObject({ totalScore: 600, track: '物理类', subjects: ['物', '化', '生'] });
    const recommended = reply<RecommendResponse>(await post('/api/preferences/recommend', s.token, { pageSize: 1 })).data;
    expect(record!.rank).toBe(recommended.student.rank);
    expect(record!.tableYear).toBe(recommended.student.tableYear);
    // no province yet: the record says what is missing instead of a rank
    const [u] = await t.app.db
      .insert(users)
      .values({ tel: `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, name: '测试' })
      .returning({ id: users.id });
    await t.app.db.insert(studentScores).values({ userId: u!.id, examType: 1, firstChoice: '物理', electives: ['化学', '生物'], totalScore: 600, fullMark: 750 });
    const viewer: UserViewer = { kind: 'user', userId: String(u!.id), roleId: 1, roleTypes: [1], vip: false, cardType: null, province: null, year: null };
    const bare = reply<PreferenceScores>(await t.app.inject({ method: 'GET', url: '/api/preferences/scores', headers: { authorization: tokenFor(viewer) } }));
    expect(bare.data.records[0]).toMatchObject({ rank: null, note: '请先完善高考省份和年份' });
  }, 240_000);
});

describe('POST /api/preferences/v2/recommend (一键填报)', () => {
  it('builds a 45-choice 广东 table in 3:4:3, most selective first, valid against the rule', async () => {
    const s = await student();
    const data = reply<OneKeyResponse>(await post('/api/preferences/v2/recommend', s.token, {})).data;
    expect(data.maxChoices).toBe(45);
    expect(data.entries.length).toBe(45);
    expect(data.counts).toEqual({ 冲: 13, 稳: 19, 保: 13 });
    expect(data.validation.valid).toBe(true);
    expect(new Set(data.entries.map((e) => e.unitId)).size).toBe(45);
    expect(data.entries.filter((e) => e.tier === '保').length).toBe(13);
  }, 240_000);
});
