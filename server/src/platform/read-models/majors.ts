import { and, eq, inArray, like, or } from 'drizzle-orm';
import { readMajorProfessionMap, type MajorProfessionMapRow } from '@zhiyuan/data';
import { MAJOR_LEVEL_NAMES, isClickableProfessionType, majorNameWords, namesAny, professionCodeOf, type MajorCategory, type MajorItem, type MajorProfessionMinor, type MajorProfessionType } from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import {
  majorCategories,
  majorDetails,
  majorOfferingCoverage,
  majorOfferings,
  majorRankings,
  majors,
  majorStats,
  majorTypes,
  professions,
  subjectRequirements,
} from '../../db/schema';
import { KeyedCache } from '../keyed-cache';
import { ReadCache } from '../read-cache';
import { SearchIndex } from '../search-index';
import type { SchoolDirectory } from './schools';

export type MajorRow = typeof majors.$inferSelect;
export type MajorDetailRow = typeof majorDetails.$inferSelect;
export type MajorStatsRow = typeof majorStats.$inferSelect;

/** One school offering a major, as 学职平台 lists it. */
export interface Offering {
  schoolName: string;
  moeCode: string | null;
  nature: string | null;
  satisfaction: number | null;
}

export interface MajorTypeEntry {
  level: number;
  code: string;
  name: string;
  categoryCode: string;
  categoryName: string;
  majors: MajorRow[];
}

/** The 2024 选科要求 of a major by school (moe code, or name for schools off the list). */
export type RequirementsBySchool = Map<string, { moeCode: string | null; schoolName: string; reqs: Set<string> }>;

interface Loaded {
  /** by national code (unique across levels: 本科 01–13, 职业本科 21–39, 专科 41–59) */
  byCode: Map<string, MajorRow>;
  /** level → category → type → majors, in catalogue order */
  tree: Map<number, MajorCategory[]>;
  types: Map<string, MajorTypeEntry>;
  categoryNames: Map<string, string>;
  details: Map<string, MajorDetailRow>;
  stats: Map<string, MajorStatsRow>;
  /** level|code → captured by the 开设院校 source */
  captured: Map<string, boolean>;
  offerings: Map<string, Offering[]>;
  /** majorCode(6 digits)|moeCode → 软科 2026 rank and tier */
  ranks: Map<string, { rank: number | null; tier: string | null }>;
  /** level|typeCode → profession types */
  professionTypes: Map<string, MajorProfessionType[]>;
  search: Map<number, SearchIndex<MajorRow>>;
  sourceIds: { catalogue: Map<string, string>; details: Map<string, string>; stats: Map<string, string> };
}

const key = (level: number, code: string) => `${level}|${code}`;
/** 080910T → 080910: other sources print the code without its T/K suffix. */
export const baseCode = (code: string) => code.slice(0, 6);

/**
 * 专业库 (spec §2 Major library and detail): the three catalogues with their
 * details, statistics, 开设院校 and related profession types in memory, and a
 * name/pinyin index per level for the search box.
 */
export class MajorCatalog {
  private readonly cache = new ReadCache(() => this.load());
  private readonly requirements = new KeyedCache((k: string) => this.loadRequirements(...(k.split('\u0000') as [string, string])), 200);

  constructor(
    private readonly db: Db,
    readonly schools: SchoolDirectory,
    private readonly mapFile?: string,
  ) {}

  invalidate(): void {
    this.cache.invalidate();
    this.requirements.invalidate();
  }

  async get(): Promise<Loaded> {
    return this.cache.get();
  }

  /** Categories → types → majors of a level, optionally one category. */
  async tree(level: number, category?: string): Promise<MajorCategory[]> {
    const all = (await this.cache.get()).tree.get(level) ?? [];
    return category ? all.filter((c) => c.majorCategoryCode === category) : all;
  }

  async major(code: string): Promise<MajorRow | undefined> {
    return (await this.cache.get()).byCode.get(code);
  }

  /** A 专业类 of a level; without a level, the first level that has the code. */
  async type(code: string, level?: number): Promise<MajorTypeEntry | undefined> {
    const { types } = await this.cache.get();
    if (level !== undefined) return types.get(key(level, code));
    return [1, 2, 3].map((l) => types.get(key(l, code))).find(Boolean);
  }

  async professionTypes(level: number, typeCode: string): Promise<MajorProfessionType[]> {
    return (await this.cache.get()).professionTypes.get(key(level, typeCode)) ?? [];
  }

  /** Majors of a level whose name, full pinyin or initials hold the query, in code order (the order the index was given; unranked). */
  async search(level: number, query: string) {
    // built afresh: the route keeps recent answers as their bodies (published replies)
    return (await this.cache.get()).search.get(level)?.matches(query) ?? [];
  }

  /**
   * 2024 选科要求 of a major name at each school: the name as printed, or
   * followed by a bracketed note; and, where a school admits by 专业类 (中国人民大学
   * fills 会计学 through 工商管理类, its note listing 会计学), that 类's rows,
   * marked 按…招生 — the school has no row of the major's own name.
   */
  requirementsOf(majorName: string, typeName = ''): Promise<RequirementsBySchool> {
    return this.requirements.get(`${majorName}\u0000${typeName}`);
  }

  private async loadRequirements(name: string, typeName: string): Promise<RequirementsBySchool> {
    const own = or(eq(subjectRequirements.majorName, name), like(subjectRequirements.majorName, `${name}(%`), like(subjectRequirements.majorName, `${name}（%`));
    const byType = typeName && typeName !== name ? and(eq(subjectRequirements.majorName, typeName), like(subjectRequirements.majorNote, `%${name.replace(/[%_\\]/g, '')}%`)) : undefined;
    const rows = await this.db
      .select({ moeCode: subjectRequirements.moeCode, schoolName: subjectRequirements.schoolName, req: subjectRequirements.subjectReq, majorName: subjectRequirements.majorName })
      .from(subjectRequirements)
      .where(and(eq(subjectRequirements.year, 2024), byType ? or(own, byType) : own));
    const out: RequirementsBySchool = new Map();
    const viaType = new Map<string, Set<string>>();
    for (const r of rows) {
      const k = r.moeCode ?? r.schoolName;
      if (byType && r.majorName === typeName) {
        if (r.req) viaType.set(k, (viaType.get(k) ?? new Set()).add(r.req));
        if (!out.has(k)) out.set(k, { moeCode: r.moeCode, schoolName: r.schoolName, reqs: new Set() });
        continue;
      }
      let entry = out.get(k);
      if (!entry) out.set(k, (entry = { moeCode: r.moeCode, schoolName: r.schoolName, reqs: new Set() }));
      if (r.req) entry.reqs.add(r.req);
    }
    // a school's 类 rows count only where it has none of the major's own
    for (const [k, reqs] of viaType) {
      const entry = out.get(k)!;
      if (entry.reqs.size === 0) for (const req of reqs) entry.reqs.add(`${req}（按${typeName}招生）`);
    }
    return out;
  }

  private async load(): Promise<Loaded> {
    const [majorRows, categoryRows, typeRows, detailRows, statRows, coverageRows, offeringRows, rankRows, map, minorRows] = await Promise.all([
      this.db.select().from(majors),
      this.db.select().from(majorCategories),
      this.db.select().from(majorTypes),
      this.db.select().from(majorDetails),
      this.db.select().from(majorStats),
      this.db.select().from(majorOfferingCoverage),
      this.db
        .select({
          level: majorOfferings.level,
          majorCode: majorOfferings.majorCode,
          schoolName: majorOfferings.schoolName,
          moeCode: majorOfferings.moeCode,
          nature: majorOfferings.nature,
          satisfaction: majorOfferings.satisfactionOverall,
        })
        .from(majorOfferings),
      this.db
        .select({ majorCode: majorRankings.majorCode, moeCode: majorRankings.moeCode, rank: majorRankings.rank, tier: majorRankings.tier, year: majorRankings.year })
        .from(majorRankings),
      readMajorProfessionMap(this.mapFile),
      this.db
        .select({ code: professions.code, level: professions.level, name: professions.name, middleCode: professions.middleCode, minorCode: professions.minorCode })
        .from(professions)
        .where(inArray(professions.level, [3, 4])),
    ]);

    // catalogue order: by code within each level
    majorRows.sort((a, b) => a.level - b.level || a.code.localeCompare(b.code));
    const byCode = new Map(majorRows.map((m) => [m.code, m]));
    const categoryNames = new Map(categoryRows.map((c) => [key(c.level, c.code), c.name]));
    const types = new Map<string, MajorTypeEntry>();
    for (const t of typeRows) {
      types.set(key(t.level, t.code), {
        level: t.level,
        code: t.code,
        name: t.name,
        categoryCode: t.categoryCode,
        categoryName: categoryNames.get(key(t.level, t.categoryCode)) ?? t.categoryCode,
        majors: [],
      });
    }
    for (const m of majorRows) types.get(key(m.level, m.typeCode))?.majors.push(m);

    const tree = new Map<number, MajorCategory[]>();
    for (const level of Object.keys(MAJOR_LEVEL_NAMES).map(Number)) {
      const cats = categoryRows.filter((c) => c.level === level).sort((a, b) => a.code.localeCompare(b.code));
      tree.set(
        level,
        cats.map((c) => ({
          majorCategory: c.name,
          majorCategoryCode: c.code,
          majorTypes: [...types.values()]
            .filter((t) => t.level === level && t.categoryCode === c.code)
            .sort((a, b) => a.code.localeCompare(b.code))
            .map((t) => ({ type: t.name, typeCode: t.code, majors: t.majors.map(itemOf) })),
        })),
      );
    }

    const details = new Map(detailRows.map((d) => [key(d.level, d.majorCode), d]));
    const stats = new Map(statRows.map((s) => [s.majorCode, s]));
    const captured = new Map(coverageRows.map((c) => [key(c.level, c.majorCode), c.captured]));
    const offerings = new Map<string, Offering[]>();
    for (const o of offeringRows) {
      const k = key(o.level, o.majorCode);
      let list = offerings.get(k);
      if (!list) offerings.set(k, (list = []));
      list.push({ schoolName: o.schoolName, moeCode: o.moeCode, nature: o.nature, satisfaction: o.satisfaction });
    }
    const latestYear = Math.max(0, ...rankRows.map((r) => r.year));
    const ranks = new Map<string, { rank: number | null; tier: string | null }>();
    for (const r of rankRows) {
      if (r.year !== latestYear || !r.moeCode) continue;
      ranks.set(`${baseCode(r.majorCode)}|${r.moeCode}`, { rank: r.rank, tier: r.tier });
    }
    // 大典 中类 → its 小类, in code order: the 职业库 pages a mapped 中类 links to; each 小类 with its
    // own and its 细类's names, by which the 小类 that name a 专业类's field are told apart
    const minors = new Map<string, { typeCode: string; typeName: string; clickable: boolean; names: string[] }[]>();
    const fineNames = new Map<string, string[]>();
    for (const r of minorRows) if (r.level === 4 && r.minorCode) fineNames.set(r.minorCode, [...(fineNames.get(r.minorCode) ?? []), r.name]);
    const minorOnly = minorRows.filter((r) => r.level === 3).sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }));
    for (const r of minorOnly) {
      if (!r.middleCode) continue;
      let list = minors.get(r.middleCode);
      if (!list) minors.set(r.middleCode, (list = []));
      const typeCode = professionCodeOf(r.code);
      list.push({ typeCode, typeName: r.name, clickable: isClickableProfessionType(typeCode), names: [r.name, ...(fineNames.get(r.code) ?? [])] });
    }
    const professionTypes = new Map<string, MajorProfessionType[]>();
    for (const r of map as MajorProfessionMapRow[]) {
      const k = key(r.level, r.typeCode);
      let list = professionTypes.get(k);
      if (!list) professionTypes.set(k, (list = []));
      const type = types.get(k);
      const words = majorNameWords([r.typeName, ...(type ? [type.name, ...type.majors.map((m) => m.name)] : [])]);
      list.push({
        typeCode: r.professionCode,
        typeName: r.professionName,
        minorTypes: (minors.get(r.professionCode) ?? []).map(({ names, ...m }): MajorProfessionMinor => ({ ...m, named: namesAny(words, names) })),
        employmentPercentage: null,
        rule: r.rule,
        evidence: r.evidence,
      });
    }
    const search = new Map<number, SearchIndex<MajorRow>>();
    for (const level of [1, 2, 3]) {
      search.set(level, new SearchIndex(majorRows.filter((m) => m.level === level).map((m) => ({ item: m, name: m.name }))));
    }
    return {
      byCode,
      tree,
      types,
      categoryNames,
      details,
      stats,
      captured,
      offerings,
      ranks,
      professionTypes,
      search,
      sourceIds: {
        catalogue: new Map(majorRows.map((m) => [m.code, m.sourceId])),
        details: new Map(detailRows.map((d) => [key(d.level, d.majorCode), d.sourceId])),
        stats: new Map(statRows.map((s) => [s.majorCode, s.sourceId])),
      },
    };
  }
}

export function itemOf(m: MajorRow): MajorItem {
  return { id: m.code, majorCode: m.code, majorName: m.name, level: m.level };
}

/** A major's entry in a map keyed level|code; 学职平台 files print 本科 codes without their T/K suffix. */
export function ofMajor<V>(map: Map<string, V>, m: Pick<MajorRow, 'level' | 'code'>): V | undefined {
  return map.get(key(m.level, m.code)) ?? map.get(key(m.level, baseCode(m.code)));
}
