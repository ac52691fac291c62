import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ProvinceRule } from '@zhiyuan/domain';
import { pick, useDetailParams } from './detailParams';
import { rememberProvince, usePreferredProvince } from './province';

export const ALL_YEARS = '全部';

/** The query of the provinces, years, tracks and batches a school has rows for, in the asked province. */
export type ProvinceRuleOptions<TKey extends QueryKey> = (
  province: string | undefined,
) => UseQueryOptions<ProvinceRule, Error, ProvinceRule, TKey>;

/**
 * Province → year → track → batch filters over what a school's lines (or
 * plans) really have (spec §4): a province change reloads the years and
 * defaults year, track and batch; a year change reloads tracks and batches.
 * The score-line and plan tabs share it, each with its own rule query;
 * `prefix` keeps two filter sets of one tab apart in the URL.
 */
export function useCascadingFilters<TKey extends QueryKey>(
  prefix: string,
  ruleOptions: ProvinceRuleOptions<TKey>,
  options: { allYears?: boolean } = {},
) {
  const params = useDetailParams();
  const key = (k: string) => `${prefix}${k}`;
  // spec §1: the student's province unless the page asks for another; the server falls back to one with data
  const preferred = usePreferredProvince();
  const askedProvince = params.get(key('p')) ?? preferred ?? undefined;
  const config = useQuery(ruleOptions(askedProvince));
  const rule = config.data;
  const province = rule?.provinceName ?? undefined;
  const years = rule?.years.map((y) => y.year) ?? [];
  const yearText = params.get(key('y'));
  const allYears = options.allYears === true && yearText === ALL_YEARS;
  const year = allYears ? undefined : pick(years, yearText === undefined ? undefined : Number(yearText));
  const yearConfigs = allYears ? (rule?.years ?? []) : (rule?.years.filter((y) => y.year === year) ?? []);
  const subjects = [...new Set(yearConfigs.flatMap((y) => y.course))];
  const subject = pick(subjects, params.get(key('s')));
  const batches = [...new Set(yearConfigs.flatMap((y) => (subject ? (y.batches[subject] ?? []) : [])))];
  const batch = pick(batches, params.get(key('b')));
  const later = (...names: string[]) => Object.fromEntries(names.map((n) => [key(n), undefined]));
  return {
    config,
    provinces: rule?.provinces ?? [],
    province,
    years,
    year,
    allYears,
    subjects,
    subject,
    batches,
    batch,
    get: (name: string) => params.get(key(name)),
    set: (name: string, value: string | undefined) => params.set({ [key(name)]: value }),
    /** Several keys in one patch, so no pick undoes another */
    setMany: (patch: Record<string, string | undefined>) =>
      params.set(Object.fromEntries(Object.entries(patch).map(([k, v]) => [key(k), v]))),
    setProvince: (p: string) => {
      rememberProvince(p);
      params.set({ [key('p')]: p, ...later('y', 's', 'b', 'g', 'sub', 'page') });
    },
    setYear: (y: number | typeof ALL_YEARS) => params.set({ [key('y')]: String(y), ...later('s', 'b', 'g', 'sub', 'page') }),
    setSubject: (s: string) => params.set({ [key('s')]: s, ...later('b', 'g', 'sub', 'page') }),
    setBatch: (b: string) => params.set({ [key('b')]: b, ...later('g', 'page') }),
  };
}

export type CascadingFilters = ReturnType<typeof useCascadingFilters>;

/** Tracks where a student picks sub-subjects instead of 物理类/历史类 (spec §4). */
export function isComprehensive(track: string | undefined): boolean {
  return track === '综合';
}
