import { admissionProbability, TIER_BANDS, type Forecast, type UnitPrediction } from './forecast';
import { FALL_RISK_WARNING, simulateList, type ListEntry, type ListSimulation } from './simulate';

const pct = (p: number) => `${Math.round(p * 100)}%`;

/** Which choices carry a list's risk, and why. */
export interface RiskNote {
  unitId: string;
  label: string;
  kind: 'refusal' | 'thin-safety' | 'hopeless';
  probability: number;
  text: string;
}

export interface ListReport {
  simulation: ListSimulation;
  /** Entries that could not be simulated (no history): named so the page can say so */
  unknown: string[];
  risks: RiskNote[];
  /** Plain sentences for the page */
  explanation: string[];
  /** Set when 滑档 (with 退档) passes FALL_RISK_WARNING */
  warning: string | null;
}

/** Simulates a list and says in plain words what it means. */
export function reportList(
  forecast: Forecast,
  entries: readonly ListEntry[],
  studentRank: number,
  seed: number,
  draws?: number,
): ListReport {
  const { simulation, unknown } = simulateList(forecast, entries, studentRank, seed, draws);
  const risks: RiskNote[] = [];
  for (const c of simulation.choices) {
    if (c.refused >= 0.01) {
      risks.push({
        unitId: c.unitId,
        label: c.label,
        kind: 'refusal',
        probability: c.refused,
        text: `${c.label}：所填专业可能录满，未服从调剂时约 ${pct(c.refused)} 的可能被退档`,
      });
    }
    if (c.clear < 0.01) {
      risks.push({
        unitId: c.unitId,
        label: c.label,
        kind: 'hopeless',
        probability: c.clear,
        text: `${c.label}：按往年位次几乎没有录取可能，占用一个志愿位置`,
      });
    }
  }
  const safest = [...simulation.choices].sort((a, b) => b.clear - a.clear)[0];
  const lost = simulation.fall + simulation.refused;
  if (safest && lost > FALL_RISK_WARNING) {
    risks.push({
      unitId: safest.unitId,
      label: safest.label,
      kind: 'thin-safety',
      probability: safest.clear,
      text: `最稳的志愿 ${safest.label} 录取把握约 ${pct(safest.clear)}，不足以兜底`,
    });
  }
  const explanation: string[] = [];
  explanation.push(
    `按往年录取位次模拟 ${simulation.draws} 个年份（含全省分数线的共同涨落）：被录取的可能约 ${pct(simulation.admitted)}，滑档约 ${pct(simulation.fall)}${simulation.refused >= 0.005 ? `，退档约 ${pct(simulation.refused)}` : ''}。`,
  );
  const likely = [...simulation.choices].map((c, i) => ({ c, i })).sort((a, b) => b.c.land - a.c.land)[0];
  if (likely && likely.c.land > 0) explanation.push(`最可能录取的是第 ${likely.i + 1} 个志愿 ${likely.c.label}（约 ${pct(likely.c.land)}）。`);
  const top = Math.min(3, simulation.topN.length);
  if (top > 0) explanation.push(`落在前 ${top} 个志愿的可能约 ${pct(simulation.topN[top - 1]!)}。`);
  explanation.push('同一年各校分数线往往一起涨落，所以把每个志愿的把握简单相乘会低估整张表的风险，这里按共同涨落一并模拟。');
  if (unknown.length > 0) explanation.push(`有 ${unknown.length} 个志愿没有往年录取数据，未计入模拟。`);
  const warning =
    lost > FALL_RISK_WARNING
      ? `滑档风险约 ${pct(lost)}，超过 ${pct(FALL_RISK_WARNING)}：建议在表的末尾补充录取把握不低于 ${pct(TIER_BANDS.保)} 的“保”志愿${simulation.refused >= 0.01 ? '，并对可能退档的志愿勾选服从调剂' : ''}。`
      : null;
  return { simulation, unknown, risks, explanation, warning };
}

export interface AdviceOptions {
  /** Most choices the batch allows */
  maxChoices: number;
  /** Highest acceptable chance of 滑档 (with 退档); default 2 % */
  fallCeiling?: number;
  /** Units the advice may add, most preferred first (e.g. a recommendation's 保 and 稳 units) */
  pool?: readonly string[];
  seed: number;
  draws?: number;
}

export interface AdviceChange {
  kind: 'add' | 'drop' | 'adjust' | 'order';
  unitId: string;
  reason: string;
}

export interface ListAdvice {
  /** The advised list, in filling order */
  entries: ListEntry[];
  before: ListReport;
  after: ListReport;
  changes: AdviceChange[];
  /** The ceiling could not be met within the batch's limits */
  ceilingMet: boolean;
}

const DEFAULT_FALL_CEILING = 0.02;

/**
 * Order and composition advice. Under 平行志愿 a list in the student's own
 * order of preference never loses a preferred admission to a less preferred
 * one (the first line cleared decides), so the advice keeps that order and
 * works on composition: it turns on 服从调剂 where 退档 threatens, drops
 * hopeless entries when slots are short, and adds the most preferred safe
 * units from the pool — each at its place in the preference order — until
 * 滑档 falls under the ceiling or the batch is full.
 *
 * `wishes` is the student's own ranking (most wanted first); `pool` ranks
 * further candidates the same way. Preference between a wish and a pool unit
 * follows the pool's order where it names both, else wishes come first.
 */
export function adviseList(
  forecast: Forecast,
  wishes: readonly ListEntry[],
  studentRank: number,
  options: AdviceOptions,
): ListAdvice {
  const ceiling = options.fallCeiling ?? DEFAULT_FALL_CEILING;
  const changes: AdviceChange[] = [];
  const before = reportList(forecast, wishes, studentRank, options.seed, options.draws);
  const prob = (id: string) => {
    const p = forecast.byId.get(id);
    return p && p.source !== 'none' ? admissionProbability(p, studentRank) : NaN;
  };

  // preference order: wishes first in their order, pool units by the pool's order
  const rankOf = new Map<string, number>();
  wishes.forEach((w, i) => rankOf.set(w.unitId, i));
  const poolIds = (options.pool ?? []).filter((id) => !rankOf.has(id));
  const poolRank = new Map(options.pool?.map((id, i) => [id, i]) ?? []);
  const preference = (id: string) => {
    // a pool unit sits right after the last wish the pool ranks above it
    if (rankOf.has(id)) return rankOf.get(id)!;
    const pr = poolRank.get(id) ?? Infinity;
    let after = -1;
    for (const w of wishes) if ((poolRank.get(w.unitId) ?? Infinity) <= pr) after = Math.max(after, rankOf.get(w.unitId)!);
    return after + 0.5 + pr / 1e6;
  };

  // 服从调剂 where 退档 threatens
  let entries: ListEntry[] = wishes.map((w) => {
    const refusal = before.simulation.choices.find((c) => c.unitId === w.unitId)?.refused ?? 0;
    if (refusal >= 0.01 && w.adjust === false) {
      changes.push({ kind: 'adjust', unitId: w.unitId, reason: `勾选服从调剂，避免约 ${pct(refusal)} 的退档风险` });
      return { ...w, adjust: true };
    }
    return { ...w };
  });

  // drop hopeless entries when there are more than the batch allows
  if (entries.length > options.maxChoices) {
    const hopeless = entries.filter((e) => prob(e.unitId) < 0.01).reverse();
    for (const h of hopeless) {
      if (entries.length <= options.maxChoices) break;
      entries = entries.filter((e) => e !== h);
      changes.push({ kind: 'drop', unitId: h.unitId, reason: '按往年位次几乎没有录取可能' });
    }
    while (entries.length > options.maxChoices) {
      const last = entries[entries.length - 1]!;
      entries = entries.slice(0, -1);
      changes.push({ kind: 'drop', unitId: last.unitId, reason: `超出本批次 ${options.maxChoices} 个志愿的上限` });
    }
  }

  const evaluate = (list: ListEntry[]) => reportList(forecast, list, studentRank, options.seed, options.draws);
  let current = evaluate(entries);
  const lost = (r: ListReport) => r.simulation.fall + r.simulation.refused;
  const candidates = poolIds.filter((id) => prob(id) >= TIER_BANDS.稳);
  let ceilingMet = lost(current) <= ceiling;
  while (!ceilingMet) {
    const inList = new Set(entries.map((e) => e.unitId));
    // the most preferred safe unit not yet listed; with every slot taken, it replaces the least preferred
    // entry that adds least (the one with the smallest landing chance after the last safe one)
    const next = candidates.find((id) => !inList.has(id));
    if (!next) break;
    if (entries.length >= options.maxChoices) {
      const landing = new Map(current.simulation.choices.map((c) => [c.unitId, c.land]));
      const removable = entries
        .filter((e) => prob(e.unitId) < TIER_BANDS.稳)
        .sort((a, b) => (landing.get(a.unitId) ?? 0) - (landing.get(b.unitId) ?? 0) || preference(b.unitId) - preference(a.unitId))[0];
      if (!removable) break;
      entries = entries.filter((e) => e !== removable);
      changes.push({ kind: 'drop', unitId: removable.unitId, reason: '为补充兜底志愿让出位置（它被录取的可能最小）' });
    }
    entries.push({ unitId: next, adjust: true });
    entries.sort((a, b) => preference(a.unitId) - preference(b.unitId));
    changes.push({
      kind: 'add',
      unitId: next,
      reason: `补充录取把握约 ${pct(prob(next))} 的志愿，降低滑档风险`,
    });
    current = evaluate(entries);
    ceilingMet = lost(current) <= ceiling;
  }
  const sorted = [...entries].sort((a, b) => preference(a.unitId) - preference(b.unitId));
  if (sorted.some((e, i) => e.unitId !== entries[i]!.unitId)) {
    changes.push({ kind: 'order', unitId: sorted[0]!.unitId, reason: '按你的意愿顺序排列：平行志愿下靠前填更想去的学校不会吃亏' });
    entries = sorted;
    current = evaluate(entries);
  }
  return { entries, before, after: current, changes, ceilingMet };
}

/** Units of a forecast a student may consider, most preferred first by how selective they are predicted to be. */
export function bySelectivity(predictions: readonly UnitPrediction[]): UnitPrediction[] {
  return predictions.filter((p) => p.source !== 'none' && Number.isFinite(p.centre)).sort((a, b) => a.centre - b.centre);
}
