import { eq } from 'drizzle-orm';
import {
  RANKING_TYPES,
  RANKING_TYPE_LABELS,
  type RankHistory,
  type RankingOption,
  type RankingPage,
  type RankingQuery,
  pageOf,
} from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { schoolRanks } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import type { ReadModels } from '../../platform/read-models';
import { MAIN_LIST } from '../../platform/read-models/rankings';
import type { SourceCatalog } from '../../platform/read-models/sources';

/** The systems and the years each really has, latest first. */
export async function rankingOptions(m: ReadModels): Promise<RankingOption[]> {
  const lists = await m.rankings.all();
  return RANKING_TYPES.map((type) => {
    const mine = lists.filter((l) => l.system === type);
    const names = [...new Set(mine.map((l) => l.list))].sort((a, b) => (a === MAIN_LIST ? -1 : b === MAIN_LIST ? 1 : a.localeCompare(b, 'zh')));
    const yearsOf = (list: string) => mine.filter((l) => l.list === list).map((l) => l.year).sort((a, b) => b - a);
    return {
      rankingType: type,
      label: RANKING_TYPE_LABELS[type],
      years: yearsOf(MAIN_LIST),
      lists: names.map((list) => ({ list, years: yearsOf(list) })),
    };
  });
}

/** POST /api/school/ranking */
export async function rankingPage(m: ReadModels, q: RankingQuery): Promise<RankingPage> {
  const listName = q.list?.trim() || MAIN_LIST;
  const ofSystem = (await m.rankings.all()).filter((l) => l.system === q.rankingType);
  if (!ofSystem.some((l) => l.list === listName)) {
    const have = [...new Set(ofSystem.map((l) => l.list))].join('、');
    throw badRequest(`榜单：${q.rankingType}排名没有“${listName}”${have ? `，可选：${have}` : ''}`);
  }
  const years = ofSystem.filter((l) => l.list === listName).map((l) => l.year);
  const year = q.rankingYear ?? (years.length ? Math.max(...years) : null);
  const list = year === null ? undefined : await m.rankings.list(q.rankingType, year, listName);
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
    list: list ? list.list : null,
    source: await m.sources.find(list?.sourceId),
  };
}

/** A school's ranks per system, oldest year first (spec §3 Rank per school). */
export async function rankHistory(db: Db, sources: SourceCatalog, moeCode: string): Promise<RankHistory[]> {
  const rows = await db.select().from(schoolRanks).where(eq(schoolRanks.moeCode, moeCode));
  const out: RankHistory[] = [];
  for (const system of RANKING_TYPES) {
    const ofSystem = rows.filter((r) => r.system === system);
    // one history per list: a 2023 主榜 rank never sits silently beside a 2026 医药类 one
    const lists = [...new Set(ofSystem.map((r) => r.list))].sort((a, b) => (a === MAIN_LIST ? -1 : b === MAIN_LIST ? 1 : a.localeCompare(b, 'zh')));
    for (const listName of lists) {
      const mine = ofSystem.filter((r) => r.list === listName).sort((a, b) => a.year - b.year);
      const latest = mine.at(-1)!;
      out.push({
        system,
        list: listName,
        ranks: mine.map((r) => ({
          year: r.year,
          rank: r.rank,
          rankValue: r.rankValue,
          rankIsLowerBound: /\+$|-/.test(r.rank),
        })),
        source: await sources.find(latest.sourceId),
      });
    }
  }
  return out;
}
