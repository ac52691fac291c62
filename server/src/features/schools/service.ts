import { SCHOOL_TYPE_NONE, effectiveFilter, type Page, type SchoolListItem, type SchoolQuery } from '@zhiyuan/domain';
import type { CachedSchool, SchoolDirectory } from '../../platform/read-models/schools';

/** POST /api/school/query: filters, name search and paging over the school list in memory (spec §4, §7). */
export async function querySchools(schools: SchoolDirectory, q: SchoolQuery): Promise<Page<SchoolListItem>> {
  const provinces = effectiveFilter(q.provinces);
  const types = effectiveFilter(q.types);
  const institutions = effectiveFilter(q.schoolInstitutions);
  const features = effectiveFilter(q.features);
  const name = q.query?.trim().toLowerCase() ?? '';
  const all = await schools.all();
  const majorId = q.majorId?.trim() ?? '';
  const offering = majorId === '' ? null : await schools.offeringMajor(majorId);
  const unfiltered = !provinces.length && !types.length && !institutions.length && !features.length && !name && !offering;
  const candidates = unfiltered ? all : await narrowest(schools, all, provinces, types, institutions, features);
  const matches = unfiltered ? all : candidates.filter(
    (s) =>
      (offering === null || offering.has(s.item.id)) &&
      (provinces.length === 0 || provinces.includes(s.item.provinceName)) &&
      (types.length === 0 || s.item.schoolType.some((t) => types.includes(t)) || (s.item.schoolType.length === 0 && types.includes(SCHOOL_TYPE_NONE))) &&
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

/**
 * The schools a request can match at most, in the list's order: those of the
 * picked filter value(s) with the fewest schools (every match carries one of
 * them), or all when no such filter is picked. The full test still runs on
 * each candidate.
 */
async function narrowest(
  schools: SchoolDirectory,
  all: readonly CachedSchool[],
  provinces: readonly string[],
  types: readonly string[],
  institutions: readonly string[],
  features: readonly string[],
): Promise<readonly CachedSchool[]> {
  if (!provinces.length && !types.length && !institutions.length && !features.length) return all;
  const facets = await schools.facets();
  const union = (map: ReadonlyMap<string, readonly number[]>, keys: readonly string[]): readonly number[] => {
    if (keys.length === 1) return map.get(keys[0]!) ?? [];
    return [...new Set(keys.flatMap((k) => map.get(k) ?? []))].sort((a, b) => a - b);
  };
  const sets = [
    provinces.length ? union(facets.byProvince, provinces) : null,
    types.length ? union(facets.byType, types) : null,
    institutions.length ? union(facets.byInstitution, institutions) : null,
    ...features.map((f) => facets.byFeature.get(f) ?? []),
  ].filter((x): x is readonly number[] => x !== null);
  const fewest = sets.reduce((a, b) => (b.length < a.length ? b : a));
  return fewest.map((at) => all[at]!);
}

/** Distinct values of a school attribute, most common first (filter options). */
export async function schoolOptions(
  schools: SchoolDirectory,
  pick: (s: SchoolListItem) => string[],
  last: readonly string[] = [],
): Promise<string[]> {
  const counts = new Map<string, number>();
  for (const s of await schools.all()) for (const v of pick(s.item)) counts.set(v, (counts.get(v) ?? 0) + 1);
  const rank = (v: string) => (last.includes(v) ? 1 : 0);
  return [...counts.entries()].sort((a, b) => rank(a[0]) - rank(b[0]) || b[1] - a[1]).map(([v]) => v);
}
