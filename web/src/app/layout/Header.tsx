import { Suspense, lazy, useState } from 'react';
import { Button, type MenuProps } from 'antd';
import {
  AppstoreOutlined,
  DownOutlined,
  LogoutOutlined,
  MenuOutlined,
  QuestionCircleOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { staffMenuOf, type UserInfo } from '@zhiyuan/domain';
import { Link, useLocation, useNavigate } from 'react-router';
import { useShowsBooks } from '../../lib/origin';
import { useIsPhone } from '../../lib/useMediaQuery';
import { useLoginDialog } from '../../lib/loginDialog';
import { useViewer } from '../../lib/viewer';
import { useLists } from '../../features/preferences/api';
import { useDrawer, type DrawerView } from '../drawer';
import { AnnouncementBar } from './AnnouncementBar';
import { CountBadge, HeaderDropdown, NavBar, type DropdownItem, type NavBarItem } from './HeaderMenus';
import { Logo } from './Logo';
import {
  HELP_LINKS,
  NAV_ITEMS,
  isNavGroup,
  navKeyForPath,
  toolboxGroupsFor,
  type NavLink,
} from './navigation';
import { useConfirmLogout } from './useConfirmLogout';

const PhoneNavDrawer = lazy(() => import('./PhoneNavDrawer').then((m) => ({ default: m.PhoneNavDrawer })));

/**
 * Saved application lists created by the student (createdType 1) feed the
 * 我的志愿表 badge (spec §7, §9); a guest has none.
 */
function useSavedListCount(): number {
  const viewer = useViewer();
  const lists = useLists(viewer.info?.studentId);
  return lists.data?.badge ?? 0;
}

function SavedListBadge() {
  const count = useSavedListCount();
  return <CountBadge count={count} title={`${count} 张志愿表`} testId="volunteer-badge" />;
}

type MenuItems = NonNullable<MenuProps['items']>;

function navLinkItem(link: NavLink) {
  return {
    key: link.key,
    label: (
      <Link to={link.to} className="zy-nav-link">
        {link.label}
        {link.badge && <SavedListBadge />}
      </Link>
    ),
  };
}

/** The phone drawer's menu (antd Menu, loaded on the first tap). */
function navMenuItems(): MenuItems {
  return NAV_ITEMS.map((item) =>
    isNavGroup(item) ? { key: item.key, label: item.label, children: item.children.map(navLinkItem) } : navLinkItem(item),
  );
}

/** The desktop's navigation bar (HeaderMenus NavBar). */
const navBarItems = (): NavBarItem[] =>
  NAV_ITEMS.map((item) =>
    isNavGroup(item)
      ? { key: item.key, label: item.label, children: item.children.map((c) => ({ key: c.key, label: c.label, to: c.to })) }
      : { key: item.key, label: item.label, to: item.to, extra: item.badge ? <SavedListBadge /> : undefined },
  );

const TOOL_PREFIX = 'tool:';
const HELP_PREFIX = 'help:';

function toolboxMenuItems(showBooks: boolean): MenuItems & DropdownItem[] {
  return toolboxGroupsFor(showBooks).map((group) => ({
    type: 'group' as const,
    key: group.key,
    label: group.label,
    children: group.entries.map((entry) => ({ key: `${TOOL_PREFIX}${entry.view}`, label: entry.label })),
  }));
}

const helpMenuItems: MenuItems & DropdownItem[] = HELP_LINKS.map((link) => ({ key: `${HELP_PREFIX}${link.key}`, label: link.label }));

/** Runs a toolbox or help menu key: the toolbox opens the drawer, help navigates. Returns false for other keys. */
function useUtilityActions() {
  const { openDrawer } = useDrawer();
  const navigate = useNavigate();
  return (key: string): boolean => {
    if (key.startsWith(TOOL_PREFIX)) {
      openDrawer(key.slice(TOOL_PREFIX.length) as DrawerView);
      return true;
    }
    if (key.startsWith(HELP_PREFIX)) {
      const link = HELP_LINKS.find((l) => `${HELP_PREFIX}${l.key}` === key);
      if (link) navigate(link.to);
      return true;
    }
    return false;
  };
}

export function Header() {
  const isPhone = useIsPhone();
  // The announcement sits under the header, outside it, so the phone's sticky bar stays one line high.
  return (
    <>
      <header className={isPhone ? 'zy-header zy-header-sticky' : 'zy-header'}>
        {isPhone ? <PhoneHeaderBar /> : <DesktopHeaderBar />}
      </header>
      <AnnouncementBar />
    </>
  );
}

/** What the header calls a logged-in user: the name, else the phone with its middle hidden. */
function accountLabel(info: ReturnType<typeof useViewer>['info']): string {
  if (!info) return '我的';
  return info.name ?? `${info.tel.slice(0, 3)}****${info.tel.slice(7)}`;
}

/** The staff menu by roleId (spec §2, §6: domain staffMenuOf), keyed by path. */
function staffMenuItems(info: UserInfo | undefined): MenuItems & DropdownItem[] {
  if (!info) return [];
  const viewer = { kind: 'user', userId: info.userId, roleId: info.roleId, roleTypes: info.roleTypes, vip: info.auth, cardType: info.cardType, province: info.province, year: info.year } as const;
  const items = staffMenuOf(viewer);
  // a student's menu would hold only 我的学员, which serves planners: shown to staff only
  if (!info.roleTypes.some((r) => r === 2 || r === 3)) return [];
  return [{ type: 'divider' as const }, ...items.map((m) => ({ key: m.path, icon: <TeamOutlined />, label: m.label }))];
}

function DesktopHeaderBar() {
  const { pathname } = useLocation();
  const showBooks = useShowsBooks();
  const { token, info } = useViewer();
  const { openLogin } = useLoginDialog();
  const runUtility = useUtilityActions();
  const confirmLogout = useConfirmLogout();
  const navigate = useNavigate();
  const selected = navKeyForPath(pathname);

  const accountItems: DropdownItem[] = [
    { key: 'userinfo', icon: <UserOutlined />, label: '个人资料' },
    ...staffMenuItems(info),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true },
  ];

  return (
    <>
      <div className="zy-header-top">
        <div className="zy-container zy-header-top-inner">
          <Logo />
          <div className="zy-header-tools">
            <HeaderDropdown items={toolboxMenuItems(showBooks)} onSelect={runUtility} buttonProps={{ icon: <AppstoreOutlined /> }}>
              工具箱 <DownOutlined className="zy-caret" />
            </HeaderDropdown>
            <HeaderDropdown items={helpMenuItems} onSelect={runUtility} buttonProps={{ icon: <QuestionCircleOutlined /> }}>
              帮助 <DownOutlined className="zy-caret" />
            </HeaderDropdown>
            {token ? (
              <HeaderDropdown
                items={accountItems}
                onSelect={(key) => (key === 'logout' ? confirmLogout() : navigate(key.startsWith('/') ? key : '/userinfo'))}
                buttonProps={{ icon: <UserOutlined />, 'aria-label': '账号菜单' }}
              >
                {accountLabel(info)} <DownOutlined className="zy-caret" />
              </HeaderDropdown>
            ) : (
              <Button type="primary" icon={<UserOutlined />} onClick={openLogin}>
                登录 / 注册
              </Button>
            )}
          </div>
        </div>
      </div>
      <nav className="zy-header-nav" aria-label="主导航">
        <div className="zy-container">
          <NavBar items={navBarItems()} selectedKey={selected} />
        </div>
      </nav>
    </>
  );
}

function PhoneHeaderBar() {
  const [open, setOpen] = useState(false);
  // once opened, the drawer stays mounted so that closing it animates
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const { pathname } = useLocation();
  const showBooks = useShowsBooks();
  const { token, info } = useViewer();
  const { openLogin } = useLoginDialog();
  const runUtility = useUtilityActions();
  const confirmLogout = useConfirmLogout();
  const navigate = useNavigate();
  const selected = navKeyForPath(pathname);

  const items: MenuItems = [
    ...navMenuItems(),
    { type: 'divider' },
    ...toolboxMenuItems(showBooks),
    { type: 'group', key: 'help', label: '帮助', children: helpMenuItems },
    { type: 'divider' as const },
    ...(token
      ? [
          { key: 'account', icon: <UserOutlined />, label: `${accountLabel(info)} · 个人资料` },
          ...staffMenuItems(info),
          { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true },
        ]
      : [{ key: 'login', icon: <UserOutlined />, label: '登录 / 注册' }]),
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    setOpen(false);
    if (key === 'logout') confirmLogout();
    else if (key === 'login') openLogin();
    else if (key === 'account') navigate('/userinfo');
    else if (key.startsWith('/')) navigate(key);
    else runUtility(key);
  };

  return (
    <div className="zy-header-top zy-header-phone">
      <div className="zy-container zy-header-top-inner">
        <Logo />
        <div className="zy-header-phone-actions">
          {!token && (
            <Button type="link" onClick={openLogin} aria-label="登录">
              登录
            </Button>
          )}
          <Button
            type="text"
            size="large"
            icon={<MenuOutlined />}
            aria-label="打开导航菜单"
            aria-expanded={open}
            onClick={() => setOpen(true)}
          />
        </div>
      </div>
      {/* the drawer's code loads on the first tap; until then nothing is drawn there */}
      {(open || opened) && (
        <Suspense fallback={null}>
          <PhoneNavDrawer open={open} onClose={() => setOpen(false)} items={items} selectedKeys={selected ? [selected] : []} onClick={onClick} />
        </Suspense>
      )}
    </div>
  );
}
