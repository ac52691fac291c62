import type { FastifyInstance } from 'fastify';
import {
  ONE_KEY_PROPORTION,
  TIER_RISK,
  admissionProbability,
  recommend,
  toRecommendation,
  type AdmissionRule,
  type BatchRule,
  type FillingUnit,
  type OneKeyResponse,
  type PreferenceEntry,
  type RecommendationRecord,
  type RecommendResponse,
  type Tier,
  type TierCounts,
  type UnitPrediction,
  type Viewer,
} from '@zhiyuan/domain';
import type { CachedSchool } from '../../platform/read-models/schools';
import { resolveStudent, type StudentInput } from './student';
import { validateEntries } from './validate';

export interface RecommendFilterInput {
  tiers?: Tier[];
  schoolProvinces?: string[];
  cities?: string[];
  schoolTypes?: string[];
  features?: string[];
  institutions?: string[];
  majors?: string[];
  maxTuition?: number;
  query?: string;
  includeLowConfidence: boolean;
  includeOutOfReach: boolean;
  sort?: 'probability' | 'selectivity' | 'tuition' | 'planCount';
  order?: 'asc' | 'desc';
}

// the school list changes once a year: one map per loaded list
const schoolMaps = new WeakMap<readonly CachedSchool[], Map<string, CachedSchool>>();
async function schoolsById(app: FastifyInstance): Promise<Map<string, CachedSchool>> {
  const all = await app.readModels.schools.all();
  let map = schoolMaps.get(all);
  if (!map) {
    map = new Map(all.map((s) => [s.item.id, s]));
    schoolMaps.set(all, map);
  }
  return map;
}

const picked = (values: readonly string[] | undefined) => (values ?? []).filter((v) => v !== '全部');

/** The school filters (province, city, type, feature, 公办/民办, name) as a predicate on units. */
function schoolFilter(schools: Map<string, CachedSchool>, f: RecommendFilterInput): ((u: FillingUnit) => boolean) | undefined {
  const provinces = picked(f.schoolProvinces);
  const cities = picked(f.cities);
  const types = picked(f.schoolTypes);
  const features = picked(f.features);
  const institutions = picked(f.institutions);
  const query = f.query?.trim() ?? '';
  if (!provinces.length && !cities.length && !types.length && !features.length && !institutions.length && !query) return undefined;
  return (u) => {
    if (query && !u.schoolName.includes(query)) return false;
    const s = u.moeCode ? schools.get(u.moeCode) : undefined;
    if (!provinces.length && !cities.length && !types.length && !features.length && !institutions.length) return true;
    if (!s) return false;
    if (provinces.length && !provinces.includes(s.item.provinceName)) return false;
    if (cities.length && !cities.some((c) => s.item.cityName?.startsWith(c.replace(/市$/, '')))) return false;
    if (types.length && !s.item.schoolType.some((t) => types.includes(t))) return false;
    if (features.length && !features.every((x) => s.features.includes(x) || s.item.schoolFeatures.includes(x))) return false;
    if (institutions.length && !institutions.some((i) => s.item.schoolInstitution?.includes(i))) return false;
    return true;
  };
}

function withSchool(r: ReturnType<typeof toRecommendation>, schools: Map<string, CachedSchool>): RecommendationRecord {
  const s = r.moeCode ? schools.get(r.moeCode) : undefined;
  return {
    ...r,
    schoolId: s ? Number(s.item.id) || null : null,
    schoolProvince: s?.item.provinceName ?? null,
    city: s?.item.cityName ?? null,
    schoolTypes: s?.item.schoolType ?? [],
    features: s ? [...new Set([...s.features, ...s.item.schoolFeatures])] : [],
    institution: s?.item.schoolInstitution ?? null,
  };
}

/** POST /api/preferences/recommend */
export async function recommendUnits(
  app: FastifyInstance,
  viewer: Viewer,
  input: StudentInput & RecommendFilterInput & { page: number; pageSize: number },
): Promise<RecommendResponse> {
  const { context, forecast } = await resolveStudent(app, viewer, input);
  const schools = await schoolsById(app);
  const page = recommend(forecast, context.rank, context.subjects, {
    tiers: input.tiers,
    includeOutOfReach: input.includeOutOfReach,
    includeLowConfidence: input.includeLowConfidence,
    level: context.level,
    school: schoolFilter(schools, input),
    majors: picked(input.majors),
    maxTuition: input.maxTuition,
    sort: input.sort,
    order: input.order,
    page: input.page,
    pageSize: input.pageSize,
  });
  return {
    student: context,
    counts: page.counts,
    total: page.total,
    current: page.page,
    size: page.pageSize,
    records: page.records.map((r) => withSchool(r, schools)),
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

/** The batch of a rule a list of this level fills: the 本科 main batch, or the 专科 one. */
export function batchFor(rule: AdmissionRule, level: string): BatchRule | null {
  if (level === '专科') return rule.batches.find((b) => b.level === '专科' && b.parallel) ?? rule.batches.find((b) => b.level === '专科') ?? null;
  const named = rule.batches.find((b) => b.batch === level);
  return named ?? rule.mainBatch;
}

/** Default number of 志愿 where no source gives the batch's. */
const FALLBACK_CHOICES = 30;

/** Picks `n` units spread evenly over a tier's range of probability (not all at one end of it). */
function spread<T>(sorted: readonly T[], n: number): T[] {
  if (n <= 0 || sorted.length === 0) return [];
  if (sorted.length <= n) return [...sorted];
  return Array.from({ length: n }, (_, i) => sorted[Math.floor(((i + 0.5) * sorted.length) / n)]!);
}

/**
 * POST /api/preferences/v2/recommend — 一键填报: a whole table in the 冲:稳:保
 * proportion (default 3:4:3) within the batch's number of 志愿, from units
 * with two or more years of history that pass the filters, each tier's
 * units spread over its probability range, one unit per school and group;
 * filed most selective first (the order parallel filling rewards).
 */
export async function oneKeyFill(
  app: FastifyInstance,
  viewer: Viewer,
  input: StudentInput &
    Omit<RecommendFilterInput, 'tiers' | 'sort' | 'order'> & { proportion?: TierCounts; maxChoices?: number },
): Promise<OneKeyResponse> {
  const { context, forecast } = await resolveStudent(app, viewer, input);
  const schools = await schoolsById(app);
  const rule = await app.readModels.admissionRules.of(context.province, context.year);
  const batch = batchFor(rule, context.level);
  const notes: string[] = [...context.notes];
  const ruleChoices = batch?.maxChoices ?? null;
  if (ruleChoices === null) notes.push(`未查到${context.province}${context.year}年该批次的志愿数，按${FALLBACK_CHOICES}个生成`);
  const maxChoices = Math.min(input.maxChoices ?? ruleChoices ?? FALLBACK_CHOICES, ruleChoices ?? Infinity);
  const proportion = input.proportion ?? { ...ONE_KEY_PROPORTION };
  const sum = proportion.冲 + proportion.稳 + proportion.保;
  const want: TierCounts = {
    冲: Math.floor((maxChoices * proportion.冲) / sum),
    稳: 0,
    保: Math.floor((maxChoices * proportion.保) / sum),
  };
  want.稳 = proportion.稳 > 0 ? maxChoices - want.冲 - want.保 : 0;

  const page = recommend(forecast, context.rank, context.subjects, {
    includeLowConfidence: false,
    level: context.level,
    school: schoolFilter(schools, input),
    majors: picked(input.majors),
    maxTuition: input.maxTuition,
    page: 1,
    pageSize: 100000,
  });
  const byTier: Record<Tier, UnitPrediction[]> = { 冲: [], 稳: [], 保: [] };
  for (const r of page.records) {
    const p = forecast.byId.get(r.unitId);
    if (p && r.tier) byTier[r.tier].push(p);
  }
  const chosen: UnitPrediction[] = [];
  const counts: TierCounts = { 冲: 0, 稳: 0, 保: 0 };
  for (const tier of ['冲', '稳', '保'] as const) {
    const sorted = byTier[tier].sort((a, b) => admissionProbability(a, context.rank) - admissionProbability(b, context.rank));
    const picks = spread(sorted, want[tier]);
    counts[tier] = picks.length;
    chosen.push(...picks);
    if (picks.length < want[tier]) notes.push(`符合条件的“${tier}”志愿只有${picks.length}个，少于按比例应填的${want[tier]}个`);
  }
  chosen.sort((a, b) => a.centre - b.centre);
  const adjust = batch?.adjust !== 'no';
  const entries = chosen.map((p, i) => entryOf(p, context.rank, i + 1, adjust));
  const validation = validateEntries(rule, batch, forecast, context.subjects, entries);
  return { student: context, batch: batch?.batch ?? context.level, proportion, counts, maxChoices, entries, validation, notes };
}

