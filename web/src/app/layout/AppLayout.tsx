import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { Spin } from 'antd';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { AuthGuard } from '../../features/auth/AuthGuard';
import { useLoginDialog } from '../../lib/loginDialog';
import { AppDrawer } from './AppDrawer';
import { Footer } from './Footer';
import { Header } from './Header';
import './layout.css';

// The dialog's forms load when it first opens, not with every page.
const LoginDialog = lazy(() => import('../../features/auth/LoginDialog').then((m) => ({ default: m.LoginDialog })));

function LoginDialogHost() {
  const { open } = useLoginDialog();
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  return wanted ? (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  ) : null;
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
      <AppDrawer />
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

/** The page area while a page's code loads: the frame stays. */
function PageLoading() {
  return (
    <div className="zy-page-loading">
      <Spin size="large" />
    </div>
  );
}
