import { Tabs } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { UnderConstruction } from '../../components/UnderConstruction';

/** The school detail's tabs, each a route of its own (spec §2 School detail). */
const DETAIL_TABS = [
  { path: 'chadaxueoverview', label: '院校概况', description: '学校简介、办学基本信息、升学与保研率、各排名体系的历年名次和校园风光。' },
  { path: 'chadaxuezhaosheng', label: '招生简章', description: '学校历年发布的招生简章，可搜索、分页浏览并阅读全文。' },
  { path: 'chadaxueluqu', label: '录取分数线', description: '按省份、年份、选科查看学校与专业的历年录取最高分、最低分、平均分和最低位次。' },
  { path: 'chadaxuejihua', label: '招生计划', description: '按省份、年份、科目、批次和专业组查看各专业的招生人数、学制和学费。' },
  { path: 'chadaxuezhuanye', label: '专业院系', description: '学科评估结果、特色专业和院系设置，点击专业可查看专业详情。' },
  { path: 'preFraction', label: '提前批招生计划', description: '提前批次的招生计划，包括各专业的计划人数、学费、学制和选科要求。' },
  { path: 'preFractionScoreline', label: '提前批分数线', description: '提前批次的历年录取人数、最高分、最低分和最低位次。' },
] as const;

/** What the library passes along when it opens a school, so the detail can name it before its data loads. */
export interface SchoolDetailLinkState {
  schoolName?: string;
  /** The library's path and query, so 返回查大学 restores the filters and page. */
  from?: string;
}

function linkState(state: unknown): { schoolName: string | null; backTo: string } {
  const { schoolName, from } = (state ?? {}) as SchoolDetailLinkState;
  return {
    schoolName: typeof schoolName === 'string' && schoolName !== '' ? schoolName : null,
    backTo: typeof from === 'string' && from.startsWith('/chadaxue') ? from : '/chadaxue',
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
  const { schoolName, backTo } = linkState(state);
  return (
    <div className="zy-container zy-page">
      <PageTitle>{`${schoolName ?? '院校详情'} · ${active.label}`}</PageTitle>
      <Link to={backTo} className="zy-back-link">
        <ArrowLeftOutlined /> 返回查大学
      </Link>
      <h1 className="zy-page-title">{schoolName ?? '院校详情'}</h1>
      <div className="zy-panel">
        <Tabs
          activeKey={active.path}
          items={DETAIL_TABS.map((tab) => ({ key: tab.path, label: tab.label }))}
          onChange={(key) => navigate(`/${key}/${encodeURIComponent(id)}`, { state })}
        />
        <Outlet />
      </div>
    </div>
  );
}

export function SchoolDetailTabPage() {
  const active = useActiveTab();
  return <UnderConstruction embedded feature={active.label} description={active.description} />;
}

/** /chadaxuezhaosheng/:id/admission/:guideId: one admission guide, opened from the 招生简章 tab. */
export function AdmissionGuideInTabPage() {
  return (
    <UnderConstruction
      embedded
      feature="招生简章详情"
      description="招生简章的标题、发布日期、标签和全文；回到招生简章标签页时重新显示列表。"
    />
  );
}

/** /ZhaoshengDetail/:id */
export function AdmissionGuidePage() {
  return <UnderConstruction feature="招生简章详情" description="阅读一份招生简章的全文，包括发布日期和标签。" />;
}
