/**
 * 核心数据 import of a rank table: a bad file reports its lines and changes
 * nothing; a good one replaces the table in one transaction and the 位次
 * answer changes at once (read models dropped).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { rankTables } from '../../db/schema';
import { createAdmin, freshPhone, useSessionApp } from '../../../test/accounts';
import ExcelJS from 'exceljs';
import { parseCsv, parseXlsx, validateRankTable } from './import';

const s = useSessionApp();
let admin: string;
let key: { province: string; year: number; track: string };

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

const upload = (csv: string, as: 'admin' | string | null = 'admin') =>
  s.call<{ errors?: { line: number; message: string }[]; rows?: number }>({
    method: 'POST',
    url: '/api/core-data/import?kind=rank_tables&format=csv',
    headers: { 'content-type': 'text/csv' },
    payload: csv,
    token: as === 'admin' ? admin : (as ?? undefined),
  });

const segment = () =>
  s.post<{ segment: { highestRank: number; lowestRank: number } | null }>('/api/batch-lines/batch-line-segment', {
    province: key.province,
    year: key.year,
    subject: key.track,
    score: 600,
  });

const tableRows = async () =>
  (
    await s.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(rankTables)
      .where(and(eq(rankTables.province, key.province), eq(rankTables.year, key.year), eq(rankTables.track, key.track)))
  )[0]!.n;

describe('rank-table import', () => {
  it('parses quoted CSV with line numbers', () => {
    expect(parseCsv('a,"b,c"\r\n\r\n1,"x""y"\n')).toEqual([
      { line: 1, cells: ['a', 'b,c'] },
      { line: 3, cells: ['1', 'x"y'] },
    ]);
    expect(validateRankTable(parseCsv('省份,年份\n')).errors[0]!.message).toContain('表头应为');
  });

  it('reads the first sheet of an XLSX file with its row numbers', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('一分一段');
    sheet.addRow(['省份', '年份', '科类', '分数', '人数', '累计人数']);
    sheet.addRow(['湖北', 2025, '物理类', 650, 12, 300]);
    sheet.addRow(['湖北', 2025, '物理类', 'x', 12, 312]);
    const data = Buffer.from(await book.xlsx.writeBuffer());
    const lines = await parseXlsx(data);
    expect(lines[1]).toEqual({ line: 2, cells: ['湖北', '2025', '物理类', '650', '12', '300'] });
    const { rows, errors } = validateRankTable(lines);
    expect(rows).toHaveLength(1);
    expect(errors).toEqual([{ line: 3, message: '分数应为0到900之间的整数' }]);
  });

  it('a bad file: every bad line reported, nothing changed', async () => {
    const before = await tableRows();
    const answer = (await segment()).data;
    const csv = [
      '省份,年份,科类,分数,人数,累计人数',
      `${key.province},${key.year},${key.track},601,10,100`,
      `火星,${key.year},${key.track},600,10,110`,
      `${key.province},${key.year},${key.track},599,abc,120`,
      `${key.province},${key.year},${key.track},601,10,100`,
      `${key.province},${key.year},${key.track},598,10,50`,
    ].join('\n');
    const res = await upload(csv);
    expect(res.status).toBe(400);
    expect(res.message).toContain('数据未做任何修改');
    expect(res.data.errors!.map((e) => e.line)).toEqual([3, 4, 5, 6]);
    expect(res.data.errors![0]!.message).toContain('省份“火星”不存在');
    expect(res.data.errors![2]!.message).toContain('与第2行重复');
    expect(await tableRows()).toBe(before);
    expect((await segment()).data).toEqual(answer);
  });

  it('a good file replaces the table and the 位次 answer changes at once', async () => {
    await segment(); // the read model holds the old table now
    const csv = ['省份,年份,科类,分数,人数,累计人数', ...[602, 601, 600, 599].map((score, i) => `${key.province},${key.year},${key.track},${score},7,${(i + 1) * 7}`)].join('\r\n');
    const res = await upload(csv);
    expect(res.status, res.message).toBe(200);
    expect(res.data.rows).toBe(4);
    expect(await tableRows()).toBe(4);
    const after = (await segment()).data.segment;
    expect(after).toMatchObject({ highestRank: 15, lowestRank: 21 });
  });

  it('only an admin imports', async () => {
    expect((await upload('x', null)).status).toBe(401);
    const student = await s.login();
    expect((await upload('x', student.Authorization)).status).toBe(403);
  });
});
