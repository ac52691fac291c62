import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { batchLines, enrolmentPlans, majorScoreLines, rankTables, schoolScoreLines, subjectRequirements } from '../schema';
import type { Dataset } from './dataset';
import { ADMISSION_READERS, type AdmissionDatasetName } from './admissionReaders';
import { columnsOf, knownSourceIds, replaceTable, ROWS_PER_STATEMENT } from './bulk';
import { readAdmissionFile } from './read';

/**
 * An admission dataset: one gzip CSV streamed into one table. Every row's
 * source id is checked against the loaded sources, so a row citing an unknown
 * source is refused with its file, line and field.
 */
function admissionDataset(name: AdmissionDatasetName, table: PgTable, file = ADMISSION_READERS[name].file): Dataset {
  return {
    name,
    files: [file],
    after: ['sources'],
    tables: [table],
    load: async (tx) => {
      const sourceIds = await knownSourceIds(tx);
      const batches = readAdmissionFile(name, sourceIds, columnsOf(table), ROWS_PER_STATEMENT, getTableName(table), file);
      return replaceTable(tx, table, { batches });
    },
  };
}

const ADMISSION_TABLES: Record<AdmissionDatasetName, PgTable> = {
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
export function admissionDatasetFrom(name: AdmissionDatasetName, file: string): Dataset {
  return admissionDataset(name, ADMISSION_TABLES[name], file);
}

/** 一分一段 */
export const rankTablesDataset = admissionDataset('rank_tables', ADMISSION_TABLES.rank_tables);
/** 批次线 */
export const batchLinesDataset = admissionDataset('batch_lines', ADMISSION_TABLES.batch_lines);
/** 院校 / 专业组 投档线·录取线 */
export const schoolScoresDataset = admissionDataset('school_scores', ADMISSION_TABLES.school_scores);
/** 专业录取分数 */
export const majorScoresDataset = admissionDataset('major_scores', ADMISSION_TABLES.major_scores);
/** 招生计划 */
export const plansDataset = admissionDataset('plans', ADMISSION_TABLES.plans);
/** 2024 选科要求 */
export const subjectRequirementsDataset = admissionDataset('subject_requirements', ADMISSION_TABLES.subject_requirements);
