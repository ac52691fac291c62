/**
 * 提前批 of a school (spec §2, §3): the early-batch rows of its score lines and
 * plans — the same published data as the other tabs, filtered to the batches
 * the admission unit's rule calls early. A dataKey names one school, province,
 * year and track.
 */
import {
  earlyBatchDataKey,
  isEarlyBatch,
  parseEarlyBatchDataKey,
  PROVINCE_NAMES,
  planMajor,
  trackName,
  trackOfName,
  unitCode,
  unitKey,
  unitTitle,
  type DataSource,
  type EarlyBatchProvinces,
  type PreEnterConfig,
  type PrePlanRow,
  type PreScoreRow,
  type UnitFields,
} from '@zhiyuan/domain';
import { badRequest } from '../../platform/errors';
import type { ReadModels } from '../../platform/read-models';

type ScoreFields = Pick<PreScoreRow, 'enterNum' | 'maxScore' | 'minScore' | 'lowestRank' | 'rankDerived' | 'chooseSubject' | 'quality' | 'sourceId'>;

/** The figures an early-batch row shows, from a school or a major score line. */
export function scoreFields(r: {
  admittedCount: number | null;
  maxScore: number | null;
  minScore: number | null;
  minRank: number | null;
  rankDerived: boolean;
  subjectReq: string | null;
  quality: string;
  sourceId: string;
}): ScoreFields {
  return {
    enterNum: r.admittedCount,
    maxScore: r.maxScore,
    minScore: r.minScore,
    lowestRank: r.minRank,
    rankDerived: r.rankDerived,
    chooseSubject: r.subjectReq,
    quality: r.quality,
    sourceId: r.sourceId,
  };
}

/** GET /api/school/early-batch-provinces: where the school has early-batch score lines and plans. */
export async function earlyBatchProvinces(m: ReadModels, schoolId: string): Promise<EarlyBatchProvinces> {
  await m.schools.get(schoolId);
  const [{ school, major }, { rows }] = await Promise.all([m.scoreLines.lines(schoolId), m.plans.ofSchool(schoolId)]);
  const provincesOf = (list: { province: string; batch: string }[]) => {
    const found = new Set(list.filter((r) => isEarlyBatch(r.batch)).map((r) => r.province));
    return PROVINCE_NAMES.filter((p) => found.has(p));
  };
  return { scoreLines: provincesOf([...school, ...major]), plans: provincesOf(rows) };
}

/** GET /api/school/pre-enter-configs */
export async function earlyScoreConfigs(m: ReadModels, schoolId: string, province: string): Promise<PreEnterConfig[]> {
  await m.schools.get(schoolId);
  const { school, major } = await m.scoreLines.lines(schoolId);
  const years = new Map<number, Set<string>>();
  for (const r of [...school, ...major]) {
    if (r.province !== province || !isEarlyBatch(r.batch)) continue;
    const tracks = years.get(r.year) ?? new Set<string>();
    tracks.add(trackName(r.track));
    years.set(r.year, tracks);
  }
  return [...years.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([year, tracks]) => ({
      year,
      subjects: [...tracks].sort().map((track) => ({ subject: track, dataKey: earlyBatchDataKey({ schoolId, province, year, track }) })),
    }));
}

/** GET /api/school/pre-enter-details?dataKey= */
export async function earlyScoreDetails(m: ReadModels, dataKey: string): Promise<{ records: PreScoreRow[]; sources: DataSource[] }> {
  const key = parseEarlyBatchDataKey(dataKey);
  const track = trackOfName(key.track);
  await m.schools.get(key.schoolId);
  const { school, major } = await m.scoreLines.lines(key.schoolId);
  const mine = <T extends { province: string; year: number; track: string | null; batch: string }>(rows: T[]) =>
    rows.filter((r) => r.province === key.province && r.year === key.year && r.track === track && isEarlyBatch(r.batch));
  const units = new Map<string, { head: PreScoreRow; majors: PreScoreRow[] }>();
  const unitOf = (r: UnitFields) => {
    const k = unitKey(r);
    let u = units.get(k);
    if (!u) {
      u = {
        head: {
          first: true,
          title: unitTitle(r),
          breadcrumbs: [r.batch],
          majorGroup: unitCode(r),
          enterNum: null,
          maxScore: null,
          minScore: null,
          lowestRank: null,
          rankDerived: false,
          chooseSubject: null,
          quality: 'ok',
          sourceId: '',
        },
        majors: [],
      };
      units.set(k, u);
    }
    return u;
  };
  for (const r of mine(school)) Object.assign(unitOf(r).head, scoreFields(r));
  for (const r of mine(major)) {
    const u = unitOf(r);
    u.majors.push({
      first: false,
      title: r.majorName ?? '-',
      breadcrumbs: [r.batch, u.head.title],
      majorGroup: unitCode(r),
      ...scoreFields(r),
    });
    if (u.head.sourceId === '') u.head.sourceId = r.sourceId;
  }
  const ordered = [...units.values()].sort(
    (a, b) => a.head.breadcrumbs[0]!.localeCompare(b.head.breadcrumbs[0]!, 'zh') || (b.head.minScore ?? -1) - (a.head.minScore ?? -1),
  );
  const records = ordered.flatMap((u) => [u.head, ...u.majors.sort((a, b) => (b.minScore ?? -1) - (a.minScore ?? -1))]);
  return { records, sources: await m.sources.of(records.map((r) => r.sourceId).filter(Boolean)) };
}

/** GET /api/admission-plan/pre-plan-years: years with early-batch plans in a province (of one school, when given). */
export async function earlyPlanYears(m: ReadModels, province: string, schoolId: string | undefined): Promise<number[]> {
  if (!schoolId) return m.plans.earlyBatchYears(province);
  await m.schools.get(schoolId);
  const { rows } = await m.plans.ofSchool(schoolId);
  return [...new Set(rows.filter((r) => r.province === province && isEarlyBatch(r.batch)).map((r) => r.year))].sort((a, b) => b - a);
}

/** The cells of a pre-plan row; each row type fills its own. */
export const EMPTY_PLAN_ROW = { schoolEnrollCode: null, schoolName: null, majorEnrollCode: null, majorName: null, majorCode: null, majorId: null, majorLevel: null, planNum: null, cost: null, learnYearText: null, chooseSubject: null, note: null, schoolId: null, quality: null, sourceId: null };

/** A plan line as a type 4 pre-plan row: one major of a unit, or the unit's group total. */
export function planMajorRow(
  r: Parameters<typeof planMajor>[0] & { schoolCode: string | null; schoolName: string; planCount: number | null; subjectReq: string | null; quality: string; sourceId: string },
  id: string,
  schoolId: string | null,
): PrePlanRow {
  const major = planMajor(r);
  const title = major.majorName ?? (major.groupTotal ? '专业组合计' : null);
  return {
    ...EMPTY_PLAN_ROW,
    type: 4,
    id: `m:${id}`,
    title,
    schoolEnrollCode: r.schoolCode,
    schoolName: r.schoolName,
    majorEnrollCode: r.majorCode,
    majorName: title,
    planNum: r.planCount,
    cost: major.fee,
    learnYearText: major.schoolSystem,
    chooseSubject: r.subjectReq,
    note: major.note,
    schoolId,
    quality: r.quality,
    sourceId: r.sourceId,
  };
}

/** GET /api/admission-plan/pre-plan-details/:schoolId: rows of type 1 (batch), 2 (unit), 4 (major). */
export async function earlyPlanDetails(
  m: ReadModels,
  schoolId: string,
  province: string,
  year: number,
): Promise<{ records: PrePlanRow[]; sources: DataSource[] }> {
  if (!Number.isInteger(year)) throw badRequest('年份必须是整数');
  await m.schools.get(schoolId);
  const rows = (await m.plans.ofSchool(schoolId)).rows.filter((r) => r.province === province && r.year === year && isEarlyBatch(r.batch));
  const records: PrePlanRow[] = [];
  const batches = [...new Set(rows.map((r) => r.batch))].sort();
  for (const batch of batches) {
    records.push({ ...EMPTY_PLAN_ROW, type: 1, id: `b:${batch}`, title: batch });
    const inBatch = rows.filter((r) => r.batch === batch);
    for (const key of [...new Set(inBatch.map(unitKey))]) {
      const unitRows = inBatch.filter((r) => unitKey(r) === key);
      const first = unitRows[0]!;
      records.push({ ...EMPTY_PLAN_ROW, type: 2, id: `u:${key}`, title: unitTitle(first), schoolEnrollCode: first.schoolCode, schoolName: first.schoolName, schoolId, chooseSubject: first.subjectReq, sourceId: first.sourceId, quality: first.quality });
      unitRows.forEach((r, i) => records.push(planMajorRow(r, `${key}:${i}`, schoolId)));
    }
  }
  return { records, sources: await m.sources.of(rows.map((r) => r.sourceId)) };
}
