/**
 * npm run backtest [-- --province 广东,湖南] [--track 物理类] [--year 2025] [--json] [--report FILE]
 *
 * For every province, track and year the data allows, predicts year Y from the
 * years before Y only and scores it against Y's real lowest ranks (see
 * domain/src/odds/backtest.ts). Reads data/ through its readers; no database.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadOddsData } from '@zhiyuan/data';
import { OddsIndex, poolScores, scoreForecast, type YearCatalogue } from '@zhiyuan/domain';
import { portfolioRun } from './portfolio';
import { markdownReport, type ReportRun } from './report';

const { values } = parseArgs({
  options: {
    province: { type: 'string' },
    track: { type: 'string' },
    year: { type: 'string' },
    json: { type: 'boolean', default: false },
    report: { type: 'string' },
    'no-portfolio': { type: 'boolean', default: false },
  },
});
const list = (v: string | undefined) => (v ? v.split(/[,，]/).map((s) => s.trim()).filter(Boolean) : null);
const provinces = list(values.province);
const tracks = list(values.track);
const years = list(values.year)?.map(Number) ?? null;

/** A run needs this many units of year Y with a real lowest rank and a history to say anything. */
const MIN_SCORED_UNITS = 30;

const started = Date.now();
const data = await loadOddsData();
const index = new OddsIndex(data);
const loaded = Date.now();

type Run = ReportRun;

/**
 * What linking by code alone would find: year Y's units with a real rank whose
 * school printed the same code with a rank the year before (for comparison
 * with the model's linking in the report).
 */
function codeOnlyLinks(index: OddsIndex, actual: YearCatalogue): number {
  const previous = index.catalogue(actual.province, actual.track, actual.year - 1);
  if (!previous) return 0;
  const before = new Set(
    previous.units.filter((u) => u.outcome?.rank != null).map((u) => `${u.school}|${u.code ?? ''}|${u.majorName ?? ''}`),
  );
  return actual.units.filter(
    (u) => u.outcome?.rank != null && u.outcome.rankSource !== 'estimated' && before.has(`${u.school}|${u.code ?? ''}|${u.majorName ?? ''}`),
  ).length;
}

/** WJSGZZ/Zhiqu's published 2026 hold-out figures (80 % interval coverage, calibration error) for five provinces. */
const PUBLISHED = {
  浙江: { coverage80: 0.88, calibrationError: 0.066, year: 2026 },
  山东: { coverage80: 0.85, calibrationError: 0.044, year: 2026 },
  江苏: { coverage80: 0.81, calibrationError: 0.052, year: 2026 },
  湖南: { coverage80: 0.81, calibrationError: 0.04, year: 2026 },
  广东: { coverage80: 0.67, calibrationError: 0.114, year: 2026 },
};

const runs: Run[] = [];
/** Years left out because their lines repeat the year before (a source republished a table under the next year) */
const copies: { province: string; track: string; year: number; copyOf: number }[] = [];
for (const { province, track, years: available } of index.tracks()) {
  if (provinces && !provinces.includes(province)) continue;
  if (tracks && !tracks.includes(track)) continue;
  for (const year of available) {
    if (years && !years.includes(year)) continue;
    const actual = index.catalogue(province, track, year);
    if (!actual || index.pastCatalogues(province, track, year).length === 0) continue;
    const copyOf = index.copyOf(province, track, year);
    if (copyOf !== null) {
      copies.push({ province, track, year, copyOf });
      continue;
    }
    const forecast = index.forecast(province, track, year);
    const score = scoreForecast(forecast, actual);
    if (score.units.total - score.units.none < MIN_SCORED_UNITS) continue;
    const portfolio = values['no-portfolio'] ? null : portfolioRun(index, forecast, actual);
    const run: Run = { ...score, portfolio, codeOnly: codeOnlyLinks(index, actual) };
    runs.push(run);
    if (values.json) console.log(JSON.stringify(run));
  }
}

if (!values.json) {
  const pct = (v: number) => (Number.isFinite(v) ? `${(v * 100).toFixed(1)}%` : '—');
  const f3 = (v: number) => (Number.isFinite(v) ? v.toFixed(3) : '—');
  for (const r of runs) {
    const m = r.model;
    const b = r.baselines;
    console.log(
      `${r.province} ${r.track} ${r.year}: units ${r.units.total} (linked ${r.units.linked}, school ${r.units.schoolFallback}, none ${r.units.none})`,
    );
    console.log(
      `  model    保 ${pct(m.tiers.保.admitted)} (${m.tiers.保.n})  稳 ${pct(m.tiers.稳.admitted)} (${m.tiers.稳.n})  冲 ${pct(m.tiers.冲.admitted)} (${m.tiers.冲.n})  brier ${f3(m.brier)}  within7 ${pct(m.within7)}  cov80 ${f3(m.coverage80)}  calErr ${f3(m.calibrationError)}`,
    );
    for (const [name, s] of [['ratio   ', b.rankRatio], ['sigmoid ', b.weightedSigmoid]] as const) {
      console.log(
        `  ${name} 保 ${pct(s.tiers.保.admitted)} (${s.tiers.保.n})  稳 ${pct(s.tiers.稳.admitted)} (${s.tiers.稳.n})  冲 ${pct(s.tiers.冲.admitted)} (${s.tiers.冲.n})  brier ${f3(s.brier)}  within7 ${pct(s.within7)}  calErr ${f3(s.calibrationError)}`,
      );
    }
    if (r.portfolio) {
      const p = r.portfolio;
      console.log(
        `  lists    advised 滑档 ${pct(p.advised.fallRate)} landing ${f3(p.advised.meanLanding)} | 3:4:3 ${pct(p.mechanical343.fallRate)} ${f3(p.mechanical343.meanLanding)} | all保 ${pct(p.allSafe.fallRate)} ${f3(p.allSafe.meanLanding)} (${p.students} students)`,
      );
    }
  }
  const all = poolScores(runs);
  console.log(
    `\nall runs (${runs.length}): model brier ${f3(all.model.brier)} within7 ${pct(all.model.within7)} cov80 ${f3(all.model.coverage80)} calErr ${f3(all.model.calibrationError)} | ratio brier ${f3(all.baselines.rankRatio.brier)} | sigmoid brier ${f3(all.baselines.weightedSigmoid.brier)}`,
  );
  console.log(`load ${((loaded - started) / 1000).toFixed(1)} s, backtest ${((Date.now() - loaded) / 1000).toFixed(1)} s`);
}
if (values.report) {
  writeFileSync(values.report, markdownReport({ runs, copies, published: PUBLISHED }));
  if (!values.json) console.log(`report written to ${values.report}`);
}
