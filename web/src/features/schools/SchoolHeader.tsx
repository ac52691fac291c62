import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { Skeleton, Tag, Tooltip } from 'antd';
import { EnvironmentOutlined, FileTextOutlined, GlobalOutlined, PhoneOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { contactAddress, contactPhones, rankChartValue, type RankHistory, type SchoolBase, type SchoolExtra } from '@zhiyuan/domain';
import { EChart, type EChartOption } from '../../components/EChart';
import { DataSourceNote } from '../../components/DataSourceNote';
import { LoadState } from '../../components/LoadState';
import { dash } from '../../components/dataFormat';
import { useIsPhone } from '../../lib/useMediaQuery';
import { useRankHistory, useSchoolBase, useSchoolExtra } from './api';
import { SchoolCrest } from '../../components/SchoolCrest';
import { CompareLink, CompareToggle } from './CompareToggle';
import { featureTagColor } from '../../components/schoolFeatures';
import './detail.css';

/** The two rate tooltips, worded as spec §2 says. */
export const FURTHER_EDUCATION_TIP = '数据为2022年，来源于学校毕业生就业质量报告；升学率 = 升学人数 / 毕业生人数 × 100%';
export const RECOMMENDATION_TIP = '数据为2024年，来源于学校官网或第三方；保研率 = 推免人数 / 毕业生人数 × 100%';

const SYSTEM_NAMES: Record<string, string> = { 软科: '软科中国大学排名', QS: 'QS世界大学排名', ARWU: 'ARWU世界排名' };

/** The header of a school's detail: crest, name, features, website, phone, facts and rank cards (spec §2). */
export function SchoolHeader({ schoolId, fallbackName }: { schoolId: string; fallbackName?: string | null }) {
  const base = useSchoolBase(schoolId);
  const extra = useSchoolExtra(schoolId);
  const isPhone = useIsPhone();
  const name = base.data?.schoolName ?? fallbackName ?? '';
  if (base.isError) return null;
  return (
    <header className="zy-school-head">
      <div className="zy-school-head-top">
        {name ? <SchoolCrest name={name} url={null} size={isPhone ? 60 : 84} /> : <Skeleton.Avatar active size={isPhone ? 60 : 84} />}
        <div className="zy-school-head-main">
          <h1 className="zy-school-head-name">
            {name || <Skeleton.Input active size="small" />}
            {base.data?.schoolFeatures.map((f) => (
              <Tag key={f} color={featureTagColor(f)} className="zy-school-head-tag">
                {f}
              </Tag>
            ))}
          </h1>
          {name && (
            <div className="zy-school-head-actions">
              <CompareToggle schoolId={schoolId} schoolName={name} size="middle" />
              <CompareLink />
            </div>
          )}
          <SchoolContacts extra={extra.data} />
        </div>
      </div>
      {base.data ? <BasicFacts base={base.data} /> : <Skeleton active paragraph={{ rows: 2 }} />}
      <RankCards schoolId={schoolId} />
    </header>
  );
}

/** A web address as a link that opens in a new tab; its text without the scheme. */
function ExternalLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noreferrer noopener">
      {children ?? href.replace(/^https?:\/\//, '').replace(/\/$/, '')}
    </a>
  );
}

/** 官网, 招生网, 招生电话, 地址 and the 阳光高考 page (招生章程), from 阳光高考 (2026). */
function SchoolContacts({ extra }: { extra: SchoolExtra | undefined }) {
  if (!extra) return <Skeleton.Input active size="small" />;
  const site = extra.officialWebsites[0];
  const admission = extra.admissionWebsites[0];
  // 阳光高考 prints both as free text: an address field may hold the whole contact block
  const phones = contactPhones(extra.admissionPhones);
  const address = contactAddress(extra.address);
  return (
    <div className="zy-school-head-contact" data-testid="school-contacts">
      <span>
        <GlobalOutlined aria-hidden /> 官网：{site ? <ExternalLink href={site} /> : '-'}
      </span>
      <span>
        <GlobalOutlined aria-hidden /> 招生网：{admission ? <ExternalLink href={admission} /> : '-'}
      </span>
      <span>
        <PhoneOutlined aria-hidden /> 招生电话：
        {phones.length
          ? phones.map((p, i) => (
              <Fragment key={`${p.text}-${i}`}>
                {i > 0 && '、'}
                {p.dial ? <a href={`tel:${p.dial}`}>{p.text}</a> : p.text}
              </Fragment>
            ))
          : '-'}
      </span>
      {address.addresses.length > 0 && (
        <span className="zy-school-head-address">
          <EnvironmentOutlined aria-hidden /> 地址：{address.addresses.join('；')}
        </span>
      )}
      {address.postcodes.length > 0 && <span>邮编：{address.postcodes.join('、')}</span>}
      {extra.chsiUrl && (
        <span>
          <FileTextOutlined aria-hidden /> <ExternalLink href={extra.chsiUrl}>阳光高考院校页（可查看招生章程）</ExternalLink>
        </span>
      )}
      <span className="zy-school-head-contact-source">
        {extra.source ? <DataSourceNote sources={[extra.source]} year={extra.year} /> : '联系方式：阳光高考未收录这所学校'}
      </span>
    </div>
  );
}

function rate(value: number | null): string {
  return value === null ? '-' : `${value}%`;
}

function BasicFacts({ base }: { base: SchoolBase }) {
  const facts: Array<{ label: string; value: string; tip?: string }> = [
    { label: '创建年份', value: dash(base.createYear) },
    { label: '院校性质', value: dash(base.schoolInstitution) },
    {
      label: '院校类型',
      value: dash(base.schoolType.join('、')),
      tip: base.typeSource ? `来源：${base.typeSource.label}（${base.typeSource.year}年）` : undefined,
    },
    { label: '隶属', value: dash(base.belongs) },
    { label: '学历层次', value: dash(base.schoolLevel) },
    { label: '所在省份', value: dash(base.cityName && !base.cityName.startsWith(base.provinceName) ? `${base.provinceName} ${base.cityName}` : base.provinceName) },
    { label: '博士点', value: dash(base.numDoctor) },
    { label: '硕士点', value: dash(base.numMaster) },
    { label: '在校生', value: dash(base.numStudent) },
    { label: '院士', value: dash(base.numAcademician) },
    { label: '校友会', value: dash(base.aluMniNum) },
    { label: '升学率', value: rate(base.furtherEducationRate), tip: FURTHER_EDUCATION_TIP },
    { label: '保研率', value: rate(base.postgraduateRecommendationRate), tip: RECOMMENDATION_TIP },
  ];
  return (
    <>
      <dl className="zy-facts">
        {facts.map((f) => (
          <div key={f.label} className="zy-fact">
            <dt>
              {f.label}
              {f.tip && (
                <Tooltip title={f.tip}>
                  <QuestionCircleOutlined className="zy-fact-tip" aria-label={f.tip} tabIndex={0} />
                </Tooltip>
              )}
            </dt>
            <dd className={f.value === '-' ? 'is-empty' : undefined}>{f.value}</dd>
          </div>
        ))}
      </dl>
      {(base.abbreviations.length > 0 || base.oldNames.length > 0 || base.currentName) && (
        <dl className="zy-school-names" data-testid="school-names">
          {base.currentName && (
            <div>
              <dt>现用名</dt>
              <dd>{base.currentName}（阳光高考 2026年）</dd>
            </div>
          )}
          {base.abbreviations.length > 0 && (
            <div>
              <dt>简称</dt>
              <dd>{base.abbreviations.join('、')}</dd>
            </div>
          )}
          {base.oldNames.length > 0 && (
            <div>
              <dt>曾用名</dt>
              <dd>{base.oldNames.join('、')}</dd>
            </div>
          )}
        </dl>
      )}
      <DataSourceNote
        sources={[...(base.source ? [base.source] : []), ...(base.typeSource?.source ? [base.typeSource.source] : []), ...base.aliasSources].filter(
          (s, i, all) => all.findIndex((o) => o.id === s.id) === i,
        )}
        extra={
          <span>
            {base.typeSource && `院校类型：${base.typeSource.label}（${base.typeSource.year}年）；`}
            {(base.abbreviations.length > 0 || base.oldNames.length > 0) && '简称、曾用名：掌上高考院校库（2024年）；'}
            创建年份、在校生、升学率等尚无可核实的公开数据，显示为“-”。
          </span>
        }
      />
    </>
  );
}

function RankCards({ schoolId }: { schoolId: string }) {
  const history = useRankHistory(schoolId);
  const [selected, setSelected] = useState<string | null>(null);
  const systems = history.data ?? [];
  const keyOf = (s: RankHistory) => `${s.system}|${s.list}`;
  const active = systems.find((s) => keyOf(s) === selected) ?? systems[0];
  return (
    <LoadState query={history} what="院校排名" skeletonRows={1}>
      {systems.length === 0 ? (
        <p className="zy-muted zy-school-rank-none">暂无排名数据：这所学校不在本站收录的软科、QS、ARWU 排名榜单中。</p>
      ) : (
        <section className="zy-school-rank-section" aria-label="院校排名">
          <div>
          <div className="zy-school-rank-cards" role="tablist" aria-label="排名体系">
            {systems.map((s) => {
              const latest = s.ranks.at(-1)!;
              const isActive = s === active;
              return (
                <button
                  key={keyOf(s)}
                  type="button"
                  role="tab"
                  aria-selected={isActive}
                  className={isActive ? 'zy-school-rank-card is-active' : 'zy-school-rank-card'}
                  onClick={() => setSelected(keyOf(s))}
                >
                  <span className="zy-school-rank-card-name">{SYSTEM_NAMES[s.system] ?? s.system}</span>
                  <span className="zy-school-rank-card-rank">{latest.rank}</span>
                  <span className="zy-school-rank-card-year">
                    {latest.year}年{s.list !== '主榜' ? ` · ${s.list}` : ''}
                  </span>
                </button>
              );
            })}
          </div>
          {new Set(systems.map((s) => s.ranks.at(-1)!.year)).size > 1 && (
            <p className="zy-muted zy-school-rank-years" data-testid="rank-years-note">
              各榜单的最新年份不同：{systems.map((s) => `${SYSTEM_NAMES[s.system] ?? s.system}${s.list !== '主榜' ? `（${s.list}）` : ''} ${s.ranks.at(-1)!.year}年`).join('，')}。
            </p>
          )}
          </div>
          {active && <RankChart history={active} />}
        </section>
      )}
    </LoadState>
  );
}

function RankChart({ history }: { history: RankHistory }) {
  const option = useMemo<EChartOption>(() => {
    const values = history.ranks.map((r) => r.rankValue ?? 0);
    const worst = Math.max(...values);
    return {
      grid: { left: 8, right: 8, top: 28, bottom: 24, containLabel: true },
      tooltip: {
        trigger: 'axis',
        formatter: (items: Array<{ dataIndex: number }>) => {
          const r = history.ranks[items[0]?.dataIndex ?? 0];
          return r ? `${r.year}年：第${r.rank.replace(/^=/, '')}名` : '';
        },
      },
      xAxis: { type: 'category', data: history.ranks.map((r) => `${r.year}`) },
      yAxis: { type: 'value', show: false },
      series: [
        {
          type: 'bar',
          barMaxWidth: 36,
          data: values.map((v) => rankChartValue(v, worst)),
          itemStyle: { color: '#1f5fd1', borderRadius: [4, 4, 0, 0] },
          label: {
            show: true,
            position: 'top',
            formatter: (p: { dataIndex: number }) => history.ranks[p.dataIndex]?.rank ?? '',
          },
        },
      ],
    };
  }, [history]);
  return (
    <div className="zy-school-rank-chart">
      <EChart option={option} height={180} label={`${history.system}${history.list !== '主榜' ? history.list : ''}历年排名：${history.ranks.map((r) => `${r.year}年第${r.rank}名`).join('，')}`} />
      <DataSourceNote
        sources={history.source ? [history.source] : []}
        year={history.ranks.map((r) => r.year).join('、')}
        extra={<span>柱越高名次越靠前；没有列出的年份本站暂无该榜单数据。</span>}
      />
    </div>
  );
}
