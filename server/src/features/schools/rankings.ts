import { and, eq } from 'drizzle-orm';
import {
  RANKING_TYPES,
  RANKING_TYPE_LABELS,
  type RankHistory,
  type RankingOption,
  type RankingPage,
  type RankingQuery,
  type RankingRow,
  pageOf,
} from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { rankings, schoolRanks } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { ReadCache } from '../../platform/read-cache';
import type { SchoolDirectory } from './service';
import type { SourceCatalog } from '../../platform/source-catalog';

/** 软科 is shown by its main list (主榜); QS by its world list, as far as it ranks schools of the MOE list. */
const MAIN_LIST = '主榜';

interface RankedList {
  system: string;
  year: number;
  sourceId: string;
  rows: RankingRow[];
}

/**
 * 大学排名 (spec §2 University ranking): every list in memory after the first
 * read, with the school facts the rows show joined from the school list.
 */
export class RankingDirectory {
  private readonly lists = new ReadCache(() => this.load());

  constructor(
    private readonly db: Db,
    private readonly schools: SchoolDirectory,
    private readonly sources: SourceCatalog,
  ) {}

  invalidate(): void {
    this.lists.invalidate();
  }

  private async load(): Promise<Map<string, RankedList>> {
    const rows = await this.db.select().from(rankings).where(eq(rankings.list, MAIN_LIST));
    const lists = new Map<string, RankedList>();
    for (const r of rows) {
      if (!(RANKING_TYPES as readonly string[]).includes(r.system)) continue;
      // QS ranks the world; the product lists the schools a gaokao student can apply to
      if (r.system === 'QS' && !r.moeCode) continue;
      const key = `${r.system}|${r.year}`;
      let list = lists.get(key);
      if (!list) {
        list = { system: r.system, year: r.year, sourceId: r.sourceId, rows: [] };
        lists.set(key, list);
      }
      const school = r.moeCode ? await this.schools.find(r.moeCode) : undefined;
      list.rows.push({
        rank: r.rank,
        rankValue: r.rankValue,
        rankIsLowerBound: r.rankIsLowerBound,
        schoolId: school?.id ?? null,
        schoolName: school?.schoolName ?? r.schoolName,
        schoolCrestUrl: school?.schoolCrestUrl ?? null,
        schoolFeatures: school?.schoolFeatures ?? [],
        provinceName: school?.provinceName ?? r.province,
        cityName: school?.cityName ?? null,
        score: r.score,
      });
    }
    for (const list of lists.values()) {
      list.rows.sort((a, b) => a.rankValue - b.rankValue || a.schoolName.localeCompare(b.schoolName, 'zh'));
    }
    return lists;
  }

  /** The systems and the years each really has, latest first. */
  async options(): Promise<RankingOption[]> {
    const lists = [...(await this.lists.get()).values()];
    return RANKING_TYPES.map((type) => ({
      rankingType: type,
      label: RANKING_TYPE_LABELS[type],
      years: lists.filter((l) => l.system === type).map((l) => l.year).sort((a, b) => b - a),
    }));
  }

  /** POST /api/school/ranking */
  async query(q: RankingQuery): Promise<RankingPage> {
    const lists = await this.lists.get();
    const years = [...lists.values()].filter((l) => l.system === q.rankingType).map((l) => l.year);
    const year = q.rankingYear ?? (years.length ? Math.max(...years) : null);
    const list = year === null ? undefined : lists.get(`${q.rankingType}|${year}`);
    if (q.rankingYear !== undefined && !list) {
      const have = years.sort((a, b) => b - a).join('、');
      throw badRequest(`排名年份：${q.rankingType}排名没有${q.rankingYear}年的数据${have ? `，可选：${have}` : ''}`);
    }
    const name = q.query?.trim() ?? '';
    const rows = (list?.rows ?? []).filter((r) => name === '' || r.schoolName.includes(name));
    return {
      ...pageOf(rows, q.page, q.pageSize),
      rankingType: q.rankingType,
      rankingYear: year,
      list: list ? MAIN_LIST : null,
      source: await this.sources.find(list?.sourceId),
    };
  }

  /** A school's ranks per system, oldest year first (spec §3 Rank per school). */
  async history(moeCode: string): Promise<RankHistory[]> {
    const rows = await this.db
      .select()
      .from(schoolRanks)
      .where(and(eq(schoolRanks.moeCode, moeCode)));
    const out: RankHistory[] = [];
    for (const system of [...RANKING_TYPES, 'ARWU']) {
      const mine = rows.filter((r) => r.system === system).sort((a, b) => a.year - b.year);
      if (mine.length === 0) continue;
      const latest = mine.at(-1)!;
      out.push({
        system,
        list: latest.list,
        ranks: mine.map((r) => ({
          year: r.year,
          rank: r.rank,
          rankValue: r.rankValue,
          rankIsLowerBound: /\+$|-/.test(r.rank),
        })),
        source: await this.sources.find(latest.sourceId),
      });
    }
    return out;
  }
}
