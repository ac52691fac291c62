import { describe, expect, it } from 'vitest';
import {
  GUEST,
  cardIsVip,
  mayAccessStudent,
  mayUseStudentChild,
  needsPositionInfo,
  seesFullData,
  staffMenuOf,
  userInfoChildrenOf,
  type UserViewer,
} from './access';

const user = (extra: Partial<UserViewer> = {}): UserViewer => ({
  kind: 'user',
  userId: 'u1',
  roleId: 1,
  roleTypes: [1],
  vip: false,
  cardType: null,
  province: '广东',
  year: 2026,
  ...extra,
});

describe('staff menu by roleId (spec §6)', () => {
  it('学员管理 for 2 and 3, 我的学员 for 1–3, the rest for 3 only', () => {
    const labels = (roleId: 1 | 2 | 3) => staffMenuOf(user({ roleId, roleTypes: [roleId] })).map((m) => m.label);
    expect(labels(1)).toEqual(['我的学员']);
    expect(labels(2)).toEqual(['学员管理', '我的学员']);
    expect(labels(3)).toEqual(['学员管理', '我的学员', '规划师管理', '网站运营', '核心数据']);
    expect(staffMenuOf(GUEST)).toEqual([]);
  });
});

describe('userinfo children by card type (spec §6)', () => {
  it('type 0 (and no card) opens volunteerInfo, basicInfo, evaluationInfo; 1, 2, 5 open all seven', () => {
    expect(userInfoChildrenOf(user({ cardType: 0 }))).toEqual(['volunteerInfo', 'basicInfo', 'evaluationInfo']);
    expect(userInfoChildrenOf(user())).toEqual(['volunteerInfo', 'basicInfo', 'evaluationInfo']);
    for (const cardType of [1, 2, 5, 9] as const) expect(userInfoChildrenOf(user({ cardType, vip: true }))).toHaveLength(7);
    expect(userInfoChildrenOf(GUEST)).toEqual([]);
  });
  it('with VIP gating off (vip without a VIP card) every child is open', () => {
    expect(userInfoChildrenOf(user({ vip: true }))).toHaveLength(7);
  });
});

describe('VIP and ownership', () => {
  it('VIP follows the card type when the site gates, and everyone when it does not', () => {
    expect(cardIsVip(0, true)).toBe(false);
    expect(cardIsVip(null, true)).toBe(false);
    expect(cardIsVip(1, true)).toBe(true);
    expect(cardIsVip(null, false)).toBe(true);
    expect(seesFullData(GUEST)).toBe(false);
    expect(seesFullData(user({ roleId: 2, roleTypes: [2] }))).toBe(true);
  });
  it("a student's data: the student, a planner through an order, an admin", () => {
    expect(mayAccessStudent(user(), 'u1')).toBe(true);
    expect(mayAccessStudent(user({ userId: 'u2' }), 'u1')).toBe(false);
    expect(mayAccessStudent(user({ userId: 'p', roleId: 2, roleTypes: [2] }), 'u1')).toBe(false);
    expect(mayAccessStudent(user({ userId: 'p', roleId: 2, roleTypes: [2] }), 'u1', true)).toBe(true);
    expect(mayAccessStudent(user({ userId: 'a', roleId: 3, roleTypes: [3] }), 'u1')).toBe(true);
    expect(mayAccessStudent(GUEST, 'u1')).toBe(false);
  });
});

describe('mayUseStudentChild (spec §6 lists, own data)', () => {
  it('own profile by card type; another student never; staff always', () => {
    const plain = user({ cardType: 0 });
    expect(mayUseStudentChild(plain, 'u1', 'basicInfo')).toBe('ok');
    expect(mayUseStudentChild(plain, 'u1', 'scoreSheet')).toBe('not-in-card');
    expect(mayUseStudentChild(user({ cardType: 5, vip: true }), 'u1', 'scoreSheet')).toBe('ok');
    expect(mayUseStudentChild(user({ cardType: 9, vip: true }), 'u2', 'basicInfo')).toBe('forbidden');
    expect(mayUseStudentChild(user({ roleId: 3, roleTypes: [3] }), 'u2', 'scoreSheet')).toBe('ok');
    expect(mayUseStudentChild(GUEST, 'u1', 'basicInfo')).toBe('forbidden');
  });
});

describe('complete-info form (spec §4)', () => {
  it('asks a student without 高考省份 or 年份, never a planner or an administrator, never a guest', () => {
    expect(needsPositionInfo(user({ province: null }))).toBe(true);
    expect(needsPositionInfo(user({ year: null }))).toBe(true);
    expect(needsPositionInfo(user())).toBe(false);
    expect(needsPositionInfo(user({ roleId: 2, roleTypes: [2], province: null, year: null }))).toBe(false);
    expect(needsPositionInfo(user({ roleId: 3, roleTypes: [3], province: null, year: null }))).toBe(false);
    expect(needsPositionInfo(GUEST)).toBe(false);
  });
});
