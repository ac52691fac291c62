import {
  aliasCodes,
  batchLevel,
  canonicalRequirement,
  codeNumber,
  majorStem,
  normalizeName,
  planClass,
  schoolKey,
  type BatchLevel,
  type PlanClass,
} from './normalize';
import type { AdmissionUnit } from '../admission';
import type { RankScale } from './rankScale';

/** How a province fills its list in a year: one 志愿 is a 院校专业组, a 专业+院校 pair, or a school. */
export type FillMode = '院校专业组' | '专业+院校' | '院校';

/**
 * What identifies the unit a line, plan or requirement row belongs to: the
 * shared admission-unit fields (the 2024 requirement rows carry no label or
 * plan type).
 */
export type UnitKeyFields = Omit<AdmissionUnit, 'groupLabel' | 'planType'> &
  Partial<Pick<AdmissionUnit, 'groupLabel' | 'planType'>>;

/** 投档线 / 录取线 of a school or 院校专业组 (school_scores). */
export interface AdmissionLineRow extends UnitKeyFields {
  subjectReq: string | null;
  minScore: number | null;
  minRank: number | null;
  /** The source looked the rank up from the score (worst rank at that score) */
  rankDerived: boolean;
  planCount?: number | null;
  admittedCount?: number | null;
  quality: string;
  sourceId?: string;
}

/** A major's line (major_scores): the unit itself in 专业+院校 provinces, a group's content elsewhere. */
export interface MajorLineRow extends AdmissionLineRow {
  majorCode: string | null;
  majorName: string | null;
}

/** 招生计划 row: which majors a group holds, how many places, fee and years. */
export interface PlanRowInput extends UnitKeyFields {
  majorCode: string | null;
  majorName: string | null;
  subjectReq: string | null;
  planCount: number | null;
  durationYears?: number | null;
  tuitionPerYear?: number | null;
  remarks?: string | null;
}

/** 2024 选科要求 row: the majors of a group (no counts). */
export interface RequirementRowInput extends UnitKeyFields {
  subjectReq: string | null;
  majorCode: string | null;
  majorName: string;
}

/** Where a unit's lowest rank came from. */
/** `estimated`: read from a stand-in table built from the year's printed (score, rank) pairs (impliedRankTable) */
export type RankSource = 'published' | 'derived' | 'table' | 'estimated';

/** A unit's real result in its year: the lowest admitted (投档) rank and score. */
export interface UnitOutcome {
  /** Lowest admitted rank, as the last rank at the lowest score */
  rank: number | null;
  score: number | null;
  rankSource: RankSource | null;
}

/** One 志愿 a student can fill in one year: a 院校专业组, a 专业+院校 pair, or a school. */
export interface FillingUnit {
  /** Unique within its province, track and year */
  id: string;
  province: string;
  year: number;
  track: string;
  level: BatchLevel;
  planClass: PlanClass;
  mode: FillMode;
  /** School key (学校标识码 or name, with campus) */
  school: string;
  moeCode: string | null;
  schoolName: string;
  schoolCode: string | null;
  campusNote: string | null;
  /** 专业组代码 (group mode), 专业代码 (专业+院校) or null */
  code: string | null;
  /** Other codes the sources print for the same group (湖南 '07' and '107') */
  aliases: string[];
  groupLabel: string | null;
  /** The major of a 专业+院校 unit */
  majorName: string | null;
  /** 选科要求 as printed, and in canonical form (see canonicalRequirement) */
  requirementText: string | null;
  requirement: string | null;
  /** Majors a group holds (normalized names), from plans, requirements and major lines */
  majors: string[];
  /** The year's lowest rank of each major of a group, where major lines give it */
  majorRanks: { major: string; rank: number }[];
  planCount: number | null;
  /** Fee (元/年) and years of study when a plan row gives them */
  tuitionPerYear: number | null;
  durationYears: number | null;
  /** The year's real result; absent on units of a year not yet admitted */
  outcome: UnitOutcome | null;
  quality: string;
  sourceId: string | null;
}

/** All units of one province, track and year, with the school-level lines used as a fallback history. */
export interface YearCatalogue {
  province: string;
  track: string;
  year: number;
  mode: FillMode;
  units: FillingUnit[];
  byId: Map<string, FillingUnit>;
  /** Units by `${level}|${planClass}|${school}` */
  bySchool: Map<string, FillingUnit[]>;
  /** School-level lines (no group) by `${level}|${planClass}|${school}`, group mode only */
  schoolLines: Map<string, UnitOutcome[]>;
  scale: RankScale | null;
}

export const schoolBucket = (level: string, cls: string, school: string) => `${level}|${cls}|${school}`;

function outcomeOf(row: AdmissionLineRow, scale: RankScale | null): UnitOutcome | null {
  let rank: number | null = row.minRank;
  let rankSource: RankSource | null = rank !== null ? (row.rankDerived ? 'derived' : 'published') : null;
  if (rank === null && row.minScore !== null && scale) {
    rank = scale.rankOfScore(row.minScore);
    if (rank !== null) rankSource = scale.quality === 'estimated' ? 'estimated' : 'table';
  }
  let score = row.minScore;
  if (score === null && rank !== null && scale) score = scale.scoreOfRank(rank);
  if (rank === null && score === null) return null;
  return { rank, score, rankSource };
}

/** Preference between two rows for one unit: a rank beats a score, a published rank a derived one, ok data the rest. */
function rowMerit(row: AdmissionLineRow): number {
  return (
    (row.minRank !== null ? 4 : 0) +
    (row.minRank !== null && !row.rankDerived ? 2 : 0) +
    (row.minScore !== null ? 1 : 0) +
    (row.quality === 'ok' ? 0.5 : row.quality === 'suspect' ? -1 : 0)
  );
}

export interface CatalogueInput {
  province: string;
  track: string;
  year: number;
  mode: FillMode;
  lines: readonly AdmissionLineRow[];
  majorLines: readonly MajorLineRow[];
  plans: readonly PlanRowInput[];
  requirements: readonly RequirementRowInput[];
  scale: RankScale | null;
}

interface Draft {
  row: AdmissionLineRow;
  level: BatchLevel;
  cls: PlanClass;
  school: string;
  code: string | null;
  aliases: string[];
  majorName: string | null;
}

const codeKey = (code: string | null) => {
  if (code === null) return '';
  const n = codeNumber(code);
  return n === null ? code : String(n);
};

/** Keeps the better of two rows for one key. */
function keep(map: Map<string, Draft>, key: string, draft: Draft) {
  const old = map.get(key);
  if (!old || rowMerit(draft.row) > rowMerit(old.row)) map.set(key, old ? { ...draft, aliases: old.aliases } : draft);
}

/** Merges alias groups of one school ('07' and '107' with the same lowest score) into one. */
function mergeAliases(drafts: Draft[]): Draft[] {
  const bySchool = new Map<string, Draft[]>();
  for (const d of drafts) {
    const key = `${d.level}|${d.cls}|${d.school}`;
    const list = bySchool.get(key);
    if (list) list.push(d);
    else bySchool.set(key, [d]);
  }
  const out: Draft[] = [];
  for (const group of bySchool.values()) {
    const kept: Draft[] = [];
    for (const d of group) {
      const twin = kept.find(
        (o) =>
          o.code !== null &&
          d.code !== null &&
          o.row.minScore !== null &&
          o.row.minScore === d.row.minScore &&
          aliasCodes(o.code, d.code),
      );
      if (!twin) {
        kept.push(d);
        continue;
      }
      const better = rowMerit(d.row) > rowMerit(twin.row) ? d : twin;
      const other = better === d ? twin : d;
      kept[kept.indexOf(twin)] = { ...better, aliases: [...new Set([...better.aliases, other.code!, ...other.aliases])] };
    }
    out.push(...kept);
  }
  return out;
}

/** Majors, requirements, plan counts and fees of the groups (or majors) of one year, by `${school}|${code}`. */
interface Contents {
  majors: Map<string, Set<string>>;
  requirements: Map<string, Set<string>>;
  /** Places: a group's printed total (专业组级汇总) where there is one, else the sum of its majors */
  plan: Map<string, number>;
  majorRanks: Map<string, Map<string, number>>;
  planTotal: Map<string, number>;
  fee: Map<string, number>;
  years: Map<string, number>;
}

function collectContents(input: CatalogueInput): Contents {
  const c: Contents = { majors: new Map(), requirements: new Map(), plan: new Map(), majorRanks: new Map(), planTotal: new Map(), fee: new Map(), years: new Map() };
  const add = (key: string, major: string | null, req: string | null) => {
    if (major) {
      let s = c.majors.get(key);
      if (!s) c.majors.set(key, (s = new Set()));
      s.add(majorStem(major));
    }
    if (req !== null) {
      let s = c.requirements.get(key);
      if (!s) c.requirements.set(key, (s = new Set()));
      s.add(req);
    }
  };
  const keyOf = (r: UnitKeyFields) => `${schoolKey(r.moeCode, r.schoolName, r.campusNote)}|${codeKey(r.groupCode)}`;
  const track = input.track;
  const ours = (r: UnitKeyFields) => r.year === input.year && r.track === track;
  for (const r of input.requirements) if (ours(r)) add(keyOf(r), r.majorName, canonicalRequirement(r.subjectReq, track));
  for (const r of input.majorLines) {
    if (!ours(r) || !r.groupCode) continue;
    const key = keyOf(r);
    add(key, r.majorName, canonicalRequirement(r.subjectReq, track));
    const rank = r.minRank ?? (r.minScore !== null && input.scale ? input.scale.rankOfScore(r.minScore) : null);
    if (r.majorName && rank) {
      let ranks = c.majorRanks.get(key);
      if (!ranks) c.majorRanks.set(key, (ranks = new Map()));
      const stem = majorStem(r.majorName);
      ranks.set(stem, Math.min(ranks.get(stem) ?? Infinity, rank));
    }
  }
  for (const r of input.plans) {
    if (!ours(r)) continue;
    if (r.remarks === '专业组级汇总') {
      if (r.planCount !== null) c.planTotal.set(keyOf(r), r.planCount);
      continue;
    }
    // 浙江 2026's partial export must never be summed as a unit's plan
    const partial = r.remarks?.startsWith('子集') ?? false;
    const key = keyOf(r);
    add(key, r.majorName, canonicalRequirement(r.subjectReq, track));
    if (!partial && r.planCount !== null) c.plan.set(key, (c.plan.get(key) ?? 0) + r.planCount);
    if (r.tuitionPerYear) c.fee.set(key, Math.max(c.fee.get(key) ?? 0, r.tuitionPerYear));
    if (r.durationYears) c.years.set(key, Math.max(c.years.get(key) ?? 0, r.durationYears));
    if (r.majorName) {
      const majorKey = `${schoolKey(r.moeCode, r.schoolName, r.campusNote)}|m:${normalizeName(r.majorName)}`;
      if (!partial && r.planCount !== null) c.plan.set(majorKey, r.planCount);
      if (r.tuitionPerYear) c.fee.set(majorKey, r.tuitionPerYear);
      if (r.durationYears) c.years.set(majorKey, r.durationYears);
    }
  }
  for (const [key, total] of c.planTotal) c.plan.set(key, total);
  return c;
}

const matchesTrack = (row: UnitKeyFields, track: string) => row.track === track;

/**
 * The filling units of one province, track and year from its lines: groups in
 * 院校专业组 provinces, majors in 专业+院校 provinces, schools otherwise. Rows
 * of several sources for one unit become one unit (the best row: a rank before
 * a score, published before derived); groups printed under two codes with the
 * same lowest score (湖南 '07' and '107') become one unit with both codes.
 */
export function buildYearCatalogue(input: CatalogueInput): YearCatalogue {
  const { province, track, year, mode, scale } = input;
  const contents = collectContents(input);
  const drafts = new Map<string, Draft>();
  const schoolLines = new Map<string, UnitOutcome[]>();

  const source = mode === '专业+院校' ? input.majorLines : input.lines;
  for (const row of source) {
    if (row.year !== year || !matchesTrack(row, track)) continue;
    const level = batchLevel(row.batch);
    if (!level) continue;
    const major = mode === '专业+院校' ? ((row as MajorLineRow).majorName ?? null) : null;
    const cls = planClass(row.planType ?? null, row.groupLabel, row.subjectReq, major);
    if (!cls) continue;
    const school = schoolKey(row.moeCode, row.schoolName, row.campusNote);
    if (mode === '院校专业组') {
      // a row without a group code is the school's line ('校线', a site's own label): fallback history only
      const code = row.groupCode;
      if (code === null) {
        const outcome = outcomeOf(row, scale);
        if (outcome) {
          const key = schoolBucket(level, cls, school);
          const list = schoolLines.get(key) ?? [];
          list.push(outcome);
          schoolLines.set(key, list);
        }
        continue;
      }
      keep(drafts, `${level}|${cls}|${school}|${codeKey(code)}`, { row, level, cls, school, code, aliases: [], majorName: null });
    } else if (mode === '专业+院校') {
      if (!major) continue;
      const code = (row as MajorLineRow).majorCode;
      keep(drafts, `${level}|${cls}|${school}|${normalizeName(major)}|${code ?? ''}`, {
        row,
        level,
        cls,
        school,
        code,
        aliases: [],
        majorName: normalizeName(major),
      });
    } else {
      // 院校: one unit per school and batch; the school code tells campuses apart
      keep(drafts, `${level}|${cls}|${school}`, { row, level, cls, school, code: row.schoolCode, aliases: [], majorName: null });
    }
  }

  const merged = mode === '院校专业组' ? mergeAliases([...drafts.values()]) : [...drafts.values()];
  const units: FillingUnit[] = merged.map((d) => {
    const row = d.row;
    const contentKey = d.majorName ? `${d.school}|m:${d.majorName}` : `${d.school}|${codeKey(row.groupCode)}`;
    const heldKeys = [contentKey, ...d.aliases.map((a) => `${d.school}|${codeKey(a)}`)];
    const majors = new Set<string>();
    const reqs = new Set<string>();
    const majorRanks = new Map<string, number>();
    for (const k of heldKeys) {
      for (const [m, r] of contents.majorRanks.get(k) ?? []) majorRanks.set(m, Math.min(majorRanks.get(m) ?? Infinity, r));
      for (const m of contents.majors.get(k) ?? []) majors.add(m);
      for (const r of contents.requirements.get(k) ?? []) reqs.add(r);
    }
    let requirement = canonicalRequirement(row.subjectReq, track);
    // a group whose line prints no requirement takes its majors' one when they all agree
    if (requirement === null && reqs.size === 1) requirement = [...reqs][0]!;
    const planCount = row.planCount ?? contents.plan.get(contentKey) ?? null;
    return {
      id: `${year}|${d.level}|${d.cls}|${d.school}|${d.majorName ?? ''}|${d.code ?? ''}`,
      province,
      year,
      track,
      level: d.level,
      planClass: d.cls,
      mode,
      school: d.school,
      moeCode: row.moeCode,
      schoolName: row.schoolName,
      schoolCode: row.schoolCode,
      campusNote: row.campusNote,
      code: d.code,
      aliases: d.aliases,
      groupLabel: row.groupLabel ?? null,
      majorName: d.majorName,
      requirementText: row.subjectReq,
      requirement,
      majors: [...majors].sort(),
      majorRanks: [...majorRanks].map(([major, rank]) => ({ major, rank })).sort((a, b) => a.rank - b.rank),
      planCount,
      tuitionPerYear: contents.fee.get(contentKey) ?? null,
      durationYears: contents.years.get(contentKey) ?? null,
      outcome: outcomeOf(row, scale),
      quality: row.quality,
      sourceId: row.sourceId ?? null,
    };
  });
  units.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const bySchool = new Map<string, FillingUnit[]>();
  for (const u of units) {
    const key = schoolBucket(u.level, u.planClass, u.school);
    const list = bySchool.get(key) ?? [];
    list.push(u);
    bySchool.set(key, list);
  }
  return { province, track, year, mode, units, byId: new Map(units.map((u) => [u.id, u])), bySchool, schoolLines, scale };
}

/** A unit of a year not yet admitted: its structure only (what plans publish before filling). */
export function withoutOutcome(unit: FillingUnit): FillingUnit {
  return { ...unit, outcome: null };
}

/**
 * What a student must know of a unit's plan beyond its school and group: 中外合作 for a cooperative programme
 * (a school may offer it beside its ordinary plan under the same group code), read from the unit's id.
 */
export function planLabelOfUnit(unitId: string): string | null {
  return unitId.split('|')[2] === 'coop' ? '中外合作' : null;
}
