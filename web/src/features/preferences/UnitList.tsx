import { useState } from 'react';
import { Button, Pagination, Table, Tag, Tooltip } from 'antd';
import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { planLabelOfUnit } from '@zhiyuan/domain';
import { useIsPhone } from '../../lib/useMediaQuery';
import type { Recommendation } from './api';
import type { DraftEntry, Tier } from './draft';

export const TIER_LABELS: Record<Tier, string> = { 冲: '冲 · 较高风险', 稳: '稳 · 中等风险', 保: '保 · 较低风险' };
export const TIER_COLORS: Record<Tier, string> = { 冲: 'volcano', 稳: 'gold', 保: 'green' };

export const pct = (p: number) => `${Math.round(p * 100)}%`;

/**
 * A unit's admission probability, rounded down: the figure never reads as the
 * next tier's (0.948 is 94% and 稳, not 95% beside 稳), and 100% only when certain.
 */
export const probabilityPct = (p: number) => `${Math.floor(p * 100 + 1e-9)}%`;

/** The probability as the page shows it: a number, a 低置信 range, or none. */
export function Probability({
  probability,
  range,
  tier,
}: {
  probability: number | null | undefined;
  range: [number, number] | null | undefined;
  tier?: Tier | null;
}) {
  if (probability !== null && probability !== undefined) return <span className="zy-pref-prob">{probabilityPct(probability)}</span>;
  if (range) {
    const [a, b] = [Math.min(...range), Math.max(...range)];
    return (
      <Tooltip title="往年数据不足两年或只能参考院校线，只给出可能的范围">
        <span className="zy-pref-prob is-range">
          {probabilityPct(a) === probabilityPct(b) ? `约${probabilityPct(a)}` : `${probabilityPct(a)}–${probabilityPct(b)}`} <Tag color="default">低置信</Tag>
        </span>
      </Tooltip>
    );
  }
  if (tier) {
    return (
      <Tooltip title="往年数据不足两年或只能参考院校线，不给出确定的数字">
        <Tag color="default">低置信</Tag>
      </Tooltip>
    );
  }
  return (
    <Tooltip title="往年没有可对应的录取数据，不给出录取可能">
      <span className="zy-pref-prob is-none">暂无估计</span>
    </Tooltip>
  );
}

export function TierTag({ tier }: { tier: Tier | null | undefined }) {
  if (!tier) return <Tag>未分档</Tag>;
  return <Tag color={TIER_COLORS[tier]}>{TIER_LABELS[tier]}</Tag>;
}

/** 中外合作 beside a unit's school, where it is one (the ordinary plan of the same group looks alike otherwise). */
function PlanTag({ unitId }: { unitId: string }) {
  const plan = planLabelOfUnit(unitId);
  return plan ? <Tag color="purple">{plan}</Tag> : null;
}

/** What a unit is: school (and 中外合作, which may share the ordinary plan's group code), group code or major. */
export function unitTitle(u: { unitId?: string; schoolName?: string; groupCode?: string | null; majorName?: string | null }): string {
  const plan = u.unitId ? planLabelOfUnit(u.unitId) : null;
  const name = `${u.schoolName ?? ''}${plan ? `（${plan}）` : ''}`;
  if (u.majorName) return `${name} · ${u.majorName}`;
  if (u.groupCode) return `${name} · 专业组 ${u.groupCode}`;
  return name;
}

export function toDraftEntry(r: Recommendation): DraftEntry {
  return {
    unitId: r.unitId,
    schoolName: r.schoolName,
    moeCode: r.moeCode,
    schoolCode: r.schoolCode,
    groupCode: r.groupCode,
    majorName: r.majorName,
    majors: r.majors,
    requirement: r.requirement,
    tier: r.tier,
    probability: r.probability,
    probabilityRange: r.probabilityRange,
    adjust: true,
    chosenMajors: [],
  };
}

/** A unit's past lowest ranks and which history the estimate rests on. */
export function UnitHistory({ unit }: { unit: Recommendation }) {
  return (
    <div className="zy-pref-history">
      <p className="zy-pref-history-note">{unit.historyNote}</p>
      {unit.history.length === 0 ? (
        <p className="zy-muted">暂无往年录取数据</p>
      ) : (
        <table className="zy-pref-history-table">
          <thead>
            <tr>
              <th>年份</th>
              <th>最低位次</th>
              <th>最低分</th>
              <th>来源</th>
            </tr>
          </thead>
          <tbody>
            {unit.history.map((h) => (
              <tr key={`${h.year}-${h.how}`}>
                <td>{h.year}</td>
                <td>{h.rank.toLocaleString()}</td>
                <td>{h.score ?? '-'}</td>
                <td>
                  {h.how}
                  {h.fallback && <Tag className="zy-pref-fallback">院校线</Tag>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {unit.interval80 && (
        <p className="zy-muted">
          预计今年最低位次约 {unit.centreRank?.toLocaleString() ?? '-'}（80% 区间 {Math.round(unit.interval80[0]).toLocaleString()}–
          {Math.round(unit.interval80[1]).toLocaleString()}）
        </p>
      )}
    </div>
  );
}

function Facts({ unit }: { unit: Recommendation }) {
  return (
    <span className="zy-pref-facts">
      <span>计划 {unit.planCount ?? '-'}</span>
      <span>学费 {unit.tuitionPerYear !== null ? `${unit.tuitionPerYear.toLocaleString()}元/年` : '-'}</span>
      {unit.durationYears !== null && <span>{unit.durationYears}年</span>}
      <span>选科 {unit.requirement ?? '不限'}</span>
    </span>
  );
}

interface UnitListProps {
  records: Recommendation[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  inDraft: ReadonlySet<string>;
  onAdd: (unit: Recommendation) => void;
  loading?: boolean;
}

/** The units of a tier: a table on a desktop, cards on a phone; each unit's history on demand. */
export function UnitList({ records, total, page, pageSize, onPage, inDraft, onAdd, loading }: UnitListProps) {
  const isPhone = useIsPhone();
  const [open, setOpen] = useState<string | null>(null);
  const addButton = (r: Recommendation) =>
    inDraft.has(r.unitId) ? (
      <Button size="small" icon={<CheckOutlined />} disabled>
        已加入
      </Button>
    ) : (
      <Button size="small" type="primary" ghost icon={<PlusOutlined />} onClick={() => onAdd(r)} aria-label={`加入志愿表：${unitTitle(r)}`}>
        加入志愿表
      </Button>
    );
  const pager = (
    <Pagination
      className="zy-pref-pager"
      current={page}
      pageSize={pageSize}
      total={total}
      size={isPhone ? 'small' : undefined}
      showSizeChanger={!isPhone}
      pageSizeOptions={[10, 20, 50, 100]}
      onChange={onPage}
      showTotal={isPhone ? undefined : (n) => `共 ${n} 个`}
    />
  );

  if (isPhone) {
    return (
      <div className="zy-pref-cards" aria-busy={loading}>
        {records.map((r) => (
          <article key={r.unitId} className="zy-pref-card" data-testid="unit-card">
            <header>
              <strong>{r.schoolName}</strong>
              <PlanTag unitId={r.unitId} />
              <TierTag tier={r.tier} />
            </header>
            <div className="zy-pref-card-sub">
              {r.majorName ?? (r.groupCode ? `专业组 ${r.groupCode}` : '')}
              {r.majors.length > 0 && !r.majorName && <span className="zy-muted">（{r.majors.slice(0, 3).join('、')}{r.majors.length > 3 ? ' 等' : ''}）</span>}
            </div>
            <div className="zy-pref-card-row">
              <span>
                录取可能 <Probability probability={r.probability} range={r.probabilityRange} />
              </span>
              {addButton(r)}
            </div>
            <Facts unit={r} />
            <Button type="link" size="small" className="zy-pref-link" onClick={() => setOpen(open === r.unitId ? null : r.unitId)}>
              {open === r.unitId ? '收起历年' : '历年录取'}
            </Button>
            {open === r.unitId && <UnitHistory unit={r} />}
          </article>
        ))}
        {pager}
      </div>
    );
  }

  const columns: ColumnsType<Recommendation> = [
    {
      title: '院校 / 专业组',
      key: 'unit',
      render: (_, r) => (
        <div>
          <strong>{r.schoolName}</strong>
          {r.schoolCode && <span className="zy-muted"> {r.schoolCode}</span>} <PlanTag unitId={r.unitId} />
          <div className="zy-pref-card-sub">
            {r.majorName ?? (r.groupCode ? `专业组 ${r.groupCode}` : '')}
            {!r.majorName && r.majors.length > 0 && (
              <span className="zy-muted">（{r.majors.slice(0, 4).join('、')}{r.majors.length > 4 ? ` 等${r.majors.length}个专业` : ''}）</span>
            )}
          </div>
        </div>
      ),
    },
    { title: '选科', dataIndex: 'requirement', width: 110, render: (v: string | null) => v ?? '不限' },
    { title: '录取可能', key: 'p', width: 150, render: (_, r) => <Probability probability={r.probability} range={r.probabilityRange} /> },
    { title: '档位', key: 'tier', width: 130, render: (_, r) => <TierTag tier={r.tier} /> },
    { title: '计划', dataIndex: 'planCount', width: 70, render: (v: number | null) => v ?? '-' },
    { title: '学费/年', dataIndex: 'tuitionPerYear', width: 90, render: (v: number | null) => (v !== null ? v.toLocaleString() : '-') },
    { title: '操作', key: 'add', width: 130, render: (_, r) => addButton(r) },
  ];
  return (
    <>
      <Table<Recommendation>
        rowKey="unitId"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={records}
        pagination={false}
        expandable={{
          expandedRowRender: (r) => <UnitHistory unit={r} />,
          expandedRowKeys: open ? [open] : [],
          onExpand: (expanded, r) => setOpen(expanded ? r.unitId : null),
          columnTitle: '历年',
        }}
      />
      {pager}
    </>
  );
}
