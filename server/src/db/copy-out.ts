/**
 * Reads many rows fast: on PGlite by one `COPY (select …) TO '/dev/blob'` in
 * text format, parsed here, instead of a SELECT whose rows PGlite turns into
 * objects one field at a time (measured on the odds model's 1.7 M rows: the
 * SELECTs took 61 s of CPU, the COPYs ≈ 10 s with the parsing). On a
 * PostgreSQL server it is the same SELECT through Drizzle.
 */
import { and, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { pgliteOf } from './import/bulk';

type Columns = Record<string, PgColumn>;
type RowOf<C extends Columns> = { [K in keyof C]: C[K]['_']['notNull'] extends true ? C[K]['_']['data'] : C[K]['_']['data'] | null };

/** Turns one field of COPY's text format into the column's value (`\N` is null). */
function decoder(column: PgColumn): (text: string) => unknown {
  switch (column.getSQLType()) {
    case 'integer':
    case 'smallint':
    case 'double precision':
    case 'real':
      return Number;
    case 'boolean':
      return (t) => t === 't';
    case 'text': {
      // the same names recur on most rows (province, batch, school, major): one string each, kept
      // once, so the copies of a row die young instead of filling the old generation
      const seen = new Map<string, string>();
      return (raw) => {
        const known = seen.get(raw);
        if (known !== undefined) return known;
        const t = raw.includes('\\') ? unescapeText(raw) : raw;
        if (seen.size < 200_000) seen.set(raw, t);
        return t;
      };
    }
    default:
      throw new Error(`copy-out: column type ${column.getSQLType()} is not handled`);
  }
}

const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '\\': '\\' };
function unescapeText(text: string): string {
  return text.replace(/\\(.)/g, (_, c: string) => ESCAPES[c] ?? c);
}

/**
 * A function making one row object from its fields, written out as one object
 * literal so that every row has the same shape (assigning keys one by one in a
 * loop made slow dictionary objects: twice the parsing time and more memory).
 */
function rowMaker(keys: string[], decoders: ((text: string) => unknown)[]): (fields: string[]) => Record<string, unknown> {
  const body = keys.map((k, i) => `${JSON.stringify(k)}: f[${i}] === NULL ? null : d[${i}](f[${i}])`).join(',\n');
  // the keys are the caller's column names, never data
  const make = new Function('d', 'NULL', `return (f) => ({\n${body}\n});`) as (
    d: ((text: string) => unknown)[],
    nullField: string,
  ) => (fields: string[]) => Record<string, unknown>;
  // COPY's text format writes a null as \N
  return make(decoders, '\\N');
}

/**
 * Every row of `table` matching `where` (SQL without parameters), with the
 * given columns: for reads that scan the whole table (the odds model's), in
 * slices of its pages with the thread free between them.
 */
export async function selectMany<C extends Columns>(db: Db, table: PgTable, columns: C, where: SQL): Promise<RowOf<C>[]> {
  const pglite = pgliteOf(db);
  if (!pglite) return (await db.select(columns).from(table).where(where)) as RowOf<C>[];
  const make = rowMakerOf(columns);
  const rows: RowOf<C>[] = [];
  // one COPY of a big table holds the thread for seconds (major score lines: ≈ 7 s on this machine): read in
  // slices of the table's pages (a TID range scan each, in the same order as one sequential scan), the
  // server answering requests between them
  const pages = await pagesOf(pglite, table);
  const slices = Math.max(1, Math.ceil(pages / COPY_SLICE_PAGES));
  for (let slice = 0; slice < slices; slice++) {
    const from = slice * COPY_SLICE_PAGES;
    // the last slice is open-ended: whatever lies past the size read above is read too
    const upTo = slice === slices - 1 ? '' : ` and ctid < '(${from + COPY_SLICE_PAGES},0)'::tid`;
    await copyInto(pglite, db.select(columns).from(table).where(and(where, sql.raw(`ctid >= '(${from},0)'::tid${upTo}`))).toSQL(), make, rows);
    await letRequestsIn();
  }
  return rows;
}

/**
 * The rows an index finds (one school's lines, one school's plans in a
 * province): one COPY. Sliced as selectMany reads, the index scan would run
 * once per slice of the table with a pause after each (major score lines: 19
 * slices, one school in one province ≈ 160 ms instead of ≈ 2 ms).
 */
export async function selectIndexed<C extends Columns>(db: Db, table: PgTable, columns: C, where: SQL): Promise<RowOf<C>[]> {
  const pglite = pgliteOf(db);
  if (!pglite) return (await db.select(columns).from(table).where(where)) as RowOf<C>[];
  const rows: RowOf<C>[] = [];
  await copyInto(pglite, db.select(columns).from(table).where(where).toSQL(), rowMakerOf(columns), rows);
  return rows;
}

type Pglite = NonNullable<ReturnType<typeof pgliteOf>>;

/** The row maker of `columns`, each field decoded by its column's type */
function rowMakerOf(columns: Columns): (fields: string[]) => Record<string, unknown> {
  const keys = Object.keys(columns);
  return rowMaker(keys, keys.map((k) => decoder(columns[k]!)));
}

/** One COPY of `query` in text format, its rows parsed and appended to `rows`; the server answers between parts of a long parse */
async function copyInto<R>(pglite: Pglite, query: { sql: string; params: unknown[] }, make: (fields: string[]) => Record<string, unknown>, rows: R[]): Promise<void> {
  if (query.params.length) throw new Error('copy-out: the query must have no parameters');
  const result = await pglite.query(`copy (${query.sql}) to '/dev/blob'`);
  // PGlite hands back no blob when the query matched no row
  const body = result.blob ? await result.blob.text() : '';
  let start = 0;
  while (start < body.length) {
    let end = body.indexOf('\n', start);
    if (end === -1) end = body.length;
    rows.push(make(body.slice(start, end).split('\t')) as R);
    start = end + 1;
    if (rows.length % 20_000 === 0) await letRequestsIn();
  }
}

/** The table's size in pages (8 KB each) */
async function pagesOf(pglite: Pglite, table: PgTable): Promise<number> {
  const sized = await pglite.query('select (pg_relation_size($1::regclass) / current_setting($2)::int)::int as pages', [getTableName(table), 'block_size']);
  return (sized.rows?.[0] as { pages: number } | undefined)?.pages ?? 0;
}

/**
 * A pause in long work on the server's thread (the odds model's warm-up): a few milliseconds in which the
 * requests waiting meanwhile run all their steps (a static file takes several turns of the event loop), not
 * one step per slice of the work as a bare setImmediate would give them.
 */
export const letRequestsIn = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 5));

/** Pages of a table read by one COPY of selectMany (8 KB each: ≈ 40,000 score lines, well under a second) */
const COPY_SLICE_PAGES = 1_000;

/**
 * `column = 'value'` with the value written into the SQL as a literal (COPY,
 * which selectMany and selectIndexed use on PGlite, takes no parameters): single quotes
 * doubled, the escaping of a standard string literal (standard_conforming_strings
 * is on, as by default). Callers pass validated values (a school id, a province).
 */
export function textEquals(column: PgColumn, value: string): SQL {
  return sql`${column} = ${sql.raw(`'${value.replaceAll("'", "''")}'`)}`;
}
