import {
  RANKING_TYPES,
  RANKING_TYPE_LABELS,
  type RankHistory,
  type RankingOption,
  type RankingPage,
  type RankingQuery,
  pageOf,
} from '@zhiyuan/domain';
import { badRequest } from '../../platform/errors';
import type { ReadModels } from '../../platform/read-models';
import { MAIN_LIST } from '../../platform/read-models/rankings';

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

/** A school's ranks per system, oldest year first (spec §3 Rank per school), each list citing the source of its latest year. */
export async function rankHistory(m: Pick<ReadModels, 'rankHistories' | 'sources'>, moeCode: string): Promise<RankHistory[]> {
  const out: RankHistory[] = [];
  for (const { sourceId, ...history } of await m.rankHistories.of(moeCode)) {
    out.push({ ...history, source: await m.sources.find(sourceId) });
  }
  return out;
}
