import { eq } from 'drizzle-orm';
import type { SchoolBase, SchoolExtra, SchoolOverview } from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { schools } from '../../db/schema';
import type { RankingDirectory } from './rankings';
import type { SchoolDirectory } from './service';
import type { SourceCatalog } from '../../platform/source-catalog';

/**
 * The school detail's header facts. The MOE list and the rankings give name,
 * place, type, ownership, authority, level and ranks; founding year, student
 * and programme counts, rates, websites, phones, pictures and introductions
 * have no public bulk source, so they are null or empty — never guessed.
 */
export class SchoolProfiles {
  constructor(
    private readonly db: Db,
    private readonly schools: SchoolDirectory,
    private readonly rankings: RankingDirectory,
    private readonly sources: SourceCatalog,
  ) {}

  async base(id: string): Promise<SchoolBase> {
    const school = await this.schools.get(id);
    const [row] = await this.db.select({ sourceId: schools.sourceId }).from(schools).where(eq(schools.moeCode, id));
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
      source: await this.sources.find(row?.sourceId),
    };
  }

  async extra(id: string): Promise<SchoolExtra> {
    await this.schools.get(id);
    return { officialWebsites: [], admissionPhones: [], emails: [], schoolPicUrl: null };
  }

  async overview(id: string): Promise<SchoolOverview> {
    const school = await this.schools.get(id);
    const history = await this.rankings.history(id);
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
}
