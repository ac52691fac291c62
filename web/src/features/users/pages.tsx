import type { ReactNode } from 'react';
import { Button, Empty, Result, Skeleton, Tabs } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { UserInfoChild } from '@zhiyuan/domain';
import { LoginRequired } from '../../components/LoginRequired';
import { PageTitle } from '../../components/PageTitle';
import { useIsPhone } from '../../lib/useMediaQuery';
import { useViewer } from '../../lib/viewer';
import { BasicInfoSection } from './BasicInfoSection';
import { IntentionSection, OtherInfoSection, PhysicalSection } from './ProfileForms';
import { ScoreSheetSection } from './ScoreSheetSection';
import '../../components/load-state.css';
import './users.css';

/** /userinfo's children (spec §2), in the spec's order; which ones a member opens depends on the card (spec §6). */
const SECTIONS: readonly { path: UserInfoChild; label: string }[] = [
  { path: 'volunteerInfo', label: '志愿信息' },
  { path: 'basicInfo', label: '基本信息' },
  { path: 'physicalTest', label: '体检信息' },
  { path: 'enrollmentIntention', label: '报考意向' },
  { path: 'scoreSheet', label: '成绩单' },
  { path: 'evaluationInfo', label: '测评信息' },
  { path: 'otherInfo', label: '其他信息' },
];

function useActiveSection() {
  const { pathname } = useLocation();
  return SECTIONS.find((section) => pathname.startsWith(`/userinfo/${section.path}`)) ?? SECTIONS[1]!;
}

/** /userinfo/*: the sections the member's card opens, as tabs beside the content on a desktop and above it on a phone. */
export function UserInfoLayout() {
  const navigate = useNavigate();
  const isPhone = useIsPhone();
  const active = useActiveSection();
  const viewer = useViewer();
  const open = viewer.info?.userInfoChildren ?? [];
  const frame = (body: ReactNode) => (
    <div className="zy-container zy-page">
      <PageTitle>{`个人资料 · ${active.label}`}</PageTitle>
      <h1 className="zy-page-title">个人资料</h1>
      {body}
    </div>
  );
  if (viewer.isGuest) return frame(<div className="zy-panel"><LoginRequired what="个人资料" /></div>);
  if (!viewer.info) return frame(<div className="zy-panel"><Skeleton active /></div>);
  return frame(
    <Tabs
      className="zy-panel zy-userinfo-tabs"
      activeKey={active.path}
      tabPlacement={isPhone ? 'top' : 'start'}
      onChange={(key) => navigate(`/userinfo/${key}`)}
      items={SECTIONS.filter((s) => open.includes(s.path) || s.path === active.path).map((section) => ({
        key: section.path,
        label: open.includes(section.path) ? section.label : (
          <span>
            <LockOutlined /> {section.label}
          </span>
        ),
        children: section.path === active.path ? <Outlet /> : null,
      }))}
    />,
  );
}

/** One child of /userinfo: its form, or why the member's card does not open it. */
export function UserInfoSectionPage() {
  const active = useActiveSection();
  const { info } = useViewer();
  if (!info) return null;
  if (!info.userInfoChildren.includes(active.path)) {
    return (
      <Result
        icon={<LockOutlined />}
        title={`${active.label}需开通会员`}
        subTitle="您的会员卡不包含此项资料，请联系老师开通VIP后填写。"
      />
    );
  }
  const id = info.studentId;
  switch (active.path) {
    case 'basicInfo':
      return <BasicInfoSection studentId={id} />;
    case 'scoreSheet':
      return <ScoreSheetSection studentId={id} province={info.province} year={info.year} />;
    case 'enrollmentIntention':
      return <IntentionSection studentId={id} />;
    case 'physicalTest':
      return <PhysicalSection studentId={id} />;
    case 'otherInfo':
      return <OtherInfoSection studentId={id} />;
    case 'volunteerInfo':
      return (
        <FilledElsewhere
          title="志愿信息"
          reason="在“志愿填报”中生成并保存的志愿表会列在这里。"
          action="去填报志愿"
          to="/fillIn"
        />
      );
    case 'evaluationInfo':
      return <FilledElsewhere title="测评信息" reason="完成“测评”中的测评后，结果会列在这里。" action="去测评" to="/ceping" />;
  }
}

/** A child whose content other areas write (志愿表, 测评): empty until they do, with the way there. */
function FilledElsewhere({ title, reason, action, to }: { title: string; reason: string; action: string; to: string }) {
  const navigate = useNavigate();
  return (
    <section className="zy-userinfo-section" aria-label={title}>
      <h2 className="zy-userinfo-heading">{title}</h2>
      <Empty
        description={
          <>
            暂无数据
            <span className="zy-empty-hint">{reason}</span>
          </>
        }
      >
        <Button type="primary" onClick={() => navigate(to)}>
          {action}
        </Button>
      </Empty>
    </section>
  );
}
