/**
 * The school detail's header facts. The MOE list and the rankings give name,
 * place, type, ownership, authority, level and ranks; founding year, student
 * and programme counts, rates, websites, phones, pictures and introductions
 * have no public bulk source, so they are null or empty — never guessed.
 */
import { eq } from 'drizzle-orm';
import type { SchoolBase, SchoolExtra, SchoolOverview } from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { schools } from '../../db/schema';
import type { ReadModels } from '../../platform/read-models';
import { rankHistory } from './rankings';

/** GET /api/school/query/base/:id */
export async function schoolBase(db: Db, m: ReadModels, id: string): Promise<SchoolBase> {
  const school = await m.schools.get(id);
  const [row] = await db.select({ sourceId: schools.sourceId }).from(schools).where(eq(schools.moeCode, id));
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
  };
}

/** GET /api/school/query/extra/:id */
export async function schoolExtra(m: ReadModels, id: string): Promise<SchoolExtra> {
  await m.schools.get(id);
  return { officialWebsites: [], admissionPhones: [], emails: [], schoolPicUrl: null };
}

/** GET /api/school/query/detail/:id */
export async function schoolOverview(db: Db, m: ReadModels, id: string): Promise<SchoolOverview> {
  const school = await m.schools.get(id);
  const history = await rankHistory(db, m.sources, id);
  const latest = (system: string) => history.find((h) => h.system === system)?.ranks.at(-1)?.rank ?? null;
  return {
    schoolId: school.id,
    schoolName: school.schoolName,
    mainImageUrl: null,
    ruankeRank: latest('软科'),
    qsWorldRank: latest('QS'),
    usWorldRank: null,
    officialWebsites: [],
    admissionPhones: [],
    emails: [],
    schoolOverview: null,
    campusSceneryMedia: [],
  };
}
