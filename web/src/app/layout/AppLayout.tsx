import type { ReactNode } from 'react';
import { Spin } from 'antd';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { DrawerProvider } from '../drawer';
import { AppDrawer } from './AppDrawer';
import { Footer } from './Footer';
import { Header } from './Header';
import './layout.css';

function LayoutFrame({ children }: { children: ReactNode }) {
  return (
    <DrawerProvider>
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
    </DrawerProvider>
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
      <Outlet />
      <ScrollRestoration />
    </LayoutFrame>
  );
}

/** Shown while the first page's code loads: the same frame, a spinner for the page. */
export function AppLayoutFallback() {
  return (
    <LayoutFrame>
      <div className="zy-page-loading">
        <Spin size="large" />
      </div>
    </LayoutFrame>
  );
}
