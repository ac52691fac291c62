import { Suspense, lazy, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Drawer, Menu, Spin } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useShowsBooks } from '../../lib/origin';
import { useIsPhone } from '../../lib/useMediaQuery';
import { useDrawer, type DrawerParams, type DrawerView } from '../drawer';
import { toolboxGroupsFor } from './navigation';

const DrawerSchoolLibrary = lazy(() => import('../../features/schools/DrawerSchoolLibrary'));
const DrawerSchoolDetail = lazy(() => import('../schoolDetail/DrawerSchoolDetail'));
const DrawerRanking = lazy(() => import('../../features/rankings/DrawerRanking'));
const DrawerBatchLines = lazy(() => import('../../features/batchlines/DrawerBatchLines'));
const DrawerRankLine = lazy(() => import('../../features/ranktables/DrawerRankLine'));
const DrawerBooks = lazy(() => import('../../features/books/DrawerBooks'));
const DrawerMajorLibrary = lazy(() => import('../../features/majors/DrawerMajors'));
const DrawerMajorDetail = lazy(() => import('../../features/majors/DrawerMajors').then((m) => ({ default: m.DrawerMajorDetail })));
const DrawerProfessionLibrary = lazy(() => import('../../features/professions/DrawerProfessions').then((m) => ({ default: m.DrawerProfessionLibrary })));
const DrawerProfessionDetail = lazy(() => import('../../features/professions/DrawerProfessions').then((m) => ({ default: m.DrawerProfessionDetail })));

/** Detail views live under their library in the drawer's menu. */
const MENU_VIEW: Partial<Record<DrawerView, DrawerView>> = {
  schoolDetail: 'school',
  majorDetail: 'major',
  professionDetail: 'profession',
};

const DRAWER_WIDTH = 1300;

/**
 * The libraries stay mounted behind the views they open once shown, so 返回
 * (or the menu) finds the same tab, filters, search, current match and scroll.
 */
const KEPT_VIEWS = ['school', 'major', 'profession'] as const;
type KeptView = (typeof KEPT_VIEWS)[number];
const isKept = (view: DrawerView): view is KeptView => (KEPT_VIEWS as readonly DrawerView[]).includes(view);

/** The right-side drawer of spec §2: a menu of libraries and lists beside the chosen view. */
export function AppDrawer() {
  const { open, view, params, openDrawer, closeDrawer } = useDrawer();
  const isPhone = useIsPhone();
  const showBooks = useShowsBooks();
  const groups = toolboxGroupsFor(showBooks);
  const menuView = view === 'schoolDetail' && params.from === 'rank' ? 'rank' : (MENU_VIEW[view] ?? view);
  const select = (key: string) => openDrawer(key as DrawerView);
  const [kept, setKept] = useState<readonly KeptView[]>([]);
  if (open && isKept(view) && !kept.includes(view)) setKept([...kept, view]);

  // the content box scrolls: a library comes back where it was left, any other view starts at the top
  const contentRef = useRef<HTMLElement>(null);
  const shown = useRef<DrawerView>(view);
  const scrollOf = useRef(new Map<DrawerView, number>());
  useLayoutEffect(() => {
    const box = contentRef.current;
    if (!box || shown.current === view) return;
    shown.current = view;
    box.scrollTop = isKept(view) ? (scrollOf.current.get(view) ?? 0) : 0;
  }, [view]);
  const onScroll = () => {
    if (isKept(shown.current) && contentRef.current) scrollOf.current.set(shown.current, contentRef.current.scrollTop);
  };

  return (
    <Drawer
      open={open}
      onClose={closeDrawer}
      placement="right"
      size={isPhone ? '100%' : DRAWER_WIDTH}
      closable={false}
      className="zy-app-drawer"
      styles={{ body: { padding: 0 }, wrapper: { maxWidth: '100vw' } }}
      aria-label="工具箱"
    >
      <div className={isPhone ? 'zy-app-drawer-frame zy-app-drawer-phone' : 'zy-app-drawer-frame'}>
        {isPhone ? (
          <div className="zy-app-drawer-phonebar">
            <nav className="zy-app-drawer-tabs" aria-label="工具箱">
              {groups.flatMap((group) =>
                group.entries.map((entry) => (
                  <button
                    key={entry.view}
                    type="button"
                    className={entry.view === menuView ? 'zy-app-drawer-tab is-active' : 'zy-app-drawer-tab'}
                    aria-current={entry.view === menuView ? 'page' : undefined}
                    onClick={() => select(entry.view)}
                  >
                    {entry.drawerLabel ?? entry.label}
                  </button>
                )),
              )}
            </nav>
            <CloseButton onClick={closeDrawer} />
          </div>
        ) : (
          <>
            <CloseButton onClick={closeDrawer} floating />
            <aside className="zy-app-drawer-menu">
              <div className="zy-app-drawer-menu-title">工具箱</div>
              <Menu
                mode="inline"
                selectedKeys={[menuView]}
                onClick={({ key }) => select(key)}
                items={groups.map((group) => ({
                  type: 'group' as const,
                  key: group.key,
                  label: group.label,
                  children: group.entries.map((entry) => ({ key: entry.view, label: entry.drawerLabel ?? entry.label })),
                }))}
              />
            </aside>
          </>
        )}
        <section className="zy-app-drawer-content" ref={contentRef} onScroll={onScroll}>
          {kept.map((library) => (
            <div key={library} hidden={view !== library}>
              <Suspense fallback={<DrawerLoading />}>
                <DrawerLibrary view={library} />
              </Suspense>
            </div>
          ))}
          {!isKept(view) && <DrawerView view={view} params={params} showBooks={showBooks} />}
        </section>
      </div>
    </Drawer>
  );
}

/** What the major views open, in the drawer. */
function useMajorLinks() {
  const { openDrawer } = useDrawer();
  return {
    onOpen: (p: DrawerParams) => openDrawer('majorDetail', p),
    onOpenSchool: (id: string, name: string) => openDrawer('schoolDetail', { id, name }),
    onOpenProfession: (code: string, name: string) => openDrawer('professionDetail', { code, name }),
  };
}

function DrawerLibrary({ view }: { view: KeptView }) {
  const { openDrawer } = useDrawer();
  const majorLinks = useMajorLinks();
  if (view === 'school') return <DrawerSchoolLibrary onOpenSchool={(school) => openDrawer('schoolDetail', { id: school.id, name: school.schoolName })} />;
  if (view === 'major') return <DrawerMajorLibrary {...majorLinks} />;
  return <DrawerProfessionLibrary onOpen={(code, name) => openDrawer('professionDetail', { code, name })} />;
}

interface DrawerViewProps {
  view: Exclude<DrawerView, KeptView>;
  params: DrawerParams;
  showBooks: boolean;
}

function DrawerView({ view, params, showBooks }: DrawerViewProps) {
  const { openDrawer } = useDrawer();
  const majorLinks = useMajorLinks();
  if (view === 'schoolDetail') {
    return (
      <Suspense fallback={<DrawerLoading />}>
        <DrawerSchoolDetail
          key={params.id}
          schoolId={params.id ?? ''}
          schoolName={params.name}
          backLabel={params.from === 'rank' ? '返回大学排名' : '返回院校库'}
          onBack={() => openDrawer(params.from === 'rank' ? 'rank' : 'school')}
        />
      </Suspense>
    );
  }
  if (view === 'rank') {
    return (
      <Suspense fallback={<DrawerLoading />}>
        <DrawerRanking
          onOpenSchool={(row) => row.schoolId && openDrawer('schoolDetail', { id: row.schoolId, name: row.schoolName, from: 'rank' })}
        />
      </Suspense>
    );
  }
  if (view === 'majorDetail') {
    return (
      <Suspense fallback={<DrawerLoading />}>
        <DrawerMajorDetail params={params} onBack={() => openDrawer('major')} {...majorLinks} />
      </Suspense>
    );
  }
  if (view === 'book') {
    if (!showBooks) return <DrawerMessage>原始书籍只在特定入口开放。</DrawerMessage>;
    return (
      <Suspense fallback={<DrawerLoading />}>
        <DrawerBooks />
      </Suspense>
    );
  }
  if (view === 'ScoreLine' || view === 'RankLine') {
    return (
      <Suspense fallback={<DrawerLoading />}>{view === 'ScoreLine' ? <DrawerBatchLines /> : <DrawerRankLine />}</Suspense>
    );
  }
  // what is left: a profession
  return (
    <Suspense fallback={<DrawerLoading />}>
      <DrawerProfessionDetail code={params.code ?? ''} onOpen={(code) => openDrawer('professionDetail', { code })} onBack={() => openDrawer('profession')} />
    </Suspense>
  );
}

function CloseButton({ onClick, floating = false }: { onClick: () => void; floating?: boolean }) {
  return (
    <Button
      className={floating ? 'zy-app-drawer-close is-floating' : 'zy-app-drawer-close'}
      type="text"
      shape="circle"
      icon={<CloseOutlined />}
      aria-label="关闭"
      onClick={onClick}
    />
  );
}

function DrawerLoading() {
  return (
    <div className="zy-app-drawer-loading">
      <Spin />
    </div>
  );
}

function DrawerMessage({ children }: { children: ReactNode }) {
  return <p className="zy-app-drawer-message">{children}</p>;
}
