import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { admissionUnit, earlyBatchRows, scoreColumns } from './columns';

/** 院校 / 院校专业组 投档线·录取线 (spec §3 School score line). */
export const schoolScoreLines = pgTable(
  'school_score_lines',
  { ...admissionUnit(), ...scoreColumns(), planCount: integer('plan_count') },
  (t) => [
    index('school_score_lines_school_idx').on(t.moeCode, t.province, t.year),
    // /tiqianpi's province lists; the early rows only (≈ 1 %), so the import barely maintains it
    index('school_score_lines_early_idx').on(t.province, t.year).where(earlyBatchRows(t.batch)),
  ],
);

/** 专业录取分数 (spec §3 Major score-line group + detail rows; the group is group_code / group_label / subject_req). */
export const majorScoreLines = pgTable(
  'major_score_lines',
  {
    ...admissionUnit(),
    ...scoreColumns(),
    majorCode: text('major_code'),
    majorName: text('major_name'),
    /** 投档计划数 as printed (浙江/山东 投档 rows) */
    planCount: integer('plan_count'),
    /** Text printed instead of a rank (前50名) */
    rankNote: text('rank_note'),
  },
  (t) => [
    index('major_score_lines_school_idx').on(t.moeCode, t.province, t.year),
    index('major_score_lines_early_idx').on(t.province, t.year).where(earlyBatchRows(t.batch)),
    // the school library's 开设专业 filter: by code, by name and by name followed by a bracket (LIKE '名称(%')
    index('major_score_lines_major_code_idx').on(t.majorCode),
    index('major_score_lines_major_name_idx').on(t.majorName.op('text_pattern_ops')),
  ],
);

