import { eq } from 'drizzle-orm';
import {
  ALL,
  PROVINCE_NAMES,
  meetsSubjectRequirement,
  type MajorScoreDetail,
  type MajorScoreGroup,
  type MajorScoreLinePage,
  type MajorScoreLineQuery,
  type ProvinceRule,
  type SchoolScoreLine,
  type SchoolScoreLineQuery,
  type SchoolScoreLines,
  type YearConfig,
  pageOf,
} from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { majorScoreLines, schoolScoreLines } from '../../db/schema';
import { KeyedCache } from '../../platform/keyed-cache';
import type { SchoolDirectory } from '../schools/service';
import type { SourceCatalog } from '../../platform/source-catalog';

type SchoolRow = typeof schoolScoreLines.$inferSelect;
type MajorRow = typeof majorScoreLines.$inferSelect;

/** The admission unit a row belongs to (spec §3 Major score-line group). */
export interface UnitFields {
  province: string;
  year: number;
  track: string | null;
  batch: string;
  schoolName: string;
  groupCode: string | null;
  schoolCode: string | null;
  groupLabel: string | null;
  planType: string | null;
  campusNote: string | null;
}

/** How a student names a unit: its group number, the source's label, or its kind. */
export function unitCode(u: UnitFields): string {
  return u.groupCode ?? u.groupLabel ?? (u.planType || u.campusNote ? [u.planType, u.campusNote].filter(Boolean).join(' ') : '普通类');
}

export function unitKey(u: UnitFields): string {
  return [u.batch, u.track, u.groupCode, u.groupLabel, u.schoolCode, u.planType, u.campusNote].join('|');
}

/** Direction of a unit: admission type and campus (国家专项 · 珠海校区). */
export function unitDirection(u: UnitFields): string | null {
  return [u.planType, u.campusNote].filter(Boolean).join(' · ') || null;
}

/** 院校 / 专业组 as the school table names it: name, campus, group. */
export function unitTitle(u: UnitFields): string {
  const campus = u.campusNote ? `（${u.campusNote}）` : '';
  const group = u.groupCode ? ` 专业组${u.groupCode}` : u.groupLabel ? ` ${u.groupLabel}` : '';
  return `${u.schoolName}${campus}${group}`;
}

/** 征集 / 征求志愿 / 补录 rounds are collection rounds (spec §3 zj). */
export function isCollectionRound(batch: string): boolean {
  return /征集|征求|补录/.test(batch);
}

const byProvinceOrder = (a: string, b: string) =>
  (PROVINCE_NAMES as readonly string[]).indexOf(a) - (PROVINCE_NAMES as readonly string[]).indexOf(b);

/** Years, tracks and batches that rows really have (spec §3 Province rule config). */
export function yearConfigs(rows: readonly { year: number; track: string | null; batch: string }[]): YearConfig[] {
  const years = new Map<number, Map<string, Set<string>>>();
  for (const r of rows) {
    const tracks = years.get(r.year) ?? new Map<string, Set<string>>();
    years.set(r.year, tracks);
    const track = r.track ?? '不分科类';
    const batches = tracks.get(track) ?? new Set<string>();
    tracks.set(track, batches);
    batches.add(r.batch);
  }
  return [...years.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([year, tracks]) => ({
      year,
      course: [...tracks.keys()].sort(trackOrder),
      batches: Object.fromEntries([...tracks.entries()].map(([t, b]) => [t, [...b].sort(batchOrder)])),
    }));
}

const TRACK_ORDER = ['物理类', '历史类', '理科', '文科', '综合'];
function trackOrder(a: string, b: string): number {
  const ia = TRACK_ORDER.indexOf(a);
  const ib = TRACK_ORDER.indexOf(b);
  return (ia === -1 ? 99 : ia) - (ib === -1 ? 99 : ib) || a.localeCompare(b, 'zh');
}
function batchOrder(a: string, b: string): number {
  // early batches first, ordinary next, collection rounds last
  const rank = (s: string) => (s.includes('提前') ? 0 : isCollectionRound(s) ? 2 : 1);
  return rank(a) - rank(b) || a.localeCompare(b, 'zh');
}

export function provincesOf(rows: readonly { province: string }[]): string[] {
  return [...new Set(rows.map((r) => r.province))].sort(byProvinceOrder);
}

/** The province a config shows: the asked one, else the school's own, else the first with data. */
export function pickProvince(provinces: readonly string[], asked: string | undefined, home: string): string | null {
  if (asked) return asked;
  if (provinces.includes(home)) return home;
  return provinces[0] ?? null;
}

interface SchoolLines {
  school: SchoolRow[];
  major: MajorRow[];
}

/**
 * 录取分数线 of one school: its school and major lines of every province,
 * held in memory per school (published lines change once a year).
 */
export class ScoreLineDirectory {
  private readonly bySchool = new KeyedCache((id: string) => this.load(id), 300);
  // answers are pure functions of the request and of data that changes once a year
  private readonly schoolAnswers = new KeyedCache((key: string) => this.computeSchoolLines(JSON.parse(key) as SchoolScoreLineQuery), 2000);
  private readonly majorAnswers = new KeyedCache((key: string) => this.computeMajorLines(JSON.parse(key) as MajorScoreLineQuery), 2000);

  constructor(
    private readonly db: Db,
    private readonly schools: SchoolDirectory,
    private readonly sources: SourceCatalog,
  ) {}

  invalidate(): void {
    this.bySchool.invalidate();
    this.schoolAnswers.invalidate();
    this.majorAnswers.invalidate();
  }

  private async load(id: string): Promise<SchoolLines> {
    const [school, major] = await Promise.all([
      this.db.select().from(schoolScoreLines).where(eq(schoolScoreLines.moeCode, id)),
      this.db.select().from(majorScoreLines).where(eq(majorScoreLines.moeCode, id)),
    ]);
    return { school, major };
  }

  /** Every line of a school; a 404 when the school is not on the list. */
  async lines(id: string): Promise<SchoolLines> {
    await this.schools.get(id);
    return this.bySchool.get(id);
  }

  /** GET /api/school/province-rule: provinces with lines, and the years, tracks and batches of one. */
  async provinceRule(id: string, provinceName: string | undefined): Promise<ProvinceRule> {
    const school = await this.schools.get(id);
    const { school: rows, major } = await this.lines(id);
    const all = [...rows, ...major];
    const provinces = provincesOf(all);
    const province = pickProvince(provinces, provinceName, school.provinceName);
    return { provinces, provinceName: province, years: yearConfigs(all.filter((r) => r.province === province)) };
  }

  /** POST /api/score-line/school */
  async schoolLines(q: SchoolScoreLineQuery): Promise<SchoolScoreLines> {
    await this.schools.get(q.schoolId);
    return this.schoolAnswers.get(JSON.stringify(q));
  }

  private async computeSchoolLines(q: SchoolScoreLineQuery): Promise<SchoolScoreLines> {
    const { school, major } = await this.lines(q.schoolId);
    const groupReqs = groupRequirements(major.filter((r) => r.province === q.province));
    const track = q.subjectSelection && q.subjectSelection !== ALL ? q.subjectSelection : null;
    const rows = school
      .filter((r) => r.province === q.province && (q.year === undefined || r.year === q.year) && (track === null || r.track === track))
      .sort(
        (a, b) =>
          b.year - a.year ||
          trackOrder(a.track ?? '', b.track ?? '') ||
          batchOrder(a.batch, b.batch) ||
          (b.minScore ?? -1) - (a.minScore ?? -1),
      );
    const records: SchoolScoreLine[] = rows.map((r) => ({
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
      subjectRequirement: r.subjectReq ?? (r.groupCode ? (groupReqs.get(groupReqKey(r)) ?? null) : null),
      zj: isCollectionRound(r.batch),
      zjDetail: isCollectionRound(r.batch) ? r.batch : null,
      rankDerived: r.rankDerived,
      quality: r.quality,
      sourceId: r.sourceId,
    }));
    return { records, sources: await this.sources.of(records.map((r) => r.sourceId)) };
  }

  /** POST /api/score-line/major: 专业组 with their majors (spec §3). */
  async majorLines(q: MajorScoreLineQuery): Promise<MajorScoreLinePage> {
    await this.schools.get(q.schoolId);
    return this.majorAnswers.get(JSON.stringify(q));
  }

  private async computeMajorLines(q: MajorScoreLineQuery): Promise<MajorScoreLinePage> {
    const { major } = await this.lines(q.schoolId);
    const track = q.subject && q.subject !== ALL ? q.subject : null;
    const batch = q.batch && q.batch !== ALL ? q.batch : null;
    const group = q.majorGroup && q.majorGroup !== ALL ? q.majorGroup : null;
    const picked = q.subSubject ?? [];
    const rows = major.filter(
      (r) =>
        r.province === q.province &&
        r.year === q.year &&
        (track === null || r.track === track) &&
        (batch === null || r.batch === batch) &&
        (group === null || unitCode(r) === group) &&
        meetsSubjectRequirement(r.subjectReq, picked),
    );
    const groups = new Map<string, MajorScoreGroup>();
    for (const r of rows) {
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
        batchOrder(a.batch, b.batch) ||
        trackOrder(a.subject ?? '', b.subject ?? '') ||
        a.majorGroupCode.localeCompare(b.majorGroupCode, 'zh', { numeric: true }),
    );
    const page = pageOf(list, q.page, q.pageSize);
    return { ...page, sources: await this.sources.of(page.records.flatMap((g) => g.details.map((d) => d.sourceId))) };
  }
}

export function groupReqKey(r: { year: number; track: string | null; batch: string; groupCode: string | null }): string {
  return [r.year, r.track, r.batch, r.groupCode].join('|');
}

/** Per 专业组 (year, track, batch, group), the requirement its majors share, when they share one. */
export function groupRequirements(rows: readonly MajorRow[]): Map<string, string> {
  const seen = new Map<string, Set<string | null>>();
  for (const r of rows) {
    if (!r.groupCode) continue;
    const key = groupReqKey(r);
    const set = seen.get(key) ?? new Set<string | null>();
    set.add(r.subjectReq);
    seen.set(key, set);
  }
  const out = new Map<string, string>();
  for (const [key, set] of seen) {
    const [only] = [...set];
    if (set.size === 1 && only) out.set(key, only);
  }
  return out;
}

function majorDetail(r: MajorRow): MajorScoreDetail {
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
