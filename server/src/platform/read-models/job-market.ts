import type { JobPosting, JobRankingRow } from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import {
  jobMarketCompanies,
  jobMarketEducation,
  jobMarketMajors,
  jobMarketMonths,
  jobMarketOverviews,
  jobPositions,
  jobPostings,
} from '../../db/schema';
import { ReadCache } from '../read-cache';
import { demoJobMarket } from './job-market-demo';
import type { ProfessionDirectory } from './professions';

/** Every job-market figure of one type or profession. */
export interface JobMarketFacts {
  /** Generated for the demonstration mode, not imported */
  demo: boolean;
  months: { year: number; month: number; hiringNum: number; salaryMin: number; salaryMax: number; salaryMedianL: number; salaryMedianH: number }[];
  education: { year: number; month: number; edu: string; ratio: number }[];
  majors: { majorName: string; hiringNum: number }[];
  companies: { companyName: string; companyNature: string; hiringNum: number }[];
  positions: JobRankingRow[];
  postings: JobPosting[];
  overview: { overview: string; sampleSize: number } | null;
}

const emptyFacts = (): JobMarketFacts => ({
  demo: false,
  months: [],
  education: [],
  majors: [],
  companies: [],
  positions: [],
  postings: [],
  overview: null,
});

/**
 * 招聘市场统计 in memory: what staff imported, by code; with DEMO=1, codes
 * that have nothing imported get generated figures (flagged demo), so that
 * imported real data always wins over the demonstration.
 */
export class JobMarket {
  private readonly imported = new ReadCache(() => this.load());
  private readonly generated = new Map<string, JobMarketFacts>();

  constructor(
    private readonly db: Db,
    private readonly professions: ProfessionDirectory,
    readonly demoMode: boolean,
  ) {}

  invalidate(): void {
    this.imported.invalidate();
    this.generated.clear();
  }

  /** The figures of a code: imported, else generated in demo mode, else empty. */
  async of(code: string): Promise<JobMarketFacts> {
    const found = (await this.imported.get()).get(code);
    if (found) return found;
    if (!this.demoMode) return emptyFacts();
    let facts = this.generated.get(code);
    if (!facts) {
      const entry = await this.professions.find(code);
      if (!entry) return emptyFacts();
      facts = demoJobMarket(entry);
      this.generated.set(code, facts);
    }
    return facts;
  }

  private async load(): Promise<Map<string, JobMarketFacts>> {
    const byCode = new Map<string, JobMarketFacts>();
    const factsOf = (code: string) => {
      let f = byCode.get(code);
      if (!f) {
        f = emptyFacts();
        byCode.set(code, f);
      }
      return f;
    };
    const [months, education, majors, companies, positions, postings, overviews] = await Promise.all([
      this.db.select().from(jobMarketMonths),
      this.db.select().from(jobMarketEducation),
      this.db.select().from(jobMarketMajors),
      this.db.select().from(jobMarketCompanies),
      this.db.select().from(jobPositions),
      this.db.select().from(jobPostings),
      this.db.select().from(jobMarketOverviews),
    ]);
    for (const { code, ...m } of months) factsOf(code).months.push(m);
    for (const { code, ...e } of education) factsOf(code).education.push(e);
    for (const { code, ...m } of majors) factsOf(code).majors.push(m);
    for (const { code, ...c } of companies) factsOf(code).companies.push(c);
    for (const { code, ...p } of positions) factsOf(code).positions.push(p);
    for (const { code, seq, ...p } of postings.sort((a, b) => a.seq - b.seq)) {
      void seq;
      factsOf(code).postings.push(p);
    }
    for (const { code, ...o } of overviews) factsOf(code).overview = o;
    for (const f of byCode.values()) {
      f.months.sort((a, b) => a.year - b.year || a.month - b.month);
      f.education.sort((a, b) => a.year - b.year || a.month - b.month);
      f.majors.sort((a, b) => b.hiringNum - a.hiringNum);
      f.companies.sort((a, b) => b.hiringNum - a.hiringNum);
      f.positions.sort((a, b) => b.hiringNum - a.hiringNum);
    }
    return byCode;
  }
}
