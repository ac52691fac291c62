import { and, desc, eq, sql } from 'drizzle-orm';
import {
  PROVINCE_NAMES,
  compareBatches,
  compareTracks,
  lookupRank,
  bandCount,
  bandRankRange,
  bandTop,
  rankNoMatchMessage,
  scoreAtRank,
  type BatchControlLine,
  type BatchLineRow,
  type BatchLineSelect,
  type DataProvinces,
  type HistoricalEquivalent,
  type HistoricalEquivalentRow,
  type RankBand,
  type RankSegment,
  type RankTableInfo,
  type RankTableKey,
  type RankTableQuality,
  type RankTableRow,
  type SameScoreInfo,
  type ScoreAtRankResult,
  type SegmentDefault,
  type SegmentResult,
  pageOf,
} from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { rankTables } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { KeyedCache } from '../../platform/keyed-cache';
import { ReadCache } from '../../platform/read-cache';
import { sourceCatalogOf, type SourceCatalog } from '../../platform/source-catalog';
import type { ProvinceDirectory } from '../provinces/service';
import { batchLineBookOf, type BatchLineBook } from '../batchlines/service';
import { describeTable } from './remarks';

/** One table as the read model holds it: its bands highest first, and the published rows with ranks. */
export interface LoadedTable {
  info: RankTableInfo;
  bands: RankBand[];
  rows: RankTableRow[];
}

const tableKey = (province: string, year: number, track: string) => `${province}|${year}|${track}`;

/**
 * 一分一段 read model. The catalogue of tables (one aggregate query) and each
 * table's rows (loaded on first use, by primary key) stay in process memory:
 * published tables change once a year, and a lookup is then a scan of a few
 * hundred bands, not a database round trip (DESIGN.md, Storage).
 */
export class RankTableStore {
  private readonly catalog = new ReadCache(() => this.loadCatalog());
  // keyed by the catalogue's own info objects, dropped together with it; all ~330 tables fit, so no eviction
  private readonly tables = new KeyedCache((info: RankTableInfo) => this.loadTable(info), Infinity);

  constructor(
    private readonly db: Db,
    private readonly provinces: ProvinceDirectory,
    private readonly sources: SourceCatalog,
    private readonly batchLines: BatchLineBook,
  ) {}

  invalidate(): void {
    this.catalog.invalidate();
    this.tables.invalidate();
  }

  /** province → its tables, newest year first, ordinary tracks first. */
  private async loadCatalog(): Promise<Map<string, RankTableInfo[]>> {
    const [rows, firstRows, provinces] = await Promise.all([
      this.db
        .select({
          province: rankTables.province,
          year: rankTables.year,
          track: rankTables.track,
          quality: sql<string>`min(${rankTables.quality})`,
          sourceId: sql<string>`min(${rankTables.sourceId})`,
          topScore: sql<number>`max(${rankTables.score})`,
          bottomScore: sql<number>`min(${rankTables.score})`,
          topBand: sql<boolean>`bool_or(${rankTables.scoreLabel} like '%及以上')`,
          totalCandidates: sql<number>`max(${rankTables.cumulative})`,
          rows: sql<number>`count(*)`,
        })
        .from(rankTables)
        .groupBy(rankTables.province, rankTables.year, rankTables.track),
      this.db
        .selectDistinctOn([rankTables.province, rankTables.year, rankTables.track], {
          province: rankTables.province,
          year: rankTables.year,
          track: rankTables.track,
          count: rankTables.count,
          cumulative: rankTables.cumulative,
        })
        .from(rankTables)
        .orderBy(rankTables.province, rankTables.year, rankTables.track, desc(rankTables.score)),
      this.provinces.list(),
    ]);
    const totalScore = new Map(provinces.map((p) => [p.name, p.totalScore]));
    const firstRow = new Map(firstRows.map((r) => [tableKey(r.province, r.year, r.track), r]));
    const byProvince = new Map<string, RankTableInfo[]>();
    for (const r of rows) {
      const topScore = Number(r.topScore);
      const topBand = r.topBand === true || String(r.topBand) === 't';
      const first = firstRow.get(tableKey(r.province, r.year, r.track));
      const info: RankTableInfo = {
        province: r.province,
        year: r.year,
        subject: r.track,
        quality: r.quality as RankTableQuality,
        topScore,
        bottomScore: Number(r.bottomScore),
        topBand,
        topComplete: first !== undefined && first.count !== null && first.count === first.cumulative,
        fullMark: Math.max(totalScore.get(r.province) ?? 750, Math.ceil(topScore)),
        totalCandidates: Number(r.totalCandidates),
        rows: Number(r.rows),
        source: await this.sources.get(r.sourceId),
      };
      let list = byProvince.get(r.province);
      if (!list) byProvince.set(r.province, (list = []));
      list.push(info);
    }
    for (const list of byProvince.values()) list.sort((a, b) => b.year - a.year || compareTracks(a.subject, b.subject));
    return byProvince;
  }

  /** The tables of a province, newest first (empty when it has none). */
  async tablesOf(province: string): Promise<RankTableInfo[]> {
    return (await this.catalog.get()).get(province) ?? [];
  }

  /** Every table of every province (the property test walks them all). */
  async allTables(): Promise<RankTableInfo[]> {
    return [...(await this.catalog.get()).values()].flat();
  }

  async dataProvinces(): Promise<DataProvinces> {
    const catalog = await this.catalog.get();
    return {
      rankTables: PROVINCE_NAMES.filter((p) => catalog.has(p)),
      batchLines: await this.batchLines.provinces(PROVINCE_NAMES),
    };
  }

  /** One table, loaded from the database on first use; unknown keys are a 404 with 暂无数据 words. */
  async table(key: RankTableKey): Promise<LoadedTable> {
    const info = (await this.tablesOf(key.province)).find((t) => t.year === key.year && t.subject === key.subject);
    if (!info) throw notFound(`暂无${key.province}${key.year}年${key.subject}的一分一段数据`);
    return this.tables.get(info);
  }

  private async loadTable(info: RankTableInfo): Promise<LoadedTable> {
    const rows = await this.db
      .select({ score: rankTables.score, scoreLabel: rankTables.scoreLabel, count: rankTables.count, cumulative: rankTables.cumulative })
      .from(rankTables)
      .where(and(eq(rankTables.province, info.province), eq(rankTables.year, info.year), eq(rankTables.track, info.subject)))
      .orderBy(desc(rankTables.score));
    const bands: RankBand[] = rows.map((r) => ({ score: r.score, scoreLabel: r.scoreLabel, count: r.count, cumulative: r.cumulative }));
    let previous = 0;
    const published = bands.map((band): RankTableRow => {
      const row = {
        score: band.score,
        bandLabel: band.scoreLabel ?? String(band.score),
        count: band.count,
        cumulative: band.cumulative,
        ...bandRankRange(band, previous),
      };
      previous = band.cumulative;
      return row;
    });
    return { info, bands, rows: published };
  }

  /** The control line of a batch for the table's province, year and track; null when no batch is asked. */
  private async controlLine(key: RankTableKey, batch: string | undefined): Promise<BatchControlLine | null> {
    if (!batch) return null;
    const lines = (await this.batchLines.linesOf(key.province, key.year, key.subject)).filter((l) => l.batch === batch);
    const first = lines[0];
    if (!first) throw notFound(`暂无${key.province}${key.year}年${key.subject}“${batch}”的批次线`);
    return {
      batch,
      controlScore: lines.length === 1 ? first.controlScore : null,
      ambiguous: lines.length > 1 || first.ambiguous,
      source: await this.sources.get(first.sourceId),
    };
  }

  /** GET /api/batch-lines/batch-line-select: year → track → batches of the tables that exist. */
  async select(province: string): Promise<BatchLineSelect> {
    const tables = await this.tablesOf(province);
    const options: BatchLineSelect['options'] = [];
    const map: BatchLineSelect['yearSubjectBatchMap'] = {};
    for (const table of tables) {
      const lines = await this.batchLines.linesOf(province, table.year, table.subject);
      const batches = [...new Set([...lines].sort(compareBatches).map((l: BatchLineRow) => l.batch))];
      let year = options.find((o) => o.year === table.year);
      if (!year) options.push((year = { year: table.year, subjects: [] }));
      year.subjects.push({ subject: table.subject, batches, table });
      (map[String(table.year)] ??= {})[table.subject] = batches;
    }
    return { province, yearSubjectBatchMap: map, options };
  }

  /** POST /api/batch-lines/batch-line-segment-default: the distribution of one table. */
  async curve(key: RankTableKey & { batch?: string | undefined }): Promise<SegmentDefault> {
    const table = await this.table(key);
    const batchLine = await this.controlLine(key, key.batch);
    const curveData = table.rows.map((row, i) => ({
      score: row.score,
      highScore: bandTop(table.bands[i]!, table.info.fullMark),
      sameScoreCount: bandCount(table.bands[i]!, i === 0 ? 0 : table.bands[i - 1]!.cumulative),
      highestRank: row.highestRank,
      lowestRank: row.lowestRank,
    }));
    return { table: table.info, batchLine, curveData };
  }

  /** The band of a score, or null when no band covers it. */
  async lookup(key: RankTableKey, score: number): Promise<{ table: LoadedTable; segment: RankSegment | null }> {
    const table = await this.table(key);
    return { table, segment: lookupRank(table.bands, score, table.info.fullMark) };
  }

  /** POST /api/batch-lines/batch-line-segment: rank interval, same-score count, suggestion and prompt. */
  async segment(key: RankTableKey & { score: number; batch?: string | undefined }): Promise<SegmentResult> {
    const { table, segment } = await this.lookup(key, key.score);
    const batchLine = await this.controlLine(key, key.batch);
    return { table: table.info, segment, batchLine, scorePrompt: scorePrompt(table.info, key.score, segment, batchLine) };
  }

  /** POST /api/batch-lines/historical-equivalent-score: the same rank in each earlier year of the track. */
  async historicalEquivalent(key: RankTableKey & { score: number }): Promise<HistoricalEquivalent> {
    const { table, segment } = await this.lookup(key, key.score);
    if (!segment) return { table: table.info, segment, rows: [], message: rankNoMatchMessage(key.score) };
    const rank = segment.suggestedRank;
    const earlier = (await this.tablesOf(key.province)).filter((t) => t.subject === key.subject && t.year < key.year);
    const rows: HistoricalEquivalentRow[] = [];
    for (const info of earlier) {
      const other = await this.table({ province: info.province, year: info.year, subject: info.subject });
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
  async scoreAt(key: RankTableKey & { rank: number }): Promise<ScoreAtRankResult> {
    const table = await this.table(key);
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
  async rows(key: RankTableKey & { score?: number | undefined; page: number; pageSize: number }): Promise<SameScoreInfo> {
    const table = await this.table(key);
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
}

/** The prompt under the result: what the rank means, against the chosen batch line, with the table's caveats. */
export function scorePrompt(info: RankTableInfo, score: number, segment: RankSegment | null, line: BatchControlLine | null): string {
  if (!segment) return rankNoMatchMessage(score);
  const parts: string[] = [];
  const where = `${info.province}${info.year}年${info.subject}`;
  if (segment.sameScoreCount === 0) {
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
      parts.push(
        diff > 0
          ? `比${line.batch}控制线${line.controlScore}分高${diff}分。`
          : diff < 0
            ? `比${line.batch}控制线${line.controlScore}分低${-diff}分。`
            : `与${line.batch}控制线${line.controlScore}分持平。`,
      );
    }
  }
  const caveat = describeTable(info);
  if (caveat) parts.push(`注意：${caveat}`);
  return parts.join('');
}

const stores = new WeakMap<Db, RankTableStore>();

/** The one 一分一段 read model of a database. */
export function rankTableStoreOf(db: Db, provinces: ProvinceDirectory): RankTableStore {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = new RankTableStore(db, provinces, sourceCatalogOf(db), batchLineBookOf(db))));
  return store;
}
