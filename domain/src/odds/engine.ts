import { ParameterFit, type ResidualRecord } from './calibration';
import { ORDINARY_TRACKS } from '../admission';
import { specialTypeLine, undergraduateLine, type BatchLineInput } from './anchors';
import { predictUnit, unitPosition, type Forecast, type UnitPrediction } from './forecast';
import { MAX_HISTORY_YEARS, RECENCY_DECAYS, summarizeHistory, unitHistory } from './history';
import { cohortRatio, impliedRankTable, RankScale, type OddsRankTable } from './rankScale';
import { fillModeFor, type ExamModelInput, type ProvinceRuleInput } from './rules';
import {
  buildYearCatalogue,
  schoolBucket,
  withoutOutcome,
  type AdmissionLineRow,
  type FillingUnit,
  type MajorLineRow,
  type PlanRowInput,
  type RequirementRowInput,
  type YearCatalogue,
} from './units';

/** Everything the odds model reads; the data package's rows fit these shapes. */
export interface OddsData {
  lines: readonly AdmissionLineRow[];
  majorLines: readonly MajorLineRow[];
  plans: readonly PlanRowInput[];
  requirements: readonly RequirementRowInput[];
  rankTables: readonly OddsRankTable[];
  rules: readonly ProvinceRuleInput[];
  models: readonly ExamModelInput[];
  /** 批次线: the 本科 line anchors how far 本科 reaches each year */
  batchLines: readonly BatchLineInput[];
}

/** Offsets of a group's majors from the newest matched past unit whose major lines are known. */
function majorOffsets(prediction: UnitPrediction, pastById: Map<number, Map<string, FillingUnit>>) {
  for (const point of prediction.history.used) {
    if (point.fallback || point.unitIds.length !== 1) continue;
    const past = pastById.get(point.year)?.get(point.unitIds[0]!);
    const groupRank = past?.outcome?.rank;
    if (!past || !groupRank || past.majorRanks.length === 0) continue;
    return past.majorRanks.map((m) => ({ major: m.major, offset: Math.max(0, Math.log(groupRank / m.rank)) }));
  }
  return [];
}

/** The model reads the ordinary tracks only (物理类, 历史类, 理科, 文科, 综合). */
const isOddsTrack = (t: string | null): t is string => t !== null && (ORDINARY_TRACKS as readonly string[]).includes(t);

type Bucketed<T> = Map<string, T[]>;
function bucket<T extends { province: string; track: string | null; year: number }>(rows: readonly T[]): Bucketed<T> {
  const out: Bucketed<T> = new Map();
  for (const r of rows) {
    if (!isOddsTrack(r.track)) continue;
    const key = `${r.province}|${r.track}|${r.year}`;
    const list = out.get(key);
    if (list) list.push(r);
    else out.set(key, [r]);
  }
  return out;
}

/** Below this share of units with past lines, the forecast's notes say how few it can estimate. */
const THIN_HISTORY_SHARE = 0.5;
/** Below this many units, the forecast's notes say the shipped data holds only these (every province has hundreds of schools). */
const FEW_UNITS = 100;

/**
 * The odds model over a whole dataset: catalogues of filling units per
 * province, track and year, the residuals of every past year, and forecasts.
 * Built once (it is pure and keeps what it computes); a forecast of year Y
 * reads only lines of years before Y, Y's structure (units, plans,
 * requirements) and Y's 一分一段 table when it is out.
 */
export class OddsIndex {
  private readonly lines: Bucketed<AdmissionLineRow>;
  private readonly majorLines: Bucketed<MajorLineRow>;
  private readonly plans: Bucketed<PlanRowInput>;
  private readonly requirements: Bucketed<RequirementRowInput>;
  private readonly scales = new Map<string, RankScale>();
  private readonly catalogues = new Map<string, YearCatalogue | null>();
  private readonly residuals = new Map<string, ResidualRecord[]>();
  private readonly forecasts = new Map<string, Forecast>();
  /** Per target year: the fit of every province and track shares most of its work */
  private readonly fits = new Map<number, ParameterFit>();
  private readonly trackYears = new Map<string, number[]>();
  private readonly fullMarks = new Map<string, number>();
  private readonly anchors = new Map<string, { score: number; rank: number } | null>();
  private readonly copies = new Map<string, number | null>();
  private readonly implied = new Map<string, RankScale | null>();

  constructor(private readonly data: OddsData) {
    this.lines = bucket(data.lines);
    this.majorLines = bucket(data.majorLines);
    this.plans = bucket(data.plans);
    this.requirements = bucket(data.requirements);
    for (const m of data.models) this.fullMarks.set(m.province, m.totalScore);
    for (const table of data.rankTables) {
      if (!isOddsTrack(table.track)) continue;
      const scale = new RankScale(table, this.fullMarks.get(table.province) ?? 750);
      this.scales.set(`${table.province}|${table.track}|${table.year}`, scale);
    }
    for (const key of [...this.lines.keys(), ...this.majorLines.keys()]) {
      const [province, track, year] = key.split('|') as [string, string, string];
      const k = `${province}|${track}`;
      const years = this.trackYears.get(k) ?? [];
      if (!years.includes(Number(year))) years.push(Number(year));
      this.trackYears.set(k, years);
    }
    for (const years of this.trackYears.values()) years.sort((a, b) => a - b);
  }

  get rules(): readonly ProvinceRuleInput[] {
    return this.data.rules;
  }

  get models(): readonly ExamModelInput[] {
    return this.data.models;
  }

  /** Province and track pairs with admission lines, and the years they cover. */
  tracks(): { province: string; track: string; years: number[] }[] {
    return [...this.trackYears.entries()]
      .map(([key, years]) => {
        const [province, track] = key.split('|') as [string, string];
        return { province, track, years: [...years] };
      })
      .sort((a, b) => a.province.localeCompare(b.province, 'zh-CN') || a.track.localeCompare(b.track, 'zh-CN'));
  }

  /** The year's 一分一段 table of a track, or null when it is not in the data. */
  scale(province: string, track: string, year: number): RankScale | null {
    return this.scales.get(`${province}|${track}|${year}`) ?? null;
  }

  /**
   * The table a year's lines are ranked with: the published one, else a
   * stand-in built from the (score, rank) pairs its own lines print (see
   * impliedRankTable); such ranks are history only, never a test.
   */
  rankingScale(province: string, track: string, year: number): RankScale | null {
    const own = this.scale(province, track, year);
    if (own) return own;
    const key = `${province}|${track}|${year}`;
    if (this.implied.has(key)) return this.implied.get(key)!;
    const pairs: { score: number; rank: number }[] = [];
    for (const rows of [this.lines.get(key) ?? [], this.majorLines.get(key) ?? []]) {
      for (const r of rows) {
        if (r.minScore !== null && r.minRank !== null && !r.rankDerived && r.quality !== 'suspect') {
          pairs.push({ score: r.minScore, rank: r.minRank });
        }
      }
    }
    const table = impliedRankTable(province, track, year, pairs);
    const scale = table ? new RankScale(table, this.fullMarks.get(province) ?? 750) : null;
    this.implied.set(key, scale);
    return scale;
  }

  /** The nearest table of the track to `year` (earlier first): the yardstick of how selective a unit is. */
  private nearestScale(province: string, track: string, year: number): RankScale | null {
    return this.scaleFor(province, track, year) ?? [1, 2, 3].map((d) => this.scale(province, track, year + d)).find(Boolean) ?? null;
  }

  /** The table of `year`, or the latest earlier one standing in for it. */
  scaleFor(province: string, track: string, year: number): RankScale | null {
    for (let y = year; y >= year - 10; y--) {
      const s = this.scale(province, track, y);
      if (s) return s;
    }
    return null;
  }

  fillMode(province: string, year: number) {
    return fillModeFor(this.data.rules, this.data.models, province, year);
  }

  /** The year's ordinary 本科 line and its rank in the year's table, when both are known. */
  private line(province: string, track: string, year: number, kind: 'undergraduate' | 'special' = 'undergraduate') {
    const key = `${kind}|${province}|${track}|${year}`;
    if (this.anchors.has(key)) return this.anchors.get(key)!;
    const scale = this.scale(province, track, year);
    const find = kind === 'undergraduate' ? undergraduateLine : specialTypeLine;
    const score = find(this.data.batchLines, province, track, year);
    const rank = scale && score !== null ? scale.rankOfScore(score) : null;
    const value = score !== null && rank !== null ? { score, rank } : null;
    this.anchors.set(key, value);
    return value;
  }

  /**
   * How far 本科 reaches in a year: the rank of its 本科 line, else the end of
   * a table the authority cut at the line (上海 and 江苏 publish only the part
   * above it; the end then is the line's rank); null when neither is known.
   */
  anchorRank(province: string, track: string, year: number): number | null {
    const reach = this.reach(province, track, year);
    if (reach) return reach;
    const scale = this.scale(province, track, year);
    if (scale?.truncated) return scale.total;
    // only the 特控线 is known: scale it by the two lines' ratio in the nearest year that has both
    const special = this.line(province, track, year, 'special');
    if (!special) return null;
    for (let d = 1; d <= 5; d++) {
      for (const y of [year - d, year + d]) {
        const u = this.line(province, track, y);
        const t = this.line(province, track, y, 'special');
        if (u && t) return Math.round((special.rank * u.rank) / t.rank);
      }
    }
    return null;
  }

  /**
   * Whether the authority cuts this track's table at the 本科 line: in some
   * year with both, the table ends within 2 points of the line (上海, 江苏 do;
   * 天津 cuts at 300, far below it).
   */
  private cutsAtLine(province: string, track: string): boolean {
    for (let y = 2015; y <= 2035; y++) {
      const line = this.line(province, track, y);
      const scale = this.scale(province, track, y);
      if (line && scale?.truncated && Math.abs(scale.bottomScore - line.score) <= 2) return true;
    }
    return false;
  }

  /** The rank the 本科 line reaches in a year: its line's rank, or the end of a table cut at the line. */
  private reach(province: string, track: string, year: number): number | null {
    const line = this.line(province, track, year);
    if (line) return line.rank;
    const scale = this.scale(province, track, year);
    return scale?.truncated && this.cutsAtLine(province, track) ? scale.total : null;
  }

  /**
   * How much further 本科 reaches in year `to` than in year `from`: the ratio
   * of the ranks the 本科 line reaches (see reach), else of comparable tables'
   * candidates; null when unknown. (The 特控线 is not used here: its rank
   * follows the candidates by rule, not the 本科 places.)
   */
  reachRatio(province: string, track: string, from: number, to: number): number | null {
    const a = this.reach(province, track, from);
    const b = this.reach(province, track, to);
    if (a && b) return b / a;
    return cohortRatio(this.scale(province, track, from), this.scale(province, track, to));
  }

  /** Units of a province, track and year with their real results, or null when there are no lines. */
  catalogue(province: string, track: string, year: number): YearCatalogue | null {
    const key = `${province}|${track}|${year}`;
    if (this.catalogues.has(key)) return this.catalogues.get(key)!;
    const mode = this.fillMode(province, year);
    const lines = this.lines.get(key) ?? [];
    const majorLines = this.majorLines.get(key) ?? [];
    let catalogue: YearCatalogue | null = null;
    if (lines.length > 0 || majorLines.length > 0) {
      catalogue = buildYearCatalogue({
        province,
        track,
        year,
        mode,
        lines,
        majorLines,
        plans: this.plans.get(key) ?? [],
        requirements: this.requirements.get(key) ?? [],
        scale: this.rankingScale(province, track, year),
      });
      if (catalogue.units.length === 0 && catalogue.schoolLines.size === 0) catalogue = null;
    }
    this.catalogues.set(key, catalogue);
    return catalogue;
  }

  /**
   * The earlier year a year's lines are a copy of, or null. Some sources
   * republish a year's table under the next year (甘肃 "2025" rows that repeat
   * 2024's scores and ranks unit for unit); such a year is no history and no
   * test: it is left out and the backtest says so.
   */
  copyOf(province: string, track: string, year: number): number | null {
    const key = `${province}|${track}|${year}`;
    if (this.copies.has(key)) return this.copies.get(key)!;
    let result: number | null = null;
    const current = this.catalogue(province, track, year);
    const previous = this.catalogue(province, track, year - 1);
    if (current && previous) {
      const seen = new Set(
        previous.units
          .filter((u) => u.outcome?.rank != null && u.outcome.score != null)
          .map((u) => `${u.school}|${u.majorName ?? ''}|${u.outcome!.score}|${u.outcome!.rank}`),
      );
      const withBoth = current.units.filter((u) => u.outcome?.rank != null && u.outcome.score != null);
      const same = withBoth.filter((u) => seen.has(`${u.school}|${u.majorName ?? ''}|${u.outcome!.score}|${u.outcome!.rank}`));
      if (withBoth.length >= 50 && same.length >= 0.3 * withBoth.length) result = year - 1;
    }
    this.copies.set(key, result);
    return result;
  }

  /** Catalogues of the years before `year`, newest first, as far back as the history reaches. */
  pastCatalogues(province: string, track: string, year: number): YearCatalogue[] {
    const out: YearCatalogue[] = [];
    for (let y = year - 1; y >= year - MAX_HISTORY_YEARS; y--) {
      const c = this.catalogue(province, track, y);
      if (c && this.copyOf(province, track, y) === null) out.push(c);
    }
    return out;
  }

  private histories(units: readonly FillingUnit[], past: readonly YearCatalogue[], province: string, track: string, year: number) {
    const ratios = new Map(past.map((c) => [c.year, this.reachRatio(province, track, c.year, year)]));
    const ratioFrom = (from: number) => ratios.get(from) ?? null;
    const siblings = new Map<string, FillingUnit[]>();
    for (const u of units) {
      const key = schoolBucket(u.level, u.planClass, u.school);
      const list = siblings.get(key) ?? [];
      list.push(u);
      siblings.set(key, list);
    }
    return units.map((u) => unitHistory(u, siblings.get(schoolBucket(u.level, u.planClass, u.school))!, past, ratioFrom));
  }

  /** Residuals of one past year: each unit's real lowest rank against the raw centre of its earlier history. */
  residualRecords(province: string, track: string, year: number): ResidualRecord[] {
    const key = `${province}|${track}|${year}`;
    const cached = this.residuals.get(key);
    if (cached) return cached;
    const records: ResidualRecord[] = [];
    const catalogue = this.catalogue(province, track, year);
    const scale = this.nearestScale(province, track, year);
    if (catalogue && scale && this.copyOf(province, track, year) === null) {
      const past = this.pastCatalogues(province, track, year);
      const anchor = this.anchorRank(province, track, year);
      if (past.length > 0) {
        const units = catalogue.units.map(withoutOutcome);
        const histories = this.histories(units, past, province, track, year);
        catalogue.units.forEach((unit, i) => {
          const rank = unit.outcome?.rank;
          const h = histories[i]!;
          if (!rank || h.source === 'none' || unit.outcome?.rankSource === 'estimated') return;
          const summaries = RECENCY_DECAYS.map((rho) => summarizeHistory(h, rho, unit.planCount));
          records.push({
            province,
            track,
            year,
            position: unitPosition(rank, anchor, scale),
            single: h.used.length < 2,
            fallback: h.source === 'schoolFallback',
            byDecay: summaries.map((s) => ({ residual: Math.log(rank) - s.rawCentre, cohortExposure: s.cohortExposure })),
            planChange: summaries[summaries.length - 1]!.planChange,
          });
        });
      }
    }
    this.residuals.set(key, records);
    return records;
  }

  /** Residual records of every province and track for the years before `year`. */
  residualsBefore(year: number): ResidualRecord[] {
    const out: ResidualRecord[] = [];
    for (const { province, track, years } of this.tracks()) {
      for (const y of years) if (y < year) for (const r of this.residualRecords(province, track, y)) out.push(r);
    }
    return out;
  }

  /** The parameter fit of a target year, from the residuals of every province and track before it (kept). */
  fitFor(year: number): ParameterFit {
    let fit = this.fits.get(year);
    if (!fit) this.fits.set(year, (fit = new ParameterFit(this.residualsBefore(year), year)));
    return fit;
  }

  /**
   * The forecast of a province, track and year from the years before it. When
   * the year's units are not known (its plans are not out) the latest year's
   * units stand in; when its table is not out the latest table does; the
   * forecast's notes say both.
   */
  forecast(province: string, track: string, year: number): Forecast {
    const key = `${province}|${track}|${year}`;
    const cached = this.forecasts.get(key);
    if (cached) return cached;
    const notes: string[] = [];
    const scale = this.scaleFor(province, track, year);
    if (scale && scale.year !== year) notes.push(`${year}年${track}一分一段表未公布，按${scale.year}年的表换算位次`);
    if (!scale) notes.push(`${province}${track}没有一分一段表，无法把分数换算为位次`);
    let units: FillingUnit[];
    let unitsYear = year;
    const own = this.catalogue(province, track, year);
    if (own) units = own.units.map(withoutOutcome);
    else {
      const latest = this.pastCatalogues(province, track, year)[0];
      unitsYear = latest?.year ?? year;
      units = (latest?.units ?? []).map((u) => ({ ...withoutOutcome(u), year, id: u.id.replace(/^\d+/, String(year)) }));
      if (latest) notes.push(`${year}年招生计划未收录，按${latest.year}年的填报单位预测`);
    }
    const past = this.pastCatalogues(province, track, year);
    const parameters = this.fitFor(year).fit({ province, track });
    // a year whose table is not out is measured on the latest one: positions and reach as of that year
    const measuredYear = scale?.year ?? year;
    const histories = this.histories(units, past, province, track, measuredYear);
    const anchorRank = this.anchorRank(province, track, measuredYear);
    const pastById = new Map(past.map((c) => [c.year, c.byId]));
    const predictions: UnitPrediction[] = units.map((u, i) => {
      const prediction = predictUnit(u, histories[i]!, { parameters, scale, anchorRank });
      prediction.majorOffsets = majorOffsets(prediction, pastById);
      return prediction;
    });
    // a province whose shipped lines hold few units (河南 物理类 since its 2025 reform: 4), or whose past
    // lines cover few of its units (云南 理科), recommends from those few: the student is told, or a
    // short list would read as all there is
    const estimated = predictions.filter((p) => p.confidence !== 'none').length;
    if (predictions.length > 0 && predictions.length < FEW_UNITS) {
      notes.push(
        `本站只收录了${province}${track}${unitsYear}年${predictions.length}个填报单位（院校或专业组）的录取或招生数据，推荐只在这些单位中产生，实际可填报的院校远多于此`,
      );
    } else if (predictions.length > 0 && estimated < predictions.length * THIN_HISTORY_SHARE) {
      notes.push(
        `${province}${track}${unitsYear}年的${predictions.length}个填报单位中，只有${estimated}个有往年录取数据可以估计录取可能；推荐只在这些单位中产生，其余单位没有往年数据，不给出录取可能`,
      );
    }
    const forecast: Forecast = {
      province,
      track,
      year,
      mode: this.fillMode(province, year),
      parameters,
      scale,
      scaleYear: scale?.year ?? null,
      notes,
      unitsYear,
      predictions,
      byId: new Map(predictions.map((p) => [p.unit.id, p])),
    };
    this.forecasts.set(key, forecast);
    return forecast;
  }
}
