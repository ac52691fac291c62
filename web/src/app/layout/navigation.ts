import type { DrawerView } from '../drawer';

/** A header link. Keys are unique; 智能填报 and 一键填报 share a path (spec §2 Header). */
export interface NavLink {
  key: string;
  label: string;
  to: string;
  /** Shows the count of saved application lists (我的志愿表). */
  badge?: boolean;
}

export interface NavGroup {
  key: string;
  label: string;
  children: readonly NavLink[];
}

export type NavItem = NavLink | NavGroup;

export const isNavGroup = (item: NavItem): item is NavGroup => 'children' in item;

/** The header navigation of spec §2, in order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', label: '首页', to: '/welcome' },
  {
    key: 'fillIn',
    label: '志愿填报',
    children: [
      { key: 'fillIn-smart', label: '智能填报', to: '/fillIn' },
      { key: 'fillIn-oneKey', label: '一键填报', to: '/fillIn' },
    ],
  },
  { key: 'news', label: '高考资讯', to: '/gaokaozixun' },
  { key: 'schools', label: '查大学', to: '/chadaxue' },
  { key: 'majors', label: '查专业', to: '/chazhuanye' },
  { key: 'professions', label: '查职业', to: '/chazhiye' },
  { key: 'batchlines', label: '批次线', to: '/pici' },
  { key: 'ranktables', label: '位次线', to: '/weici' },
  { key: 'earlybatch', label: '提前批', to: '/tiqianpi' },
  { key: 'assessments', label: '测评', to: '/ceping' },
  {
    key: 'teachers',
    label: '名师天团',
    children: [
      { key: 'mingshi', label: '名师团', to: '/mingshi' },
      { key: 'guihuashi', label: '规划师', to: '/guihuashi' },
    ],
  },
  { key: 'myvolunteer', label: '我的志愿表', to: '/myvolunteer', badge: true },
  { key: 'userinfo', label: '个人资料', to: '/userinfo' },
];

/** Which header item a path belongs to: path prefixes, first match wins. */
const SECTION_PREFIXES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['home', ['/welcome']],
  ['fillIn-smart', ['/fillIn', '/recommendation', '/volunteerDetail']],
  ['news', ['/gaokaozixun']],
  ['schools', ['/chadaxue', '/preFraction', '/ZhaoshengDetail']],
  ['majors', ['/chazhuanye']],
  ['professions', ['/chazhiye']],
  ['batchlines', ['/pici']],
  ['ranktables', ['/weici']],
  ['earlybatch', ['/tiqianpi']],
  ['assessments', ['/ceping']],
  ['mingshi', ['/mingshi']],
  ['guihuashi', ['/guihuashi']],
  ['myvolunteer', ['/myvolunteer']],
  ['userinfo', ['/userinfo']],
];

/** The selected header key for a path, or null (e.g. /about). `/chadaxue…` covers the school detail tabs. */
export function navKeyForPath(pathname: string): string | null {
  for (const [key, prefixes] of SECTION_PREFIXES) {
    if (prefixes.some((prefix) => pathname === prefix || pathname.startsWith(prefix))) return key;
  }
  return null;
}

export interface ToolboxEntry {
  view: DrawerView;
  label: string;
  /** The drawer menu's wording where it differs from the toolbox's (书籍 → 原始书籍). */
  drawerLabel?: string;
  /** 书籍 only for visitors whose origin is 'b' (spec §1, §6). */
  booksOnly?: boolean;
}

export interface ToolboxGroup {
  key: string;
  label: string;
  entries: readonly ToolboxEntry[];
}

/** The toolbox of the header (spec §2 Toolbox) and the drawer's menu (spec §2 Drawer). */
export const TOOLBOX_GROUPS: readonly ToolboxGroup[] = [
  {
    key: 'library',
    label: '信息库',
    entries: [
      { view: 'school', label: '院校库' },
      { view: 'major', label: '专业库' },
      { view: 'profession', label: '职业库' },
    ],
  },
  { key: 'lists', label: '榜单', entries: [{ view: 'rank', label: '大学排名' }] },
  {
    key: 'more',
    label: '更多',
    entries: [
      { view: 'ScoreLine', label: '批次线' },
      { view: 'RankLine', label: '一分一段' },
      { view: 'book', label: '书籍', drawerLabel: '原始书籍', booksOnly: true },
    ],
  },
];

export function toolboxGroupsFor(showBooks: boolean): ToolboxGroup[] {
  return TOOLBOX_GROUPS.map((group) => ({
    ...group,
    entries: group.entries.filter((entry) => showBooks || !entry.booksOnly),
  }));
}

export const HELP_LINKS: readonly { key: string; label: string; to: string }[] = [
  { key: 'about', label: '关于我们', to: '/about' },
  { key: 'contact', label: '联系方式', to: '/about#contact' },
];
