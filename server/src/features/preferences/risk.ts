import type { FastifyInstance } from 'fastify';
import {
  FALL_RISK_WARNING,
  PREFERENCE_MESSAGES,
  type ListAdviceReply,
  type ListEntry,
  type ListReport,
  type ListRisk,
  type PreferenceEntry,
  type StudentContext,
  type Viewer,
} from '@zhiyuan/domain';
import { badRequest } from '../../platform/errors';
import { detailOf, listFor } from './lists';
import { batchFor, FALLBACK_CHOICES } from './recommend';
import { resolveStudent, type StudentInput } from './student';

export interface ListInput {
  id?: string;
  student?: StudentInput;
  entries?: { unitId: string; schoolName: string; majors: string[]; adjust: boolean }[];
  seed: number;
  topN: number;
}

interface LoadedList {
  context: StudentContext;
  entries: { unitId: string; schoolName: string; majors: string[]; adjust: boolean }[];
}

/** A saved list (by id, the viewer's by the ownership policy) or a posted one, with the student's rank in its province, track and year. */
async function loadList(app: FastifyInstance, viewer: Viewer, input: ListInput): Promise<LoadedList> {
  if (input.id !== undefined) {
    const row = await listFor(app, viewer, input.id);
    const detail = await detailOf(app, row);
    const { notes, placed: resolved } = await app.readModels.odds.answer('place', row.province, row.track, row.year, { score: row.score, rank: row.rank });
    if ('error' in resolved) throw badRequest(resolved.error);
    return {
      entries: detail.entries,
      context: {
        studentId: String(row.studentUserId),
        scoreId: row.scoreId === null ? null : String(row.scoreId),
        province: row.province,
        year: row.year,
        track: row.track,
        subjects: row.subjects,
        level: /专科/.test(row.batch) ? '专科' : '本科',
        score: resolved.score,
        rank: resolved.rank,
        rankSource: resolved.source,
        tableYear: resolved.tableYear,
        // the forecast's notes already say which table stood in (resolved.note says it again)
        notes,
      },
    };
  }
  if (!input.entries) throw badRequest(PREFERENCE_MESSAGES.listOrId);
  const context = await resolveStudent(app, viewer, input.student ?? {});
  return { context, entries: input.entries };
}

const toSim = (e: { unitId: string; majors: string[]; adjust: boolean }): ListEntry => ({ unitId: e.unitId, majors: e.majors, adjust: e.adjust });

function riskOf(list: LoadedList, report: ListReport, topN: number): ListRisk {
  const unknown = new Set(report.unknown);
  const simulatedPositions = list.entries.map((e, i) => ({ e, position: i + 1 })).filter((x) => !unknown.has(x.e.unitId));
  const s = report.simulation;
  return {
    student: list.context,
    draws: s.draws,
    seed: s.seed,
    admitted: s.admitted,
    fall: s.fall,
    refused: s.refused,
    topN: s.topN.slice(0, topN),
    expectedPosition: s.expectedPosition,
    choices: s.choices.map((c, i) => ({ position: simulatedPositions[i]!.position, ...c })),
    risks: report.risks,
    explanation: report.explanation,
    warning: report.warning,
    threshold: FALL_RISK_WARNING,
    unknown: list.entries.map((e, i) => ({ position: i + 1, unitId: e.unitId, schoolName: e.schoolName })).filter((x) => unknown.has(x.unitId)),
  };
}

/**
 * POST /api/preferences/risk (issue 17): the whole list simulated over
 * seeded years with the province's shared drift — chance of admission, of
 * 滑档 and 退档, of landing in the top-N choices, which units carry the
 * risk, plain sentences and a warning above FALL_RISK_WARNING (5 %).
 */
export async function listRisk(app: FastifyInstance, viewer: Viewer, input: ListInput): Promise<ListRisk> {
  const list = await loadList(app, viewer, input);
  if (list.entries.length === 0) throw badRequest(PREFERENCE_MESSAGES.emptyList);
  const { context } = list;
  const report = await app.readModels.odds.answer('risk', context.province, context.track, context.year, {
    entries: list.entries.map(toSim),
    rank: context.rank,
    seed: input.seed,
  });
  return riskOf(list, report, input.topN);
}

const DEFAULT_CEILING = 0.02;

/**
 * POST /api/preferences/advice: from the student's own ranking (`wishes`,
 * most wanted first; default the list's order), the order and composition
 * that keeps preferred admissions and brings 滑档 under the ceiling within
 * the batch's number of 志愿 (domain adviseList). Units it may add are the
 * year's 稳 and 保 units the student's subjects allow, most selective first.
 */
export async function listAdvice(
  app: FastifyInstance,
  viewer: Viewer,
  input: ListInput & { wishes?: string[]; fallCeiling?: number },
): Promise<ListAdviceReply> {
  const list = await loadList(app, viewer, input);
  if (list.entries.length === 0) throw badRequest(PREFERENCE_MESSAGES.emptyList);
  const { context } = list;
  const rule = await app.readModels.admissionRules.of(context.province, context.year);
  const batch = batchFor(rule, context.level);
  const maxChoices = batch?.maxChoices ?? FALLBACK_CHOICES;
  const byUnit = new Map(list.entries.map((e) => [e.unitId, e]));
  const wished = (input.wishes ?? []).filter((id) => byUnit.has(id));
  const ordered = [...wished, ...list.entries.map((e) => e.unitId).filter((id) => !wished.includes(id))];
  const wishes = ordered.map((id) => toSim(byUnit.get(id)!));
  const fallCeiling = input.fallCeiling ?? DEFAULT_CEILING;
  const advised = await app.readModels.odds.answer('advice', context.province, context.track, context.year, {
    wishes,
    rank: context.rank,
    subjects: context.subjects,
    maxChoices,
    fallCeiling,
    seed: input.seed,
  });
  const { advice } = advised;
  const labelOf = (id: string) => byUnit.get(id)?.schoolName ?? advised.names[id] ?? id;
  const entries: PreferenceEntry[] = advice.entries.map((e, i) => {
    const saved = byUnit.get(e.unitId);
    const base = advised.entries[i] ?? null;
    return {
      ...(base ?? { position: i + 1, unitId: e.unitId, schoolName: saved?.schoolName ?? e.unitId, moeCode: null, schoolCode: null, groupCode: null, majorName: null, majorCode: null, tier: null, risk: null, probability: null }),
      position: i + 1,
      majors: e.majors ?? [],
      adjust: e.adjust ?? true,
    };
  });
  const summary = (r: ListReport) => ({
    admitted: r.simulation.admitted,
    fall: r.simulation.fall,
    refused: r.simulation.refused,
    topN: r.simulation.topN.slice(0, input.topN),
    warning: r.warning,
  });
  const pct = (v: number) => `${Math.round(v * 100)}%`;
  const lost = (r: ListReport) => r.simulation.fall + r.simulation.refused;
  const explanation = [
    `按你的意愿顺序排列：平行志愿下先检索靠前的志愿，把更想去的填在前面不会吃亏。`,
    `调整前滑档（含退档）约 ${pct(lost(advice.before))}，调整后约 ${pct(lost(advice.after))}，目标不超过 ${pct(fallCeiling)}。`,
    ...(advice.ceilingMet ? [] : [`在本批次 ${maxChoices} 个志愿内无法把滑档风险降到 ${pct(fallCeiling)} 以下，请考虑放宽筛选条件或增加更稳的志愿。`]),
  ];
  return {
    student: context,
    entries,
    before: summary(advice.before),
    after: summary(advice.after),
    changes: advice.changes.map((c) => ({ ...c, label: labelOf(c.unitId) })),
    ceilingMet: advice.ceilingMet,
    fallCeiling,
    maxChoices,
    explanation,
  };
}
