import { eq } from 'drizzle-orm';
import {
  compareBatchKinds,
  compareTracks,
  groupRequirements,
  provincesOf,
  yearConfigs,
  type YearConfig,
} from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { majorScoreLines, schoolScoreLines } from '../../db/schema';
import { KeyedCache } from '../keyed-cache';

export type SchoolLineRow = typeof schoolScoreLines.$inferSelect;
export type MajorLineRow = typeof majorScoreLines.$inferSelect;

/** One school's lines in one province, arranged for the score-line tables. */
export interface ProvinceLines {
  /** School lines in table order: newest year first, then track, batch (early … collection), higher line first */
  schoolInTableOrder: SchoolLineRow[];
  /** Major lines, as loaded */
  major: MajorLineRow[];
  /** 专业组 (domain groupKey) → the subject requirement all its majors share */
  groupRequirements: Map<string, string>;
  /** Years, tracks and batches the province's lines have */
  years: YearConfig[];
}

/** Every score line of one school, in every province. */
export interface SchoolLines {
  school: SchoolLineRow[];
  major: MajorLineRow[];
  /** Provinces with lines, in the list's order */
  provinces: string[];
  byProvince: Map<string, ProvinceLines>;
}

const EMPTY: ProvinceLines = { schoolInTableOrder: [], major: [], groupRequirements: new Map(), years: [] };

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
 * year); sorted and indexed once, so a request only filters.
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
      byProvince.set(province, {
        schoolInTableOrder: [...schoolHere].sort(tableOrder),
        major: majorHere,
        groupRequirements: groupRequirements(majorHere),
        years: yearConfigs([...schoolHere, ...majorHere]),
      });
    }
    return { school, major, provinces, byProvince };
  }
}
