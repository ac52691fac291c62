import { describe, expect, it } from 'vitest';
import { ASSESSMENT_GRADES, readDoubleFirstClass, readSubjectAssessmentClaims, readSubjectAssessments } from '../src';
import { duplicates, keyOf, shippedMoeCodes } from './helpers';

describe('subject_assessments (第四轮学科评估, official, 2017)', () => {
  it('has 5,212 grades of 95 disciplines and 475 units, one per discipline and unit', async () => {
    const rows = await readSubjectAssessments();
    expect(rows).toHaveLength(5_212);
    expect(new Set(rows.map((r) => r.disciplineCode)).size).toBe(95);
    expect(new Set(rows.map((r) => r.schoolName)).size).toBe(475);
    expect(duplicates(rows.map((r) => keyOf(r.disciplineCode, r.schoolName)))).toEqual(new Map());
    expect(rows.every((r) => r.round === 4 && r.year === 2017)).toBe(true);
  });

  it('counts the grades the shared SOURCE.md gives, and agrees with the second copy on all 5,110 shared pairs', async () => {
    const rows = await readSubjectAssessments();
    const counts = Object.fromEntries(ASSESSMENT_GRADES.map((g) => [g, rows.filter((r) => r.grade === g).length]));
    expect(counts).toEqual({ 'A+': 232, A: 162, 'A-': 353, 'B+': 743, B: 745, 'B-': 735, 'C+': 771, C: 731, 'C-': 740 });
    const checked = rows.filter((r) => r.crossCheckGrade !== null);
    expect(checked).toHaveLength(5_110);
    expect(checked.filter((r) => r.crossCheckGrade !== r.grade)).toEqual([]);
  });

  it('links 96.30 % of the rows to the shipped school list, and leaves the joint entries unlinked', async () => {
    const rows = await readSubjectAssessments();
    const codes = await shippedMoeCodes();
    expect(rows.filter((r) => r.moeCode !== null && !codes.has(r.moeCode))).toEqual([]);
    expect(rows.filter((r) => r.moeCode !== null).length / rows.length).toBeCloseTo(0.963, 3);
    expect(rows.filter((r) => r.moeMatch === 'ambiguous').every((r) => r.moeCode === null)).toBe(true);
  });

  it('spot check: 北京大学 哲学 A+', async () => {
    const row = (await readSubjectAssessments()).find((r) => r.schoolName === '北京大学' && r.disciplineCode === '0101');
    expect(row).toMatchObject({ grade: 'A+', moeCode: '4111010001', disciplineName: '哲学' });
  });
});

describe('subject_assessment_claims (第五轮, unofficial)', () => {
  it('has the 759 self-announced and 879 circulated rows, every one unofficial', async () => {
    const rows = await readSubjectAssessmentClaims();
    expect(rows.filter((r) => r.kind === 'self_announced')).toHaveLength(759);
    expect(rows.filter((r) => r.kind === 'circulated_a_list')).toHaveLength(879);
    expect(rows.every((r) => r.status === 'unofficial' && r.round === 5)).toBe(true);
    expect(duplicates(rows.map((r) => keyOf(r.kind, r.seq)))).toEqual(new Map());
  });

  it('self-announced: 195 schools, 204 rows with an explicit grade, most with the link of the announcement', async () => {
    const rows = (await readSubjectAssessmentClaims()).filter((r) => r.kind === 'self_announced');
    expect(new Set(rows.map((r) => r.schoolName)).size).toBe(195);
    expect(rows.filter((r) => r.grade !== null)).toHaveLength(204);
    expect(rows.filter((r) => r.link === null).length).toBeLessThan(rows.length / 5);
  });

  it('circulated A-list: 157 units, 73 disciplines, 34 disputed', async () => {
    const rows = (await readSubjectAssessmentClaims()).filter((r) => r.kind === 'circulated_a_list');
    expect(new Set(rows.map((r) => r.schoolName)).size).toBe(157);
    expect(new Set(rows.map((r) => r.disciplineCode)).size).toBe(73);
    expect(rows.filter((r) => r.verdict === 'disputed')).toHaveLength(34);
    expect(duplicates(rows.map((r) => keyOf(r.schoolName, r.disciplineCode, r.grade, r.imageRef)))).toEqual(new Map());
  });
});

describe('double_first_class (双一流建设学科)', () => {
  it('has round 1 (2017, 465) and round 2 (2022, 435); 北大 and 清华 chose their own in round 2', async () => {
    const rows = await readDoubleFirstClass();
    expect(rows.filter((r) => r.round === 1 && r.year === 2017)).toHaveLength(465);
    expect(rows.filter((r) => r.round === 2 && r.year === 2022)).toHaveLength(435);
    expect(rows.filter((r) => r.disciplineName === null).map((r) => r.schoolName).sort()).toEqual(['北京大学', '清华大学']);
    expect(duplicates(rows.map((r) => keyOf(r.round, r.schoolName, r.disciplineName)))).toEqual(new Map());
  });

  it('links 98.44 % of the rows (not: 国防科技大学, 海军/空军军医大学)', async () => {
    const rows = await readDoubleFirstClass();
    const codes = await shippedMoeCodes();
    expect(rows.filter((r) => r.moeCode !== null && !codes.has(r.moeCode))).toEqual([]);
    expect(rows.filter((r) => r.moeCode !== null).length / rows.length).toBeCloseTo(0.9844, 3);
  });
});
