import { eq } from 'drizzle-orm';
import {
  compareBatchKinds,
  compareTracks,
  groupKey,
  groupRequirements,
  majorScoreDetail,
  provincesOf,
  schoolScoreLine,
  unitCode,
  unitKey,
  yearConfigs,
  type MajorScoreDetail,
  type SchoolScoreLine,
  type YearConfig,
} from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { majorScoreLines, schoolScoreLines } from '../../db/schema';
import { KeyedCache } from '../keyed-cache';

export type SchoolLineRow = typeof schoolScoreLines.$inferSelect;
export type MajorLineRow = typeof majorScoreLines.$inferSelect;

/** A major line with its unit's key and code and the row its table shows. */
export interface MajorLine {
  row: MajorLineRow;
  unitKey: string;
  unitCode: string;
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
 * 录取分数线 read model: a school's school and major lines of every province,
 * loaded on first use and held per school (published lines change once a
 * year); sorted, indexed and shaped as the tables show them once, so a
 * request only filters and groups.
 */
export class ScoreLines {
  private readonly bySchool = new KeyedCache((id: string) => this.load(id), 300);

  constructor(private readonly db: Db) {}

  invalidate(): void {
    this.bySchool.invalidate();
  }

  /** Every line of a school (empty for an id without lines; the caller checks the school exists). */
  lines(schoolId: string): Promise<SchoolLines> {
    return this.bySchool.get(schoolId);
  }

  /** A school's lines in one province (empty where it has none). */
  async inProvince(schoolId: string, province: string): Promise<ProvinceLines> {
    return (await this.lines(schoolId)).byProvince.get(province) ?? EMPTY;
  }

  private async load(id: string): Promise<SchoolLines> {
    const [school, major] = await Promise.all([
      this.db.select().from(schoolScoreLines).where(eq(schoolScoreLines.moeCode, id)),
      this.db.select().from(majorScoreLines).where(eq(majorScoreLines.moeCode, id)),
    ]);
    const provinces = provincesOf([...school, ...major]);
    const byProvince = new Map<string, ProvinceLines>();
    for (const province of provinces) {
      const schoolHere = school.filter((r) => r.province === province);
      const majorHere = major.filter((r) => r.province === province);
      const requirements = groupRequirements(majorHere);
      const majorByYear = new Map<number, MajorLine[]>();
      for (const r of majorHere) {
        let lines = majorByYear.get(r.year);
        if (!lines) majorByYear.set(r.year, (lines = []));
        lines.push({ row: r, unitKey: unitKey(r), unitCode: unitCode(r), detail: majorScoreDetail(r) });
      }
      byProvince.set(province, {
        schoolLines: [...schoolHere].sort(tableOrder).map((r) => schoolScoreLine(r, requirements.get(groupKey(r)) ?? null)),
        majorByYear,
        groupRequirements: requirements,
        years: yearConfigs([...schoolHere, ...majorHere]),
        schoolYears: yearConfigs(schoolHere),
        majorYears: yearConfigs(majorHere),
      });
    }
    return { school, major, provinces, byProvince, schoolProvinces: provincesOf(school), majorProvinces: provincesOf(major) };
  }
}
