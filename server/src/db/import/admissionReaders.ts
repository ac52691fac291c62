import {
  BATCH_LINES_FILE,
  MAJOR_OFFERINGS_FILE,
  MAJOR_SCORES_FILE,
  PLANS_FILE,
  RANK_TABLES_FILE,
  SCHOOL_SCORES_FILE,
  SUBJECT_REQUIREMENTS_FILE,
  readBatchLines,
  readMajorOfferings,
  readMajorScores,
  readPlans,
  readRankTables,
  readSchoolScores,
  readSubjectRequirements,
  type ReadOptions,
} from '@zhiyuan/data';

/** The large datasets read in the worker thread: file and reader, by dataset name (shared with the read worker). */
export const ADMISSION_READERS = {
  rank_tables: { file: RANK_TABLES_FILE, read: readRankTables },
  batch_lines: { file: BATCH_LINES_FILE, read: readBatchLines },
  school_scores: { file: SCHOOL_SCORES_FILE, read: readSchoolScores },
  major_scores: { file: MAJOR_SCORES_FILE, read: readMajorScores },
  plans: { file: PLANS_FILE, read: readPlans },
  subject_requirements: { file: SUBJECT_REQUIREMENTS_FILE, read: readSubjectRequirements },
  major_offerings: { file: MAJOR_OFFERINGS_FILE, read: readMajorOfferings },
} satisfies Record<string, { file: string; read: (options: ReadOptions) => AsyncIterable<object> }>;

export type AdmissionDatasetName = keyof typeof ADMISSION_READERS;
