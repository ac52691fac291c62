/**
 * /welcome's 关键时间 (issue 13): the national dates as national, and for the
 * student's province only what our data really holds — its exam authority
 * (考试院) and the official pages our batch lines cite, and its latest
 * 志愿填报规则 with their source. The province's own dates (成绩公布,
 * 志愿填报时间 …) are published by its 考试院 each year; we name no date we
 * do not have.
 */
import { z } from 'zod';
import { sourceUrl, type DataSource } from './sources';
import type { ProvinceRuleInput } from './odds/rules';

// schema-free, so that /welcome reads it without zod (decision 013)
export { NATIONAL_KEY_DATES } from './rules/constants';


/** Publishers that are a province's exam authority (考试院, 考试局, 招生考试院, 招办 …). */
const AUTHORITY = /考试院|考试局|招生考试|招生办公室|招办|考试管理中心|招考/;
/** Hosts that reprint an authority's page (阳光高考) or hold a repository's copy: not the authority's own site. */
const REPRINT_HOSTS = new Set(['gaokao.chsi.com.cn', 'github.com', 'www.gaokao.cn', 'gaokao.eol.cn']);
/** A reprint noted in the publisher line: '（阳光高考平台转载）', '/ 阳光高考'. */
const REPRINT_NOTE = /转载|镜像|第三方/;

/** The exam authority proper, before an office of the same body (招办) or a department (教育厅). */
const AUTHORITY_PROPER = /考试院|考试局|招生考试|考试管理中心/;

/**
 * The authority's own name from a publisher line: '黑龙江省招生考试院 / 黑龙江招生考试信息港'
 * → '黑龙江省招生考试院'; '湖北省教育厅 / 湖北省招办 / 湖北省教育考试院' → '湖北省教育考试院'.
 */
export function authorityName(publisher: string): string {
  const parts = publisher.split(/\s*[/／（()）；;、]\s*/).map((p) => p.replace(/发布$/, '').trim()).filter(Boolean);
  return parts.find((p) => AUTHORITY_PROPER.test(p)) ?? parts.find((p) => AUTHORITY.test(p)) ?? parts[0] ?? publisher.trim();
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

export const authorityPageSchema = z.object({ year: z.number().int(), title: z.string(), url: z.string(), publisher: z.string() });
export type AuthorityPage = z.infer<typeof authorityPageSchema>;

export const examAuthoritySchema = z.object({
  /** As our sources name it */
  name: z.string(),
  /** The authority's own site (scheme and host of the pages we cite), or null when we cite only reprints */
  site: z.string().nullable(),
  /** The authority's pages our batch lines cite, newest year first (at most 3) */
  pages: z.array(authorityPageSchema),
});
export type ExamAuthority = z.infer<typeof examAuthoritySchema>;

/**
 * The province's exam authority as the pages our batch lines cite show it:
 * the most cited official publisher, its own site (a host that is not a
 * reprint), and its latest pages. Null when no cited page is an authority's.
 */
export function examAuthorityOf(cited: readonly { year: number; source: DataSource }[]): ExamAuthority | null {
  const official = cited.filter(({ source: s }) => !s.thirdParty && s.url && s.publisher && AUTHORITY.test(s.publisher));
  if (!official.length) return null;
  const count = new Map<string, number>();
  for (const { source } of official) {
    if (REPRINT_NOTE.test(source.publisher!)) continue;
    const name = authorityName(source.publisher!);
    count.set(name, (count.get(name) ?? 0) + 1);
  }
  // only reprints name it: the first part of their publisher line
  const name = [...count.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? authorityName(official[0]!.source.publisher!);
  const own = official.filter(({ source }) => authorityName(source.publisher!) === name || source.publisher!.includes(name));
  const hosts = new Map<string, { n: number; origin: string }>();
  for (const { source } of own) {
    const host = hostOf(source.url!);
    if (!host || REPRINT_HOSTS.has(host) || REPRINT_NOTE.test(source.publisher!)) continue;
    const entry = hosts.get(host) ?? { n: 0, origin: new URL(source.url!).origin };
    entry.n += 1;
    hosts.set(host, entry);
  }
  const site = [...hosts.values()].sort((a, b) => b.n - a.n)[0]?.origin ?? null;
  const seen = new Set<string>();
  const pages: AuthorityPage[] = [];
  for (const { year, source } of [...own].sort((a, b) => b.year - a.year)) {
    if (seen.has(source.url!)) continue;
    seen.add(source.url!);
    pages.push({ year, title: source.title, url: source.url!, publisher: source.publisher! });
    if (pages.length === 3) break;
  }
  return { name, site: site ? `${site}/` : null, pages };
}

export const provinceRuleSummarySchema = z.object({
  batch: z.string(),
  fillMode: z.string(),
  maxChoices: z.number().int().nullable(),
  majorsPerChoice: z.number().int().nullable(),
  parallel: z.boolean(),
  /** confirmed / inferred / unknown, as the data file says */
  confidence: z.string(),
  sourceUrl: z.string().nullable(),
});

/** GET /api/province/key-info?province=: what /welcome shows under 关键时间. */
export const provinceKeyInfoSchema = z.object({
  province: z.string(),
  national: z.array(z.object({ when: z.string(), what: z.string() })),
  authority: examAuthoritySchema.nullable(),
  /** The province's 志愿填报规则 of the latest year we have, by batch */
  rules: z.object({ year: z.number().int(), batches: z.array(provinceRuleSummarySchema) }).nullable(),
});
export type ProvinceKeyInfo = z.infer<typeof provinceKeyInfoSchema>;

/** The province's rules of the latest year we have (batches in file order), or null. */
export function latestRulesOf(rules: readonly ProvinceRuleInput[], province: string): ProvinceKeyInfo['rules'] {
  const own = rules.filter((r) => r.province === province);
  if (!own.length) return null;
  const year = Math.max(...own.map((r) => r.year));
  return {
    year,
    batches: own
      .filter((r) => r.year === year)
      .map((r) => ({
        batch: r.batch,
        fillMode: r.fillMode,
        maxChoices: r.maxChoices,
        majorsPerChoice: r.majorsPerChoice,
        parallel: r.parallel,
        confidence: r.confidence,
        sourceUrl: sourceUrl(r.sourceUrl?.trim() ?? null),
      })),
  };
}
