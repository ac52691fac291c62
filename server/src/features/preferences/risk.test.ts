import { beforeAll, describe, expect, it } from 'vitest';
import type { ListAdviceReply, ListRisk, OneKeyResponse, PreferenceDetail, UserViewer } from '@zhiyuan/domain';
import { studentScores, users } from '../../db/schema';
import { reply, tokenFor, useTestApp } from '../../../test/app';

const t = useTestApp();
// the odds index reads every line, plan and table once per app: build it before the timed tests
beforeAll(async () => {
  await t.app.readModels.odds.prepare('广东', '物理类', 2026);
}, 900_000);
let phone = 0;

async function student(): Promise<{ id: string; token: string }> {
  const [u] = await t.app.db
    .insert(users)
    .values({ tel: `1360000${String(++phone).padStart(4, '0')}`, name: '风险', roleId: 1, roleTypes: [1], province: '广东', year: 2026 })
    .returning({ id: users.id });
  await t.app.db.insert(studentScores).values({ userId: u!.id, examType: 1, firstChoice: '物理', electives: ['化学', '生物'], totalScore: 600, fullMark: 750 });
  const viewer: UserViewer = { kind: 'user', userId: String(u!.id), roleId: 1, roleTypes: [1], vip: false, cardType: null, province: '广东', year: 2026 };
  return { id: String(u!.id), token: tokenFor(viewer) };
}

const post = (url: string, token: string | null, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: token } : {} });

const header = { province: '广东', year: 2026, batch: '本科批', track: '物理类', subjects: ['物', '化', '生'], score: 600 };

describe('the whole-list risk and order advice API', () => {
  it('simulates a saved 一键填报 list: admitted + 滑档 + 退档 add up, the same seed gives the same answer, top-N is cumulative', async () => {
    const s = await student();
    const built = reply<OneKeyResponse>(await post('/api/preferences/v2/recommend', s.token, {})).data;
    const saved = reply<PreferenceDetail>(await post('/api/preferences/save', s.token, { ...header, name: '风险表', entries: built.entries })).data;

    const first = reply<ListRisk>(await post('/api/preferences/risk', s.token, { id: saved.id, topN: 5 }));
    expect(first.status).toBe(200);
    const r = first.data;
    expect(r.admitted + r.fall + r.refused).toBeCloseTo(1, 6);
    expect(r.draws).toBeGreaterThan(100);
    expect(r.topN).toHaveLength(5);
    for (let i = 1; i < r.topN.length; i++) expect(r.topN[i]!).toBeGreaterThanOrEqual(r.topN[i - 1]!);
    expect(r.topN[4]!).toBeLessThanOrEqual(r.admitted + 1e-9);
    // every simulated choice: landing never exceeds reaching, and all landings sum to the admitted share
    const simulated = r.choices;
    expect(simulated.length + r.unknown.length).toBe(45);
    for (const c of simulated) expect(c.land).toBeLessThanOrEqual(c.reach + 1e-9);
    expect(simulated.reduce((sum, c) => sum + c.land, 0)).toBeCloseTo(r.admitted, 6);
    // a 3:4:3 list of a 600-point student is very likely to land somewhere, and says so in words
    expect(r.admitted).toBeGreaterThan(0.9);
    expect(r.explanation.join('')).toMatch(/\d+%/);

    const again = reply<ListRisk>(await post('/api/preferences/risk', s.token, { id: saved.id, topN: 5 })).data;
    expect(again).toEqual(r);
  }, 300_000);

  it('warns when a list of only the most selective units will likely fall, and names where the risk sits', async () => {
    const s = await student();
    const built = reply<OneKeyResponse>(await post('/api/preferences/v2/recommend', s.token, {})).data;
    const reach = built.entries.filter((e) => e.tier === '冲').slice(0, 3);
    expect(reach.length).toBeGreaterThan(0);
    const r = reply<ListRisk>(await post('/api/preferences/risk', s.token, { student: {}, entries: reach })).data;
    expect(r.fall).toBeGreaterThan(r.threshold);
    expect(r.warning).not.toBeNull();
    expect(r.warning).toMatch(/滑档/);
  }, 300_000);

  it('advises an order and composition that brings the 滑档 chance under the ceiling within the province limit', async () => {
    const s = await student();
    const built = reply<OneKeyResponse>(await post('/api/preferences/v2/recommend', s.token, {})).data;
    // the student's own wishes: reach units only, in reverse
    const reach = built.entries.filter((e) => e.tier === '冲').slice(0, 5).reverse();
    const advice = reply<ListAdviceReply>(await post('/api/preferences/advice', s.token, { student: {}, entries: reach, fallCeiling: 0.05 }));
    expect(advice.status).toBe(200);
    const a = advice.data;
    expect(a.maxChoices).toBe(45);
    expect(a.entries.length).toBeLessThanOrEqual(a.maxChoices);
    expect(a.before.fall).toBeGreaterThan(a.after.fall);
    expect(a.ceilingMet).toBe(a.after.fall <= 0.05);
    expect(a.changes.length).toBeGreaterThan(0);
    for (const c of a.changes) expect(c.reason).toMatch(/[\u4e00-\u9fff]/);
    // nothing the student wished for disappears silently: each wished unit is kept or named in a drop
    const kept = new Set(a.entries.map((e) => e.unitId));
    const dropped = new Set(a.changes.filter((c) => c.kind === 'drop').map((c) => c.unitId));
    for (const e of reach) expect(kept.has(e.unitId) || dropped.has(e.unitId)).toBe(true);
  }, 300_000);

  it("refuses a guest, another student's list, and a request with neither list nor entries, in Chinese", async () => {
    const owner = await student();
    const other = await student();
    const built = reply<OneKeyResponse>(await post('/api/preferences/v2/recommend', owner.token, {})).data;
    const saved = reply<PreferenceDetail>(await post('/api/preferences/save', owner.token, { ...header, name: '私有', entries: built.entries.slice(0, 5) })).data;

    expect((await post('/api/preferences/risk', null, { id: saved.id })).statusCode).toBe(401);
    const foreign = await post('/api/preferences/risk', other.token, { id: saved.id });
    expect(foreign.statusCode).toBe(403);
    expect((await post('/api/preferences/advice', other.token, { id: saved.id })).statusCode).toBe(403);
    const empty = reply(await post('/api/preferences/risk', owner.token, {}));
    expect(empty.status).toBe(400);
    expect(empty.message).toMatch(/[\u4e00-\u9fff]/);
    const badSeed = reply(await post('/api/preferences/risk', owner.token, { id: saved.id, seed: -1 }));
    expect(badSeed.status).toBe(400);
  }, 300_000);
});
