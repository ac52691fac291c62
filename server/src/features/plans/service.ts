import {
  ALL,
  comparePrintedCodes,
  groupKey,
  meetsSubjectRequirement,
  pickProvince,
  trackOfName,
  planMajor,
  unitCode,
  unitDirection,
  unitKey,
  unitTitle,
  unitCodeText,
  type MajorScoreLineQuery,
  type PlanPage,
  type PlanRecord,
  type ProvinceRule,
  pageOf,
} from '@zhiyuan/domain';
import type { ReadModels } from '../../platform/read-models';

/** GET /api/school/plan-config: provinces with plans, and years, tracks and batches of one (spec §3 Province plan config). */
export async function planConfig(m: ReadModels, schoolId: string, province: string | undefined): Promise<ProvinceRule> {
  const school = await m.schools.get(schoolId);
  const plans = await m.plans.coverageOf(schoolId);
  const picked = pickProvince(plans.provinces, province, school.provinceName);
  return { provinces: plans.provinces, provinceName: picked, years: (picked && plans.years.get(picked)) || [] };
}

/** POST /api/admission-plan/query: one record per group (or school unit) with its majors. */
export async function planQuery(m: ReadModels, q: MajorScoreLineQuery): Promise<PlanPage> {
  await m.schools.get(q.schoolId);
  const rows = await m.plans.inProvince(q.schoolId, q.province);
  const track = q.subject && q.subject !== ALL ? q.subject : null;
  const batch = q.batch && q.batch !== ALL ? q.batch : null;
  const group = q.majorGroup && q.majorGroup !== ALL ? q.majorGroup : null;
  const picked = q.subSubject ?? [];
  // the same year's major lines name a group's requirement where the plan book prints none
  const { groupRequirements } = await m.scoreLines.inProvince(q.schoolId, q.province);
  const units = new Map<string, PlanRecord>();
  for (const r of rows) {
    if (r.province !== q.province || r.year !== q.year) continue;
    if ((track !== null && r.track !== trackOfName(track)) || (batch !== null && r.batch !== batch)) continue;
    if ((group !== null && unitCode(r) !== group) || !meetsSubjectRequirement(r.subjectReq, picked)) continue;
    const key = unitKey(r);
    let unit = units.get(key);
    if (!unit) {
      unit = {
        majorMessage: {
          schoolNameText: unitTitle(r),
          majorGroup: unitCode(r),
          majorGroupText: unitCodeText(r),
          subjectRequirement: null,
          batch: r.batch,
          subject: r.track,
          admissionType: unitDirection(r),
        },
        subMajors: [],
      };
      units.set(key, unit);
    }
    const major = planMajor(r);
    if (major.subjectRequirement === null && r.groupCode) major.subjectRequirement = groupRequirements.get(groupKey(r)) ?? null;
    unit.subMajors.push(major);
  }
  const list = [...units.values()];
  for (const u of list) {
    // majors first, the group total last
    u.subMajors.sort(
      (a, b) => Number(a.groupTotal) - Number(b.groupTotal) || comparePrintedCodes(a.majorEnrollCode ?? '', b.majorEnrollCode ?? ''),
    );
    const reqs = new Set(u.subMajors.map((s) => s.subjectRequirement));
    u.majorMessage.subjectRequirement = reqs.size === 1 ? [...reqs][0]! : null;
  }
  list.sort((a, b) => comparePrintedCodes(a.majorMessage.majorGroup ?? '', b.majorMessage.majorGroup ?? ''));
  const page = pageOf(list, q.page, q.pageSize);
  return { ...page, sources: await m.sources.of(page.records.flatMap((u) => u.subMajors.map((s) => s.sourceId))) };
}
