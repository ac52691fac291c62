import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as data from '@zhiyuan/data';
import { createTestApp, type TestApp } from '../../../test/app';
import * as schema from '../schema';
import { DATASETS } from './index';

/**
 * Held-out check of the import: random rows of every shipped file, read
 * through its reader, must be found exactly — every column — in the database
 * (on PGlite, loaded by COPY, and on PostgreSQL, by unnest batches). The seed
 * is printed with a failure so it can be reproduced (HELDOUT_SEED).
 */
const SEED = Number(process.env.HELDOUT_SEED ?? Date.now() % 100_000);
const PER_FILE = 25;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** mulberry32: small, seeded, good enough to pick rows */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** k rows picked uniformly from a stream (reservoir sampling), so a large file is never held whole. */
async function pick<T>(rows: AsyncIterable<T> | Iterable<T> | Promise<T[]>, k: number, next: () => number): Promise<T[]> {
  const out: T[] = [];
  let seen = 0;
  const source = rows instanceof Promise ? await rows : rows;
  for await (const row of source) {
    seen++;
    if (out.length < k) out.push(row);
    else {
      const j = Math.floor(next() * seen);
      if (j < k) out[j] = row;
    }
  }
  return out;
}

interface Check {
  /** What the rows are (the dataset or file) */
  name: string;
  table: PgTable;
  rows: () => AsyncIterable<object> | Promise<object[]>;
  /** The reader's row as the table's columns, where they differ */
  map?: (row: never) => Record<string, unknown>;
  /** Columns the importer derives rather than copies from the row */
  derived?: string[];
}

const catalogMajor = (m: data.MajorCatalogRow) => ({
  level: m.level,
  code: m.majorCode,
  name: m.majorName,
  typeCode: m.classCode,
  categoryCode: m.categoryCode,
  isSpecial: m.isSpecial,
  isStateControlled: m.isStateControlled,
  degreeNote: m.degreeNote,
  chsiSpecId: null,
  satisfactionOverall: null,
  satisfactionVotes: null,
  sourceId: m.sourceId,
});
const vocationalMajor = (m: data.VocationalMajorRow) => ({
  level: m.level,
  code: m.majorCode,
  name: m.majorName,
  typeCode: m.classCode,
  categoryCode: m.categoryCode,
  isSpecial: false,
  isStateControlled: false,
  degreeNote: null,
  gaokaoCnId: null,
  chsiSpecId: m.chsiSpecId,
  satisfactionOverall: m.satisfactionOverall,
  satisfactionVotes: m.satisfactionVotes,
  sourceId: m.sourceId,
});

const CHECKS: Check[] = [
  { name: 'sources', table: schema.sources, rows: () => data.readSources() },
  {
    name: 'provinces',
    table: schema.provinces,
    rows: () => data.readProvinceModels(),
    map: ({ province, ...r }: data.ProvinceModelRow) => ({ name: province, ...r }),
    derived: ['fullName', 'sortOrder'],
  },
  { name: 'province_rules', table: schema.provinceRules, rows: () => data.readProvinceRules() },
  { name: 'schools', table: schema.schools, rows: () => data.readSchools(), map: ({ ranks: _ranks, ...r }: data.SchoolRow) => r },
  { name: 'rankings', table: schema.rankings, rows: () => data.readRankings() },
  { name: 'majors (本科)', table: schema.majors, rows: () => data.readMajorCatalog(), map: catalogMajor, derived: ['gaokaoCnId'] },
  { name: 'majors (职业教育)', table: schema.majors, rows: () => data.readVocationalMajorCatalog(), map: vocationalMajor },
  { name: 'major name index', table: schema.majorNameIndex, rows: () => data.readMajorIndex() },
  { name: 'professions', table: schema.professions, rows: () => data.readOccupations() },
  { name: 'profession wages', table: schema.professionWages, rows: () => data.readWages() },
  { name: 'rank_tables', table: schema.rankTables, rows: () => data.readRankTables() },
  { name: 'batch_lines', table: schema.batchLines, rows: () => data.readBatchLines() },
  { name: 'school_scores', table: schema.schoolScoreLines, rows: () => data.readSchoolScores() },
  { name: 'major_scores', table: schema.majorScoreLines, rows: () => data.readMajorScores() },
  { name: 'plans', table: schema.enrolmentPlans, rows: () => data.readPlans() },
  { name: 'subject_requirements', table: schema.subjectRequirements, rows: () => data.readSubjectRequirements() },
  { name: 'school_contacts', table: schema.schoolContacts, rows: () => data.readSchoolContacts() },
  { name: 'school_types', table: schema.schoolTypes, rows: () => data.readSchoolTypes() },
  { name: 'subject_assessments', table: schema.subjectAssessments, rows: () => data.readSubjectAssessments() },
  { name: 'subject_assessment_claims', table: schema.subjectAssessmentClaims, rows: () => data.readSubjectAssessmentClaims() },
  { name: 'double_first_class', table: schema.doubleFirstClassDisciplines, rows: () => data.readDoubleFirstClass() },
  { name: 'major_details', table: schema.majorDetails, rows: () => data.readMajorDetails() },
  { name: 'major_stats', table: schema.majorStats, rows: () => data.readMajorStats() },
  { name: 'major_offerings', table: schema.majorOfferings, rows: () => data.readMajorOfferings() },
  { name: 'major_offering_coverage', table: schema.majorOfferingCoverage, rows: () => data.readMajorOfferingCoverage() },
  { name: 'first_class_majors', table: schema.firstClassMajors, rows: () => data.readFirstClassMajors() },
  { name: 'major_rankings', table: schema.majorRankings, rows: () => data.readMajorRankings() },
  { name: 'assessments (RIASEC)', table: schema.assessmentItems, rows: () => data.readRiasecItems() },
  { name: 'assessments (IPIP-50)', table: schema.assessmentItems, rows: () => data.readBigFiveItems() },
  { name: 'assessments (RIASEC guidance)', table: schema.riasecGuidance, rows: () => data.readRiasecGuidance() },
];

/** Rows of the table equal to the given row on every column it names. */
async function matching(table: PgTable, row: Record<string, unknown>): Promise<number> {
  const columns = getTableColumns(table);
  const conditions: SQL[] = Object.entries(row)
    .filter(([key]) => key in columns)
    .map(([key, value]) => {
      const column = columns[key]!;
      if (value === null || value === undefined) return isNull(column);
      if (column.getSQLType() === 'jsonb') return sql`${column} = ${JSON.stringify(value)}::jsonb`;
      return eq(column, value);
    });
  const [result] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table).where(and(...conditions));
  return result!.n;
}

describe(`held-out rows of every shipped file are in the database exactly (seed ${SEED})`, () => {
  it('covers every table the importer fills', () => {
    const checked = new Set(CHECKS.map((c) => c.table));
    const derivedOnly = new Set<PgTable>([schema.dataImports, schema.schoolRanks, schema.majorCategories, schema.majorTypes, schema.schoolAliases]);
    const filled = DATASETS.flatMap((d) => d.tables ?? []).filter((table) => !derivedOnly.has(table));
    expect(filled.filter((table) => !checked.has(table))).toEqual([]);
  });

  for (const [i, check] of CHECKS.entries()) {
    it(check.name, async () => {
      const rows = await pick(check.rows(), PER_FILE, random(SEED + i));
      expect(rows.length).toBeGreaterThan(0);
      const columns = Object.keys(getTableColumns(check.table));
      for (const original of rows) {
        const row = (check.map ? check.map(original as never) : original) as Record<string, unknown>;
        // the row must speak to every column, or the check would silently skip one
        expect(columns.filter((c) => !(c in row) && !(check.derived ?? []).includes(c)), check.name).toEqual([]);
        expect(await matching(check.table, row), `${check.name}: ${JSON.stringify(row).slice(0, 300)}`).toBe(1);
      }
    });
  }
});
