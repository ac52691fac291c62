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
function admissionDataset(name: AdmissionDatasetName, table: PgTable): Dataset {
  return {
    name,
    files: [ADMISSION_READERS[name].file],
    after: ['sources'],
    tables: [table],
    load: async (tx) => {
      const sourceIds = await knownSourceIds(tx);
      const batches = readAdmissionFile(name, sourceIds, columnsOf(table), ROWS_PER_STATEMENT, getTableName(table));
      return replaceTable(tx, table, { batches });
    },
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
export const plansDataset = admissionDataset('plans', enrolmentPlans);
/** 2024 选科要求 */
export const subjectRequirementsDataset = admissionDataset('subject_requirements', subjectRequirements);
