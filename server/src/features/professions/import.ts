/**
 * The staff import of job-market statistics (docs/job-market-import.md): a
 * CSV or XLSX file of one kind, validated row by row (every error names its
 * line), then written in one transaction that replaces that kind's rows of
 * every code in the file: all or nothing.
 */
import ExcelJS from 'exceljs';
import { inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { EDUCATION_LEVELS, JOB_MARKET_IMPORT_KINDS, type JobMarketImportKind, type JobMarketImportResult } from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import {
  jobMarketCompanies,
  jobMarketEducation,
  jobMarketMajors,
  jobMarketMonths,
  jobMarketOverviews,
  jobPositions,
  jobPostings,
} from '../../db/schema';
import { badRequest } from '../../platform/errors';

/** Errors listed in the reply (the rest are counted) */
const ERRORS_SHOWN = 10;
const INSERT_CHUNK = 500;

type Cell = string;
type Parsed = Record<string, string | number>;

interface ColumnRule {
  parse(value: Cell): string | number;
}

const int = (min: number, max: number): ColumnRule => ({
  parse(value) {
    if (!/^\d+$/.test(value)) throw new Error(`应为整数，实为“${value}”`);
    const n = Number(value);
    if (n < min || n > max) throw new Error(`应在${min}–${max}之间，实为${n}`);
    return n;
  },
});
const text = (max: number, allowEmpty = false): ColumnRule => ({
  parse(value) {
    if (!value && !allowEmpty) throw new Error('不能为空');
    if (value.length > max) throw new Error(`不能超过${max}个字`);
    return value;
  },
});
const oneOf = (values: readonly string[]): ColumnRule => ({
  parse(value) {
    if (!values.includes(value)) throw new Error(`应为${values.join('、')}之一，实为“${value}”`);
    return value;
  },
});

const code: ColumnRule = text(7);
const year = int(2000, 2100);
const month = int(1, 12);
const count = int(0, 100_000_000);
const salary = int(0, 10_000_000);

const RULES: Record<JobMarketImportKind, Record<string, ColumnRule>> = {
  months: { code, year, month, hiringNum: count, salaryMin: salary, salaryMax: salary, salaryMedianL: salary, salaryMedianH: salary },
  education: { code, year, month, edu: oneOf(EDUCATION_LEVELS), ratio: int(0, 100) },
  majors: { code, majorName: text(50), hiringNum: count },
  companies: { code, companyName: text(100), companyNature: text(20), hiringNum: count },
  positions: { code, jobTitle: text(50), salaryRange: text(30), companyNum: count, hiringNum: count },
  postings: {
    code,
    job: text(50),
    provinceName: text(10),
    edu: text(10),
    salaryStr: text(30),
    companyHiring: count,
    companyName: text(100),
    companyNature: text(20),
    companyScale: text(30),
    source: text(50),
    welfare: text(200, true),
    majors: text(200, true),
  },
  overviews: { code, overview: text(5000), sampleSize: count },
};

/** The columns that make a row unique within a kind (duplicates in one file are errors). */
const KEYS: Record<JobMarketImportKind, string[] | null> = {
  months: ['code', 'year', 'month'],
  education: ['code', 'year', 'month', 'edu'],
  majors: ['code', 'majorName'],
  companies: ['code', 'companyName'],
  positions: ['code', 'jobTitle'],
  postings: null,
  overviews: ['code'],
};

const TABLES: Record<JobMarketImportKind, PgTable & { code: unknown }> = {
  months: jobMarketMonths,
  education: jobMarketEducation,
  majors: jobMarketMajors,
  companies: jobMarketCompanies,
  positions: jobPositions,
  postings: jobPostings,
  overviews: jobMarketOverviews,
};

/** Rows of a CSV text (RFC 4180: quoted fields, doubled quotes, newlines inside quotes). */
export function parseCsv(input: string): string[][] {
  const textIn = input.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < textIn.length; i++) {
    const ch = textIn[i]!;
    if (quoted) {
      if (ch === '"') {
        if (textIn[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && textIn[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

async function parseXlsx(buffer: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw badRequest('无法读取该 Excel 文件，请上传 .xlsx 或 UTF-8 编码的 .csv');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('Excel 文件中没有工作表');
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (r) => {
    const cells: string[] = [];
    for (let c = 1; c <= r.cellCount; c++) cells.push(r.getCell(c).text ?? '');
    rows[r.number - 1] = cells;
  });
  return Array.from(rows, (r) => r ?? []);
}

/** A file's rows: XLSX when it is a zip (PK), else UTF-8 CSV. */
export async function readTable(buffer: Buffer): Promise<string[][]> {
  if (buffer.length >= 2 && buffer[0] === 0x50 && buffer[1] === 0x4b) return parseXlsx(buffer);
  const decoded = new TextDecoder('utf-8', { fatal: false }).decode(buffer);
  if (decoded.includes('\uFFFD')) throw badRequest('文件不是 UTF-8 编码的 CSV，请另存为“CSV UTF-8”或上传 .xlsx');
  return parseCsv(decoded);
}

/** Checks every row; returns the parsed rows or throws one 400 listing the errors by line. */
export function validateRows(kind: JobMarketImportKind, table: readonly string[][], knownCode: (code: string) => boolean): Parsed[] {
  const columns = JOB_MARKET_IMPORT_KINDS[kind].columns as readonly string[];
  const header = (table[0] ?? []).map((h) => h.trim());
  const missing = columns.filter((c) => !header.includes(c));
  if (missing.length) throw badRequest(`第1行（表头）缺少列：${missing.join('、')}。${JOB_MARKET_IMPORT_KINDS[kind].title}的列应为：${columns.join(',')}`);
  const at = Object.fromEntries(columns.map((c) => [c, header.indexOf(c)]));
  const rules = RULES[kind];
  const keyColumns = KEYS[kind];
  const seen = new Map<string, number>();
  const errors: string[] = [];
  const out: Parsed[] = [];
  table.slice(1).forEach((cells, i) => {
    const line = i + 2;
    if (cells.every((c) => c.trim() === '')) return;
    const parsed: Parsed = {};
    for (const column of columns) {
      const value = (cells[at[column]!] ?? '').trim();
      try {
        parsed[column] = rules[column]!.parse(value);
      } catch (err) {
        errors.push(`第${line}行 ${column}：${(err as Error).message}`);
      }
    }
    if (typeof parsed.code === 'string' && parsed.code && !knownCode(parsed.code)) errors.push(`第${line}行 code：职业代码 ${parsed.code} 不在职业分类大典中`);
    if (kind === 'months' && typeof parsed.salaryMin === 'number' && typeof parsed.salaryMax === 'number') {
      const [min, l, h, max] = [parsed.salaryMin, parsed.salaryMedianL, parsed.salaryMedianH, parsed.salaryMax] as number[];
      if (!(min! <= l! && l! <= h! && h! <= max!)) errors.push(`第${line}行：薪资应满足 salaryMin ≤ salaryMedianL ≤ salaryMedianH ≤ salaryMax`);
    }
    if (keyColumns) {
      const key = keyColumns.map((c) => parsed[c]).join('|');
      const first = seen.get(key);
      if (first !== undefined) errors.push(`第${line}行：与第${first}行重复（${keyColumns.join('、')}相同）`);
      else seen.set(key, line);
    }
    out.push(parsed);
  });
  if (errors.length) {
    const more = errors.length > ERRORS_SHOWN ? `；另有${errors.length - ERRORS_SHOWN}处错误` : '';
    throw badRequest(`导入失败，未写入任何数据。共${errors.length}处错误：${errors.slice(0, ERRORS_SHOWN).join('；')}${more}`);
  }
  if (!out.length) throw badRequest('文件中没有数据行');
  return out;
}

/**
 * Imports one file of one kind: validates every row, then in one transaction
 * replaces that kind's rows of every code the file names. The caller drops the
 * read models (`readModels.invalidate(['job_market'])`).
 */
export async function importJobMarket(
  db: Db,
  kind: JobMarketImportKind,
  file: Buffer,
  knownCode: (code: string) => boolean,
): Promise<JobMarketImportResult> {
  const rows = validateRows(kind, await readTable(file), knownCode);
  const codes = [...new Set(rows.map((r) => r.code as string))];
  const table = TABLES[kind];
  const values = kind === 'postings' ? rows.map((r, i) => ({ ...r, seq: i + 1 })) : rows;
  await db.transaction(async (tx) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one code path for seven tables of the same key column
    const t = table as any;
    await tx.delete(t).where(inArray(t.code, codes));
    for (let i = 0; i < values.length; i += INSERT_CHUNK) await tx.insert(t).values(values.slice(i, i + INSERT_CHUNK));
  });
  return { kind, rows: rows.length, codes: codes.length };
}
