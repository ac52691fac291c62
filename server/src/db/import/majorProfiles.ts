import { getTableName } from 'drizzle-orm';
import {
  FIRST_CLASS_MAJORS_FILE,
  MAJOR_DETAILS_FILE,
  MAJOR_OFFERING_COVERAGE_FILE,
  MAJOR_OFFERINGS_FILE,
  MAJOR_OFFERINGS_SOURCE_ID,
  MAJOR_RANKINGS_FILE,
  MAJOR_STATS_FILE,
  readFirstClassMajors,
  readMajorDetails,
  readMajorOfferingCoverage,
  readMajorRankings,
  readMajorStats,
} from '@zhiyuan/data';
import { firstClassMajors, majorDetails, majorOfferingCoverage, majorOfferings, majorRankings, majorStats } from '../schema';
import type { Dataset } from './dataset';
import { columnsOf, knownSourceIds, replaceTable, ROWS_PER_STATEMENT } from './bulk';
import { readAdmissionFile } from './read';

/** 学职平台 major pages (intro, courses, graduates, satisfaction). */
export const majorDetailsDataset: Dataset = {
  name: 'major_details',
  files: [MAJOR_DETAILS_FILE],
  after: ['sources'],
  tables: [majorDetails],
  async load(tx) {
    const rows = await readMajorDetails();
    return replaceTable(
      tx,
      majorDetails,
      rows.map(({ levelName: _levelName, ...r }) => r),
    );
  },
};

/** gaokao.cn 本科 major statistics (gender ratio, 学制, degree, salary estimates). */
export const majorStatsDataset: Dataset = {
  name: 'major_stats',
  files: [MAJOR_STATS_FILE],
  after: ['sources'],
  tables: [majorStats],
  load: async (tx) => replaceTable(tx, majorStats, await readMajorStats()),
};

/**
 * 开设院校 (114k rows, read and encoded in the worker like the admission files)
 * and the coverage file saying which majors were captured.
 */
export const majorOfferingsDataset: Dataset = {
  name: 'major_offerings',
  files: [MAJOR_OFFERINGS_FILE, MAJOR_OFFERING_COVERAGE_FILE],
  after: ['sources'],
  tables: [majorOfferings, majorOfferingCoverage],
  async load(tx) {
    const sourceIds = await knownSourceIds(tx);
    if (!sourceIds.has(MAJOR_OFFERINGS_SOURCE_ID)) throw new Error(`来源编号不存在：${MAJOR_OFFERINGS_SOURCE_ID}`);
    const batches = readAdmissionFile('major_offerings', sourceIds, columnsOf(majorOfferings), ROWS_PER_STATEMENT, getTableName(majorOfferings));
    const count = await replaceTable(tx, majorOfferings, { batches });
    await replaceTable(tx, majorOfferingCoverage, await readMajorOfferingCoverage());
    return count;
  },
};

/** 一流本科专业建设点. */
export const firstClassMajorsDataset: Dataset = {
  name: 'first_class_majors',
  files: [FIRST_CLASS_MAJORS_FILE],
  after: ['sources'],
  tables: [firstClassMajors],
  load: async (tx) => replaceTable(tx, firstClassMajors, await readFirstClassMajors()),
};

/** 软科中国大学专业排名 2026. */
export const majorRankingsDataset: Dataset = {
  name: 'major_rankings',
  files: [MAJOR_RANKINGS_FILE],
  after: ['sources'],
  tables: [majorRankings],
  load: async (tx) => replaceTable(tx, majorRankings, await readMajorRankings()),
};
