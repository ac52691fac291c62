import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Db } from '../client';

/** A transaction handle: the same API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One shipped dataset: its files and how to load them into the database. */
export interface Dataset {
  name: string;
  files: string[];
  /** Datasets that must be loaded first (foreign keys) */
  after?: string[];
  /** Replaces the dataset's rows inside the given transaction; returns the row count */
  load(tx: Tx): Promise<number>;
}

export function checksumOf(files: string[]): string {
  const hash = createHash('sha256');
  for (const f of files) hash.update(readFileSync(f));
  return hash.digest('hex');
}

/** Inserts rows in batches that stay below PostgreSQL's bind-parameter limit. */
export async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
