import type { FastifyInstance } from 'fastify';
import {
  ONE_KEY_PROPORTION,
  type AdmissionRule,
  type BatchRule,
  type OneKeyResponse,
  type RecommendationRecord,
  type RecommendResponse,
  type Recommendation,
  type SchoolFilter,
  type Tier,
  type TierCounts,
  type Viewer,
} from '@zhiyuan/domain';
import type { CachedSchool } from '../../platform/read-models/schools';
import { resolveStudent, type StudentInput } from './student';

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

// the codes of the schools that pass a combination of school filters, per loaded list (a few dozen combinations an evening)
const allowedBy = new WeakMap<Map<string, CachedSchool>, Map<string, string[]>>();

/**
 * The school filters (province, city, type, feature, 公办/民办, name) as data
 * the odds model's thread applies to units: the name, and the codes of the
 * schools that pass the other filters (null when none is set).
 */
function schoolFilter(schools: Map<string, CachedSchool>, f: RecommendFilterInput): SchoolFilter | undefined {
  const provinces = picked(f.schoolProvinces);
  const cities = picked(f.cities);
  const types = picked(f.schoolTypes);
  const features = picked(f.features);
  const institutions = picked(f.institutions);
  const query = f.query?.trim() ?? '';
  if (!provinces.length && !cities.length && !types.length && !features.length && !institutions.length) return query ? { query, allowed: null } : undefined;
  let cached = allowedBy.get(schools);
  if (!cached) {
    cached = new Map();
    allowedBy.set(schools, cached);
  }
  const key = JSON.stringify([provinces, cities, types, features, institutions]);
  let allowed = cached.get(key);
  if (!allowed) {
    allowed = [];
    for (const [code, s] of schools) {
      if (provinces.length && !provinces.includes(s.item.provinceName)) continue;
      if (cities.length && !cities.some((c) => s.item.cityName?.startsWith(c.replace(/市$/, '')))) continue;
      if (types.length && !s.item.schoolType.some((t) => types.includes(t))) continue;
      if (features.length && !features.every((x) => s.features.includes(x) || s.item.schoolFeatures.includes(x))) continue;
      if (institutions.length && !institutions.some((i) => s.item.schoolInstitution?.includes(i))) continue;
      allowed.push(code);
    }
    // bounded: the combinations are the page's filter choices, but a request may send any
    if (cached.size >= 1000) cached.clear();
    cached.set(key, allowed);
  }
  return { query, allowed };
}

function withSchool(r: Recommendation, schools: Map<string, CachedSchool>): RecommendationRecord {
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
  const context = await resolveStudent(app, viewer, input);
  const schools = await schoolsById(app);
  const page = await app.readModels.odds.answer('recommend', context.province, context.track, context.year, {
    rank: context.rank,
    subjects: context.subjects,
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

/** The batch of a rule a list of this level fills: the 本科 main batch, or the 专科 one. */
export function batchFor(rule: AdmissionRule, level: string): BatchRule | null {
  if (level === '专科') return rule.batches.find((b) => b.level === '专科' && b.parallel) ?? rule.batches.find((b) => b.level === '专科') ?? null;
  const named = rule.batches.find((b) => b.batch === level);
  return named ?? rule.mainBatch;
}

/** Default number of 志愿 where no source gives the batch's (the list's advice, risk.ts, uses it too). */
export const FALLBACK_CHOICES = 30;

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
  const context = await resolveStudent(app, viewer, input);
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

  const filled = await app.readModels.odds.answer('oneKey', context.province, context.track, context.year, {
    rank: context.rank,
    subjects: context.subjects,
    level: context.level,
    school: schoolFilter(schools, input),
    majors: picked(input.majors),
    maxTuition: input.maxTuition,
    want,
    rule,
    batch,
    adjust: batch?.adjust !== 'no',
  });
  notes.push(...filled.notes);
  const { entries, counts, validation } = filled;
  return { student: context, batch: batch?.batch ?? context.level, proportion, counts, maxChoices, entries, validation, notes };
}

