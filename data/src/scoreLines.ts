import type { AdmissionUnit } from '@zhiyuan/domain';
import { readCsv } from './csv';
import { ROW_QUALITIES, Row, type ReadOptions, type RowQuality } from './fields';
import { dataFile } from './paths';

export const SCHOOL_SCORES_FILE = dataFile('school_scores', 'school_scores.csv.gz');
export const MAJOR_SCORES_FILE = dataFile('major_scores', 'major_scores.csv.gz');

export interface ScoreFields {
  subjectReq: string | null;
  minScore: number | null;
  minRank: number | null;
  /** The rank was looked up from the score in that year's 一分一段 (worst rank at that score), not published */
  rankDerived: boolean;
  avgScore: number | null;
  maxScore: number | null;
  admittedCount: number | null;
  quality: RowQuality;
  sourceId: string;
}

/** 院校 / 院校专业组 投档线·录取线 (spec §3 School score line). */
export interface SchoolScoreRow extends AdmissionUnit, ScoreFields {
  planCount: number | null;
}

/** 专业录取分数 (spec §3 Major score-line detail row). */
export interface MajorScoreRow extends AdmissionUnit, ScoreFields {
  /** The provincial 专业代码 of the source (not comparable across sources) */
  majorCode: string | null;
  majorName: string | null;
}

// Each reader builds its row as one object literal, the unit's fields (domain
// AdmissionUnit) written out in each: spreading shared parts into it made
// reading 460,000 rows 4× slower (garbage collection).

export async function* readSchoolScores(options: ReadOptions = {}): AsyncGenerator<SchoolScoreRow> {
  const file = options.file ?? SCHOOL_SCORES_FILE;
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    yield {
      province: row.province(),
      year: row.year(),
      track: row.optText('track'),
      batch: row.text('batch'),
      moeCode: row.optMoeCode(),
      schoolName: row.text('school_name'),
      groupCode: row.optText('group_code'),
      schoolCode: row.optText('school_code'),
      groupLabel: row.optText('group_label'),
      planType: row.optText('plan_type'),
      campusNote: row.optText('campus_note'),
      subjectReq: row.optText('subject_req'),
      minScore: row.optScore('min_score'),
      minRank: row.optCount('min_rank'),
      rankDerived: row.flag('rank_derived'),
      avgScore: row.optScore('avg_score'),
      maxScore: row.optScore('max_score'),
      admittedCount: row.optCount('admitted_count'),
      quality: row.oneOf('quality', ROW_QUALITIES),
      sourceId: row.sourceId(options.sourceIds),
      planCount: row.optCount('plan_count'),
    };
  }
}

export async function* readMajorScores(options: ReadOptions = {}): AsyncGenerator<MajorScoreRow> {
  const file = options.file ?? MAJOR_SCORES_FILE;
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    yield {
      province: row.province(),
      year: row.year(),
      track: row.optText('track'),
      batch: row.text('batch'),
      moeCode: row.optMoeCode(),
      schoolName: row.text('school_name'),
      groupCode: row.optText('group_code'),
      schoolCode: row.optText('school_code'),
      groupLabel: row.optText('group_label'),
      planType: row.optText('plan_type'),
      campusNote: row.optText('campus_note'),
      subjectReq: row.optText('subject_req'),
      minScore: row.optScore('min_score'),
      minRank: row.optCount('min_rank'),
      rankDerived: row.flag('rank_derived'),
      avgScore: row.optScore('avg_score'),
      maxScore: row.optScore('max_score'),
      admittedCount: row.optCount('admitted_count'),
      quality: row.oneOf('quality', ROW_QUALITIES),
      sourceId: row.sourceId(options.sourceIds),
      majorCode: row.optText('major_code'),
      majorName: row.optText('major_name'),
    };
  }
}
