import { App, Button, Result, Select, Table, type SelectProps, type TableColumnsType } from 'antd';
import { CrownOutlined } from '@ant-design/icons';
import { PROVINCE_NAMES, type PrePlanRow, type PreScoreRow } from '@zhiyuan/domain';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { LoadState } from '../../components/LoadState';
import { QualityLegend, QualityMarker, marksIn } from '../../components/QualityMarker';
import { DataSourceNote } from '../../components/DataSourceNote';
import { dash, scoreText, subjectRequirementText } from '../../components/dataFormat';
import { useIsPhone } from '../../lib/useMediaQuery';
import { useLoginDialog } from '../../lib/loginDialog';
import { useViewer } from '../../lib/viewer';
import { usePreEnterConfigs, usePreEnterDetails, usePrePlanDetails, usePrePlanYears } from './api';
import '../../components/detail-section.css';

/** The VIP prompt of the early-batch pages (spec §6): contact a teacher; logged out, 请先登录！ and the login dialog. */
export function VipPrompt() {
  const { isGuest } = useViewer();
  const { openLogin } = useLoginDialog();
  const { message } = App.useApp();
  return (
    <Result
      icon={<CrownOutlined style={{ color: '#d97706' }} />}
      title="提前批数据为VIP专享"
      subTitle="请联系老师开通VIP后查看提前批招生计划和分数线。"
      extra={
        <Button
          type="primary"
          onClick={() => {
            if (isGuest) {
              void message.warning('请先登录！');
              openLogin();
            } else void message.info('请联系老师开通VIP');
          }}
        >
          请联系老师开通VIP
        </Button>
      }
    />
  );
}

interface EarlyTabProps {
  schoolId: string;
  /** The province the student looks at; chosen in the tab */
  province: string | undefined;
  /** Provinces where this school has rows of the tab's kind */
  withRows: readonly string[];
  /** Picks a province and clears the year and track of the one before, in one step */
  onProvince: (province: string) => void;
  year?: string;
  onYear: (year: string | undefined) => void;
  subject?: string;
  onSubject: (subject: string | undefined) => void;
}

/** Every province, those where the school has rows first (the others still pickable: the tab then says why it is empty). */
function ProvincePicker({ value, onChange, withRows }: { value: string | undefined; onChange: (p: string) => void; withRows: readonly string[] }) {
  const option = (p: string) => ({ label: p, value: p });
  const others = PROVINCE_NAMES.filter((p) => !withRows.includes(p));
  const options: SelectProps['options'] =
    withRows.length === 0
      ? PROVINCE_NAMES.map(option)
      : [
          { label: '有该校提前批数据', title: '有该校提前批数据', options: withRows.map(option) },
          { label: '其他省份（暂无数据）', title: '其他省份', options: others.map(option) },
        ];
  return (
    <div className="zy-choice-row" role="group" aria-label="省份">
      <span className="zy-choice-label">省份</span>
      <Select className="zy-choice-select" value={value} onChange={onChange} aria-label="省份" showSearch optionFilterProp="label" options={options} />
    </div>
  );
}

/** Why a tab is empty, and where the school does have rows. */
function emptyReason(what: '招生计划' | '分数线', province: string | undefined, withRows: readonly string[]): string {
  const why = '来源只收录部分省份和学校的提前批';
  if (withRows.length === 0) return `本站没有这所学校任何省份的提前批${what}（${why}）。`;
  const shown = withRows.slice(0, 5).join('、') + (withRows.length > 5 ? `等${withRows.length}个省份` : '');
  return `本站没有这所学校在${province ?? '该省'}的提前批${what}（${why}）；有数据的省份：${shown}。`;
}

const rowTypeClass = (r: PrePlanRow) => (r.type === 1 ? 'zy-row-heading' : r.type === 2 ? 'zy-row-unit' : '');

/** 提前批招生计划 of one school: heading (1), school unit (2) and major (4) rows. */
export function EarlyPlanTab({ schoolId, province, withRows, onProvince, year, onYear }: EarlyTabProps) {
  const years = usePrePlanYears(schoolId, province);
  const chosenYear = year !== undefined && years.data?.includes(Number(year)) ? Number(year) : years.data?.[0];
  const details = usePrePlanDetails(schoolId, province, chosenYear);
  const rows = details.data?.records ?? [];
  const columns: TableColumnsType<PrePlanRow> = [
    {
      title: '院校/专业',
      key: 'title',
      width: 260,
      render: (_, r) =>
        r.type === 1 ? <strong>{r.title}</strong> : r.type === 2 ? <strong>{dash(r.title)}</strong> : (
          <span>
            {dash(r.majorName)}
            <QualityMarker quality={r.quality} />
            {r.note && <span className="zy-cell-note">{r.note}</span>}
          </span>
        ),
    },
    { title: '代码', key: 'code', width: 72, render: (_, r) => (r.type === 1 ? '' : dash(r.type === 2 ? r.schoolEnrollCode : r.majorEnrollCode)) },
    { title: '选科要求', key: 'req', width: 100, render: (_, r) => (r.type === 1 ? '' : subjectRequirementText(r.chooseSubject)) },
    { title: '计划人数', dataIndex: 'planNum', width: 80, render: (v: number | null, r) => (r.type === 4 ? dash(v) : '') },
    { title: '学制', dataIndex: 'learnYearText', width: 64, render: (v: string | null, r) => (r.type === 4 ? dash(v) : '') },
    { title: '学费', dataIndex: 'cost', width: 100, render: (v: string | null, r) => (r.type === 4 ? dash(v) : '') },
  ];
  return (
    <section className="zy-detail-section" aria-labelledby="zy-early-plan">
      <h3 id="zy-early-plan" className="zy-section-title">提前批招生计划</h3>
      <div className="zy-detail-filters">
        <ProvincePicker value={province} onChange={onProvince} withRows={withRows} />
        {(years.data?.length ?? 0) > 0 && <ChoiceGroup label="年份" value={chosenYear} options={years.data ?? []} onChange={(y) => onYear(String(y))} />}
      </div>
      {/* the province is the school's own until one is picked, and that needs the school's facts first */}
      {/* a province without early plans has no year: the tab says so instead of waiting for a table that never comes */}
      <LoadState
        query={chosenYear === undefined ? years : [years, details]}
        waiting={province === undefined}
        what="提前批招生计划"
        isEmpty={rows.length === 0}
        emptyReason={emptyReason('招生计划', province, withRows)}
      >
        <Table<PrePlanRow>
          className="zy-data-table"
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={rows}
          rowClassName={rowTypeClass}
          pagination={rows.length > 60 ? { pageSize: 60, showSizeChanger: false, size: 'small' } : false}
          scroll={{ x: 700 }}
        />
      </LoadState>
      <DataSourceNote sources={details.data?.sources ?? []} year={chosenYear} extra={<QualityLegend marks={marksIn(rows.filter((r) => r.type === 4))} />} />
    </section>
  );
}

/** 提前批分数线 of one school: a unit row (first) followed by its majors. */
export function EarlyScoreTab({ schoolId, province, withRows, onProvince, year, onYear, subject, onSubject }: EarlyTabProps) {
  const isPhone = useIsPhone();
  const configs = usePreEnterConfigs(schoolId, province);
  const list = configs.data ?? [];
  const chosen = list.find((c) => String(c.year) === year) ?? list[0];
  const track = chosen?.subjects.find((s) => s.subject === subject) ?? chosen?.subjects[0];
  const details = usePreEnterDetails(track?.dataKey);
  const rows = details.data?.records ?? [];
  // the lines a student compares come first, so a phone shows them without scrolling
  const columns: TableColumnsType<PreScoreRow> = [
    {
      title: '院校/专业',
      key: 'title',
      width: isPhone ? 140 : 260,
      fixed: 'left',
      render: (_, r) => (r.first ? <strong>{r.title}</strong> : <span className="zy-indent">{r.title}</span>),
    },
    { title: '最低分', dataIndex: 'minScore', width: 80, render: (v: number | null, r) => <span className="zy-nowrap">{scoreText(v)}<QualityMarker quality={r.quality} /></span> },
    { title: '最低位次', dataIndex: 'lowestRank', width: 96, render: (v: number | null, r) => <span className="zy-nowrap">{dash(v)}<QualityMarker rankDerived={v !== null && r.rankDerived} /></span> },
    { title: '录取人数', dataIndex: 'enterNum', width: 80, render: (v: number | null) => dash(v) },
    { title: '最高分', dataIndex: 'maxScore', width: 70, render: (v: number | null) => scoreText(v) },
    { title: '选科要求', dataIndex: 'chooseSubject', width: 100, render: (v: string | null) => subjectRequirementText(v) },
    { title: '批次', key: 'batch', width: 180, render: (_, r) => (r.first ? r.breadcrumbs[0] : '') },
  ];
  return (
    <section className="zy-detail-section" aria-labelledby="zy-early-score">
      <h3 id="zy-early-score" className="zy-section-title">提前批分数线</h3>
      <div className="zy-detail-filters">
        <ProvincePicker value={province} onChange={onProvince} withRows={withRows} />
        {list.length > 0 && (
          <ChoiceGroup label="年份" value={chosen?.year} options={list.map((c) => c.year)} onChange={(y) => { onYear(String(y)); onSubject(undefined); }} />
        )}
        {chosen && <ChoiceGroup label="科类" value={track?.subject} options={chosen.subjects.map((s) => s.subject)} onChange={onSubject} />}
      </div>
      <LoadState
        query={track?.dataKey === undefined ? configs : [configs, details]}
        waiting={province === undefined}
        what="提前批分数线"
        isEmpty={rows.length === 0}
        emptyReason={emptyReason('分数线', province, withRows)}
      >
        <Table<PreScoreRow>
          className="zy-data-table"
          size="small"
          rowKey={(r, i) => `${r.title}-${i}`}
          columns={columns}
          dataSource={rows}
          rowClassName={(r) => (r.first ? 'zy-row-unit' : '')}
          pagination={false}
          scroll={{ x: 700 }}
        />
      </LoadState>
      <DataSourceNote sources={details.data?.sources ?? []} year={chosen?.year} extra={<QualityLegend marks={marksIn(rows)} />} />
    </section>
  );
}
