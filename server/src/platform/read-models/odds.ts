import { inArray } from 'drizzle-orm';
import { ORDINARY_TRACKS, OddsIndex, type Forecast, type OddsData, type OddsRankTable, type RankBand } from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { batchLines, enrolmentPlans, majorScoreLines, rankTables, schoolScoreLines, subjectRequirements } from '../../db/schema';
import { ReadCache } from '../read-cache';
import type { AdmissionRules } from './admission-rules';

const tracks = [...ORDINARY_TRACKS];

/**
 * The odds model over the published data (docs/decisions/007-odds-model.md):
 * every ordinary-track line, major line, plan, 2024 requirement, 一分一段
 * table, batch line and filling rule read once from the database into the
 * domain's OddsIndex, which keeps each forecast (per province, track and
 * year) it computes. Built on first use, dropped when any of those datasets
 * is imported; the first forecast fits the parameters from every province's
 * past years (seconds), later ones are a lookup.
 */
export class OddsModel {
  private readonly cache = new ReadCache(() => this.load());
  /** The index is loaded and its parameters fitted: a recommendation answers at once (reported by /api/health) */
  ready = false;

  constructor(
    private readonly db: Db,
    private readonly rules: AdmissionRules,
  ) {}

  invalidate(): void {
    this.ready = false;
    this.cache.invalidate();
  }

  /**
   * Loads the index and fits the model's parameters (the first forecast fits
   * them from every province's past years): the slow part, done once. The
   * forecasts of each province and track are left to their first request
   * (seconds each), so the server is busy once at start, not for minutes.
   */
  async warm(year: number): Promise<void> {
    const index = await this.index();
    const first = index.tracks().find((t) => t.years.length > 0);
    if (first) {
      try {
        index.forecast(first.province, first.track, year);
      } catch {
        // a track without the year's data: the fit happened before the forecast failed
      }
    }
    if ((await this.index()) === index) this.ready = true;
  }

  index(): Promise<OddsIndex> {
    return this.cache.get();
  }

  async forecast(province: string, track: string, year: number): Promise<Forecast> {
    return (await this.index()).forecast(province, track, year);
  }

  private async load(): Promise<OddsIndex> {
    const [lines, majorLines, plans, requirements, tables, anchors, book] = await Promise.all([
      this.db.select().from(schoolScoreLines).where(inArray(schoolScoreLines.track, tracks)),
      this.db.select().from(majorScoreLines).where(inArray(majorScoreLines.track, tracks)),
      this.db.select().from(enrolmentPlans).where(inArray(enrolmentPlans.track, tracks)),
      this.db.select().from(subjectRequirements).where(inArray(subjectRequirements.track, tracks)),
      this.db
        .select({
          province: rankTables.province,
          year: rankTables.year,
          track: rankTables.track,
          score: rankTables.score,
          scoreLabel: rankTables.scoreLabel,
          count: rankTables.count,
          cumulative: rankTables.cumulative,
          quality: rankTables.quality,
        })
        .from(rankTables)
        .where(inArray(rankTables.track, tracks)),
      this.db.select().from(batchLines).where(inArray(batchLines.track, tracks)),
      this.rules.book(),
    ]);
    const byTable = new Map<string, OddsRankTable & { bands: RankBand[] }>();
    for (const row of tables) {
      const key = `${row.province}|${row.year}|${row.track}`;
      let table = byTable.get(key);
      if (!table) {
        table = { province: row.province, year: row.year, track: row.track, quality: row.quality, bands: [] };
        byTable.set(key, table);
      }
      table.bands.push({ score: row.score, scoreLabel: row.scoreLabel, count: row.count, cumulative: row.cumulative });
    }
    // the domain reads bands highest score first
    for (const table of byTable.values()) table.bands.sort((a, b) => b.score - a.score);
    const data: OddsData = {
      lines,
      majorLines,
      plans,
      requirements,
      rankTables: [...byTable.values()],
      rules: book.rules,
      models: book.models,
      batchLines: anchors,
    };
    return new OddsIndex(data);
  }
}
