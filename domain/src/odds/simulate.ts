import { admissionProbability, type Forecast, type UnitPrediction } from './forecast';
import { Random, studentTCdf } from './stats';
import type { FillMode } from './units';

/**
 * The whole 志愿表 under parallel-volunteer rules (平行志愿): 分数优先, 遵循志愿.
 * Each simulated year draws one shared drift for the province (every line
 * moves with it) and each unit's own noise; the student is filed (投档) to the
 * first unit in list order whose line they clear. Inside a 院校专业组 (or a
 * school) the majors decide: the student gets the first listed major whose
 * line they clear; if none and they accept 服从调剂 they are placed in
 * another major; otherwise they are 退档 and, the round being over for them,
 * not admitted in this batch. In 专业+院校 provinces a choice is one major,
 * so being filed is being admitted.
 */

/** A unit as the simulation sees it. */
export interface SimulatedUnit {
  id: string;
  /** School and group or major, for explanations */
  label: string;
  mode: FillMode;
  /** Centre and own scale of log(lowest admitted rank) */
  centre: number;
  ownScale: number;
  /** How much of the year's doubt about the reach of 本科 moves this unit (β's spread × its reach change) */
  reachScale: number;
  /** Known offsets of the group's majors above its own line (log rank, ≥ 0) */
  majorOffsets: { major: string; offset: number }[];
}

export interface SimulationChoice {
  unit: SimulatedUnit;
  /** Majors chosen inside the group or school, in order; empty = any major (no 退档 risk) */
  majors: string[];
  /** 服从调剂 */
  adjust: boolean;
}

export interface SimulationSettings {
  studentRank: number;
  /** Scale of the shared drift of the province-year, and the t degrees of freedom */
  tau: number;
  nu: number;
  seed: number;
  /** Simulated years (default 4000) */
  draws?: number;
}

/** How a listed major's line sits above the group's when no major line is known: uniform in [0, this] (log rank). */
export const UNKNOWN_MAJOR_SPAN = 0.25;
/** Year-to-year wobble of a major's offset (log rank). */
const MAJOR_OFFSET_NOISE = 0.05;

/** 滑档 (or 退档) risk above which the page warns (documented in docs/decisions). */
export const FALL_RISK_WARNING = 0.05;

export interface ChoiceResult {
  unitId: string;
  label: string;
  /** Chance the student's line is cleared at this unit on its own (its admission probability) */
  clear: number;
  /** Chance the list reaches this choice (every earlier line missed) */
  reach: number;
  /** Chance of being admitted here */
  land: number;
  /** Chance of being filed here and then 退档 (listed majors full, no 服从调剂) */
  refused: number;
}

export interface ListSimulation {
  draws: number;
  seed: number;
  studentRank: number;
  /** Admitted somewhere in this batch */
  admitted: number;
  /** 滑档: no line of the list cleared */
  fall: number;
  /** 退档: filed, then refused for the majors */
  refused: number;
  /** Chance of landing in the first n choices, n = 1, 2, … (cumulative) */
  topN: number[];
  choices: ChoiceResult[];
  /** Expected list position landed at (1-based), given admission; null when never admitted */
  expectedPosition: number | null;
}

interface PreparedChoice {
  centre: number;
  own: number;
  reach: number;
  /** Offsets of the listed majors (drawn per year when unknown), or null for any major */
  offsets: (number | null)[] | null;
  adjust: boolean;
  checksMajors: boolean;
}

function prepare(choice: SimulationChoice): PreparedChoice {
  const known = new Map(choice.unit.majorOffsets.map((m) => [m.major, m.offset]));
  const checksMajors = choice.unit.mode !== '专业+院校' && choice.majors.length > 0 && !choice.adjust;
  return {
    centre: choice.unit.centre,
    own: choice.unit.ownScale,
    reach: choice.unit.reachScale,
    offsets: checksMajors ? choice.majors.map((m) => known.get(m) ?? null) : null,
    adjust: choice.adjust,
    checksMajors,
  };
}

export function simulateChoices(choices: readonly SimulationChoice[], settings: SimulationSettings): ListSimulation {
  const draws = settings.draws ?? 4000;
  const random = new Random(settings.seed);
  const logRank = Math.log(Math.max(1, settings.studentRank));
  const prepared = choices.map(prepare);
  const n = prepared.length;
  const land = new Float64Array(n);
  const reach = new Float64Array(n);
  const refused = new Float64Array(n);
  let fall = 0;
  for (let d = 0; d < draws; d++) {
    const drift = settings.tau * random.studentT(settings.nu);
    const reachMiss = random.normal();
    let filed = -1;
    let filedLine = 0;
    for (let i = 0; i < n; i++) {
      reach[i]!++;
      const c = prepared[i]!;
      const line = c.centre + drift + c.reach * reachMiss + c.own * random.studentT(settings.nu);
      if (logRank <= line) {
        filed = i;
        filedLine = line;
        break;
      }
    }
    if (filed === -1) {
      fall++;
      continue;
    }
    const c = prepared[filed]!;
    if (!c.checksMajors) {
      land[filed]!++;
      continue;
    }
    // the group's line is cleared; is any listed major's (more selective) line? It moves with the group's.
    let gotMajor = false;
    for (const known of c.offsets!) {
      const offset = Math.max(0, (known ?? random.next() * UNKNOWN_MAJOR_SPAN) + MAJOR_OFFSET_NOISE * random.normal());
      if (logRank <= filedLine - offset) {
        gotMajor = true;
        break;
      }
    }
    if (gotMajor) land[filed]!++;
    else refused[filed]!++;
  }
  const totalRefused = refused.reduce((s, v) => s + v, 0);
  const results: ChoiceResult[] = choices.map((choice, i) => ({
    unitId: choice.unit.id,
    label: choice.unit.label,
    clear:
      1 -
      studentTCdf(
        (logRank - choice.unit.centre) / Math.hypot(choice.unit.ownScale, settings.tau, choice.unit.reachScale),
        settings.nu,
      ),
    reach: reach[i]! / draws,
    land: land[i]! / draws,
    refused: refused[i]! / draws,
  }));
  const admitted = results.reduce((s, r) => s + r.land, 0);
  let cumulative = 0;
  const topN = results.map((r) => (cumulative += r.land));
  const expectedPosition = admitted > 0 ? results.reduce((s, r, i) => s + (i + 1) * r.land, 0) / admitted : null;
  return {
    draws,
    seed: settings.seed,
    studentRank: settings.studentRank,
    admitted,
    fall: fall / draws,
    refused: totalRefused / draws,
    topN,
    choices: results,
    expectedPosition,
  };
}

/** A student's list as the API takes it: units of a forecast, with majors and 服从调剂. */
export interface ListEntry {
  unitId: string;
  majors?: string[];
  adjust?: boolean;
}

export function simulatedUnit(prediction: UnitPrediction): SimulatedUnit {
  const u = prediction.unit;
  const name = u.majorName ?? (u.code ? `专业组${u.code}` : '');
  return {
    id: u.id,
    label: `${u.schoolName}${u.campusNote ? `(${u.campusNote})` : ''}${name ? ` ${name}` : ''}`,
    mode: u.mode,
    centre: prediction.centre,
    ownScale: prediction.ownScale,
    reachScale: prediction.reachScale,
    majorOffsets: prediction.majorOffsets,
  };
}

/**
 * Simulates a student's list against a forecast. Entries whose unit has no
 * prediction (no history) cannot be simulated and are reported, not guessed.
 */
export function simulateList(
  forecast: Forecast,
  entries: readonly ListEntry[],
  studentRank: number,
  seed: number,
  draws?: number,
): { simulation: ListSimulation; unknown: string[] } {
  const unknown: string[] = [];
  const choices: SimulationChoice[] = [];
  for (const e of entries) {
    const p = forecast.byId.get(e.unitId);
    if (!p || p.source === 'none' || !Number.isFinite(p.centre)) {
      unknown.push(e.unitId);
      continue;
    }
    choices.push({ unit: simulatedUnit(p), majors: e.majors ?? [], adjust: e.adjust ?? true });
  }
  const simulation = simulateChoices(choices, {
    studentRank,
    tau: forecast.parameters.tau,
    nu: forecast.parameters.nu,
    seed,
    draws,
  });
  return { simulation, unknown };
}

/** Independent per-unit probability (for comparison with the simulated list: it ignores the shared drift). */
export function independentFallChance(predictions: readonly UnitPrediction[], studentRank: number): number {
  return predictions.reduce((s, p) => s * (1 - admissionProbability(p, studentRank)), 1);
}
