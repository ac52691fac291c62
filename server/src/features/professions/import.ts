/**
 * The staff import of job-market statistics (docs/job-market-import.md): a
 * CSV or XLSX file of one kind, read by the platform reader
 * (platform/table-import.ts) and validated row by row (every error names its
 * line), then written in one transaction that replaces that kind's rows of
 * every code in the file: all or nothing.
 */
import { inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { EDUCATION_LEVELS, JOB_MARKET_COLUMN_NAMES, JOB_MARKET_IMPORT_KINDS, jobMarketColumns, type JobMarketImportKind, type JobMarketImportResult } from '@zhiyuan/domain';
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
import { validateTable, type ColumnSpec, type LineCells, type LineError, type TableLine, type TableSpec } from '../../platform/table-import';

const INSERT_CHUNK = 500;

type Parsed = Record<string, string | number>;

type Rule = (cells: LineCells, key: string) => string | number | null;

const int =
  (min: number, max: number): Rule =>
  (cells, key) =>
    cells.int(key, min, max);
const text =
  (max: number, allowEmpty = false): Rule =>
  (cells, key) =>
    cells.text(key, max, allowEmpty) ?? (allowEmpty ? '' : null);
const oneOf =
  (values: readonly string[]): Rule =>
  (cells, key) =>
    cells.oneOf(key, values);

const code: Rule = text(7);
const year = int(2000, 2100);
const month = int(1, 12);
const count = int(0, 100_000_000);
const salary = int(0, 10_000_000);

const RULES: Record<JobMarketImportKind, Record<string, Rule>> = {
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

/** The checks of one kind: every column's rule, the code in the 大典, salary order, duplicates. */
export function jobMarketSpec(kind: JobMarketImportKind, knownCode: (code: string) => boolean): TableSpec<Parsed> {
  const columns = JOB_MARKET_IMPORT_KINDS[kind].columns as readonly string[];
  const rules = RULES[kind];
  const keyColumns = KEYS[kind];
  return {
    title: JOB_MARKET_IMPORT_KINDS[kind].title,
    columns: jobMarketColumns(kind).map((c): ColumnSpec => ({ key: c.key, names: [c.name, c.key] })),
    row(cells) {
      const parsed: Parsed = {};
      for (const column of columns) {
        const value = rules[column]!(cells, column);
        if (value !== null) parsed[column] = value;
      }
      if (typeof parsed.code === 'string' && !knownCode(parsed.code)) cells.problem(`职业代码 ${parsed.code} 不在职业分类大典中`);
      if (kind === 'months' && cells.problems.length === 0) {
        const [min, l, h, max] = [parsed.salaryMin, parsed.salaryMedianL, parsed.salaryMedianH, parsed.salaryMax] as number[];
        if (!(min! <= l! && l! <= h! && h! <= max!)) cells.problem('薪资应满足 最低薪资 ≤ 薪资中位下限 ≤ 薪资中位上限 ≤ 最高薪资');
      }
      return cells.problems.length ? null : parsed;
    },
    key: keyColumns ? (r) => keyColumns.map((c) => r[c]).join('|') : undefined,
    keyLabel: keyColumns?.map((c) => JOB_MARKET_COLUMN_NAMES[c] ?? c).join('、'),
  };
}

/**
 * Imports one file of one kind: validates every row, then in one transaction
 * replaces that kind's rows of every code the file names. Bad lines come back
 * as `errors` and nothing is written. The caller drops the read models
 * (`readModels.invalidate(['job_market'])`).
 */
export async function importJobMarket(
  db: Db,
  kind: JobMarketImportKind,
  read: { lines: TableLine[]; errors: LineError[] },
  knownCode: (code: string) => boolean,
): Promise<{ errors: LineError[] } | { result: JobMarketImportResult }> {
  const { rows: lined, errors } = validateTable(read, jobMarketSpec(kind, knownCode));
  if (errors.length) return { errors };
  const rows = lined.map(({ line: _line, ...r }) => r as Parsed);
  const codes = [...new Set(rows.map((r) => r.code as string))];
  const table = TABLES[kind];
  const values = kind === 'postings' ? rows.map((r, i) => ({ ...r, seq: i + 1 })) : rows;
  await db.transaction(async (tx) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one code path for seven tables of the same key column
    const t = table as any;
    await tx.delete(t).where(inArray(t.code, codes));
    for (let i = 0; i < values.length; i += INSERT_CHUNK) await tx.insert(t).values(values.slice(i, i + INSERT_CHUNK));
  });
  return { result: { kind, rows: rows.length, codes: codes.length } };
}
