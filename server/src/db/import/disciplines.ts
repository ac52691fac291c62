import {
  CIRCULATED_CLAIMS_FILE,
  DOUBLE_FIRST_CLASS_FILE,
  SELF_ANNOUNCED_CLAIMS_FILE,
  SUBJECT_ASSESSMENT_FILE,
  readDoubleFirstClass,
  readSubjectAssessmentClaims,
  readSubjectAssessments,
} from '@zhiyuan/data';
import { doubleFirstClassDisciplines, subjectAssessmentClaims, subjectAssessments } from '../schema';
import type { Dataset } from './dataset';
import { replaceTable } from './bulk';

/** 第四轮学科评估: official grades only. */
export const subjectAssessmentsDataset: Dataset = {
  name: 'subject_assessments',
  files: [SUBJECT_ASSESSMENT_FILE],
  after: ['sources'],
  tables: [subjectAssessments],
  async load(tx) {
    const rows = await readSubjectAssessments();
    return replaceTable(
      tx,
      subjectAssessments,
      rows.map(({ moeName2025: _name, ...r }) => r),
    );
  },
};

/** 第五轮 claims, unofficial: kept in their own table so that no query can mistake them for grades. */
export const subjectAssessmentClaimsDataset: Dataset = {
  name: 'subject_assessment_claims',
  files: [SELF_ANNOUNCED_CLAIMS_FILE, CIRCULATED_CLAIMS_FILE],
  after: ['sources'],
  tables: [subjectAssessmentClaims],
  load: async (tx) => replaceTable(tx, subjectAssessmentClaims, await readSubjectAssessmentClaims()),
};

/** 双一流建设学科, rounds 1 (2017) and 2 (2022). */
export const doubleFirstClassDataset: Dataset = {
  name: 'double_first_class',
  files: [DOUBLE_FIRST_CLASS_FILE],
  after: ['sources'],
  tables: [doubleFirstClassDisciplines],
  load: async (tx) => replaceTable(tx, doubleFirstClassDisciplines, await readDoubleFirstClass()),
};
