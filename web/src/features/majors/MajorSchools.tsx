import { useRef, useState } from 'react';
import { Alert, Input, Select, Tag } from 'antd';
import { MAJOR_SCHOOL_PAGE_SIZE, type MajorSchool } from '@zhiyuan/domain';
import { LoadState } from '../../components/LoadState';
import { useMajorSchools } from './api';
import { FivePager } from './FivePager';
import { OpenLink } from './OpenLink';
import type { MajorNav } from './nav';

/** 开设院校 (spec §2): the schools offering the major, filtered by name and province, with 2024 选科要求, plans/lines and the 软科 major rank. */
export function MajorSchools({ majorId, level, nav }: { majorId: string; level: number; nav: MajorNav }) {
  const [page, setPage] = useState(1);
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [province, setProvince] = useState('');
  const schools = useMajorSchools(majorId, page, query, province);
  const topRef = useRef<HTMLDivElement>(null);
  const data = schools.data;
  const filtered = query !== '' || province !== '';

  const changePage = (p: number) => {
    setPage(p);
    const top = topRef.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) topRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="zy-major-schools" ref={topRef} data-testid="major-schools">
      {data?.note && <Alert type="warning" showIcon className="zy-major-alert" title={data.note} data-testid="schools-note" />}
      <div className="zy-major-schools-filters">
        <Input.Search
          aria-label="院校名称"
          placeholder="院校名称"
          allowClear
          enterButton="搜索"
          maxLength={50}
          value={input}
          onChange={(e) => {
            setInput(e.target.value);
            if (e.target.value === '' && query !== '') {
              setQuery('');
              setPage(1);
            }
          }}
          onSearch={(value) => {
            setQuery(value.trim());
            setPage(1);
          }}
        />
        <Select
          aria-label="院校省份"
          value={province}
          onChange={(value: string) => {
            setProvince(value);
            setPage(1);
          }}
          options={[{ value: '', label: '全部省份' }, ...(data?.provinces ?? []).map((p) => ({ value: p, label: p }))]}
        />
      </div>
      <LoadState
        query={schools}
        what="开设院校"
        isEmpty={data?.total === 0}
        emptyReason={filtered ? '没有符合筛选条件的院校。' : level === 3 ? '暂未找到开设该职业本科专业的院校。' : '暂未找到开设该专业的院校。'}
      >
        {data && (
          <>
            <p className="zy-major-schools-total" data-testid="schools-total">
              共{data.total}所院校
              {level === 1 && <span className="zy-muted zy-major-schools-order">软科专业排名靠前的院校在前</span>}
            </p>
            <ol className="zy-major-school-list">
              {data.records.map((s) => (
                <SchoolRow key={`${s.schoolId ?? ''}|${s.schoolName}`} school={s} ranked={level === 1} nav={nav} />
              ))}
            </ol>
            <FivePager current={data.current} total={data.total} pageSize={data.size || MAJOR_SCHOOL_PAGE_SIZE} onChange={changePage} />
          </>
        )}
      </LoadState>
    </div>
  );
}

/** 软科's major ranking covers 本科 majors only: 专科 and 职业本科 rows leave it out. */
function SchoolRow({ school: s, ranked, nav }: { school: MajorSchool; ranked: boolean; nav: MajorNav }) {
  const place = [s.provinceName, s.cityName !== s.provinceName ? s.cityName : null, s.nature].filter(Boolean).join(' · ');
  return (
    <li className="zy-major-school">
      <div className="zy-major-school-main">
        <div className="zy-major-school-name">
          {s.schoolId ? (
            <OpenLink href={nav.schoolHref?.(s.schoolId)} onOpen={() => nav.openSchool(s.schoolId!, s.schoolName)}>
              {s.schoolName}
            </OpenLink>
          ) : (
            <span>{s.schoolName}</span>
          )}
          {s.schoolFeatures.slice(0, 4).map((f) => (
            <Tag key={f} className="zy-inline-tag">
              {f}
            </Tag>
          ))}
        </div>
        {place && <div className="zy-muted">{place}</div>}
      </div>
      <dl className="zy-major-school-facts">
        {ranked && (
          <div>
            <dt>软科专业排名</dt>
            <dd>{s.ruankeRank !== null ? `第${s.ruankeRank}名${s.ruankeTier ? `（${s.ruankeTier}）` : ''}` : (s.ruankeTier ?? '未上榜')}</dd>
          </div>
        )}
        <div>
          <dt>2024选科要求</dt>
          <dd>{s.subjectRequirements.length ? s.subjectRequirements.join('；') : '暂无'}</dd>
        </div>
        <div>
          <dt>招生计划/分数线</dt>
          <dd>
            {s.hasPlansOrLines && s.schoolId ? (
              <OpenLink href={nav.schoolHref?.(s.schoolId)} onOpen={() => nav.openSchool(s.schoolId!, s.schoolName)}>
                有，去院校页查看
              </OpenLink>
            ) : (
              '暂无'
            )}
          </dd>
        </div>
        {s.majorSatisfaction !== null && (
          <div>
            <dt>专业满意度</dt>
            <dd>{s.majorSatisfaction.toFixed(1)}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}
