import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { xz } from '@napi-rs/lzma';
import { describe, expect, it } from 'vitest';
import { DATA_ROOT, readCsv, readSources, type CsvInput } from '../src';

/**
 * Fidelity of `npm run data:build`: every row of every shipped file equals the
 * shared dataset's row at the same position (the build keeps source order),
 * column by column; in the admission files, source_id names the repository
 * and page of the shared row's source_repo and source_url. Needs the shared
 * datasets (../shared/data beside the repository, or SHARED_DATA_DIR); a fresh
 * clone without them skips, and data/ is then checked against the database by
 * server/src/db/import/heldout.test.ts.
 */
const SHARED = resolve(process.env.SHARED_DATA_DIR ?? join(DATA_ROOT, '..', '..', 'shared', 'data'));
const present = existsSync(join(SHARED, 'README.md'));

function open(rel: string): CsvInput {
  const path = join(SHARED, rel);
  if (!path.endsWith('.xz')) return path;
  const text = xz.decompressSync(readFileSync(path));
  const chunks = function* () {
    for (let i = 0; i < text.length; i += 1 << 20) yield text.subarray(i, i + (1 << 20));
  };
  return { name: rel, stream: Readable.from(chunks()) };
}

/** Shipped file ← shared file; admission files swap source_repo + source_url for source_id. */
const FILES: { from: string; to: string; admission?: boolean; dropped?: string[] }[] = [
  { from: 'schools/schools_moe_2025_merged.csv', to: 'schools/schools.csv.gz' },
  { from: 'schools/school_contacts_chsi_2026.csv', to: 'schools/school_contacts_chsi_2026.csv.gz' },
  { from: 'schools/school_type_gaokao_cn_2024.csv', to: 'schools/school_type_gaokao_cn_2024.csv.gz' },
  { from: 'province_rules/province_exam_models.csv', to: 'provinces/province_exam_models.csv.gz' },
  { from: 'province_rules/province_rules.csv', to: 'provinces/province_rules.csv.gz' },
  { from: 'rankings/bcur_2026.csv', to: 'rankings/bcur_2026.csv.gz' },
  { from: 'rankings/bcur_2025.csv', to: 'rankings/bcur_2025.csv.gz' },
  { from: 'rankings/bcur_2023_main.csv', to: 'rankings/bcur_2023_main.csv.gz' },
  { from: 'rankings/qs_wur_2024_2025.csv', to: 'rankings/qs_wur_2024_2025.csv.gz' },
  { from: 'rankings/arwu_2024_world.csv', to: 'rankings/arwu_2024_world.csv.gz' },
  { from: 'rankings/bcmr_2026.csv', to: 'rankings/bcmr_2026.csv.gz' },
  { from: 'disciplines/subject_assessment_round4_2017.csv', to: 'disciplines/subject_assessment_round4_2017.csv.gz' },
  {
    from: 'disciplines/subject_assessment_round5_UNOFFICIAL_self_announced.csv',
    to: 'disciplines/subject_assessment_round5_UNOFFICIAL_self_announced.csv.gz',
  },
  {
    from: 'disciplines/subject_assessment_round5_UNOFFICIAL_circulated_a_list.csv',
    to: 'disciplines/subject_assessment_round5_UNOFFICIAL_circulated_a_list.csv.gz',
  },
  { from: 'disciplines/double_first_class_disciplines_2017_2022.csv', to: 'disciplines/double_first_class_disciplines_2017_2022.csv.gz' },
  { from: 'majors/undergrad_major_catalog_2025.csv', to: 'majors/undergrad_major_catalog_2025.csv.gz' },
  { from: 'majors/gaokao_cn_major_index_2024.csv', to: 'majors/gaokao_cn_major_index_2024.csv.gz' },
  { from: 'majors/vocational_major_catalog_2026.csv', to: 'majors/vocational_major_catalog_2026.csv.gz' },
  { from: 'majors/major_details_chsi_2026.csv', to: 'majors/major_details_chsi_2026.csv.gz' },
  { from: 'majors/major_stats_gaokao_cn_2023.csv', to: 'majors/major_stats_gaokao_cn_2023.csv.gz' },
  { from: 'majors/major_offering_schools_chsi_2026.csv', to: 'majors/major_offering_schools_chsi_2026.csv.gz' },
  { from: 'majors/major_offering_coverage_chsi_2026.csv', to: 'majors/major_offering_coverage_chsi_2026.csv.gz' },
  { from: 'majors/first_class_undergrad_majors.csv', to: 'majors/first_class_undergrad_majors.csv.gz' },
  { from: 'professions/occupation_classification_2022.csv', to: 'professions/occupation_classification_2022.csv.gz' },
  {
    from: 'professions/nbs_2024_avg_wage_by_industry_and_position.csv',
    to: 'professions/nbs_2024_avg_wage_by_industry_and_position.csv.gz',
    dropped: ['employment_wan_author_estimate'],
  },
  { from: 'assessments/riasec_iip48_items.csv', to: 'assessments/riasec_iip48_items.csv.gz' },
  { from: 'assessments/ipip50_bigfive_items.csv', to: 'assessments/ipip50_bigfive_items.csv.gz' },
  { from: 'rank_tables/rank_tables.csv', to: 'rank_tables/rank_tables.csv.gz', admission: true },
  { from: 'batch_lines/batch_lines.csv', to: 'batch_lines/batch_lines.csv.gz', admission: true },
  { from: 'school_scores/school_scores.csv.xz', to: 'school_scores/school_scores.csv.gz', admission: true },
  { from: 'major_scores/major_scores.csv.xz', to: 'major_scores/major_scores.csv.gz', admission: true },
  { from: 'plans/plans.csv.xz', to: 'plans/plans.csv.gz', admission: true },
  { from: 'plans/subject_requirements_2024.csv.xz', to: 'plans/subject_requirements_2024.csv.gz', admission: true },
];

describe.skipIf(!present)(`data:build is faithful to the shared datasets (${present ? SHARED : 'skipped: no shared datasets beside the repository; set SHARED_DATA_DIR'})`, () => {
  it('ships every data file of the shared datasets', () => {
    const shipped = new Set(FILES.map((f) => f.from));
    // the unmerged copy of the school list; the sources list feeds data/sources.csv.gz
    const notShipped = new Set(['schools/moe_list_2025_raw.csv', 'sources.csv']);
    const files = readdirSync(SHARED, { recursive: true, encoding: 'utf8' }).filter((p) => /\.csv(\.xz)?$/.test(p));
    expect(files.filter((p) => !shipped.has(p) && !notShipped.has(p))).toEqual([]);
    for (const f of FILES) expect(files, f.from).toContain(f.from);
  });

  for (const f of FILES) {
    it(f.to, async () => {
      const sources = f.admission ? new Map((await readSources()).map((s) => [s.id, s])) : null;
      const shared = readCsv(open(f.from))[Symbol.asyncIterator]();
      const ours = readCsv(join(DATA_ROOT, f.to))[Symbol.asyncIterator]();
      let rows = 0;
      const problems: string[] = [];
      for (;;) {
        const [a, b] = await Promise.all([shared.next(), ours.next()]);
        if (a.done || b.done) {
          expect({ sharedEnded: Boolean(a.done), shippedEnded: Boolean(b.done) }, `${f.to}: row counts differ after ${rows} rows`).toEqual({ sharedEnded: true, shippedEnded: true });
          break;
        }
        rows++;
        const from = a.value.values;
        const to = b.value.values;
        for (const [column, value] of Object.entries(to)) {
          if (column === 'source_id' && sources) {
            const source = sources.get(value);
            const url = from.source_url ?? '';
            const cites = source && source.repository === from.source_repo && (source.url === url || (source.note ?? '').includes(url));
            if (!cites) problems.push(`第${b.value.line}行 source_id ${value} ≠ ${from.source_repo} ${url}`);
          } else if (from[column] !== value) problems.push(`第${b.value.line}行 ${column}: ${from[column]} ≠ ${value}`);
        }
        const expected = Object.keys(from).filter((c) => !(f.dropped ?? []).includes(c) && !(sources && (c === 'source_repo' || c === 'source_url')));
        if (rows === 1) expect(Object.keys(to).filter((c) => c !== 'source_id').sort()).toEqual(expected.sort());
        if (problems.length > 5) break;
      }
      expect(problems).toEqual([]);
      expect(rows).toBeGreaterThan(0);
    });
  }
});
