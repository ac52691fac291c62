import { and, desc, eq, like } from 'drizzle-orm';
import { isEarlyBatch, type PreEnterConfig, type PrePlanRow, type PreScoreRow, type DataSource } from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { enrolmentPlans } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import type { PlanDirectory } from '../plans/service';
import { planMajor } from '../plans/service';
import type { SourceCatalog } from '../../platform/source-catalog';
import type { ScoreLineDirectory } from '../scorelines/service';
import { unitCode, unitKey, unitTitle } from '../scorelines/service';

/** The track of rows that name none, as the configs list it. */
const NO_TRACK = '不分科类';

type ScoreFields = Pick<PreScoreRow, 'enterNum' | 'maxScore' | 'minScore' | 'lowestRank' | 'rankDerived' | 'chooseSubject' | 'quality' | 'sourceId'>;

/** The figures an early-batch row shows, from a school or a major score line. */
function scoreFields(r: {
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

/**
 * 提前批 of a school (spec §2, §3): the early-batch rows of its score lines and
 * plans — the same published data as the other tabs, filtered to batches
 * whose name says 提前. A dataKey names one school, province, year and track.
 */
export class EarlyBatchDirectory {
  constructor(
    private readonly db: Db,
    private readonly lines: ScoreLineDirectory,
    private readonly plans: PlanDirectory,
    private readonly sources: SourceCatalog,
  ) {}

  /** GET /api/school/pre-enter-configs */
  async scoreConfigs(schoolId: string, province: string): Promise<PreEnterConfig[]> {
    const { school, major } = await this.lines.lines(schoolId);
    const years = new Map<number, Set<string>>();
    for (const r of [...school, ...major]) {
      if (r.province !== province || !isEarlyBatch(r.batch)) continue;
      const tracks = years.get(r.year) ?? new Set<string>();
      tracks.add(r.track ?? NO_TRACK);
      years.set(r.year, tracks);
    }
    return [...years.entries()]
      .sort((a, b) => b[0] - a[0])
      .map(([year, tracks]) => ({
        year,
        subjects: [...tracks].sort().map((subject) => ({ subject, dataKey: [schoolId, province, year, subject].join('|') })),
      }));
  }

  /** GET /api/school/pre-enter-details?dataKey= */
  async scoreDetails(dataKey: string): Promise<{ records: PreScoreRow[]; sources: DataSource[] }> {
    const [schoolId = '', province, yearText, subject] = dataKey.split('|');
    const year = Number(yearText);
    const track = subject === NO_TRACK ? null : subject;
    const { school, major } = await this.lines.lines(schoolId);
    const mine = <T extends { province: string; year: number; track: string | null; batch: string }>(rows: T[]) =>
      rows.filter((r) => r.province === province && r.year === year && r.track === track && isEarlyBatch(r.batch));
    const units = new Map<string, { head: PreScoreRow; majors: PreScoreRow[] }>();
    const unitOf = (r: Parameters<typeof unitKey>[0]) => {
      const key = unitKey(r);
      let u = units.get(key);
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
        units.set(key, u);
      }
      return u;
    };
    for (const r of mine(school)) {
      const u = unitOf(r);
      Object.assign(u.head, scoreFields(r));
    }
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
    return { records, sources: await this.sources.of(records.map((r) => r.sourceId).filter(Boolean)) };
  }

  /** GET /api/admission-plan/pre-plan-years: years with early-batch plans in a province (of one school, when given). */
  async planYears(province: string, schoolId: string | undefined): Promise<number[]> {
    if (schoolId) {
      const rows = await this.plans.rows(schoolId);
      return [...new Set(rows.filter((r) => r.province === province && isEarlyBatch(r.batch)).map((r) => r.year))].sort((a, b) => b - a);
    }
    const rows = await this.db
      .selectDistinct({ year: enrolmentPlans.year })
      .from(enrolmentPlans)
      .where(and(eq(enrolmentPlans.province, province), like(enrolmentPlans.batch, '%提前%')))
      .orderBy(desc(enrolmentPlans.year));
    return rows.map((r) => r.year);
  }

  /** GET /api/admission-plan/pre-plan-details/:schoolId: rows of type 1 (batch), 2 (unit), 4 (major). */
  async planDetails(schoolId: string, province: string, year: number): Promise<{ records: PrePlanRow[]; sources: DataSource[] }> {
    if (!Number.isInteger(year)) throw badRequest('年份必须是整数');
    const rows = (await this.plans.rows(schoolId)).filter((r) => r.province === province && r.year === year && isEarlyBatch(r.batch));
    const records: PrePlanRow[] = [];
    const empty = { schoolEnrollCode: null, schoolName: null, majorEnrollCode: null, majorName: null, majorCode: null, majorId: null, majorLevel: null, planNum: null, cost: null, learnYearText: null, chooseSubject: null, note: null, schoolId: null, quality: null, sourceId: null };
    const batches = [...new Set(rows.map((r) => r.batch))].sort();
    for (const batch of batches) {
      records.push({ ...empty, type: 1, id: `b:${batch}`, title: batch });
      const inBatch = rows.filter((r) => r.batch === batch);
      for (const key of [...new Set(inBatch.map(unitKey))]) {
        const unitRows = inBatch.filter((r) => unitKey(r) === key);
        const first = unitRows[0]!;
        records.push({ ...empty, type: 2, id: `u:${key}`, title: unitTitle(first), schoolEnrollCode: first.schoolCode, schoolName: first.schoolName, schoolId, chooseSubject: first.subjectReq, sourceId: first.sourceId, quality: first.quality });
        unitRows.forEach((r, i) => {
          const m = planMajor(r);
          records.push({
            ...empty,
            type: 4,
            id: `m:${key}:${i}`,
            title: m.majorName ?? (m.groupTotal ? '专业组合计' : null),
            schoolEnrollCode: r.schoolCode,
            schoolName: r.schoolName,
            majorEnrollCode: r.majorCode,
            majorName: m.majorName ?? (m.groupTotal ? '专业组合计' : null),
            planNum: r.planCount,
            cost: m.fee,
            learnYearText: m.schoolSystem,
            chooseSubject: r.subjectReq,
            note: m.note,
            schoolId,
            quality: r.quality,
            sourceId: r.sourceId,
          });
        });
      }
    }
    return { records, sources: await this.sources.of(rows.map((r) => r.sourceId)) };
  }
}
