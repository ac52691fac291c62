import { isCollectionRound, isEarlyBatch } from '../admission';
import { subjectsIn } from '../rules/subject-requirements';

/**
 * What the sources call a batch, reduced to the filling round it is. Only the
 * main parallel rounds carry ordinary admission lines that a student's list
 * competes in; early batches, supplementary rounds (征求/征集), special plans
 * and art/sport batches are left out of the odds (null).
 */
export type BatchLevel = '本科' | '本科一' | '本科二' | '本科B' | '专科';

const EXCLUDED_BATCH =
  /提前|征求|征集|补录|补充|专项|艺术|艺体|体育|预科|单列|对口|特殊类型|第二次|第三次|民族|定向|强基|综合评价|内高|内地|西藏班|新疆班|南疆|援疆|优师|公费|贯通|专本|中高|航海|军|少数/;

const batchLevels = new Map<string, BatchLevel | null>();

export function batchLevel(batch: string): BatchLevel | null {
  let level = batchLevels.get(batch);
  if (level === undefined) {
    level = computeBatchLevel(batch);
    if (batchLevels.size < 50_000) batchLevels.set(batch, level);
  }
  return level;
}

function computeBatchLevel(batch: string): BatchLevel | null {
  const b = batch.replace(/\s+/g, '');
  if (isEarlyBatch(b) || isCollectionRound(b) || EXCLUDED_BATCH.test(b)) return null;
  if (/专科|高职|高专/.test(b)) return '专科';
  if (/一批|第一批|一本|本一|一段/.test(b)) return '本科一';
  if (/二批|第二批|二本|本二|二段/.test(b)) return '本科二';
  if (/B阶段|B段/.test(b)) return '本科B';
  if (/本科|普通批|普通类|常规批|平行/.test(b)) return '本科';
  return null;
}

/** Admission type of a unit: ordinary, or a 中外合作 programme (filled in the same batch, its own unit). */
export type PlanClass = 'ordinary' | 'coop';

const EXCLUDED_PLAN =
  /专项|预科|民族|少数|定向|军|艺术|体育|公费|优师|内高|内地|西藏|新疆|南疆|援|单列|特殊|专本|综合评价|精准|农村|地方专项|高校专项|护理类定向/;
const COOP = /中外|合作办学|中[英日白美俄法德澳加韩意]合作|国际项目|国际班|4\+0|合作\(/;

/**
 * The plan class of a line from its plan type and labels; null for special
 * plans a student can only fill with a qualification (专项, 预科, 定向 …).
 */
const planClasses = new Map<string, PlanClass | null>();

export function planClass(planType: string | null, ...labels: (string | null | undefined)[]): PlanClass | null {
  const key = `${planType ?? ''}|${labels.join('|')}`;
  let value = planClasses.get(key);
  if (value === undefined) {
    value = computePlanClass(planType, labels);
    if (planClasses.size < 200_000) planClasses.set(key, value);
  }
  return value;
}

function computePlanClass(planType: string | null, labels: (string | null | undefined)[]): PlanClass | null {
  const text = [planType, ...labels].filter(Boolean).join(' ');
  if (planType && EXCLUDED_PLAN.test(planType.replace(/非定向/g, ''))) return null;
  return COOP.test(text) ? 'coop' : 'ordinary';
}

/** A string function whose results are kept: names repeat across hundreds of thousands of rows. */
function memo(fn: (s: string) => string): (s: string) => string {
  const cache = new Map<string, string>();
  return (s) => {
    let v = cache.get(s);
    if (v === undefined) {
      v = fn(s);
      if (cache.size < 200_000) cache.set(s, v);
    }
    return v;
  };
}

/** Full-width brackets and spaces of a name written one way, so two sources' names compare. */
export const normalizeName = memo((name) =>
  name
    .replace(/[（【[]/g, '(')
    .replace(/[）】\]]/g, ')')
    .replace(/\s+/g, '')
    .trim(),
);

/** A major's name without what follows it in brackets (方向, 含…): the looser key used when the full name finds nothing. */
export const majorStem = memo((name) => normalizeName(name).replace(/\(.*?\)/g, '').replace(/\(.*$/, ''));

/**
 * 选科要求 in one canonical form for comparison: '' for none (不限), else
 * `all:化生` or `any:化生` with the subjects in a fixed order. The track's own
 * first subject (物 for 物理类, 史 for 历史类) is implied and dropped, so
 * '物+化' and '化学' compare equal in 物理类.
 */
const canonicalCache = new Map<string, string>();

export function canonicalRequirement(requirement: string | null | undefined, track: string | null): string | null {
  if (requirement === null || requirement === undefined) return null;
  const key = `${track ?? ''}|${requirement}`;
  const cached = canonicalCache.get(key);
  if (cached !== undefined) return cached;
  const value = computeCanonical(requirement, track);
  // the texts repeat: a few thousand distinct ones cover half a million rows
  if (canonicalCache.size < 100_000) canonicalCache.set(key, value);
  return value;
}

function computeCanonical(requirement: string, track: string | null): string {
  const text = requirement.replace(/首选|再选|必选|必须选考|选考|仅|中外合作办学|中外合作/g, '');
  const implied = track?.startsWith('物理') ? '物' : track?.startsWith('历史') ? '史' : null;
  const order = '物化生政史地技';
  const subjects = subjectsIn(text)
    .filter((s) => s !== implied)
    .sort((a, b) => order.indexOf(a) - order.indexOf(b));
  if (subjects.length === 0) return '';
  const anyOf = /[/／或]/.test(text);
  return `${anyOf && subjects.length > 1 ? 'any' : 'all'}:${subjects.join('')}`;
}

/** Key of a school within a province: the 学校标识码, or its published name when it is not on the MOE list. */
export function schoolKey(moeCode: string | null, schoolName: string, campusNote: string | null): string {
  return `${moeCode ?? `名:${normalizeName(schoolName)}`}#${campusNote ?? ''}`;
}

/** Group codes compared as printed numbers ('07' = '7'); other codes as written. */
export function codeNumber(code: string): number | null {
  return /^\d+$/.test(code) ? Number(code) : null;
}

/**
 * Two codes of one school in one year that name the same group: equal, or
 * one is the other with the school's digit in front (湖南 '07' and '107').
 */
export function aliasCodes(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.length >= 2 && long.length - short.length <= 2 && long.endsWith(short);
}
