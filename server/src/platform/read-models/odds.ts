import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { ORDINARY_TRACKS, type ForecastAnswer, type ForecastAnswerArgs, type ForecastAnswerName } from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { letRequestsIn, selectMany } from '../../db/copy-out';
import { batchLines, enrolmentPlans, majorScoreLines, rankTables, schoolScoreLines, subjectRequirements } from '../../db/schema';
import { ReadCache } from '../read-cache';
import { OddsThread, type OddsRows } from './oddsThread';
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

/** Rows sent to the model's thread per message: a few milliseconds of copying each, requests answer in between */
const ROWS_PER_MESSAGE = 20_000;

/**
 * The odds model over the published data (docs/decisions/007-odds-model.md):
 * every ordinary-track line, major line, plan, 2024 requirement, 一分一段
 * table, batch line and filling rule read once from the database and sent to
 * the model's own thread (oddsWorker.ts), whose OddsIndex keeps each
 * forecast (per province, track and year) it computes. The forecasts are
 * gigabytes of small objects: in the API's heap they made its every
 * young-generation collection several times longer (docs/scaling.md), so
 * they stay in that thread and only answers (FORECAST_ANSWERS) come back.
 * Loaded on first use, dropped when any of those datasets is imported (the
 * old thread ends once it has answered what it was asked); the first
 * forecast of a year fits what the parameters of every province share from
 * every province's past years (seconds), the others reuse it (tens of
 * milliseconds), and a forecast once computed is a lookup.
 */
export class OddsModel {
  private readonly cache = new ReadCache(() => this.start());
  /** The thread of the data as it stands (loading or loaded); null until first use and after an import */
  private current: OddsThread | null = null;
  /** Threads dropped by an import that still answer what they were asked */
  private readonly threads = new Set<OddsThread>();
  /** The data is loaded and the model's parameters fitted: a recommendation answers at once (reported by /api/health) */
  ready = false;

  constructor(
    private readonly db: Db,
    private readonly rules: AdmissionRules,
    private readonly log?: FastifyBaseLogger,
  ) {}

  invalidate(): void {
    this.ready = false;
    this.current?.retire();
    this.current = null;
    this.cache.invalidate();
  }

  /** Ends the model's threads (the app closes). */
  async close(): Promise<void> {
    this.current = null;
    this.cache.invalidate();
    await Promise.all([...this.threads].map((t) => t.end()));
  }

  /**
   * Loads the data and fits the model's parameters (the first forecast fits
   * them from every province's past years): the slow part, done once; then
   * `ready`, and the forecasts of every other province and track of the year
   * are computed one at a time, in the model's thread.
   */
  async warm(year: number): Promise<void> {
    const thread = await this.cache.get();
    const rest = (await thread.call({ kind: 'fit', year })) as { province: string; track: string }[];
    // an import landed meanwhile: the next warm-up (or first request) starts from the new data
    if (this.current !== thread) return;
    this.ready = true;
    // the first student of each province on the evening does not wait for its forecast
    for (const { province, track } of rest) {
      if (this.current !== thread) return;
      await thread.call({ kind: 'prepare', province, track, year });
    }
  }

  /** Loads the data into the model's thread (what the first request would otherwise wait for). */
  async preload(): Promise<void> {
    await this.cache.get();
  }

  /** Computes and keeps the forecast of a province, track and year (a track without the year's data has none). */
  async prepare(province: string, track: string, year: number): Promise<void> {
    const thread = await this.cache.get();
    await thread.call({ kind: 'prepare', province, track, year });
  }

  /** An answer from the forecast of a province, track and year (domain FORECAST_ANSWERS), computed in the model's thread. */
  async answer<K extends ForecastAnswerName>(name: K, province: string, track: string, year: number, args: ForecastAnswerArgs<K>): Promise<ForecastAnswer<K>> {
    const thread = await this.cache.get();
    return (await thread.call({ kind: 'answer', name, province, track, year, args })) as ForecastAnswer<K>;
  }

  private async start(): Promise<OddsThread> {
    const thread = new OddsThread((t, error) => {
      this.threads.delete(t);
      // a thread that ended unasked (out of memory, say): the next request starts a new one
      if (this.current === t) {
        this.current = null;
        this.ready = false;
        this.cache.invalidate();
        this.log?.error({ err: error }, 'odds model thread ended; the next request starts a new one');
      }
    });
    this.threads.add(thread);
    this.current = thread;
    try {
      await thread.hold(this.send(thread));
    } catch (err) {
      thread.retire();
      await thread.end();
      throw err;
    }
    return thread;
  }

  /** Reads every dataset the model needs and sends it to the thread, one table at a time, in slices. */
  private async send(thread: OddsThread): Promise<void> {
    const post = async <K extends keyof OddsRows>(table: K, rows: readonly OddsRows[K][]) => {
      for (let i = 0; i < rows.length; i += ROWS_PER_MESSAGE) {
        thread.send({ kind: 'rows', table, rows: rows.slice(i, i + ROWS_PER_MESSAGE) } as Parameters<OddsThread['send']>[0]);
        await letRequestsIn();
      }
    };
    // one at a time, each read in slices (selectMany): requests answer between them
    await post('lines', await selectMany(this.db, schoolScoreLines, { ...unitColumns(schoolScoreLines), ...lineColumns(schoolScoreLines) }, ordinary(schoolScoreLines.track)));
    await post(
      'majorLines',
      await selectMany(
        this.db,
        majorScoreLines,
        {
          ...unitColumns(majorScoreLines),
          ...lineColumns(majorScoreLines),
          majorCode: majorScoreLines.majorCode,
          majorName: majorScoreLines.majorName,
        },
        ordinary(majorScoreLines.track),
      ),
    );
    await post(
      'plans',
      await selectMany(
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
      ),
    );
    await post(
      'requirements',
      await selectMany(
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
      ),
    );
    await post(
      'rankTables',
      await selectMany(
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
      ),
    );
    await post('batchLines', await this.db.select().from(batchLines).where(inArray(batchLines.track, tracks)));
    const book = await this.rules.book();
    await thread.call({ kind: 'build', rules: book.rules, models: book.models });
  }
}
