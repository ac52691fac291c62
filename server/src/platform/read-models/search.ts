import { and, asc, desc, eq } from 'drizzle-orm';
import {
  SEARCH_ALL_GROUP_SIZE,
  SEARCH_TYPES,
  type SearchGroup,
  type SearchResponse,
  type SearchResult,
  type SearchType,
  professionCodeOf,
} from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { articles, majorCategories, majorTypes, majors, professions, schoolAliases } from '../../db/schema';
import { ReadCache } from '../read-cache';
import { SearchIndex } from '../search-index';
import type { SchoolDirectory } from './schools';

const MAJOR_LEVELS: Record<number, string> = { 1: '本科', 2: '专科', 3: '高职本科' };

type Indexes = Record<Exclude<SearchType, 'news'>, SearchIndex<SearchResult>>;

/** What one search asks for: every group (the first few of each) or one group, paged. */
export interface SearchRequest {
  q: string;
  type: 'all' | SearchType;
  page: number;
  pageSize: number;
}

function group(index: SearchIndex<SearchResult>, type: SearchType, q: string, from: number, size: number): SearchGroup {
  const { total, hits } = index.page(q, from, size);
  return {
    type,
    total,
    records: hits.map((h) => ({ ...h.item, alias: h.via === 'alias' ? h.matched : null })),
  };
}

/**
 * The site search's indexes of published data: schools with their 简称 and
 * 曾用名, the majors of the three catalogues and the professions of 职业分类大典,
 * built once (pinyin of ~7,000 names) and answered in memory.
 */
export class SearchCatalog {
  private readonly cache = new ReadCache(() => this.load());

  constructor(
    private readonly db: Db,
    private readonly schools: SchoolDirectory,
  ) {}

  invalidate(): void {
    this.cache.invalidate();
  }

  indexes(): Promise<Indexes> {
    return this.cache.get();
  }

  private async load(): Promise<Indexes> {
    const [schoolList, aliasRows, categoryRows, typeRows, majorRows, professionRows] = await Promise.all([
      this.schools.all(),
      this.db.select().from(schoolAliases).orderBy(asc(schoolAliases.moeCode), asc(schoolAliases.seq)),
      this.db.select().from(majorCategories),
      this.db.select().from(majorTypes),
      this.db.select().from(majors).orderBy(asc(majors.level), asc(majors.code)),
      this.db.select().from(professions).orderBy(asc(professions.code)),
    ]);
    const aliases = new Map<string, string[]>();
    for (const a of aliasRows) {
      const list = aliases.get(a.moeCode) ?? [];
      if (!list.includes(a.alias)) list.push(a.alias);
      aliases.set(a.moeCode, list);
    }
    const school = new SearchIndex(
      schoolList.map(({ item }) => ({
        name: item.schoolName,
        aliases: (aliases.get(item.id) ?? []).filter((a) => a !== item.schoolName),
        item: {
          type: 'school' as const,
          id: item.id,
          title: item.schoolName,
          alias: null,
          description: [item.provinceName, item.cityName, item.schoolLevel, item.schoolInstitution].filter(Boolean).join(' · '),
          tags: item.schoolFeatures,
          level: null,
        },
      })),
    );

    const categoryName = new Map(categoryRows.map((c) => [`${c.level}:${c.code}`, c.name]));
    const typeName = new Map(typeRows.map((t) => [`${t.level}:${t.code}`, t.name]));
    const major = new SearchIndex(
      majorRows.map((m) => ({
        name: m.name,
        item: {
          type: 'major' as const,
          id: m.code,
          title: m.name,
          alias: null,
          description: [MAJOR_LEVELS[m.level], categoryName.get(`${m.level}:${m.categoryCode}`), typeName.get(`${m.level}:${m.typeCode}`), `专业代码 ${m.code}`]
            .filter(Boolean)
            .join(' · '),
          tags: [m.isSpecial && '特设专业', m.isStateControlled && '国家控制布点'].filter((t): t is string => typeof t === 'string'),
          level: m.level,
        },
      })),
    );

    const professionName = new Map(professionRows.map((p) => [p.code, p.name]));
    const profession = new SearchIndex(
      professionRows
        .filter((p) => p.level > 1)
        .map((p) => ({
          name: p.name,
          item: {
            type: 'profession' as const,
            // what the result opens: a 小类 or 职业 by the code its pages take (大典 code without dashes); a 中类,
            // which has no page of its own, by its 大类 (the profession library with that category picked)
            id: p.level === 2 ? p.categoryCode : professionCodeOf(p.code),
            title: p.name,
            alias: null,
            description: [p.levelName, professionName.get(p.categoryCode), p.level > 2 && p.middleCode ? professionName.get(p.middleCode) : null, p.code]
              .filter(Boolean)
              .join(' · '),
            tags: [],
            level: p.level,
          },
        })),
    );
    return { school, major, profession };
  }
}

/** Published 高考资讯, indexed by title; dropped whenever staff write. */
export class NewsIndex {
  private readonly cache = new ReadCache(() => this.load());

  constructor(private readonly db: Db) {}

  invalidate(): void {
    this.cache.invalidate();
  }

  index(): Promise<SearchIndex<SearchResult>> {
    return this.cache.get();
  }

  private async load(): Promise<SearchIndex<SearchResult>> {
    const rows = await this.db
      .select({ id: articles.id, title: articles.title, tags: articles.tags, publishedAt: articles.publishedAt, source: articles.source })
      .from(articles)
      .where(and(eq(articles.kind, 'news'), eq(articles.status, 'published')))
      .orderBy(desc(articles.publishedAt), desc(articles.id));
    return new SearchIndex(
      rows.map((r) => ({
        name: r.title,
        item: {
          type: 'news' as const,
          id: String(r.id),
          title: r.title,
          alias: null,
          description: [r.publishedAt?.toISOString().slice(0, 10), r.source].filter(Boolean).join(' · '),
          tags: r.tags,
          level: null,
        },
      })),
    );
  }
}

/** One search over every index: the first few of each group, or one group paged. */
export async function searchSite(catalog: SearchCatalog, news: NewsIndex, request: SearchRequest): Promise<SearchResponse> {
  const [indexes, newsIndex] = await Promise.all([catalog.indexes(), news.index()]);
  const all: Record<SearchType, SearchIndex<SearchResult>> = { ...indexes, news: newsIndex };
  const types = request.type === 'all' ? SEARCH_TYPES : [request.type];
  const from = request.type === 'all' ? 0 : (request.page - 1) * request.pageSize;
  const size = request.type === 'all' ? SEARCH_ALL_GROUP_SIZE : request.pageSize;
  const answer: SearchResponse = {
    query: request.q,
    type: request.type,
    current: request.type === 'all' ? 1 : request.page,
    size,
    groups: types.map((t) => group(all[t], t, request.q, from, size)),
  };
  return answer;
}
