/**
 * 核心数据 import of every kind (一分一段表, 批次线, 院校分数线, 专业分数线,
 * 招生计划): a good file adds its rows and the next lookup answers from them
 * (read models dropped); a bad file lists its line errors and changes
 * nothing; only an admin imports.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { BatchLinesOfYear, MajorScoreLinePage, PlanPage, SchoolScoreLines } from '@zhiyuan/domain';
import { batchLines, enrolmentPlans, majorScoreLines, rankTables, schoolScoreLines, sources } from '../../db/schema';
import { createAdmin, freshPhone, useSessionApp } from '../../../test/accounts';
import { STAFF_IMPORT_SOURCE } from './import';

const s = useSessionApp();
let admin: string;
let key: { province: string; year: number; track: string };
/**
 * On the PostgreSQL project every test file shares one database and runs at once: the imports here
 * write admission rows (a rank table among them) that the held-out and import tests count, so they
 * run on PGlite only, where each file has its own database. Refusals (who may import) run on both.
 */
const SHARED_POSTGRES = process.env.TEST_DB_ENGINE === 'postgres';
const SCHOOL = '4144010560'; // 汕头大学: no other test reads its lines, so on a shared PostgreSQL database the rows imported here disturb none
const GD_YEAR = 2024; // 广东: 3+1+2 since 2021

beforeAll(async () => {
  const tel = freshPhone();
  await createAdmin(s.app.db, tel);
  admin = (await s.login(tel)).Authorization;
  const [row] = await s.app.db
    .select({ province: rankTables.province, year: rankTables.year, track: rankTables.track })
    .from(rankTables)
    .where(and(eq(rankTables.province, '湖北'), eq(rankTables.score, 600)))
    .orderBy(sql`${rankTables.year} desc`)
    .limit(1);
  key = row!;
});

interface ImportAnswer {
  errors?: { line: number; message: string }[];
  total?: number;
  rows?: number;
  replaced?: number;
  groups?: { province: string; year: number; track: string; rows: number; replaced: number }[];
}

const upload = (kind: string, file: string | Buffer, as: string | null = 'admin') =>
  s.call<ImportAnswer>({
    method: 'POST',
    url: `/api/core-data/import?kind=${kind}`,
    headers: { 'content-type': 'application/octet-stream' },
    payload: file,
    token: as === 'admin' ? admin : (as ?? undefined),
  });

const count = async (table: PgTable, where?: SQL) =>
  (await s.app.db.select({ n: sql<number>`count(*)::int` }).from(table).where(where))[0]!.n;

/** Every row of the tables an import writes: a refused file changes none of them. */
const allCounts = async () => Promise.all([rankTables, batchLines, schoolScoreLines, majorScoreLines, enrolmentPlans].map((t) => count(t)));

const expectRefused = async (kind: string, file: string, lines: number[]) => {
  const before = await allCounts();
  const res = await upload(kind, file);
  expect(res.status, res.message).toBe(400);
  expect(res.message).toContain('数据未做任何修改');
  expect(res.data.errors!.map((e) => e.line)).toEqual(lines);
  expect(await allCounts()).toEqual(before);
  return res.data.errors!;
};

describe.skipIf(SHARED_POSTGRES)('rank-table import', () => {
  const segment = () =>
    s.post<{ segment: { highestRank: number; lowestRank: number } | null }>('/api/batch-lines/batch-line-segment', {
      province: key.province,
      year: key.year,
      subject: key.track,
      score: 600,
    });
  const tableRows = () => count(rankTables, and(eq(rankTables.province, key.province), eq(rankTables.year, key.year), eq(rankTables.track, key.track)));

  it('a bad file: every bad line reported, nothing changed', async () => {
    const answer = (await segment()).data;
    const csv = [
      '省份,年份,科类,分数,人数,累计人数',
      `${key.province},${key.year},${key.track},601,10,100`,
      `火星,${key.year},${key.track},600,10,110`,
      `${key.province},${key.year},${key.track},599,abc,120`,
      `${key.province},${key.year},${key.track},601,10,100`,
      `${key.province},${key.year},${key.track},598,10,50`,
      `${key.province},${key.year},文科,597,10,130`,
    ].join('\n');
    const errors = await expectRefused('rank_tables', csv, [3, 4, 5, 6, 7]);
    expect(errors[0]!.message).toContain('省份“火星”不存在');
    expect(errors[1]!.message).toContain('人数应为0到5000000之间的整数');
    expect(errors[2]!.message).toContain('与第2行重复');
    expect(errors[3]!.message).toContain('累计人数50小于更高分数601的累计人数100');
    expect(errors[4]!.message).toContain(`科类“文科”不符合湖北${key.year}年的选科模式`);
    expect((await segment()).data).toEqual(answer);
  });

  it('a header of the wrong columns is one error on line 1', async () => {
    const errors = await expectRefused('rank_tables', '省份,年份\n湖北,2025', [1]);
    expect(errors[0]!.message).toContain('缺少列：科类、分数、累计人数');
    expect(errors[0]!.message).toContain('表头应为：省份、年份、科类、分数、人数、累计人数');
  });

  it('a good file replaces the table, cites the staff upload, and the 位次 answer changes at once', async () => {
    await segment(); // the read model holds the old table now
    const before = await tableRows();
    // columns in another order, English keys mixed in
    const csv = ['累计人数,score,科类,省份,年份', ...[602, 601, 600, 599].map((score, i) => `${(i + 1) * 7},${score},${key.track},${key.province}省,${key.year}`)].join('\r\n');
    const res = await upload('rank_tables', `\uFEFF${csv}`);
    expect(res.status, res.message).toBe(200);
    expect(res.message).toBe('导入成功：4行');
    expect(res.data).toMatchObject({ rows: 4, replaced: before, groups: [{ province: key.province, year: key.year, track: key.track, rows: 4, replaced: before }] });
    expect(await tableRows()).toBe(4);
    expect((await segment()).data.segment).toMatchObject({ highestRank: 15, lowestRank: 21 });
    const [source] = await s.app.db.select().from(sources).where(eq(sources.id, STAFF_IMPORT_SOURCE));
    expect(source!.dataset.split(',')).toContain('rank_tables');
    const [row] = await s.app.db.select({ sourceId: rankTables.sourceId }).from(rankTables).where(and(eq(rankTables.province, key.province), eq(rankTables.year, key.year), eq(rankTables.track, key.track))).limit(1);
    expect(row!.sourceId).toBe(STAFF_IMPORT_SOURCE);
  });

  it('reads XLSX with Chinese headers', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('一分一段');
    sheet.addRow(['省份', '年份', '科类', '分数', '人数', '累计人数']);
    sheet.addRow([key.province, key.year, key.track, 650, 12, 300]);
    sheet.addRow([key.province, key.year, key.track, 'x', 12, 312]);
    const res = await upload('rank_tables', Buffer.from(await book.xlsx.writeBuffer()));
    expect(res.status).toBe(400);
    expect(res.data.errors).toEqual([{ line: 3, message: '分数应为0到750之间的整数，实为“x”' }]);
  });
});

describe.skipIf(SHARED_POSTGRES)('batch-line import', () => {
  const ofYear = (year: number) => s.post<BatchLinesOfYear>('/api/batch-lines/by-province-and-year', { province: '湖北', year });

  it('a bad file lists its lines and changes nothing', async () => {
    const csv = ['省份,年份,科类,批次,分数线,专业分数线', '湖北,2024,物理类,本科批,800,', '湖北,2024,历史类,,450,', '湖北,1999,物理类,本科批,450,', '湖北,2024,物理类,特殊类型招生控制线,,', '湖北,2024,综合,本科批,450,'].join('\n');
    const errors = await expectRefused('batch_lines', csv, [2, 3, 4, 5, 6]);
    expect(errors.map((e) => e.message)).toEqual([
      '分数线应为0到750之间的数，实为“800”',
      '批次不能为空',
      expect.stringContaining('年份应为2000到'),
      '分数线和专业分数线至少填一项',
      expect.stringContaining('科类“综合”不符合湖北2024年的选科模式（3+1+2：物理类、历史类）'),
    ]);
  });

  it('a good file adds its lines and the next answer has them', async () => {
    const before = await ofYear(2024);
    expect(before.status).toBe(200);
    const csv = ['省份,年份,科类,批次,分数线,专业分数线', '湖北,2024,物理类,导入测试批,432,', '湖北,2024,艺术类(物理类),导入测试批,300,200'].join('\n');
    const res = await upload('batch_lines', csv);
    expect(res.status, res.message).toBe(200);
    expect(res.data).toMatchObject({ rows: 2, replaced: 0 });
    const after = await ofYear(2024);
    const added = after.data.lines.filter((l) => l.batch === '导入测试批');
    expect(added.map((l) => [l.subject, l.controlScore, l.professionalScore]).sort()).toEqual([
      ['物理类', 432, null],
      ['艺术类(物理类)', 300, 200],
    ]);
    // the same file again replaces, not doubles
    const again = await upload('batch_lines', csv);
    expect(again.data).toMatchObject({ rows: 2, replaced: 2 });
    expect((await ofYear(2024)).data.lines.filter((l) => l.batch === '导入测试批')).toHaveLength(2);
  });
});

const SCHOOL_HEADER = '省份,年份,科类,批次,院校标识码,专业组代码,选科要求,最低分,最低位次,平均分,最高分';

describe.skipIf(SHARED_POSTGRES)('school score-line import', () => {
  const lines = () => s.post<SchoolScoreLines>('/api/score-line/school', { schoolId: SCHOOL, province: '广东', year: GD_YEAR });

  it('a bad file lists its lines and changes nothing', async () => {
    const csv = [
      SCHOOL_HEADER,
      `广东,${GD_YEAR},物理类,导入测试批,4144010560,901,不限,600,1000,610,620`,
      `广东,${GD_YEAR},物理类,导入测试批,4199999999,902,不限,600,1000,610,620`,
      `广东,${GD_YEAR},理科,导入测试批,4144010560,903,不限,600,1000,610,620`,
      `广东,${GD_YEAR},物理类,导入测试批,4144010560,904,不限,,,,`,
      `广东,${GD_YEAR},物理类,导入测试批,4144010560,905,不限,630,1000,610,620`,
      `广东,${GD_YEAR},物理类,导入测试批,4144010560,901,不限,600,1000,610,620`,
    ].join('\n');
    const errors = await expectRefused('school_scores', csv, [3, 4, 5, 6, 7]);
    expect(errors.map((e) => e.message)).toEqual([
      '院校标识码 4199999999 不在院校名单中',
      expect.stringContaining('科类“理科”不符合广东2024年的选科模式'),
      '最低分和最低位次至少填一项',
      '应满足 最低分 ≤ 平均分 ≤ 最高分',
      expect.stringContaining('与第2行重复'),
    ]);
  });

  it('a good file adds its lines and the next answer has them, citing the staff upload', async () => {
    await lines();
    const csv = [SCHOOL_HEADER, `广东,${GD_YEAR},物理类,导入测试批,4144010560,901,物理+化学,611,5000,615,630`, `广东,${GD_YEAR},历史类,导入测试批,4144010560,902,,598,3000,,`].join('\n');
    const res = await upload('school_scores', csv);
    expect(res.status, res.message).toBe(200);
    expect(res.data.rows).toBe(2);
    const after = (await lines()).data;
    const added = after.records.filter((l) => l.batch === '导入测试批');
    expect(added.map((l) => [l.subject, l.majorGroup, l.lowestScore, l.lowestRank, l.schoolNameText]).sort()).toEqual([
      ['历史类', '902', 598, 3000, '汕头大学 专业组902'],
      ['物理类', '901', 611, 5000, '汕头大学 专业组901'],
    ]);
    expect(added.every((l) => l.sourceId === STAFF_IMPORT_SOURCE)).toBe(true);
    expect(after.sources.map((x) => x.id)).toContain(STAFF_IMPORT_SOURCE);
  });
});

describe.skipIf(SHARED_POSTGRES)('major score-line import', () => {
  const header = '省份,年份,科类,批次,院校标识码,专业组代码,专业代码,专业名称,最低分,最低位次';
  const majors = () => s.post<MajorScoreLinePage>('/api/score-line/major', { schoolId: SCHOOL, province: '广东', year: GD_YEAR, subject: '物理类' });

  it('a bad file lists its lines and changes nothing', async () => {
    const csv = [header, `广东,${GD_YEAR},物理类,导入测试批,4144010560,901,080901,,620,4000`, `广东,${GD_YEAR},物理类,导入测试批,41440105,901,080901,导入测试专业,620,4000`].join('\n');
    const errors = await expectRefused('major_scores', csv, [2, 3]);
    expect(errors.map((e) => e.message)).toEqual(['专业名称不能为空', '院校标识码应为10位数字，实为“41440105”']);
  });

  it('a good file adds its majors and the next answer has them', async () => {
    await majors();
    const csv = [header, `广东,${GD_YEAR},物理类,导入测试批,4144010560,901,080901,导入测试专业甲,620,4000`, `广东,${GD_YEAR},物理类,导入测试批,4144010560,901,080902,导入测试专业乙,615,4500`].join('\n');
    const res = await upload('major_scores', csv);
    expect(res.status, res.message).toBe(200);
    const details = (await majors()).data.records.flatMap((g) => g.details).filter((d) => d.batch === '导入测试批');
    expect(details.map((d) => [d.majorName, d.lowestScore, d.lowestRank]).sort()).toEqual([
      ['导入测试专业乙', 615, 4500],
      ['导入测试专业甲', 620, 4000],
    ]);
  });
});

describe.skipIf(SHARED_POSTGRES)('enrolment-plan import', () => {
  const header = '省份,年份,科类,批次,院校标识码,专业组代码,专业名称,计划数,学制,学费（元/年）,备注';
  const plans = () => s.post<PlanPage>('/api/admission-plan/query', { schoolId: SCHOOL, province: '广东', year: GD_YEAR });

  it('a bad file lists its lines and changes nothing', async () => {
    const csv = [header, `广东,${GD_YEAR},物理类,导入测试批,4144010560,901,导入测试专业,-1,4,6850,`, `广东,${GD_YEAR},物理类,导入测试批,4144010560,901,导入测试专业,5,12,6850,`, `广东,${GD_YEAR},物理类,导入测试批,4144010560,901,导入测试专业,"5",4,abc,"备注,含逗号",多余`].join('\n');
    const errors = await expectRefused('plans', csv, [2, 3, 4]);
    expect(errors.map((e) => e.message)).toEqual([
      '计划数应为0到100000之间的整数，实为“-1”',
      '学制应为1到8之间的整数，实为“12”',
      '比表头多出1个值（含逗号的内容请加英文双引号）；学费应为0到1000000之间的整数，实为“abc”',
    ]);
  });

  it('a good file adds its plans and the next answer has them', async () => {
    await plans();
    const csv = [header, `广东,${GD_YEAR},物理类,导入测试批,4144010560,901,导入测试专业甲,5,4,6850,"含逗号,的备注"`, `广东,${GD_YEAR},物理类,导入测试批,4144010560,901,导入测试专业乙,3,5,6850,`].join('\n');
    const res = await upload('plans', csv);
    expect(res.status, res.message).toBe(200);
    expect(res.data.rows).toBe(2);
    const majors = (await plans()).data.records.flatMap((r) => r.subMajors).filter((m) => m.batch === '导入测试批');
    expect(majors.map((m) => [m.majorName, m.planNumber]).sort()).toEqual([
      ['导入测试专业乙', 3],
      ['导入测试专业甲', 5],
    ]);
  });
});

describe('who may import', () => {
  it('a guest is asked to log in; a student and a planner are refused, for every kind', async () => {
    const student = (await s.login()).Authorization;
    const plannerTel = freshPhone();
    await s.post('/api/planner/create', { tel: plannerTel, name: '导入测试老师', plannerType: 2 }, admin);
    const planner = (await s.login(plannerTel)).Authorization;
    for (const kind of ['rank_tables', 'batch_lines', 'school_scores', 'major_scores', 'plans']) {
      expect((await upload(kind, 'x', null)).status).toBe(401);
      expect((await upload(kind, 'x', student)).status).toBe(403);
      expect((await upload(kind, 'x', planner)).status).toBe(403);
    }
    expect((await upload('teachers', 'x')).message).toBe('导入类型不支持');
  });
});
