import { RANKING_TYPES, type RankingRow } from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { rankings } from '../../db/schema';
import { ReadCache } from '../read-cache';
import type { SchoolDirectory } from './schools';

/** 软科 is shown by its main list (主榜); QS by its world list, as far as it ranks schools of the MOE list. */
export const MAIN_LIST = '主榜';

/** One published list: a system's ranking of one year, with the school facts its rows show. */
export interface RankedList {
  system: string;
  year: number;
  /** 主榜 or a 软科 specialty list */
  list: string;
  sourceId: string;
  rows: RankingRow[];
}

/**
 * 大学排名 (spec §2 University ranking): every list in memory after the first
 * read, with the school facts the rows show joined from the school list.
 */
export class RankingLists {
  private readonly lists = new ReadCache(() => this.load());

  constructor(
    private readonly db: Db,
    private readonly schools: SchoolDirectory,
  ) {}

  invalidate(): void {
    this.lists.invalidate();
  }

  /** Every list, in no particular order. */
  async all(): Promise<RankedList[]> {
    return [...(await this.lists.get()).values()];
  }

  /** The list of a system and year (the main list unless another is named), if it was published. */
  async list(system: string, year: number, list: string = MAIN_LIST): Promise<RankedList | undefined> {
    return (await this.lists.get()).get(listKey(system, year, list));
  }

  private async load(): Promise<Map<string, RankedList>> {
    const rows = await this.db.select().from(rankings);
    const lists = new Map<string, RankedList>();
    for (const r of rows) {
      if (!(RANKING_TYPES as readonly string[]).includes(r.system)) continue;
      // QS and ARWU rank the world; the product lists the schools a gaokao student can apply to
      if (r.system !== '软科' && !r.moeCode) continue;
      const key = listKey(r.system, r.year, r.list);
      let list = lists.get(key);
      if (!list) {
        list = { system: r.system, year: r.year, list: r.list, sourceId: r.sourceId, rows: [] };
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
}

const listKey = (system: string, year: number, list: string) => `${system}|${year}|${list}`;
