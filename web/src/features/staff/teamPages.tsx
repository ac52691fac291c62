/**
 * 名师团 (/mingshi) and 规划师 (/guihuashi): the enabled planners from staff
 * data (photo, title, specialties, group labels) and, for a logged-in
 * student, 预约 — an order in 1 待分配 that an admin or 主管 assigns.
 */
import { App, Avatar, Button, Card, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LOGIN_FIRST, type Order, type PublicPlanner } from '@zhiyuan/domain';
import { LoadState } from '../../components/LoadState';
import { PageTitle } from '../../components/PageTitle';
import { post } from '../../lib/http';
import { useLoginDialog } from '../../lib/loginDialog';
import { useViewer } from '../../lib/viewer';
import { myOrdersQueryOptions, publicKeys, publicPlannersQueryOptions } from './api';
import './staff.css';

function PlannerCard({ planner, onAsk, asking, disabled }: { planner: PublicPlanner; onAsk: () => void; asking: boolean; disabled: boolean }) {
  return (
    <Card className="zy-planner-card">
      <div className="zy-planner-head">
        <Avatar size={64} src={planner.photoUrl ?? undefined} icon={<UserOutlined />} alt={planner.name ?? '规划师'} />
        <div>
          <div className="zy-planner-name">{planner.name ?? '规划师'}</div>
          <div>{planner.title ?? planner.plannerTypeLabel}</div>
        </div>
      </div>
      {planner.intro && <p className="zy-planner-intro">{planner.intro}</p>}
      {planner.specialties.length > 0 && (
        <div>
          擅长：{planner.specialties.map((s) => <Tag key={s} color="blue">{s}</Tag>)}
        </div>
      )}
      {planner.groupLabels.length > 0 && <div>{planner.groupLabels.map((g) => <Tag key={g}>{g}</Tag>)}</div>}
      <Button type="primary" onClick={onAsk} loading={asking} disabled={disabled} title={disabled ? '您已有一个进行中的预约' : undefined}>
        预约TA
      </Button>
    </Card>
  );
}

function PlannersView({ title, intro }: { title: string; intro: string }) {
  const query = useQuery(publicPlannersQueryOptions());
  const { token, isGuest } = useViewer();
  const mine = useQuery(myOrdersQueryOptions(token));
  const open = (mine.data ?? []).find((o) => [1, 2, 3, 6].includes(o.status));
  const { openLogin } = useLoginDialog();
  const { message } = App.useApp();
  const client = useQueryClient();
  const ask = useMutation({
    mutationFn: (plannerUserId: string) => post<Order>('/api/orders/ask', { plannerUserId }),
    onSuccess: () => {
      void message.success('预约成功，我们会尽快为您分配规划师');
      void client.invalidateQueries({ queryKey: publicKeys.myOrders() });
    },
  });
  const onAsk = (p: PublicPlanner) => {
    if (isGuest) {
      void message.warning(LOGIN_FIRST);
      openLogin();
      return;
    }
    ask.mutate(p.userId);
  };
  const planners = query.data ?? [];
  return (
    <div className="zy-container zy-page">
      <PageTitle>{title}</PageTitle>
      <h1 className="zy-page-title">{title}</h1>
      <p>{intro}</p>
      {open && (
        <p role="status">
          您的预约（订单 {open.id}）：{open.statusLabel}
          {open.plannerName ? `，规划师 ${open.plannerName}` : ''}
        </p>
      )}
      <LoadState query={query} what="规划师" isEmpty={planners.length === 0} emptyReason="目前还没有上线的规划师，敬请期待。">
        <div className="zy-planner-grid">
          {planners.map((p) => (
            <PlannerCard key={p.userId} planner={p} asking={ask.isPending && ask.variables === p.userId} disabled={open !== undefined} onAsk={() => onAsk(p)} />
          ))}
        </div>
      </LoadState>
    </div>
  );
}

/** /mingshi */
export function TeachersPage() {
  return <PlannersView title="名师团" intro="为学生提供志愿指导的老师：擅长的方向与所在团队。登录后可预约一对一的志愿规划服务。" />;
}

/** /guihuashi */
export function PlannersPage() {
  return <PlannersView title="规划师" intro="升学规划师的介绍。选择一位规划师预约，我们会为您分配并尽快联系。" />;
}

/**
 * A student's side of 我的学员 (spec §6 lists it for role 1 too): the student's own orders for a planner's
 * service, and where to ask for one — the planners' order lists are for staff.
 */
export function MyOrdersPanel() {
  const { token } = useViewer();
  const mine = useQuery(myOrdersQueryOptions(token));
  const orders = mine.data ?? [];
  return (
    <section className="zy-panel" aria-labelledby="zy-my-orders">
      <h2 id="zy-my-orders">我的规划服务</h2>
      <LoadState
        query={mine}
        what="我的订单"
        isEmpty={orders.length === 0}
        emptyReason={
          <>
            还没有预约规划师，可到 <Link to="/guihuashi">规划师</Link> 页面预约。
          </>
        }
      >
        <ul>
          {orders.map((o) => (
            <li key={o.id}>
              订单 {o.id}：{o.statusLabel}
              {o.plannerName ? `，规划师 ${o.plannerName}` : '，正在为您分配规划师'}
            </li>
          ))}
        </ul>
      </LoadState>
    </section>
  );
}
