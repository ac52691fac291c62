import type { SchoolListItem } from '@zhiyuan/domain';

/** 软科 prints specialty-list ranks with a prefix (医12, 财3+); these are the lists' names. */
const RANKING_LIST_PREFIXES: ReadonlyArray<readonly [string, string]> = [
  ['中医', '中医药类'],
  ['合作', '合作办学'],
  ['医', '医药类'],
  ['财', '财经类'],
  ['政', '政法类'],
  ['体', '体育类'],
  ['民', '民族类'],
  ['语', '语言类'],
];

/**
 * The 软科 rank as a sentence: "软科 2026 第12名", "软科 2026 医药类第12名",
 * "软科 2026 500名以后" for the published 500+ tier. Null when unranked.
 */
export function ruankeRankLabel(rank: string | null, year: number | null): string | null {
  if (rank === null || rank.trim() === '') return null;
  const prefix = year === null ? '软科' : `软科 ${year}`;
  let raw = rank.trim();
  let list = '';
  for (const [short, name] of RANKING_LIST_PREFIXES) {
    if (raw.startsWith(short)) {
      list = name;
      raw = raw.slice(short.length);
      break;
    }
  }
  const match = /^(\d+)(\+?)$/.exec(raw);
  if (!match) return `${prefix} ${rank.trim()}`;
  const [, number, orLower] = match;
  return orLower ? `${prefix} ${list}${number}名以后` : `${prefix} ${list}第${number}名`;
}

/** 'province/city/types/institution/belongs', leaving out empty parts (spec §2 School library). */
export function schoolLocationLine(school: SchoolListItem): string {
  // 北京 / 北京市 says the same thing twice: a municipality's city is left out.
  const city = school.cityName?.replace(/市$/, '') === school.provinceName ? null : school.cityName;
  return [school.provinceName, city, school.schoolType.join('、'), school.schoolInstitution, school.belongs]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' / ');
}

/** Why a part of a school's detail is empty: no public source we could verify (院校概况, 专业院系). */
export function unverifiedReason(what: string): string {
  return `${what}尚无可公开核实的数据来源，本站不展示未经核实的内容。`;
}
