import { Input, Pagination, Segmented, Select, Table, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EARLY_PROVINCE_PAGE_SIZE, PROVINCE_NAMES, type EarlyProvinceScoreLines, type PrePlanRow } from '@zhiyuan/domain';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { DataSourceNote } from '../../components/DataSourceNote';
import { LoadState } from '../../components/LoadState';
import { PageTitle } from '../../components/PageTitle';
import { QualityLegend, QualityMarker, marksIn } from '../../components/QualityMarker';
import { dash, scoreText, subjectRequirementText } from '../../components/dataFormat';
import { useUrlFilters } from '../../lib/filterState';
import { useIsPhone } from '../../lib/useMediaQuery';
import { useSeesFullData, useViewer } from '../../lib/viewer';
import { earlyProvinceConfigQueryOptions, earlyProvinceListQueryOptions, type EarlyListParams } from './api';
import { VipPrompt } from './SchoolEarlyBatch';
import '../../components/detail-section.css';

type ScoreRow = EarlyProvinceScoreLines['records'][number];
const FILTER_KEYS = ['province', 'tab', 'year', 'track', 'keyword', 'page'] as const;
const TABS = [
  { label: '招生计划', value: 'plan' },
  { label: '分数线', value: 'score' },
];

function PlanTable({ rows }: { rows: PrePlanRow[] }) {
  const columns: TableColumnsType<PrePlanRow> = [
    {
      title: '院校/专业',
      key: 'title',
      width: 260,
      render: (_, r) =>
        r.type === 1 ? (
          <strong>{r.title}</strong>
        ) : r.type === 2 ? (
          r.schoolId ? (
            <Link to={`/chadaxueoverview/${r.schoolId}`}>
              <strong>{dash(r.title)}</strong>
            </Link>
          ) : (
            <strong>{dash(r.title)}</strong>
          )
        ) : (
          <span className="zy-indent">
            {dash(r.majorName)}
            <QualityMarker quality={r.quality} />
            {r.note && <span className="zy-cell-note">{r.note}</span>}
          </span>
        ),
    },
    { title: '代码', key: 'code', width: 72, render: (_, r) => (r.type === 1 ? '' : dash(r.type === 2 ? r.schoolEnrollCode : r.majorEnrollCode)) },
    { title: '选科要求', key: 'req', width: 100, render: (_, r) => (r.type === 1 ? '' : subjectRequirementText(r.chooseSubject)) },
    { title: '计划人数', dataIndex: 'planNum', width: 80, render: (v: number | null, r) => (r.type === 1 ? '' : dash(v)) },
    { title: '学制', dataIndex: 'learnYearText', width: 64, render: (v: string | null, r) => (r.type === 4 ? dash(v) : '') },
    { title: '学费', dataIndex: 'cost', width: 100, render: (v: string | null, r) => (r.type === 4 ? dash(v) : '') },
  ];
  return (
    <Table<PrePlanRow>
      className="zy-data-table"
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={rows}
      rowClassName={(r) => (r.type === 1 ? 'zy-row-heading' : r.type === 2 ? 'zy-row-unit' : '')}
      pagination={false}
      scroll={{ x: 700 }}
    />
  );
}

function ScoreTable({ rows }: { rows: ScoreRow[] }) {
  const isPhone = useIsPhone();
  const columns: TableColumnsType<ScoreRow> = [
    {
      title: '院校/专业',
      key: 'title',
      width: isPhone ? 140 : 260,
      fixed: 'left',
      render: (_, r) =>
        r.first ? (
          r.schoolId ? (
            <Link to={`/chadaxueoverview/${r.schoolId}`}>
              <strong>{r.title}</strong>
            </Link>
          ) : (
            <strong>{r.title}</strong>
          )
        ) : (
          <span className="zy-indent">{r.title}</span>
        ),
    },
    { title: '最低分', dataIndex: 'minScore', width: 80, render: (v: number | null, r) => <span className="zy-nowrap">{scoreText(v)}<QualityMarker quality={r.quality} /></span> },
    { title: '最低位次', dataIndex: 'lowestRank', width: 96, render: (v: number | null, r) => <span className="zy-nowrap">{dash(v)}<QualityMarker rankDerived={v !== null && r.rankDerived} /></span> },
    { title: '录取人数', dataIndex: 'enterNum', width: 80, render: (v: number | null) => dash(v) },
    { title: '最高分', dataIndex: 'maxScore', width: 70, render: (v: number | null) => scoreText(v) },
    { title: '选科要求', dataIndex: 'chooseSubject', width: 100, render: (v: string | null) => subjectRequirementText(v) },
    { title: '批次', key: 'batch', width: 180, render: (_, r) => (r.first ? r.breadcrumbs[0] : '') },
  ];
  return (
    <Table<ScoreRow>
      className="zy-data-table"
      size="small"
      rowKey={(r) => `${r.breadcrumbs.join('>')}>${r.title}>${r.majorGroup ?? ''}`}
      columns={columns}
      dataSource={rows}
      rowClassName={(r) => (r.first ? 'zy-row-unit' : '')}
      pagination={false}
      scroll={{ x: 700 }}
    />
  );
}

/**
 * /tiqianpi (auth required; VIP where the site gates by VIP, spec §6): a
 * province's early-batch plans and score lines by year and track, the
 * published rows we ship. Filters live in the URL.
 */
export function EarlyBatchPage() {
  const full = useSeesFullData();
  const { info } = useViewer();
  const { values, set } = useUrlFilters(FILTER_KEYS);
  const province = values.province ?? info?.province ?? undefined;
  const tab = values.tab === 'score' ? 'score' : 'plan';
  const allowed = full && info !== undefined;
  const config = useQuery(earlyProvinceConfigQueryOptions(province, allowed));
  const years = (tab === 'plan' ? config.data?.plans : config.data?.scoreLines) ?? [];
  const chosen = years.find((c) => String(c.year) === values.year) ?? years[0];
  const track = chosen?.subjects.find((s) => s.subject === values.track) ?? (tab === 'score' ? chosen?.subjects[0] : undefined);
  const page = Math.max(1, Number(values.page) || 1);
  const query: EarlyListParams | undefined =
    allowed && province && chosen ? { province, year: chosen.year, track: track?.dataKey, keyword: values.keyword, page, pageSize: EARLY_PROVINCE_PAGE_SIZE } : undefined;
  const plans = useQuery(earlyProvinceListQueryOptions('plans', tab === 'plan' ? query : undefined));
  const lines = useQuery(earlyProvinceListQueryOptions('score-lines', tab === 'score' ? query : undefined));
  const list = tab === 'plan' ? plans : lines;
  const total = list.data?.total ?? 0;
  const noYears = config.isSuccess && years.length === 0;

  return (
    <div className="zy-container zy-page">
      <PageTitle>提前批</PageTitle>
      <h1 className="zy-page-title">提前批</h1>
      <p className="zy-page-subtitle">军校、公安、师范、艺术等提前批次的招生计划和分数线，按省份和年份查看。</p>
      <div className="zy-panel">
        {!allowed ? (
          <VipPrompt />
        ) : (
          <>
            <div className="zy-detail-filters">
              <div className="zy-choice-row" role="group" aria-label="省份">
                <span className="zy-choice-label">省份</span>
                <Select
                  className="zy-choice-select"
                  value={province}
                  onChange={(p: string) => set({ province: p, year: undefined, track: undefined, page: undefined })}
                  aria-label="省份"
                  showSearch
                  optionFilterProp="label"
                  options={PROVINCE_NAMES.map((p) => ({ label: p, value: p }))}
                />
              </div>
              <Segmented options={TABS} value={tab} onChange={(v) => set({ tab: v === 'plan' ? undefined : String(v), year: undefined, track: undefined, page: undefined })} />
              {years.length > 0 && (
                <ChoiceGroup label="年份" value={chosen?.year} options={years.map((c) => c.year)} onChange={(y) => set({ year: String(y), track: undefined, page: undefined })} />
              )}
              {chosen && chosen.subjects.length > 0 && (
                <ChoiceGroup
                  label="科类"
                  value={track?.subject ?? (tab === 'plan' ? '全部' : undefined)}
                  options={tab === 'plan' ? ['全部', ...chosen.subjects.map((s) => s.subject)] : chosen.subjects.map((s) => s.subject)}
                  onChange={(t) => set({ track: t === '全部' ? undefined : t, page: undefined })}
                />
              )}
              <Input.Search
                allowClear
                placeholder="输入院校名称"
                aria-label="院校名称"
                defaultValue={values.keyword}
                style={{ maxWidth: 320 }}
                onSearch={(k) => set({ keyword: k.trim() || undefined, page: undefined })}
              />
            </div>
            <LoadState
              query={noYears ? config : [config, list]}
              waiting={province === undefined}
              what={tab === 'plan' ? '提前批招生计划' : '提前批分数线'}
              isEmpty={noYears || (list.data?.records.length ?? 0) === 0}
              emptyReason={
                noYears
                  ? `本站暂未收录${province ?? ''}的提前批${tab === 'plan' ? '招生计划' : '分数线'}（该省份没有可核实的公开数据）。`
                  : values.keyword
                    ? `没有名称包含“${values.keyword}”的院校。`
                    : undefined
              }
            >
              {tab === 'plan' ? <PlanTable rows={plans.data?.records ?? []} /> : <ScoreTable rows={lines.data?.records ?? []} />}
              {total > EARLY_PROVINCE_PAGE_SIZE && (
                <Pagination
                  // wraps on a phone: the total goes above the pages instead of over the note below
                  style={{ marginTop: 16, justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 8 }}
                  current={page}
                  pageSize={EARLY_PROVINCE_PAGE_SIZE}
                  total={total}
                  showSizeChanger={false}
                  size="small"
                  showTotal={(t) => `共 ${t} 个${tab === 'plan' ? '招生单位' : '院校/专业组'}`}
                  onChange={(p) => set({ page: p === 1 ? undefined : String(p) })}
                />
              )}
            </LoadState>
            <DataSourceNote
              sources={list.data?.sources ?? []}
              year={chosen?.year}
              extra={<QualityLegend marks={marksIn(list.data?.records ?? [])} />}
            />
          </>
        )}
      </div>
    </div>
  );
}
