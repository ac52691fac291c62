import { QUALITY_VALUES, RANK_TABLE_QUALITIES, isProvinceName, type ProvinceName, type Quality, type RankTableQuality } from '@zhiyuan/domain';
import { DataFileError, type CsvRecord } from './csv';

/** Row quality of admission data (see data/README.md): as the source was judged, never re-graded here. */
export const ROW_QUALITIES = QUALITY_VALUES;
export type RowQuality = Quality;

/** Quality of one 一分一段 table, the same on each of its rows (domain: ranktables). */
export { RANK_TABLE_QUALITIES, type RankTableQuality };

/** Years the admission data can describe; anything outside is a typo in a file. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

/**
 * Typed access to one CSV record's fields; every failure names the file, line and field.
 */
export class Row {
  constructor(
    private readonly file: string,
    private readonly record: CsvRecord,
  ) {}

  get line(): number {
    return this.record.line;
  }

  private raw(field: string): string {
    const v = this.record.values[field];
    if (v === undefined) throw new DataFileError(this.file, this.record.line, field, '缺少该列');
    return v.trim();
  }

  fail(field: string, reason: string): never {
    throw new DataFileError(this.file, this.record.line, field, reason);
  }

  text(field: string): string {
    const v = this.raw(field);
    if (v === '') this.fail(field, '不能为空');
    return v;
  }

  optText(field: string): string | null {
    const v = this.raw(field);
    return v === '' ? null : v;
  }

  int(field: string): number {
    const v = this.optInt(field);
    if (v === null) this.fail(field, '不能为空');
    return v;
  }

  optInt(field: string): number | null {
    const v = this.raw(field);
    if (v === '') return null;
    if (!/^-?\d+$/.test(v)) this.fail(field, `不是整数：${v}`);
    return Number(v);
  }

  number(field: string): number {
    const v = this.optNumber(field);
    if (v === null) this.fail(field, '不能为空');
    return v;
  }

  optNumber(field: string): number | null {
    const v = this.raw(field);
    if (v === '') return null;
    const n = Number(v);
    if (!Number.isFinite(n)) this.fail(field, `不是数字：${v}`);
    return n;
  }

  /** A count or score that cannot be negative. */
  optCount(field: string): number | null {
    const v = this.optInt(field);
    if (v !== null && v < 0) this.fail(field, `不能为负数：${v}`);
    return v;
  }

  /** A score: a non-negative number (decimals are tie-break weighted scores). */
  optScore(field: string): number | null {
    const v = this.optNumber(field);
    if (v !== null && v < 0) this.fail(field, `分数不能为负数：${v}`);
    return v;
  }

  /** 1/0 flags; blank means unknown (null), not false. */
  optFlag(field: string): boolean | null {
    const v = this.raw(field);
    if (v === '') return null;
    if (v === '1') return true;
    if (v === '0') return false;
    return this.fail(field, `应为 0 或 1：${v}`);
  }

  /** A 1/0 flag that must be present. */
  flag(field: string): boolean {
    const v = this.optFlag(field);
    if (v === null) this.fail(field, '不能为空（应为 0 或 1）');
    return v;
  }

  oneOf<T extends string>(field: string, allowed: readonly T[]): T {
    const v = this.text(field);
    if (!(allowed as readonly string[]).includes(v)) this.fail(field, `取值不在允许范围内：${v}`);
    return v as T;
  }

  /** One of the 31 provinces in short form (北京, 内蒙古 …). */
  province(field = 'province'): ProvinceName {
    const v = this.text(field);
    if (!isProvinceName(v)) this.fail(field, `未知省份：${v}`);
    return v;
  }

  year(field = 'year'): number {
    const v = this.int(field);
    if (v < FIRST_YEAR || v > LAST_YEAR) this.fail(field, `年份超出范围：${v}`);
    return v;
  }

  /** A 10-digit 学校标识码, or null when the row's school is not on the MOE list. */
  optMoeCode(field = 'moe_code'): string | null {
    const v = this.optText(field);
    if (v !== null && !/^\d{10}$/.test(v)) this.fail(field, `学校标识码应为10位数字：${v}`);
    return v;
  }

  /** The row's source id; checked against the known ids when the caller has them. */
  sourceId(known?: ReadonlySet<string>, field = 'source_id'): string {
    const v = this.text(field);
    if (known && !known.has(v)) this.fail(field, `来源编号不存在：${v}`);
    return v;
  }
}

/** Options every dataset reader takes. */
export interface ReadOptions {
  /** Read this file instead of the shipped one (tests of malformed files) */
  file?: string;
  /** Source ids that exist; a row citing another id is refused */
  sourceIds?: ReadonlySet<string>;
}
