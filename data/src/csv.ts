import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { StringDecoder } from 'node:string_decoder';
import { basename } from 'node:path';
import type { Readable } from 'node:stream';

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
  // most records have no quotes at all: splitting is then exact and much faster
  if (!line.includes('"')) return line.split(',');
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

export function csvEscape(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const s = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One CSV line (without the line break) from its field values. */
export function csvLine(values: readonly (string | number | boolean | null | undefined)[]): string {
  return values.map(csvEscape).join(',');
}

export interface CsvRecord {
  /** 1-based line number in the file where the record starts (the header is line 1). */
  line: number;
  values: Record<string, string>;
}

/** Where CSV text comes from: a file (plain or .gz), or a stream with the name used in error messages. */
export type CsvInput = string | { name: string; stream: Readable };

/** Splits a text stream into lines (without their line breaks), a chunk at a time. */
async function* linesOf(stream: Readable): AsyncGenerator<string[]> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of stream) {
    const text = rest + (typeof chunk === 'string' ? chunk : decoder.write(chunk as Buffer));
    const last = text.lastIndexOf('\n');
    if (last === -1) {
      rest = text;
      continue;
    }
    rest = text.slice(last + 1);
    yield text.slice(0, last).split('\n');
  }
  rest += decoder.end();
  if (rest !== '') yield [rest];
}

/**
 * Streams the records of a CSV file (plain or .gz) or stream. Quoted fields may
 * span lines. A record whose field count differs from the header's, a repeated
 * or empty header name, or a missing header is a DataFileError. Lines are split
 * a chunk at a time (not through readline): three times faster on the large files.
 */
export async function* readCsv(input: CsvInput): AsyncGenerator<CsvRecord> {
  const file = typeof input === 'string' ? input : input.name;
  let stream: Readable;
  if (typeof input === 'string') {
    const raw = createReadStream(input, { highWaterMark: 1 << 20 });
    stream = input.endsWith('.gz') ? raw.pipe(createGunzip({ chunkSize: 1 << 20 })) : raw;
  } else stream = input.stream;
  let header: string[] | null = null;
  let lineNo = 0;
  let pending = '';
  let pendingStart = 0;
  for await (const lines of linesOf(stream)) {
    for (const line of lines) {
      lineNo++;
      const text = line.endsWith('\r') ? line.slice(0, -1) : line;
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
        const seen = new Set<string>();
        for (const h of header) {
          if (h === '') throw new DataFileError(file, 1, null, '表头有空列名');
          if (seen.has(h)) throw new DataFileError(file, 1, h, '表头列名重复');
          seen.add(h);
        }
        continue;
      }
      if (chunk === '') continue;
      if (fields.length !== header.length) {
        throw new DataFileError(file, pendingStart, null, `应有 ${header.length} 列，实际 ${fields.length} 列`);
      }
      const values: Record<string, string> = {};
      for (let i = 0; i < header.length; i++) values[header[i]!] = fields[i] ?? '';
      yield { line: pendingStart, values };
    }
  }
  if (pending) throw new DataFileError(file, pendingStart, null, '引号未闭合');
  if (header === null) throw new DataFileError(file, 1, null, '文件为空，缺少表头');
}
