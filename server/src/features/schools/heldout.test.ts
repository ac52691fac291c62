import { describe, expect, it } from 'vitest';
import * as data from '@zhiyuan/data';
import type { DoubleFirstClass, SchoolExtra, SchoolMajorRankings } from '@zhiyuan/domain';
import { useTestApp, withQuery } from '../../../test/app';

/**
 * Held-out check through the API (issue 11, point 9): random rows of the new
 * school datasets, read from the shipped files, must come back exactly from the
 * endpoints that show them. The seed is printed with a failure (HELDOUT_SEED).
 */
const SEED = Number(process.env.HELDOUT_SEED ?? Date.now() % 100_000);
const PER_FILE = 20;

const { get } = useTestApp();

function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function sample<T>(rows: readonly T[], k: number, next: () => number): T[] {
  const pool = [...rows];
  const out: T[] = [];
  while (out.length < k && pool.length > 0) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
  return out;
}

describe(`held-out rows of the school datasets come back exactly through the API (seed ${SEED})`, () => {
  const next = random(SEED);

  it('阳光高考 contacts → /api/school/query/extra/:id', async () => {
    for (const row of sample(await data.readSchoolContacts(), PER_FILE, next)) {
      const r = await get<SchoolExtra>(`/api/school/query/extra/${row.moeCode}`);
      const where = `${row.moeCode} seed ${SEED}`;
      expect(r.status, where).toBe(200);
      expect(r.data.officialWebsites, where).toEqual(row.officialWebsite ? [row.officialWebsite] : []);
      expect(r.data.admissionWebsites, where).toEqual(row.admissionWebsite ? [row.admissionWebsite] : []);
      expect(r.data.admissionPhones, where).toEqual(row.admissionPhone ? [row.admissionPhone.trim()] : []);
      expect(r.data.address, where).toBe(row.address?.trim() || null);
      expect(r.data.chsiUrl, where).toBe(row.chsiUrl);
    }
  });

  it('第四轮学科评估 → /api/school/subject-assessment/list', async () => {
    const rows = (await data.readSubjectAssessments()).filter((r) => r.moeCode !== null);
    for (const row of sample(rows, PER_FILE, next)) {
      const r = await get<{ round: string; subjectDetails: Array<{ subject: string; grade: string; code?: string | null }> }>(
        withQuery('/api/school/subject-assessment/list', { schoolId: row.moeCode!, round: '第四轮' }),
      );
      expect(r.data.subjectDetails, `${row.moeCode} ${row.disciplineCode} seed ${SEED}`).toContainEqual({
        subject: row.disciplineName,
        grade: row.grade,
        code: row.disciplineCode,
      });
    }
  });

  it('双一流建设学科 → /api/school/double-first-class/:id', async () => {
    const rows = (await data.readDoubleFirstClass()).filter((r) => r.moeCode !== null && r.disciplineName !== null);
    for (const row of sample(rows, PER_FILE, next)) {
      const r = await get<DoubleFirstClass>(`/api/school/double-first-class/${row.moeCode}`);
      const round = r.data.rounds.find((x) => x.round === row.round);
      expect(round?.year, `${row.moeCode} round ${row.round} seed ${SEED}`).toBe(row.year);
      expect(round?.disciplines, `${row.moeCode} seed ${SEED}`).toContain(row.disciplineName);
    }
  });

  it('一流本科专业建设点 → /api/school/special-majors/:id', async () => {
    const rows = (await data.readFirstClassMajors()).filter((r) => r.moeCode !== null);
    for (const row of sample(rows, PER_FILE, next)) {
      const r = await get<Array<{ level: string; majors: Array<{ majorName: string; code: string | null; year?: number | null }> }>>(
        `/api/school/special-majors/${row.moeCode}`,
      );
      const level = row.tier === 'national' ? '国家级一流本科专业建设点' : '省级一流本科专业建设点';
      const group = r.data.find((g) => g.level === level);
      expect(group?.majors, `${row.moeCode} ${row.majorNameAsListed} seed ${SEED}`).toContainEqual({
        majorName: row.majorNameAsListed,
        code: row.majorCode,
        level: row.majorCode ? 1 : null,
        year: row.batchYear,
      });
    }
  });

  it('软科专业排名 → /api/school/major-rankings/:id', async () => {
    const rows = (await data.readMajorRankings()).filter((r) => r.moeCode !== null);
    for (const row of sample(rows, PER_FILE, next)) {
      const r = await get<SchoolMajorRankings>(`/api/school/major-rankings/${row.moeCode}`);
      expect(r.data.year).toBe(row.year);
      expect(r.data.records, `${row.moeCode} ${row.majorCode} seed ${SEED}`).toContainEqual({
        majorCode: row.majorCode,
        majorName: row.majorName,
        rank: row.rank,
        tier: row.tier,
      });
    }
  });
});
