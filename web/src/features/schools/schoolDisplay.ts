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

const MONOGRAM_COLORS = [
  '#1f5fd1', // blue
  '#0f766e', // teal
  '#7c3aed', // violet
  '#c2410c', // orange
  '#15803d', // green
  '#a16207', // ochre
  '#be185d', // rose
  '#b91c1c', // red
  '#475569', // slate
  '#8b5e3c', // brown
] as const;

/** A stable color for a name, so a school keeps its color across pages and visits. */
export function monogramColor(name: string): string {
  // FNV-1a with a final mix: names sharing an ending (…大学) still spread over the palette.
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return MONOGRAM_COLORS[(hash >>> 0) % MONOGRAM_COLORS.length] ?? MONOGRAM_COLORS[0];
}

/** The characters a crest shows in place of a picture: the name's first two. */
export function monogramText(name: string): string {
  return [...name.trim()].slice(0, 2).join('');
}
