import { useState } from 'react';
import { App, Button, Select, Space, Table, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ORDER_ACTION_LABELS,
  ORDER_MOVES,
  ORDER_STATUS_FILTER_OPTIONS,
  isAdmin,
  type Order,
  type OrderAction,
  type OrderStatus,
  type UserViewer,
} from '@zhiyuan/domain';
import { post } from '../../lib/http';
import { ordersQueryOptions, plannersQueryOptions, staffKeys } from './api';

const STATUS_COLORS: Record<number, string> = { 1: 'orange', 2: 'blue', 3: 'green', 4: 'default', 6: 'gold', 7: 'red' };
export const StatusTag = ({ status, label }: { status: number; label: string }) => <Tag color={STATUS_COLORS[status]}>{label}</Tag>;

/** The service moves a button offers for an order in its status (domain ORDER_MOVES; the server decides who). */
function movesFor(status: number, admin: boolean): OrderAction[] {
  return (['start', 'complete', 'pause', 'resume', 'refund'] as const).filter(
    (a) => (ORDER_MOVES[a].from as readonly number[]).includes(status as OrderStatus) && (a !== 'refund' || admin),
  );
}

/** Orders with the status filter (1–4) and the moves of the state machine; admins and 主管 assign. */
export function OrdersPanel({ viewer, title }: { viewer: UserViewer; title: string }) {
  const [status, setStatus] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const query = useQuery(ordersQueryOptions({ status, page, pageSize }));
  const admin = isAdmin(viewer);
  const planners = useQuery({ ...plannersQueryOptions({ pageSize: 100 }), enabled: admin });
  const client = useQueryClient();
  const { message } = App.useApp();
  const done = (text: string) => {
    void message.success(text);
    void client.invalidateQueries({ queryKey: staffKeys.all });
  };
  const move = useMutation({
    mutationFn: ({ id, action }: { id: string; action: OrderAction }) => post<Order>(`/api/planner/orders/${id}/move`, { action }),
    onSuccess: (_, v) => done(`${ORDER_ACTION_LABELS[v.action]}：操作成功`),
  });
  const assign = useMutation({
    mutationFn: ({ id, plannerUserId }: { id: string; plannerUserId: string }) => post<Order>(`/api/planner/orders/${id}/assign`, { plannerUserId }),
    onSuccess: () => done('已分配'),
  });

  return (
    <section className="zy-panel" aria-label={title}>
      <h2 className="zy-staff-section-title">{title}</h2>
      <div className="zy-staff-filters">
        <Select
          aria-label="订单状态"
          placeholder="全部状态"
          allowClear
          style={{ width: 160 }}
          value={status}
          options={ORDER_STATUS_FILTER_OPTIONS.map((s) => ({ value: s.value, label: s.label }))}
          onChange={(v: number | undefined) => {
            setStatus(v);
            setPage(1);
          }}
        />
      </div>
      <div className="zy-staff-table">
        <Table<Order>
          rowKey="id"
          size="middle"
          loading={query.isLoading}
          dataSource={query.data?.records ?? []}
          locale={{ emptyText: '暂无数据' }}
          scroll={{ x: 720 }}
          pagination={{
            current: page,
            pageSize,
            total: query.data?.total ?? 0,
            pageSizeOptions: [10, 20, 50, 100],
            showSizeChanger: true,
            onChange: (p, s) => {
              setPage(s === pageSize ? p : 1);
              setPageSize(s);
            },
          }}
          columns={[
            { title: '订单号', dataIndex: 'id', width: 80 },
            { title: '学生', render: (_, o) => `${o.studentName ?? '未填写'}（${o.studentTel ?? ''}）` },
            { title: '状态', render: (_, o) => <StatusTag status={o.status} label={o.statusLabel} /> },
            { title: '规划师', render: (_, o) => o.plannerName ?? (o.requestedPlannerName ? `希望：${o.requestedPlannerName}` : '—') },
            { title: '备注', dataIndex: 'note', render: (n: string | null) => n ?? '—' },
            {
              title: '操作',
              render: (_, o) => (
                <Space wrap>
                  {(o.status === 1 || o.status === 2) && admin && (
                    <Select
                      aria-label={`分配订单${o.id}`}
                      size="small"
                      placeholder="分配规划师"
                      style={{ width: 130 }}
                      options={(planners.data?.records ?? []).filter((p) => p.enabled).map((p) => ({ value: p.userId, label: p.name ?? p.tel }))}
                      onChange={(plannerUserId: string) => assign.mutate({ id: o.id, plannerUserId })}
                    />
                  )}
                  {movesFor(o.status, admin).map((a) => (
                    <Button key={a} size="small" danger={a === 'refund'} onClick={() => move.mutate({ id: o.id, action: a })}>
                      {ORDER_ACTION_LABELS[a]}
                    </Button>
                  ))}
                </Space>
              ),
            },
          ]}
        />
      </div>
    </section>
  );
}
