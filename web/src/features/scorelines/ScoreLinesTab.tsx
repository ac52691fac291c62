import { useMemo } from 'react';
import { Alert, Checkbox, Empty, Table, Tag, type TableColumnsType } from 'antd';
import { ALL, SUB_SUBJECTS, validateSubSubjects, type MajorScoreDetail, type MajorScoreGroup, type SchoolScoreLine } from '@zhiyuan/domain';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { LoadState } from '../../components/LoadState';
import { tablePaging } from '../../components/tablePaging';
import { phoneColumnsFirst } from '../../components/phoneColumns';
import { NoRowsInProvince } from '../../components/NoRowsInProvince';
import { QualityLegend, QualityMarker, marksIn } from '../../components/QualityMarker';
import { DataSourceNote } from '../../components/DataSourceNote';
import { dash, scoreText, subjectRequirementText } from '../../components/dataFormat';
import { useIsPhone } from '../../lib/useMediaQuery';
import { groupTexts } from '../../lib/groupTexts';
import { ALL_YEARS, isComprehensive, useCascadingFilters, type CascadingFilters } from '../../lib/cascadingFilters';
import { provinceRuleQueryOptions, useMajorScoreLines, useSchoolScoreLines } from './api';
import '../../components/detail-section.css';

/** The notice of spec §2 under the major score lines. */
export const SCORE_LINE_NOTICE =
  '本页数据依据各省招生考试机构公布的招生信息及高校招生网站整理，与省级招生考试机构公布的数据一致；因加分政策、征集志愿展示方式等原因，可能与高校网站公布的数据存在差异，请以官方公布的数据为准。';

const isSubSubject = (c: string): c is (typeof SUB_SUBJECTS)[number] => (SUB_SUBJECTS as readonly string[]).includes(c);

/** 录取分数线: the school (专业组) lines, then the major lines by group (spec §2). */
export function ScoreLinesTab({ schoolId }: { schoolId: string }) {
  return (
    <div className="zy-detail-sections">
      <SchoolLinesSection schoolId={schoolId} />
      <MajorLinesSection schoolId={schoolId} />
    </div>
  );
}

/** The parts of a line's direction (地方专项 · 校区) its name does not already say: no label twice. */
export function tagsBesideName(name: string, direction: string | null): string[] {
  if (!direction) return [];
  const bare = (text: string) => text.replace(/[()（）\s]/g, '');
  return direction.split(' · ').filter((part) => part.trim() !== '' && !bare(name).includes(bare(part)));
}

function rankCell(rank: number | null, row: { rankDerived: boolean; quality: string }) {
  return (
    <span className="zy-nowrap">
      {dash(rank)}
      <QualityMarker rankDerived={rank !== null && row.rankDerived} quality={row.quality} />
    </span>
  );
}

function FilterBar({ f, withBatch, allYears }: { f: CascadingFilters; withBatch: boolean; allYears?: boolean }) {
  const yearOptions = allYears ? [{ label: '全部年份', value: ALL_YEARS as string }, ...f.years.map((y) => ({ label: `${y}`, value: String(y) }))] : f.years.map((y) => ({ label: `${y}`, value: String(y) }));
  return (
    <div className="zy-detail-filters">
      <ChoiceGroup label="省份" select value={f.province} options={f.provinces} onChange={f.setProvince} />
      <ChoiceGroup
        label="年份"
        value={f.allYears ? ALL_YEARS : f.year === undefined ? undefined : String(f.year)}
        options={yearOptions}
        onChange={(v) => f.setYear(v === ALL_YEARS ? ALL_YEARS : Number(v))}
      />
      <ChoiceGroup label="科类" value={f.subject} options={f.subjects} onChange={f.setSubject} />
      {withBatch && <ChoiceGroup label="批次" value={f.batch} options={f.batches} onChange={f.setBatch} />}
    </div>
  );
}

function SchoolLinesSection({ schoolId }: { schoolId: string }) {
  const f = useCascadingFilters('', (province) => provinceRuleQueryOptions(schoolId, province, 'school'), { allYears: true });
  const isPhone = useIsPhone();
  const body =
    f.province !== undefined && (f.year !== undefined || f.allYears)
      ? { schoolId, province: f.province, year: f.year, subjectSelection: f.subject }
      : null;
  const lines = useSchoolScoreLines(body);
  const rows = lines.data?.records ?? [];
  const columns: TableColumnsType<SchoolScoreLine> = [
    { title: '年份', dataIndex: 'year', width: isPhone ? 52 : 64, fixed: 'left' },
    {
      title: '院校/方向',
      key: 'name',
      width: isPhone ? 132 : 220,
      fixed: isPhone ? 'left' : undefined,
      render: (_, r) => (
        <span>
          {r.schoolNameText}
          {tagsBesideName(r.schoolNameText, r.admissionType).map((t) => (
            <Tag key={t} className="zy-inline-tag">
              {t}
            </Tag>
          ))}
          {r.zj && <Tag color="orange" className="zy-inline-tag">征集</Tag>}
        </span>
      ),
    },
    { title: '批次/段', dataIndex: 'batch', width: 120, render: (v: string) => dash(v) },
    { title: '选科要求', dataIndex: 'subjectRequirement', width: 100, render: (v: string | null) => subjectRequirementText(v) },
    { title: '录取人数', dataIndex: 'admittedCount', width: 80, render: (v: number | null) => dash(v) },
    { title: '最高分', dataIndex: 'highestScore', width: 70, render: (v: number | null) => scoreText(v) },
    { title: '最低分', dataIndex: 'lowestScore', width: 70, render: (v: number | null, r) => <span className="zy-nowrap">{scoreText(v)}<QualityMarker quality={r.quality} /></span> },
    { title: '平均分', dataIndex: 'averageScore', width: 70, render: (v: number | null) => scoreText(v) },
    { title: '最低位次', dataIndex: 'lowestRank', width: 96, render: (v: number | null, r) => rankCell(v, { rankDerived: r.rankDerived, quality: 'ok' }) },
  ];
  // a phone shows 最低分 and 最低位次 beside the name without a sideways scroll, as the major table does
  const tableColumns = isPhone ? phoneColumnsFirst(columns, { year: 44, name: 120, lowestScore: 58, lowestRank: 78 }) : columns;

  const years = [...new Set(rows.map((r) => r.year))].sort((a, b) => b - a);
  return (
    <section className="zy-detail-section" aria-labelledby="zy-school-lines">
      <h3 id="zy-school-lines" className="zy-section-title">院校分数线</h3>
      <LoadState query={f.config} what="院校分数线" isEmpty={f.provinces.length === 0} emptyReason="本站收录的院校分数线中没有这所学校。">
        <>
          <NoRowsInProvince province={f.province} provinces={f.provinces} what="院校分数线" />
          <FilterBar f={f} withBatch={false} allYears />
          <Table<SchoolScoreLine>
            className="zy-data-table"
            size="small"
            rowKey={(r, i) => `${r.year}-${r.schoolNameText}-${r.batch}-${r.subject}-${i}`}
            columns={tableColumns}
            dataSource={rows}
            loading={lines.isFetching}
            pagination={tablePaging(rows.length)}
            scroll={{ x: 880 }}
            locale={{ emptyText: <Empty description="暂无数据" /> }}
          />
          <DataSourceNote
            sources={lines.data?.sources ?? []}
            year={years.length ? years.join('、') : null}
            extra={<QualityLegend marks={marksIn(rows)} />}
          />
        </>
      </LoadState>
    </section>
  );
}

function MajorLinesSection({ schoolId }: { schoolId: string }) {
  const f = useCascadingFilters('m', (province) => provinceRuleQueryOptions(schoolId, province, 'major'));
  const picked = useMemo(() => (f.get('sub') ?? '').split('').filter(isSubSubject), [f]);
  const comprehensive = isComprehensive(f.subject);
  const body =
    f.province !== undefined && f.year !== undefined
      ? {
          page: 1 as const,
          pageSize: 1000 as const,
          schoolId,
          province: f.province,
          year: f.year,
          subject: f.subject,
          batch: f.batch,
          ...(comprehensive && picked.length > 0 ? { subSubject: picked } : {}),
        }
      : null;
  const lines = useMajorScoreLines(body);
  const groups = lines.data?.records ?? [];
  const groupCodes = [...new Set(groups.map((g) => g.majorGroupCode))];
  const chipTexts = groupTexts(groups.map((g) => [g.majorGroupCode, g.majorGroupText] as const));
  const group = f.get('g');
  const shown = group && group !== ALL && groupCodes.includes(group) ? groups.filter((g) => g.majorGroupCode === group) : groups;
  const details = shown.flatMap((g) => g.details);
  // a school that admits under several units (北京大学 and 北京大学医学部) can have groups alike in code, track and
  // batch: each then names its unit, or the two blocks could not be told apart
  const unitsDiffer = new Set(groups.map(unitOf)).size > 1;
  const subProblem = comprehensive && picked.length > 0 ? validateSubSubjects(picked) : null;

  return (
    <section className="zy-detail-section" aria-labelledby="zy-major-lines">
      <h3 id="zy-major-lines" className="zy-section-title">专业分数线</h3>
      <LoadState query={f.config} what="专业分数线" isEmpty={f.provinces.length === 0} emptyReason="本站收录的专业分数线中没有这所学校。">
        <>
          <NoRowsInProvince province={f.province} provinces={f.provinces} what="专业分数线" />
          <FilterBar f={f} withBatch />
          {comprehensive && (
            <div className="zy-choice-row" role="group" aria-label="选考科目">
              <span className="zy-choice-label">选考科目</span>
              <Checkbox.Group
                value={picked}
                onChange={(values) => {
                  const next = (values as string[]).slice(0, 3);
                  f.setMany({ sub: SUB_SUBJECTS.filter((s) => next.includes(s)).join('') || undefined, g: undefined });
                }}
                options={SUB_SUBJECTS.map((s) => ({ label: s, value: s, disabled: !picked.includes(s) && picked.length >= 3 }))}
              />
              <span className="zy-choice-hint">{subProblem ?? '可选1-3门，按选科要求筛选'}</span>
            </div>
          )}
          {groupCodes.length > 1 && (
            <div className="zy-choice-row" role="group" aria-label="专业组">
              <span className="zy-choice-label">专业组</span>
              <span className="zy-choice-chips">
                {[ALL, ...groupCodes].map((code) => {
                  const active = (group ?? ALL) === code || (code === ALL && !groupCodes.includes(group ?? ''));
                  return (
                    <button
                      key={code}
                      type="button"
                      className={active ? 'zy-choice-chip is-active' : 'zy-choice-chip'}
                      aria-pressed={active}
                      onClick={() => f.set('g', code === ALL ? undefined : code)}
                    >
                      {code === ALL ? '全部' : (chipTexts.get(code) ?? code)}
                    </button>
                  );
                })}
              </span>
            </div>
          )}
          <LoadState query={lines} what="专业分数线" isEmpty={shown.length === 0}>
            <div className="zy-group-list" aria-busy={lines.isFetching}>
              {shown.map((g, i) => (
                <MajorGroupTable key={`${g.batch}-${g.subject}-${g.majorGroupCode}-${g.admissionDirection}-${i}`} group={g} unit={unitsDiffer ? unitOf(g) : null} />
              ))}
            </div>
          </LoadState>
          <DataSourceNote sources={lines.data?.sources ?? []} year={f.year} extra={<QualityLegend marks={marksIn(details)} />} />
          <Alert className="zy-notice" type="info" showIcon title="说明" description={SCORE_LINE_NOTICE} />
        </>
      </LoadState>
    </section>
  );
}

/** The admitting unit of a group's rows (their school name), when they share one. */
function unitOf(group: MajorScoreGroup): string | null {
  const names = new Set(group.details.map((d) => d.schoolName?.trim()).filter((n): n is string => !!n));
  return names.size === 1 ? [...names][0]! : null;
}

function MajorGroupTable({ group, unit }: { group: MajorScoreGroup; unit: string | null }) {
  const isPhone = useIsPhone();
  // the lines a student compares come first, so a phone shows them without scrolling
  const columns: TableColumnsType<MajorScoreDetail> = [
    {
      title: '专业名称',
      dataIndex: 'majorName',
      width: isPhone ? 128 : 220,
      fixed: 'left',
      render: (v: string | null, r) => <span>{dash(v)}{r.note && <span className="zy-cell-note">{r.note}</span>}</span>,
    },
    { title: '最低分', dataIndex: 'lowestScore', width: 80, render: (v: number | null, r) => <span className="zy-nowrap">{scoreText(v)}<QualityMarker quality={r.quality} /></span> },
    { title: '最低位次', dataIndex: 'lowestRank', width: 96, render: (v: number | null, r) => rankCell(v, { rankDerived: r.rankDerived, quality: 'ok' }) },
    { title: '录取人数', dataIndex: 'admittedCount', width: 80, render: (v: number | null) => dash(v) },
    { title: '最高分', dataIndex: 'highestScore', width: 70, render: (v: number | null) => scoreText(v) },
    { title: '平均分', dataIndex: 'averageScore', width: 70, render: (v: number | null) => scoreText(v) },
    { title: '选科要求', dataIndex: 'subjectRequirement', width: 100, render: (v: string | null) => subjectRequirementText(v) },
    { title: '专业代码', dataIndex: 'majorEnrollCode', width: 80, render: (v: string | null) => dash(v) },
  ];
  return (
    <div className="zy-group-block">
      <div className="zy-group-head">
        <strong>{group.majorGroupText}</strong>
        {unit && <span>招生单位：{unit}</span>}
        <span>{group.subject ?? '-'} · {group.batch}</span>
        <span>选科要求：{subjectRequirementText(group.subjectRequirement)}</span>
        {group.admissionDirection && <span>方向：{group.admissionDirection}</span>}
      </div>
      <Table<MajorScoreDetail>
        className="zy-data-table"
        size="small"
        rowKey={(r, i) => `${r.majorEnrollCode}-${r.majorName}-${i}`}
        columns={columns}
        dataSource={group.details}
        pagination={false}
        scroll={{ x: 780 }}
        locale={{ emptyText: <Empty description="暂无数据" /> }}
      />
    </div>
  );
}
