/**
 * 院校对比: up to four schools side by side — type, level, ranks, 第四轮学科评估
 * grades, 双一流建设学科 and the lowest score and rank of the last three years
 * in one province (the student's, else the first school's home province).
 */
import { inArray } from 'drizzle-orm';
import { type CompareSchool, type SchoolCompare, type SchoolCompareQuery } from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { doubleFirstClassDisciplines, subjectAssessments } from '../../db/schema';
import type { ReadModels } from '../../platform/read-models';
import { rankHistory } from './rankings';

const GRADES = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-'];
const YEARS_SHOWN = 3;

/** GET /api/school/compare */
export async function compareSchools(db: Db, m: ReadModels, q: SchoolCompareQuery): Promise<SchoolCompare> {
  const schools = await Promise.all(q.ids.map((id) => m.schools.get(id)));
  const province = q.province ?? schools[0]?.provinceName ?? null;
  const [grades, dfc] = await Promise.all([
    db.select({ moeCode: subjectAssessments.moeCode, grade: subjectAssessments.grade, round: subjectAssessments.round, sourceId: subjectAssessments.sourceId })
      .from(subjectAssessments)
      .where(inArray(subjectAssessments.moeCode, q.ids)),
    db.select({ moeCode: doubleFirstClassDisciplines.moeCode, round: doubleFirstClassDisciplines.round, name: doubleFirstClassDisciplines.disciplineName, sourceId: doubleFirstClassDisciplines.sourceId })
      .from(doubleFirstClassDisciplines)
      .where(inArray(doubleFirstClassDisciplines.moeCode, q.ids)),
  ]);
  const sourceIds: string[] = [];
  const out: CompareSchool[] = [];
  for (const s of schools) {
    const history = await rankHistory(m, s.id);
    for (const h of history) if (h.source) sourceIds.push(h.source.id);
    const mine = grades.filter((g) => g.moeCode === s.id);
    const lastRound = Math.max(0, ...mine.map((g) => g.round));
    const counts = GRADES.map((grade) => ({ grade, count: mine.filter((g) => g.round === lastRound && g.grade === grade).length })).filter((c) => c.count > 0);
    sourceIds.push(...mine.slice(0, 1).map((g) => g.sourceId));
    const myDfc = dfc.filter((d) => d.moeCode === s.id);
    const lastDfc = Math.max(0, ...myDfc.map((d) => d.round));
    sourceIds.push(...myDfc.slice(0, 1).map((d) => d.sourceId));
    let lines: CompareSchool['lines'] = [];
    if (province) {
      const here = (await m.scoreLines.inProvince(s.id, province)).schoolLines;
      const years = [...new Set(here.map((r) => r.year))].sort((a, b) => b - a).slice(0, YEARS_SHOWN);
      for (const year of years) {
        // ordinary rounds only: a 征集 line is not what a student aims for
        const rows = here.filter((r) => r.year === year && !r.zj);
        for (const track of [...new Set(rows.map((r) => r.subject))]) {
          const ofTrack = rows.filter((r) => r.subject === track);
          const scores = ofTrack.map((r) => r.lowestScore).filter((v): v is number => v !== null);
          const ranks = ofTrack.map((r) => r.lowestRank).filter((v): v is number => v !== null);
          lines.push({
            year,
            track,
            lowestScore: scores.length ? Math.min(...scores) : null,
            lowestRank: ranks.length ? Math.max(...ranks) : null,
          });
          sourceIds.push(...ofTrack.map((r) => r.sourceId));
        }
      }
      lines = lines.filter((l) => l.lowestScore !== null || l.lowestRank !== null);
    }
    out.push({
      schoolId: s.id,
      schoolName: s.schoolName,
      schoolFeatures: s.schoolFeatures,
      provinceName: s.provinceName,
      schoolType: s.schoolType,
      schoolLevel: s.schoolLevel,
      schoolInstitution: s.schoolInstitution,
      belongs: s.belongs,
      ranks: history.map((h) => {
        const latest = h.ranks.at(-1)!;
        return { system: h.system, list: h.list, year: latest.year, rank: latest.rank };
      }),
      assessment: counts,
      doubleFirstClassCount: myDfc.filter((d) => d.round === lastDfc && d.name).length,
      lines,
    });
  }
  return { province, schools: out, sources: await m.sources.of(sourceIds) };
}
