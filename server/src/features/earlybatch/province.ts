/**
 * /tiqianpi: a province's early batch (提前批) across schools — the same
 * published plan and score-line rows as a school's own tab, filtered to the
 * batches the admission unit's rule calls early. The plans list is cut into
 * pages by admission unit (type 2 rows, each with its majors), the score
 * lines by unit too (a `first` row and its majors).
 */
import { and, asc, eq, isNull, like, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  compareBatchKinds,
  compareTracks,
  planMajor,
  trackName,
  trackOfName,
  unitCode,
  unitKey,
  unitTitle,
  type EarlyProvinceConfig,
  type EarlyProvincePlans,
  type EarlyProvinceScoreLines,
  type PreEnterConfig,
  type PrePlanRow,
} from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { enrolmentPlans, majorScoreLines, schoolScoreLines } from '../../db/schema';
import { isEarlyBatchColumn } from '../../db/schema/columns';
import type { ReadModels } from '../../platform/read-models';
import { EMPTY_PLAN_ROW, planMajorRow, scoreFields } from './service';

export interface EarlyListQuery {
  province: string;
  year: number;
  track?: string | undefined;
  keyword?: string | undefined;
  page: number;
  pageSize: number;
}

type Column = PgColumn;

function configsOf(rows: { year: number; track: string | null }[]): PreEnterConfig[] {
  const years = new Map<number, Set<string>>();
  for (const r of rows) {
    const tracks = years.get(r.year) ?? new Set<string>();
    tracks.add(trackName(r.track));
    years.set(r.year, tracks);
  }
  return [...years.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([year, tracks]) => ({ year, subjects: [...tracks].sort(compareTracks).map((t) => ({ subject: t, dataKey: t })) }));
}

/** GET /api/early-batch/configs: years and tracks with early plans and early score lines in a province. */
export async function earlyProvinceConfigs(db: Db, province: string): Promise<EarlyProvinceConfig> {
  const yt = (t: typeof enrolmentPlans | typeof schoolScoreLines) =>
    db.selectDistinct({ year: t.year, track: t.track }).from(t).where(and(eq(t.province, province), isEarlyBatchColumn(t.batch)));
  const [plans, schoolLines, majorLines] = await Promise.all([yt(enrolmentPlans), yt(schoolScoreLines), yt(majorScoreLines as unknown as typeof schoolScoreLines)]);
  return { plans: configsOf(plans), scoreLines: configsOf([...schoolLines, ...majorLines]) };
}

function filters(t: { province: Column; year: Column; track: Column; batch: Column; schoolName: Column }, q: EarlyListQuery): SQL {
  const conditions: SQL[] = [eq(t.province, q.province), eq(t.year, q.year), isEarlyBatchColumn(t.batch)];
  if (q.track !== undefined) {
    const track = trackOfName(q.track);
    conditions.push(track === null ? isNull(t.track) : eq(t.track, track));
  }
  // the keyword is a school name fragment; LIKE's own wildcards are taken literally
  if (q.keyword) conditions.push(like(t.schoolName, `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  return and(...conditions)!;
}

const byUnit = <T extends { batch: string; schoolName: string }>(a: T, b: T) =>
  compareBatchKinds(a.batch, b.batch) || a.schoolName.localeCompare(b.schoolName, 'zh');

/** GET /api/early-batch/plans: type 1 batch headings, type 2 units, type 4 majors. */
export async function earlyProvincePlans(db: Db, m: ReadModels, q: EarlyListQuery): Promise<EarlyProvincePlans> {
  const rows = await db.select().from(enrolmentPlans).where(filters(enrolmentPlans, q)).orderBy(asc(enrolmentPlans.batch), asc(enrolmentPlans.schoolName));
  const units = new Map<string, typeof rows>();
  for (const r of rows) {
    const k = `${r.moeCode ?? ''}|${unitKey(r)}`;
    const list = units.get(k) ?? [];
    list.push(r);
    units.set(k, list);
  }
  const ordered = [...units.entries()].sort((a, b) => byUnit(a[1][0]!, b[1][0]!));
  const page = ordered.slice((q.page - 1) * q.pageSize, q.page * q.pageSize);
  const records: PrePlanRow[] = [];
  let batch: string | null = null;
  for (const [key, unitRows] of page) {
    const first = unitRows[0]!;
    if (first.batch !== batch) {
      batch = first.batch;
      records.push({ ...EMPTY_PLAN_ROW, type: 1, id: `b:${batch}`, title: batch });
    }
    const total = unitRows.reduce((sum, r) => (planMajor(r).groupTotal ? sum : sum + (r.planCount ?? 0)), 0);
    records.push({
      ...EMPTY_PLAN_ROW,
      type: 2,
      id: `u:${key}`,
      title: unitTitle(first),
      schoolEnrollCode: first.schoolCode,
      schoolName: first.schoolName,
      schoolId: first.moeCode,
      chooseSubject: first.subjectReq,
      planNum: total || null,
      quality: first.quality,
      sourceId: first.sourceId,
    });
    unitRows.forEach((r, i) => records.push(planMajorRow(r, `${key}:${i}`, r.moeCode)));
  }
  const sourceIds = new Set(page.flatMap(([, r]) => r.map((x) => x.sourceId)));
  return { records, total: ordered.length, current: q.page, size: q.pageSize, sources: await m.sources.of(sourceIds) };
}

/** GET /api/early-batch/score-lines: a `first` row per unit (its school line), then its majors' lines. */
export async function earlyProvinceScoreLines(db: Db, m: ReadModels, q: EarlyListQuery): Promise<EarlyProvinceScoreLines> {
  const [school, major] = await Promise.all([
    db.select().from(schoolScoreLines).where(filters(schoolScoreLines, q)),
    db.select().from(majorScoreLines).where(filters(majorScoreLines, q)),
  ]);
  type Row = EarlyProvinceScoreLines['records'][number];
  const units = new Map<string, { batch: string; schoolName: string; head: Row; majors: Row[] }>();
  const unitOf = (r: (typeof school)[number] | (typeof major)[number]) => {
    const k = `${r.moeCode ?? ''}|${unitKey(r)}`;
    let u = units.get(k);
    if (!u) {
      u = {
        batch: r.batch,
        schoolName: r.schoolName,
        head: {
          first: true,
          title: unitTitle(r),
          breadcrumbs: [r.batch, trackName(r.track)],
          majorGroup: unitCode(r),
          enterNum: null,
          maxScore: null,
          minScore: null,
          lowestRank: null,
          rankDerived: false,
          chooseSubject: null,
          quality: 'ok',
          sourceId: '',
          schoolId: r.moeCode,
          schoolName: r.schoolName,
        },
        majors: [],
      };
      units.set(k, u);
    }
    return u;
  };
  for (const r of school) Object.assign(unitOf(r).head, scoreFields(r));
  for (const r of major) {
    const u = unitOf(r);
    u.majors.push({ ...u.head, first: false, title: r.majorName ?? '-', breadcrumbs: [r.batch, u.head.title], ...scoreFields(r) });
    if (u.head.sourceId === '') u.head.sourceId = r.sourceId;
  }
  const ordered = [...units.values()].sort((a, b) => byUnit(a, b) || (b.head.minScore ?? -1) - (a.head.minScore ?? -1));
  const page = ordered.slice((q.page - 1) * q.pageSize, q.page * q.pageSize);
  const records = page.flatMap((u) => [u.head, ...u.majors.sort((a, b) => (b.minScore ?? -1) - (a.minScore ?? -1))]);
  return { records, total: ordered.length, current: q.page, size: q.pageSize, sources: await m.sources.of(records.map((r) => r.sourceId).filter(Boolean)) };
}

