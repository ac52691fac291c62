import { useState } from 'react';
import { App, Button, Form, Input, Modal, Select, Switch, Table, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PLANNER_TYPES, type Planner } from '@zhiyuan/domain';
import { post } from '../../lib/http';
import { plannersQueryOptions, publicKeys, staffKeys } from './api';

/** Sample group labels of the spec (§3); staff may type others. */
const GROUP_LABELS = ['规划师一', '规划师二', '规划师三', '团队一', '团队二', '团队三'];

interface FormValues {
  tel?: string;
  name: string;
  plannerType: number;
  title?: string;
  photoUrl?: string;
  intro?: string;
  specialties: string[];
  groupLabels: string[];
}

/** 规划师管理: planners by type and group; add from a phone number, edit, disable. */
export function PlannerAdmin() {
  const [plannerType, setPlannerType] = useState<number | undefined>();
  const [groupLabel, setGroupLabel] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const query = useQuery(plannersQueryOptions({ plannerType, groupLabel, page, pageSize }));
  const [editing, setEditing] = useState<Planner | 'new' | null>(null);
  const [form] = Form.useForm<FormValues>();
  const client = useQueryClient();
  const { message } = App.useApp();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: staffKeys.all });
    void client.invalidateQueries({ queryKey: publicKeys.planners() });
  };
  const save = useMutation({
    mutationFn: (v: FormValues) =>
      editing === 'new' ? post<Planner>('/api/planner/create', v) : post<Planner>('/api/planner/update', { ...v, userId: (editing as Planner).userId }),
    onSuccess: () => {
      void message.success('保存成功');
      setEditing(null);
      refresh();
    },
  });
  const enable = useMutation({
    mutationFn: (v: { userId: string; enabled: boolean }) => post<Planner>('/api/planner/enable', v),
    onSuccess: (_, v) => {
      void message.success(v.enabled ? '已启用' : '已停用');
      refresh();
    },
  });
  const open = (p: Planner | 'new') => {
    setEditing(p);
    form.setFieldsValue(
      p === 'new'
        ? { tel: '', name: '', plannerType: 2, title: '', photoUrl: '', intro: '', specialties: [], groupLabels: [] }
        : { name: p.name ?? '', plannerType: p.plannerType, title: p.title ?? '', photoUrl: p.photoUrl ?? '', intro: p.intro ?? '', specialties: p.specialties, groupLabels: p.groupLabels },
    );
  };

  return (
    <section className="zy-panel">
      <div className="zy-staff-filters">
        <Select aria-label="规划师类型" placeholder="全部类型" allowClear style={{ width: 130 }} value={plannerType} options={PLANNER_TYPES.map((t) => ({ value: t.value, label: t.label }))} onChange={(v: number | undefined) => { setPlannerType(v); setPage(1); }} />
        <Select aria-label="分组" placeholder="全部分组" allowClear style={{ width: 130 }} value={groupLabel} options={GROUP_LABELS.map((g) => ({ value: g, label: g }))} onChange={(v: string | undefined) => { setGroupLabel(v); setPage(1); }} />
        <Button type="primary" onClick={() => open('new')}>添加规划师</Button>
      </div>
      <div className="zy-staff-table">
        <Table<Planner>
          rowKey="userId"
          loading={query.isLoading}
          dataSource={query.data?.records ?? []}
          locale={{ emptyText: '暂无数据' }}
          scroll={{ x: 720 }}
          pagination={{ current: page, pageSize, total: query.data?.total ?? 0, pageSizeOptions: [10, 20, 50, 100], showSizeChanger: true, onChange: (p, s) => { setPage(s === pageSize ? p : 1); setPageSize(s); } }}
          columns={[
            { title: '姓名', render: (_, p) => p.name ?? '未填写' },
            { title: '手机号', dataIndex: 'tel' },
            { title: '类型', dataIndex: 'plannerTypeLabel' },
            { title: '头衔', render: (_, p) => p.title ?? '—' },
            { title: '分组', render: (_, p) => p.groupLabels.map((g) => <Tag key={g}>{g}</Tag>) },
            { title: '服务中订单', dataIndex: 'activeOrders' },
            { title: '启用', render: (_, p) => <Switch checked={p.enabled} aria-label={`启用${p.name ?? p.tel}`} onChange={(enabled) => enable.mutate({ userId: p.userId, enabled })} /> },
            { title: '操作', render: (_, p) => <Button size="small" onClick={() => open(p)}>编辑</Button> },
          ]}
        />
      </div>
      <Modal title={editing === 'new' ? '添加规划师' : '编辑规划师'} open={editing !== null} onCancel={() => setEditing(null)} onOk={() => form.submit()} confirmLoading={save.isPending} destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
          {editing === 'new' && (
            <Form.Item name="tel" label="手机号" rules={[{ required: true, message: '手机号不能为空' }, { pattern: /^1[3-9]\d{9}$/, message: '手机号格式错误' }]}>
              <Input maxLength={11} inputMode="numeric" />
            </Form.Item>
          )}
          <Form.Item name="name" label="姓名" rules={[{ required: true, message: '姓名不能为空！' }]}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="plannerType" label="类型" rules={[{ required: true }]}>
            <Select options={PLANNER_TYPES.map((t) => ({ value: t.value, label: t.label }))} />
          </Form.Item>
          <Form.Item name="title" label="头衔"><Input maxLength={40} /></Form.Item>
          <Form.Item name="photoUrl" label="照片地址（https:// 或 / 开头）"><Input maxLength={500} /></Form.Item>
          <Form.Item name="intro" label="简介"><Input.TextArea maxLength={500} rows={3} /></Form.Item>
          <Form.Item name="specialties" label="擅长方向"><Select mode="tags" tokenSeparators={[',', '，']} /></Form.Item>
          <Form.Item name="groupLabels" label="分组"><Select mode="tags" options={GROUP_LABELS.map((g) => ({ value: g, label: g }))} /></Form.Item>
        </Form>
      </Modal>
    </section>
  );
}
