import { meetsSubjectRequirement } from '../rules/subject-requirements';
import type { SubjectMode } from '../rules/subject-modes';
import { LINK_LABELS } from './linking';
import { admissionProbability, tierOf, TIER_RISK, type Confidence, type Forecast, type Tier, type UnitPrediction } from './forecast';
import type { FillingUnit } from './units';

/**
 * The track (科类) a student is ranked in, from their subject-selection mode
 * (spec §9): 6选3 and 7选3 → 综合; 老高考 → 理科/文科; 新高考, 4选2 and
 * 2选1 → 物理类/历史类 by the first-choice subject.
 */
export function studentTrack(mode: SubjectMode, choice: string): string {
  if (mode === '6选3' || mode === '7选3') return '综合';
  if (mode === '老高考') return /文|史/.test(choice) ? '文科' : '理科';
  return /史/.test(choice) ? '历史类' : '物理类';
}

/**
 * Whether a student with these sub-subjects (物 化 生 政 史 地 技) may fill a
 * unit: the unit's 选科要求 as printed (every mode of spec §9 — 老高考 tracks
 * have none). A requirement nobody printed keeps the unit: hiding a possible
 * choice is worse than showing one.
 */
export function meetsUnitRequirement(unit: FillingUnit, subjects: readonly string[]): boolean {
  if (unit.requirement === null || unit.requirement === '') return true;
  if (unit.requirementText && /选考|物|化|生|政|史|地|技|不限/.test(unit.requirementText)) {
    return meetsSubjectRequirement(unit.requirementText, subjects);
  }
  // a requirement taken from the group's majors: its canonical form
  const [kind, list] = unit.requirement.split(':') as [string, string];
  const needed = [...list];
  return kind === 'any' ? needed.some((s) => subjects.includes(s)) : needed.every((s) => subjects.includes(s));
}

/** A student's score or rank turned into the rank the model compares with lines. */
export interface StudentRank {
  rank: number;
  score: number | null;
  /** 'rank': given; 'score': looked up in the table of `tableYear` */
  source: 'rank' | 'score';
  tableYear: number | null;
  /** Says which table stood in when the year's is not out (2027, 模考) */
  note: string | null;
}

export type StudentRankError = { error: string };

export function resolveStudentRank(forecast: Forecast, input: { score?: number | null; rank?: number | null }): StudentRank | StudentRankError {
  const note = forecast.scaleYear !== null && forecast.scaleYear !== forecast.year
    ? `${forecast.year}年一分一段表未公布，按${forecast.scaleYear}年的表把分数换算为位次`
    : null;
  if (input.rank != null) {
    if (!Number.isInteger(input.rank) || input.rank < 1) return { error: '位次必须是正整数' };
    return { rank: input.rank, score: input.score ?? null, source: 'rank', tableYear: forecast.scaleYear, note: null };
  }
  if (input.score == null) return { error: '请填写分数或位次' };
  if (!forecast.scale) return { error: `${forecast.province}${forecast.track}没有一分一段表，请直接填写位次` };
  const rank = forecast.scale.rankOfScore(input.score);
  if (rank === null) {
    return input.score > forecast.scale.topScore
      ? { error: `分数高于${forecast.scale.year}年一分一段表的最高分` }
      : { error: `${forecast.scale.year}年一分一段表只公布到${forecast.scale.bottomScore}分，无法换算该分数的位次，请直接填写位次` };
  }
  return { rank, score: input.score, source: 'score', tableYear: forecast.scaleYear, note };
}

/** One year of a unit's history as the page shows it. */
export interface HistoryRow {
  year: number;
  rank: number;
  score: number | null;
  /** Which history was used: a matched unit, or the school's lines as a fallback */
  fallback: boolean;
  how: string;
}

/** One recommended unit (spec §7 recommend). */
export interface Recommendation {
  unitId: string;
  schoolName: string;
  moeCode: string | null;
  campusNote: string | null;
  schoolCode: string | null;
  groupCode: string | null;
  majorName: string | null;
  majors: string[];
  requirement: string | null;
  level: string;
  planClass: string;
  /** Admission probability; null when confidence is low or none (a range is given instead) */
  probability: number | null;
  /** The probability with the line one own-spread easier and harder (低置信) */
  probabilityRange: [number, number] | null;
  tier: Tier | null;
  /** spec §3 risk: 1 冲, 2 稳, 3 保 */
  risk: 1 | 2 | 3 | null;
  confidence: Confidence;
  centreRank: number | null;
  interval80: [number, number] | null;
  centreScore: number | null;
  scoreInterval80: [number | null, number | null];
  history: HistoryRow[];
  /** Which history the prediction rests on, in plain words */
  historyNote: string;
  planCount: number | null;
  tuitionPerYear: number | null;
  durationYears: number | null;
}

export interface RecommendFilters {
  /** Only these tiers (冲 稳 保); units below 冲 are left out unless `includeOutOfReach` */
  tiers?: readonly Tier[];
  includeOutOfReach?: boolean;
  /** Include units with one year of history or a school fallback (default true) */
  includeLowConfidence?: boolean;
  /** 本科 / 专科 */
  level?: '本科' | '专科';
  /** School attributes the caller knows (location, type, 985/211, ownership …) */
  school?: (unit: FillingUnit) => boolean;
  /** A major or category name the unit must hold */
  major?: string;
  /** Major or category names: the unit must hold one of them */
  majors?: readonly string[];
  /** Most tuition per year, where the plan gives it */
  maxTuition?: number;
  /** probability: highest first; selectivity: most selective first; tuition: cheapest first; planCount: most places first */
  sort?: 'probability' | 'selectivity' | 'tuition' | 'planCount';
  /** Reverses the sort's natural order */
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

export interface RecommendationPage {
  total: number;
  counts: Record<Tier, number>;
  page: number;
  pageSize: number;
  records: Recommendation[];
}

function historyNote(p: UnitPrediction): string {
  if (p.source === 'none') return '往年无可对应的录取数据';
  const kinds = [...new Set(p.history.used.map((h) => LINK_LABELS[h.how]))].join('、');
  const years = p.history.used.map((h) => h.year).join('、');
  return p.source === 'schoolFallback' ? `未找到对应的往年专业组，按${kinds}（${years}年）估计` : `按${kinds}（${years}年）`;
}

export function toRecommendation(p: UnitPrediction, rank: number): Recommendation {
  const u = p.unit;
  const known = p.source !== 'none' && Number.isFinite(p.centre);
  const probability = known ? admissionProbability(p, rank) : NaN;
  const low = p.confidence !== 'normal';
  const shifted = (delta: number) => admissionProbability({ ...p, centre: p.centre + delta }, rank);
  const tier = known ? tierOf(probability) : null;
  return {
    unitId: u.id,
    schoolName: u.schoolName,
    moeCode: u.moeCode,
    campusNote: u.campusNote,
    schoolCode: u.schoolCode,
    groupCode: u.mode === '院校专业组' ? u.code : null,
    majorName: u.majorName,
    majors: u.majors,
    requirement: u.requirementText,
    level: u.level,
    planClass: u.planClass,
    probability: known && !low ? probability : null,
    probabilityRange: known && low ? [shifted(-p.ownScale), shifted(p.ownScale)] : null,
    tier,
    risk: tier ? TIER_RISK[tier] : null,
    confidence: p.confidence,
    centreRank: known ? p.centreRank : null,
    interval80: known ? p.interval80 : null,
    centreScore: p.centreScore,
    scoreInterval80: p.scoreInterval80,
    history: p.history.points.map((h) => ({ year: h.year, rank: h.rank, score: h.score, fallback: h.fallback, how: LINK_LABELS[h.how] })),
    historyNote: historyNote(p),
    planCount: u.planCount,
    tuitionPerYear: u.tuitionPerYear,
    durationYears: u.durationYears,
  };
}

/**
 * The units of a forecast a student may fill, with their probability and
 * tier: subject requirements first, then the filters, then tiers. Sorted by
 * probability (highest first) or by how selective the unit is.
 */
export function recommend(
  forecast: Forecast,
  rank: number,
  subjects: readonly string[],
  filters: RecommendFilters = {},
): RecommendationPage {
  const counts: Record<Tier, number> = { 冲: 0, 稳: 0, 保: 0 };
  const picked: { p: UnitPrediction; probability: number; tier: Tier | null }[] = [];
  const tiers = filters.tiers ? new Set(filters.tiers) : null;
  for (const p of forecast.predictions) {
    const u = p.unit;
    if (!meetsUnitRequirement(u, subjects)) continue;
    if (filters.level && (filters.level === '专科') !== (u.level === '专科')) continue;
    if (filters.includeLowConfidence === false && p.confidence !== 'normal') continue;
    if (filters.maxTuition !== undefined && u.tuitionPerYear !== null && u.tuitionPerYear > filters.maxTuition) continue;
    if (filters.major && !(u.majorName?.includes(filters.major) || u.majors.some((m) => m.includes(filters.major!)))) continue;
    if (filters.majors && filters.majors.length > 0 && !filters.majors.some((m) => u.majorName?.includes(m) || u.majors.some((x) => x.includes(m)))) continue;
    if (filters.school && !filters.school(u)) continue;
    const known = p.source !== 'none' && Number.isFinite(p.centre);
    const probability = known ? admissionProbability(p, rank) : NaN;
    const tier = known ? tierOf(probability) : null;
    if (tier) counts[tier]++;
    if (tiers && (!tier || !tiers.has(tier))) continue;
    if (!tier && !filters.includeOutOfReach) continue;
    picked.push({ p, probability, tier });
  }
  const missingLast = (v: number | null, dir: number) => (v === null ? Infinity : dir * v);
  if (filters.sort === 'selectivity') picked.sort((a, b) => (a.p.centre || Infinity) - (b.p.centre || Infinity));
  else if (filters.sort === 'tuition') picked.sort((a, b) => missingLast(a.p.unit.tuitionPerYear, 1) - missingLast(b.p.unit.tuitionPerYear, 1));
  else if (filters.sort === 'planCount') picked.sort((a, b) => missingLast(a.p.unit.planCount, -1) - missingLast(b.p.unit.planCount, -1));
  else picked.sort((a, b) => (b.probability || 0) - (a.probability || 0) || a.p.centre - b.p.centre);
  const natural = filters.sort === 'tuition' ? 'asc' : 'desc';
  if (filters.order && filters.order !== natural) picked.reverse();
  const pageSize = filters.pageSize ?? 20;
  const page = filters.page ?? 1;
  const records = picked.slice((page - 1) * pageSize, page * pageSize).map((x) => toRecommendation(x.p, rank));
  return { total: picked.length, counts, page, pageSize, records };
}
