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
  majorLevelOf,
} from '@zhiyuan/data';
import { firstClassMajors, majorDetails, majorOfferingCoverage, majorOfferings, majorRankings, majorStats } from '../schema';
import type { Dataset } from './dataset';
import { knownSourceIds, replaceTable } from './bulk';
import { loadAdmissionFile } from './admissions';

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

/** The file's columns as the table's (PGlite COPY): what readMajorOfferings does, in SQL. */
const OFFERING_COLUMNS: Record<string, string> = {
  level: `case level ${['普通本科', '高职专科', '职业本科'].map((label) => `when '${label}' then ${majorLevelOf(label)}`).join(' ')} end`,
  major_code: 'major_code',
  major_name: 'major_name',
  chsi_school_code: 'school_code',
  school_name: 'school_name',
  moe_code: 'moe_code',
  match: 'match',
  nature: 'nature',
  chsi_sch_id: 'chsi_sch_id',
  satisfaction_overall: 'major_satisfaction_overall::double precision',
  satisfaction_votes: 'major_satisfaction_votes::integer',
  source_id: `'${MAJOR_OFFERINGS_SOURCE_ID}'`,
};

/**
 * 开设院校 (114k rows, loaded like the admission files: COPY on PGlite, worker-encoded batches on a server)
 * and the coverage file saying which majors were captured.
 */
export const majorOfferingsDataset: Dataset = {
  name: 'major_offerings',
  files: [MAJOR_OFFERINGS_FILE, MAJOR_OFFERING_COVERAGE_FILE],
  after: ['sources'],
  tables: [majorOfferings, majorOfferingCoverage],
  async load(tx) {
    if (!(await knownSourceIds(tx)).has(MAJOR_OFFERINGS_SOURCE_ID)) throw new Error(`来源编号不存在：${MAJOR_OFFERINGS_SOURCE_ID}`);
    const count = await loadAdmissionFile(tx, 'major_offerings', majorOfferings, { mapping: OFFERING_COLUMNS });
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
