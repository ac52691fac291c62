import { isProfessionTypeCode } from '@zhiyuan/domain';

// the route of a node lives in lib: site search links to it too
export { professionPath } from '../../lib/professionPath';

/** A detail view's tab: type view 职业概况 / 就业岗位 / 企业招聘 / 人才培养高校; profession view 岗位情况 / 招聘企业. */
export type ProfessionTab = 'overview' | 'jobs' | 'hiring' | 'schools';

export const TYPE_TABS: readonly { key: ProfessionTab; label: string; path: (code: string) => string }[] = [
  { key: 'overview', label: '职业概况', path: (c) => `/chazhiyeoverview/${c}` },
  { key: 'jobs', label: '就业岗位', path: (c) => `/chazhiyejiuye/${c}` },
  { key: 'hiring', label: '企业招聘', path: (c) => `/chazhiyezhaopin/${c}` },
  { key: 'schools', label: '人才培养高校', path: (c) => `/chazhiyerencai/${c}` },
];
export const PROFESSION_TABS: readonly { key: ProfessionTab; label: string; path: (code: string) => string }[] = [
  { key: 'overview', label: '岗位情况', path: (c) => `/chazhiyedetail/${c}` },
  { key: 'hiring', label: '招聘企业', path: (c) => `/chazhiyedetailzhaopin/${c}` },
];
export const tabsOf = (code: string) => (isProfessionTypeCode(code) ? TYPE_TABS : PROFESSION_TABS);
