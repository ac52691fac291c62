/**
 * The one reader of staff uploads (核心数据 import, job-market import): a CSV
 * (UTF-8, BOM allowed, RFC 4180 quotes through the data package's
 * splitCsvLine) or XLSX file (first worksheet, through exceljs) becomes lines
 * with their line numbers; a header row names the columns (order free, a
 * Chinese name or the English key); every data line is checked and every
 * problem is reported with its line number, in Chinese. Nothing is written
 * here: the caller writes the rows in one transaction only when no line has a
 * problem, and replies with `rejectImport` otherwise.
 */
import type ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { splitCsvLine } from '@zhiyuan/data';
import { badRequest } from './errors';

/** One line of the file: its 1-based line (CSV) or row (XLSX) number and its cells. */
export interface TableLine {
  line: number;
  cells: string[];
}

/** A problem of one line. */
export interface LineError {
  line: number;
  message: string;
}

/** Lines listed in a rejection (the rest are counted in its message). */
export const ERRORS_LISTED = 500;
/** Data lines one upload may hold. */
export const MAX_IMPORT_ROWS = 200_000;

const isXlsx = (data: Buffer) => data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

/** The lines of a CSV text; a quoted field may span lines. An unclosed quote is a line error. */
export function csvLines(text: string): { lines: TableLine[]; errors: LineError[] } {
  const physical = text.replace(/^\uFEFF/, '').split('\n');
  const lines: TableLine[] = [];
  let pending: string | null = null;
  let start = 0;
  physical.forEach((raw, i) => {
    const part = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const chunk: string = pending === null ? part : `${pending}\n${part}`;
    if (pending === null) start = i + 1;
    const cells = splitCsvLine(chunk);
    if (cells === null) {
      pending = chunk;
      return;
    }
    pending = null;
    if (cells.some((c) => c.trim() !== '')) lines.push({ line: start, cells });
  });
  return { lines, errors: pending === null ? [] : [{ line: start, message: '引号未闭合（从这一行起到文件末尾）' }] };
}

function cellText(cell: ExcelJS.Cell): string {
  const v = cell.value;
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return v;
  if (typeof v === 'object' && 'result' in v) return v.result === undefined || v.result === null ? '' : String(v.result as string | number);
  return cell.text ?? '';
}

/** The lines of the first worksheet of an XLSX file, with their row numbers. */
export async function xlsxLines(data: Buffer): Promise<TableLine[]> {
  // loaded on first use: exceljs costs ≈ 0.6 s of CPU at every start otherwise
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  try {
    await book.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw badRequest('无法读取该 Excel 文件，请上传 .xlsx 或 UTF-8 编码的 .csv 文件');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw badRequest('Excel 文件中没有工作表');
  const lines: TableLine[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c)));
    if (cells.some((x) => x.trim() !== '')) lines.push({ line: rowNumber, cells });
  });
  return lines;
}

/**
 * The lines of an uploaded file: XLSX when it is a zip archive, else UTF-8
 * CSV. An unreadable file is a 400 with a Chinese message.
 */
export async function readUpload(data: unknown): Promise<{ lines: TableLine[]; errors: LineError[] }> {
  if (!Buffer.isBuffer(data) || data.length === 0) throw badRequest('请上传 CSV 或 XLSX 文件（请求体为文件内容）');
  if (isXlsx(data)) return { lines: await xlsxLines(data), errors: [] };
  const text = new TextDecoder('utf-8').decode(data);
  if (text.includes('\uFFFD')) throw badRequest('文件不是 UTF-8 编码的 CSV，请在 Excel 中另存为“CSV UTF-8”或上传 .xlsx 文件');
  return csvLines(text);
}

// ---- columns and rows ----

/** A column of an import: its key, the header names accepted (the first is the Chinese name shown) and whether the header must have it. */
export interface ColumnSpec {
  key: string;
  names: readonly string[];
  required?: boolean;
}

/** A header name as compared: no spaces, no unit in brackets (学费（元/年） = 学费), lower case. */
const headerForm = (name: string) =>
  name
    .replace(/^\uFEFF/, '')
    .replace(/[（(][^）)]*[）)]/g, '')
    .replace(/\s+/g, '')
    .toLowerCase();

/** The cells of one line by column key, with checks that collect the line's problems. */
export class LineCells {
  readonly problems: string[] = [];

  constructor(
    private readonly values: Record<string, string>,
    private readonly labels: Record<string, string>,
  ) {}

  private label(key: string) {
    return this.labels[key] ?? key;
  }

  /** The raw (trimmed) text; '' when the column is absent. */
  raw(key: string): string {
    return (this.values[key] ?? '').trim();
  }

  problem(message: string): void {
    this.problems.push(message);
  }

  /** Text of at most `max` characters; null when empty and optional. */
  text(key: string, max: number, optional = false): string | null {
    const v = this.raw(key);
    if (!v) {
      if (!optional) this.problems.push(`${this.label(key)}不能为空`);
      return null;
    }
    if (v.length > max) {
      this.problems.push(`${this.label(key)}不能超过${max}个字`);
      return null;
    }
    return v;
  }

  /** A whole number in [min, max]; null when empty and optional. */
  int(key: string, min: number, max: number, optional = false): number | null {
    return this.number(key, min, max, optional, true);
  }

  /** A number (decimals allowed) in [min, max]; null when empty and optional. */
  decimal(key: string, min: number, max: number, optional = false): number | null {
    return this.number(key, min, max, optional, false);
  }

  private number(key: string, min: number, max: number, optional: boolean, whole: boolean): number | null {
    const v = this.raw(key);
    if (!v) {
      if (!optional) this.problems.push(`${this.label(key)}不能为空`);
      return null;
    }
    const ok = whole ? /^-?\d+$/.test(v) : /^-?\d+(\.\d+)?$/.test(v);
    const n = Number(v);
    if (!ok || n < min || n > max) {
      this.problems.push(`${this.label(key)}应为${min}到${max}之间的${whole ? '整数' : '数'}，实为“${v}”`);
      return null;
    }
    return n;
  }

  /** One of the given values. */
  oneOf<T extends string>(key: string, values: readonly T[]): T | null {
    const v = this.raw(key);
    if (!(values as readonly string[]).includes(v)) {
      this.problems.push(`${this.label(key)}应为${values.join('、')}之一，实为“${v}”`);
      return null;
    }
    return v as T;
  }
}

/** What an import checks: its title, columns, how a line becomes a row, and what makes two rows the same. */
export interface TableSpec<R> {
  /** e.g. 批次线: named in header messages */
  title: string;
  columns: readonly ColumnSpec[];
  /** The row of one line, or null when the line has problems (recorded on `cells`) */
  row(cells: LineCells, line: number): R | null;
  /** Rows with the same key may appear once in a file */
  key?: (row: R) => string;
  /** How the key is named in a duplicate message: 同省份、年份、科类、分数 */
  keyLabel?: string;
}

export type Lined<R> = R & { line: number };

/**
 * Checks the header and every line against the spec. Returns the rows, or the
 * problems of every line (sorted by line): a caller writes only when there
 * are none.
 */
export function validateTable<R extends object>(
  read: { lines: TableLine[]; errors: LineError[] },
  spec: TableSpec<R>,
): { rows: Lined<R>[]; errors: LineError[] } {
  const errors: LineError[] = [...read.errors];
  const [header, ...data] = read.lines;
  const expected = spec.columns.map((c) => c.names[0]!).join('、');
  if (!header) return { rows: [], errors: [{ line: 1, message: `文件是空的：首行应为表头（${expected}）` }, ...errors] };
  const byName = new Map<string, ColumnSpec>();
  for (const c of spec.columns) for (const n of [c.key, ...c.names]) byName.set(headerForm(n), c);
  const at = new Map<string, number>();
  const headerProblems: string[] = [];
  header.cells.forEach((name, i) => {
    if (!name.trim()) return;
    const column = byName.get(headerForm(name));
    if (!column) headerProblems.push(`无法识别的列“${name.trim()}”`);
    else if (at.has(column.key)) headerProblems.push(`列“${column.names[0]}”重复`);
    else at.set(column.key, i);
  });
  const missing = spec.columns.filter((c) => c.required !== false && !at.has(c.key)).map((c) => c.names[0]);
  if (missing.length) headerProblems.push(`缺少列：${missing.join('、')}`);
  if (headerProblems.length) {
    return { rows: [], errors: [{ line: header.line, message: `表头有误：${headerProblems.join('；')}。${spec.title}的表头应为：${expected}` }] };
  }
  if (!data.length) return { rows: [], errors: [{ line: header.line + 1, message: '没有数据行' }, ...errors] };
  if (data.length > MAX_IMPORT_ROWS) return { rows: [], errors: [{ line: header.line, message: `一次最多导入${MAX_IMPORT_ROWS}行，请拆分文件` }] };

  const labels = Object.fromEntries(spec.columns.map((c) => [c.key, c.names[0]!]));
  const width = Math.max(...at.values()) + 1;
  const lastHeader = header.cells.reduce((last, c, i) => (c.trim() ? i : last), -1);
  const seen = new Map<string, number>();
  const rows: Lined<R>[] = [];
  for (const { line, cells } of data) {
    const values: Record<string, string> = {};
    for (const [key, i] of at) values[key] = cells[i] ?? '';
    const lineCells = new LineCells(values, labels);
    const extra = cells.slice(Math.max(width, lastHeader + 1)).filter((c) => c.trim() !== '').length;
    if (extra) lineCells.problem(`比表头多出${extra}个值（含逗号的内容请加英文双引号）`);
    const row = spec.row(lineCells, line);
    if (lineCells.problems.length || row === null) {
      errors.push({ line, message: lineCells.problems.join('；') || '数据有误' });
      continue;
    }
    if (spec.key) {
      const key = spec.key(row);
      const first = seen.get(key);
      if (first !== undefined) {
        errors.push({ line, message: `与第${first}行重复${spec.keyLabel ? `（${spec.keyLabel}相同）` : ''}` });
        continue;
      }
      seen.set(key, line);
    }
    rows.push({ ...row, line });
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows, errors };
}

/**
 * The reply to a file with problems: 400, nothing written, the problems by
 * line in `data.errors` (at most ERRORS_LISTED; the message counts them all
 * and names the first few).
 */
export function rejectImport(reply: FastifyReply, errors: readonly LineError[]) {
  const first = errors
    .slice(0, 3)
    .map((e) => `第${e.line}行：${e.message}`)
    .join('；');
  return reply.status(400).send({
    code: 400,
    message: `导入失败：共${errors.length}处错误，数据未做任何修改。${first}${errors.length > 3 ? '……' : ''}`,
    data: { errors: errors.slice(0, ERRORS_LISTED), total: errors.length },
  });
}
