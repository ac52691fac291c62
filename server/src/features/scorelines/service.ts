import {
  ALL,
  meetsSubjectRequirement,
  pickProvince,
  type MajorScoreLinePage,
  type MajorScoreLineQuery,
  type ProvinceRule,
  type SchoolScoreLineQuery,
  type SchoolScoreLines,
  pageOf,
} from '@zhiyuan/domain';
import type { ReadModels } from '../../platform/read-models';
import { groupMajorLines } from '../../platform/read-models/score-lines';

/** GET /api/school/province-rule: provinces with lines, and the years, tracks and batches of one. */
export async function provinceRule(m: ReadModels, schoolId: string, provinceName: string | undefined): Promise<ProvinceRule> {
  const school = await m.schools.get(schoolId);
  const lines = await m.scoreLines.lines(schoolId);
  const province = pickProvince(lines.provinces, provinceName, school.provinceName);
  return { provinces: lines.provinces, provinceName: province, years: (province && lines.byProvince.get(province)?.years) || [] };
}

/** POST /api/score-line/school */
export async function schoolLines(m: ReadModels, q: SchoolScoreLineQuery): Promise<SchoolScoreLines> {
  await m.schools.get(q.schoolId);
  const { schoolLines: all } = await m.scoreLines.inProvince(q.schoolId, q.province);
  const track = q.subjectSelection && q.subjectSelection !== ALL ? q.subjectSelection : null;
  const records = all.filter((r) => (q.year === undefined || r.year === q.year) && (track === null || r.subject === track));
  return { records, sources: await m.sources.of(records.map((r) => r.sourceId)) };
}

/** POST /api/score-line/major: 专业组 with their majors (spec §3). */
export async function majorLines(m: ReadModels, q: MajorScoreLineQuery): Promise<MajorScoreLinePage> {
  await m.schools.get(q.schoolId);
  const here = await m.scoreLines.inProvince(q.schoolId, q.province);
  const track = q.subject && q.subject !== ALL ? q.subject : null;
  const batch = q.batch && q.batch !== ALL ? q.batch : null;
  const group = q.majorGroup && q.majorGroup !== ALL ? q.majorGroup : null;
  const picked = q.subSubject ?? [];
  // track, batch and group number are the same for every major of a group: those filters pick whole groups
  const ofUnit = (u: { subject: string | null; batch: string; code: string }) =>
    (track === null || u.subject === track) && (batch === null || u.batch === batch) && (group === null || u.code === group);
  const list =
    picked.length === 0
      ? (here.groupsByYear.get(q.year) ?? []).filter((g) => ofUnit({ subject: g.subject, batch: g.batch, code: g.majorGroupCode }))
      : // chosen subjects pick single majors: their groups are formed anew
        groupMajorLines(
          (here.majorByYear.get(q.year) ?? []).filter(
            (l) => ofUnit({ subject: l.row.track, batch: l.row.batch, code: l.unitCode }) && meetsSubjectRequirement(l.row.subjectReq, picked),
          ),
        );
  const page = pageOf(list, q.page, q.pageSize);
  return { ...page, sources: await m.sources.of(page.records.flatMap((g) => g.details.map((d) => d.sourceId))) };
}
