import { Suspense, lazy, useState } from 'react';
import { Badge, Button, Dropdown, Menu, type MenuProps } from 'antd';
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
  return (
    <Badge
      count={count}
      showZero
      size="small"
      color={count > 0 ? undefined : '#98a2b3'}
      className="zy-nav-badge"
      title={`${count} 张志愿表`}
      data-testid="volunteer-badge"
    />
  );
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

/** The horizontal menu draws no arrow on a submenu, so the desktop header adds a caret. */
function navMenuItems(withCaret: boolean): MenuItems {
  return NAV_ITEMS.map((item) =>
    isNavGroup(item)
      ? {
          key: item.key,
          label: withCaret ? (
            <span className="zy-nav-link">
              {item.label}
              <DownOutlined className="zy-caret" />
            </span>
          ) : (
            item.label
          ),
          children: item.children.map(navLinkItem),
        }
      : navLinkItem(item),
  );
}

const TOOL_PREFIX = 'tool:';
const HELP_PREFIX = 'help:';

function toolboxMenuItems(showBooks: boolean): MenuItems {
  return toolboxGroupsFor(showBooks).map((group) => ({
    type: 'group' as const,
    key: group.key,
    label: group.label,
    children: group.entries.map((entry) => ({ key: `${TOOL_PREFIX}${entry.view}`, label: entry.label })),
  }));
}

const helpMenuItems: MenuItems = HELP_LINKS.map((link) => ({ key: `${HELP_PREFIX}${link.key}`, label: link.label }));

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
function staffMenuItems(info: UserInfo | undefined): MenuItems {
  if (!info) return [];
  const viewer = { kind: 'user', userId: info.userId, roleId: info.roleId, roleTypes: info.roleTypes, vip: info.auth, cardType: info.cardType, province: info.province, year: info.year } as const;
  const items = staffMenuOf(viewer);
  // a student's menu would hold only 我的学员, which serves planners: shown to staff only
  if (!info.roleTypes.some((r) => r === 2 || r === 3)) return [];
  return [{ type: 'divider' }, ...items.map((m) => ({ key: m.path, icon: <TeamOutlined />, label: m.label }))];
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

  const accountItems: MenuItems = [
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
            <Dropdown
              trigger={['click']}
              menu={{ items: toolboxMenuItems(showBooks), onClick: ({ key }) => runUtility(key) }}
            >
              <Button type="text" icon={<AppstoreOutlined />}>
                工具箱 <DownOutlined className="zy-caret" />
              </Button>
            </Dropdown>
            <Dropdown trigger={['click']} menu={{ items: helpMenuItems, onClick: ({ key }) => runUtility(key) }}>
              <Button type="text" icon={<QuestionCircleOutlined />}>
                帮助 <DownOutlined className="zy-caret" />
              </Button>
            </Dropdown>
            {token ? (
              <Dropdown
                trigger={['click']}
                menu={{
                  items: accountItems,
                  onClick: ({ key }) =>
                    key === 'logout' ? confirmLogout() : navigate(key.startsWith('/') ? key : '/userinfo'),
                }}
              >
                <Button type="text" icon={<UserOutlined />} aria-label="账号菜单">
                  {accountLabel(info)} <DownOutlined className="zy-caret" />
                </Button>
              </Dropdown>
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
          <Menu mode="horizontal" items={navMenuItems(true)} selectedKeys={selected ? [selected] : []} />
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
    ...navMenuItems(false),
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
