import { and, eq, getTableColumns } from 'drizzle-orm';
import {
  compareBatchKinds,
  compareTracks,
  groupKey,
  groupRequirements,
  majorScoreDetail,
  provincesOf,
  schoolScoreLine,
  unitCode,
  unitCodeText,
  unitKey,
  yearConfigs,
  type MajorScoreDetail,
  type SchoolScoreLine,
  type YearConfig,
} from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { selectIndexed, textEquals } from '../../db/copy-out';
import { majorScoreLines, schoolScoreLines } from '../../db/schema';
import { KeyedCache } from '../keyed-cache';

export type SchoolLineRow = typeof schoolScoreLines.$inferSelect;
export type MajorLineRow = typeof majorScoreLines.$inferSelect;

/**
 * A major line as the group table needs it: its 专业组 number, its unit's key
 * and code, and the row its table shows (track, batch and requirement are the
 * detail's subject, batch and subjectRequirement). The database row is not
 * kept: it would double an entry's memory.
 */
export interface MajorLine {
  groupCode: string | null;
  unitKey: string;
  unitCode: string;
  /** unitCode as a student reads it (groupLabelText) */
  unitText: string;
  detail: MajorScoreDetail;
}

/** One school's lines in one province, arranged for the score-line tables. */
export interface ProvinceLines {
  /** School lines as the table shows them, in its order: newest year first, then track, batch (early … collection), higher line first */
  schoolLines: SchoolScoreLine[];
  /** Major lines of each year, as loaded */
  majorByYear: Map<number, MajorLine[]>;
  /** 专业组 (domain groupKey) → the subject requirement all its majors share */
  groupRequirements: Map<string, string>;
  /** Years, tracks and batches the province's lines have */
  years: YearConfig[];
  /** The same of the school lines alone and of the major lines alone: a section's filters offer only what it has */
  schoolYears: YearConfig[];
  majorYears: YearConfig[];
}

/** Provinces, years, tracks and batches of one school's lines (the province rule), without the lines. */
export interface SchoolLineCoverage {
  /** Provinces with lines, in the list's order */
  provinces: string[];
  schoolProvinces: string[];
  majorProvinces: string[];
  /** Per province: years, tracks and batches of all its lines, of the school lines alone and of the major lines alone */
  byProvince: Map<string, Pick<ProvinceLines, 'years' | 'schoolYears' | 'majorYears'>>;
}

/** Every score line of one school, in every province. */
export interface SchoolLines {
  school: SchoolLineRow[];
  major: MajorLineRow[];
  /** Provinces with lines, in the list's order */
  provinces: string[];
  schoolProvinces: string[];
  majorProvinces: string[];
  byProvince: Map<string, ProvinceLines>;
}

const EMPTY: ProvinceLines = { schoolLines: [], majorByYear: new Map(), groupRequirements: new Map(), years: [], schoolYears: [], majorYears: [] };

function tableOrder(a: SchoolLineRow, b: SchoolLineRow): number {
  return (
    b.year - a.year ||
    compareTracks(a.track ?? '', b.track ?? '') ||
    compareBatchKinds(a.batch, b.batch) ||
    (b.minScore ?? -1) - (a.minScore ?? -1)
  );
}

/**
 * 录取分数线 read model. A request asks for one school in one province, so
 * the lines are loaded and held per school and province (published lines
 * change once a year): sorted, indexed and shaped as the tables show them
 * once, so a request only filters and groups. A school's coverage (the
 * province rule) is loaded from the distinct years, tracks and batches alone.
 *
 * Measured in one process on the bench's spread (4000 units over ~2900
 * schools), a first request for a school's lines on a busy machine (load
 * average 14–21): p50 108 ms, p99 2.1 s when the miss loaded the school's
 * every province; p50 32 ms, p99 0.3 s for the one province. Read by one
 * COPY through the (school, province, year) index (selectIndexed; the sliced
 * whole-table read had made it ≈ 160 ms), the bench's first asks, one by one,
 * took 3.3 ms on average, p99 14 ms. Held entries:
 * the three spreads' 9770 school-and-province entries (lines and plans) took
 * ≈ 230 MB of heap, ≈ 24 KB each.
 */
export class ScoreLines {
  /** Every line of a school, for the early-batch tables, which look across provinces */
  private readonly bySchool = new KeyedCache((id: string) => this.load(id), 300);
  /**
   * One school in one province, keyed `moeCode|province`: the evening's spread
   * (every school a student looks at, in their province) fits; the whole
   * table (≈ 36 000 pairs, ≈ 970 000 rows) would not be worth its memory
   */
  private readonly byProvince = new KeyedCache((key: string) => this.loadProvince(key), PROVINCE_ENTRIES);
  private readonly coverage = new KeyedCache((id: string) => this.loadCoverage(id), 4000);

  constructor(private readonly db: Db) {}

  invalidate(): void {
    this.bySchool.invalidate();
    this.byProvince.invalidate();
    this.coverage.invalidate();
  }

  /** Every line of a school (empty for an id without lines; the caller checks the school exists). */
  lines(schoolId: string): Promise<SchoolLines> {
    return this.bySchool.get(schoolId);
  }

  /** Provinces, years, tracks and batches of a school's lines (empty for an id without lines). */
  coverageOf(schoolId: string): Promise<SchoolLineCoverage> {
    return this.coverage.get(schoolId);
  }

  /** A school's lines in one province (empty where it has none). */
  inProvince(schoolId: string, province: string): Promise<ProvinceLines> {
    return this.byProvince.get(`${schoolId}|${province}`);
  }

  private async load(id: string): Promise<SchoolLines> {
    const [school, major] = await Promise.all([
      this.db.select().from(schoolScoreLines).where(eq(schoolScoreLines.moeCode, id)),
      this.db.select().from(majorScoreLines).where(eq(majorScoreLines.moeCode, id)),
    ]);
    const provinces = provincesOf([...school, ...major]);
    const byProvince = new Map<string, ProvinceLines>();
    for (const province of provinces) {
      byProvince.set(
        province,
        shape(
          school.filter((r) => r.province === province),
          major.filter((r) => r.province === province),
        ),
      );
    }
    return { school, major, provinces, byProvince, schoolProvinces: provincesOf(school), majorProvinces: provincesOf(major) };
  }

  private async loadProvince(key: string): Promise<ProvinceLines> {
    const at = key.indexOf('|');
    const id = key.slice(0, at);
    const province = key.slice(at + 1);
    // COPY on PGlite: a SELECT of a large province (1700 rows) took 2–4 times as long
    const [school, major] = await Promise.all([
      selectIndexed(this.db, schoolScoreLines, SCHOOL_COLUMNS, and(textEquals(schoolScoreLines.moeCode, id), textEquals(schoolScoreLines.province, province))!),
      selectIndexed(this.db, majorScoreLines, MAJOR_COLUMNS, and(textEquals(majorScoreLines.moeCode, id), textEquals(majorScoreLines.province, province))!),
    ]);
    return school.length || major.length ? shape(school, major) : EMPTY;
  }

  private async loadCoverage(id: string): Promise<SchoolLineCoverage> {
    // not DISTINCT: yearConfigs keeps the tracks in the order the rows first name them, so the rows come as the lines' own query gives them
    const columns = (t: typeof schoolScoreLines | typeof majorScoreLines) => ({ province: t.province, year: t.year, track: t.track, batch: t.batch });
    const [school, major] = await Promise.all([
      selectIndexed(this.db, schoolScoreLines, columns(schoolScoreLines), textEquals(schoolScoreLines.moeCode, id)),
      selectIndexed(this.db, majorScoreLines, columns(majorScoreLines), textEquals(majorScoreLines.moeCode, id)),
    ]);
    const provinces = provincesOf([...school, ...major]);
    const byProvince = new Map<string, Pick<ProvinceLines, 'years' | 'schoolYears' | 'majorYears'>>();
    for (const province of provinces) {
      const schoolHere = school.filter((r) => r.province === province);
      const majorHere = major.filter((r) => r.province === province);
      byProvince.set(province, {
        years: yearConfigs([...schoolHere, ...majorHere]),
        schoolYears: yearConfigs(schoolHere),
        majorYears: yearConfigs(majorHere),
      });
    }
    return { provinces, schoolProvinces: provincesOf(school), majorProvinces: provincesOf(major), byProvince };
  }
}


const SCHOOL_COLUMNS = getTableColumns(schoolScoreLines);
const MAJOR_COLUMNS = getTableColumns(majorScoreLines);

/** How many school-and-province entries are held: the bench's spread of school and major lines is ≤ 8000 pairs. */
const PROVINCE_ENTRIES = 8000;

/** One school's school and major lines of one province as the tables show them. */
function shape(schoolHere: SchoolLineRow[], majorHere: MajorLineRow[]): ProvinceLines {
  const requirements = groupRequirements(majorHere);
  const majorByYear = new Map<number, MajorLine[]>();
  // a unit's many majors share one key and code string
  const strings = new Map<string, string>();
  const once = (text: string) => strings.get(text) ?? (strings.set(text, text), text);
  for (const r of majorHere) {
    let lines = majorByYear.get(r.year);
    if (!lines) majorByYear.set(r.year, (lines = []));
    lines.push({ groupCode: r.groupCode, unitKey: once(unitKey(r)), unitCode: once(unitCode(r)), unitText: once(unitCodeText(r)), detail: majorScoreDetail(r) });
  }
  return {
    schoolLines: [...schoolHere].sort(tableOrder).map((r) => schoolScoreLine(r, requirements.get(groupKey(r)) ?? null)),
    majorByYear,
    groupRequirements: requirements,
    years: yearConfigs([...schoolHere, ...majorHere]),
    schoolYears: yearConfigs(schoolHere),
    majorYears: yearConfigs(majorHere),
  };
}
