import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { batchLines, enrolmentPlans, majorScoreLines, rankTables, schoolScoreLines, subjectRequirements } from '../schema';
import { isValidatedFile, SOURCES_FILE } from '@zhiyuan/data';
import type { Dataset, Tx } from './dataset';
import { ADMISSION_READERS, type AdmissionDatasetName } from './admissionReaders';
import { columnsOf, copyCsvFile, knownSourceIds, pgliteOf, replaceTable, ROWS_PER_STATEMENT } from './bulk';
import { readAdmissionFile, validateAdmissionFile } from './read';

/**
 * Loads one admission file into its table, replacing every row. On PGlite the
 * database COPYs the file as it is; unless the file (and the sources it cites)
 * is byte for byte what data:build validated, a worker thread reads every row
 * of it meanwhile (fields, source ids), and a malformed row rolls the dataset
 * back with its file, line and field. On a PostgreSQL server the worker's
 * validated rows go in as unnest() batches. Columns the file lacks are
 * derived afterwards (`derive`).
 */
export async function loadAdmissionFile(
  tx: Tx,
  name: AdmissionDatasetName,
  table: PgTable,
  options: { file?: string; derive?: SQL; mapping?: Record<string, string> } = {},
): Promise<number> {
  const file = options.file ?? ADMISSION_READERS[name].file;
  const sourceIds = await knownSourceIds(tx);
  const pglite = pgliteOf(tx);
  if (!pglite) {
    const batches = readAdmissionFile(name, sourceIds, columnsOf(table), ROWS_PER_STATEMENT, getTableName(table), file);
    return replaceTable(tx, table, { batches });
  }
  const trusted = isValidatedFile(file) && isValidatedFile(SOURCES_FILE);
  const validated: Promise<{ rows: number | null } | { error: unknown }> = trusted
    ? Promise.resolve({ rows: null })
    : validateAdmissionFile(name, sourceIds, file).then(
        (rows) => ({ rows }),
        (error: unknown) => ({ error }),
      );
  let copied: number;
  try {
    copied = await copyCsvFile(tx, pglite, table, file, options.mapping);
    if (options.derive) await tx.execute(options.derive);
  } catch (err) {
    // the reader's message names file, line and field: prefer it to the database's
    const v = await validated;
    throw 'error' in v ? v.error : err;
  }
  const v = await validated;
  if ('error' in v) throw v.error;
  if (v.rows !== null && v.rows !== copied) throw new Error(`${name}: 读取 ${v.rows} 行，写入 ${copied} 行`);
  return copied;
}

function admissionDataset(name: AdmissionDatasetName, table: PgTable, derive?: SQL): Dataset {
  return {
    name,
    files: [ADMISSION_READERS[name].file],
    version: 2,
    after: ['sources'],
    tables: [table],
    load: (tx) => loadAdmissionFile(tx, name, table, { derive }),
  };
}

/** 一分一段 */
export const rankTablesDataset = admissionDataset('rank_tables', rankTables);
/** 批次线 */
export const batchLinesDataset = admissionDataset('batch_lines', batchLines);
/** 院校 / 专业组 投档线·录取线 */
export const schoolScoresDataset = admissionDataset('school_scores', schoolScoreLines);
/** 专业录取分数 */
export const majorScoresDataset = admissionDataset('major_scores', majorScoreLines);
/** 招生计划 */
export const plansDataset = admissionDataset(
  'plans',
  enrolmentPlans,
  // the reader's planSubsetOf: what follows the 子集: marker, up to the first ';'
  sql`update ${enrolmentPlans} set subset = nullif(btrim(split_part(substr(remarks, 4), ';', 1)), '') where remarks like '子集:%'`,
);
/** 2024 选科要求 */
export const subjectRequirementsDataset = admissionDataset('subject_requirements', subjectRequirements);
