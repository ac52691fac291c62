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
    copied = await copyCsvFile(tx, pglite, table, file, options.mapping, options.derive);
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

function admissionDataset(name: AdmissionDatasetName, table: PgTable, file = ADMISSION_READERS[name].file, derive?: SQL): Dataset {
  return {
    name,
    files: [file],
    version: 2,
    after: ['sources'],
    tables: [table],
    load: (tx) => loadAdmissionFile(tx, name, table, { file, derive }),
  };
}

const ADMISSION_TABLES: Record<Exclude<AdmissionDatasetName, 'major_offerings'>, PgTable> = {
  rank_tables: rankTables,
  batch_lines: batchLines,
  school_scores: schoolScoreLines,
  major_scores: majorScoreLines,
  plans: enrolmentPlans,
  subject_requirements: subjectRequirements,
};

/**
 * An admission dataset read from another file of the same columns (a new
 * year's official table, a test's changed table): it replaces the dataset's
 * rows when imported, validated row by row like the shipped file.
 */
export function admissionDatasetFrom(name: keyof typeof ADMISSION_TABLES, file: string): Dataset {
  return admissionDataset(name, ADMISSION_TABLES[name], file, name === 'plans' ? PLAN_SUBSET : undefined);
}

/** The reader's planSubsetOf: what follows the 子集: marker, up to the first ';' */
const PLAN_SUBSET = sql`update ${enrolmentPlans} set subset = nullif(btrim(split_part(substr(remarks, 4), ';', 1)), '') where remarks like '子集:%'`;

/** 一分一段 */
export const rankTablesDataset = admissionDataset('rank_tables', ADMISSION_TABLES.rank_tables);
/** 批次线 */
export const batchLinesDataset = admissionDataset('batch_lines', ADMISSION_TABLES.batch_lines);
/** 院校 / 专业组 投档线·录取线 */
export const schoolScoresDataset = admissionDataset('school_scores', ADMISSION_TABLES.school_scores);
/** 专业录取分数 */
export const majorScoresDataset = admissionDataset('major_scores', ADMISSION_TABLES.major_scores);
/** 招生计划 */
export const plansDataset = admissionDataset(
  'plans',
  ADMISSION_TABLES.plans,
  undefined,
  PLAN_SUBSET,
);
/** 2024 选科要求 */
export const subjectRequirementsDataset = admissionDataset('subject_requirements', ADMISSION_TABLES.subject_requirements);
