import { readCsv } from './csv';
import { Row } from './fields';
import { dataFile } from './paths';

export const SUBJECT_ASSESSMENT_FILE = dataFile('disciplines', 'subject_assessment_round4_2017.csv.gz');
export const SUBJECT_ASSESSMENT_SOURCE_ID = 'subject-assessment-round4-2017';
export const SELF_ANNOUNCED_CLAIMS_FILE = dataFile('disciplines', 'subject_assessment_round5_UNOFFICIAL_self_announced.csv.gz');
export const CIRCULATED_CLAIMS_FILE = dataFile('disciplines', 'subject_assessment_round5_UNOFFICIAL_circulated_a_list.csv.gz');
export const DOUBLE_FIRST_CLASS_FILE = dataFile('disciplines', 'double_first_class_disciplines_2017_2022.csv.gz');
export const DOUBLE_FIRST_CLASS_SOURCE_ID = 'double-first-class-disciplines';

/** 学科评估 grades, best first. */
export const ASSESSMENT_GRADES = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-'] as const;
export type AssessmentGrade = (typeof ASSESSMENT_GRADES)[number];

/** The year each official round was published (the only official round we have is the fourth). */
export const ASSESSMENT_ROUND_YEARS: Record<number, number> = { 4: 2017 };

/** One official grade of the 第四轮学科评估 (published 2017-12-28): discipline × unit. */
export interface SubjectAssessmentRow {
  round: number;
  year: number;
  /** 4-digit 一级学科 code */
  disciplineCode: string;
  disciplineName: string;
  /** The unit's name as published in 2017 */
  schoolName: string;
  schoolCode2017: string | null;
  grade: AssessmentGrade;
  /** null for research institutes, military schools and joint entries (中国地质大学, 中国石油大学 without campus) */
  moeCode: string | null;
  moeName2025: string | null;
  /** name / code(renamed) / ambiguous / unmatched */
  moeMatch: string;
  /** The independent copy's grade (greedyboy/SchoolRank); null where that copy lacks the unit */
  crossCheckGrade: AssessmentGrade | null;
  note: string | null;
  sourceId: string;
}

/** Where an unofficial 第五轮 claim comes from. */
export const CLAIM_KINDS = {
  /** A school's own announcement (微信公众号, website, newspaper …) */
  self_announced: { file: SELF_ANNOUNCED_CLAIMS_FILE, sourceId: 'subject-assessment-round5-self-announced' },
  /** A transcription of the A-list images circulated in 2023 */
  circulated_a_list: { file: CIRCULATED_CLAIMS_FILE, sourceId: 'subject-assessment-round5-circulated' },
} as const;
export type ClaimKind = keyof typeof CLAIM_KINDS;

/**
 * A 第五轮学科评估 claim. The fifth round's results were never published: every
 * row is unofficial (a school's own announcement or a circulated image) and
 * must be labelled 非官方 wherever it is shown, never as an official grade.
 */
export interface SubjectAssessmentClaimRow {
  kind: ClaimKind;
  /** Row order within its file (the key with kind) */
  seq: number;
  round: 5;
  /** Always `unofficial` */
  status: 'unofficial';
  schoolName: string;
  moeCode: string | null;
  disciplineCode: string | null;
  disciplineName: string | null;
  /** The grade the claim states (self-announced: explicit grade only; circulated: the grade in the image) */
  grade: AssessmentGrade | null;
  /** Self-announced: the wording as published (“取得历史性突破”) */
  announcedText: string | null;
  /** Self-announced: the compiler's inferred grade or the round-4 grade, as text */
  inferredOrRound4Grade: string | null;
  announcedDate: string | null;
  sourceAccount: string | null;
  channel: string | null;
  title: string | null;
  link: string | null;
  archiveLink: string | null;
  remark: string | null;
  /** Circulated: verified / disputed */
  verdict: string | null;
  verdictNote: string | null;
  sourceImage: string | null;
  imageRef: string | null;
  sourceId: string;
}

/** 双一流建设学科: one discipline of one school in round 1 (2017) or round 2 (2022). */
export interface DoubleFirstClassRow {
  /** Row order within the file (the rows have no other key: 北大/清华 round 2 list no discipline) */
  seq: number;
  round: number;
  year: number;
  schoolName: string;
  moeCode: string | null;
  disciplineCode: string | null;
  /** null for 北京大学/清华大学 round 2 (自主确定建设学科并自行公布) */
  disciplineName: string | null;
  note: string | null;
  sourceId: string;
}

function optGrade(row: Row, field: string): AssessmentGrade | null {
  const v = row.optText(field);
  if (v !== null && !(ASSESSMENT_GRADES as readonly string[]).includes(v)) row.fail(field, `评估等级应为 A+ 至 C-：${v}`);
  return v as AssessmentGrade | null;
}

function optDisciplineCode(row: Row, field = 'discipline_code'): string | null {
  const v = row.optText(field);
  if (v !== null && !/^\d{4}$/.test(v)) row.fail(field, `一级学科代码应为4位数字：${v}`);
  return v;
}

export async function readSubjectAssessments(file = SUBJECT_ASSESSMENT_FILE): Promise<SubjectAssessmentRow[]> {
  const out: SubjectAssessmentRow[] = [];
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    const round = row.int('round');
    const year = ASSESSMENT_ROUND_YEARS[round] ?? row.fail('round', `不是已公布的评估轮次：${round}`);
    out.push({
      round,
      year,
      disciplineCode: optDisciplineCode(row) ?? row.fail('discipline_code', '不能为空'),
      disciplineName: row.text('discipline_name'),
      schoolName: row.text('school_name'),
      schoolCode2017: row.optText('school_code_2017'),
      grade: optGrade(row, 'grade') ?? row.fail('grade', '不能为空'),
      moeCode: row.optMoeCode(),
      moeName2025: row.optText('moe_name_2025'),
      moeMatch: row.text('moe_match'),
      crossCheckGrade: optGrade(row, 'greedyboy_grade'),
      note: row.optText('note'),
      sourceId: SUBJECT_ASSESSMENT_SOURCE_ID,
    });
  }
  return out;
}

/** Both unofficial 第五轮 files, self-announced claims first. */
export async function readSubjectAssessmentClaims(files: Partial<Record<ClaimKind, string>> = {}): Promise<SubjectAssessmentClaimRow[]> {
  const out: SubjectAssessmentClaimRow[] = [];
  for (const [kind, def] of Object.entries(CLAIM_KINDS) as [ClaimKind, (typeof CLAIM_KINDS)[ClaimKind]][]) {
    const file = files[kind] ?? def.file;
    let seq = 0;
    const self = kind === 'self_announced';
    for await (const record of readCsv(file)) {
      const row = new Row(file, record);
      const opt = (field: string) => (field in record.values ? row.optText(field) : null);
      out.push({
        kind,
        seq: ++seq,
        round: 5,
        status: row.oneOf('status', ['unofficial'] as const),
        schoolName: row.text('school_name'),
        moeCode: row.optMoeCode(),
        disciplineCode: optDisciplineCode(row),
        disciplineName: row.optText('discipline_name'),
        grade: optGrade(row, self ? 'explicit_grade' : 'grade_circulated'),
        announcedText: opt('announced_result_verbatim'),
        inferredOrRound4Grade: opt('inferred_grade_or_round4_grade'),
        announcedDate: opt('announced_date'),
        sourceAccount: opt('source_account'),
        channel: opt('channel'),
        title: opt('title'),
        link: opt('link'),
        archiveLink: opt('archive_link'),
        remark: opt('remark'),
        verdict: self ? null : row.oneOf('adjudication_verdict', ['verified', 'disputed'] as const),
        verdictNote: opt('adjudication_note'),
        sourceImage: opt('source_image'),
        imageRef: opt('image_ref'),
        sourceId: def.sourceId,
      });
    }
  }
  return out;
}

export async function readDoubleFirstClass(file = DOUBLE_FIRST_CLASS_FILE): Promise<DoubleFirstClassRow[]> {
  const out: DoubleFirstClassRow[] = [];
  let seq = 0;
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    const round = row.int('round');
    const year = row.year();
    if (!((round === 1 && year === 2017) || (round === 2 && year === 2022))) row.fail('year', `轮次与年份不符：第${round}轮 ${year}`);
    out.push({
      seq: ++seq,
      round,
      year,
      schoolName: row.text('school_name'),
      moeCode: row.optMoeCode(),
      disciplineCode: optDisciplineCode(row),
      disciplineName: row.optText('discipline_name'),
      note: row.optText('note'),
      sourceId: DOUBLE_FIRST_CLASS_SOURCE_ID,
    });
  }
  return out;
}
