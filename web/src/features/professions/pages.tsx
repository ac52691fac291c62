import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from 'antd';
import { opensProfessionDetail } from '@zhiyuan/domain';
import { ProfessionDetail } from './ProfessionDetail';
import { ProfessionLibrary } from './ProfessionLibrary';
import { PageTitle } from '../../components/PageTitle';
import { TYPE_TABS, professionPath, tabsOf, type ProfessionTab } from './paths';
import './professions.css';

/** /chazhiye */
export function ProfessionLibraryPage() {
  return (
    <div className="professions">
      <PageTitle>查职业</PageTitle>
      <h1>查职业</h1>
      <p className="professions-note">职业分类依据《中华人民共和国职业分类大典（2022年版）》：大类 → 小类（职业类型）→ 职业。</p>
      <ProfessionLibrary />
    </div>
  );
}

/** A 5-character code opens the type view, any other the profession view (spec §4); the tab falls back to the view's default. */
function DetailRoute({ param, tab }: { param: 'typeCode' | 'professionCode'; tab: ProfessionTab }) {
  const code = useParams()[param] ?? '';
  const navigate = useNavigate();
  if (!opensProfessionDetail(code)) {
    return (
      <div className="professions">
        <Alert type="info" showIcon title="该职业类别暂无详情" description={<Link to="/chazhiye">返回职业库</Link>} />
      </div>
    );
  }
  const tabs = tabsOf(code);
  return (
    <>
      <PageTitle>{tabs === TYPE_TABS ? '职业类型' : '职业详情'}</PageTitle>
      <ProfessionDetail
        key={code}
        code={code}
        tab={tabs.some((t) => t.key === tab) ? tab : 'overview'}
        onOpen={(next) => navigate(professionPath(next))}
        onTab={(next) => navigate(tabs.find((t) => t.key === next)!.path(code))}
        libraryLink={<Link to="/chazhiye">查职业</Link>}
      />
    </>
  );
}

/** /chazhiyeoverview/:typeCode */
export const ProfessionTypeOverviewPage = () => <DetailRoute param="typeCode" tab="overview" />;
/** /chazhiyejiuye/:typeCode */
export const ProfessionTypeJobsPage = () => <DetailRoute param="typeCode" tab="jobs" />;
/** /chazhiyezhaopin/:typeCode */
export const ProfessionTypeHiringPage = () => <DetailRoute param="typeCode" tab="hiring" />;
/** /chazhiyerencai/:typeCode */
export const ProfessionTypeSchoolsPage = () => <DetailRoute param="typeCode" tab="schools" />;
/** /chazhiyedetail/:professionCode (a 5-character code here is a type: 职业概况) */
export const ProfessionDetailPage = () => <DetailRoute param="professionCode" tab="overview" />;
/** /chazhiyedetailzhaopin/:professionCode */
export const ProfessionHiringPage = () => <DetailRoute param="professionCode" tab="hiring" />;
