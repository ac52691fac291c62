import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import { provincesOf, yearConfigs, type YearConfig } from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { selectIndexed, textEquals } from '../../db/copy-out';
import { enrolmentPlans } from '../../db/schema';
import { isEarlyBatchColumn } from '../../db/schema/columns';
import { KeyedCache } from '../keyed-cache';

export type PlanRow = typeof enrolmentPlans.$inferSelect;

/** Every plan row of one school, with the provinces and, per province, the years, tracks and batches. */
export interface SchoolPlans {
  rows: PlanRow[];
  provinces: string[];
  years: Map<string, YearConfig[]>;
}

/** Provinces of one school's plans and, per province, the years, tracks and batches (the plan config), without the rows. */
export type PlanCoverage = Omit<SchoolPlans, 'rows'>;

/**
 * 招生计划 read model: a school's plan rows of every province (the early-batch
 * tables look across provinces), one province's rows (the plan table), and
 * the provinces and years the rows cover (the plan config), each held after
 * the first read. A request asks for one school in one province: loading
 * only those rows keeps a miss to a few ms (the largest school has thousands of rows).
 */
export class Plans {
  private readonly bySchool = new KeyedCache((id: string) => this.load(id), 300);
  /** Keyed `moeCode|province`; the evening's spread of plan tables fits */
  private readonly byProvince = new KeyedCache((key: string) => this.loadProvince(key), 8000);
  private readonly coverage = new KeyedCache((id: string) => this.loadCoverage(id), 4000);
  private readonly earlyYears = new KeyedCache((province: string) => this.loadEarlyBatchYears(province), 40);

  constructor(private readonly db: Db) {}

  invalidate(): void {
    this.bySchool.invalidate();
    this.byProvince.invalidate();
    this.coverage.invalidate();
    this.earlyYears.invalidate();
  }

  /** A school's plans (empty for an id without plans; the caller checks the school exists). */
  ofSchool(schoolId: string): Promise<SchoolPlans> {
    return this.bySchool.get(schoolId);
  }

  /** A school's plan rows in one province (empty where it has none). */
  inProvince(schoolId: string, province: string): Promise<PlanRow[]> {
    return this.byProvince.get(`${schoolId}|${province}`);
  }

  /** Provinces, years, tracks and batches of a school's plans (empty for an id without plans). */
  coverageOf(schoolId: string): Promise<PlanCoverage> {
    return this.coverage.get(schoolId);
  }

  /** Years with early-batch plans of any school in a province, newest first. */
  earlyBatchYears(province: string): Promise<number[]> {
    return this.earlyYears.get(province);
  }

  private async load(id: string): Promise<SchoolPlans> {
    const rows = await this.db.select().from(enrolmentPlans).where(eq(enrolmentPlans.moeCode, id));
    const provinces = provincesOf(rows);
    return { rows, provinces, years: new Map(provinces.map((p) => [p, yearConfigs(rows.filter((r) => r.province === p))])) };
  }

  private loadProvince(key: string): Promise<PlanRow[]> {
    const at = key.indexOf('|');
    return selectIndexed(this.db, enrolmentPlans, PLAN_COLUMNS, and(textEquals(enrolmentPlans.moeCode, key.slice(0, at)), textEquals(enrolmentPlans.province, key.slice(at + 1)))!);
  }

  private async loadCoverage(id: string): Promise<PlanCoverage> {
    // not DISTINCT: yearConfigs keeps the tracks in the order the rows first name them, so the rows come as ofSchool's query gives them
    const columns = { province: enrolmentPlans.province, year: enrolmentPlans.year, track: enrolmentPlans.track, batch: enrolmentPlans.batch };
    const rows = await selectIndexed(this.db, enrolmentPlans, columns, textEquals(enrolmentPlans.moeCode, id));
    const provinces = provincesOf(rows);
    return { provinces, years: new Map(provinces.map((p) => [p, yearConfigs(rows.filter((r) => r.province === p))])) };
  }

  private async loadEarlyBatchYears(province: string): Promise<number[]> {
    // not DISTINCT: yearConfigs keeps the tracks in the order the rows first name them, so the rows come as ofSchool's query gives them
    const rows = await this.db
      .select({ year: enrolmentPlans.year })
      .from(enrolmentPlans)
      .where(and(eq(enrolmentPlans.province, province), isEarlyBatchColumn(enrolmentPlans.batch)))
      .orderBy(desc(enrolmentPlans.year));
    return rows.map((r) => r.year);
  }
}

const PLAN_COLUMNS = getTableColumns(enrolmentPlans);
