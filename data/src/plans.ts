import type { AdmissionUnit } from '@zhiyuan/domain';
import { readCsv } from './csv';
import { ROW_QUALITIES, Row, type ReadOptions, type RowQuality } from './fields';
import { dataFile } from './paths';

export const PLANS_FILE = dataFile('plans', 'plans.csv.gz');
export const SUBJECT_REQUIREMENTS_FILE = dataFile('plans', 'subject_requirements_2024.csv.gz');

/** 招生计划: one major (or a group total) of one school in one province, year and batch. */
export interface PlanRow extends AdmissionUnit {
  majorCode: string | null;
  majorName: string | null;
  subjectReq: string | null;
  planCount: number | null;
  durationYears: number | null;
  /** 元/年 */
  tuitionPerYear: number | null;
  /** 方向, notes, or `专业组级汇总` on a group-total row */
  remarks: string | null;
  quality: RowQuality;
  sourceId: string;
}

/** 2024 majors offered per school / group with the 选科要求 (no plan counts). */
export interface SubjectRequirementRow extends Omit<AdmissionUnit, 'groupLabel' | 'planType'> {
  subjectReq: string | null;
  majorCode: string | null;
  majorName: string;
  /** 学制 / 学费 / campus notes as printed */
  majorNote: string | null;
  sourceId: string;
}

export async function* readPlans(options: ReadOptions = {}): AsyncGenerator<PlanRow> {
  const file = options.file ?? PLANS_FILE;
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
      majorCode: row.optText('major_code'),
      majorName: row.optText('major_name'),
      subjectReq: row.optText('subject_req'),
      planCount: row.optCount('plan_count'),
      durationYears: row.optCount('duration_years'),
      tuitionPerYear: row.optCount('tuition_per_year'),
      remarks: row.optText('remarks'),
      quality: row.oneOf('quality', ROW_QUALITIES),
      sourceId: row.sourceId(options.sourceIds),
    };
  }
}

export async function* readSubjectRequirements(options: ReadOptions = {}): AsyncGenerator<SubjectRequirementRow> {
  const file = options.file ?? SUBJECT_REQUIREMENTS_FILE;
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
      campusNote: row.optText('campus_note'),
      subjectReq: row.optText('subject_req'),
      majorCode: row.optText('major_code'),
      majorName: row.text('major_name'),
      majorNote: row.optText('major_note'),
      sourceId: row.sourceId(options.sourceIds),
    };
  }
}
