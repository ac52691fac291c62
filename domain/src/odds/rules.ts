import { batchLevel, type BatchLevel } from './normalize';
import type { FillMode } from './units';

/** One row of the province filling rules (data/provinces/province_rules). */
export interface ProvinceRuleInput {
  province: string;
  year: number;
  examModel: string;
  subjectChoice: string;
  totalScore: number;
  batch: string;
  fillMode: string;
  maxChoices: number | null;
  majorsPerChoice: number | null;
  /** 服从调剂 offered: yes / no / unknown */
  adjustOption: string;
  parallel: boolean;
  notes: string | null;
  sourceUrl: string | null;
  /** confirmed / inferred / unknown */
  confidence: string;
}

/** A province's exam model (data/provinces/province_exam_models). */
export interface ExamModelInput {
  province: string;
  firstYearNewModel: number | null;
  model: string;
  totalScore: number;
  subjectOptions: string;
}

/** The filling rule of one batch. */
export interface BatchRule {
  batch: string;
  /** The filling round the batch is (本科, 专科 …); null for early and special batches */
  level: BatchLevel | null;
  fillMode: FillMode;
  /** Number of 志愿 in the batch; null where no source gave it */
  maxChoices: number | null;
  majorsPerChoice: number | null;
  /** 服从调剂 offered */
  adjust: 'yes' | 'no' | 'unknown';
  parallel: boolean;
  confidence: 'confirmed' | 'inferred' | 'unknown';
  /** Only a confirmed rule was read on the exam authority's page; others are shown as 待核实 */
  verified: boolean;
  notes: string | null;
  sourceUrl: string | null;
}

/** The rules a province fills its list by in a year (/api/preferences/admission-rule). */
export interface AdmissionRule {
  province: string;
  /** The year asked for */
  year: number;
  /** The year whose published rules are shown; null when none applies */
  ruleYear: number | null;
  /** The asked year has no published rules and an earlier (or the nearest) year's are shown */
  carriedOver: boolean;
  examModel: string | null;
  subjectChoice: string | null;
  totalScore: number | null;
  /** How the main 本科 batch is filled */
  fillMode: FillMode;
  /** The main 本科 batch (the one with the most choices) */
  mainBatch: BatchRule | null;
  batches: BatchRule[];
  /** What the page says about where the rule comes from, in plain words; null when it is that year's own */
  message: string | null;
}

const FILL_MODES: readonly FillMode[] = ['院校专业组', '专业+院校', '院校'];
const asMode = (value: string): FillMode => (FILL_MODES as readonly string[]).includes(value) ? (value as FillMode) : '院校专业组';

function toBatchRule(row: ProvinceRuleInput): BatchRule {
  const confidence = (['confirmed', 'inferred', 'unknown'] as const).find((c) => c === row.confidence) ?? 'unknown';
  const adjust = (['yes', 'no', 'unknown'] as const).find((a) => a === row.adjustOption) ?? 'unknown';
  return {
    batch: row.batch,
    level: /提前/.test(row.batch) ? null : batchLevel(row.batch),
    fillMode: asMode(row.fillMode),
    maxChoices: row.maxChoices,
    majorsPerChoice: row.majorsPerChoice,
    adjust,
    parallel: row.parallel,
    confidence,
    verified: confidence === 'confirmed',
    notes: row.notes,
    sourceUrl: row.sourceUrl,
  };
}

/** The main undergraduate batch: the 本科 round with the most choices (宁夏 B段 over its one-choice A段). */
export function mainBatchOf(batches: readonly BatchRule[]): BatchRule | null {
  const undergraduate = batches.filter((b) => b.level !== null && b.level !== '专科');
  if (undergraduate.length === 0) return null;
  return [...undergraduate].sort((a, b) => (b.maxChoices ?? 0) - (a.maxChoices ?? 0))[0]!;
}

/**
 * The filling rules of a province for a year. A year without published rules
 * takes the latest earlier year's (or, before the first recorded year, the
 * first one's) and says so; a year before the province's new exam model was
 * filled by school (院校), with no batch rules recorded.
 */
export function admissionRule(
  rules: readonly ProvinceRuleInput[],
  models: readonly ExamModelInput[],
  province: string,
  year: number,
): AdmissionRule {
  const model = models.find((m) => m.province === province) ?? null;
  const ownRows = rules.filter((r) => r.province === province);
  const oldModel = model !== null && (model.model === '老高考 文理' || (model.firstYearNewModel !== null && year < model.firstYearNewModel));
  if (oldModel && !ownRows.some((r) => r.year === year)) {
    return {
      province,
      year,
      ruleYear: null,
      carriedOver: false,
      examModel: '老高考 文理',
      subjectChoice: '文科/理科',
      totalScore: model?.totalScore ?? null,
      fillMode: '院校',
      mainBatch: null,
      batches: [],
      message: `${province}${year}年为文理分科（老高考），按院校填报；该年的批次与志愿数未收录`,
    };
  }
  const years = [...new Set(ownRows.map((r) => r.year))].sort((a, b) => a - b);
  const ruleYear = years.includes(year) ? year : ([...years].reverse().find((y) => y < year) ?? years[0] ?? null);
  const rows = ownRows.filter((r) => r.year === ruleYear);
  const batches = rows.map(toBatchRule);
  const main = mainBatchOf(batches);
  const messages: string[] = [];
  if (ruleYear === null) messages.push(`${province}的填报规则未收录`);
  else if (ruleYear !== year) messages.push(`${year}年规则未公布或未收录，沿用${ruleYear}年规则`);
  if (batches.some((b) => !b.verified)) messages.push('标注“待核实”的规则来自二手资料或往年沿用，请以省考试院当年公布为准');
  return {
    province,
    year,
    ruleYear,
    carriedOver: ruleYear !== null && ruleYear !== year,
    examModel: rows[0]?.examModel ?? model?.model ?? null,
    subjectChoice: rows[0]?.subjectChoice ?? model?.subjectOptions ?? null,
    totalScore: rows[0]?.totalScore ?? model?.totalScore ?? null,
    fillMode: main?.fillMode ?? (oldModel ? '院校' : '院校专业组'),
    mainBatch: main,
    batches,
    message: messages.length > 0 ? messages.join('；') : null,
  };
}

/** How a province filled its main batch in a year (the unit of its admission lines). */
export function fillModeFor(
  rules: readonly ProvinceRuleInput[],
  models: readonly ExamModelInput[],
  province: string,
  year: number,
): FillMode {
  return admissionRule(rules, models, province, year).fillMode;
}
