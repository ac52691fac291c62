/** Where the major views lead, and how the page and the drawer each get there. */
export type MajorTab = 'overview' | 'employment' | 'schools';
export type TypeTab = 'overview' | 'professions';

export type MajorTarget =
  | { kind: 'major'; id: string; level?: number; tab?: MajorTab }
  | { kind: 'type'; type: string; level?: number; tab?: TypeTab };

export interface MajorNav {
  /** The page's address of a view; the drawer has none (it opens views in place). */
  href?: (to: MajorTarget) => string;
  open: (to: MajorTarget) => void;
  schoolHref?: (schoolId: string) => string;
  openSchool: (schoolId: string, schoolName: string) => void;
  /** A 大典 小类 (5 characters) of the 职业库 */
  professionHref?: (typeCode: string) => string;
  openProfession: (typeCode: string, typeName: string) => void;
}

const MAJOR_PATHS: Record<MajorTab, string> = {
  overview: 'chazhuanyedetail',
  employment: 'chazhuanyedetailjiuye',
  schools: 'chazhuanyedetailyuanxiao',
};
const TYPE_PATHS: Record<TypeTab, string> = { overview: 'chazhuanyetype', professions: 'chazhuanyetypezhiye' };

/** The routes of spec §2: /chazhuanyedetail/{id} and its siblings, /chazhuanyetype/{type}, with the level as query. */
export function majorPath(to: MajorTarget): string {
  const path = to.kind === 'major' ? `/${MAJOR_PATHS[to.tab ?? 'overview']}/${encodeURIComponent(to.id)}` : `/${TYPE_PATHS[to.tab ?? 'overview']}/${encodeURIComponent(to.type)}`;
  return to.level ? `${path}?level=${to.level}` : path;
}

/** A 5-character code opens the 职业库's type view (spec §4). */
export const professionPath = (typeCode: string) => `/chazhiyedetail/${encodeURIComponent(typeCode)}`;
export const schoolPath = (schoolId: string) => `/chadaxuedetail/${encodeURIComponent(schoolId)}`;
