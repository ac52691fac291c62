import { and, asc, eq, inArray, isNotNull, like, or } from 'drizzle-orm';
import { SCHOOL_NOT_FOUND, effectiveFilter, type SchoolListItem, type SchoolQuery, type Page } from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { enrolmentPlans, majorScoreLines, majors, schoolRanks, schools } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { KeyedCache } from '../../platform/keyed-cache';
import { ReadCache } from '../../platform/read-cache';

interface CachedSchool {
  item: SchoolListItem;
  features: string[];
  /** sort key: 软科 main-list rank of the latest year, unranked last */
  sortRank: number;
  seq: number;
}

/**
 * The school list, held in memory after the first read: it changes once a year,
 * and filtering 2,919 rows in memory is far faster than a query per request.
 */
export class SchoolDirectory {
  private readonly cache = new ReadCache(() => this.load());
  private readonly byId = new ReadCache(async () => new Map((await this.all()).map((s) => [s.item.id, s])));
  private readonly majorSchools = new KeyedCache((majorId: string) => this.schoolsOfferingMajor(majorId), 200);

  constructor(private readonly db: Db) {}

  /** Drops the cache; the next read reloads from the database (after an import). */
  invalidate(): void {
    this.cache.invalidate();
    this.byId.invalidate();
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

  private all(): Promise<CachedSchool[]> {
    return this.cache.get();
  }

  private async load(): Promise<CachedSchool[]> {
    const [schoolRows, rankRows] = await Promise.all([
      this.db.select().from(schools).orderBy(asc(schools.moeListSeq)),
      this.db.select().from(schoolRanks),
    ]);
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
          schoolType: s.bcurType ? [s.bcurType] : [],
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

  /** POST /api/school/query: filters, name search and paging (spec §4, §7). */
  async query(q: SchoolQuery): Promise<Page<SchoolListItem>> {
    const provinces = effectiveFilter(q.provinces);
    const types = effectiveFilter(q.types);
    const institutions = effectiveFilter(q.schoolInstitutions);
    const features = effectiveFilter(q.features);
    const name = q.query?.trim().toLowerCase() ?? '';
    const all = await this.all();
    const majorId = q.majorId?.trim() ?? '';
    const offering = majorId === '' ? null : await this.majorSchools.get(majorId);
    const unfiltered = !provinces.length && !types.length && !institutions.length && !features.length && !name && !offering;
    const matches = unfiltered ? all : all.filter(
      (s) =>
        (offering === null || offering.has(s.item.id)) &&
        (provinces.length === 0 || provinces.includes(s.item.provinceName)) &&
        (types.length === 0 || s.item.schoolType.some((t) => types.includes(t))) &&
        (institutions.length === 0 || (s.item.schoolInstitution !== null && institutions.includes(s.item.schoolInstitution))) &&
        // a school must carry every picked feature: 985 + 双一流 narrows, it does not widen
        features.every((f) => s.features.includes(f)) &&
        (name === '' || s.item.schoolName.toLowerCase().includes(name)),
    );
    const start = (q.page - 1) * q.pageSize;
    return {
      records: matches.slice(start, start + q.pageSize).map((s) => s.item),
      total: matches.length,
      current: q.page,
      size: q.pageSize,
    };
  }

  /** Distinct values of a school attribute, most common first (filter options). */
  async options(pick: (s: SchoolListItem) => string[]): Promise<string[]> {
    const counts = new Map<string, number>();
    for (const s of await this.all()) for (const v of pick(s.item)) counts.set(v, (counts.get(v) ?? 0) + 1);
    return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([v]) => v);
  }
}
