import { Tabs } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { UnderConstruction } from '../../components/UnderConstruction';
import { useIsPhone } from '../../lib/useMediaQuery';

/** /userinfo's children (spec §2); which ones a member sees depends on the VIP card (spec §6). */
const SECTIONS = [
  { path: 'volunteerInfo', label: '志愿信息', description: '高考省份、年份、选科和分数，填报志愿时直接使用。' },
  { path: 'basicInfo', label: '基本信息', description: '姓名、性别、民族、就读学校和联系方式。' },
  { path: 'physicalTest', label: '体检信息', description: '体检结论，用于筛掉对身体条件有要求而你不符合的专业。' },
  { path: 'enrollmentIntention', label: '报考意向', description: '想去的地区、院校类型和专业方向。' },
  { path: 'scoreSheet', label: '成绩单', description: '历次模考和高考的各科成绩。' },
  { path: 'evaluationInfo', label: '测评信息', description: '做过的测评和它们的结果。' },
  { path: 'otherInfo', label: '其他信息', description: '加分政策、专项计划资格等其他报考信息。' },
] as const;

function useActiveSection() {
  const { pathname } = useLocation();
  return SECTIONS.find((section) => pathname.startsWith(`/userinfo/${section.path}`)) ?? SECTIONS[1];
}

/** /userinfo/*: the profile's sections as tabs, beside the content on a desktop and above it on a phone. */
export function UserInfoLayout() {
  const navigate = useNavigate();
  const isPhone = useIsPhone();
  const active = useActiveSection();
  return (
    <div className="zy-container zy-page">
      <PageTitle>{`个人资料 · ${active.label}`}</PageTitle>
      <h1 className="zy-page-title">个人资料</h1>
      <Tabs
        className="zy-panel"
        activeKey={active.path}
        tabPlacement={isPhone ? 'top' : 'start'}
        onChange={(key) => navigate(`/userinfo/${key}`)}
        items={SECTIONS.map((section) => ({
          key: section.path,
          label: section.label,
          children: section.path === active.path ? <Outlet /> : null,
        }))}
      />
    </div>
  );
}

export function UserInfoSectionPage() {
  const active = useActiveSection();
  return <UnderConstruction embedded feature={active.label} description={active.description} />;
}
