import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { createInterface } from 'node:readline';
import { basename } from 'node:path';

/** A malformed data file: names the file, the line and the field (issue: importer refuses bad files). */
export class DataFileError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly field: string | null,
    readonly reason: string,
  ) {
    super(`${basename(file)} 第${line}行${field ? ` 字段 ${field}` : ''}：${reason}`);
    this.name = 'DataFileError';
  }
}

/** Splits one CSV record (RFC 4180 quoting); returns null when a quoted field runs past the line end. */
export function splitCsvLine(line: string): string[] | null {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"') {
        if (line[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      out.push(field);
      field = '';
    } else field += ch;
  }
  if (quoted) return null;
  out.push(field);
  return out;
}

export function csvEscape(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const s = String(value);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export interface CsvRecord {
  /** 1-based line number in the file where the record starts (the header is line 1). */
  line: number;
  values: Record<string, string>;
}

/**
 * Streams the records of a CSV file (plain or .gz). Quoted fields may span lines.
 * A record whose field count differs from the header's is a DataFileError.
 */
export async function* readCsv(file: string): AsyncGenerator<CsvRecord> {
  const raw = createReadStream(file);
  const input = file.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  const lines = createInterface({ input, crlfDelay: Infinity });
  let header: string[] | null = null;
  let lineNo = 0;
  let pending = '';
  let pendingStart = 0;
  for await (const text of lines) {
    lineNo++;
    const chunk = pending ? `${pending}\n${text}` : text;
    if (!pending) pendingStart = lineNo;
    const fields = splitCsvLine(chunk);
    if (fields === null) {
      pending = chunk;
      continue;
    }
    pending = '';
    if (header === null) {
      header = fields.map((h, i) => (i === 0 ? h.replace(/^\uFEFF/, '') : h));
      continue;
    }
    if (chunk === '') continue;
    if (fields.length !== header.length) {
      throw new DataFileError(file, pendingStart, null, `应有 ${header.length} 列，实际 ${fields.length} 列`);
    }
    const values: Record<string, string> = {};
    header.forEach((h, i) => (values[h] = fields[i] ?? ''));
    yield { line: pendingStart, values };
  }
  if (pending) throw new DataFileError(file, pendingStart, null, '引号未闭合');
  if (header === null) throw new DataFileError(file, 1, null, '文件为空，缺少表头');
}
