import {
  ALL,
  compareBatchKinds,
  compareTracks,
  comparePrintedCodes,
  groupKey,
  isCollectionRound,
  meetsSubjectRequirement,
  pickProvince,
  unitCode,
  unitDirection,
  unitKey,
  unitTitle,
  type MajorScoreDetail,
  type MajorScoreGroup,
  type MajorScoreLinePage,
  type MajorScoreLineQuery,
  type ProvinceRule,
  type SchoolScoreLine,
  type SchoolScoreLineQuery,
  type SchoolScoreLines,
  pageOf,
} from '@zhiyuan/domain';
import type { ReadModels } from '../../platform/read-models';
import type { MajorLineRow } from '../../platform/read-models/score-lines';

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
  const here = await m.scoreLines.inProvince(q.schoolId, q.province);
  const track = q.subjectSelection && q.subjectSelection !== ALL ? q.subjectSelection : null;
  const records: SchoolScoreLine[] = [];
  for (const r of here.schoolInTableOrder) {
    if ((q.year !== undefined && r.year !== q.year) || (track !== null && r.track !== track)) continue;
    records.push({
      year: r.year,
      admissionBatch: r.batch,
      admissionType: r.planType,
      batch: r.batch,
      subject: r.track,
      schoolNameText: unitTitle(r),
      lowestScore: r.minScore,
      lowestRank: r.minRank,
      highestScore: r.maxScore,
      averageScore: r.avgScore,
      admittedCount: r.admittedCount,
      planCount: r.planCount,
      provincialControlLine: null,
      majorGroup: r.groupCode ?? r.groupLabel,
      // a group line without a printed requirement takes the one all its majors share
      subjectRequirement: r.subjectReq ?? (r.groupCode ? (here.groupRequirements.get(groupKey(r)) ?? null) : null),
      zj: isCollectionRound(r.batch),
      zjDetail: isCollectionRound(r.batch) ? r.batch : null,
      rankDerived: r.rankDerived,
      quality: r.quality,
      sourceId: r.sourceId,
    });
  }
  return { records, sources: await m.sources.of(records.map((r) => r.sourceId)) };
}

/** POST /api/score-line/major: 专业组 with their majors (spec §3). */
export async function majorLines(m: ReadModels, q: MajorScoreLineQuery): Promise<MajorScoreLinePage> {
  await m.schools.get(q.schoolId);
  const { major } = await m.scoreLines.inProvince(q.schoolId, q.province);
  const track = q.subject && q.subject !== ALL ? q.subject : null;
  const batch = q.batch && q.batch !== ALL ? q.batch : null;
  const group = q.majorGroup && q.majorGroup !== ALL ? q.majorGroup : null;
  const picked = q.subSubject ?? [];
  const groups = new Map<string, MajorScoreGroup>();
  for (const r of major) {
    if (r.year !== q.year || (track !== null && r.track !== track) || (batch !== null && r.batch !== batch)) continue;
    if ((group !== null && unitCode(r) !== group) || !meetsSubjectRequirement(r.subjectReq, picked)) continue;
    const key = unitKey(r);
    let g = groups.get(key);
    if (!g) {
      g = {
        majorGroupCode: unitCode(r),
        admissionDirection: unitDirection(r),
        subjectRequirement: null,
        batch: r.batch,
        subject: r.track,
        details: [],
      };
      groups.set(key, g);
    }
    g.details.push(majorDetail(r));
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

function majorDetail(r: MajorLineRow): MajorScoreDetail {
  return {
    subject: r.track,
    batch: r.batch,
    majorName: r.majorName,
    majorEnrollCode: r.majorCode,
    schoolName: r.schoolName,
    note: unitDirection(r),
    highestScore: r.maxScore,
    planNum: null,
    admittedCount: r.admittedCount,
    lowestScore: r.minScore,
    lowestRank: r.minRank,
    averageScore: r.avgScore,
    majorGroup: r.groupCode ?? r.groupLabel,
    subjectRequirement: r.subjectReq,
    schoolSystem: null,
    fee: null,
    rankDerived: r.rankDerived,
    quality: r.quality,
    sourceId: r.sourceId,
  };
}
