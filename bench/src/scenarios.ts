/**
 * The bench's scenarios: each draws every request from a realistic spread
 * over the pools (real keys of the shipped tables) with a seeded generator.
 */
import { Random } from '@zhiyuan/domain';
import type { BenchRequest } from './load';
import type { Pools } from './pools';

export interface Scenario {
  name: string;
  /** A read endpoint of published data: judged against ≥ 0.8 of bare Fastify */
  read: boolean;
  /** Judged on p99 ≤ 5 ms at half rate (search) or p50 ≤ 20 ms (whole-province recommendation) */
  goal?: 'search' | 'recommend';
  next: (random: Random) => BenchRequest;
  /**
   * Requests that bring the server to its state of the evening before the
   * figures (read models that load per key and keep every key)
   */
  warm?: () => BenchRequest[];
}

const enc = encodeURIComponent;

export function scenarios(p: Pools): Scenario[] {
  const pick = <T>(random: Random, xs: readonly T[]): T => xs[Math.floor(random.next() * xs.length)]!;
  const some = (random: Random, xs: readonly string[], most: number): string[] => {
    const n = Math.floor(random.next() * (most + 1));
    return [...new Set(Array.from({ length: n }, () => pick(random, xs)))];
  };
  return [
    {
      name: 'rank lookup POST batch-line-segment',
      read: true,
      // every 一分一段 table, once: they are kept once loaded
      warm: () => p.rankKeys.map((k) => ({ method: 'POST', path: '/api/batch-lines/batch-line-segment', body: { province: k.province, year: k.year, subject: k.track, score: k.max } })),
      next: (r) => {
        const k = pick(r, p.rankKeys);
        return {
          method: 'POST',
          path: '/api/batch-lines/batch-line-segment',
          body: { province: k.province, year: k.year, subject: k.track, score: k.min + Math.floor(r.next() * (k.max - k.min + 1)) },
        };
      },
    },
    {
      name: 'school list POST school/query',
      read: true,
      next: (r) => ({
        method: 'POST',
        path: '/api/school/query',
        body: {
          // most visitors look at the first pages
          page: 1 + Math.floor(r.next() * r.next() * 20),
          pageSize: 6,
          ...(r.next() < 0.6 ? { provinces: some(r, p.schoolProvinces, 2) } : {}),
          ...(r.next() < 0.4 ? { types: some(r, p.schoolTypes, 2) } : {}),
          ...(r.next() < 0.3 ? { features: some(r, p.schoolFeatures, 1) } : {}),
          ...(r.next() < 0.2 ? { schoolInstitutions: some(r, p.schoolInstitutions, 1) } : {}),
        },
      }),
    },
    {
      name: 'school score lines POST score-line/school',
      read: true,
      // every unit of the spread, once: the read model keeps each school and province it has loaded
      warm: () => p.schoolLines.map((k) => ({ method: 'POST', path: '/api/score-line/school', body: { schoolId: k.schoolId, province: k.province } })),
      next: (r) => {
        const k = pick(r, p.schoolLines);
        return {
          method: 'POST',
          path: '/api/score-line/school',
          body: { schoolId: k.schoolId, province: k.province, ...(r.next() < 0.7 ? { year: k.year, subjectSelection: k.track } : {}) },
        };
      },
    },
    {
      name: 'major score lines POST score-line/major',
      read: true,
      warm: () => p.majorLines.map((k) => ({ method: 'POST', path: '/api/score-line/major', body: { page: 1, pageSize: 1000, schoolId: k.schoolId, province: k.province, year: k.year, subject: k.track } })),
      next: (r) => {
        const k = pick(r, p.majorLines);
        return { method: 'POST', path: '/api/score-line/major', body: { page: 1, pageSize: 1000, schoolId: k.schoolId, province: k.province, year: k.year, subject: k.track } };
      },
    },
    {
      name: 'batch lines GET by-province',
      read: true,
      next: (r) => ({ method: 'GET', path: `/api/batch-lines/by-province?province=${enc(pick(r, p.batchLineProvinces))}` }),
    },
    { name: 'province list GET province/list', read: true, next: () => ({ method: 'GET', path: '/api/province/list' }) },
    {
      name: 'rankings POST school/ranking',
      read: true,
      next: (r) => {
        const t = pick(r, p.rankingTypes);
        return { method: 'POST', path: '/api/school/ranking', body: { rankingType: t.rankingType, rankingYear: pick(r, t.years), page: 1 + Math.floor(r.next() * r.next() * 30) } };
      },
    },
    {
      name: 'school detail GET school/query/detail/:id',
      read: true,
      next: (r) => ({ method: 'GET', path: `/api/school/query/detail/${pick(r, p.schoolIds)}` }),
    },
    {
      name: 'majors list GET majors/by-level',
      read: true,
      next: (r) => ({ method: 'GET', path: `/api/majors/by-level?level=${1 + Math.floor(r.next() * 3)}` }),
    },
    {
      name: 'major search GET majors/search',
      read: true,
      goal: 'search',
      next: (r) => {
        const q = pick(r, p.majorQueries);
        return { method: 'GET', path: `/api/majors/search?level=${q.level}&query=${enc(q.query)}` };
      },
    },
    {
      name: 'profession search GET professions/search',
      read: true,
      goal: 'search',
      next: (r) => ({ method: 'GET', path: `/api/professions/search?query=${enc(pick(r, p.professionQueries))}` }),
    },
    {
      name: 'site search GET search',
      read: true,
      goal: 'search',
      next: (r) => ({ method: 'GET', path: `/api/search?q=${enc(pick(r, p.siteQueries))}` }),
    },
    {
      name: 'recommendation POST preferences/recommend',
      read: false,
      goal: 'recommend',
      next: (r) => {
        const s = pick(r, p.students);
        return {
          method: 'POST',
          path: '/api/preferences/recommend',
          headers: { authorization: s.token },
          body: { province: s.province, year: s.year, track: s.track, subjects: s.subjects, score: s.score, page: 1, pageSize: 20 },
        };
      },
    },
    // last, so that the scenarios before it keep their generators; pools written before it have no plan units
    ...(p.planLines?.length
      ? [
          {
            name: 'plans POST admission-plan/query',
            read: true,
            warm: () => p.planLines!.map((k): BenchRequest => ({ method: 'POST', path: '/api/admission-plan/query', body: { page: 1, pageSize: 1000, schoolId: k.schoolId, province: k.province, year: k.year, subject: k.track } })),
            next: (r: Random): BenchRequest => {
              const k = pick(r, p.planLines!);
              return { method: 'POST', path: '/api/admission-plan/query', body: { page: 1, pageSize: 1000, schoolId: k.schoolId, province: k.province, year: k.year, subject: k.track } };
            },
          },
        ]
      : []),
  ];
}

/** A scenario's own generator: the seed and the scenario's place give each its own repeatable sequence. */
export function generator(seed: number, index: number, scenario: Scenario): () => BenchRequest {
  const random = new Random(seed + index * 7919);
  return () => scenario.next(random);
}
