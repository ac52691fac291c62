import { Alert, Button, Collapse, Select, Table, Tag, Tooltip } from 'antd';
import { DEFAULT_RANK_PROVINCE, PROVINCE_NAMES, type BatchLineRow, type BatchLineYear } from '@zhiyuan/domain';
import { DataSourceNote } from '../../components/DataSourceNote';
import { LoadState } from '../../components/LoadState';
import { qualityCaveat, type DataCaveat } from '../../components/QualityMarker';
import { useDataProvinces } from '../../lib/dataProvinces';
import { rememberProvince, usePreferredProvince } from '../../lib/province';
import type { FilterState } from '../../lib/filterState';
import { useIsPhone } from '../../lib/useMediaQuery';
import { useBatchLinesByProvince } from './api';
import { formatScore, pivotOrdinary, type BatchRow } from './batchLineTable';
import '../../components/card.css';
import './batchlines.css';

export type BatchLineFilterKey = 'province';
export const BATCH_LINE_FILTER_KEYS = ['province'] as const;

/** 批次线: a province picker and a table per year, newest first (spec §2 Batch line page). */
export function BatchLinePanel({ filters }: { filters: FilterState<BatchLineFilterKey> }) {
  const provinces = useDataProvinces();
  const offered = provinces.data?.batchLines ?? [];
  // spec §1: the student's province, else the one last picked here, else the page default (spec §9)
  const preferred = usePreferredProvince();
  // a province the address names that is none (火星) is ignored, as a missing one is
  const asked = filters.values.province;
  const province = (asked && (PROVINCE_NAMES as readonly string[]).includes(asked) ? asked : undefined) ?? preferred ?? DEFAULT_RANK_PROVINCE;
  const hasData = provinces.isSuccess && offered.includes(province);
  const result = useBatchLinesByProvince(hasData ? province : undefined);

  return (
    <div className="zy-batchlines">
      <div className="zy-bl-toolbar">
        <label className="zy-bl-label" htmlFor="zy-bl-province">
          省份
        </label>
        <Select
          id="zy-bl-province"
          className="zy-bl-province"
          showSearch
          value={hasData ? province : undefined}
          placeholder="选择省份"
          loading={provinces.isPending}
          options={offered.map((p) => ({ value: p, label: p }))}
          onChange={(value: string) => {
            rememberProvince(value);
            filters.set({ province: value });
          }}
          aria-label="省份"
        />
        {result.data && <span className="zy-bl-count">共{result.data.years.length}个年份有批次线</span>}
      </div>

      <LoadState
        query={[provinces, result]}
        what="批次线"
        isEmpty={hasData && result.data?.years.length === 0}
        skeletonRows={8}
      >
        {!hasData && (
          <Alert
            type="info"
            showIcon
            title={`暂无${province}的批次线数据`}
            description={
              <div className="zy-bl-offer">
                <span>有批次线数据的省份：</span>
                {offered.map((p) => (
                  <Button
                    key={p}
                    size="small"
                    onClick={() => {
                      rememberProvince(p);
                      filters.set({ province: p });
                    }}
                  >
                    {p}
                  </Button>
                ))}
              </div>
            }
          />
        )}
        {hasData && result.data && <MissingYears province={result.data.province} years={result.data.years.map((y) => y.year)} />}
        {hasData &&
          result.data?.years.map((year) => <YearCard key={`${result.data.province}-${year.year}`} province={result.data.province} year={year} />)}
      </LoadState>
    </div>
  );
}

function lineCaveats(lines: readonly BatchLineRow[]): DataCaveat[] {
  const caveats: DataCaveat[] = [];
  if (lines.some((l) => l.quality === 'third_party')) {
    caveats.push(qualityCaveat('third_party', '部分批次线来自第三方网站转载，未经官方原件核对。'));
  }
  if (lines.some((l) => l.quality === 'suspect')) {
    caveats.push(qualityCaveat('suspect', '部分批次线的批次名称在来源中不明确，仅供参考。'));
  }
  return caveats;
}

function YearCard({ province, year }: { province: string; year: BatchLineYear }) {
  const isPhone = useIsPhone();
  const { tracks, rows } = pivotOrdinary(year.lines);
  const special = year.lines.filter((l) => l.special || l.subject === null);
  return (
    <section className="zy-card zy-bl-year" aria-label={`${year.year}年批次线`}>
      <header className="zy-card-head zy-bl-year-head">
        <h2>
          {year.year}年 <span>{province}批次线</span>
        </h2>
        <span className="zy-bl-year-meta">
          {rows.length > 0 ? `${rows.length}个批次` : '无普通类批次线'}
          {special.length > 0 && ` · 特殊类型${special.length}条`}
        </span>
      </header>
      {rows.length > 0 && (
        <Table<BatchRow>
          className="zy-bl-table"
          size={isPhone ? 'small' : 'middle'}
          rowKey="batch"
          pagination={false}
          dataSource={rows}
          // a phone keeps the batch column readable: short headers, scores that may wrap
          tableLayout={isPhone ? 'fixed' : undefined}
          columns={[
            {
              title: '批次',
              dataIndex: 'batch',
              key: 'batch',
              width: isPhone ? (tracks.length > 2 ? '34%' : '44%') : 220,
              render: (batch: string) => <span className="zy-bl-batch">{batch}</span>,
            },
            ...tracks.map((track) => ({
              title: isPhone ? track : `${track}控制线`,
              key: track,
              align: 'right' as const,
              width: isPhone ? undefined : 160,
              render: (_: unknown, row: BatchRow) => <LineScores lines={row.byTrack[track] ?? []} />,
            })),
          ]}
        />
      )}
      {rows.some((r) => Object.values(r.byTrack).some((ls) => ls.length > 1 || ls.some((l) => l.ambiguous))) && (
        <p className="zy-bl-multi-note" data-testid="multi-note">
          <Tag className="zy-bl-multi">多值</Tag>
          来源对同一批次、同一科类给出了几条不同的控制线（用“/”隔开），却没有注明它们的区别——常见的是民族班、专项计划或不同招生类别各有一条。本站不猜测，请以该省考试院公布的原文为准。
        </p>
      )}
      {special.length > 0 && (
        <Collapse
          className="zy-bl-special"
          ghost
          size="small"
          items={[
            {
              key: 'special',
              label: `艺术、体育等特殊类型控制线（${special.length}条）`,
              children: <SpecialTable lines={special} />,
            },
          ]}
        />
      )}
      <DataSourceNote year={year.year} sources={year.sources} caveats={lineCaveats(year.lines)} />
    </section>
  );
}

/** The recent years a province has no lines for, named (浙江 and 山东 stop in 2024). */
function MissingYears({ province, years }: { province: string; years: readonly number[] }) {
  if (years.length === 0) return null;
  // this year's lines exist once the scores are out (late June): before July the newest year expected is last year's
  const now = new Date();
  const newest = now.getMonth() >= 6 ? now.getFullYear() : now.getFullYear() - 1;
  const have = new Set(years);
  const missing: number[] = [];
  for (let y = newest; y >= newest - 4; y--) if (!have.has(y)) missing.push(y);
  if (missing.length === 0) return null;
  return (
    <Alert
      className="zy-bl-missing"
      type="warning"
      showIcon
      data-testid="missing-years"
      title={`${province}缺少${missing.sort((a, b) => a - b).join('、')}年的批次线`}
      description="本站收录的来源里没有这些年份可核实的批次线（尚未公布、或只以图片等无法核对的形式发布），因此不显示，也不用其他年份代替。"
    />
  );
}

function LineScores({ lines }: { lines: readonly BatchLineRow[] }) {
  if (lines.length === 0) return <span className="zy-bl-none">-</span>;
  const scores = lines.map((l) => formatScore(l.controlScore)).join(' / ');
  const ambiguous = lines.length > 1 || lines.some((l) => l.ambiguous);
  return (
    <span className="zy-bl-score">
      {scores}
      {ambiguous && (
        <Tooltip title="来源对这一批次给出了多条控制线，未注明区分（如民族、专项），请以考试院原文为准。">
          <Tag className="zy-bl-multi">多值</Tag>
        </Tooltip>
      )}
    </span>
  );
}

function SpecialTable({ lines }: { lines: readonly BatchLineRow[] }) {
  const isPhone = useIsPhone();
  const hasProfessional = lines.some((l) => l.professionalScore !== null);
  return (
    <Table<BatchLineRow>
      size="small"
      pagination={false}
      rowKey={(l) => `${l.subject ?? ''}|${l.batch}|${l.controlScore ?? ''}|${l.professionalScore ?? ''}`}
      dataSource={lines as BatchLineRow[]}
      scroll={isPhone ? { x: 480 } : undefined}
      columns={[
        { title: '科类', dataIndex: 'subject', key: 'subject', width: 130, render: (s: string | null) => s ?? '未注明' },
        { title: '批次', dataIndex: 'batch', key: 'batch' },
        {
          title: '文化分',
          key: 'score',
          align: 'right',
          width: 90,
          render: (_: unknown, l: BatchLineRow) => <LineScores lines={[l]} />,
        },
        ...(hasProfessional
          ? [{ title: '专业分', key: 'professional', align: 'right' as const, width: 80, render: (_: unknown, l: BatchLineRow) => formatScore(l.professionalScore) }]
          : []),
      ]}
    />
  );
}
