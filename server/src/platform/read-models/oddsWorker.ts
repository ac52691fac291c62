/**
 * The odds model's own thread (OddsModel, odds.ts): holds the OddsIndex and
 * every forecast it computes, and answers by message. The forecasts are
 * gigabytes of small objects; in the API's thread their heap made every
 * young-generation collection of the API take 8–10 ms instead of ≈ 1 ms
 * (docs/scaling.md), so they live here, in an isolate of their own, and only
 * the answers (FORECAST_ANSWERS) cross back. Started through oddsWorker.mjs.
 */
import { parentPort } from 'node:worker_threads';
import {
  FORECAST_ANSWERS,
  OddsIndex,
  type BatchLineInput,
  type ExamModelInput,
  type ForecastAnswerName,
  type OddsData,
  type OddsRankTable,
  type ProvinceRuleInput,
  type RankBand,
} from '@zhiyuan/domain';
import type { OddsReply, OddsRequest, OddsRows, RankTableRow } from './oddsThread';

const port = parentPort!;
const rows: { [K in keyof OddsRows]: OddsRows[K][] } = { lines: [], majorLines: [], plans: [], requirements: [], rankTables: [], batchLines: [] };
let index: OddsIndex | null = null;
/** Why a message that expects no answer (a slice of rows) failed: the build that follows refuses with it. */
let lost: string | null = null;

/** The 一分一段 rows as tables, bands highest score first (as the domain reads them). */
function tablesOf(bands: readonly RankTableRow[]): OddsRankTable[] {
  const byTable = new Map<string, OddsRankTable & { bands: RankBand[] }>();
  for (const row of bands) {
    const key = `${row.province}|${row.year}|${row.track}`;
    let table = byTable.get(key);
    if (!table) {
      table = { province: row.province, year: row.year, track: row.track, quality: row.quality, bands: [] };
      byTable.set(key, table);
    }
    table.bands.push({ score: row.score, scoreLabel: row.scoreLabel, count: row.count, cumulative: row.cumulative });
  }
  for (const table of byTable.values()) table.bands.sort((a, b) => b.score - a.score);
  return [...byTable.values()];
}

function build(rules: readonly ProvinceRuleInput[], models: readonly ExamModelInput[]): void {
  if (lost) {
    const why = lost;
    lost = null;
    for (const table of Object.keys(rows) as (keyof OddsRows)[]) rows[table] = [];
    throw new Error(`志愿模型的数据未能完整送达：${why}`);
  }
  const data: OddsData = {
    lines: rows.lines,
    majorLines: rows.majorLines,
    plans: rows.plans,
    requirements: rows.requirements,
    rankTables: tablesOf(rows.rankTables),
    rules,
    models,
    batchLines: rows.batchLines as BatchLineInput[],
  };
  index = new OddsIndex(data);
  // the index keeps what it reads; the bands, now grouped into tables, and the lists go
  for (const table of Object.keys(rows) as (keyof OddsRows)[]) rows[table] = [];
}

const indexed = (): OddsIndex => {
  if (!index) throw new Error('志愿模型尚未载入数据');
  return index;
};

const between = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Fits the parameters the provinces share (the residuals of every past
 * province, track and year, one at a time so that answers interleave) and
 * computes the first forecast of the year; returns the other tracks.
 */
async function fit(year: number): Promise<{ province: string; track: string }[]> {
  const idx = indexed();
  for (const { province, track, years } of idx.tracks()) {
    for (const y of years) {
      if (y >= year) continue;
      idx.residualRecords(province, track, y);
      await between();
    }
  }
  const [first, ...rest] = idx.tracks().filter((t) => t.years.length > 0);
  if (first) prepare(first.province, first.track, year);
  return rest.map(({ province, track }) => ({ province, track }));
}

/** Computes (and keeps) a forecast; a track without the year's data has none, and says so when asked. */
function prepare(province: string, track: string, year: number): void {
  try {
    indexed().forecast(province, track, year);
  } catch {
    // the fit is kept even when the forecast fails
  }
}

async function handle(m: OddsRequest): Promise<unknown> {
  switch (m.kind) {
    case 'rows':
      for (const row of m.rows) (rows[m.table] as unknown[]).push(row);
      return undefined;
    case 'build':
      build(m.rules, m.models);
      return undefined;
    case 'fit':
      return fit(m.year);
    case 'prepare':
      prepare(m.province, m.track, m.year);
      return undefined;
    case 'answer': {
      const forecast = indexed().forecast(m.province, m.track, m.year);
      const answer = FORECAST_ANSWERS[m.name as ForecastAnswerName] as (f: typeof forecast, args: unknown) => unknown;
      return answer(forecast, m.args);
    }
  }
}

port.on('message', (m: OddsRequest) => {
  void handle(m).then(
    (value) => {
      if (m.id !== undefined) port.postMessage({ id: m.id, value } satisfies OddsReply);
    },
    (err: unknown) => {
      const message = err instanceof Error ? err.message : String(err);
      if (m.id !== undefined) port.postMessage({ id: m.id, error: message } satisfies OddsReply);
      // nobody waits for this message's answer: the build it was sent for says what was lost
      else lost ??= message;
    },
  );
});
