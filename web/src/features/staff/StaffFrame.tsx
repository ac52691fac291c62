import { useState, type ReactNode } from 'react';
import { Alert, Result, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { FORBIDDEN, maySeeStaffPage, type UserInfo, type UserViewer } from '@zhiyuan/domain';
import { LoginRequired } from '../../components/LoginRequired';
import { PageTitle } from '../../components/PageTitle';
import { useViewer } from '../../lib/viewer';
import { pollQueryOptions } from './api';
import './staff.css';

export function viewerOf(info: UserInfo): UserViewer {
  return {
    kind: 'user',
    userId: info.userId,
    roleId: info.roleId,
    roleTypes: info.roleTypes,
    vip: info.auth,
    cardType: info.cardType,
    province: info.province,
    year: info.year,
  };
}

/** New orders since the page opened, asked every 30 s (spec §4 staff poll). */
function NewOrders() {
  const [since] = useState(() => Date.now());
  const poll = useQuery(pollQueryOptions(since));
  const n = poll.data?.count ?? 0;
  if (!n) return null;
  return <Alert className="zy-staff-poll" type="info" showIcon title={`打开本页后有 ${n} 个新订单`} />;
}

/**
 * A staff page: its title and, for the viewer whose staff menu holds the path
 * (spec §6, domain staffMenuOf), its body; else why not. The server refuses
 * the same viewers on every call behind it.
 */
export function StaffFrame({ path, title, children, poll = true }: { path: string; title: string; children: (viewer: UserViewer) => ReactNode; poll?: boolean }) {
  const { isGuest, info } = useViewer();
  const frame = (body: ReactNode) => (
    <div className="zy-container zy-page zy-staff">
      <PageTitle>{title}</PageTitle>
      <h1 className="zy-page-title">{title}</h1>
      {body}
    </div>
  );
  if (isGuest) return frame(<div className="zy-panel"><LoginRequired what={title} /></div>);
  if (!info) return frame(<div className="zy-panel"><Skeleton active /></div>);
  const viewer = viewerOf(info);
  if (!maySeeStaffPage(viewer, path)) return frame(<Result status="403" title={FORBIDDEN} subTitle="此页面只对规划师或管理员开放。" />);
  const staff = viewer.roleTypes.some((r) => r === 2 || r === 3);
  return frame(
    <>
      {poll && staff && <NewOrders />}
      {children(viewer)}
    </>,
  );
}
