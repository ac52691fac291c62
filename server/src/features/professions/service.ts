import {
  NON_VIP_JOB_RANKING_ROWS,
  TOP_N,
  TREND_MONTHS,
  averageMonthlyHiringWan,
  seesFullData,
  sharePercent,
  type HiringYear,
  type JobPostings,
  type JobRanking,
  type MajorRequirements,
  type ProfessionCompanies,
  type ProfessionNode,
  type ProfessionStats,
  type QualificationTrend,
  type SalaryMonth,
  type TypeOverview,
  type Viewer,
} from '@zhiyuan/domain';
import type { ReadModels } from '../../platform/read-models';
import type { JobMarketFacts } from '../../platform/read-models/job-market';
import type { ProfessionEntry } from '../../platform/read-models/professions';
import { notFound } from '../../platform/errors';

type Models = Pick<ReadModels, 'professions' | 'jobMarket'>;

const NOT_FOUND = '未找到该职业';

/**
 * Whether an answer is withheld from this viewer: only when there is something to withhold. Where no statistics
 * are held for a code (none imported, the usual case: no public source), every viewer gets the same empty answer,
 * unlocked, and the page says why; a VIP prompt there would sell data the site does not have.
 */
const withheld = (viewer: Viewer, held: boolean) => held && !seesFullData(viewer);

async function entryOf(models: Models, code: string): Promise<ProfessionEntry> {
  const entry = await models.professions.find(code);
  if (!entry) throw notFound(NOT_FOUND);
  return entry;
}

/** The type or profession a detail page opens: where it sits in the 大典, its siblings, its overview and the NBS wages. */
export async function professionNode(models: Models, code: string): Promise<ProfessionNode> {
  const entry = await entryOf(models, code);
  const categories = await models.professions.categories();
  const type = categories.flatMap((c) => c.professionTypes).find((t) => t.typeCode === entry.typeCode);
  const facts = await models.jobMarket.of(code);
  const professionVos = type?.professionVos ?? [];
  return {
    code: entry.code,
    name: entry.name,
    dadianCode: entry.dadianCode,
    kind: entry.kind,
    categoryCode: entry.categoryCode,
    categoryName: entry.categoryName,
    middleName: entry.middleName,
    typeCode: entry.typeCode,
    typeName: entry.typeName,
    clickable: type?.clickable ?? true,
    professionVos,
    overview: facts.overview?.overview || describe(entry, professionVos.map((p) => p.professionName)),
    wages: await models.professions.wagesOf(entry.categoryCode),
  };
}

/** What the 大典 itself says about a node: its place in the classification and what it holds. */
function describe(entry: ProfessionEntry, professions: readonly string[]): string {
  const place = `${entry.categoryName}（第${entry.categoryCode}大类）${entry.middleName ? `·${entry.middleName}（中类）` : ''}`;
  if (entry.kind === 'type') {
    const held = professions.length ? `包含${professions.length}个职业：${professions.join('、')}。` : '大典未在此小类下列出具体职业。';
    return `${entry.name}是《中华人民共和国职业分类大典（2022年版）》中的小类（大典代码 ${entry.dadianCode}），属于${place}。${held}`;
  }
  const others = professions.filter((p) => p !== entry.name);
  return `${entry.name}是《中华人民共和国职业分类大典（2022年版）》中的职业（细类，大典代码 ${entry.dadianCode}），属于${place}下的“${entry.typeName}”小类。${others.length ? `同一小类的职业还有：${others.join('、')}。` : ''}`;
}

const hiringOf = (facts: JobMarketFacts): HiringYear[] => {
  const years = new Map<number, HiringYear>();
  for (const m of facts.months) {
    let y = years.get(m.year);
    if (!y) {
      y = { year: m.year, hiringMonth: [] };
      years.set(m.year, y);
    }
    y.hiringMonth.push({ month: m.month, hiringNum: m.hiringNum });
  }
  return [...years.values()];
};

const ym = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

const salaryOf = (facts: JobMarketFacts): SalaryMonth[] =>
  facts.months.map((m) => ({ month: ym(m.year, m.month), salaryMin: m.salaryMin, salaryMax: m.salaryMax, salaryMedianL: m.salaryMedianL, salaryMedianH: m.salaryMedianH }));

/** 招聘与薪资 by month (spec §3 Profession stats); nothing for a non-VIP. */
export async function professionStats(models: Models, viewer: Viewer, code: string): Promise<ProfessionStats> {
  await entryOf(models, code);
  const facts = await models.jobMarket.of(code);
  if (withheld(viewer, facts.months.length > 0)) return { demo: facts.demo, locked: true, hiring: [], salary: [] };
  return { demo: facts.demo, locked: false, hiring: hiringOf(facts), salary: salaryOf(facts) };
}

/** 职业概况's figures: sample size, hiring, salary range (first 12 months) and the shares of the category's types. */
export async function typeOverview(models: Models, viewer: Viewer, code: string): Promise<TypeOverview> {
  const entry = await entryOf(models, code);
  const facts = await models.jobMarket.of(code);
  const category = (await models.professions.categories()).find((c) => c.categoryCode === entry.categoryCode);
  const totals: { typeCode: string; typeName: string; hiring: number }[] = [];
  for (const t of category?.professionTypes ?? []) {
    if (!t.clickable) continue;
    const f = await models.jobMarket.of(t.typeCode);
    const h = f.months.slice(0, TREND_MONTHS).reduce((s, m) => s + m.hiringNum, 0);
    if (h > 0) totals.push({ typeCode: t.typeCode, typeName: t.typeName, hiring: h });
  }
  if (withheld(viewer, facts.months.length > 0 || facts.overview?.sampleSize != null || totals.length > 0)) {
    return { demo: facts.demo, locked: true, code, sampleSize: null, hiringTotal: null, avgMonthlyHiring: null, salaryMin: null, salaryMax: null, professionTypes: [] };
  }
  const hiring = hiringOf(facts);
  const firstYear = hiring[0]?.hiringMonth.reduce((s, m) => s + m.hiringNum, 0) ?? null;
  const trend = facts.months.slice(0, TREND_MONTHS);
  totals.sort((a, b) => b.hiring - a.hiring);
  const sum = totals.reduce((s, t) => s + t.hiring, 0);
  return {
    demo: facts.demo,
    locked: false,
    code,
    sampleSize: facts.overview?.sampleSize ?? null,
    hiringTotal: firstYear,
    avgMonthlyHiring: averageMonthlyHiringWan(hiring),
    salaryMin: trend.length ? Math.min(...trend.map((m) => m.salaryMin)) : null,
    salaryMax: trend.length ? Math.max(...trend.map((m) => m.salaryMax)) : null,
    professionTypes: totals.slice(0, TOP_N).map((t) => ({ typeCode: t.typeCode, typeName: t.typeName, employmentPercentage: sharePercent(t.hiring, sum) })),
  };
}

/** 学历要求: the rose of the latest month and the trend over the first 12 months. */
export async function qualificationTrend(models: Models, viewer: Viewer, code: string): Promise<QualificationTrend> {
  await entryOf(models, code);
  const facts = await models.jobMarket.of(code);
  if (withheld(viewer, facts.education.length > 0)) return { demo: facts.demo, locked: true, eduForFan: [], edu: [] };
  const months = new Map<string, { edu: string; ratio: number }[]>();
  for (const e of facts.education) {
    const key = ym(e.year, e.month);
    months.set(key, [...(months.get(key) ?? []), { edu: e.edu, ratio: e.ratio }]);
  }
  const edu = [...months.entries()].slice(0, TREND_MONTHS).map(([month, ratios]) => ({ month, ratios }));
  // the rose: every month's shares together
  const sums = new Map<string, number>();
  for (const e of facts.education) sums.set(e.edu, (sums.get(e.edu) ?? 0) + e.ratio);
  const all = [...sums.values()].reduce((a, b) => a + b, 0);
  const eduForFan = [...sums.entries()].map(([e, s]) => ({ edu: e, ratio: sharePercent(s, all) })).filter((e) => e.ratio > 0);
  return { demo: facts.demo, locked: false, eduForFan, edu };
}

/** Top 10 majors the postings ask for, with their share. */
export async function majorRequirements(models: Models, viewer: Viewer, code: string): Promise<MajorRequirements> {
  await entryOf(models, code);
  const facts = await models.jobMarket.of(code);
  if (withheld(viewer, facts.majors.length > 0)) return { demo: facts.demo, locked: true, majors: [] };
  const total = facts.majors.reduce((s, m) => s + m.hiringNum, 0);
  return { demo: facts.demo, locked: false, majors: facts.majors.slice(0, TOP_N).map((m) => ({ majorName: m.majorName, majorPercentage: sharePercent(m.hiringNum, total) })) };
}

/** Hiring companies: top 10 by nature and by name, with count and share. */
export async function professionCompanies(models: Models, viewer: Viewer, code: string): Promise<ProfessionCompanies> {
  await entryOf(models, code);
  const facts = await models.jobMarket.of(code);
  if (withheld(viewer, facts.companies.length > 0)) return { demo: facts.demo, locked: true, byNature: [], byName: [] };
  const total = facts.companies.reduce((s, c) => s + c.hiringNum, 0);
  const natures = new Map<string, number>();
  for (const c of facts.companies) natures.set(c.companyNature, (natures.get(c.companyNature) ?? 0) + c.hiringNum);
  return {
    demo: facts.demo,
    locked: false,
    byNature: [...natures.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP_N)
      .map(([companyNature, companyHiring]) => ({ companyNature, companyHiring, share: sharePercent(companyHiring, total) })),
    byName: facts.companies.slice(0, TOP_N).map((c) => ({ companyName: c.companyName, companyNature: c.companyNature, companyHiring: c.hiringNum, share: sharePercent(c.hiringNum, total) })),
  };
}

/** 就业岗位排行: a non-VIP gets the first 3 rows (spec §6); locked when that leaves rows out. */
export async function jobRanking(models: Models, viewer: Viewer, code: string): Promise<JobRanking> {
  await entryOf(models, code);
  const facts = await models.jobMarket.of(code);
  const locked = withheld(viewer, facts.positions.length > NON_VIP_JOB_RANKING_ROWS);
  const rows = locked ? facts.positions.slice(0, NON_VIP_JOB_RANKING_ROWS) : facts.positions;
  return { demo: facts.demo, locked, total: facts.positions.length, rows };
}

/** 招聘岗位, paged; nothing for a non-VIP. */
export async function jobPostingsOf(models: Models, viewer: Viewer, code: string, page: number, pageSize: number): Promise<JobPostings> {
  await entryOf(models, code);
  const facts = await models.jobMarket.of(code);
  if (withheld(viewer, facts.postings.length > 0)) return { demo: facts.demo, locked: true, records: [], total: 0, current: page, size: pageSize };
  const start = (page - 1) * pageSize;
  return { demo: facts.demo, locked: false, records: facts.postings.slice(start, start + pageSize), total: facts.postings.length, current: page, size: pageSize };
}
