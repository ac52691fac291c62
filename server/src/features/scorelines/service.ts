import {
  ALL,
  compareBatchKinds,
  compareTracks,
  comparePrintedCodes,
  meetsSubjectRequirement,
  pickProvince,
  trackOfName,
  type MajorScoreGroup,
  type MajorScoreLinePage,
  type MajorScoreLineQuery,
  type ProvinceRule,
  type SchoolScoreLineQuery,
  type SchoolScoreLines,
  pageOf,
} from '@zhiyuan/domain';
import type { ReadModels } from '../../platform/read-models';

/** GET /api/school/province-rule: provinces with lines, and the years, tracks and batches of one. */
export async function provinceRule(
  m: ReadModels,
  schoolId: string,
  provinceName: string | undefined,
  kind?: 'school' | 'major',
): Promise<ProvinceRule> {
  const school = await m.schools.get(schoolId);
  const lines = await m.scoreLines.coverageOf(schoolId);
  // one section's filters offer only the provinces, years, tracks and batches that section has rows for
  const provinces = kind === 'school' ? lines.schoolProvinces : kind === 'major' ? lines.majorProvinces : lines.provinces;
  const province = pickProvince(provinces, provinceName, school.provinceName);
  const here = province ? lines.byProvince.get(province) : undefined;
  const years = (kind === 'school' ? here?.schoolYears : kind === 'major' ? here?.majorYears : here?.years) ?? [];
  return { provinces, provinceName: province, years };
}

/** POST /api/score-line/school */
export async function schoolLines(m: ReadModels, q: SchoolScoreLineQuery): Promise<SchoolScoreLines> {
  await m.schools.get(q.schoolId);
  const { schoolLines: all } = await m.scoreLines.inProvince(q.schoolId, q.province);
  const track = q.subjectSelection && q.subjectSelection !== ALL ? q.subjectSelection : null;
  const records = all.filter((r) => (q.year === undefined || r.year === q.year) && (track === null || r.subject === trackOfName(track)));
  return { records, sources: await m.sources.of(records.map((r) => r.sourceId)) };
}

/** POST /api/score-line/major: 专业组 with their majors (spec §3). */
export async function majorLines(m: ReadModels, q: MajorScoreLineQuery): Promise<MajorScoreLinePage> {
  await m.schools.get(q.schoolId);
  const lines = (await m.scoreLines.inProvince(q.schoolId, q.province)).majorByYear.get(q.year) ?? [];
  const track = q.subject && q.subject !== ALL ? q.subject : null;
  const batch = q.batch && q.batch !== ALL ? q.batch : null;
  const group = q.majorGroup && q.majorGroup !== ALL ? q.majorGroup : null;
  const picked = q.subSubject ?? [];
  const groups = new Map<string, MajorScoreGroup>();
  // a second source may list a group's majors again without the group: those copies would show a
  // block "不限" beside the group's own requirement, so a major already in a group of the same track and batch is kept once
  const bare = (name: string | null) => (name ?? '').replace(/[()（）,，、\s]/g, '');
  // a detail's subject, batch and subjectRequirement are its row's track, batch and requirement
  const grouped = new Set(lines.filter((l) => l.groupCode).map((l) => `${l.detail.subject}|${l.detail.batch}|${bare(l.detail.majorName)}`));
  for (const { groupCode, unitKey, unitCode, unitText, detail } of lines) {
    if (!groupCode && grouped.has(`${detail.subject}|${detail.batch}|${bare(detail.majorName)}`)) continue;
    // 不分科类 selects the rows whose source gave no track
    if ((track !== null && detail.subject !== trackOfName(track)) || (batch !== null && detail.batch !== batch)) continue;
    if ((group !== null && unitCode !== group) || !meetsSubjectRequirement(detail.subjectRequirement, picked)) continue;
    let g = groups.get(unitKey);
    if (!g) {
      g = { majorGroupCode: unitCode, majorGroupText: unitText, admissionDirection: detail.note, subjectRequirement: null, batch: detail.batch, subject: detail.subject, details: [] };
      groups.set(unitKey, g);
    }
    g.details.push(detail);
  }
  const list = [...groups.values()];
  for (const g of list) {
    g.details.sort((a, b) => (b.lowestScore ?? -1) - (a.lowestScore ?? -1));
    // a group's requirement is shown when all its majors share one
    const reqs = new Set(g.details.map((d) => d.subjectRequirement));
    g.subjectRequirement = reqs.size === 1 ? [...reqs][0]! : null;
  }
  list.sort(
    (a, b) =>
      compareBatchKinds(a.batch, b.batch) ||
      compareTracks(a.subject ?? '', b.subject ?? '') ||
      comparePrintedCodes(a.majorGroupCode, b.majorGroupCode),
  );
  const page = pageOf(list, q.page, q.pageSize);
  return { ...page, sources: await m.sources.of(page.records.flatMap((g) => g.details.map((d) => d.sourceId))) };
}
