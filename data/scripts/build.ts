/**
 * npm run data:build — derives data/ (what the product ships) from the shared
 * datasets (../shared/data, or SHARED_DATA_DIR). Re-runnable: the same input
 * gives byte-identical output (gzip level 9, no timestamp, rows in source order).
 *
 * Admission datasets (rank tables, batch lines, score lines, plans, subject
 * requirements) lose their source_repo/source_url columns and gain a source_id
 * that resolves in data/sources.csv.gz: the shared sources list's id where it
 * names the cited page, else one generated per cited page. The .xz inputs are
 * decompressed by @napi-rs/lzma (build time only, a dev dependency); everything
 * shipped is gzip, which Node reads without anything extra.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { xz } from '@napi-rs/lzma';
import { DATA_ROOT } from '../src/paths';
import { csvLine, readCsv, type CsvInput } from '../src/csv';
import { SOURCE_COLUMNS, SOURCES_FILE, readSources, type SourceRow } from '../src/sources';
import { readBatchLines, BATCH_LINES_FILE } from '../src/batchLines';
import { readRankTables, RANK_TABLES_FILE } from '../src/rankTables';
import { readMajorScores, readSchoolScores, MAJOR_SCORES_FILE, SCHOOL_SCORES_FILE } from '../src/scoreLines';
import { readPlans, readSubjectRequirements, PLANS_FILE, SUBJECT_REQUIREMENTS_FILE } from '../src/plans';
import { readMajorOfferings, MAJOR_OFFERINGS_FILE } from '../src/majorOfferings';
import { VALIDATED_FILE, sha256Of } from '../src/validated';
import type { ReadOptions } from '../src/fields';
import { DATASET_SOURCES, REPOSITORIES, repositorySourceId, repositoryUrl } from './sources';

const SHARED = resolve(process.env.SHARED_DATA_DIR ?? join(DATA_ROOT, '..', '..', 'shared', 'data'));

/** Opens a shared file; .xz is decompressed in memory (the largest, major_scores, is ≈ 170 MB as text). */
async function openShared(rel: string): Promise<CsvInput> {
  const path = join(SHARED, rel);
  if (!path.endsWith('.xz')) return path;
  let text: Buffer;
  try {
    text = await xz.decompress(readFileSync(path));
  } catch (err) {
    throw new Error(`xz 解压 ${rel} 失败：${err instanceof Error ? err.message : String(err)}`);
  }
  // fed to the CSV reader a megabyte at a time; it decodes UTF-8 across chunk edges
  const chunks = function* () {
    for (let i = 0; i < text.length; i += 1 << 20) yield text.subarray(i, i + (1 << 20));
  };
  return { name: rel, stream: Readable.from(chunks(), { objectMode: false }) };
}

function writeGzip(rel: string, header: readonly string[], lines: string[]): void {
  const target = join(DATA_ROOT, rel);
  mkdirSync(dirname(target), { recursive: true });
  const text = `${header.join(',')}\n${lines.map((l) => `${l}\n`).join('')}`;
  // level 9, no file name or time in the gzip header: identical input gives identical bytes
  const bytes = gzipSync(Buffer.from(text, 'utf8'), { level: 9 });
  writeFileSync(target, bytes);
  console.log(`  ${rel.padEnd(52)} ${String(lines.length).padStart(8)} 行  ${(bytes.length / 1024).toFixed(0).padStart(6)} KB`);
}

/** Which rows cite a source: datasets, years and row count (for sources.csv.gz and the README). */
class Usage {
  private readonly bySource = new Map<string, { datasets: Set<string>; years: Set<number>; rows: number }>();

  add(sourceId: string, dataset: string, year: number | null, rows = 1): void {
    let u = this.bySource.get(sourceId);
    if (!u) this.bySource.set(sourceId, (u = { datasets: new Set(), years: new Set(), rows: 0 }));
    u.datasets.add(dataset);
    if (year !== null) u.years.add(year);
    u.rows += rows;
  }

  get(sourceId: string) {
    return this.bySource.get(sourceId);
  }
}

function yearsText(years: Iterable<number>): string | null {
  const list = [...years].sort((a, b) => a - b);
  if (list.length === 0) return null;
  const first = list[0]!;
  const last = list[list.length - 1]!;
  return first === last ? String(first) : `${first}–${last}`;
}

/** A row of the shared sources list (repo 1 / repo 2 source ids → title, publisher, URL). */
interface SharedSource {
  sourceRepo: string;
  sourceId: string;
  title: string;
  publisher: string;
  urlOrPath: string;
  sourceQuality: string;
  counts: Record<string, number>;
}

const TOPIC_COLUMNS: Record<string, string> = {
  rank_tables: 'rank_rows',
  batch_lines: 'batch_line_rows',
  school_scores: 'school_score_rows',
  major_scores: 'major_score_rows',
  plans: 'plan_rows',
};

/** Resolves (repository, cited URL) of an admission row to a source id. */
class PageSources {
  private readonly byPair = new Map<string, SharedSource[]>();
  private readonly generated = new Map<string, { repository: string; url: string }>();
  private readonly cache = new Map<string, string>();

  constructor(readonly shared: SharedSource[]) {
    for (const s of shared) {
      const key = `${s.sourceRepo}\n${s.urlOrPath}`;
      const list = this.byPair.get(key) ?? [];
      list.push(s);
      this.byPair.set(key, list);
    }
  }

  resolve(dataset: string, repository: string, url: string, year: number): string {
    const cacheKey = `${dataset}\n${repository}\n${url}\n${year}`;
    const hit = this.cache.get(cacheKey);
    if (hit) return hit;
    const id = this.lookup(dataset, repository, url, year);
    this.cache.set(cacheKey, id);
    return id;
  }

  private lookup(dataset: string, repository: string, url: string, year: number): string {
    const candidates = this.byPair.get(`${repository}\n${url}`);
    if (candidates) {
      // one URL can name several sources (e.g. a page with the 2024 and 2025 tables):
      // prefer those counted for this topic, then the one naming the row's year
      const topic = TOPIC_COLUMNS[dataset];
      const forTopic = candidates.filter((c) => topic && (c.counts[topic] ?? 0) > 0);
      const pool = forTopic.length ? forTopic : candidates;
      const y = String(year);
      return (pool.find((c) => c.sourceId.includes(y) || c.title.includes(y)) ?? pool[0]!).sourceId;
    }
    const id = `page:${createHash('sha256').update(`${repository}\n${url}`).digest('hex').slice(0, 12)}`;
    this.generated.set(id, { repository, url });
    return id;
  }

  generatedPages(): { id: string; repository: string; url: string }[] {
    return [...this.generated.entries()].map(([id, p]) => ({ id, ...p })).sort((a, b) => a.id.localeCompare(b.id));
  }
}

async function readSharedSources(): Promise<SharedSource[]> {
  const out: SharedSource[] = [];
  for await (const { values: v } of readCsv(join(SHARED, 'sources.csv'))) {
    const counts: Record<string, number> = {};
    for (const c of Object.values(TOPIC_COLUMNS)) counts[c] = Number(v[c] ?? 0);
    out.push({
      sourceRepo: v.source_repo ?? '',
      sourceId: v.source_id ?? '',
      title: v.title ?? '',
      publisher: v.publisher ?? '',
      urlOrPath: v.url_or_path ?? '',
      sourceQuality: v.source_quality ?? '',
      counts,
    });
  }
  return out;
}

/** Admission datasets: the shared file, what data/ ships, and the dataset name rows are counted under. */
const ADMISSION_FILES = [
  { from: 'rank_tables/rank_tables.csv', to: 'rank_tables/rank_tables.csv.gz', dataset: 'rank_tables' },
  { from: 'batch_lines/batch_lines.csv', to: 'batch_lines/batch_lines.csv.gz', dataset: 'batch_lines' },
  { from: 'school_scores/school_scores.csv.xz', to: 'school_scores/school_scores.csv.gz', dataset: 'school_scores' },
  { from: 'major_scores/major_scores.csv.xz', to: 'major_scores/major_scores.csv.gz', dataset: 'major_scores' },
  { from: 'plans/plans.csv.xz', to: 'plans/plans.csv.gz', dataset: 'plans' },
  { from: 'plans/subject_requirements_2024.csv.xz', to: 'plans/subject_requirements_2024.csv.gz', dataset: 'subject_requirements' },
];

/** Rewrites one admission file: source_repo + source_url become source_id, everything else is kept. */
async function buildAdmissionFile(f: (typeof ADMISSION_FILES)[number], pages: PageSources, usage: Usage): Promise<void> {
  const input = await openShared(f.from);
  let header: string[] | null = null;
  const lines: string[] = [];
  for await (const { values } of readCsv(input)) {
    if (!header) {
      const columns = Object.keys(values);
      if (!columns.includes('source_repo') || !columns.includes('source_url')) throw new Error(`${f.from}: 缺少 source_repo / source_url 列`);
      header = columns.flatMap((c) => (c === 'source_repo' ? ['source_id'] : c === 'source_url' ? [] : [c]));
    }
    const year = Number(values.year);
    const id = pages.resolve(f.dataset, values.source_repo ?? '', values.source_url ?? '', year);
    usage.add(id, f.dataset, Number.isFinite(year) ? year : null);
    lines.push(csvLine(header.map((c) => (c === 'source_id' ? id : values[c]))));
  }
  if (!header) throw new Error(`${f.from}: 文件为空`);
  writeGzip(f.to, header, lines);
}

/** Copies a small shared file as gzip, keeping every column but `drop`; its rows count under `sourceId`. */
async function copyFile(from: string, to: string, dataset: string, sourceId: string, usage: Usage, drop: string[] = []): Promise<void> {
  let header: string[] | null = null;
  const lines: string[] = [];
  for await (const { values } of readCsv(join(SHARED, from))) {
    header ??= Object.keys(values).filter((c) => !drop.includes(c));
    const year = Number(values.year ?? values.edition ?? values.data_year ?? values.batch_year);
    usage.add(sourceId, dataset, Number.isFinite(year) && year > 0 ? year : null);
    lines.push(csvLine(header.map((c) => values[c])));
  }
  if (!header) throw new Error(`${from}: 文件为空`);
  writeGzip(to, header, lines);
}

function sourceRowsOf(shared: SharedSource[], pages: PageSources, usage: Usage): SourceRow[] {
  const licenceOf = new Map(REPOSITORIES.map((r) => [r.repository, r.licence]));
  const licence = (repository: string) => {
    const l = licenceOf.get(repository);
    if (!l) throw new Error(`仓库 ${repository} 没有登记许可（data/scripts/sources.ts 的 REPOSITORIES）`);
    return l;
  };
  const rows: SourceRow[] = [];

  const pageRows: SourceRow[] = [];
  for (const s of shared) {
    const u = usage.get(s.sourceId);
    const fromCounts = Object.entries(TOPIC_COLUMNS)
      .filter(([, column]) => (s.counts[column] ?? 0) > 0)
      .map(([dataset]) => dataset);
    const isUrl = /^https?:\/\//.test(s.urlOrPath);
    pageRows.push({
      id: s.sourceId,
      kind: 'page',
      dataset: [...(u?.datasets ?? fromCounts)].sort().join(',') || 'admissions',
      // three rows of the shared list have no title: their id says what they are
      title: s.title || (isUrl ? pageTitle(s.sourceRepo, s.urlOrPath) : s.sourceId),
      publisher: s.publisher || null,
      repository: s.sourceRepo,
      url: isUrl ? s.urlOrPath : null,
      licence: licence(s.sourceRepo),
      years: u ? yearsText(u.years) : null,
      note: [!isUrl && s.urlOrPath ? `仓库文件 ${s.urlOrPath}` : null, u ? null : unusedNote(s, shared, usage)].filter(Boolean).join('；') || null,
      quality: s.sourceQuality || null,
      parentId: repositorySourceId(s.sourceRepo),
      rowCount: u?.rows ?? 0,
    });
  }
  for (const p of pages.generatedPages()) {
    const u = usage.get(p.id);
    pageRows.push({
      id: p.id,
      kind: 'page',
      dataset: [...(u?.datasets ?? [])].sort().join(','),
      title: pageTitle(p.repository, p.url),
      publisher: null,
      repository: p.repository,
      url: p.url,
      licence: licence(p.repository),
      years: u ? yearsText(u.years) : null,
      note: null,
      quality: null,
      parentId: repositorySourceId(p.repository),
      rowCount: u?.rows ?? 0,
    });
  }

  const datasetRows: SourceRow[] = DATASET_SOURCES.map((d) => ({
    id: d.id,
    kind: 'dataset',
    dataset: d.dataset,
    title: d.title,
    publisher: d.publisher,
    repository: d.repository,
    url: d.url,
    licence: d.licence,
    years: d.years,
    note: d.note,
    quality: null,
    parentId: d.repository ? repositorySourceId(d.repository) : null,
    rowCount: usage.get(d.id)?.rows ?? 0,
  }));

  // a repository's datasets, years and rows are those of the sources under it
  const children = new Map<string, SourceRow[]>();
  for (const r of [...pageRows, ...datasetRows]) {
    if (!r.parentId) continue;
    children.set(r.parentId, [...(children.get(r.parentId) ?? []), r]);
  }
  for (const repo of REPOSITORIES) {
    const id = repositorySourceId(repo.repository);
    const kids = children.get(id) ?? [];
    const datasets = new Set([...kids.flatMap((k) => (k.rowCount > 0 ? k.dataset.split(',') : [])), ...(repo.supplements ?? [])]);
    const years = kids.flatMap((k) => {
      const u = usage.get(k.id);
      return u ? [...u.years] : [];
    });
    // curated datasets without a year column carry their years as text
    const curatedYears = [...new Set(kids.filter((k) => k.kind === 'dataset' && k.years).map((k) => k.years!))].join(', ');
    rows.push({
      id,
      kind: 'repository',
      dataset: [...datasets].sort().join(','),
      title: repo.repository,
      publisher: repo.repository.split('/')[0] ?? null,
      repository: repo.repository,
      url: repositoryUrl(repo.repository),
      licence: repo.licence,
      years: yearsText(years) ?? (curatedYears || null),
      note: repo.usedFor,
      quality: null,
      parentId: null,
      rowCount: kids.reduce((n, k) => n + k.rowCount, 0),
    });
  }
  return [...rows, ...datasetRows, ...pageRows];
}

/** Why a source of the shared list is cited by no shipped row. */
function unusedNote(s: SharedSource, shared: SharedSource[], usage: Usage): string {
  const sibling = shared.find((o) => o !== s && o.sourceRepo === s.sourceRepo && o.urlOrPath === s.urlOrPath && o.urlOrPath && usage.get(o.sourceId));
  return sibling ? `与 ${sibling.sourceId} 为同一页面，数据行引用后者` : '未被当前数据引用（合并时被更好的来源取代）';
}

/** A readable title for a cited page that the shared sources list does not name. */
function pageTitle(repository: string, url: string): string {
  const gh = /^https:\/\/github\.com\/([^/]+\/[^/]+)\/(?:blob|tree)\/[^/]+\/(.+)$/.exec(url);
  if (gh) return `${gh[1]}：${gh[2]}`;
  let text = url.replace(/^https?:\/\//, '');
  try {
    text = decodeURI(text);
  } catch {
    // a malformed escape: keep the URL as written
  }
  return text.length > 120 ? `${text.slice(0, 117)}…` : text || `${repository} 引用的页面`;
}

function writeSources(rows: SourceRow[]): void {
  const lines = rows.map((s) =>
    csvLine([s.id, s.kind, s.dataset, s.title, s.publisher, s.repository, s.url, s.licence, s.years, s.note, s.quality, s.parentId, s.rowCount]),
  );
  writeGzip(SOURCES_FILE.slice(DATA_ROOT.length + 1), SOURCE_COLUMNS, lines);
}

/**
 * Reads every admission file (and 开设院校) back through its reader (every field, every
 * source id) and records the sha256 of those that pass: the importer loads a
 * file that still matches by COPY without reading it again row by row.
 */
async function recordValidated(): Promise<void> {
  const sourceIds = new Set((await readSources()).map((s) => s.id));
  const files: [string, (o: ReadOptions) => AsyncIterable<unknown>][] = [
    [RANK_TABLES_FILE, readRankTables],
    [BATCH_LINES_FILE, readBatchLines],
    [SCHOOL_SCORES_FILE, readSchoolScores],
    [MAJOR_SCORES_FILE, readMajorScores],
    [PLANS_FILE, readPlans],
    [SUBJECT_REQUIREMENTS_FILE, readSubjectRequirements],
    [MAJOR_OFFERINGS_FILE, readMajorOfferings],
  ];
  const lines = [`${sha256Of(SOURCES_FILE)}  ${relative(DATA_ROOT, SOURCES_FILE)}`];
  for (const [file, read] of files) {
    for await (const _ of read({ file, sourceIds })) void _;
    lines.push(`${sha256Of(file)}  ${relative(DATA_ROOT, file)}`);
  }
  writeFileSync(VALIDATED_FILE, `${lines.join('\n')}\n`);
  console.log(`  ${relative(DATA_ROOT, VALIDATED_FILE).padEnd(52)} ${String(lines.length).padStart(8)} 个文件已校验`);
}

async function main(): Promise<void> {
  if (!existsSync(SHARED)) {
    console.error(`找不到共享数据目录 ${SHARED}（可用 SHARED_DATA_DIR 指定）`);
    process.exit(1);
  }
  const started = Date.now();
  console.log('data:build');
  const usage = new Usage();

  const copies: [from: string, to: string, dataset: string, sourceId: string, drop?: string[]][] = [
    ['schools/schools_moe_2025_merged.csv', 'schools/schools.csv.gz', 'schools', 'moe-school-list-2025'],
    ['province_rules/province_exam_models.csv', 'provinces/province_exam_models.csv.gz', 'provinces', 'province-exam-models'],
    ['province_rules/province_rules.csv', 'provinces/province_rules.csv.gz', 'province_rules', 'province-rules'],
    ['rankings/bcur_2026.csv', 'rankings/bcur_2026.csv.gz', 'rankings', 'bcur-2026'],
    ['rankings/bcur_2025.csv', 'rankings/bcur_2025.csv.gz', 'rankings', 'bcur-2025'],
    ['rankings/bcur_2023_main.csv', 'rankings/bcur_2023_main.csv.gz', 'rankings', 'bcur-2023'],
    ['rankings/qs_wur_2024_2025.csv', 'rankings/qs_wur_2024_2025.csv.gz', 'rankings', 'qs-wur-2024-2025'],
    ['rankings/arwu_2024_world.csv', 'rankings/arwu_2024_world.csv.gz', 'rankings', 'arwu-2024'],
    ['majors/undergrad_major_catalog_2025.csv', 'majors/undergrad_major_catalog_2025.csv.gz', 'majors', 'moe-undergrad-major-catalog-2025'],
    ['majors/gaokao_cn_major_index_2024.csv', 'majors/gaokao_cn_major_index_2024.csv.gz', 'majors', 'gaokao-cn-major-index-2024'],
    ['professions/occupation_classification_2022.csv', 'professions/occupation_classification_2022.csv.gz', 'professions', 'occupation-classification-2022'],
    // the transcriber's employment figures are its own round estimates, not statistics: not shipped
    [
      'professions/nbs_2024_avg_wage_by_industry_and_position.csv',
      'professions/nbs_2024_avg_wage_by_industry_and_position.csv.gz',
      'professions',
      'nbs-wages-2024',
      ['employment_wan_author_estimate'],
    ],
    ['schools/school_contacts_chsi_2026.csv', 'schools/school_contacts_chsi_2026.csv.gz', 'school_contacts', 'chsi-school-contacts-2026'],
    ['schools/school_type_gaokao_cn_2024.csv', 'schools/school_type_gaokao_cn_2024.csv.gz', 'school_types', 'gaokao-cn-school-types-2024'],
    ['disciplines/subject_assessment_round4_2017.csv', 'disciplines/subject_assessment_round4_2017.csv.gz', 'disciplines', 'subject-assessment-round4-2017'],
    [
      'disciplines/subject_assessment_round5_UNOFFICIAL_self_announced.csv',
      'disciplines/subject_assessment_round5_UNOFFICIAL_self_announced.csv.gz',
      'disciplines',
      'subject-assessment-round5-self-announced',
    ],
    [
      'disciplines/subject_assessment_round5_UNOFFICIAL_circulated_a_list.csv',
      'disciplines/subject_assessment_round5_UNOFFICIAL_circulated_a_list.csv.gz',
      'disciplines',
      'subject-assessment-round5-circulated',
    ],
    ['disciplines/double_first_class_disciplines_2017_2022.csv', 'disciplines/double_first_class_disciplines_2017_2022.csv.gz', 'disciplines', 'double-first-class-disciplines'],
    ['majors/vocational_major_catalog_2026.csv', 'majors/vocational_major_catalog_2026.csv.gz', 'majors', 'chsi-vocational-major-catalog-2026'],
    ['majors/major_details_chsi_2026.csv', 'majors/major_details_chsi_2026.csv.gz', 'major_details', 'chsi-major-details-2026'],
    ['majors/major_stats_gaokao_cn_2023.csv', 'majors/major_stats_gaokao_cn_2023.csv.gz', 'major_stats', 'gaokao-cn-major-stats-2023'],
    ['majors/major_offering_schools_chsi_2026.csv', 'majors/major_offering_schools_chsi_2026.csv.gz', 'major_offerings', 'chsi-major-offerings-2026'],
    ['majors/major_offering_coverage_chsi_2026.csv', 'majors/major_offering_coverage_chsi_2026.csv.gz', 'major_offerings', 'chsi-major-offerings-2026'],
    ['majors/first_class_undergrad_majors.csv', 'majors/first_class_undergrad_majors.csv.gz', 'first_class_majors', 'first-class-undergrad-majors'],
    ['rankings/bcmr_2026.csv', 'rankings/bcmr_2026.csv.gz', 'major_rankings', 'bcmr-2026'],
    ['assessments/riasec_iip48_items.csv', 'assessments/riasec_iip48_items.csv.gz', 'assessments', 'riasec-iip48'],
    ['assessments/ipip50_bigfive_items.csv', 'assessments/ipip50_bigfive_items.csv.gz', 'assessments', 'ipip50-bigfive'],
  ];
  for (const [from, to, dataset, sourceId, drop] of copies) await copyFile(from, to, dataset, sourceId, usage, drop);

  const shared = await readSharedSources();
  const pages = new PageSources(shared);
  for (const f of ADMISSION_FILES) await buildAdmissionFile(f, pages, usage);

  writeSources(sourceRowsOf(shared, pages, usage));
  await recordValidated();
  console.log(`完成（${((Date.now() - started) / 1000).toFixed(1)} s）`);
}

await main();
