import {
  PROVINCE_NAMES,
  bandCount,
  bandTop,
  compareBatches,
  lookupRank,
  rankNoMatchMessage,
  scoreAtRank,
  type BatchControlLine,
  type BatchLineRow,
  type BatchLineSelect,
  type DataProvinces,
  type HistoricalEquivalent,
  type HistoricalEquivalentRow,
  type RankSegment,
  type RankTableInfo,
  type RankTableKey,
  type SameScoreInfo,
  type ScoreAtRankResult,
  type SegmentDefault,
  type SegmentResult,
  pageOf,
} from '@zhiyuan/domain';
import { notFound } from '../../platform/errors';
import type { ReadModels } from '../../platform/read-models';
import { describeTable } from './remarks';

/** GET /api/batch-lines/provinces: provinces with a rank table and with batch lines, in the list's order. */
export async function dataProvinces(m: ReadModels): Promise<DataProvinces> {
  const rankTables: string[] = [];
  for (const p of PROVINCE_NAMES) if (await m.rankTables.has(p)) rankTables.push(p);
  return { rankTables, batchLines: await m.batchLines.provinces(PROVINCE_NAMES) };
}

/** The control line of a batch for the table's province, year and track; null when no batch is asked. */
async function controlLine(m: ReadModels, key: RankTableKey, batch: string | undefined): Promise<BatchControlLine | null> {
  if (!batch) return null;
  const lines = (await m.batchLines.linesOf(key.province, key.year, key.subject)).filter((l) => l.batch === batch);
  const first = lines[0];
  if (!first) throw notFound(`暂无${key.province}${key.year}年${key.subject}“${batch}”的批次线`);
  return {
    batch,
    controlScore: lines.length === 1 ? first.controlScore : null,
    ambiguous: lines.length > 1 || first.ambiguous,
    source: await m.sources.get(first.sourceId),
  };
}

/** GET /api/batch-lines/batch-line-select: year → track → batches of the tables that exist. */
export async function batchLineSelect(m: ReadModels, province: string): Promise<BatchLineSelect> {
  const tables = await m.rankTables.tablesOf(province);
  const options: BatchLineSelect['options'] = [];
  const map: BatchLineSelect['yearSubjectBatchMap'] = {};
  for (const table of tables) {
    const lines = await m.batchLines.linesOf(province, table.year, table.subject);
    const batches = [...new Set([...lines].sort(compareBatches).map((l: BatchLineRow) => l.batch))];
    let year = options.find((o) => o.year === table.year);
    if (!year) options.push((year = { year: table.year, subjects: [] }));
    year.subjects.push({ subject: table.subject, batches, table });
    (map[String(table.year)] ??= {})[table.subject] = batches;
  }
  return { province, yearSubjectBatchMap: map, options };
}

/** POST /api/batch-lines/batch-line-segment-default: the distribution of one table. */
export async function segmentCurve(m: ReadModels, key: RankTableKey & { batch?: string | undefined }): Promise<SegmentDefault> {
  const table = await m.rankTables.table(key);
  const batchLine = await controlLine(m, key, key.batch);
  const curveData = table.rows.map((row, i) => ({
    score: row.score,
    highScore: bandTop(table.bands[i]!, table.info.fullMark),
    sameScoreCount: bandCount(table.bands[i]!, i === 0 ? 0 : table.bands[i - 1]!.cumulative),
    highestRank: row.highestRank,
    lowestRank: row.lowestRank,
  }));
  return { table: table.info, batchLine, curveData };
}

/** POST /api/batch-lines/batch-line-segment: rank interval, same-score count, suggestion and prompt. */
export async function rankSegment(m: ReadModels, key: RankTableKey & { score: number; batch?: string | undefined }): Promise<SegmentResult> {
  const { table, segment } = await m.rankTables.lookup(key, key.score);
  const batchLine = await controlLine(m, key, key.batch);
  return { table: table.info, segment, batchLine, scorePrompt: scorePrompt(table.info, key.score, segment, batchLine) };
}

/** POST /api/batch-lines/historical-equivalent-score: the same rank in each earlier year of the track. */
export async function historicalEquivalent(m: ReadModels, key: RankTableKey & { score: number }): Promise<HistoricalEquivalent> {
  const { table, segment } = await m.rankTables.lookup(key, key.score);
  if (!segment) return { table: table.info, segment, rows: [], message: rankNoMatchMessage(key.score) };
  const rank = segment.suggestedRank;
  const earlier = (await m.rankTables.tablesOf(key.province)).filter((t) => t.subject === key.subject && t.year < key.year);
  const rows: HistoricalEquivalentRow[] = [];
  for (const info of earlier) {
    const other = await m.rankTables.table({ province: info.province, year: info.year, subject: info.subject });
    const found = scoreAtRank(other.bands, rank);
    if (!found) {
      rows.push({
        year: info.year,
        highestRank: null,
        lowestRank: null,
        historicalEquivalentScore: null,
        bandLabel: null,
        historicalEquivalentRank: rank,
        note: `${info.year}年的表只统计到第${info.totalCandidates}名（${info.bottomScore}分），不含这一位次`,
        table: info,
      });
      continue;
    }
    rows.push({
      year: info.year,
      highestRank: found.highestRank,
      lowestRank: found.lowestRank,
      historicalEquivalentScore: found.score,
      bandLabel: found.bandLabel,
      historicalEquivalentRank: rank,
      note:
        found.highestRank > rank
          ? `${info.year}年的表缺少最高分段，这一位次的分数不低于${found.score}分`
          : null,
      table: info,
    });
  }
  const message =
    rows.length === 0
      ? `暂无${key.province}${key.subject}${key.year}年以前的一分一段表，无法换算等效分`
      : `按${key.year}年位次${rank}名换算`;
  return { table: table.info, segment, rows, message };
}

/** POST /api/batch-lines/get-score: the band holding a rank. */
export async function scoreAt(m: ReadModels, key: RankTableKey & { rank: number }): Promise<ScoreAtRankResult> {
  const table = await m.rankTables.table(key);
  const found = scoreAtRank(table.bands, key.rank);
  if (!found) {
    return {
      table: table.info,
      rank: key.rank,
      score: null,
      bandLabel: null,
      highestRank: null,
      lowestRank: null,
      message: `该表只统计到第${table.info.totalCandidates}名（${table.info.bottomScore}分），没有第${key.rank}名`,
    };
  }
  return { table: table.info, rank: key.rank, ...found, message: `第${key.rank}名在“${found.bandLabel}”分数段` };
}

/** POST /api/batch-lines/same-score-info: rows of the table; a covered score opens its page. */
export async function sameScoreRows(m: ReadModels, key: RankTableKey & { score?: number | undefined; page: number; pageSize: number }): Promise<SameScoreInfo> {
  const table = await m.rankTables.table(key);
  let page = key.page;
  let highlightScore: number | null = null;
  if (key.score !== undefined) {
    const segment = lookupRank(table.bands, key.score, table.info.fullMark);
    const index = segment ? table.rows.findIndex((r, i) => key.score! >= r.score && key.score! <= bandTop(table.bands[i]!, table.info.fullMark)) : -1;
    if (index >= 0) {
      page = Math.floor(index / key.pageSize) + 1;
      highlightScore = table.rows[index]!.score;
    }
  }
  return { table: table.info, ...pageOf(table.rows, page, key.pageSize), highlightScore };
}

/** The prompt under the result: what the rank means, against the chosen batch line, with the table's caveats. */
export function scorePrompt(info: RankTableInfo, score: number, segment: RankSegment | null, line: BatchControlLine | null): string {
  if (!segment) return rankNoMatchMessage(score);
  const parts: string[] = [];
  const where = `${info.province}${info.year}年${info.subject}`;
  if (segment.omitted) {
    parts.push(
      `${where}的公布表没有列出${segment.bandLabel.replace('-', '–')}分，但累计人数在此跳了${segment.sameScoreCount}人：这些考生的分数就在这一段，${score}分的位次在${segment.highestRank}–${segment.lowestRank}名之间，建议按第${segment.suggestedRank}名参考。`,
    );
  } else if (segment.sameScoreCount === 0) {
    parts.push(`${where}没有考生考${score}分，位次按高一分数段的累计人数计为第${segment.suggestedRank}名。`);
  } else if (segment.bandLabel !== String(score)) {
    parts.push(`${score}分在${where}“${segment.bandLabel}”分数段，该段共${segment.sameScoreCount}人，位次${segment.highestRank}–${segment.lowestRank}名。`);
  } else {
    parts.push(`${score}分在${where}位次${segment.highestRank}–${segment.lowestRank}名，同分${segment.sameScoreCount}人，建议按第${segment.suggestedRank}名参考。`);
  }
  if (line) {
    if (line.controlScore === null) {
      parts.push(`“${line.batch}”在来源中有多条控制线，未作比较。`);
    } else {
      const diff = Math.round((score - line.controlScore) * 10) / 10;
      // a batch named “…控制线” does not get the word twice
      const name = `${line.batch.replace(/(?:录取)?控制(?:分数)?线$/, '')}控制线`;
      parts.push(
        diff > 0
          ? `比${name}${line.controlScore}分高${diff}分。`
          : diff < 0
            ? `比${name}${line.controlScore}分低${-diff}分。`
            : `与${name}${line.controlScore}分持平。`,
      );
    }
  }
  const caveat = describeTable(info);
  if (caveat) parts.push(`注意：${caveat}`);
  return parts.join('');
}
