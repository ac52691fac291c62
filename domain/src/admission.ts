/**
 * The admission unit (spec §3 Major score-line group): what a score line, a
 * plan row or a requirement row belongs to — a school, or one of its 院校专业组,
 * in one province, year, track (科类) and batch. Declared once here with its
 * key, title and ordering; the data readers, the database columns, score
 * lines, plans and the early batch all speak of units in these words.
 */
import { z } from 'zod';
import { asWholeNumber } from './http';
import { PROVINCE_NAMES } from './provinces';

/** What identifies the admission unit of a score line, plan or requirement row. */
export interface AdmissionUnit {
  province: string;
  year: number;
  /** 科类 as published; null where the source gave no usable track */
  track: string | null;
  batch: string;
  /** 学校标识码; null when the school is not on the MOE list (the row keeps its name and is still shown) */
  moeCode: string | null;
  /** The school's name as published */
  schoolName: string;
  /** 院校专业组 number as printed; null in 文/理 provinces */
  groupCode: string | null;
  /** The provincial 院校代码 as printed (needed to fill a 志愿; compare only within a province and year) */
  schoolCode: string | null;
  /** The source's name for the unit when it has no numeric group code */
  groupLabel: string | null;
  /** 普通 / 国家专项 / 中外合作 / 预科 … as given; null = ordinary or not stated */
  planType: string | null;
  /** Campus, division or programme stripped from the name for matching (威海校区, 医学部 …) */
  campusNote: string | null;
}

/** Row quality of admission data (data/README.md): as the source was judged, never re-graded. */
export const QUALITY_VALUES = ['ok', 'third_party', 'suspect'] as const;
export type Quality = (typeof QUALITY_VALUES)[number];

// ---- request fields of a unit ----

export const provinceNameSchema = z
  .string({ error: '请选择省份' })
  .trim()
  .refine((v) => (PROVINCE_NAMES as readonly string[]).includes(v), '请选择正确的省份（如：广东）');

export const yearSchema = z.preprocess(
  asWholeNumber,
  z.number({ error: '年份必须是数字' }).int('年份必须是整数').min(2000, '年份不能早于2000').max(2100, '年份不能晚于2100'),
);

// Collators made once: localeCompare with a locale builds one on every call, which
// dominates the sorting of a school's thousand lines.
const chinese = new Intl.Collator('zh-CN');
const chineseNumeric = new Intl.Collator('zh-CN', { numeric: true });

// ---- tracks (科类) ----

/** Tracks of the ordinary tables and lines, offered before art, sport and vocational ones. */
export const ORDINARY_TRACKS = ['物理类', '历史类', '理科', '文科', '综合'] as const;

/** How the filters name the rows of a unit whose source gave no track. */
export const NO_TRACK = '不分科类';

/** The track a filter shows: the published one, or 不分科类. */
export function trackName(track: string | null): string {
  return track ?? NO_TRACK;
}

/** The track a filter value selects: null for 不分科类. */
export function trackOfName(name: string): string | null {
  return name === NO_TRACK ? null : name;
}

/** Order of tracks in pickers and tables: ordinary tracks first in their usual order, then the rest by name. */
export function compareTracks(a: string, b: string): number {
  const ia = (ORDINARY_TRACKS as readonly string[]).indexOf(a);
  const ib = (ORDINARY_TRACKS as readonly string[]).indexOf(b);
  if (ia !== ib) return (ia === -1 ? ORDINARY_TRACKS.length : ia) - (ib === -1 ? ORDINARY_TRACKS.length : ib);
  return chinese.compare(a, b);
}

// ---- batches ----

/** The word that makes a batch an early batch (提前批, 本科提前批 …); SQL filters use the same word. */
export const EARLY_BATCH_WORD = '提前';

/** A batch that is an early batch (提前批, 提前本科 …). */
export function isEarlyBatch(batch: string): boolean {
  return batch.includes(EARLY_BATCH_WORD);
}

/** 征集 / 征求志愿 / 补录 rounds are collection rounds (spec §3 zj). */
export function isCollectionRound(batch: string): boolean {
  return /征集|征求|补录/.test(batch);
}

/** Order of a school's batches: early batches first, ordinary next, collection rounds last, then by name. */
export function compareBatchKinds(a: string, b: string): number {
  const rank = (s: string) => (isEarlyBatch(s) ? 0 : isCollectionRound(s) ? 2 : 1);
  return rank(a) - rank(b) || chinese.compare(a, b);
}

// ---- the unit: key, code, title ----

/** The fields that tell two units of one school, province and year apart. */
export type UnitFields = Pick<AdmissionUnit, 'track' | 'batch' | 'schoolName' | 'groupCode' | 'schoolCode' | 'groupLabel' | 'planType' | 'campusNote'>;

/** One unit of a school in a province and year: rows with the same key belong to the same unit. */
export function unitKey(u: UnitFields): string {
  return [u.batch, u.track, u.groupCode, u.groupLabel, u.schoolCode, u.planType, u.campusNote].join('|');
}

/** How a student names a unit: its group number, the source's label, or its kind (普通类 when nothing else). */
export function unitCode(u: UnitFields): string {
  return u.groupCode ?? u.groupLabel ?? (u.planType || u.campusNote ? [u.planType, u.campusNote].filter(Boolean).join(' ') : '普通类');
}

/**
 * unitCode as a group head or a chip shows it: 专业组 205, the source's label
 * without the batch and track shown beside it, or its kind. The admission type
 * stays: chips of one batch and track differ by it (理工 · 普通类 · 物理, 理工 · 中外合作 · 物理).
 */
export function unitCodeText(u: UnitFields): string {
  if (u.groupCode) return /^\d+$/.test(u.groupCode) ? `专业组 ${u.groupCode}` : u.groupCode;
  const label = u.groupLabel ? groupLabelText(u, true) : '';
  return label || unitCode({ ...u, groupLabel: null });
}

/** Direction of a unit: admission type and campus (国家专项 · 珠海校区). */
export function unitDirection(u: UnitFields): string | null {
  return [u.planType, u.campusNote].filter(Boolean).join(' · ') || null;
}

/** 院校 / 专业组 as the tables name it: name, campus, group. */
export function unitTitle(u: UnitFields): string {
  // a name that already carries the note ('广州大学(地方专项)') does not get it twice
  const bare = (text: string) => text.replace(/[()（）\s]/g, '');
  const campus = u.campusNote && !bare(u.schoolName).includes(bare(u.campusNote)) ? `（${u.campusNote}）` : '';
  const label = u.groupLabel ? groupLabelText(u) : '';
  const group = u.groupCode ? ` 专业组${u.groupCode}` : label ? ` ${label}` : '';
  return `${u.schoolName}${campus}${group}`;
}

/**
 * A source's label for a unit without a group number, as a student reads it.
 * Some sources join their keys with '|' ('本科一批/普通批|一批|理科分数线'):
 * the parts that repeat the batch, track or, unless `withType`, the admission
 * type (shown in their own columns or tags) are left out and the rest joined
 * with ' · ' ('理科分数线'). unitCode keeps the label as given: it is the key
 * filters and imports match on.
 */
export function groupLabelText(u: Pick<UnitFields, 'groupLabel' | 'batch' | 'track' | 'planType'>, withType = false): string {
  const label = u.groupLabel ?? '';
  if (!label.includes('|')) return label.trim();
  const types = withType ? [] : (u.planType ?? '').split(/[;；]/);
  const shown = new Set([u.batch, u.track, ...types].map((s) => s?.trim()).filter(Boolean));
  const parts = label
    .split('|')
    .map((part) => part.replace(/([(（])\s+/g, '$1').replace(/\s+([)）])/g, '$1').trim())
    .filter((part) => part && !shown.has(part));
  return [...new Set(parts)].join(' · ');
}

/** Group and major codes in the order a plan book prints them (专业组 2 before 10). */
export function comparePrintedCodes(a: string, b: string): number {
  return chineseNumeric.compare(a, b);
}

// ---- 专业组 requirements ----

type GroupFields = Pick<AdmissionUnit, 'year' | 'track' | 'batch' | 'groupCode'>;

/** One 专业组 of a school in a province: year, track, batch and group number. */
export function groupKey(r: GroupFields): string {
  return [r.year, r.track, r.batch, r.groupCode].join('|');
}

/** Per 专业组, the subject requirement its majors share, when they share one (a group line prints none). */
export function groupRequirements(rows: Iterable<GroupFields & { subjectReq: string | null }>): Map<string, string> {
  const seen = new Map<string, Set<string | null>>();
  for (const r of rows) {
    if (!r.groupCode) continue;
    const key = groupKey(r);
    const set = seen.get(key) ?? new Set<string | null>();
    set.add(r.subjectReq);
    seen.set(key, set);
  }
  const out = new Map<string, string>();
  for (const [key, set] of seen) {
    const [only] = [...set];
    if (set.size === 1 && only) out.set(key, only);
  }
  return out;
}

// ---- what a school's rows cover (spec §3 Province rule config) ----

/** One year of a school's score lines (or plans) in one province: its tracks and each track's batches. */
export const yearConfigSchema = z.object({
  year: z.number().int(),
  course: z.array(z.string()),
  batches: z.record(z.string(), z.array(z.string())),
});
export type YearConfig = z.infer<typeof yearConfigSchema>;

/** GET /api/school/province-rule and plan-config: the provinces with data, and the chosen province's years. */
export const provinceRuleSchema = z.object({
  provinces: z.array(z.string()),
  provinceName: z.string().nullable(),
  years: z.array(yearConfigSchema),
});
export type ProvinceRule = z.infer<typeof provinceRuleSchema>;

/** Years (newest first), tracks and batches that rows really have. */
export function yearConfigs(rows: Iterable<Pick<AdmissionUnit, 'year' | 'track' | 'batch'>>): YearConfig[] {
  const years = new Map<number, Map<string, Set<string>>>();
  for (const r of rows) {
    const tracks = years.get(r.year) ?? new Map<string, Set<string>>();
    years.set(r.year, tracks);
    const track = trackName(r.track);
    const batches = tracks.get(track) ?? new Set<string>();
    tracks.set(track, batches);
    batches.add(r.batch);
  }
  return [...years.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([year, tracks]) => ({
      year,
      course: [...tracks.keys()].sort(compareTracks),
      batches: Object.fromEntries([...tracks.entries()].map(([t, b]) => [t, [...b].sort(compareBatchKinds)])),
    }));
}

const provinceIndex = (p: string) => (PROVINCE_NAMES as readonly string[]).indexOf(p);

/** The provinces rows cover, in the list's order. */
export function provincesOf(rows: Iterable<{ province: string }>): string[] {
  const seen = new Set<string>();
  for (const r of rows) seen.add(r.province);
  return [...seen].sort((a, b) => provinceIndex(a) - provinceIndex(b));
}

/** The province a config shows: the asked one, else the school's own, else the first with data. */
export function pickProvince(provinces: readonly string[], asked: string | undefined, home: string): string | null {
  if (asked) return asked;
  if (provinces.includes(home)) return home;
  return provinces[0] ?? null;
}
