import { aliasCodes, codeNumber } from './normalize';
import { schoolBucket, type FillingUnit, type UnitOutcome, type YearCatalogue } from './units';

/**
 * How a unit was matched to a unit of an earlier year. Group codes change
 * between years (中南大学 湖南 物理类: 02–13 in 2024, 116–802 in 2025), so a
 * code alone is not trusted: the majors a group holds and its 选科要求 decide.
 *
 * - majors: the majors held overlap (Jaccard ≥ 0.5, clearly best)
 * - code: the same code (or an alias) with a compatible 选科要求
 * - order: the school has as many groups both years; matched in code order
 * - subject: the school's only group with the same 选科要求
 * - name: the same major at the same school (专业+院校)
 * - school: the same school (院校 provinces: the school is the unit)
 * Fallbacks (no sound match):
 * - same-requirement: the school's groups with the same 选科要求, pooled
 * - school-line: all of the school's lines for the track, pooled
 */
export type LinkHow = 'majors' | 'code' | 'order' | 'subject' | 'name' | 'school' | 'same-requirement' | 'school-line';

export const LINK_LABELS: Record<LinkHow, string> = {
  majors: '同校同专业构成的专业组',
  code: '同代码、同选科要求的专业组',
  order: '同校专业组按顺序对应',
  subject: '同校同选科要求的唯一专业组',
  name: '同校同名专业',
  school: '同一院校',
  'same-requirement': '本校同选科要求专业组（合并）',
  'school-line': '本校该科类投档线（合并）',
};

export interface PastLink {
  how: LinkHow;
  /** A fallback: no single past unit could be matched soundly */
  fallback: boolean;
  /** The matched past unit(s) with a known lowest rank */
  outcomes: UnitOutcome[];
  /** Ids of the past units used (none for school-level lines) */
  unitIds: string[];
  /** Places of the matched unit that year, when known */
  planCount: number | null;
}

const compatible = (a: string | null, b: string | null) => a === null || b === null || a === b;

function jaccard(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return NaN;
  const set = new Set(a);
  let common = 0;
  for (const m of b) if (set.has(m)) common++;
  return common / (a.length + b.length - common);
}

const ranked = (units: readonly FillingUnit[]) => units.filter((u) => u.outcome?.rank != null);

function unitLink(how: LinkHow, unit: FillingUnit): PastLink | null {
  if (unit.outcome?.rank == null) return null;
  return { how, fallback: false, outcomes: [unit.outcome], unitIds: [unit.id], planCount: unit.planCount };
}

function poolLink(how: LinkHow, units: readonly FillingUnit[], lines: readonly UnitOutcome[] = []): PastLink | null {
  const withRank = ranked(units);
  const outcomes = [...withRank.map((u) => u.outcome!), ...lines.filter((o) => o.rank !== null)];
  if (outcomes.length === 0) return null;
  return { how, fallback: true, outcomes, unitIds: withRank.map((u) => u.id), planCount: null };
}

const byCode = (a: FillingUnit, b: FillingUnit) =>
  (codeNumber(a.code ?? '') ?? Number.MAX_SAFE_INTEGER) - (codeNumber(b.code ?? '') ?? Number.MAX_SAFE_INTEGER) ||
  (a.code ?? '').localeCompare(b.code ?? '');

function codesOf(u: FillingUnit): string[] {
  return u.code === null ? u.aliases : [u.code, ...u.aliases];
}

function linkGroup(unit: FillingUnit, siblings: readonly FillingUnit[], past: YearCatalogue): PastLink | null {
  const bucket = schoolBucket(unit.level, unit.planClass, unit.school);
  const candidates = past.bySchool.get(bucket) ?? [];
  const lines = past.schoolLines.get(bucket) ?? [];
  if (candidates.length === 0) return poolLink('school-line', [], lines);

  // 1. the majors it holds
  if (unit.majors.length > 0) {
    const scored = candidates
      .map((c) => ({ c, sim: jaccard(unit.majors, c.majors) }))
      .filter((s) => Number.isFinite(s.sim) && compatible(unit.requirement, s.c.requirement))
      .sort((a, b) => b.sim - a.sim);
    const best = scored[0];
    if (best && best.sim >= 0.5 && (scored.length === 1 || scored[1]!.sim < best.sim - 0.15)) {
      const link = unitLink('majors', best.c);
      if (link) return link;
    }
  }

  // 2. the same code with a compatible requirement (and no contradicting majors)
  const ownCodes = codesOf(unit);
  const sameCode = candidates.find((c) => {
    if (!compatible(unit.requirement, c.requirement)) return false;
    if (!codesOf(c).some((code) => ownCodes.some((own) => aliasCodes(own, code)))) return false;
    const sim = jaccard(unit.majors, c.majors);
    return !(sim < 0.3);
  });
  if (sameCode) {
    const link = unitLink('code', sameCode);
    if (link) return link;
  }

  // 3. as many groups as last year: match in code order when requirements agree pairwise
  if (siblings.length === candidates.length && siblings.length > 0) {
    const mine = [...siblings].sort(byCode);
    const theirs = [...candidates].sort(byCode);
    if (mine.every((m, i) => compatible(m.requirement, theirs[i]!.requirement))) {
      const index = mine.findIndex((m) => m.id === unit.id);
      const link = index >= 0 ? unitLink(siblings.length === 1 ? 'subject' : 'order', theirs[index]!) : null;
      if (link) return link;
    }
  }

  // 4. the school's only group with this requirement, or all of them pooled
  if (unit.requirement !== null) {
    const same = candidates.filter((c) => c.requirement === unit.requirement);
    if (same.length === 1) {
      const link = unitLink('subject', same[0]!);
      if (link) return link;
    }
    if (same.length > 1) {
      const pool = poolLink('same-requirement', same);
      if (pool) return pool;
    }
  }
  return poolLink('school-line', candidates, lines);
}

function linkMajor(unit: FillingUnit, past: YearCatalogue): PastLink | null {
  const bucket = schoolBucket(unit.level, unit.planClass, unit.school);
  const candidates = past.bySchool.get(bucket) ?? [];
  if (candidates.length === 0) return poolLink('school-line', [], past.schoolLines.get(bucket) ?? []);
  const named = candidates.filter((c) => c.majorName === unit.majorName);
  const pick = named.find((c) => c.code !== null && c.code === unit.code) ?? (named.length === 1 ? named[0] : undefined);
  if (pick) {
    const link = unitLink('name', pick);
    if (link) return link;
  }
  if (unit.majors.length > 0 || unit.majorName) {
    const stem = unit.majors[0] ?? unit.majorName!;
    const stems = candidates.filter((c) => (c.majors[0] ?? c.majorName) === stem || c.majorName?.startsWith(stem));
    if (stems.length === 1) {
      const link = unitLink('name', stems[0]!);
      if (link) return link;
    }
  }
  return poolLink('school-line', candidates, past.schoolLines.get(bucket) ?? []);
}

/**
 * The unit of an earlier year that `unit` continues, or a pooled fallback
 * from its school, or null when the school had no line that year.
 * `siblings` are the units of the same school, batch and plan class in the
 * unit's own year (group mode compares how many groups the school has).
 */
export function linkToPast(unit: FillingUnit, siblings: readonly FillingUnit[], past: YearCatalogue): PastLink | null {
  if (unit.mode === '专业+院校' && past.mode === '专业+院校') return linkMajor(unit, past);
  if (unit.mode === '院校专业组' && past.mode === '院校专业组') return linkGroup(unit, siblings, past);
  if (unit.mode === '院校' && past.mode === '院校') {
    const c = past.bySchool.get(schoolBucket(unit.level, unit.planClass, unit.school))?.[0];
    return c ? unitLink('school', c) : null;
  }
  // the province changed how it fills (a new exam model): only the school's line carries over
  const pooled = [...past.bySchool.entries()]
    .filter(([key]) => key.endsWith(`|${unit.planClass}|${unit.school}`))
    .flatMap(([, units]) => units);
  return poolLink('school-line', pooled);
}
