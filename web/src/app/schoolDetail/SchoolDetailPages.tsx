import { useRef } from 'react';
import { Result, Tabs } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { GuideDetail } from '../../features/guides/GuidesTab';
import { useSchoolBase } from '../../features/schools/api';
import { SchoolHeader } from '../../features/schools/SchoolHeader';
import { DetailParamsContext, useUrlDetailParams } from '../../lib/detailParams';
import { HttpError } from '../../lib/http';
import { DETAIL_TABS, SchoolDetailTabContent, type DetailTab } from './SchoolDetailTabs';
import './schoolDetail.css';

/** What the library passes along when it opens a school, so the detail can name it before its data loads. */
export interface SchoolDetailLinkState {
  schoolName?: string;
  /** The library's path and query, so 返回查大学 restores the filters and page. */
  from?: string;
}

function linkState(state: unknown): { schoolName: string | null; backTo: string; backLabel: string } {
  const { schoolName, from } = (state ?? {}) as SchoolDetailLinkState;
  const fromRanking = typeof from === 'string' && from.startsWith('/chadaxuerank');
  return {
    schoolName: typeof schoolName === 'string' && schoolName !== '' ? schoolName : null,
    backTo: typeof from === 'string' && from.startsWith('/chadaxue') ? from : '/chadaxue',
    backLabel: fromRanking ? '返回大学排名' : '返回查大学',
  };
}

/** /chadaxuedetail/:id opens the overview tab. */
export function SchoolDetailRedirect() {
  const { id = '' } = useParams();
  const { state } = useLocation();
  return <Navigate to={`/chadaxueoverview/${encodeURIComponent(id)}`} state={state} replace />;
}

function useActiveTab() {
  const { pathname } = useLocation();
  return DETAIL_TABS.find((tab) => pathname.startsWith(`/${tab.path}/`)) ?? DETAIL_TABS[0];
}

/** Header and tab bar shared by the detail routes; the tab's page renders below. */
export function SchoolDetailLayout() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { state } = useLocation();
  const active = useActiveTab();
  const { schoolName, backTo, backLabel } = linkState(state);
  const base = useSchoolBase(id);
  const name = base.data?.schoolName ?? schoolName;
  const tabBar = useRef<HTMLDivElement>(null);
  // a tab switch keeps the page where it is; only when the tab bar has scrolled away does it come back into view
  const openTab = (key: string) => {
    navigate(`/${key}/${encodeURIComponent(id)}`, { state, preventScrollReset: true });
    const bar = tabBar.current;
    if (bar && bar.getBoundingClientRect().top < 0) bar.scrollIntoView({ block: 'start' });
  };
  const missing = base.error instanceof HttpError && (base.error.status === 404 || base.error.status === 400);
  return (
    <div className="zy-container zy-page zy-school-detail">
      <PageTitle>{`${name ?? '院校详情'} · ${active.label}`}</PageTitle>
      <Link to={backTo} className="zy-back-link">
        <ArrowLeftOutlined /> {backLabel}
      </Link>
      {missing ? (
        <div className="zy-panel">
          <Result status="404" title="院校不存在" subTitle="没有找到这所学校，请回到院校库重新查找。" />
        </div>
      ) : (
        <>
          <div className="zy-panel">
            <SchoolHeader schoolId={id} fallbackName={schoolName} />
          </div>
          <div className="zy-panel zy-detail-panel" ref={tabBar}>
            <Tabs
              activeKey={active.path}
              items={DETAIL_TABS.map((tab) => ({ key: tab.path, label: tab.label }))}
              // a tap opens the ··· menu and a pick closes it (hover menus stay open on a phone)
              more={{ trigger: ['click'] }}
              onChange={openTab}
            />
            <Outlet />
          </div>
        </>
      )}
    </div>
  );
}

/** One tab of the page; its filters live in the URL query. */
export function SchoolDetailTabPage() {
  const { id = '' } = useParams();
  const active = useActiveTab();
  const navigate = useNavigate();
  const { state } = useLocation();
  const params = useUrlDetailParams();
  return (
    <DetailParamsContext.Provider value={params}>
      <SchoolDetailTabContent
        schoolId={id}
        tab={active.path as DetailTab}
        onOpenGuide={(guideId) => navigate(`/chadaxuezhaosheng/${encodeURIComponent(id)}/admission/${encodeURIComponent(guideId)}`, { state })}
        onCloseGuide={() => navigate(`/chadaxuezhaosheng/${encodeURIComponent(id)}`, { state })}
      />
    </DetailParamsContext.Provider>
  );
}

/** /chadaxuezhaosheng/:id/admission/:guideId: one admission guide, opened from the 招生简章 tab. */
export function AdmissionGuideInTabPage() {
  const { id = '', guideId = '' } = useParams();
  const navigate = useNavigate();
  const { state } = useLocation();
  return <GuideDetail guideId={guideId} onBack={() => navigate(`/chadaxuezhaosheng/${encodeURIComponent(id)}`, { state })} />;
}
