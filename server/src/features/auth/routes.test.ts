import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CardLoginResult, IssuedCard, LoginResult, SiteSettings, UserInfo } from '@zhiyuan/domain';
import { memberCards, sessions, users } from '../../db/schema';
import { freshIp, freshPhone, useSessionApp } from '../../../test/accounts';
import { createAdmin } from './admin';

const s = useSessionApp({ SMS_DAILY_LIMIT_PER_PHONE: '3', SMS_DAILY_LIMIT_PER_IP: '4', SESSION_TTL_DAYS: '7' });

const MINUTE = 60_000;
const sendCode = (phone: string, ip = freshIp()) => s.call({ method: 'GET', url: `/api/sms/code/${phone}`, ip });
const phoneLogin = (tel: string, code: string) => s.post<LoginResult>('/api/tel/code/login', { tel, code, loginFrom: 4, uid: 'device-1' });

/** An administrator with a live session. */
async function adminToken(): Promise<string> {
  const tel = freshPhone();
  await createAdmin(s.t.database.db, tel, '管理员');
  return (await s.login(tel)).Authorization;
}

async function issueCards(type: number, count = 1): Promise<IssuedCard[]> {
  const res = await s.post<IssuedCard[]>('/api/membership/cards', { type, count }, await adminToken());
  expect(res.status).toBe(200);
  return res.data;
}

describe('GET /api/sms/code/{phone}', () => {
  it('sends a 6-digit code and says so in the words of spec §8', async () => {
    const phone = freshPhone();
    const res = await sendCode(phone);
    expect(res).toMatchObject({ status: 200, message: '您的验证码已发送至手机，5分钟内有效，请及时查收并完成验证！' });
    expect(s.sms.lastCode(phone)).toMatch(/^\d{6}$/);
  });

  it('checks the phone with the form’s messages', async () => {
    expect(await sendCode('1381234567')).toMatchObject({ status: 400, message: '请输入11位手机号' });
    expect(await sendCode('12812345678')).toMatchObject({ status: 400, message: '手机号格式错误' });
    expect(await sendCode('1381234567a')).toMatchObject({ status: 400, message: '手机号格式错误' });
  });

  it('one send per phone per 60 s, then again', async () => {
    const phone = freshPhone();
    expect((await sendCode(phone)).status).toBe(200);
    s.clock.advance(20_000);
    expect(await sendCode(phone)).toMatchObject({ status: 429, message: '验证码发送过于频繁，请40秒后再试' });
    s.clock.advance(40_000);
    expect((await sendCode(phone)).status).toBe(200);
  });

  it('caps the sends of a phone per day (here 3), and the next day opens again', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 3; i++) {
      expect((await sendCode(phone)).status).toBe(200);
      s.clock.advance(61_000);
    }
    expect(await sendCode(phone)).toMatchObject({ status: 429, message: '该手机号今日获取验证码次数已达上限，请明天再试' });
    s.clock.advance(24 * 60 * MINUTE);
    expect((await sendCode(phone)).status).toBe(200);
  });

  it('caps the sends from one client IP per day (here 4), whatever the phones', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await sendCode(freshPhone(), ip)).status).toBe(200);
    expect(await sendCode(freshPhone(), ip)).toMatchObject({ status: 429, message: '当前网络今日获取验证码次数已达上限，请明天再试' });
    // a refused request took nothing from the phone's own allowance
    expect((await sendCode(freshPhone())).status).toBe(200);
  });

  it('a provider outage is a 502 that neither starts the 60 s wait nor counts', async () => {
    const phone = freshPhone();
    s.sms.failing = true;
    try {
      expect(await sendCode(phone)).toMatchObject({ status: 502, message: '验证码发送失败，请稍后再试' });
    } finally {
      s.sms.failing = false;
    }
    expect((await sendCode(phone)).status).toBe(200);
  });
});

describe('POST /api/tel/code/login', () => {
  it('the first login creates the account (signUp) and returns the user info and Authorization', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const res = await phoneLogin(phone, s.sms.lastCode(phone));
    expect(res.status).toBe(200);
    expect(res.message).toBe('登录成功');
    expect(res.data).toMatchObject({
      tel: phone,
      signUp: true,
      province: null,
      year: null,
      name: null,
      roleId: 1,
      roleTypes: [1],
      auth: false,
      cardType: null,
      needConfirmPositionInfo: true,
      needBindTel: false,
      userInfoChildren: ['volunteerInfo', 'basicInfo', 'evaluationInfo'],
    });
    expect(res.data.Authorization).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers.authorization).toBe(res.data.Authorization);

    s.clock.advance(61_000);
    await sendCode(phone);
    const again = await phoneLogin(phone, s.sms.lastCode(phone));
    expect(again.data).toMatchObject({ signUp: false, userId: res.data.userId });
    expect(again.data.Authorization).not.toBe(res.data.Authorization);
  });

  it('checks tel and code with the form’s messages', async () => {
    expect(await phoneLogin('', '123456')).toMatchObject({ status: 400, message: '手机号不能为空' });
    expect(await phoneLogin(freshPhone(), '')).toMatchObject({ status: 400, message: '请输入验证码' });
    expect(await phoneLogin(freshPhone(), '12345')).toMatchObject({ status: 400, message: '请输入6位验证码' });
    expect(await phoneLogin(freshPhone(), '12345a')).toMatchObject({ status: 400, message: '验证码格式错误' });
  });

  it('a code is used once; one never sent is 验证码已失效', async () => {
    const phone = freshPhone();
    expect(await phoneLogin(phone, '123456')).toMatchObject({ status: 400, message: '验证码已失效，请重新获取' });
    await sendCode(phone);
    const code = s.sms.lastCode(phone);
    expect((await phoneLogin(phone, code)).status).toBe(200);
    expect(await phoneLogin(phone, code)).toMatchObject({ status: 400, message: '验证码已失效，请重新获取' });
  });

  it('a code is valid 5 minutes', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    s.clock.advance(5 * MINUTE + 1000);
    expect(await phoneLogin(phone, s.sms.lastCode(phone))).toMatchObject({ status: 400, message: '验证码已失效，请重新获取' });
  });

  it('the fifth wrong try voids the code', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const code = s.sms.lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect(await phoneLogin(phone, wrong)).toMatchObject({ status: 400, message: '验证码错误' });
    expect(await phoneLogin(phone, wrong)).toMatchObject({ status: 400, message: '验证码错误次数过多，请重新获取' });
    expect(await phoneLogin(phone, code)).toMatchObject({ status: 400, message: '验证码已失效，请重新获取' });
  });
});

describe('sessions', () => {
  it('the token opens /api/user/info; the table keeps only its sha256', async () => {
    const login = await s.login();
    const info = await s.get<UserInfo>('/api/user/info', login.Authorization);
    expect(info).toMatchObject({ status: 200, data: { tel: login.tel, userId: login.userId } });
    const db = s.t.database.db;
    expect(await db.select().from(sessions).where(eq(sessions.tokenHash, login.Authorization))).toHaveLength(0);
    const hashed = createHash('sha256').update(login.Authorization).digest('hex');
    expect(await db.select().from(sessions).where(eq(sessions.tokenHash, hashed))).toHaveLength(1);
  });

  it('an unknown token, or a session past its 7 days, is 401 凭证已过期，请重新登录', async () => {
    expect(await s.get('/api/user/info', 'not-a-session')).toMatchObject({ status: 401, message: '凭证已过期，请重新登录' });
    const login = await s.login();
    s.clock.advance(6 * 24 * 60 * MINUTE);
    expect((await s.get('/api/user/info', login.Authorization)).status).toBe(200);
    s.clock.advance(24 * 60 * MINUTE + 1000);
    expect(await s.get('/api/user/info', login.Authorization)).toMatchObject({ status: 401, message: '凭证已过期，请重新登录' });
    // public reading stays open to the same client once it drops the token
    expect((await s.get('/api/province/list', 'guest')).status).toBe(200);
  });

  it('logout ends the session; the phone must be the account’s; a guest logging out is a no-op', async () => {
    const login = await s.login();
    expect(await s.get(`/api/user/tel/logout/${freshPhone()}`, login.Authorization)).toMatchObject({
      status: 400,
      message: '手机号与当前登录账号不一致',
    });
    expect((await s.get('/api/user/info', login.Authorization)).status).toBe(200);
    expect(await s.get(`/api/user/tel/logout/${login.tel}`, login.Authorization)).toMatchObject({ status: 200, message: '已退出登录' });
    expect(await s.get('/api/user/info', login.Authorization)).toMatchObject({ status: 401, message: '凭证已过期，请重新登录' });
    expect((await s.get(`/api/user/tel/logout/${login.tel}`, 'guest')).status).toBe(200);
  });

  it('the product has no route that reveals a code (only the end-to-end server adds one)', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    expect((await s.get(`/api/test/sms/last/${phone}`)).status).toBe(404);
  });

  it('a guest asking for private data gets 401 请先登录！', async () => {
    expect(await s.get('/api/user/info')).toMatchObject({ status: 401, message: '请先登录！' });
    expect(await s.post('/api/membership/card/bind', { cardNumber: '123456789', cardKey: '123456' })).toMatchObject({ status: 401 });
  });
});

describe('member cards', () => {
  const cardLogin = (cardNumber: string, cardKey: string) =>
    s.post<CardLoginResult>('/api/card/key/login', { cardNumber, cardKey, loginFrom: 4 });

  it('only an administrator issues cards; each has a 9-digit number and a 6-digit password, stored as argon2id', async () => {
    const student = await s.login();
    expect((await s.post('/api/membership/cards', { type: 1, count: 1 }, student.Authorization)).status).toBe(403);
    expect((await s.post('/api/membership/cards', { type: 1, count: 1 })).status).toBe(401);
    expect(await s.post('/api/membership/cards', { type: 3, count: 1 }, await adminToken())).toMatchObject({ status: 400 });
    const [card] = await issueCards(2);
    expect(card).toMatchObject({ type: 2, cardNumber: expect.stringMatching(/^[1-9]\d{8}$/), cardKey: expect.stringMatching(/^\d{6}$/) });
    const [row] = await s.t.database.db.select().from(memberCards).where(eq(memberCards.cardNumber, card!.cardNumber));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(card!.cardKey);
  });

  it('checks number and password with the form’s messages', async () => {
    expect(await cardLogin('', '123456')).toMatchObject({ status: 400, message: '请输入会员卡号' });
    expect(await cardLogin('12345678', '123456')).toMatchObject({ status: 400, message: '请输入9位会员卡号' });
    expect(await cardLogin('12345678a', '123456')).toMatchObject({ status: 400, message: '会员卡号格式错误' });
    expect(await cardLogin('123456789', '')).toMatchObject({ status: 400, message: '请输入会员卡密码' });
    expect(await cardLogin('123456789', '12345')).toMatchObject({ status: 400, message: '请输入6位会员卡密码' });
    expect(await cardLogin('123456789', '12345a')).toMatchObject({ status: 400, message: '会员卡密码格式错误' });
  });

  it('an unbound card goes through the bind-phone form, then the card login logs that phone’s account in', async () => {
    const [card] = await issueCards(1);
    const first = await cardLogin(card!.cardNumber, card!.cardKey);
    expect(first).toMatchObject({ status: 200, message: '该会员卡尚未绑定手机号，请先绑定', data: { needBindTel: true } });
    const ticket = first.data.Authorization;
    // the ticket logs nobody in
    expect(await s.get('/api/user/info', ticket)).toMatchObject({ status: 401, message: '请先登录！' });

    const phone = freshPhone();
    await sendCode(phone);
    expect(await s.post('/api/membership/tel/bind', { tel: phone, code: s.sms.lastCode(phone) })).toMatchObject({
      status: 401,
      message: '请先使用会员卡登录',
    });
    expect(await s.post('/api/membership/tel/bind', { tel: phone, code: '000000' }, ticket)).toMatchObject({ status: 400 });
    s.clock.advance(61_000);
    await sendCode(phone);
    expect((await s.post('/api/membership/tel/bind', { tel: phone, code: s.sms.lastCode(phone) }, ticket)).status).toBe(200);
    // the ticket is used up
    expect((await s.get('/api/user/info', ticket)).status).toBe(401);

    const again = await cardLogin(card!.cardNumber, card!.cardKey);
    expect(again).toMatchObject({
      status: 200,
      message: '登录成功',
      data: { needBindTel: false, tel: phone, cardType: 1, auth: true, needConfirmPositionInfo: true },
    });
    const login = again.data as LoginResult;
    expect(login.userInfoChildren).toHaveLength(7);
    expect((await s.get('/api/user/info', login.Authorization)).data).toMatchObject({ tel: phone, cardType: 1 });
  });

  it('five wrong passwords lock the card for 30 minutes; an unknown number reads like a wrong password', async () => {
    const [card] = await issueCards(0);
    const wrong = card!.cardKey === '000000' ? '111111' : '000000';
    expect(await cardLogin('999999999', wrong)).toMatchObject({ status: 400, message: '会员卡号或密码错误' });
    for (let i = 0; i < 4; i++) expect(await cardLogin(card!.cardNumber, wrong)).toMatchObject({ status: 400, message: '会员卡号或密码错误' });
    expect(await cardLogin(card!.cardNumber, wrong)).toMatchObject({ status: 429, message: '会员卡密码错误次数过多，请30分钟后再试' });
    expect(await cardLogin(card!.cardNumber, card!.cardKey)).toMatchObject({ status: 429 });
    s.clock.advance(30 * MINUTE + 1000);
    expect((await cardLogin(card!.cardNumber, card!.cardKey)).status).toBe(200);
  });

  it('a logged-in account binds a card: its type sets VIP and the userinfo children; another account cannot take it', async () => {
    const student = await s.login();
    const [plain, vip] = [...(await issueCards(0)), ...(await issueCards(9))];
    const bound = await s.post<UserInfo>('/api/membership/card/bind', { cardNumber: plain!.cardNumber, cardKey: plain!.cardKey }, student.Authorization);
    expect(bound).toMatchObject({ status: 200, data: { cardType: 0, auth: false, userInfoChildren: ['volunteerInfo', 'basicInfo', 'evaluationInfo'] } });
    const upgraded = await s.post<UserInfo>('/api/membership/card/bind', { cardNumber: vip!.cardNumber, cardKey: vip!.cardKey }, student.Authorization);
    expect(upgraded.data).toMatchObject({ cardType: 9, auth: true });
    expect(upgraded.data.userInfoChildren).toHaveLength(7);
    // binding the same card again changes nothing
    expect((await s.post('/api/membership/card/bind', { cardNumber: vip!.cardNumber, cardKey: vip!.cardKey }, student.Authorization)).status).toBe(200);

    const other = await s.login();
    expect(
      await s.post('/api/membership/card/bind', { cardNumber: vip!.cardNumber, cardKey: vip!.cardKey }, other.Authorization),
    ).toMatchObject({ status: 409, message: '该会员卡已绑定其他账号' });
    // a bound card's login is its account's
    const login = await cardLogin(vip!.cardNumber, vip!.cardKey);
    expect(login.data).toMatchObject({ needBindTel: false, tel: student.tel });
  });
});

describe('roles and the VIP gating setting', () => {
  it('admin:create makes an administrator of a phone; it logs in by SMS like anyone', async () => {
    const tel = freshPhone();
    const created = await createAdmin(s.t.database.db, tel);
    expect(created.existed).toBe(false);
    const login = await s.login(tel);
    expect(login).toMatchObject({ roleId: 3, roleTypes: [3], signUp: false });
    // promoting an existing student keeps the student role too
    const student = await s.login();
    expect((await createAdmin(s.t.database.db, student.tel)).existed).toBe(true);
    const [row] = await s.t.database.db.select().from(users).where(eq(users.tel, student.tel));
    expect(row).toMatchObject({ roleId: 3, roleTypes: [1, 3] });
    await expect(createAdmin(s.t.database.db, '12345')).rejects.toThrow('请输入11位手机号');
  });

  it('gating on by default; an administrator turns it off and every viewer is VIP; only an administrator may', async () => {
    expect(await s.get<SiteSettings>('/api/site/settings')).toMatchObject({ status: 200, data: { vipGating: true } });
    const student = await s.login();
    expect((await s.get<UserInfo>('/api/user/info', student.Authorization)).data.auth).toBe(false);
    expect((await s.post('/api/site/settings', { vipGating: false }, student.Authorization)).status).toBe(403);

    const admin = await adminToken();
    try {
      expect(await s.post('/api/site/settings', { vipGating: false }, admin)).toMatchObject({ status: 200, data: { vipGating: false } });
      const info = await s.get<UserInfo>('/api/user/info', student.Authorization);
      expect(info.data).toMatchObject({ auth: true });
      expect(info.data.userInfoChildren).toHaveLength(7);
    } finally {
      await s.post('/api/site/settings', { vipGating: true }, admin);
    }
    expect((await s.get<UserInfo>('/api/user/info', student.Authorization)).data.auth).toBe(false);
  });

  it('the footer’s registration notices: empty until an administrator sets them, checked as the authorities print them', async () => {
    expect(await s.get<SiteSettings>('/api/site/settings')).toMatchObject({ data: { icpRecord: '', policeRecord: '' } });
    const student = await s.login();
    expect((await s.post('/api/site/settings', { icpRecord: '京ICP备12345678号-1' }, student.Authorization)).status).toBe(403);
    const admin = await adminToken();
    try {
      const set = await s.post<SiteSettings>('/api/site/settings', { icpRecord: ' 京ICP备12345678号-1 ', policeRecord: '京公网安备11010502030143号' }, admin);
      expect(set).toMatchObject({ status: 200, data: { vipGating: true, icpRecord: '京ICP备12345678号-1', policeRecord: '京公网安备11010502030143号' } });
      const bad = await s.post('/api/site/settings', { icpRecord: 'ICP 123' }, admin);
      expect(bad.status).toBe(400);
      expect(bad.message).toContain('ICP备案号格式应为');
      expect((await s.get<SiteSettings>('/api/site/settings')).data.icpRecord).toBe('京ICP备12345678号-1');
    } finally {
      await s.post('/api/site/settings', { icpRecord: '', policeRecord: '' }, admin);
    }
    expect((await s.get<SiteSettings>('/api/site/settings')).data).toMatchObject({ icpRecord: '', policeRecord: '' });
  });
});
