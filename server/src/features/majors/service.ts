import {
  MAJOR_CODE_NOTE,
  MAJOR_LEVEL_NAMES,
  MAJOR_NOT_FOUND,
  MAJOR_TYPE_NOT_FOUND,
  pageOf,
  type MajorDetail,
  type MajorEmployment,
  type MajorLevelCode,
  type MajorSchool,
  type MajorSchoolPage,
  type MajorSchoolQuery,
  type MajorSearchQuery,
  type MajorSearchResult,
  type MajorTypeDetail,
} from '@zhiyuan/domain';
import { notFound } from '../../platform/errors';
import { baseCode, ofMajor, type MajorCatalog, type MajorRow } from '../../platform/read-models/majors';
import type { SourceCatalog } from '../../platform/read-models/sources';

/** GET /api/majors/search: the level's majors whose name or pinyin holds the query, in catalogue order (the page walks them top to bottom). */
export async function searchMajors(catalog: MajorCatalog, q: MajorSearchQuery): Promise<MajorSearchResult> {
  if (q.query === '') return { total: 0, hits: [] };
  // already in code order: the catalogue indexes each level's majors sorted by code
  const found = await catalog.search(q.level, q.query);
  const hits = found.filter((h) => !q.category || h.item.categoryCode === q.category);
  return {
    total: hits.length,
    hits: hits.map((h) => ({
      id: h.item.code,
      majorCode: h.item.code,
      majorName: h.item.name,
      level: h.item.level,
      typeCode: h.item.typeCode,
      categoryCode: h.item.categoryCode,
      via: h.via,
    })),
  };
}

async function majorOf(catalog: MajorCatalog, id: string): Promise<MajorRow> {
  const major = await catalog.major(id);
  if (!major) throw notFound(MAJOR_NOT_FOUND);
  return major;
}

const genderRatio = (boy: number | null | undefined, girl: number | null | undefined) =>
  boy != null && girl != null ? `男${boy}% : 女${girl}%` : null;

/** GET /api/majors/detail/{id}: 专业概况 from the catalogue, 学职平台's page and gaokao.cn's figures; null where none of them says. */
export async function majorDetail(catalog: MajorCatalog, sources: SourceCatalog, id: string): Promise<MajorDetail> {
  const m = await majorOf(catalog, id);
  const data = await catalog.get();
  const detail = m.level === 3 ? undefined : ofMajor(data.details, m);
  const stats = m.level === 1 ? (data.stats.get(m.code) ?? data.stats.get(baseCode(m.code))) : undefined;
  const type = await catalog.type(m.typeCode, m.level);
  const professionTypes = await catalog.professionTypes(m.level, m.typeCode);
  const sourceIds = [m.sourceId, detail?.sourceId, stats?.sourceId].filter((s): s is string => Boolean(s));
  return {
    id: m.code,
    level: m.level,
    levelName: MAJOR_LEVEL_NAMES[m.level as MajorLevelCode],
    majorCode: m.code,
    majorName: m.name,
    typeCode: m.typeCode,
    typeName: type?.name ?? m.typeCode,
    categoryCode: m.categoryCode,
    categoryName: type?.categoryName ?? m.categoryCode,
    years: stats?.limitYear ?? null,
    degree: stats?.degree ?? m.degreeNote ?? null,
    genderRatio: genderRatio(stats?.boyRatePct, stats?.girlRatePct),
    introduction: detail?.intro ?? null,
    cultivationGoal: null,
    cultivationRequirements: null,
    subjectRequirements: null,
    knowledgeAndSkills: detail?.abilities ?? null,
    postgraduateDirections: detail?.postgraduateDirections ?? null,
    mainCourses: detail?.courses ?? [],
    coursesKind: detail?.coursesKind ?? null,
    famousPersons: null,
    certificates: detail?.certificates ?? null,
    upgradeVocationalBachelor: detail?.upgradeVocationalBachelor ?? null,
    upgradeGeneralBachelor: detail?.upgradeGeneralBachelor ?? null,
    graduatesNationwide: detail?.graduatesNationwide ?? null,
    graduatesStatDate: detail?.graduatesStatDate ?? null,
    satisfactionOverall: positive(detail?.satisfactionOverall ?? m.satisfactionOverall),
    satisfactionVotes: detail?.satisfactionVotes ?? m.satisfactionVotes ?? null,
    salaryAvg: stats?.salaryAvg ?? null,
    fiveSalaryAvg: stats?.fiveSalaryAvg ?? null,
    isSpecial: m.isSpecial,
    isStateControlled: m.isStateControlled,
    codeNote: MAJOR_CODE_NOTE,
    hasProfessionTypes: professionTypes.length > 0,
    sources: await sources.of(sourceIds),
  };
}

/** 0 means nobody voted on 学职平台: no rating, not a zero. */
const positive = (n: number | null | undefined) => (n != null && n > 0 ? n : null);

/** GET /api/majors/by-type/{type}: the majors of a 专业类 (code, years, gender ratio) and its profession types. */
export async function majorsByType(catalog: MajorCatalog, typeCode: string, level?: number): Promise<MajorTypeDetail> {
  const type = await catalog.type(typeCode, level);
  if (!type) throw notFound(MAJOR_TYPE_NOT_FOUND);
  const data = await catalog.get();
  return {
    level: type.level,
    typeCode: type.code,
    typeName: type.name,
    categoryCode: type.categoryCode,
    categoryName: type.categoryName,
    majors: type.majors.map((m) => {
      const stats = m.level === 1 ? (data.stats.get(m.code) ?? data.stats.get(baseCode(m.code))) : undefined;
      return { id: m.code, majorName: m.name, majorCode: m.code, years: stats?.limitYear ?? null, genderRatio: genderRatio(stats?.boyRatePct, stats?.girlRatePct) };
    }),
    professionTypes: await catalog.professionTypes(type.level, type.code),
  };
}

/** The sentences of an introduction that say where graduates work (从事…, 面向…, 就业…). */
export function directionText(intro: string | null | undefined): string | null {
  if (!intro) return null;
  const sentences = intro.split(/(?<=[。；])/).map((s) => s.trim()).filter(Boolean);
  const picked = sentences.filter((s) => /从事|面向|就业|岗位/.test(s));
  return picked.length ? picked.join('') : null;
}

/** GET /api/majors/employment-overview/{id} */
export async function majorEmployment(catalog: MajorCatalog, id: string): Promise<MajorEmployment> {
  const m = await majorOf(catalog, id);
  const data = await catalog.get();
  const detail = m.level === 3 ? undefined : ofMajor(data.details, m);
  return { direction: directionText(detail?.intro), professionTypes: await catalog.professionTypes(m.level, m.typeCode) };
}

/** GET /api/majors/profession-types/{id} */
export async function majorProfessionTypes(catalog: MajorCatalog, id: string) {
  const m = await majorOf(catalog, id);
  return catalog.professionTypes(m.level, m.typeCode);
}

const NOT_CAPTURED_NOTE =
  '学职平台开设院校数据未收录该专业，以下院校来自2024年各省选科要求、专业录取分数线与招生计划中出现该专业的院校，可能不全。';
const VOCATIONAL_BACHELOR_NOTE =
  '学职平台开设院校数据未收录职业本科专业，以下院校来自2024年各省选科要求、专业录取分数线与招生计划中出现该专业的院校，可能不全。';

/**
 * GET /api/majors/schools/{id}: 开设院校 — 学职平台's list where it captured the
 * major; otherwise the schools whose 2024 subject requirements, score lines or
 * plans list it, and the page says so. Each row carries the 2024 选科要求, the
 * 软科 2026 major rank and whether the school's plans or lines list the major.
 */
export async function majorSchools(catalog: MajorCatalog, id: string, q: MajorSchoolQuery): Promise<MajorSchoolPage> {
  const m = await majorOf(catalog, id);
  const data = await catalog.get();
  const captured = ofMajor(data.captured, m) === true;
  const typeName = (await catalog.type(m.typeCode, m.level))?.name ?? '';
  const [requirements, listed] = await Promise.all([catalog.requirementsOf(m.name, typeName), catalog.schools.offeringMajor(m.code)]);
  const rows: MajorSchool[] = [];
  const rowOf = async (moeCode: string | null, schoolName: string, nature: string | null, satisfaction: number | null): Promise<MajorSchool> => {
    const school = moeCode ? await catalog.schools.find(moeCode) : undefined;
    const rank = moeCode ? data.ranks.get(`${baseCode(m.code)}|${moeCode}`) : undefined;
    const reqs = requirements.get(moeCode ?? schoolName)?.reqs;
    return {
      schoolId: school ? moeCode : null,
      schoolName: school?.schoolName ?? schoolName,
      provinceName: school?.provinceName ?? null,
      cityName: school?.cityName ?? null,
      schoolFeatures: school?.schoolFeatures ?? [],
      nature: nature ?? school?.schoolInstitution ?? null,
      majorSatisfaction: positive(satisfaction),
      ruankeRank: rank?.rank ?? null,
      ruankeTier: rank?.tier ?? null,
      subjectRequirements: reqs ? [...reqs].sort() : [],
      hasPlansOrLines: moeCode !== null && listed.has(moeCode),
    };
  };
  if (captured) {
    for (const o of ofMajor(data.offerings, m) ?? []) rows.push(await rowOf(o.moeCode, o.schoolName, o.nature, o.satisfaction));
  } else {
    const seen = new Set<string>();
    for (const r of requirements.values()) {
      seen.add(r.moeCode ?? r.schoolName);
      rows.push(await rowOf(r.moeCode, r.schoolName, null, null));
    }
    for (const moeCode of listed) {
      if (seen.has(moeCode)) continue;
      const school = await catalog.schools.find(moeCode);
      if (school) rows.push(await rowOf(moeCode, school.schoolName, null, null));
    }
  }
  // ranked schools first (软科 major rank), then by the school's overall rank order of the list
  const order = new Map((await catalog.schools.all()).map((s, i) => [s.item.id, i]));
  rows.sort(
    (a, b) =>
      (a.ruankeRank ?? Number.MAX_SAFE_INTEGER) - (b.ruankeRank ?? Number.MAX_SAFE_INTEGER) ||
      (a.schoolId ? (order.get(a.schoolId) ?? 1e9) : 1e9) - (b.schoolId ? (order.get(b.schoolId) ?? 1e9) : 1e9) ||
      a.schoolName.localeCompare(b.schoolName, 'zh'),
  );
  const provinces = [...new Set(rows.map((r) => r.provinceName).filter((p): p is string => p !== null))];
  const name = q.query?.trim() ?? '';
  const province = q.province?.trim() ?? '';
  const filtered = rows.filter((r) => (name === '' || r.schoolName.includes(name)) && (province === '' || province === '全部' || r.provinceName === province));
  return {
    ...pageOf(filtered, q.page, q.pageSize),
    basis: captured ? 'offerings' : 'requirements',
    note: captured ? null : m.level === 3 ? VOCATIONAL_BACHELOR_NOTE : NOT_CAPTURED_NOTE,
    provinces,
  };
}
