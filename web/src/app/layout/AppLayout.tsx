import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { AuthGuard } from '../../features/auth/AuthGuard';
import { useLoginDialog } from '../../lib/loginDialog';
import { useDrawer } from '../drawer';
import { Footer } from './Footer';
import { Header } from './Header';
import './layout.css';

// The dialog's forms and the toolbox drawer load when they first open, not with every page; their
// open state lives above the router (providers), so a click made while the code loads is kept.
const LoginDialog = lazy(() => import('../../features/auth/LoginDialog').then((m) => ({ default: m.LoginDialog })));
const AppDrawer = lazy(() => import('./AppDrawer').then((m) => ({ default: m.AppDrawer })));

/** Mounts `children` from the first time `open` is true on, and keeps them (a closing animation, kept state). */
function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

function LoginDialogHost() {
  const { open } = useLoginDialog();
  return (
    <OnceOpened open={open}>
      <LoginDialog />
    </OnceOpened>
  );
}

function AppDrawerHost() {
  const { open } = useDrawer();
  return (
    <OnceOpened open={open}>
      <AppDrawer />
    </OnceOpened>
  );
}

function LayoutFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <div className="zy-app">
        <a className="zy-skip-link" href="#main">
          跳到主要内容
        </a>
        <Header />
        <main id="main" className="zy-main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
      </div>
      <AppDrawerHost />
      <LoginDialogHost />
    </>
  );
}

/** A thin bar at the top while the next page's code loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="zy-nav-progress" role="progressbar" aria-label="页面加载中" />;
}

/** Header, announcement bar, page, footer and the toolbox drawer around every route. */
export function AppLayout() {
  return (
    <LayoutFrame>
      <NavigationProgress />
      <AuthGuard />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </LayoutFrame>
  );
}

/**
 * The page area while a page's code loads: the frame stays. The same spinner as the app shell of
 * index.html (global.css), so the first render continues the shell's picture without a jump.
 */
function PageLoading() {
  return (
    <div className="zy-page-loading" role="progressbar" aria-label="页面加载中">
      <span className="zy-loading-spinner" />
    </div>
  );
}
