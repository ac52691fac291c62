import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DatasetName } from '@zhiyuan/domain';
import type { Db } from '../client';

/** A transaction handle: the same API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One shipped dataset: its files and how to load them into the database. */
export interface Dataset {
  name: DatasetName;
  files: string[];
  /**
   * Bumped when the way the dataset is loaded changes (new columns, new tables):
   * part of the checksum, so a database loaded by older code is re-imported.
   */
  version?: number;
  /** Datasets that must be loaded first (foreign keys, source ids) */
  after?: string[];
  /** The tables it fills: their planner statistics are refreshed after an import */
  tables?: PgTable[];
  /** Replaces the dataset's rows inside the given transaction; returns the row count */
  load(tx: Tx): Promise<number>;
}

/**
 * The checksum of a dataset's files and loader version. The files are read
 * off the main thread, one at a time: a start checks all of data/ (≈ 30 MB)
 * right after it begins to serve, and a synchronous read held the first
 * requests behind it for 0.1–0.25 s.
 */
export async function checksumOf(files: string[], version = 1): Promise<string> {
  const hash = createHash('sha256');
  hash.update(`v${version}\n`);
  for (const f of files) hash.update(await readFile(f));
  return hash.digest('hex');
}

/** Inserts rows in batches that stay below PostgreSQL's bind-parameter limit. */
export async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
