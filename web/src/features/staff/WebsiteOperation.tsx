import type { ReactNode } from 'react';
import { useState } from 'react';
import { App, Button, DatePicker, Form, Input, InputNumber, Select, Table, Tabs, Tag, Alert, Empty } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { ANNOUNCEMENT_TYPES, VIP_CARD_TYPES, type Announcement, type IssuedCard } from '@zhiyuan/domain';
import { post } from '../../lib/http';
import { allAnnouncementsQueryOptions, publicKeys, staffKeys } from './api';

// the date picker's month and week names in Chinese: set here, the one page with dates, so the home
// route does not carry dayjs and its locale
dayjs.locale('zh-cn');

const typeLabel = (t: number) => ANNOUNCEMENT_TYPES.find((a) => a.value === t)?.label ?? String(t);

function Announcements() {
  const query = useQuery(allAnnouncementsQueryOptions());
  const client = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ type: number; date: Dayjs; message: string }>();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: staffKeys.announcementsAll() });
    void client.invalidateQueries({ queryKey: publicKeys.announcements() });
  };
  const create = useMutation({
    mutationFn: async (v: { type: number; date: Dayjs; message: string; publish: boolean }) => {
      const made = await post<Announcement>('/api/announcements', { type: v.type, date: v.date.format('YYYY-MM-DD'), message: v.message });
      if (v.publish) await post(`/api/announcements/${made.id}/publish`);
    },
    onSuccess: (_, v) => {
      void message.success(v.publish ? '发布成功' : '保存成功');
      form.resetFields();
      refresh();
    },
  });
  const toggle = useMutation({
    mutationFn: (a: Announcement) => post(`/api/announcements/${a.id}/${a.published ? 'unpublish' : 'publish'}`),
    onSuccess: (_, a) => {
      void message.success(a.published ? '已撤回' : '发布成功');
      refresh();
    },
  });
  const [publishNow, setPublishNow] = useState(true);
  return (
    <>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ type: 1, date: dayjs() }}
        onFinish={(v) => create.mutate({ ...v, publish: publishNow })}
        aria-label="新公告"
      >
        <div className="zy-staff-filters">
          <Form.Item name="type" label="类型" rules={[{ required: true }]}>
            <Select style={{ width: 130 }} options={ANNOUNCEMENT_TYPES.map((a) => ({ value: a.value, label: a.label }))} />
          </Form.Item>
          <Form.Item name="date" label="日期" rules={[{ required: true, message: '请选择日期' }]}>
            <DatePicker allowClear={false} />
          </Form.Item>
        </div>
        <Form.Item name="message" label="公告内容（纯文本）" rules={[{ required: true, whitespace: true, message: '公告内容不能为空' }]}>
          <Input.TextArea rows={2} maxLength={300} showCount />
        </Form.Item>
        <div className="zy-staff-filters">
          <Button type="primary" htmlType="submit" loading={create.isPending} onClick={() => setPublishNow(true)}>发布</Button>
          <Button htmlType="submit" onClick={() => setPublishNow(false)}>保存草稿</Button>
        </div>
      </Form>
      <div className="zy-staff-table">
        <Table<Announcement>
          rowKey="id"
          size="small"
          loading={query.isLoading}
          dataSource={query.data ?? []}
          locale={{ emptyText: '暂无数据' }}
          scroll={{ x: 600 }}
          columns={[
            { title: '日期', dataIndex: 'date', width: 110 },
            { title: '类型', render: (_, a) => typeLabel(a.type), width: 90 },
            { title: '内容', dataIndex: 'message' },
            { title: '状态', render: (_, a) => (a.published ? <Tag color="green">已发布</Tag> : <Tag>草稿</Tag>), width: 90 },
            { title: '操作', render: (_, a) => <Button size="small" onClick={() => toggle.mutate(a)}>{a.published ? '撤回' : '发布'}</Button>, width: 90 },
          ]}
        />
      </div>
    </>
  );
}

const cardTypeLabel = (t: number) => VIP_CARD_TYPES.find((c) => c.value === t)?.label ?? String(t);

/** A CSV of issued cards (UTF-8 with BOM so that spreadsheet programs read the Chinese). */
export function cardsCsv(cards: readonly IssuedCard[]): string {
  const lines = ['会员卡号,密码,类型', ...cards.map((c) => `${c.cardNumber},${c.cardKey},${cardTypeLabel(c.type)}`)];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function MemberCards() {
  const { message } = App.useApp();
  const [issued, setIssued] = useState<IssuedCard[] | null>(null);
  const issue = useMutation({
    mutationFn: (v: { type: number; count: number }) => post<IssuedCard[]>('/api/membership/cards', v),
    onSuccess: (cards) => {
      setIssued(cards);
      void message.success(`已发放 ${cards.length} 张`);
    },
  });
  const download = () => {
    if (!issued) return;
    const url = URL.createObjectURL(new Blob([cardsCsv(issued)], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `会员卡-${dayjs().format('YYYYMMDD-HHmmss')}.csv`;
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <>
      <Form layout="inline" initialValues={{ type: 1, count: 10 }} onFinish={(v: { type: number; count: number }) => issue.mutate(v)} className="zy-staff-filters">
        <Form.Item name="type" label="类型"><Select style={{ width: 140 }} options={VIP_CARD_TYPES.map((c) => ({ value: c.value, label: c.label }))} /></Form.Item>
        <Form.Item name="count" label="数量"><InputNumber min={1} max={100} precision={0} /></Form.Item>
        <Button type="primary" htmlType="submit" loading={issue.isPending}>发放</Button>
      </Form>
      {issued && (
        <>
          <Alert type="warning" showIcon title="密码只显示这一次，服务器只保存其哈希：请立即导出保存。" style={{ margin: '12px 0' }} action={<Button onClick={download}>导出 CSV</Button>} />
          <Table<IssuedCard>
            rowKey="cardNumber"
            size="small"
            pagination={false}
            dataSource={issued}
            columns={[
              { title: '会员卡号', dataIndex: 'cardNumber' },
              { title: '密码', dataIndex: 'cardKey' },
              { title: '类型', render: (_, c) => cardTypeLabel(c.type) },
            ]}
          />
        </>
      )}
    </>
  );
}

/** 网站运营: announcements, member cards, and (given by the page's composition in app/) news, admission guides and books. */
export function WebsiteOperation({ newsPanel, booksPanel }: { newsPanel?: ReactNode; booksPanel?: ReactNode }) {
  // the open tab is in the address (?tab=books), so a reload or a shared link keeps it
  const [params, setParams] = useSearchParams();
  const items = [
    { key: 'announcements', label: '公告', children: <Announcements /> },
    { key: 'news', label: '高考资讯/招生简章', children: newsPanel ?? <Empty description="暂无资讯编辑器" /> },
    { key: 'cards', label: '会员卡', children: <MemberCards /> },
    ...(booksPanel ? [{ key: 'books', label: '原始书籍', children: booksPanel }] : []),
  ];
  const tab = params.get('tab');
  return (
    <Tabs
      className="zy-panel"
      activeKey={items.some((i) => i.key === tab) ? tab! : items[0]!.key}
      onChange={(key) => setParams({ tab: key }, { replace: true })}
      items={items}
    />
  );
}
