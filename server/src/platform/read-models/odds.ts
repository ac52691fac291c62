import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ORDINARY_TRACKS, OddsIndex, type Forecast, type OddsData, type OddsRankTable, type RankBand } from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { letRequestsIn, selectMany } from '../../db/copy-out';
import { batchLines, enrolmentPlans, majorScoreLines, rankTables, schoolScoreLines, subjectRequirements } from '../../db/schema';
import { ReadCache } from '../read-cache';
import type { AdmissionRules } from './admission-rules';

const tracks = [...ORDINARY_TRACKS];

/** `track in (…the ordinary tracks…)` with the names inline (a COPY takes no parameters; they are the domain's constants). */
const ordinary = (track: PgColumn): SQL => sql`${track} in (${sql.raw(tracks.map((t) => `'${t.replace(/'/g, "''")}'`).join(', '))})`;

type UnitTable = typeof schoolScoreLines | typeof majorScoreLines | typeof enrolmentPlans;
/** The admission-unit columns the odds model reads (AdmissionUnit). */
const unitColumns = (t: UnitTable) => ({
  province: t.province,
  year: t.year,
  track: t.track,
  batch: t.batch,
  moeCode: t.moeCode,
  schoolName: t.schoolName,
  groupCode: t.groupCode,
  schoolCode: t.schoolCode,
  groupLabel: t.groupLabel,
  planType: t.planType,
  campusNote: t.campusNote,
});
/** The columns of a line the model reads (AdmissionLineRow): not the average and highest scores. */
const lineColumns = (t: typeof schoolScoreLines | typeof majorScoreLines) => ({
  subjectReq: t.subjectReq,
  minScore: t.minScore,
  minRank: t.minRank,
  rankDerived: t.rankDerived,
  planCount: t.planCount,
  admittedCount: t.admittedCount,
  quality: t.quality,
  sourceId: t.sourceId,
});

/** A forecast computed (and kept by the index) ahead of its first request; a track without the year's data has none. */
function forecastOrNot(index: OddsIndex, province: string, track: string, year: number): void {
  try {
    index.forecast(province, track, year);
  } catch {
    // the fit is kept even when the forecast fails
  }
}

/**
 * The odds model over the published data (docs/decisions/007-odds-model.md):
 * every ordinary-track line, major line, plan, 2024 requirement, 一分一段
 * table, batch line and filling rule read once from the database into the
 * domain's OddsIndex, which keeps each forecast (per province, track and
 * year) it computes. Built on first use, dropped when any of those datasets
 * is imported; the first forecast of a year fits what the parameters of every
 * province share from every province's past years (seconds), the others
 * reuse it (tens of milliseconds), and a forecast once computed is a lookup.
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
   * them from every province's past years): the slow part, done once; then
   * `ready`, and the forecasts of every other province and track of the year
   * are computed one at a time, between requests.
   */
  async warm(year: number): Promise<void> {
    const index = await this.index();
    // the fit reads the residuals of every past province, track and year (≈ 20 s of CPU on two cores): computed
    // here one province-year at a time with the thread free in between, requests that arrive meanwhile answer
    // in milliseconds instead of waiting (or, past the headers timeout, being dropped) until the whole fit ends
    for (const { province, track, years } of index.tracks()) {
      for (const y of years) {
        if (y >= year) continue;
        index.residualRecords(province, track, y);
        await letRequestsIn();
        // an import landed meanwhile: the next warm-up (or first request) starts from the new data
        if ((await this.index()) !== index) return;
      }
    }
    const [first, ...rest] = index.tracks().filter((t) => t.years.length > 0);
    if (first) forecastOrNot(index, first.province, first.track, year);
    if ((await this.index()) !== index) return;
    this.ready = true;
    // then the year's forecast of every other province and track, one at a time with the thread free in between
    // (tens of milliseconds each, a second for the few that choose another recency decay): the first student of
    // each province on the evening does not hold up everyone on this process while its forecast is computed
    for (const { province, track } of rest) {
      await letRequestsIn();
      if ((await this.index()) !== index) return;
      forecastOrNot(index, province, track, year);
    }
  }

  index(): Promise<OddsIndex> {
    return this.cache.get();
  }

  async forecast(province: string, track: string, year: number): Promise<Forecast> {
    return (await this.index()).forecast(province, track, year);
  }

  private async load(): Promise<OddsIndex> {
    // one at a time, each read in slices (selectMany): requests answer between them
    const lines = await selectMany(this.db, schoolScoreLines, { ...unitColumns(schoolScoreLines), ...lineColumns(schoolScoreLines) }, ordinary(schoolScoreLines.track));
    const majorLines = await selectMany(
      this.db,
      majorScoreLines,
      {
        ...unitColumns(majorScoreLines),
        ...lineColumns(majorScoreLines),
        majorCode: majorScoreLines.majorCode,
        majorName: majorScoreLines.majorName,
      },
      ordinary(majorScoreLines.track),
    );
    const plans = await selectMany(
      this.db,
      enrolmentPlans,
      {
        ...unitColumns(enrolmentPlans),
        majorCode: enrolmentPlans.majorCode,
        majorName: enrolmentPlans.majorName,
        subjectReq: enrolmentPlans.subjectReq,
        planCount: enrolmentPlans.planCount,
        durationYears: enrolmentPlans.durationYears,
        tuitionPerYear: enrolmentPlans.tuitionPerYear,
        remarks: enrolmentPlans.remarks,
      },
      ordinary(enrolmentPlans.track),
    );
    const requirements = await selectMany(
      this.db,
      subjectRequirements,
      {
        province: subjectRequirements.province,
        year: subjectRequirements.year,
        track: subjectRequirements.track,
        batch: subjectRequirements.batch,
        moeCode: subjectRequirements.moeCode,
        schoolName: subjectRequirements.schoolName,
        groupCode: subjectRequirements.groupCode,
        schoolCode: subjectRequirements.schoolCode,
        campusNote: subjectRequirements.campusNote,
        subjectReq: subjectRequirements.subjectReq,
        majorCode: subjectRequirements.majorCode,
        majorName: subjectRequirements.majorName,
      },
      ordinary(subjectRequirements.track),
    );
    const tables = await selectMany(
      this.db,
      rankTables,
      {
        province: rankTables.province,
        year: rankTables.year,
        track: rankTables.track,
        score: rankTables.score,
        scoreLabel: rankTables.scoreLabel,
        count: rankTables.count,
        cumulative: rankTables.cumulative,
        quality: rankTables.quality,
      },
      ordinary(rankTables.track),
    );
    const anchors = await this.db.select().from(batchLines).where(inArray(batchLines.track, tracks));
    const book = await this.rules.book();
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
