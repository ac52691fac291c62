import { and, desc, eq } from 'drizzle-orm';
import { provincesOf, yearConfigs, type YearConfig } from '@zhiyuan/domain';
import type { Db } from '../../db/client';
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

/** 招生计划 read model: a school's plan rows of every province, held per school after the first read. */
export class Plans {
  private readonly bySchool = new KeyedCache((id: string) => this.load(id), 300);
  private readonly earlyYears = new KeyedCache((province: string) => this.loadEarlyBatchYears(province), 40);

  constructor(private readonly db: Db) {}

  invalidate(): void {
    this.bySchool.invalidate();
    this.earlyYears.invalidate();
  }

  /** A school's plans (empty for an id without plans; the caller checks the school exists). */
  ofSchool(schoolId: string): Promise<SchoolPlans> {
    return this.bySchool.get(schoolId);
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

  private async loadEarlyBatchYears(province: string): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ year: enrolmentPlans.year })
      .from(enrolmentPlans)
      .where(and(eq(enrolmentPlans.province, province), isEarlyBatchColumn(enrolmentPlans.batch)))
      .orderBy(desc(enrolmentPlans.year));
    return rows.map((r) => r.year);
  }
}
