import { eq, sql } from 'drizzle-orm';
import type { DatasetName } from '@zhiyuan/domain';
import type { Db } from '../client';
import { dataImports } from '../schema';
import { checksumOf, type Dataset } from './dataset';
import { inflateAhead } from './inflate';
import { sourcesDataset } from './sources';
import { provincesDataset } from './provinces';
import { provinceRulesDataset } from './provinceRules';
import { schoolsDataset } from './schools';
import { rankingsDataset } from './rankings';
import { majorsDataset } from './majors';
import { professionsDataset } from './professions';
import {
  batchLinesDataset,
  majorScoresDataset,
  plansDataset,
  rankTablesDataset,
  schoolScoresDataset,
  subjectRequirementsDataset,
} from './admissions';
import { schoolContactsDataset, schoolTypesDataset } from './schoolProfiles';
import { doubleFirstClassDataset, subjectAssessmentClaimsDataset, subjectAssessmentsDataset } from './disciplines';
import { firstClassMajorsDataset, majorDetailsDataset, majorOfferingsDataset, majorRankingsDataset, majorStatsDataset } from './majorProfiles';
import { assessmentsDataset } from './assessments';

/** Every dataset the product ships, in load order (sources first: every row cites one). */
export const DATASETS: Dataset[] = [
  sourcesDataset,
  provincesDataset,
  provinceRulesDataset,
  schoolsDataset,
  rankingsDataset,
  majorsDataset,
  professionsDataset,
  rankTablesDataset,
  batchLinesDataset,
  schoolScoresDataset,
  majorScoresDataset,
  plansDataset,
  subjectRequirementsDataset,
  schoolContactsDataset,
  schoolTypesDataset,
  subjectAssessmentsDataset,
  subjectAssessmentClaimsDataset,
  doubleFirstClassDataset,
  majorDetailsDataset,
  majorStatsDataset,
  majorOfferingsDataset,
  firstClassMajorsDataset,
  majorRankingsDataset,
  assessmentsDataset,
];

export interface ImportResult {
  dataset: DatasetName;
  status: 'imported' | 'unchanged';
  rows: number;
  ms: number;
  /** CPU time of this process (main and worker threads) spent on the dataset: comparable on a busy machine, unlike ms */
  cpuMs: number;
}

function cpuMsSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return Math.round((used.user + used.system) / 1000);
}

export interface ImportOptions {
  log?: (line: string) => void;
  /**
   * Called when a dataset has landed (its transaction committed), before the
   * next one loads: a running app drops the read models that hold its data.
   */
  landed?: (dataset: DatasetName, rows: number) => Promise<unknown> | void;
}

/** Each dataset's checksum, and those whose checksum is not the one recorded at their last import. */
async function pendingOf(db: Db, datasets: readonly Dataset[]): Promise<{ checksums: Map<Dataset, string>; pending: Dataset[] }> {
  const checksums = new Map<Dataset, string>();
  for (const d of datasets) checksums.set(d, await checksumOf(d.files, d.version));
  const done = new Map((await db.select().from(dataImports)).map((r) => [r.dataset, r.checksum]));
  return { checksums, pending: datasets.filter((d) => done.get(d.name) !== checksums.get(d)) };
}

/**
 * The datasets whose files changed since their last import (a fresh database:
 * all of them), and what the database holds now: one small query and a
 * checksum of each dataset's files, nothing read from the big tables.
 */
export async function changedDatasets(
  db: Db,
  datasets: readonly Dataset[] = DATASETS,
): Promise<{ changed: Dataset[]; loaded: { dataset: string; rows: number; importedAt: string }[] }> {
  const loaded = await loadedDatasets(db);
  const { pending } = await pendingOf(db, datasets);
  return { changed: pending, loaded };
}

/**
 * Loads each of the datasets whose files changed since its last import, each in
 * one transaction: a dataset lands whole or not at all, and a second run changes nothing.
 */
export async function importDatasets(db: Db, datasets: readonly Dataset[], options: ImportOptions = {}): Promise<ImportResult[]> {
  const { checksums, pending } = await pendingOf(db, datasets);
  const results: ImportResult[] = [];
  try {
    for (const dataset of datasets) {
      // the next dataset to load inflates its files on a thread of its own while this one loads
      const at = pending.indexOf(dataset);
      if (at !== -1) inflateAhead([...dataset.files, ...(pending[at + 1]?.files ?? [])]);
      results.push(await importDataset(db, dataset, checksums.get(dataset)!, options));
    }
  } finally {
    inflateAhead([]);
  }
  return results;
}

async function importDataset(db: Db, dataset: Dataset, checksum: string, options: ImportOptions): Promise<ImportResult> {
  const started = Date.now();
  const cpu = process.cpuUsage();
  const [done] = await db.select().from(dataImports).where(eq(dataImports.dataset, dataset.name));
  if (done && done.checksum === checksum) {
    return { dataset: dataset.name, status: 'unchanged', rows: done.rowCount, ms: Date.now() - started, cpuMs: cpuMsSince(cpu) };
  }
  const rows = await db.transaction(async (tx) => {
    const count = await dataset.load(tx);
    await tx
      .insert(dataImports)
      .values({ dataset: dataset.name, checksum, rowCount: count, importedAt: new Date() })
      .onConflictDoUpdate({ target: dataImports.dataset, set: { checksum, rowCount: count, importedAt: new Date() } });
    return count;
  });
  await options.landed?.(dataset.name, rows);
  await refreshStatistics(db, dataset, Boolean(done));
  const ms = Date.now() - started;
  options.log?.(`导入 ${dataset.name}: ${rows} 行, ${ms} ms`);
  return { dataset: dataset.name, status: 'imported', rows, ms, cpuMs: cpuMsSince(cpu) };
}

/** Every shipped dataset whose files changed (first start, data:import). */
export function importAll(db: Db, options: ImportOptions = {}): Promise<ImportResult[]> {
  return importDatasets(db, DATASETS, options);
}

/**
 * After a load the planner needs statistics (PGlite has no autovacuum to
 * gather them), and a re-import leaves the old rows as dead tuples: VACUUM
 * makes their space reusable. Both run outside the import's transaction.
 */
async function refreshStatistics(db: Db, dataset: Dataset, replaced: boolean): Promise<void> {
  for (const table of dataset.tables ?? []) {
    await db.execute(replaced ? sql`vacuum analyze ${table}` : sql`analyze ${table}`);
  }
}

/** Datasets recorded as loaded, for /api/health. */
export async function loadedDatasets(db: Db): Promise<{ dataset: string; rows: number; importedAt: string }[]> {
  const rows = await db.select().from(dataImports).orderBy(dataImports.dataset);
  return rows.map((r) => ({ dataset: r.dataset, rows: r.rowCount, importedAt: r.importedAt.toISOString() }));
}

export type { Dataset } from './dataset';
export { admissionDatasetFrom } from './admissions';
