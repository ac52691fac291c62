import { and, asc, eq, inArray, isNotNull, like, or } from 'drizzle-orm';
import { SCHOOL_NOT_FOUND, SCHOOL_TYPE_NONE, type SchoolListItem } from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { enrolmentPlans, majorScoreLines, majors, schoolRanks, schoolTypes, schools } from '../../db/schema';
import { notFound } from '../errors';
import { KeyedCache } from '../keyed-cache';
import { ReadCache } from '../read-cache';

/** A school of the list with what the library filters and sorts by. */
export interface CachedSchool {
  item: SchoolListItem;
  features: string[];
  /** sort key: 软科 main-list rank of the latest year, unranked last */
  sortRank: number;
  seq: number;
}

/**
 * Positions in the list (ascending) of the schools carrying each value of a
 * filter: the library's filters start from the few schools a picked value
 * names instead of testing all 2,919 on every request.
 */
export interface SchoolFacets {
  byProvince: ReadonlyMap<string, readonly number[]>;
  /** 院校类型; a school with none is filed under SCHOOL_TYPE_NONE */
  byType: ReadonlyMap<string, readonly number[]>;
  byInstitution: ReadonlyMap<string, readonly number[]>;
  byFeature: ReadonlyMap<string, readonly number[]>;
}

function facetsOf(list: readonly CachedSchool[]): SchoolFacets {
  const index = () => new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, at: number) => {
    const positions = map.get(key);
    if (positions) positions.push(at);
    else map.set(key, [at]);
  };
  const facets = { byProvince: index(), byType: index(), byInstitution: index(), byFeature: index() };
  list.forEach((s, at) => {
    add(facets.byProvince, s.item.provinceName, at);
    for (const t of s.item.schoolType.length ? s.item.schoolType : [SCHOOL_TYPE_NONE]) add(facets.byType, t, at);
    if (s.item.schoolInstitution !== null) add(facets.byInstitution, s.item.schoolInstitution, at);
    for (const f of s.features) add(facets.byFeature, f, at);
  });
  return facets;
}

/**
 * The school list, held in memory after the first read: it changes once a year,
 * and filtering 2,919 rows in memory is far faster than a query per request.
 */
export class SchoolDirectory {
  private readonly cache = new ReadCache(() => this.load());
  private readonly byId = new ReadCache(async () => new Map((await this.all()).map((s) => [s.item.id, s])));
  private readonly facetIndex = new ReadCache(async () => facetsOf(await this.all()));
  private readonly majorSchools = new KeyedCache((majorId: string) => this.schoolsOfferingMajor(majorId), 200);

  constructor(private readonly db: Db) {}

  /** Drops the cache; the next read reloads from the database (after an import). */
  invalidate(): void {
    this.cache.invalidate();
    this.byId.invalidate();
    this.facetIndex.invalidate();
    this.majorSchools.invalidate();
  }

  /** The list entry of one school, or undefined when the id is not on the list. */
  async find(id: string): Promise<SchoolListItem | undefined> {
    return (await this.byId.get()).get(id)?.item;
  }

  /** The list entry of one school; a 404 with 院校不存在 when the id is not on the list. */
  async get(id: string): Promise<SchoolListItem> {
    const school = await this.find(id);
    if (!school) throw notFound(SCHOOL_NOT_FOUND);
    return school;
  }

  /**
   * Schools whose score lines or plans list a major: by the code as printed,
   * and, when the id is a national catalogue code, by the major's name (the
   * provincial major codes of the sources are not comparable across provinces).
   */
  private async schoolsOfferingMajor(majorId: string): Promise<Set<string>> {
    const catalogue = await this.db.select({ name: majors.name }).from(majors).where(eq(majors.code, majorId));
    const names = catalogue.map((m) => m.name);
    const matches = (table: typeof majorScoreLines | typeof enrolmentPlans) =>
      or(
        eq(table.majorCode, majorId),
        ...(names.length ? [inArray(table.majorName, names)] : []),
        ...names.flatMap((n) => [like(table.majorName, `${n}(%`), like(table.majorName, `${n}（%`)]),
      );
    const [scored, planned] = await Promise.all([
      this.db.selectDistinct({ id: majorScoreLines.moeCode }).from(majorScoreLines).where(and(isNotNull(majorScoreLines.moeCode), matches(majorScoreLines))),
      this.db.selectDistinct({ id: enrolmentPlans.moeCode }).from(enrolmentPlans).where(and(isNotNull(enrolmentPlans.moeCode), matches(enrolmentPlans))),
    ]);
    return new Set([...scored, ...planned].map((r) => r.id).filter((id): id is string => id !== null));
  }

  /** Every school, in the library's order: latest 软科 main-list rank, then the MOE list. */
  all(): Promise<CachedSchool[]> {
    return this.cache.get();
  }

  /** Where in `all()` the schools of each filter value stand. */
  facets(): Promise<SchoolFacets> {
    return this.facetIndex.get();
  }

  /** The ids of the schools whose score lines or plans list a major (the library's 开设专业 filter). */
  offeringMajor(majorId: string): Promise<Set<string>> {
    return this.majorSchools.get(majorId);
  }

  private async load(): Promise<CachedSchool[]> {
    const [schoolRows, rankRows, typeRows] = await Promise.all([
      this.db.select().from(schools).orderBy(asc(schools.moeListSeq)),
      this.db.select().from(schoolRanks),
      this.db.select({ moeCode: schoolTypes.moeCode, schoolType: schoolTypes.schoolType }).from(schoolTypes),
    ]);
    // 院校类型: 软科's where it ranks the school, else gaokao.cn's (综合类 → 综合), so no school drops out of the filter
    const gaokaoType = new Map(typeRows.filter((t) => t.schoolType).map((t) => [t.moeCode, gaokaoCnType(t.schoolType!)]));
    const latestBcur = new Map<string, { rank: string; year: number; value: number | null; main: boolean }>();
    for (const r of rankRows) {
      if (r.system !== '软科') continue;
      const prev = latestBcur.get(r.moeCode);
      if (!prev || r.year > prev.year) latestBcur.set(r.moeCode, { rank: r.rank, year: r.year, value: r.rankValue, main: r.list === '主榜' });
    }
    return schoolRows
      .map((s) => {
        const features = [s.is985 && '985', s.is211 && '211', s.isDoubleFirstClass && '双一流'].filter(
          (f): f is string => typeof f === 'string',
        );
        const rank = latestBcur.get(s.moeCode);
        const item: SchoolListItem = {
          id: s.moeCode,
          schoolName: s.name,
          schoolCrestUrl: null,
          schoolFeatures: features,
          provinceName: s.province,
          cityName: s.city,
          schoolType: s.bcurType ? [s.bcurType] : gaokaoType.has(s.moeCode) ? [gaokaoType.get(s.moeCode)!] : [],
          schoolInstitution: s.ownership,
          belongs: s.authority,
          schoolLevel: s.level,
          schoolRank: rank?.rank ?? null,
          schoolRankYear: rank?.year ?? null,
        };
        const sortRank = rank?.main && rank.value !== null ? rank.value : Number.MAX_SAFE_INTEGER;
        return { item, features, sortRank, seq: s.moeListSeq };
      })
      .sort((a, b) => a.sortRank - b.sortRank || a.seq - b.seq);
  }
}

/** gaokao.cn's 院校类型 in the 软科 wording the filter uses: 综合类 → 综合; 其他 stays. */
export function gaokaoCnType(type: string): string {
  return type.replace(/类$/, '');
}
