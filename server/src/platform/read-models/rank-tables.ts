import { and, desc, eq, sql } from 'drizzle-orm';
import {
  bandRankRange,
  compareTracks,
  lookupRank,
  type RankBand,
  type RankSegment,
  type RankTableInfo,
  type RankTableKey,
  type RankTableQuality,
  type RankTableRow,
} from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { rankTables } from '../../db/schema';
import { notFound } from '../errors';
import { KeyedCache } from '../keyed-cache';
import { ReadCache } from '../read-cache';
import type { ProvinceDirectory } from './provinces';
import type { SourceCatalog } from './sources';

/** Distinct scores whose band a table remembers (a table has under a thousand; decimals could be endless). */
const SEGMENTS_PER_TABLE = 2_000;

/** One table as the read model holds it: its bands highest first, and the published rows with ranks. */
export interface LoadedTable {
  info: RankTableInfo;
  bands: RankBand[];
  rows: RankTableRow[];
  /** score → its band, remembered after the first lookup (the evening scores come out, the same scores repeat) */
  segments: Map<number, RankSegment | null>;
}

const tableKey = (province: string, year: number, track: string) => `${province}|${year}|${track}`;

/**
 * 一分一段 read model. The catalogue of tables (one aggregate query) and each
 * table's rows (loaded on first use, by primary key) stay in process memory:
 * published tables change once a year, and a lookup is then a scan of a few
 * hundred bands, not a database round trip (DESIGN.md, Storage).
 */
export class RankTables {
  private readonly catalog = new ReadCache(() => this.loadCatalog());
  // keyed by the catalogue's own info objects, dropped together with it; all ~330 tables fit, so no eviction
  private readonly tables = new KeyedCache((info: RankTableInfo) => this.loadTable(info), Infinity);

  constructor(
    private readonly db: Db,
    private readonly provinces: ProvinceDirectory,
    private readonly sources: SourceCatalog,
  ) {}

  invalidate(): void {
    this.catalog.invalidate();
    this.tables.invalidate();
  }

  /** The tables of a province, newest first, ordinary tracks first (empty when it has none). */
  async tablesOf(province: string): Promise<RankTableInfo[]> {
    return (await this.catalog.get()).get(province) ?? [];
  }

  /** Whether a province has any table. */
  async has(province: string): Promise<boolean> {
    return (await this.catalog.get()).has(province);
  }

  /** Every table of every province (the property test walks them all). */
  async allTables(): Promise<RankTableInfo[]> {
    return [...(await this.catalog.get()).values()].flat();
  }

  /** One table, loaded from the database on first use; unknown keys are a 404 with 暂无数据 words. */
  async table(key: RankTableKey): Promise<LoadedTable> {
    const info = (await this.tablesOf(key.province)).find((t) => t.year === key.year && t.subject === key.subject);
    if (!info) throw notFound(`暂无${key.province}${key.year}年${key.subject}的一分一段数据`);
    return this.tables.get(info);
  }

  /** The band of a score, or null when no band covers it. */
  async lookup(key: RankTableKey, score: number): Promise<{ table: LoadedTable; segment: RankSegment | null }> {
    const table = await this.table(key);
    let segment = table.segments.get(score);
    if (segment === undefined) {
      segment = lookupRank(table.bands, score, table.info.fullMark);
      if (table.segments.size >= SEGMENTS_PER_TABLE) table.segments.clear();
      table.segments.set(score, segment);
    }
    return { table, segment };
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
    return { info, bands, rows: published, segments: new Map() };
  }
}
