import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  DATA_SOURCE_KINDS,
  DATASET_NAMES,
  DATASET_TITLES,
  PROVINCE_NAMES,
  type CoverageCell,
  type DatasetCoverage,
  type DatasetName,
  type SourceEntry,
} from '@zhiyuan/domain';
import type { Db } from './client';
import {
  batchLines,
  dataImports,
  enrolmentPlans,
  majors,
  majorScoreLines,
  professions,
  provinceRules,
  provinces,
  rankings,
  rankTables,
  schoolScoreLines,
  schools,
  sources,
  subjectRequirements,
  assessmentItems,
  jobMarketMonths,
  doubleFirstClassDisciplines,
  firstClassMajors,
  majorDetails,
  majorOfferings,
  majorRankings,
  majorStats,
  schoolContacts,
  schoolTypes,
  subjectAssessmentClaims,
  subjectAssessments,
} from './schema';

/** Where each dataset's rows live and which columns are its province and year axes. */
const COVERAGE_TABLES: Record<DatasetName, { table: PgTable; province?: PgColumn; year?: PgColumn }> = {
  sources: { table: sources },
  provinces: { table: provinces, province: provinces.name },
  province_rules: { table: provinceRules, province: provinceRules.province, year: provinceRules.year },
  schools: { table: schools, province: schools.province },
  rankings: { table: rankings, year: rankings.year },
  majors: { table: majors },
  professions: { table: professions },
  rank_tables: { table: rankTables, province: rankTables.province, year: rankTables.year },
  batch_lines: { table: batchLines, province: batchLines.province, year: batchLines.year },
  school_scores: { table: schoolScoreLines, province: schoolScoreLines.province, year: schoolScoreLines.year },
  major_scores: { table: majorScoreLines, province: majorScoreLines.province, year: majorScoreLines.year },
  plans: { table: enrolmentPlans, province: enrolmentPlans.province, year: enrolmentPlans.year },
  subject_requirements: { table: subjectRequirements, province: subjectRequirements.province, year: subjectRequirements.year },
  school_contacts: { table: schoolContacts, province: schoolContacts.province },
  school_types: { table: schoolTypes, province: schoolTypes.province },
  subject_assessments: { table: subjectAssessments, year: subjectAssessments.year },
  subject_assessment_claims: { table: subjectAssessmentClaims },
  double_first_class: { table: doubleFirstClassDisciplines, year: doubleFirstClassDisciplines.year },
  major_details: { table: majorDetails },
  major_stats: { table: majorStats },
  major_offerings: { table: majorOfferings },
  // no year axis: only 广东 2021 rows have a batch year
  first_class_majors: { table: firstClassMajors },
  major_rankings: { table: majorRankings, year: majorRankings.year },
  assessments: { table: assessmentItems },
  job_market: { table: jobMarketMonths, year: jobMarketMonths.year },
};

const provinceOrder = (p: string | null) => {
  const i = p === null ? -1 : (PROVINCE_NAMES as readonly string[]).indexOf(p);
  return i === -1 ? PROVINCE_NAMES.length : i;
};

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function cellsOf(db: Db, name: DatasetName): Promise<CoverageCell[]> {
  const spec = COVERAGE_TABLES[name];
  const province: SQL = spec.province ? sql`${spec.province}` : sql`null::text`;
  const year: SQL = spec.year ? sql`${spec.year}` : sql`null::integer`;
  const result = await db.execute(sql`select ${province} as province, ${year} as year, count(*)::int as rows from ${spec.table} group by 1, 2`);
  return rowsOf<CoverageCell>(result).sort(
    (a, b) => provinceOrder(a.province) - provinceOrder(b.province) || (a.year ?? 0) - (b.year ?? 0),
  );
}

const KIND_ORDER = Object.fromEntries(DATA_SOURCE_KINDS.map((k, i) => [k, i])) as Record<string, number>;

/** What is loaded: per dataset its coverage, and every source with its licence. */
export interface LoadedData {
  coverage: DatasetCoverage[];
  sources: SourceEntry[];
}

/**
 * What the database holds: per dataset its rows by province and year (the
 * matrix of /api/data/coverage and data:report), and every source with its
 * licence. Counting 1.5 million rows takes a moment: the API holds the result
 * as a read model (platform/read-models/data-catalog.ts).
 */
export async function loadedData(db: Db): Promise<LoadedData> {
  const imports = await db.select().from(dataImports).orderBy(dataImports.dataset);
  const byName = new Map(imports.map((i) => [i.dataset, i]));
  const coverage: DatasetCoverage[] = [];
  for (const name of DATASET_NAMES) {
    const spec = COVERAGE_TABLES[name];
    const cells = await cellsOf(db, name);
    const imported = byName.get(name);
    coverage.push({
      dataset: name,
      title: DATASET_TITLES[name],
      rows: imported?.rowCount ?? 0,
      importedAt: imported ? imported.importedAt.toISOString() : null,
      byProvince: spec.province !== undefined,
      byYear: spec.year !== undefined,
      provinces: [...new Set(cells.flatMap((c) => (c.province === null ? [] : [c.province])))],
      years: [...new Set(cells.flatMap((c) => (c.year === null ? [] : [c.year])))].sort((a, b) => a - b),
      cells,
    });
  }
  const sourceRows = await db.select().from(sources);
  const entries: SourceEntry[] = sourceRows
    .map((s) => ({
      id: s.id,
      kind: (DATA_SOURCE_KINDS as readonly string[]).includes(s.kind) ? (s.kind as SourceEntry['kind']) : 'dataset',
      datasets: s.dataset.split(',').filter(Boolean),
      title: s.title,
      publisher: s.publisher,
      repository: s.repository,
      url: s.url,
      licence: s.licence,
      years: s.years,
      note: s.note,
      quality: s.quality,
      parentId: s.parentId,
      rowCount: s.rowCount,
    }))
    .sort((a, b) => (KIND_ORDER[a.kind] ?? 9) - (KIND_ORDER[b.kind] ?? 9) || b.rowCount - a.rowCount || a.id.localeCompare(b.id));
  return { coverage, sources: entries };
}
