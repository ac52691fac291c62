/**
 * What the bench's requests are drawn from: the real keys of the shipped
 * tables (every 一分一段 table with its score range, every school-line and
 * major-line unit, every school, major and profession name, the filter
 * options the site offers) and a set of bench students. Built once by the
 * bench server from its database and written to a file the load generator
 * reads; sampling is seeded.
 */
import type { FastifyInstance } from 'fastify';
import { max, min } from 'drizzle-orm';
import { ORDINARY_TRACKS, type Random } from '@zhiyuan/domain';
import { batchLines, enrolmentPlans, majorScoreLines, majors, professions, rankTables, schoolScoreLines, schools } from '../../server/src/db/schema';
import { pinyinKeys } from '../../server/src/platform/search-index';

export interface RankKey {
  province: string;
  year: number;
  track: string;
  min: number;
  max: number;
}
export interface LineKey {
  schoolId: string;
  province: string;
  year: number;
  track: string;
}
export interface BenchStudent {
  token: string;
  province: string;
  year: number;
  track: string;
  subjects: string[];
  score: number;
}
export interface Pools {
  rankKeys: RankKey[];
  batchLineProvinces: string[];
  schoolLines: LineKey[];
  majorLines: LineKey[];
  /** 招生计划 units (school, province, year, track); absent from pools written before the plans scenario */
  planLines?: LineKey[];
  schoolIds: string[];
  schoolProvinces: string[];
  schoolTypes: string[];
  schoolInstitutions: string[];
  schoolFeatures: string[];
  rankingTypes: { rankingType: string; years: number[] }[];
  /** Site-search and major-search queries: substrings of real names, full pinyin prefixes, initials */
  majorQueries: { level: number; query: string }[];
  professionQueries: string[];
  siteQueries: string[];
  students: BenchStudent[];
  /** Member cards bound to bench students (card login of --soak), when the server was asked for them */
  cards?: { cardNumber: string; cardKey: string }[];
}

const SAMPLE = 4000;

function sample<T>(xs: readonly T[], n: number, random: Random): T[] {
  if (xs.length <= n) return [...xs];
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(xs[Math.floor(random.next() * xs.length)]!);
  return out;
}

/** A query a student could type for this name: a substring, a full-pinyin prefix or the initials. */
function queryOf(name: string, random: Random): string {
  const kind = random.next();
  if (kind < 0.5) {
    const len = 1 + Math.floor(random.next() * Math.min(4, name.length));
    const at = Math.floor(random.next() * (name.length - len + 1));
    return name.slice(at, at + len);
  }
  const { full, initials } = pinyinKeys(name);
  const q = kind < 0.8 ? full.slice(0, 2 + Math.floor(random.next() * Math.max(1, full.length - 2))) : initials.slice(0, 1 + Math.floor(random.next() * initials.length));
  return q.slice(0, 30) || name.slice(0, 2);
}

const SUBJECTS: Record<string, string[][]> = {
  物理类: [['物', '化', '生'], ['物', '化', '地'], ['物', '化', '政'], ['物', '生', '地']],
  历史类: [['史', '政', '地'], ['史', '政', '生'], ['史', '地', '生']],
  综合: [['物', '化', '生'], ['史', '政', '地'], ['物', '化', '地'], ['政', '史', '技']],
  理科: [[]],
  文科: [[]],
};

async function options(app: FastifyInstance, url: string): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url });
  return (JSON.parse(res.body) as { data: string[] }).data.filter((v) => v !== '全部');
}

export async function buildPools(
  app: FastifyInstance,
  random: Random,
  students: number,
  /** How many provinces and tracks the students come from (each costs a forecast when the server warms) */
  placeCount: number,
  createStudent: (province: string, year: number) => Promise<string>,
): Promise<Pools> {
  const db = app.db;
  const rankKeys = (
    await db
      .select({ province: rankTables.province, year: rankTables.year, track: rankTables.track, min: min(rankTables.score), max: max(rankTables.score) })
      .from(rankTables)
      .groupBy(rankTables.province, rankTables.year, rankTables.track)
  ).map((r) => ({ ...r, min: r.min ?? 0, max: r.max ?? 0 }));
  const batchLineProvinces = (await db.selectDistinct({ p: batchLines.province }).from(batchLines)).map((r) => r.p);
  const lineKeys = async (table: typeof schoolScoreLines | typeof majorScoreLines | typeof enrolmentPlans): Promise<LineKey[]> =>
    (
      await db
        .selectDistinct({ schoolId: table.moeCode, province: table.province, year: table.year, track: table.track })
        .from(table)
        .orderBy(table.moeCode, table.province, table.year, table.track)
    )
      .filter((r) => r.schoolId && r.track)
      .map((r) => ({ schoolId: r.schoolId!, province: r.province, year: r.year, track: r.track! }));
  const schoolRows = await db.select({ id: schools.moeCode, name: schools.name, province: schools.province }).from(schools).orderBy(schools.moeCode);
  const majorRows = await db.select({ level: majors.level, name: majors.name }).from(majors).orderBy(majors.level, majors.code);
  const professionRows = await db.select({ name: professions.name }).from(professions).orderBy(professions.code);
  const rankingRes = await app.inject({ method: 'GET', url: '/api/school/ranking/options' });
  const rankingTypes = (JSON.parse(rankingRes.body) as { data: { rankingType: string; years: number[] }[] }).data.filter((r) => r.years.length);

  // students of the forecast year in every province and track with a table of the year before to place them
  const latest = new Map<string, RankKey>();
  for (const k of rankKeys) {
    if (!(ORDINARY_TRACKS as readonly string[]).includes(k.track)) continue;
    const key = `${k.province}|${k.track}`;
    if ((latest.get(key)?.year ?? 0) < k.year) latest.set(key, k);
  }
  // a track the province no longer has (重庆's 理科 after its reform: tables up to 2020) places no 2026 student
  const newest = new Map<string, number>();
  for (const k of latest.values()) newest.set(k.province, Math.max(newest.get(k.province) ?? 0, k.year));
  const allPlaces = [...latest.values()]
    .filter((k) => k.year === newest.get(k.province))
    .sort((a, b) => a.province.localeCompare(b.province) || a.track.localeCompare(b.track));
  const places = allPlaces.length <= placeCount ? allPlaces : sample(allPlaces, placeCount, random);
  const studentList: BenchStudent[] = [];
  for (let i = 0; i < students && places.length; i++) {
    const place = places[Math.floor(random.next() * places.length)]!;
    const year = 2026;
    const id = await createStudent(place.province, year);
    const choices = SUBJECTS[place.track] ?? [[]];
    // most candidates sit in the middle of the table: scores from its lower 15 % to 95 % of range
    const score = Math.round(place.min + (0.15 + 0.8 * random.next()) * (place.max - place.min));
    studentList.push({
      token: `bench:${id}`,
      province: place.province,
      year,
      track: place.track,
      subjects: choices[Math.floor(random.next() * choices.length)]!,
      score,
    });
  }

  return {
    rankKeys,
    batchLineProvinces,
    schoolLines: sample(await lineKeys(schoolScoreLines), SAMPLE, random),
    majorLines: sample(await lineKeys(majorScoreLines), SAMPLE, random),
    schoolIds: sample(
      schoolRows.map((s) => s.id),
      SAMPLE,
      random,
    ),
    schoolProvinces: [...new Set(schoolRows.map((s) => s.province))],
    schoolTypes: await options(app, '/api/school/types'),
    schoolInstitutions: await options(app, '/api/school/institution'),
    schoolFeatures: await options(app, '/api/school/listFeature'),
    rankingTypes,
    majorQueries: sample(majorRows, SAMPLE, random).map((m) => ({ level: m.level, query: queryOf(m.name, random) })),
    professionQueries: sample(professionRows, SAMPLE, random).map((p) => queryOf(p.name, random)),
    siteQueries: [
      ...sample(schoolRows, SAMPLE / 2, random).map((s) => queryOf(s.name, random)),
      ...sample(majorRows, SAMPLE / 4, random).map((m) => queryOf(m.name, random)),
      ...sample(professionRows, SAMPLE / 4, random).map((p) => queryOf(p.name, random)),
    ],
    students: studentList,
    // drawn last: the other pools stay what the same seed drew before
    planLines: sample(await lineKeys(enrolmentPlans), SAMPLE, random),
  };
}
