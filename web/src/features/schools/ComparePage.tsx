import { useMemo, useState, type ReactNode } from 'react';
import { App, AutoComplete, Button, Empty, Tag } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { COMPARE_MAX, PROVINCE_NAMES, type CompareSchool } from '@zhiyuan/domain';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { DataSourceNote } from '../../components/DataSourceNote';
import { LoadState } from '../../components/LoadState';
import { PageTitle } from '../../components/PageTitle';
import { featureTagColor } from '../../components/schoolFeatures';
import { rememberProvince, usePreferredProvince } from '../../lib/province';
import { useSchoolCompare, useSchoolPage } from './api';
import { useCompareTray } from './compareTray';
import './compare.css';

const SYSTEM_NAMES: Record<string, string> = { 软科: '软科中国大学排名', QS: 'QS世界大学排名', ARWU: 'ARWU世界排名' };
const SYSTEMS = ['软科', 'QS', 'ARWU'];

/** One row of the table: a label and what each school shows. */
interface CompareRow {
  label: string;
  cell: (s: CompareSchool) => ReactNode;
}

function rankCell(s: CompareSchool, system: string) {
  const r = s.ranks.find((x) => x.system === system);
  if (!r) return <span className="zy-muted">未上榜</span>;
  // the year is always named: a 2023 rank never sits silently beside a 2026 one
  return (
    <span>
      <strong>{r.rank}</strong>
      <span className="zy-compare-sub">
        {r.year}年{r.list !== '主榜' ? ` · ${r.list}` : ''}
      </span>
    </span>
  );
}

/** /chadaxuecompare?ids=…: up to four schools side by side (院校对比). */
export function SchoolComparePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tray = useCompareTray();
  const { message } = App.useApp();
  const fromUrl = (searchParams.get('ids') ?? '').split(',').filter((id) => /^\d{10}$/.test(id));
  const ids = (fromUrl.length ? fromUrl : tray.ids).slice(0, COMPARE_MAX);
  const preferred = usePreferredProvince();
  const province = searchParams.get('p') ?? preferred ?? undefined;
  const compare = useSchoolCompare(ids, province);
  const schools = compare.data?.schools ?? [];
  const shownProvince = compare.data?.province ?? province;

  const setIds = (next: string[]) => {
    tray.set(next);
    setSearchParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next.length) p.set('ids', next.join(','));
        else p.delete('ids');
        return p;
      },
      { preventScrollReset: true },
    );
  };
  const add = (id: string) => {
    if (ids.includes(id)) return;
    if (ids.length >= COMPARE_MAX) {
      void message.warning(`最多对比${COMPARE_MAX}所院校，请先移除一所`);
      return;
    }
    setIds([...ids, id]);
  };

  const rows: CompareRow[] = [
    { label: '所在地', cell: (s) => s.provinceName },
    { label: '院校类型', cell: (s) => s.schoolType.join('、') || '-' },
    { label: '办学层次', cell: (s) => s.schoolLevel },
    { label: '院校性质', cell: (s) => s.schoolInstitution ?? '-' },
    { label: '隶属', cell: (s) => s.belongs ?? '-' },
    {
      label: '院校特色',
      cell: (s) =>
        s.schoolFeatures.length ? (
          s.schoolFeatures.map((f) => (
            <Tag key={f} color={featureTagColor(f)}>
              {f}
            </Tag>
          ))
        ) : (
          '-'
        ),
    },
    ...SYSTEMS.map((system) => ({ label: SYSTEM_NAMES[system]!, cell: (s: CompareSchool) => rankCell(s, system) })),
    {
      label: '第四轮学科评估',
      cell: (s) =>
        s.assessment.length ? (
          <span className="zy-compare-grades">
            {s.assessment.map((g) => (
              <span key={g.grade}>
                {g.grade}×{g.count}
              </span>
            ))}
          </span>
        ) : (
          <span className="zy-muted">无获评学科</span>
        ),
    },
    { label: '双一流建设学科', cell: (s) => (s.doubleFirstClassCount ? `${s.doubleFirstClassCount}个（2022）` : '-') },
    {
      label: `${shownProvince ?? ''}近三年最低分/最低位次`,
      cell: (s) =>
        s.lines.length ? (
          <ul className="zy-compare-lines">
            {s.lines.map((l) => (
              <li key={`${l.year}-${l.track}`}>
                {l.year} {l.track ?? '不分科类'}：{l.lowestScore ?? '-'}分 / {l.lowestRank?.toLocaleString('zh-CN') ?? '-'}位
              </li>
            ))}
          </ul>
        ) : (
          <span className="zy-muted">本站暂无该校在{shownProvince}的录取线</span>
        ),
    },
  ];

  return (
    <div className="zy-container zy-page zy-compare-page">
      <PageTitle>院校对比</PageTitle>
      <h1 className="zy-page-title">院校对比</h1>
      <p className="zy-page-subtitle">最多选{COMPARE_MAX}所院校并排比较：类型、层次、排名、学科评估和所选省份近三年的最低分与最低位次。</p>
      <div className="zy-panel zy-compare-controls">
        <SchoolPicker disabled={ids.length >= COMPARE_MAX} onPick={add} />
        <ChoiceGroup
          label="录取省份"
          select
          value={shownProvince ?? undefined}
          options={[...PROVINCE_NAMES]}
          onChange={(p) => {
            rememberProvince(p);
            setSearchParams(
              (prev) => {
                const next = new URLSearchParams(prev);
                next.set('p', p);
                if (!next.get('ids') && ids.length) next.set('ids', ids.join(','));
                return next;
              },
              { preventScrollReset: true },
            );
          }}
        />
      </div>
      {ids.length === 0 ? (
        <div className="zy-panel">
          <Empty description="还没有选择院校：在上方搜索添加，或在查大学、院校详情页点“加入对比”。">
            <Link to="/chadaxue">去查大学</Link>
          </Empty>
        </div>
      ) : (
        <div className="zy-panel">
          <LoadState query={compare} what="院校对比">
            <div className="zy-compare-scroll">
              <table className="zy-compare-table" data-testid="compare-table" style={{ ['--zy-compare-cols' as string]: schools.length }}>
                <thead>
                  <tr>
                    <th scope="col" className="zy-compare-label">院校</th>
                    {schools.map((s) => (
                      <th key={s.schoolId} scope="col">
                        <Link to={`/chadaxueoverview/${s.schoolId}`} state={{ schoolName: s.schoolName }}>
                          {s.schoolName}
                        </Link>
                        <Button
                          type="text"
                          size="small"
                          className="zy-compare-remove"
                          icon={<CloseOutlined />}
                          aria-label={`移除${s.schoolName}`}
                          onClick={() => setIds(ids.filter((id) => id !== s.schoolId))}
                        />
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.label}>
                      <th scope="row" className="zy-compare-label">
                        {row.label}
                      </th>
                      {schools.map((s) => (
                        <td key={s.schoolId}>{row.cell(s)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <DataSourceNote
              sources={compare.data?.sources ?? []}
              extra={<span>最低分、最低位次取该年该科类各专业组（不含征集）中的最低者；排名均注明年份。</span>}
            />
          </LoadState>
        </div>
      )}
    </div>
  );
}

/** A search box that adds a school by name. */
function SchoolPicker({ onPick, disabled }: { onPick: (id: string) => void; disabled: boolean }) {
  const [text, setText] = useState('');
  const query = text.trim();
  const result = useSchoolPage({ query, page: 1, pageSize: 10 });
  const options = useMemo(
    () => (query ? (result.data?.records ?? []).map((s) => ({ value: s.id, label: `${s.schoolName}（${s.provinceName}）` })) : []),
    [query, result.data],
  );
  return (
    <div className="zy-choice-row" role="group" aria-label="添加院校">
      <span className="zy-choice-label">添加院校</span>
      <AutoComplete
        className="zy-compare-search"
        value={text}
        options={options}
        disabled={disabled}
        placeholder={disabled ? `已选${COMPARE_MAX}所，移除一所后再添加` : '输入院校名称'}
        aria-label="添加对比院校"
        onChange={setText}
        onSelect={(id: string) => {
          onPick(id);
          setText('');
        }}
      />
    </div>
  );
}
