import { readSchools, readSources } from '../src';

/** All rows of a reader, in file order. */
export async function collect<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const r of rows) out.push(r);
  return out;
}

/** Values of a key joined for uniqueness checks (null and '' are the same: no value). */
export const keyOf = (...parts: (string | number | boolean | null | undefined)[]) => parts.map((p) => p ?? '').join('|');

/** The keys that occur more than once, with their count (empty when keys are unique). */
export function duplicates(keys: Iterable<string>): Map<string, number> {
  const seen = new Map<string, number>();
  for (const k of keys) seen.set(k, (seen.get(k) ?? 0) + 1);
  return new Map([...seen].filter(([, n]) => n > 1));
}

let sourceIds: Promise<ReadonlySet<string>> | null = null;
/** Ids of data/sources.csv.gz: every row of every dataset must cite one of them. */
export function shippedSourceIds(): Promise<ReadonlySet<string>> {
  sourceIds ??= readSources().then((rows) => new Set(rows.map((r) => r.id)));
  return sourceIds;
}

let moeCodes: Promise<ReadonlySet<string>> | null = null;
/** 学校标识码 of the shipped school list: every moe_code of a row must be one of them. */
export function shippedMoeCodes(): Promise<ReadonlySet<string>> {
  moeCodes ??= readSchools().then((rows) => new Set(rows.map((r) => r.moeCode)));
  return moeCodes;
}
