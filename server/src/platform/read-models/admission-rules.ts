import { admissionRule, type AdmissionRule, type ExamModelInput, type ProvinceRuleInput } from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { provinceRules, provinces } from '../../db/schema';
import { ReadCache } from '../read-cache';

export interface RuleBook {
  rules: ProvinceRuleInput[];
  models: ExamModelInput[];
}

/**
 * 志愿填报规则 of every province (a few hundred rows, held in memory after the
 * first read); the rule of a year is worked out by the domain (carried over
 * from the latest year with published rules, 老高考 years by school).
 */
export class AdmissionRules {
  private readonly cache = new ReadCache(() => this.load());

  constructor(private readonly db: Db) {}

  invalidate(): void {
    this.cache.invalidate();
  }

  /** Every rule and exam model (the odds model reads them too). */
  book(): Promise<RuleBook> {
    return this.cache.get();
  }

  async of(province: string, year: number): Promise<AdmissionRule> {
    const { rules, models } = await this.cache.get();
    return admissionRule(rules, models, province, year);
  }

  private async load(): Promise<RuleBook> {
    const [ruleRows, modelRows] = await Promise.all([this.db.select().from(provinceRules), this.db.select().from(provinces)]);
    return {
      rules: ruleRows.map((r) => ({
        province: r.province,
        year: r.year,
        examModel: r.examModel,
        subjectChoice: r.subjectChoice,
        totalScore: r.totalScore,
        batch: r.batch,
        fillMode: r.fillMode,
        maxChoices: r.maxChoices,
        majorsPerChoice: r.majorsPerChoice,
        adjustOption: r.adjustOption,
        parallel: r.parallel,
        notes: r.notes,
        sourceUrl: r.sourceUrl,
        confidence: r.confidence,
      })),
      models: modelRows.map((m) => ({
        province: m.name,
        firstYearNewModel: m.firstYearNewModel,
        model: m.model,
        totalScore: m.totalScore,
        subjectOptions: m.subjectOptions,
      })),
    };
  }
}
