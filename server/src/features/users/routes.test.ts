import { describe, expect, it } from 'vitest';
import {
  currentGaokaoYear,
  type Intention,
  type LoginResult,
  type OtherInfo,
  type Physical,
  type ScoreRecord,
  type Student,
  type UserInfo,
} from '@zhiyuan/domain';
import { createAdmin, freshPhone, useSessionApp } from '../../../test/accounts';

const s = useSessionApp();
const year = currentGaokaoYear();

/** A logged-in student who completed the info form, with a member card of `cardType` (none when null). */
async function student(province = '广东', cardType: 0 | 1 | 2 | 5 | 9 | null = 1): Promise<LoginResult> {
  const login = await s.login();
  const done = await s.post('/api/student/update', { name: '李华', province, year, tel: login.tel, id: login.studentId }, login.Authorization);
  expect(done.status).toBe(200);
  if (cardType !== null) {
    const [card] = await s.app.auth.cards.issue(cardType, 1);
    const bound = await s.post('/api/membership/card/bind', card, login.Authorization);
    expect(bound.status).toBe(200);
  }
  return login;
}

describe('POST /api/student/update (the complete-info form)', () => {
  it('sets name, 高考省份 and 年份; the user info then needs no confirmation', async () => {
    const login = await s.login();
    const res = await s.post<Student>('/api/student/update', { name: '王小明', province: '湖北', year, tel: login.tel, id: login.studentId }, login.Authorization);
    expect(res).toMatchObject({ status: 200, message: '保存成功', data: { name: '王小明', province: '湖北', year } });
    const info = await s.get<UserInfo>('/api/user/info', login.Authorization);
    expect(info.data).toMatchObject({ name: '王小明', province: '湖北', year, needConfirmPositionInfo: false });
  });

  it('validates with the words of spec §5: name, province without 西藏, year', async () => {
    const { Authorization: token } = await s.login();
    const update = (body: object) => s.post('/api/student/update', body, token);
    expect(await update({ name: '', province: '湖北', year })).toMatchObject({ status: 400, message: '姓名不能为空！' });
    expect(await update({ name: '王小明!', province: '湖北', year })).toMatchObject({ status: 400, message: '姓名格式错误，不允许出现特殊字符！' });
    expect(await update({ name: '王小明', province: '西藏', year })).toMatchObject({ status: 400, message: '请选择高考省份' });
    expect(await update({ name: '王小明', year })).toMatchObject({ status: 400, message: '请选择高考省份' });
    expect(await update({ name: '王小明', province: '湖北' })).toMatchObject({ status: 400, message: '请选择高考年份' });
    expect(await update({ name: '王小明', province: '湖北', year: year - 5 })).toMatchObject({ status: 400, message: '请选择高考年份' });
  });

  it('province and year cannot change once submitted; the name can; an administrator may correct them', async () => {
    const login = await student('湖南', null);
    const token = login.Authorization;
    expect(await s.post('/api/student/update', { name: '李华', province: '湖北', year }, token)).toMatchObject({
      status: 400,
      message: '高考省份和年份提交后不可修改',
    });
    expect(await s.post('/api/student/update', { name: '李华', province: '湖南', year: year + 1 }, token)).toMatchObject({ status: 400 });
    expect(await s.post<Student>('/api/student/update', { name: '李小华', province: '湖南', year }, token)).toMatchObject({
      status: 200,
      data: { name: '李小华' },
    });

    const adminTel = freshPhone();
    await createAdmin(s.t.database.db, adminTel);
    const admin = await s.login(adminTel);
    const fixed = await s.post<Student>('/api/student/update', { id: login.studentId, name: '李小华', province: '湖北', year }, admin.Authorization);
    expect(fixed).toMatchObject({ status: 200, data: { province: '湖北' } });
  });
});

describe('a student reads and writes only their own profile', () => {
  it('another student’s id is 403; a guest is 401; an administrator may', async () => {
    const me = await student();
    const other = await student();
    const token = me.Authorization;
    expect(await s.get(`/api/student/query-by-student-id/${other.studentId}`, token)).toMatchObject({ status: 403, message: '没有权限访问' });
    expect((await s.post('/api/student/basic-info/update', { id: other.studentId, name: '冒名' }, token)).status).toBe(403);
    expect((await s.post('/api/student/update', { id: other.studentId, name: '冒名', province: '广东', year }, token)).status).toBe(403);
    expect((await s.get(`/api/student/scores/${other.studentId}`, token)).status).toBe(403);
    expect((await s.get(`/api/intention/query/${other.studentId}`, token)).status).toBe(403);
    expect((await s.get(`/api/physical/query/${other.studentId}`, token)).status).toBe(403);
    expect((await s.get(`/api/student/other-info/${other.studentId}`, token)).status).toBe(403);
    expect(await s.get(`/api/student/query-by-student-id/${me.studentId}`)).toMatchObject({ status: 401, message: '请先登录！' });

    const adminTel = freshPhone();
    await createAdmin(s.t.database.db, adminTel);
    const admin = await s.login(adminTel);
    expect(await s.get<Student>(`/api/student/query-by-student-id/${other.studentId}`, admin.Authorization)).toMatchObject({
      status: 200,
      data: { id: other.studentId, name: '李华', province: '广东' },
    });
  });

  it('the card type opens the children of spec §6: a plain member card (0) has no score sheet', async () => {
    const plain = await student('广东', 0);
    expect(await s.get(`/api/student/scores/${plain.studentId}`, plain.Authorization)).toMatchObject({
      status: 403,
      message: '您的会员卡不包含此项资料，请联系老师开通',
    });
    expect((await s.get(`/api/physical/query/${plain.studentId}`, plain.Authorization)).status).toBe(403);
    expect((await s.get(`/api/student/query-by-student-id/${plain.studentId}`, plain.Authorization)).status).toBe(200);
    const vip = await student('广东', 2);
    expect((await s.get(`/api/student/scores/${vip.studentId}`, vip.Authorization)).status).toBe(200);
  });
});

describe('basicInfo', () => {
  it('saves sex, ethnic group, school level, graduation year (with its grade) and the school’s location', async () => {
    const me = await student();
    const res = await s.post<Student>(
      '/api/student/basic-info/update',
      {
        id: me.studentId,
        name: '李华',
        sex: 2,
        ethnicGroup: '壮族',
        schoolLevel: '普通高中',
        graduationYear: year,
        schoolProvince: '广东省',
        city: '广州市',
        district: '天河区',
        highSchool: '华南师范大学附属中学',
      },
      me.Authorization,
    );
    expect(res).toMatchObject({ status: 200, data: { sex: 2, ethnicGroup: '壮族', graduationYear: year, grade: '高三', district: '天河区' } });
    const read = await s.get<Student>(`/api/student/query-by-student-id/${me.studentId}`, me.Authorization);
    expect(read.data).toMatchObject({ highSchool: '华南师范大学附属中学', province: '广东', tel: me.tel });
  });

  it('refuses what is not an option', async () => {
    const me = await student();
    const save = (extra: object) => s.post('/api/student/basic-info/update', { id: me.studentId, name: '李华', ...extra }, me.Authorization);
    expect(await save({ ethnicGroup: '火星族' })).toMatchObject({ status: 400, message: '请从56个民族中选择' });
    expect(await save({ sex: 3 })).toMatchObject({ status: 400, message: '性别只能是男或女' });
    expect(await save({ schoolLevel: '幼儿园' })).toMatchObject({ status: 400 });
  });
});

describe('scoreSheet', () => {
  const save = (token: string, body: object) => s.post<ScoreRecord>('/api/student/score/save', body, token);

  it('广东 (3+1+2): 首选 then 2 再选, scores only for chosen subjects, each within its maximum', async () => {
    const me = await student('广东');
    const base = { studentId: me.studentId, examType: 2, examName: '高三一模', chineseScore: 120, mathScore: 130, foreignLanguageScore: 125 };
    expect(await save(me.Authorization, base)).toMatchObject({ status: 400, message: '请选择首选科目' });
    expect(await save(me.Authorization, { ...base, firstChoice: '化学' })).toMatchObject({ status: 400, message: '首选科目只能是物理或历史' });
    expect(await save(me.Authorization, { ...base, firstChoice: '物理', electives: ['化学'] })).toMatchObject({
      status: 400,
      message: '请选择2门再选科目',
    });
    expect(await save(me.Authorization, { ...base, firstChoice: '物理', electives: ['化学', '历史'] })).toMatchObject({
      status: 400,
      message: '再选科目只能从化学、生物、地理、政治中选择',
    });
    const chosen = { ...base, firstChoice: '物理', electives: ['化学', '生物'] };
    expect(await save(me.Authorization, { ...chosen, historyScore: 80 })).toMatchObject({ status: 400, message: '未选考历史，不能填写历史成绩' });
    expect(await save(me.Authorization, { ...chosen, physicsScore: 101 })).toMatchObject({ status: 400, message: '物理成绩不能超过100分' });
    expect(await save(me.Authorization, { ...chosen, chineseScore: 151 })).toMatchObject({ status: 400 });

    const saved = await save(me.Authorization, { ...chosen, physicsScore: 88, chemistryScore: 90, biologyScore: 85.5 });
    expect(saved).toMatchObject({ status: 200, data: { totalScore: 638.5, fullMark: 750, examType: 2, electives: ['化学', '生物'] } });

    const updated = await save(me.Authorization, { ...chosen, id: saved.data.id, examType: 1, physicsScore: 90 });
    expect(updated.data).toMatchObject({ id: saved.data.id, examType: 1, totalScore: 465 });
    const list = await s.get<ScoreRecord[]>(`/api/student/scores/${me.studentId}`, me.Authorization);
    expect(list.data).toHaveLength(1);

    const other = await student('广东');
    expect((await save(other.Authorization, { ...chosen, studentId: other.studentId, id: saved.data.id })).status).toBe(404);
    expect((await s.post('/api/student/score/delete', { studentId: other.studentId, id: saved.data.id }, other.Authorization)).status).toBe(404);
    expect(await s.post('/api/student/score/delete', { studentId: me.studentId, id: saved.data.id }, me.Authorization)).toMatchObject({
      status: 200,
      message: '删除成功',
    });
  });

  it('上海 (3+3, 660): 3 选考 without 生物, 70 each', async () => {
    const me = await student('上海');
    const base = { studentId: me.studentId, examType: 2, chineseScore: 130 };
    expect(await save(me.Authorization, { ...base, electives: ['物理', '化学', '生物'] })).toMatchObject({
      status: 400,
      message: '选考科目只能从物理、化学、政治、历史、地理中选择',
    });
    expect(await save(me.Authorization, { ...base, electives: ['物理', '化学', '地理'], physicsScore: 71 })).toMatchObject({
      status: 400,
      message: '物理成绩不能超过70分',
    });
    const ok = await save(me.Authorization, { ...base, electives: ['物理', '化学', '地理'], physicsScore: 70, mathScore: 150, foreignLanguageScore: 140 });
    expect(ok).toMatchObject({ status: 200, data: { totalScore: 490, fullMark: 660 } });
  });

  it('新疆 (老高考): 文科 or 理科 decides the subjects', async () => {
    const me = await student('新疆');
    const base = { studentId: me.studentId, examType: 1, chineseScore: 110 };
    expect(await save(me.Authorization, base)).toMatchObject({ status: 400, message: '请选择文科或理科' });
    expect(await save(me.Authorization, { ...base, track: '理科', historyScore: 60 })).toMatchObject({ status: 400 });
    expect(await save(me.Authorization, { ...base, track: '文科', historyScore: 60, politicsScore: 70 })).toMatchObject({
      status: 200,
      data: { totalScore: 240, track: '文科' },
    });
  });

  it('at least one score', async () => {
    const me = await student('广东');
    expect(await save(me.Authorization, { studentId: me.studentId, examType: 2, firstChoice: '历史', electives: ['政治', '地理'] })).toMatchObject({
      status: 400,
      message: '请至少填写一科成绩',
    });
  });
});

describe('enrollmentIntention, physicalTest, otherInfo', () => {
  it('saves intentions; school types come from the school library’s list', async () => {
    const me = await student();
    const body = { studentId: me.studentId, provinces: ['湖北', '湖北', '北京'], schoolTypes: ['理工'], majors: ['计算机科学与技术'] };
    const res = await s.post<Intention>('/api/intention/update', body, me.Authorization);
    expect(res).toMatchObject({ status: 200, data: { provinces: ['湖北', '北京'], schoolTypes: ['理工'], majors: ['计算机科学与技术'] } });
    expect(await s.post('/api/intention/update', { ...body, provinces: ['火星'] }, me.Authorization)).toMatchObject({ status: 400 });
    expect(await s.post('/api/intention/update', { ...body, schoolTypes: ['魔法'] }, me.Authorization)).toMatchObject({
      status: 400,
      message: '院校类型“魔法”不在院校类型列表中',
    });
    expect((await s.get<Intention>(`/api/intention/query/${me.studentId}`, me.Authorization)).data.majors).toEqual(['计算机科学与技术']);
  });

  it('saves the physical test within plausible ranges', async () => {
    const me = await student();
    const body = { studentId: me.studentId, heightCm: 172, weightKg: 60, visionLeft: 4.8, visionRight: 5.0, colorVision: '色弱', notes: '无' };
    expect(await s.post<Physical>('/api/physical/update', body, me.Authorization)).toMatchObject({ status: 200, data: { colorVision: '色弱', visionRight: 5 } });
    expect(await s.post('/api/physical/update', { ...body, visionLeft: 6 }, me.Authorization)).toMatchObject({
      status: 400,
      message: '左眼视力：视力应在3.0到5.3之间',
    });
    expect((await s.get<Physical>(`/api/physical/query/${me.studentId}`, me.Authorization)).data.heightCm).toBe(172);
  });

  it('saves other info', async () => {
    const me = await student();
    const body = { studentId: me.studentId, specialPlans: ['国家专项计划'], bonusPolicies: '少数民族加分', remark: '' };
    expect(await s.post<OtherInfo>('/api/student/other-info/update', body, me.Authorization)).toMatchObject({
      status: 200,
      data: { specialPlans: ['国家专项计划'], bonusPolicies: '少数民族加分', remark: null },
    });
    expect(await s.post('/api/student/other-info/update', { ...body, specialPlans: ['保送'] }, me.Authorization)).toMatchObject({ status: 400 });
  });
});

describe('location calls', () => {
  it('cities of a province and districts of a city, from the official division codes', async () => {
    const gd = await s.get<string[]>(`/api/location/cities?province=${encodeURIComponent('广东')}`);
    expect(gd.data).toContain('广州市');
    expect(gd.data).toContain('东莞市');
    expect((await s.get<string[]>(`/api/location/cities?province=${encodeURIComponent('北京市')}`)).data).toEqual(['北京市']);
    expect((await s.get<string[]>(`/api/location/cities?province=${encodeURIComponent('河南')}`)).data).toContain('济源市');
    const districts = await s.get<string[]>(`/api/location/districts?province=${encodeURIComponent('北京')}&city=${encodeURIComponent('北京市')}`);
    expect(districts.data).toContain('海淀区');
    expect((await s.get<string[]>(`/api/location/districts?province=${encodeURIComponent('广东')}&city=${encodeURIComponent('广州市')}`)).data).toContain(
      '天河区',
    );
    expect((await s.get<string[]>(`/api/location/cities?province=${encodeURIComponent('火星')}`)).data).toEqual([]);
    expect(await s.get('/api/location/cities')).toMatchObject({ status: 400 });
  });
});
