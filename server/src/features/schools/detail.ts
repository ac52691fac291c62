/**
 * The school detail's header facts. The MOE list and the rankings give name,
 * place, type, ownership, authority, level and ranks; 阳光高考 (2026) gives
 * websites, admission phone, address and the school's page; gaokao.cn (2024)
 * the type of schools 软科 does not rank, 简称 and 曾用名. Founding year,
 * student and programme counts, rates, pictures and introductions have no
 * public bulk source, so they are null or empty — never guessed.
 */
import type { SchoolBase, SchoolExtra, SchoolOverview } from '@zhiyuan/domain';
import type { ReadModels } from '../../platform/read-models';

/** GET /api/school/query/base/:id */
export async function schoolBase(m: ReadModels, id: string): Promise<SchoolBase> {
  const school = await m.schools.get(id);
  const row = await m.schoolFacts.of(id);
  const typeRow = row?.gaokaoCn;
  const aliases = row?.aliases ?? [];
  const of = (kind: string) => aliases.filter((a) => a.kind === kind).map((a) => a.alias);
  let typeSource: SchoolBase['typeSource'] = null;
  if (row?.bcurType) {
    const bcur = await m.rankings.list('软科', 2026);
    typeSource = { label: '软科中国大学排名', year: 2026, source: await m.sources.find(bcur?.sourceId) };
  } else if (typeRow?.schoolType) {
    typeSource = { label: '掌上高考院校库', year: 2024, source: await m.sources.find(typeRow.sourceId) };
  }
  return {
    schoolId: school.id,
    schoolName: school.schoolName,
    schoolFeatures: school.schoolFeatures,
    provinceName: school.provinceName,
    cityName: school.cityName,
    schoolType: school.schoolType,
    schoolInstitution: school.schoolInstitution,
    belongs: school.belongs,
    schoolLevel: school.schoolLevel,
    createYear: null,
    numDoctor: null,
    numMaster: null,
    numStudent: null,
    numAcademician: null,
    furtherEducationRate: null,
    postgraduateRecommendationRate: null,
    aluMniNum: null,
    source: await m.sources.find(row?.sourceId),
    typeSource,
    abbreviations: of('简称'),
    oldNames: of('曾用名'),
    currentName: of('现用名')[0] ?? null,
    aliasSources: await m.sources.of(aliases.map((a) => a.sourceId)),
  };
}

/** GET /api/school/query/extra/:id */
export async function schoolExtra(m: ReadModels, id: string): Promise<SchoolExtra> {
  await m.schools.get(id);
  const c = await m.schoolContacts.of(id);
  if (!c) {
    return { officialWebsites: [], admissionPhones: [], emails: [], schoolPicUrl: null, admissionWebsites: [], address: null, chsiUrl: null, year: null, source: null };
  }
  return {
    officialWebsites: c.officialWebsite ? [c.officialWebsite] : [],
    // the phone text is kept as 阳光高考 prints it (several numbers, extensions, 08/09 suffixes)
    admissionPhones: c.admissionPhone ? [c.admissionPhone.trim()] : [],
    emails: [],
    schoolPicUrl: null,
    admissionWebsites: c.admissionWebsite ? [c.admissionWebsite] : [],
    address: c.address?.trim() || null,
    chsiUrl: c.chsiUrl,
    year: 2026,
    source: await m.sources.find(c.sourceId),
  };
}

/** GET /api/school/query/detail/:id */
export async function schoolOverview(m: ReadModels, id: string): Promise<SchoolOverview> {
  const school = await m.schools.get(id);
  const history = await m.rankHistories.of(id);
  const extra = await schoolExtra(m, id);
  const latest = (system: string) => history.find((h) => h.system === system)?.ranks.at(-1)?.rank ?? null;
  return {
    schoolId: school.id,
    schoolName: school.schoolName,
    mainImageUrl: null,
    ruankeRank: latest('软科'),
    qsWorldRank: latest('QS'),
    usWorldRank: null,
    officialWebsites: extra.officialWebsites,
    admissionPhones: extra.admissionPhones,
    emails: [],
    schoolOverview: null,
    campusSceneryMedia: [],
  };
}
