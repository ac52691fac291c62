import { DataFileError, type CsvRecord } from './csv';

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

  optNumber(field: string): number | null {
    const v = this.raw(field);
    if (v === '') return null;
    const n = Number(v);
    if (!Number.isFinite(n)) this.fail(field, `不是数字：${v}`);
    return n;
  }

  /** 1/0 flags; blank means unknown (null), not false. */
  optFlag(field: string): boolean | null {
    const v = this.raw(field);
    if (v === '') return null;
    if (v === '1') return true;
    if (v === '0') return false;
    return this.fail(field, `应为 0 或 1：${v}`);
  }

  oneOf<T extends string>(field: string, allowed: readonly T[]): T {
    const v = this.text(field);
    if (!(allowed as readonly string[]).includes(v)) this.fail(field, `取值不在允许范围内：${v}`);
    return v as T;
  }
}
