import type { ReactNode } from 'react';
/**
 * Staff pages (spec §2 Staff menu, §6): 学员管理, 我的学员 and their student
 * detail, 规划师管理, 网站运营, 核心数据. Who sees which page is the staff menu
 * by roleId (domain staffMenuOf); the server refuses everyone else.
 */
import { useState } from 'react';
import { Button, Descriptions, Empty, Input, Select, Table, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { FILTER_TYPES, OPERATORS, isStaff, type Operator, type StaffStudent } from '@zhiyuan/domain';
import { LoadState } from '../../components/LoadState';
import { studentDetailQueryOptions, studentsQueryOptions } from './api';
import { OrdersPanel, StatusTag } from './OrdersPanel';
import { StaffFrame } from './StaffFrame';
import { PlannerAdmin } from './PlannerAdmin';
import { WebsiteOperation } from './WebsiteOperation';
import { CoreData } from './CoreData';
import { MyOrdersPanel } from './teamPages';

function StudentsPanel({ scope, detailPath }: { scope: 'depart' | 'mine'; detailPath: string }) {
  const [draft, setDraft] = useState<{ filterType?: string; operator: Operator; value: string }>({ operator: '=', value: '' });
  const [applied, setApplied] = useState(draft);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const params = { page, pageSize, filterType: applied.filterType, operator: applied.operator, value: applied.value || undefined };
  const query = useQuery(studentsQueryOptions(scope, params));
  return (
    <section className="zy-panel" aria-label="学员">
      <div className="zy-staff-filters" role="search">
        <Select
          aria-label="筛选类型"
          placeholder="筛选类型"
          allowClear
          style={{ width: 130 }}
          value={draft.filterType}
          options={FILTER_TYPES.map((f) => ({ value: f, label: f }))}
          onChange={(filterType: string | undefined) => setDraft({ ...draft, filterType })}
        />
        <Select
          aria-label="比较方式"
          style={{ width: 80 }}
          value={draft.operator}
          options={OPERATORS.map((o) => ({ value: o, label: o }))}
          onChange={(operator: Operator) => setDraft({ ...draft, operator })}
        />
        <Input
          aria-label="筛选值"
          placeholder="输入手机号或规划师姓名"
          style={{ width: 220 }}
          value={draft.value}
          maxLength={30}
          onChange={(e) => setDraft({ ...draft, value: e.target.value })}
          onPressEnter={() => {
            setApplied(draft);
            setPage(1);
          }}
        />
        <Button
          type="primary"
          onClick={() => {
            setApplied(draft);
            setPage(1);
          }}
        >
          查询
        </Button>
      </div>
      <div className="zy-staff-table">
        <Table<StaffStudent>
          rowKey="userId"
          loading={query.isLoading}
          dataSource={query.data?.records ?? []}
          locale={{ emptyText: '暂无数据' }}
          scroll={{ x: 640 }}
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
            { title: '姓名', render: (_, s) => <Link to={`${detailPath}?id=${s.userId}`}>{s.name ?? '未填写'}</Link> },
            { title: '手机号', dataIndex: 'tel' },
            { title: '高考省份', render: (_, s) => s.province ?? '—' },
            { title: '高考年份', render: (_, s) => s.year ?? '—' },
            { title: '规划师', render: (_, s) => s.plannerName ?? '—' },
            { title: '订单状态', render: (_, s) => (s.orderStatus ? <StatusTag status={s.orderStatus} label={s.orderStatusLabel ?? ''} /> : '—') },
          ]}
        />
      </div>
    </section>
  );
}

/** /departStudentList: 学员管理 (roles 2, 3). */
export function DepartStudentListPage() {
  return (
    <StaffFrame path="/departStudentList" title="学员管理">
      {(viewer) => (
        <>
          <StudentsPanel scope="depart" detailPath="/departStudentDetail" />
          <OrdersPanel viewer={viewer} title="订单" />
        </>
      )}
    </StaffFrame>
  );
}

/** /myStudentList: 我的学员 — the students of the planner's own orders; a student sees their own orders. */
export function MyStudentListPage() {
  return (
    <StaffFrame path="/myStudentList" title="我的学员">
      {(viewer) =>
        isStaff(viewer) ? (
          <>
            <StudentsPanel scope="mine" detailPath="/myStudentDetail" />
            <OrdersPanel viewer={viewer} title="我的订单" />
          </>
        ) : (
          <MyOrdersPanel />
        )
      }
    </StaffFrame>
  );
}

const SCORE_FIELDS: [string, string][] = [
  ['examName', '考试'],
  ['examDate', '日期'],
  ['totalScore', '总分'],
  ['fullMark', '满分'],
];

function StudentDetail() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const query = useQuery({ ...studentDetailQueryOptions(id), enabled: /^\d+$/.test(id) });
  if (!/^\d+$/.test(id)) return <Empty description="请从学员列表选择一位学员" />;
  const d = query.data;
  return (
    <LoadState query={query} what="学员详情">
      {d && (
        <Tabs
          className="zy-panel"
          items={[
            {
              key: 'profile',
              label: '基本资料',
              children: (
                <Descriptions column={{ xs: 1, sm: 2 }} bordered size="small">
                  <Descriptions.Item label="姓名">{d.student.name ?? '未填写'}</Descriptions.Item>
                  <Descriptions.Item label="手机号">{d.student.tel}</Descriptions.Item>
                  <Descriptions.Item label="高考省份">{d.student.province ?? '—'}</Descriptions.Item>
                  <Descriptions.Item label="高考年份">{d.student.year ?? '—'}</Descriptions.Item>
                  <Descriptions.Item label="就读高中">{String(d.profile?.highSchool ?? '—')}</Descriptions.Item>
                  <Descriptions.Item label="所在地">{[d.profile?.city, d.profile?.district].filter(Boolean).join(' ') || '—'}</Descriptions.Item>
                </Descriptions>
              ),
            },
            {
              key: 'scores',
              label: '成绩',
              children: (
                <Table
                  rowKey={(r) => String(r.id)}
                  size="small"
                  pagination={false}
                  locale={{ emptyText: '暂无数据' }}
                  dataSource={d.scores}
                  columns={SCORE_FIELDS.map(([key, title]) => ({ key, title, render: (_: unknown, r: Record<string, unknown>) => String(r[key] ?? '—') }))}
                />
              ),
            },
            {
              key: 'assessments',
              label: '测评结果',
              children: <OptionalSection rows={d.assessments} what="测评结果" />,
            },
            {
              key: 'lists',
              label: '志愿表',
              children: <OptionalSection rows={d.preferenceLists} what="志愿表" />,
            },
            {
              key: 'orders',
              label: '订单',
              children: (
                <Table
                  rowKey="id"
                  size="small"
                  pagination={false}
                  locale={{ emptyText: '暂无数据' }}
                  dataSource={d.orders}
                  columns={[
                    { title: '订单号', dataIndex: 'id' },
                    { title: '状态', render: (_, o) => <StatusTag status={o.status} label={o.statusLabel} /> },
                    { title: '规划师', render: (_, o) => o.plannerName ?? '—' },
                    { title: '创建时间', render: (_, o) => o.createdAt.slice(0, 10) },
                  ]}
                />
              ),
            },
          ]}
        />
      )}
    </LoadState>
  );
}

/** 测评 results and 志愿表 come from other areas' tables; until they are in this build, the section says so. */
function OptionalSection({ rows, what }: { rows: Record<string, unknown>[] | null; what: string }) {
  if (rows === null) return <Empty description={`${what}功能尚未上线，暂无数据`} />;
  if (!rows.length) return <Empty description="暂无数据" />;
  return (
    <Table
      rowKey={(r) => String(r.id ?? JSON.stringify(r))}
      size="small"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 600 }}
      columns={Object.keys(rows[0]!).slice(0, 6).map((k) => ({ key: k, title: k, render: (_: unknown, r: Record<string, unknown>) => String(r[k] ?? '—') }))}
    />
  );
}

/** /departStudentDetail?id= */
export function DepartStudentDetailPage() {
  return <StaffFrame path="/departStudentList" title="学员详情" poll={false}>{() => <StudentDetail />}</StaffFrame>;
}

/** /myStudentDetail?id= */
export function MyStudentDetailPage() {
  return <StaffFrame path="/myStudentList" title="学员详情" poll={false}>{() => <StudentDetail />}</StaffFrame>;
}

/** /masterList: 规划师管理 (role 3) */
export function PlannerListPage() {
  return <StaffFrame path="/masterList" title="规划师管理">{() => <PlannerAdmin />}</StaffFrame>;
}

/** /websiteOpeartion: 网站运营 (role 3) */
export function WebsiteOperationPage({ newsPanel, booksPanel }: { newsPanel?: ReactNode; booksPanel?: ReactNode }) {
  return <StaffFrame path="/websiteOpeartion" title="网站运营">{() => <WebsiteOperation newsPanel={newsPanel} booksPanel={booksPanel} />}</StaffFrame>;
}

/** /coreData: 核心数据 (role 3) */
export function CoreDataPage() {
  return <StaffFrame path="/coreData" title="核心数据">{() => <CoreData />}</StaffFrame>;
}
