/**
 * 核心数据 import (spec issue 14 point 6; docs/data-import.md): a staff upload
 * of 一分一段表, 批次线, 院校分数线, 专业分数线 or 招生计划 as CSV or XLSX,
 * read by the platform reader (platform/table-import.ts). Every line is
 * checked (province, year, 科类 of the province's exam model that year,
 * batch, school, numbers in range) and every problem reported with its line
 * number; a file with any problem changes nothing. A good file replaces, in
 * one transaction, the units it holds (a rank table: province × year × 科类;
 * a batch line: × 批次; a school's lines or plan: × 批次 × school), its rows
 * citing the source `staff-import` (管理员上传); the caller then drops the
 * read models of the dataset in every API process.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { currentGaokaoYear, NO_TRACK, ORDINARY_TRACKS, type DatasetName, type Province } from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { batchLines, enrolmentPlans, majorScoreLines, rankTables, schools, schoolScoreLines, sources } from '../../db/schema';
import { validateTable, type ColumnSpec, type LineCells, type LineError, type Lined, type TableLine, type TableSpec } from '../../platform/table-import';

/** The kinds of the 核心数据 import, by the dataset they write. */
export const IMPORT_KINDS = {
  rank_tables: '一分一段表',
  batch_lines: '批次线',
  school_scores: '院校分数线',
  major_scores: '专业分数线',
  plans: '招生计划',
} as const satisfies Partial<Record<DatasetName, string>>;
export type ImportKind = keyof typeof IMPORT_KINDS;
export const IMPORT_KIND_NAMES = Object.keys(IMPORT_KINDS) as ImportKind[];

/** What a good import did, by province, year and 科类. */
export interface ImportReport {
  kind: ImportKind;
  title: string;
  /** Rows added */
  rows: number;
  /** Rows of the same units that were there before and are replaced */
  replaced: number;
  groups: { province: string; year: number; track: string; rows: number; replaced: number }[];
}

/** The source every staff-imported row cites (sources.id). */
export const STAFF_IMPORT_SOURCE = 'staff-import';

/** What the checks look up: the provinces (exam models, full marks) and the schools on the MOE list. */
export interface ImportContext {
  provinces: readonly Province[];
  /** moe_code → name */
  schools: ReadonlyMap<string, string>;
  /** The newest year a file may hold */
  maxYear: number;
}

export async function importContext(db: Db, provinces: readonly Province[]): Promise<ImportContext> {
  const rows = await db.select({ moeCode: schools.moeCode, name: schools.name }).from(schools);
  return { provinces, schools: new Map(rows.map((r) => [r.moeCode, r.name])), maxYear: currentGaokaoYear() };
}

// ---- the columns ----

const col = (key: string, names: string[], required = true): ColumnSpec => ({ key, names, required });
const PROVINCE = col('province', ['省份', '省份名称', '生源地']);
const YEAR = col('year', ['年份', '年度']);
const TRACK = col('track', ['科类', '科目', '选科类别', 'subject']);
const BATCH = col('batch', ['批次', '录取批次']);
const SCHOOL = [
  col('moe_code', ['院校标识码', '学校标识码', '院校编号', 'schoolId']),
  col('school_name', ['院校名称', '学校名称'], false),
  col('school_code', ['招生代码', '院校代码', '院校招生代码'], false),
  col('group_code', ['专业组代码', '专业组'], false),
  col('group_label', ['专业组名称'], false),
  col('plan_type', ['招生类型', '计划类型', '计划性质'], false),
  col('subject_req', ['选科要求', '选考要求'], false),
];
const SCORES = [
  col('min_score', ['最低分', '最低分数'], false),
  col('min_rank', ['最低位次', '最低排名'], false),
  col('avg_score', ['平均分'], false),
  col('max_score', ['最高分'], false),
  col('plan_count', ['计划数', '招生计划数', '计划人数'], false),
  col('admitted_count', ['录取人数', '录取数'], false),
];

/** The header each kind's file has (Chinese names; the keys are accepted too). */
export const IMPORT_COLUMNS: Record<ImportKind, readonly ColumnSpec[]> = {
  rank_tables: [PROVINCE, YEAR, TRACK, col('score', ['分数']), col('count', ['人数', '本段人数'], false), col('cumulative', ['累计人数', '累计'])],
  batch_lines: [PROVINCE, YEAR, TRACK, BATCH, col('score', ['分数线', '控制线', '最低控制线'], false), col('professional_score', ['专业分数线', '专业线'], false)],
  school_scores: [PROVINCE, YEAR, TRACK, BATCH, ...SCHOOL, ...SCORES],
  major_scores: [
    PROVINCE,
    YEAR,
    TRACK,
    BATCH,
    ...SCHOOL,
    col('major_code', ['专业代码'], false),
    col('major_name', ['专业名称']),
    ...SCORES,
    col('rank_note', ['位次说明'], false),
  ],
  plans: [
    PROVINCE,
    YEAR,
    TRACK,
    BATCH,
    ...SCHOOL,
    col('major_code', ['专业代码'], false),
    col('major_name', ['专业名称']),
    col('plan_count', ['计划数', '招生计划数', '计划人数']),
    col('duration_years', ['学制', '学制（年）'], false),
    col('tuition_per_year', ['学费', '学费（元/年）'], false),
    col('remarks', ['备注'], false),
  ],
};

// ---- the checks every kind shares ----

/**
 * The 科类 a province ranks ordinary candidates in that year (its exam model),
 * and whether a 科类 fits it: one that names an ordinary track (物理类, 历史类,
 * 理科, 文科, 综合: alone or within, as in 艺术类(物理类), 物理类(专科层次),
 * 蒙授理科) must name one of that year's; special categories that name none
 * (美术与设计类, 三校生类, 对口招生 …) are taken as printed.
 */
export function trackFits(province: Province, year: number, track: string): { fits: boolean; base: string[]; model: string } {
  const period =
    province.subjectModes.find((p) => (p.fromYear === null || p.fromYear <= year) && (p.toYear === null || year <= p.toYear)) ??
    province.subjectModes[province.subjectModes.length - 1]!;
  const named = ORDINARY_TRACKS.filter((t) => track.includes(t));
  return { fits: named.every((t) => period.tracks.includes(t)), base: period.tracks, model: period.model };
}

interface Where {
  province: string;
  year: number;
  track: string | null;
  /** The highest score a line may hold: the province's full marks for an ordinary 科类, 1000 for art, sport and other composite scores */
  totalScore: number;
}

/** Province, year and 科类 of a line, checked against the province's exam model; null when any is wrong. */
function where(cells: LineCells, ctx: ImportContext, trackOptional: boolean): Where | null {
  const name = cells.raw('province').replace(/(省|市|自治区|壮族自治区|回族自治区|维吾尔自治区)$/, '');
  const province = ctx.provinces.find((p) => p.name === name || p.fullName === cells.raw('province'));
  if (!province) cells.problem(`省份“${cells.raw('province')}”不存在（应为如“湖北”的省份简称）`);
  const year = cells.int('year', 2000, ctx.maxYear);
  const trackText = cells.raw('track');
  const track: string | null = trackText === '' || trackText === NO_TRACK ? null : trackText.replace('（', '(').replace('）', ')');
  if (track === null && !trackOptional) cells.problem('科类不能为空');
  if (province && year !== null && track !== null) {
    const { fits, base, model } = trackFits(province, year, track);
    if (track.length > 30) cells.problem('科类不能超过30个字');
    else if (!fits) cells.problem(`科类“${trackText}”不符合${province.name}${year}年的选科模式（${model}：${base.join('、')}）`);
  }
  if (!province || year === null || cells.problems.length) return null;
  const ordinary = track !== null && (ORDINARY_TRACKS as readonly string[]).includes(track);
  return { province: province.name, year, track, totalScore: ordinary ? province.totalScore : 1000 };
}

/** Score columns in [0, full marks] with 最低分 ≤ 平均分 ≤ 最高分 and at least a lowest score or rank. */
function scores(cells: LineCells, w: Where) {
  const minScore = cells.decimal('min_score', 0, w.totalScore, true);
  const minRank = cells.int('min_rank', 1, 5_000_000, true);
  const avgScore = cells.decimal('avg_score', 0, w.totalScore, true);
  const maxScore = cells.decimal('max_score', 0, w.totalScore, true);
  const planCount = cells.int('plan_count', 0, 100_000, true);
  const admittedCount = cells.int('admitted_count', 0, 100_000, true);
  if (!cells.raw('min_score') && !cells.raw('min_rank')) cells.problem('最低分和最低位次至少填一项');
  const order = [minScore, avgScore, maxScore].filter((v): v is number => v !== null);
  if (order.some((v, i) => i > 0 && v < order[i - 1]!)) cells.problem('应满足 最低分 ≤ 平均分 ≤ 最高分');
  return { minScore, minRank, rankDerived: false, avgScore, maxScore, planCount, admittedCount };
}

/** The school of a line: its 院校标识码 must be on the MOE list; the name defaults to the list's. */
function school(cells: LineCells, ctx: ImportContext) {
  const moeCode = cells.raw('moe_code');
  const listed = ctx.schools.get(moeCode);
  if (!/^\d{10}$/.test(moeCode)) cells.problem(`院校标识码应为10位数字，实为“${moeCode}”`);
  else if (!listed) cells.problem(`院校标识码 ${moeCode} 不在院校名单中`);
  const schoolName = cells.text('school_name', 60, true) ?? listed ?? '';
  return {
    moeCode,
    schoolName,
    schoolCode: cells.text('school_code', 20, true),
    groupCode: cells.text('group_code', 20, true),
    groupLabel: cells.text('group_label', 60, true),
    planType: cells.text('plan_type', 30, true),
    campusNote: null,
    subjectReq: cells.text('subject_req', 60, true),
  };
}

/** Map.groupBy (Node 21) for Node 20 */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

const unitKey = (...parts: (string | number | null)[]) => parts.map((p) => p ?? '').join('|');

// ---- the kinds ----

type RankRow = Where & { score: number; count: number | null; cumulative: number };
type BatchRow = Where & { batch: string; score: number | null; professionalScore: number | null };
type SchoolRow = Where & { batch: string } & ReturnType<typeof school> & ReturnType<typeof scores>;
type MajorRow = SchoolRow & { majorCode: string | null; majorName: string; rankNote: string | null };
type PlanRow = Where & { batch: string } & ReturnType<typeof school> & {
  majorCode: string | null;
  majorName: string;
  planCount: number;
  durationYears: number | null;
  tuitionPerYear: number | null;
  remarks: string | null;
};

function specs(ctx: ImportContext) {
  const rank: TableSpec<RankRow> = {
    title: IMPORT_KINDS.rank_tables,
    columns: IMPORT_COLUMNS.rank_tables,
    row(cells) {
      const w = where(cells, ctx, false);
      const score = cells.int('score', 0, w?.totalScore ?? 900);
      const count = cells.int('count', 0, 5_000_000, true);
      const cumulative = cells.int('cumulative', 1, 5_000_000);
      return w && score !== null && cumulative !== null ? { ...w, score, count, cumulative } : null;
    },
    key: (r) => unitKey(r.province, r.year, r.track, r.score),
    keyLabel: '省份、年份、科类、分数',
  };
  const batch: TableSpec<BatchRow> = {
    title: IMPORT_KINDS.batch_lines,
    columns: IMPORT_COLUMNS.batch_lines,
    row(cells) {
      const w = where(cells, ctx, true);
      const b = cells.text('batch', 30);
      const score = cells.decimal('score', 0, w?.totalScore ?? 900, true);
      const professionalScore = cells.decimal('professional_score', 0, 1000, true);
      if (!cells.raw('score') && !cells.raw('professional_score')) cells.problem('分数线和专业分数线至少填一项');
      return w && b ? { ...w, batch: b, score, professionalScore } : null;
    },
    key: (r) => unitKey(r.province, r.year, r.track, r.batch),
    keyLabel: '省份、年份、科类、批次',
  };
  /** What a school-, major- or plan-level line starts with: where, the batch and the school (each read even when another is wrong, so every problem is listed). */
  const unitLine = (cells: LineCells) => ({ w: where(cells, ctx, true), batch: cells.text('batch', 30), s: school(cells, ctx) });
  /** The major of a major- or plan-level line. */
  const majorOf = (cells: LineCells) => ({ majorCode: cells.text('major_code', 20, true), majorName: cells.text('major_name', 100) });
  const schoolLine = (cells: LineCells): SchoolRow | null => {
    const { w, batch, s } = unitLine(cells);
    const sc = w ? scores(cells, w) : null;
    return w && batch && sc ? { ...w, batch, ...s, ...sc } : null;
  };
  const schoolKey = (r: SchoolRow | PlanRow) => unitKey(r.province, r.year, r.track, r.batch, r.moeCode, r.schoolCode, r.groupCode, r.groupLabel, r.planType);
  const majorKey = { key: (r: MajorRow | PlanRow) => unitKey(schoolKey(r), r.majorCode, r.majorName), keyLabel: '院校、专业组、专业' };
  const schoolScores: TableSpec<SchoolRow> = {
    title: IMPORT_KINDS.school_scores,
    columns: IMPORT_COLUMNS.school_scores,
    row: schoolLine,
    key: schoolKey,
    keyLabel: '省份、年份、科类、批次、院校、专业组、招生类型',
  };
  const majorScores: TableSpec<MajorRow> = {
    title: IMPORT_KINDS.major_scores,
    columns: IMPORT_COLUMNS.major_scores,
    row(cells) {
      const base = schoolLine(cells);
      const { majorCode, majorName } = majorOf(cells);
      const rankNote = cells.text('rank_note', 30, true);
      return base && majorName ? { ...base, majorCode, majorName, rankNote } : null;
    },
    ...majorKey,
  };
  const plans: TableSpec<PlanRow> = {
    title: IMPORT_KINDS.plans,
    columns: IMPORT_COLUMNS.plans,
    row(cells) {
      const { w, batch: b, s } = unitLine(cells);
      const { majorCode, majorName } = majorOf(cells);
      const planCount = cells.int('plan_count', 0, 100_000);
      const durationYears = cells.int('duration_years', 1, 8, true);
      const tuitionPerYear = cells.int('tuition_per_year', 0, 1_000_000, true);
      const remarks = cells.text('remarks', 500, true);
      return w && b && majorName && planCount !== null ? { ...w, batch: b, ...s, majorCode, majorName, planCount, durationYears, tuitionPerYear, remarks } : null;
    },
    ...majorKey,
  };
  return { rank, batch, schoolScores, majorScores, plans };
}

/** Within one rank table a lower score has at least as many candidates at or above it. */
function rankOrderErrors(rows: Lined<RankRow>[]): LineError[] {
  const errors: LineError[] = [];
  const tables = groupBy(rows, (r) => unitKey(r.province, r.year, r.track));
  for (const list of tables.values()) {
    const sorted = [...list].sort((a, b) => b.score - a.score);
    for (let i = 1; i < sorted.length; i++) {
      const [hi, lo] = [sorted[i - 1]!, sorted[i]!];
      if (lo.cumulative < hi.cumulative) errors.push({ line: lo.line, message: `累计人数${lo.cumulative}小于更高分数${hi.score}的累计人数${hi.cumulative}` });
    }
  }
  return errors;
}

// ---- writing ----

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Records (or extends) the staff-upload source the imported rows cite. */
async function staffSource(tx: Tx, dataset: DatasetName): Promise<void> {
  const [found] = await tx.select({ dataset: sources.dataset }).from(sources).where(eq(sources.id, STAFF_IMPORT_SOURCE));
  const datasets = [...new Set([...(found?.dataset.split(',').filter(Boolean) ?? []), dataset])].join(',');
  await tx
    .insert(sources)
    .values({
      id: STAFF_IMPORT_SOURCE,
      kind: 'dataset',
      dataset: datasets,
      title: '管理员上传（核心数据导入）',
      licence: '由管理员在核心数据页面上传，来源以上传时的说明为准',
      note: '逐行校验后整份导入；同一单位（如同省份、年份、科类的一分一段表）的原有数据被替换',
    })
    .onConflictDoUpdate({ target: sources.id, set: { dataset: datasets } });
}

/**
 * Deletes the rows of the given units (key columns compared as text, null as
 * ''), a province and year at a time (the tables' indexes lead with them),
 * and returns how many rows of each province × year × 科类 went.
 */
async function deleteUnits(
  tx: Tx,
  table: PgTable & { province: PgColumn; year: PgColumn; track: PgColumn },
  columns: PgColumn[],
  units: (string | number | null)[][],
): Promise<Map<string, number>> {
  const replaced = new Map<string, number>();
  const byYear = groupBy(units, (u) => `${u[0]}|${u[1]}`);
  const tuple = sql.join(
    columns.map((c) => sql`coalesce(${c}::text, '')`),
    sql`, `,
  );
  for (const list of byYear.values()) {
    const [province, year] = list[0]! as [string, number];
    for (let i = 0; i < list.length; i += 500) {
      const values = sql.join(
        list.slice(i, i + 500).map((u) => sql`(${sql.join(u.map((v) => sql`${String(v ?? '')}::text`), sql`, `)})`),
        sql`, `,
      );
      const inUnits: SQL = sql`(${tuple}) in (values ${values})`;
      const gone = await tx
        .delete(table)
        .where(and(eq(table.province, province), eq(table.year, year), inUnits))
        .returning({ track: table.track });
      for (const g of gone) {
        const k = unitKey(province, year, g.track as string | null);
        replaced.set(k, (replaced.get(k) ?? 0) + 1);
      }
    }
  }
  return replaced;
}

async function insertAll(tx: Tx, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await tx.insert(table).values(rows.slice(i, i + 500));
}

function report(kind: ImportKind, rows: Where[], replaced: Map<string, number>): ImportReport {
  const groups = [...groupBy(rows, (r) => unitKey(r.province, r.year, r.track)).entries()].map(([k, list]) => ({
    province: list[0]!.province,
    year: list[0]!.year,
    track: list[0]!.track ?? NO_TRACK,
    rows: list.length,
    replaced: replaced.get(k) ?? 0,
  }));
  return {
    kind,
    title: IMPORT_KINDS[kind],
    rows: rows.length,
    replaced: [...replaced.values()].reduce((a, b) => a + b, 0),
    groups,
  };
}

const omitWhere = <T extends Where & { line: number }>({ totalScore: _t, line: _l, ...rest }: T) => rest;
const planSubset = (remarks: string | null) => (remarks?.startsWith('子集:') ? remarks.slice(3).split(';')[0]!.trim() || null : null);

/**
 * Checks a file of one kind; with no problem, writes it in one transaction
 * and returns what it added. Throws nothing for bad lines: they come back as
 * `errors` and nothing is written.
 */
export async function importTable(
  db: Db,
  kind: ImportKind,
  read: { lines: TableLine[]; errors: LineError[] },
  ctx: ImportContext,
): Promise<{ errors: LineError[] } | { report: ImportReport }> {
  const s = specs(ctx);
  const row = { quality: 'ok', sourceId: STAFF_IMPORT_SOURCE };
  switch (kind) {
    case 'rank_tables': {
      const { rows, errors } = validateTable(read, s.rank);
      errors.push(...rankOrderErrors(rows));
      if (errors.length) return { errors: errors.sort((a, b) => a.line - b.line) };
      return write(db, kind, rows, async (tx) => {
        const units = [...new Map(rows.map((r) => [unitKey(r.province, r.year, r.track), [r.province, r.year, r.track]])).values()];
        const replaced = await deleteUnits(tx, rankTables, [rankTables.province, rankTables.year, rankTables.track], units);
        await insertAll(
          tx,
          rankTables,
          rows.map((r) => ({ ...omitWhere(r), track: r.track!, scoreLabel: null, ...row })),
        );
        return replaced;
      });
    }
    case 'batch_lines': {
      const { rows, errors } = validateTable(read, s.batch);
      if (errors.length) return { errors };
      return write(db, kind, rows, async (tx) => {
        const units = rows.map((r) => [r.province, r.year, r.track, r.batch]);
        const replaced = await deleteUnits(tx, batchLines, [batchLines.province, batchLines.year, batchLines.track, batchLines.batch], units);
        await insertAll(
          tx,
          batchLines,
          rows.map((r) => ({ ...omitWhere(r), ambiguous: false, ...row })),
        );
        return replaced;
      });
    }
    case 'school_scores':
    case 'major_scores': {
      const { rows, errors } = kind === 'school_scores' ? validateTable(read, s.schoolScores) : validateTable(read, s.majorScores);
      if (errors.length) return { errors };
      const table = kind === 'school_scores' ? schoolScoreLines : majorScoreLines;
      return write(db, kind, rows, async (tx) => {
        const replaced = await deleteUnits(tx, table, [table.province, table.year, table.track, table.batch, table.moeCode], schoolUnits(rows));
        await insertAll(
          tx,
          table,
          rows.map((r) => ({ ...omitWhere(r), ...row })),
        );
        return replaced;
      });
    }
    case 'plans': {
      const { rows, errors } = validateTable(read, s.plans);
      if (errors.length) return { errors };
      return write(db, kind, rows, async (tx) => {
        const t = enrolmentPlans;
        const replaced = await deleteUnits(tx, t, [t.province, t.year, t.track, t.batch, t.moeCode], schoolUnits(rows));
        await insertAll(
          tx,
          t,
          rows.map((r) => ({ ...omitWhere(r), subset: planSubset(r.remarks), ...row })),
        );
        return replaced;
      });
    }
  }
}

const schoolUnits = (rows: (Where & { batch: string; moeCode: string })[]) => [
  ...new Map(rows.map((r) => [unitKey(r.province, r.year, r.track, r.batch, r.moeCode), [r.province, r.year, r.track, r.batch, r.moeCode]])).values(),
];

async function write(db: Db, kind: ImportKind, rows: Where[], replace: (tx: Tx) => Promise<Map<string, number>>): Promise<{ report: ImportReport }> {
  const replaced = await db.transaction(async (tx) => {
    await staffSource(tx, kind);
    return replace(tx);
  });
  return { report: report(kind, rows, replaced) };
}
