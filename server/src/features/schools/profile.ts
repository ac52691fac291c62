/**
 * 专业院系 of one school from the published lists: the 第四轮学科评估 (the
 * last official round), schools' own 第五轮 announcements (never official),
 * 双一流建设学科, 国家级一流本科专业建设点 and 软科中国大学专业排名.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  assessmentRoundLabel,
  assessmentRoundNumber,
  type AssessmentClaims,
  type DoubleFirstClass,
  type SchoolMajorRankings,
  type specialMajorGroupSchema,
} from '@zhiyuan/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  doubleFirstClassDisciplines,
  firstClassMajors,
  majorRankings,
  subjectAssessmentClaims,
  subjectAssessments,
} from '../../db/schema';
import { badRequest } from '../../platform/errors';
import type { ReadModels } from '../../platform/read-models';

/** The grades in the order they rank. */
const GRADE_ORDER = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-'];
const gradeRank = (g: string) => {
  const i = GRADE_ORDER.indexOf(g);
  return i < 0 ? GRADE_ORDER.length : i;
};

/** The official rounds a school has grades in, oldest first ('第四轮'). */
export async function assessmentRounds(db: Db, id: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ round: subjectAssessments.round })
    .from(subjectAssessments)
    .where(eq(subjectAssessments.moeCode, id))
    .orderBy(asc(subjectAssessments.round));
  return rows.map((r) => assessmentRoundLabel(r.round));
}

/** The grades a school has in its official rounds, best first. */
export async function assessmentGrades(db: Db, id: string): Promise<string[]> {
  const rows = await db.selectDistinct({ grade: subjectAssessments.grade }).from(subjectAssessments).where(eq(subjectAssessments.moeCode, id));
  return rows.map((r) => r.grade).sort((a, b) => gradeRank(a) - gradeRank(b));
}

/** One official round's grades of a school (default the last round), best first. */
export async function assessmentList(db: Db, m: ReadModels, id: string, roundLabel?: string, grade?: string) {
  const rounds = await assessmentRounds(db, id);
  const label = roundLabel ?? rounds.at(-1) ?? null;
  if (label === null) return { round: null, grade: grade ?? null, totalSubjects: 0, subjectDetails: [], year: null, source: null };
  const round = assessmentRoundNumber(label);
  if (round === null) throw badRequest(`评估轮次：应为“第N轮”，如${rounds.at(-1) ?? '第四轮'}`);
  const rows = (
    await db
      .select()
      .from(subjectAssessments)
      .where(and(eq(subjectAssessments.moeCode, id), eq(subjectAssessments.round, round)))
      .orderBy(asc(subjectAssessments.disciplineCode))
  ).filter((r) => grade === undefined || r.grade === grade);
  rows.sort((a, b) => gradeRank(a.grade) - gradeRank(b.grade) || a.disciplineCode.localeCompare(b.disciplineCode));
  return {
    round: label,
    grade: grade ?? null,
    totalSubjects: rows.length,
    subjectDetails: rows.map((r) => ({ subject: r.disciplineName, grade: r.grade, code: r.disciplineCode })),
    year: rows[0]?.year ?? null,
    source: await m.sources.find(rows[0]?.sourceId),
  };
}

/** A school's own 第五轮 announcements: unofficial, shown apart and labelled so. */
export async function assessmentClaims(db: Db, m: ReadModels, id: string): Promise<AssessmentClaims> {
  const rows = await db
    .select()
    .from(subjectAssessmentClaims)
    .where(and(eq(subjectAssessmentClaims.moeCode, id), eq(subjectAssessmentClaims.kind, 'self_announced')))
    .orderBy(asc(subjectAssessmentClaims.seq));
  return {
    claims: rows.map((r) => ({
      kind: r.kind,
      discipline: r.disciplineName,
      grade: r.grade,
      announcedText: r.announcedText,
      announcedDate: r.announcedDate,
      publisher: r.sourceAccount,
      title: r.title,
      link: r.link?.startsWith('http') ? r.link : null,
      verdict: r.verdict,
    })),
    sources: await m.sources.of(rows.map((r) => r.sourceId)),
  };
}

/** 双一流建设学科 of a school, latest round first. */
export async function doubleFirstClass(db: Db, m: ReadModels, id: string): Promise<DoubleFirstClass> {
  const rows = await db
    .select()
    .from(doubleFirstClassDisciplines)
    .where(eq(doubleFirstClassDisciplines.moeCode, id))
    .orderBy(desc(doubleFirstClassDisciplines.round), asc(doubleFirstClassDisciplines.seq));
  const rounds = [...new Set(rows.map((r) => r.round))].map((round) => {
    const mine = rows.filter((r) => r.round === round);
    const named = mine.filter((r) => r.disciplineName);
    return {
      round,
      year: mine[0]!.year,
      disciplines: named.map((r) => r.disciplineName!),
      // 北京大学/清华大学 round 2: 自主确定建设学科并自行公布
      note: named.length === 0 ? '自主确定建设学科并自行公布' : null,
    };
  });
  return { rounds, sources: await m.sources.of(rows.map((r) => r.sourceId)) };
}

type SpecialMajorGroup = z.infer<typeof specialMajorGroupSchema>;

const TIER_LABELS: Record<string, string> = { national: '国家级一流本科专业建设点', provincial: '省级一流本科专业建设点' };

/** 一流本科专业建设点 of a school by level (national first); 入选年份 only where the source has one. */
export async function specialMajors(db: Db, m: ReadModels, id: string): Promise<SpecialMajorGroup[]> {
  const rows = await db.select().from(firstClassMajors).where(eq(firstClassMajors.moeCode, id)).orderBy(asc(firstClassMajors.majorCode));
  const out: SpecialMajorGroup[] = [];
  for (const tier of ['national', 'provincial']) {
    const mine = rows.filter((r) => r.tier === tier);
    if (mine.length === 0) continue;
    out.push({
      level: TIER_LABELS[tier]!,
      count: mine.length,
      majors: mine.map((r) => ({
        majorName: r.majorNameAsListed,
        code: r.majorCode,
        level: r.majorCode ? 1 : null,
        year: r.batchYear,
      })),
      source: await m.sources.find(mine[0]!.sourceId),
    });
  }
  return out;
}

/** 软科中国大学专业排名 of a school's majors (the latest year we hold), best rank first. */
export async function schoolMajorRankings(db: Db, m: ReadModels, id: string): Promise<SchoolMajorRankings> {
  const rows = await db.select().from(majorRankings).where(eq(majorRankings.moeCode, id));
  const year = rows.length ? Math.max(...rows.map((r) => r.year)) : null;
  const latest = rows.filter((r) => r.year === year);
  latest.sort((a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) || a.majorCode.localeCompare(b.majorCode));
  return {
    year,
    records: latest.map((r) => ({ majorCode: r.majorCode, majorName: r.majorName, rank: r.rank, tier: r.tier })),
    sources: await m.sources.of(latest.map((r) => r.sourceId)),
  };
}
