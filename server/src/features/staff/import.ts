/**
 * 核心数据 import (spec issue 14 point 6): a staff upload of a new year's
 * table, CSV or XLSX. Every row is checked and every problem reported with its
 * line number; a file with any problem changes nothing. A good file replaces
 * the tables it holds (province × year × 科类) in one transaction, and the
 * read models of the dataset are dropped in every API process.
 *
 * Kinds so far: rank_tables (一分一段). The other kinds the issue names
 * (batch lines, school and major score lines, plans) are not built yet.
 */
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { PROVINCE_NAMES } from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { rankTables, sources } from '../../db/schema';

export const IMPORT_KINDS = { rank_tables: '一分一段表' } as const;
export type ImportKind = keyof typeof IMPORT_KINDS;

export interface LineError {
  line: number;
  message: string;
}
export interface ImportReport {
  kind: ImportKind;
  rows: number;
  tables: { province: string; year: number; track: string; rows: number; replaced: number }[];
}

/** The header of a rank-table file, in this order. */
export const RANK_TABLE_COLUMNS = ['省份', '年份', '科类', '分数', '人数', '累计人数'] as const;
export const STAFF_IMPORT_SOURCE = 'staff-import';
const MAX_ROWS = 200_000;

/** Lines of a CSV file (RFC 4180 quoting), each with its 1-based line number. */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const out: { line: number; cells: string[] }[] = [];
  const body = text.replace(/^\uFEFF/, '');
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      cells.push(cell);
      if (cells.some((x) => x.trim() !== '')) out.push({ line: startLine, cells });
      cells = [];
      cell = '';
      line++;
      startLine = line;
    } else cell += c;
  }
  cells.push(cell);
  if (cells.some((x) => x.trim() !== '')) out.push({ line: startLine, cells });
  return out;
}

/** Lines of the first sheet of an XLSX file, with their row numbers. */
export async function parseXlsx(data: Buffer): Promise<{ line: number; cells: string[] }[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const out: { line: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let c = 1; c <= Math.max(row.cellCount, RANK_TABLE_COLUMNS.length); c++) {
      const v = row.getCell(c).value;
      cells.push(v === null || v === undefined ? '' : typeof v === 'object' && 'result' in v ? String(v.result ?? '') : String(v as string | number));
    }
    out.push({ line: rowNumber, cells });
  });
  return out;
}

interface RankRow {
  line: number;
  province: string;
  year: number;
  track: string;
  score: number;
  count: number | null;
  cumulative: number;
}

const int = (s: string | undefined) => (s !== undefined && /^\d+$/.test(s.trim()) ? Number(s.trim()) : null);

/** Checks every line of a rank table; returns the rows or every problem with its line number. */
export function validateRankTable(lines: { line: number; cells: string[] }[]): { rows: RankRow[]; errors: LineError[] } {
  const errors: LineError[] = [];
  const rows: RankRow[] = [];
  const [header, ...data] = lines;
  if (!header) return { rows, errors: [{ line: 1, message: '文件是空的' }] };
  const names = header.cells.map((c) => c.trim());
  if (RANK_TABLE_COLUMNS.some((col, i) => names[i] !== col)) {
    return { rows, errors: [{ line: header.line, message: `表头应为：${RANK_TABLE_COLUMNS.join('、')}` }] };
  }
  if (!data.length) return { rows, errors: [{ line: header.line + 1, message: '没有数据行' }] };
  if (data.length > MAX_ROWS) return { rows, errors: [{ line: header.line, message: `一次最多导入${MAX_ROWS}行` }] };
  const seen = new Map<string, number>();
  for (const { line, cells } of data) {
    const problems: string[] = [];
    const province = (cells[0] ?? '').trim();
    const year = int(cells[1]);
    const track = (cells[2] ?? '').trim();
    const score = int(cells[3]);
    const countText = (cells[4] ?? '').trim();
    const count = countText === '' ? null : int(countText);
    const cumulative = int(cells[5]);
    if (!(PROVINCE_NAMES as readonly string[]).includes(province)) problems.push(`省份“${province}”不存在`);
    if (year === null || year < 2000 || year > 2100) problems.push('年份应为2000到2100之间的整数');
    if (!track || track.length > 10) problems.push('科类不能为空且不超过10个字');
    if (score === null || score > 900) problems.push('分数应为0到900之间的整数');
    if (countText !== '' && count === null) problems.push('人数应为非负整数');
    if (cumulative === null || cumulative < 1) problems.push('累计人数应为正整数');
    if (problems.length) {
      errors.push({ line, message: problems.join('；') });
      continue;
    }
    const key = `${province}|${year}|${track}|${score}`;
    const before = seen.get(key);
    if (before !== undefined) {
      errors.push({ line, message: `与第${before}行重复（同省份、年份、科类、分数）` });
      continue;
    }
    seen.set(key, line);
    rows.push({ line, province, year: year!, track, score: score!, count, cumulative: cumulative! });
  }
  // within one table, a lower score has at least as many candidates at or above it
  const tables = new Map<string, RankRow[]>();
  for (const r of rows) {
    const k = `${r.province}|${r.year}|${r.track}`;
    tables.set(k, [...(tables.get(k) ?? []), r]);
  }
  for (const list of tables.values()) {
    const sorted = [...list].sort((a, b) => b.score - a.score);
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i]!.cumulative < sorted[i - 1]!.cumulative) {
        errors.push({ line: sorted[i]!.line, message: `累计人数${sorted[i]!.cumulative}小于更高分数${sorted[i - 1]!.score}的累计人数${sorted[i - 1]!.cumulative}` });
      }
    }
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows, errors };
}

/** Replaces the tables of the file in one transaction. */
export async function importRankTable(db: Db, rows: RankRow[]): Promise<ImportReport> {
  const groups = new Map<string, RankRow[]>();
  for (const r of rows) {
    const k = `${r.province}|${r.year}|${r.track}`;
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  const tables: ImportReport['tables'] = [];
  await db.transaction(async (tx) => {
    await tx
      .insert(sources)
      .values({ id: STAFF_IMPORT_SOURCE, dataset: 'rank_tables', title: '核心数据页面导入', licence: '由管理员上传，来源见上传说明' })
      .onConflictDoNothing();
    for (const list of groups.values()) {
      const { province, year, track } = list[0]!;
      const where = and(eq(rankTables.province, province), eq(rankTables.year, year), eq(rankTables.track, track));
      const [before] = await tx.select({ n: sql<number>`count(*)::int` }).from(rankTables).where(where);
      await tx.delete(rankTables).where(where);
      for (let i = 0; i < list.length; i += 1000) {
        await tx.insert(rankTables).values(
          list.slice(i, i + 1000).map((r) => ({
            province,
            year,
            track,
            score: r.score,
            scoreLabel: null,
            count: r.count,
            cumulative: r.cumulative,
            quality: 'ok',
            sourceId: STAFF_IMPORT_SOURCE,
          })),
        );
      }
      tables.push({ province, year, track, rows: list.length, replaced: before?.n ?? 0 });
    }
  });
  return { kind: 'rank_tables', rows: rows.length, tables };
}
