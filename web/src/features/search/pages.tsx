import { Tabs } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { UnderConstruction } from '../../components/UnderConstruction';

/** /search's children (spec §2). */
const SCOPES = [
  { path: 'all', label: '全部', description: '一次搜索院校、专业、职业和资讯。' },
  { path: 'searchSchool', label: '院校', description: '按名称搜索院校，结果与查大学一致。' },
  { path: 'searchZhuanye', label: '专业', description: '按名称搜索本科、专科和高职本科专业。' },
  { path: 'searchZhiye', label: '职业', description: '按名称搜索职业和职业类别。' },
  { path: 'searchZixun', label: '资讯', description: '搜索高考资讯和招生简章。' },
] as const;

function useActiveScope() {
  const { pathname } = useLocation();
  return SCOPES.find((scope) => pathname.startsWith(`/search/${scope.path}`)) ?? SCOPES[0];
}

export function SearchLayout() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const active = useActiveScope();
  return (
    <div className="zy-container zy-page">
      <PageTitle>搜索</PageTitle>
      <h1 className="zy-page-title">搜索</h1>
      <div className="zy-panel">
        <Tabs
          activeKey={active.path}
          onChange={(key) => navigate(`/search/${key}${search}`)}
          items={SCOPES.map((scope) => ({ key: scope.path, label: scope.label }))}
        />
        <Outlet />
      </div>
    </div>
  );
}

export function SearchScopePage() {
  const active = useActiveScope();
  return <UnderConstruction embedded feature={`搜索${active.label}`} description={active.description} />;
}
