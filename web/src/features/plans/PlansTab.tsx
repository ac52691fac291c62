import { Empty, Table, type TableColumnsType } from 'antd';
import { ALL, type PlanMajor, type PlanRecord } from '@zhiyuan/domain';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { LoadState } from '../../components/LoadState';
import { tablePaging } from '../../components/tablePaging';
import { phoneColumnsFirst } from '../../components/phoneColumns';
import { NoRowsInProvince } from '../../components/NoRowsInProvince';
import { QualityLegend, QualityMarker, marksIn } from '../../components/QualityMarker';
import { DataSourceNote } from '../../components/DataSourceNote';
import { dash, subjectRequirementText } from '../../components/dataFormat';
import { useCascadingFilters } from '../../lib/cascadingFilters';
import { groupTexts } from '../../lib/groupTexts';
import { useIsPhone } from '../../lib/useMediaQuery';
import { planConfigQueryOptions, useAdmissionPlans } from './api';
import '../../components/detail-section.css';

interface PlanRow extends PlanMajor {
  key: string;
  unit: PlanRecord['majorMessage'];
}

/** 招生计划 (spec §2): filters province, year, subject, batch, major group. */
export function PlansTab({ schoolId }: { schoolId: string }) {
  const f = useCascadingFilters('', (province) => planConfigQueryOptions(schoolId, province));
  const isPhone = useIsPhone();
  const body =
    f.province !== undefined && f.year !== undefined
      ? { page: 1 as const, pageSize: 1000 as const, schoolId, province: f.province, year: f.year, subject: f.subject, batch: f.batch }
      : null;
  const plans = useAdmissionPlans(body);
  const records = plans.data?.records ?? [];
  const groupCodes = [...new Set(records.map((r) => r.majorMessage.majorGroup ?? ''))].filter(Boolean);
  const chipTexts = groupTexts(records.map((r) => [r.majorMessage.majorGroup ?? '', r.majorMessage.majorGroupText] as const));
  const group = f.get('g');
  const shown = group && group !== ALL && groupCodes.includes(group) ? records.filter((r) => r.majorMessage.majorGroup === group) : records;
  const rows: PlanRow[] = shown.flatMap((r, i) => r.subMajors.map((m, j) => ({ ...m, key: `${i}-${j}`, unit: r.majorMessage })));

  const columns: TableColumnsType<PlanRow> = [
    { title: '代码', key: 'code', width: 72, render: (_, r) => dash(r.majorEnrollCode ?? (r.groupTotal ? groupCodeOnly(r.unit.majorGroup) : null)) },
    {
      title: '院校/专业名称',
      key: 'name',
      width: 240,
      render: (_, r) => (
        <span>
          {r.groupTotal ? `${r.unit.schoolNameText}（专业组合计）` : dash(r.majorName)}
          <QualityMarker quality={r.quality} />
          {r.note && <span className="zy-cell-note">{r.note}</span>}
          {!r.groupTotal && <span className="zy-cell-note">{r.unit.schoolNameText}</span>}
        </span>
      ),
    },
    { title: '批次/段', dataIndex: 'batch', width: 110, render: (v: string) => dash(v) },
    { title: '选科要求', dataIndex: 'subjectRequirement', width: 100, render: (v: string | null) => subjectRequirementText(v) },
    { title: '计划人数', dataIndex: 'planNumber', width: 80, render: (v: number | null) => dash(v) },
    { title: '学制', dataIndex: 'schoolSystem', width: 64, render: (v: string | null) => dash(v) },
    { title: '学费', dataIndex: 'fee', width: 100, render: (v: string | null) => dash(v) },
  ];
  // a phone shows the name, 计划人数 and 学费 without a sideways scroll, as the score-line tables do
  const tableColumns = isPhone ? phoneColumnsFirst(columns, { name: 150, planNumber: 64, fee: 80 }) : columns;


  return (
    <section className="zy-detail-section" aria-labelledby="zy-plans">
      <h3 id="zy-plans" className="zy-section-title">招生计划</h3>
      <LoadState query={f.config} what="招生计划" isEmpty={f.provinces.length === 0} emptyReason="本站收录的招生计划中没有这所学校。">
        <>
          <NoRowsInProvince province={f.province} provinces={f.provinces} what="招生计划" />
          <div className="zy-detail-filters">
            <ChoiceGroup label="省份" select value={f.province} options={f.provinces} onChange={f.setProvince} />
            <ChoiceGroup label="年份" value={f.year} options={f.years} onChange={(y) => f.setYear(y)} />
            <ChoiceGroup label="科类" value={f.subject} options={f.subjects} onChange={f.setSubject} />
            <ChoiceGroup label="批次" value={f.batch} options={f.batches} onChange={f.setBatch} />
            {groupCodes.length > 1 && (
              <ChoiceGroup
                label="专业组"
                value={group && groupCodes.includes(group) ? group : ALL}
                options={[{ label: '全部', value: ALL }, ...groupCodes.map((c) => ({ label: chipTexts.get(c) ?? c, value: c }))]}
                onChange={(v) => f.set('g', v === ALL ? undefined : v)}
              />
            )}
          </div>
          <Table<PlanRow>
            className="zy-data-table"
            size="small"
            rowKey="key"
            columns={tableColumns}
            dataSource={rows}
            loading={plans.isFetching}
            rowClassName={(r) => (r.groupTotal ? 'zy-row-total' : '')}
            pagination={tablePaging(rows.length)}
            scroll={{ x: 760 }}
            locale={{ emptyText: <Empty description="暂无数据" /> }}
          />
          <DataSourceNote sources={plans.data?.sources ?? []} year={f.year} extra={<QualityLegend marks={marksIn(rows)} />} />
        </>
      </LoadState>
    </section>
  );
}

/** A group total's 代码 cell: the group's printed code; a source's label is already in the unit's name beside it. */
function groupCodeOnly(code: string | null): string | null {
  return code !== null && /^[0-9A-Za-z]+$/.test(code) ? code : null;
}
