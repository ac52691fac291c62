import {
  isClickableProfessionType,
  professionCodeOf,
  type ProfessionCategory,
  type ProfessionTree,
  type ProfessionTypeNode,
} from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { professions, professionWages } from '../../db/schema';
import { ReadCache } from '../read-cache';
import { KeyedCache } from '../keyed-cache';
import { SearchIndex, normalizeQuery } from '../search-index';

/** One node of the product's tree: a type (大典 小类) or a profession (细类). */
export interface ProfessionEntry {
  code: string;
  name: string;
  dadianCode: string;
  kind: 'type' | 'profession';
  categoryCode: string;
  categoryName: string;
  middleName: string | null;
  typeCode: string;
  typeName: string;
}

export interface WageTable {
  year: number;
  positionTypeName: string;
  sourceId: string;
  rows: { industry: string; avgAnnualWage: number }[];
  uncoveredIndustries: string[];
}

/**
 * The NBS position type whose wages apply to a 大类: the survey's five
 * position types are the 大典's 大类 1, 2, 3, 4 and 6; 农林牧渔 (5), 军队 (7)
 * and 其他 (8) have none.
 */
const POSITION_TYPE_OF_CATEGORY: Record<string, string> = {
  '1': 'management',
  '2': 'professional',
  '3': 'clerical',
  '4': 'service',
  '6': 'production',
};

interface Loaded {
  categories: ProfessionCategory[];
  entries: Map<string, ProfessionEntry>;
  index: SearchIndex<ProfessionEntry>;
  wages: Map<string, WageTable>;
  total: number;
}

/**
 * 职业库 (spec §2, §3 Profession tree): the 职业分类大典 2022 as category →
 * type → profession in memory, its search index (names, full pinyin and
 * initials) and the NBS wages by position type.
 */
export class ProfessionDirectory {
  private readonly loaded = new ReadCache(() => this.load());
  private readonly wholeTrees = new KeyedCache((categoryCode: string) => this.wholeTree(categoryCode), 64);

  constructor(private readonly db: Db) {}

  invalidate(): void {
    this.loaded.invalidate();
    this.wholeTrees.invalidate();
  }

  async categories(): Promise<ProfessionCategory[]> {
    return (await this.loaded.get()).categories;
  }

  async find(code: string): Promise<ProfessionEntry | undefined> {
    return (await this.loaded.get()).entries.get(code);
  }

  /** The wages that apply to a 大类, if any. */
  async wagesOf(categoryCode: string): Promise<WageTable | null> {
    const type = POSITION_TYPE_OF_CATEGORY[categoryCode];
    return type ? ((await this.loaded.get()).wages.get(type) ?? null) : null;
  }

  /**
   * The tree (of one category, when given); with a query only the matching
   * types (with all their professions) and professions (under their type).
   */
  async tree(query?: string, categoryCode?: string): Promise<ProfessionTree> {
    if (isWholeTree(query)) return this.wholeTrees.get(categoryCode ?? '');
    // a search's tree is built afresh: the route keeps recent answers as their bodies (published replies)
    return this.searchTree(categoryCode ?? '', normalizeQuery(query ?? ''));
  }

  /** The whole tree, or one category's: the same object for every request (the library's first screen). */
  private async wholeTree(categoryCode: string): Promise<ProfessionTree> {
    const { categories } = await this.loaded.get();
    const scoped = categoryCode ? categories.filter((c) => c.categoryCode === categoryCode) : categories;
    return { categories: scoped, total: countProfessions(scoped), matches: [] };
  }

  private async searchTree(categoryCode: string, query: string): Promise<ProfessionTree> {
    const { categories, index } = await this.loaded.get();
    const scoped = categoryCode ? categories.filter((c) => c.categoryCode === categoryCode) : categories;
    const hit = new Set(index.matches(query).map((h) => h.item.code));
    const out: ProfessionCategory[] = [];
    const matches: string[] = [];
    for (const category of scoped) {
      const types: ProfessionTypeNode[] = [];
      for (const type of category.professionTypes) {
        const typeHit = hit.has(type.typeCode);
        const professionVos = typeHit ? type.professionVos : type.professionVos.filter((p) => hit.has(p.professionCode));
        if (!typeHit && professionVos.length === 0) continue;
        if (typeHit) matches.push(type.typeCode);
        for (const p of professionVos) if (hit.has(p.professionCode)) matches.push(p.professionCode);
        types.push({ ...type, professionVos });
      }
      if (types.length) out.push({ ...category, professionTypes: types });
    }
    return { categories: out, total: countProfessions(out), matches };
  }

  private async load(): Promise<Loaded> {
    const rows = (await this.db.select().from(professions)).sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }));
    const names = new Map(rows.map((r) => [r.code, r.name]));
    const categories: ProfessionCategory[] = [];
    const byCategory = new Map<string, ProfessionCategory>();
    const types = new Map<string, ProfessionTypeNode>();
    const entries = new Map<string, ProfessionEntry>();
    for (const r of rows) {
      if (r.level === 1) {
        const category: ProfessionCategory = { categoryCode: r.code, categoryName: r.name, professionTypes: [] };
        categories.push(category);
        byCategory.set(r.code, category);
      } else if (r.level === 3) {
        const typeCode = professionCodeOf(r.code);
        const node: ProfessionTypeNode = { typeCode, typeName: r.name, clickable: isClickableProfessionType(typeCode), professionVos: [] };
        types.set(r.code, node);
        byCategory.get(r.categoryCode)?.professionTypes.push(node);
        entries.set(typeCode, {
          code: typeCode,
          name: r.name,
          dadianCode: r.code,
          kind: 'type',
          categoryCode: r.categoryCode,
          categoryName: names.get(r.categoryCode) ?? '',
          middleName: r.middleCode ? (names.get(r.middleCode) ?? null) : null,
          typeCode,
          typeName: r.name,
        });
      } else if (r.level === 4 && r.parentCode) {
        const type = types.get(r.parentCode);
        if (!type) continue;
        const code = professionCodeOf(r.code);
        type.professionVos.push({ professionCode: code, professionName: r.name });
        entries.set(code, {
          code,
          name: r.name,
          dadianCode: r.code,
          kind: 'profession',
          categoryCode: r.categoryCode,
          categoryName: names.get(r.categoryCode) ?? '',
          middleName: r.middleCode ? (names.get(r.middleCode) ?? null) : null,
          typeCode: type.typeCode,
          typeName: type.typeName,
        });
      }
    }
    const wages = new Map<string, WageTable>();
    for (const w of await this.db.select().from(professionWages)) {
      let table = wages.get(w.positionType);
      if (!table) {
        table = { year: w.year, positionTypeName: w.positionTypeName, sourceId: w.sourceId, rows: [], uncoveredIndustries: [] };
        wages.set(w.positionType, table);
      }
      // a transcriber's estimate for an industry the survey does not cover is no statistic: named, not shown
      if (w.isEstimate) table.uncoveredIndustries.push(w.industry);
      else table.rows.push({ industry: w.industry, avgAnnualWage: w.avgAnnualWage });
    }
    for (const table of wages.values()) table.rows.sort((a, b) => b.avgAnnualWage - a.avgAnnualWage);
    const index = new SearchIndex([...entries.values()].map((item) => ({ item, name: item.name })));
    return { categories, entries, index, wages, total: countProfessions(categories) };
  }
}

/** No query, or only spaces: the whole tree (of the category), not a search. */
const isWholeTree = (query: string | undefined) => !query || !query.trim();

/**
 * What tree(query, categoryCode) depends on, as one key: equal keys, equal trees (the whole tree
 * apart from a query that normalizes to nothing, which matches nothing). The route keeps answers by it.
 */
export function treeKey(query: string | undefined, categoryCode: string | undefined): string {
  return isWholeTree(query) ? `${categoryCode ?? ''}\u0001` : `${categoryCode ?? ''}\u0000${normalizeQuery(query ?? '')}`;
}

const countProfessions = (categories: readonly ProfessionCategory[]) =>
  categories.reduce((n, c) => n + c.professionTypes.reduce((m, t) => m + t.professionVos.length, 0), 0);
