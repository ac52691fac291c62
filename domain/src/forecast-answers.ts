/**
 * Every answer the product computes from a forecast (docs/decisions/007,
 * docs/scaling.md): a student's rank, a page of recommendations, a 一键填报
 * table, a list checked against its province's rule, a list's risk and
 * advice. Each takes the forecast of one province, track and year and
 * arguments that cross a thread by structured clone (plain data: no
 * functions, no Maps), and returns plain data the same way: the server
 * computes them in the odds model's own thread, where the forecasts live,
 * and sends only the answer back.
 */
import { choicesOverLimit, repeatedEntries } from './listRules';
import { admissionProbability, TIER_BANDS, TIER_RISK, type Forecast, type Tier, type UnitPrediction } from './odds/forecast';
import { meetsUnitRequirement, recommend, resolveStudentRank, toRecommendation, type RecommendFilters } from './odds/recommend';
import { adviseList, reportList } from './odds/advise';
import type { ListEntry } from './odds/simulate';
import type { AdmissionRule, BatchRule } from './odds/rules';
import type { FillingUnit } from './odds/units';
import type { ListProblem, ListValidation, PreferenceEntry, TierCounts } from './preferences';

/** What validation reads of an entry. */
export interface EntryToCheck {
  unitId: string;
  schoolName: string;
  groupCode?: string | null;
  majorName?: string | null;
  majors: string[];
}

const labelOf = (e: EntryToCheck) => `${e.schoolName}${e.majorName ? ` ${e.majorName}` : e.groupCode ? ` 专业组${e.groupCode}` : ''}`;

/**
 * A list against the province's rule (spec §9, issue 10 point 6): the number
 * of 志愿 of the batch, majors per 志愿, the same unit twice, the unit's
 * 选科要求 against the student's subjects, and units the year does not offer.
 * Every problem is a sentence a student understands.
 */
export function validateEntries(
  rule: AdmissionRule,
  batch: BatchRule | null,
  forecast: Forecast | null,
  subjects: readonly string[],
  entries: readonly EntryToCheck[],
): ListValidation {
  const problems: ListProblem[] = [];
  if (entries.length === 0) problems.push({ kind: 'empty', position: null, message: '志愿表是空的，请先添加志愿' });
  const maxChoices = batch?.maxChoices ?? null;
  const over = choicesOverLimit(entries.length, maxChoices);
  if (over > 0) {
    problems.push({
      kind: 'tooMany',
      position: null,
      message: `${rule.province}${batch!.batch}最多填报${maxChoices}个志愿，当前有${entries.length}个，请删除${over}个`,
    });
  }
  const majorsPerChoice = batch?.majorsPerChoice ?? null;
  const repeats = repeatedEntries(entries);
  entries.forEach((e, i) => {
    const position = i + 1;
    if (majorsPerChoice !== null && e.majors.length > majorsPerChoice) {
      problems.push({
        kind: 'tooManyMajors',
        position,
        message: `第${position}志愿（${labelOf(e)}）最多填${majorsPerChoice}个专业，当前填了${e.majors.length}个`,
      });
    }
    const first = repeats.get(i);
    if (first !== undefined) problems.push({ kind: 'duplicate', position, message: `第${position}志愿与第${first}志愿重复（${labelOf(e)}）` });
    if (!forecast) return;
    const p = forecast.byId.get(e.unitId);
    if (!p) {
      problems.push({
        kind: 'unknownUnit',
        position,
        message: `第${position}志愿（${labelOf(e)}）不在${forecast.province}${forecast.year}年${forecast.track}可填报的院校中`,
      });
      return;
    }
    if (!meetsUnitRequirement(p.unit, subjects)) {
      problems.push({
        kind: 'subjects',
        position,
        message: `第${position}志愿（${labelOf(e)}）选科要求为“${p.unit.requirementText ?? p.unit.requirement}”，与你的选考科目不符`,
      });
    }
  });
  return {
    valid: problems.length === 0,
    problems,
    rule: {
      batch: batch?.batch ?? null,
      fillMode: batch?.fillMode ?? rule.fillMode,
      maxChoices,
      majorsPerChoice,
      adjust: batch?.adjust ?? 'unknown',
      verified: batch?.verified ?? false,
      message: rule.message,
    },
  };
}

/** The 志愿 of a unit as a list entry (tier and probability at this moment). */
export function entryOf(p: UnitPrediction, rank: number, position: number, adjust: boolean): PreferenceEntry {
  const u = p.unit;
  const r = toRecommendation(p, rank);
  return {
    position,
    unitId: u.id,
    schoolName: u.schoolName + (u.campusNote ? `(${u.campusNote})` : ''),
    moeCode: u.moeCode,
    schoolCode: u.schoolCode,
    groupCode: u.mode === '院校专业组' ? u.code : null,
    majorName: u.majorName,
    majorCode: u.mode === '专业+院校' ? u.code : null,
    majors: [],
    adjust: u.mode === '专业+院校' ? false : adjust,
    tier: r.tier,
    risk: r.tier ? TIER_RISK[r.tier] : null,
    probability: r.probability,
  };
}

/**
 * The school filters of a recommendation as data: a name the school's name
 * must hold, and the codes of the schools that pass the filters the caller
 * knows (location, type, features, ownership), or null when none is set.
 */
export interface SchoolFilter {
  query: string;
  allowed: readonly string[] | null;
}

function schoolPredicate(filter: SchoolFilter | undefined): ((u: FillingUnit) => boolean) | undefined {
  if (!filter || (!filter.query && filter.allowed === null)) return undefined;
  const { query, allowed } = filter;
  const codes = allowed === null ? null : new Set(allowed);
  return (u) => {
    if (query && !u.schoolName.includes(query)) return false;
    if (codes === null) return true;
    return u.moeCode !== null && codes.has(u.moeCode);
  };
}

/** Picks `n` units spread evenly over a tier's range of probability (not all at one end of it). */
function spread<T>(sorted: readonly T[], n: number): T[] {
  if (n <= 0 || sorted.length === 0) return [];
  if (sorted.length <= n) return [...sorted];
  return Array.from({ length: n }, (_, i) => sorted[Math.floor(((i + 0.5) * sorted.length) / n)]!);
}

export type RecommendArgs = Omit<RecommendFilters, 'school'> & { rank: number; subjects: readonly string[]; school?: SchoolFilter };

export interface OneKeyArgs {
  rank: number;
  subjects: readonly string[];
  level: '本科' | '专科';
  school?: SchoolFilter;
  majors: readonly string[];
  maxTuition?: number;
  /** How many 志愿 of each tier the proportion asks for */
  want: TierCounts;
  rule: AdmissionRule;
  batch: BatchRule | null;
  adjust: boolean;
}

export interface AdviceArgs {
  wishes: ListEntry[];
  rank: number;
  subjects: readonly string[];
  maxChoices: number;
  fallCeiling: number;
  seed: number;
}

/**
 * The answers by name. Each is (forecast, arguments) → answer; the server's
 * odds model runs them where the forecast is and awaits the answer.
 */
export const FORECAST_ANSWERS = {
  /** The student's rank from a score or rank, with what the forecast says of its data */
  place: (f: Forecast, a: { score: number | null; rank: number | null }) => ({
    units: f.predictions.length,
    notes: [...f.notes],
    placed: resolveStudentRank(f, a),
  }),

  /** A page of the units the student may fill, with probability and tier */
  recommend: (f: Forecast, { rank, subjects, school, ...filters }: RecommendArgs) =>
    recommend(f, rank, subjects, { ...filters, school: schoolPredicate(school) }),

  /**
   * 一键填报: the units of each tier that pass the filters (two or more years
   * of history), spread over the tier's range of probability, one per school
   * and group, filed most selective first, and the table checked.
   */
  oneKey: (f: Forecast, a: OneKeyArgs) => {
    const page = recommend(f, a.rank, a.subjects, {
      includeLowConfidence: false,
      level: a.level,
      school: schoolPredicate(a.school),
      majors: a.majors,
      maxTuition: a.maxTuition,
      page: 1,
      pageSize: 100000,
    });
    const byTier: Record<Tier, UnitPrediction[]> = { 冲: [], 稳: [], 保: [] };
    for (const r of page.records) {
      const p = f.byId.get(r.unitId);
      if (p && r.tier) byTier[r.tier].push(p);
    }
    const chosen: UnitPrediction[] = [];
    const counts: TierCounts = { 冲: 0, 稳: 0, 保: 0 };
    const notes: string[] = [];
    for (const tier of ['冲', '稳', '保'] as const) {
      const sorted = byTier[tier].sort((x, y) => admissionProbability(x, a.rank) - admissionProbability(y, a.rank));
      const picks = spread(sorted, a.want[tier]);
      counts[tier] = picks.length;
      chosen.push(...picks);
      if (picks.length < a.want[tier]) notes.push(`符合条件的“${tier}”志愿只有${picks.length}个，少于按比例应填的${a.want[tier]}个`);
    }
    chosen.sort((x, y) => x.centre - y.centre);
    const entries = chosen.map((p, i) => entryOf(p, a.rank, i + 1, a.adjust));
    return { entries, counts, notes, validation: validateEntries(a.rule, a.batch, f, a.subjects, entries) };
  },

  /** A list against the province's rule and the year's units (no unit check where the year has no units) */
  validate: (f: Forecast, a: { rule: AdmissionRule; batch: BatchRule | null; subjects: readonly string[]; entries: readonly EntryToCheck[] }) =>
    validateEntries(a.rule, a.batch, f.predictions.length > 0 ? f : null, a.subjects, a.entries),

  /** A whole list simulated over seeded years (issue 17) */
  risk: (f: Forecast, a: { entries: readonly ListEntry[]; rank: number; seed: number }) => reportList(f, a.entries, a.rank, a.seed),

  /**
   * Order and composition advice, with the pool of units it may add (the
   * year's 稳 and 保 units the student's subjects allow, most selective
   * first), each advised entry as a list entry where the forecast has its
   * unit, and the name of every unit a change names.
   */
  advice: (f: Forecast, a: AdviceArgs) => {
    const pool = f.predictions
      .filter((p) => p.confidence === 'normal' && Number.isFinite(p.centre) && meetsUnitRequirement(p.unit, a.subjects))
      .filter((p) => admissionProbability(p, a.rank) >= TIER_BANDS.稳)
      .sort((x, y) => x.centre - y.centre)
      .map((p) => p.unit.id);
    const advice = adviseList(f, a.wishes, a.rank, { maxChoices: a.maxChoices, fallCeiling: a.fallCeiling, pool, seed: a.seed });
    const entries = advice.entries.map((e, i) => {
      const p = f.byId.get(e.unitId);
      return p ? entryOf(p, a.rank, i + 1, e.adjust ?? true) : null;
    });
    const names: Record<string, string> = {};
    for (const c of advice.changes) {
      const p = f.byId.get(c.unitId);
      if (p) names[c.unitId] = entryOf(p, a.rank, 0, true).schoolName;
    }
    return { advice, entries, names };
  },
};

export type ForecastAnswers = typeof FORECAST_ANSWERS;
export type ForecastAnswerName = keyof ForecastAnswers;
export type ForecastAnswerArgs<K extends ForecastAnswerName> = Parameters<ForecastAnswers[K]>[1];
export type ForecastAnswer<K extends ForecastAnswerName> = ReturnType<ForecastAnswers[K]>;
