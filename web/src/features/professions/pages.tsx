import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, App, Button, Input, Table, Tabs, Tag } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { LOGIN_FIRST, VIP_PROMPT, isClickableProfessionType, isProfessionTypeCode, type ProfessionTypeNode } from '@zhiyuan/domain';
import { LoadState } from '../../components/LoadState';
import { EChart } from '../../components/EChart';
import { useLoginDialog } from '../../lib/loginDialog';
import { useViewer } from '../../lib/viewer';
import { useJobPostings, useJobRanking, useProfessionNode, useProfessionStats, useProfessionTree, useTypeOverview } from './api';
import './professions.css';

const CATEGORY_CHIPS = [
  ['1', '负责人'],
  ['2', '专业技术人员'],
  ['3', '办事人员'],
  ['4', '社会生产和生活服务人员'],
  ['5', '农林牧渔业人员'],
  ['6', '生产制造人员'],
  ['7', '军队人员'],
  ['8', '其他从业人员'],
] as const;

/** The name with every occurrence of the query marked. */
function Highlighted({ text, query }: { text: string; query: string }) {
  if (!query || !text.includes(query)) return <>{text}</>;
  const parts = text.split(query);
  return (
    <>
      {parts.map((p, i) => (
        <span key={i}>
          {p}
          {i < parts.length - 1 && <mark>{query}</mark>}
        </span>
      ))}
    </>
  );
}

/** /chazhiye: category chips, search with highlight navigation, total, tree 大类 → 小类 → 职业. */
export function ProfessionLibraryPage() {
  const [category, setCategory] = useState<string | undefined>();
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [current, setCurrent] = useState(0);
  const tree = useProfessionTree(query, category);
  const matches = useMemo(() => tree.data?.matches ?? [], [tree.data]);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => setCurrent(0), [query, category]);
  useEffect(() => {
    const code = matches[current];
    if (!code) return;
    listRef.current?.querySelector(`[data-code="${code}"]`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [current, matches]);

  const step = (d: number) => matches.length && setCurrent((c) => (c + d + matches.length) % matches.length);
  const currentCode = matches[current];

  return (
    <div className="professions">
      <h1>查职业</h1>
      <div className="professions-bar">
        <div className="professions-chips" role="group" aria-label="职业大类">
          {CATEGORY_CHIPS.map(([code, label]) => (
            <Tag.CheckableTag key={code} checked={category === code} onChange={() => setCategory(category === code ? undefined : code)}>
              {label}
            </Tag.CheckableTag>
          ))}
        </div>
        <div className="professions-search">
          <Input.Search
            allowClear
            placeholder="搜索职业名称（支持拼音、首字母）"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onSearch={(v) => setQuery(v.trim())}
            aria-label="搜索职业"
          />
          {query && (
            <span className="professions-nav" aria-live="polite">
              <span data-testid="match-count">{matches.length ? `${current + 1}/${matches.length}` : '0/0'}</span>
              <Button size="small" icon={<UpOutlined />} aria-label="上一个" onClick={() => step(-1)} disabled={!matches.length} />
              <Button size="small" icon={<DownOutlined />} aria-label="下一个" onClick={() => step(1)} disabled={!matches.length} />
            </span>
          )}
        </div>
        <div className="professions-total">共 {tree.data?.total ?? 0} 个职业</div>
      </div>
      <LoadState query={tree} what="职业列表" isEmpty={!tree.data?.categories.length} emptyReason={query ? `没有名称含“${query}”的职业` : undefined}>
        <div ref={listRef} className="professions-list">
          {tree.data?.categories.map((c) => (
            <section key={c.categoryCode} className="professions-category">
              <h2>
                {c.categoryCode} {c.categoryName}
              </h2>
              {c.professionTypes.map((t) => (
                <TypeBlock key={t.typeCode} type={t} query={query} currentCode={currentCode} />
              ))}
            </section>
          ))}
        </div>
      </LoadState>
    </div>
  );
}

function TypeBlock({ type, query, currentCode }: { type: ProfessionTypeNode; query: string; currentCode: string | undefined }) {
  const cls = (code: string) => (code === currentCode ? 'is-current' : undefined);
  return (
    <div className="professions-type">
      <h3 data-code={type.typeCode} className={cls(type.typeCode)}>
        {type.clickable ? (
          <Link to={`/chazhiyeoverview/${type.typeCode}`}>
            <Highlighted text={type.typeName} query={query} />
          </Link>
        ) : (
          <span className="professions-disabled">
            <Highlighted text={type.typeName} query={query} />
          </span>
        )}
      </h3>
      <div className="professions-items">
        {type.professionVos.map((p) => (
          <Link key={p.professionCode} data-code={p.professionCode} className={cls(p.professionCode)} to={`/chazhiyedetail/${p.professionCode}`}>
            <Highlighted text={p.professionName} query={query} />
          </Link>
        ))}
      </div>
    </div>
  );
}

/** The contact-a-teacher prompt (spec §6); a guest clicking it is asked to log in. */
function VipPrompt() {
  const { isGuest } = useViewer();
  const { openLogin } = useLoginDialog();
  const { message } = App.useApp();
  return (
    <Alert
      type="warning"
      showIcon
      className="professions-vip"
      title={
        <a
          role="button"
          onClick={() => {
            if (isGuest) {
              void message.warning(LOGIN_FIRST);
              openLogin();
            }
          }}
        >
          {VIP_PROMPT}
        </a>
      }
    />
  );
}

const DemoBanner = () => <Alert type="info" showIcon className="professions-demo" title="演示数据：以下招聘统计为生成的演示数据，并非真实统计。" />;

/** The detail of a type (5-character code: 职业概况 …) or a profession (岗位情况, 招聘企业). */
function ProfessionDetail({ code, tab }: { code: string; tab: string }) {
  const navigate = useNavigate();
  const { token } = useViewer();
  const node = useProfessionNode(code);
  const overview = useTypeOverview(code, token);
  const stats = useProfessionStats(code, token);
  const ranking = useJobRanking(code, token);
  const postings = useJobPostings(code, token);
  const [expanded, setExpanded] = useState(false);
  const isType = isProfessionTypeCode(code);
  const demo = overview.data?.demo || stats.data?.demo || ranking.data?.demo;
  const locked = overview.data?.locked ?? false;

  const tabs: [string, string, string][] = isType
    ? [
        ['overview', '职业概况', `/chazhiyeoverview/${code}`],
        ['jobs', '就业岗位', `/chazhiyejiuye/${code}`],
        ['hiring', '企业招聘', `/chazhiyezhaopin/${code}`],
        ['schools', '人才培养高校', `/chazhiyerencai/${code}`],
      ]
    : [
        ['overview', '岗位情况', `/chazhiyedetail/${code}`],
        ['hiring', '招聘企业', `/chazhiyedetailzhaopin/${code}`],
      ];

  const salary = useMemo(() => (stats.data?.salary ?? []).slice(0, 12), [stats.data]);
  const hiringYears = useMemo(() => stats.data?.hiring ?? [], [stats.data]);
  const hiringOption = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: Array.from({ length: 12 }, (_, i) => `${i + 1}月`) },
      yAxis: { type: 'value' },
      series: hiringYears.map((y) => ({ type: 'bar', name: `${y.year}年`, data: y.hiringMonth.map((m) => m.hiringNum) })),
    }),
    [hiringYears],
  );
  const salaryOption = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: salary.map((s) => s.month) },
      yAxis: { type: 'value', name: '元/月' },
      series: [
        { type: 'line', name: '最低', data: salary.map((s) => s.salaryMin) },
        { type: 'line', name: '中位下限', data: salary.map((s) => s.salaryMedianL) },
        { type: 'line', name: '中位上限', data: salary.map((s) => s.salaryMedianH) },
        { type: 'line', name: '最高', data: salary.map((s) => s.salaryMax) },
      ],
    }),
    [salary],
  );

  return (
    <div className="professions">
      <LoadState query={node} what="职业信息">
        {node.data && (
          <>
            <p className="professions-crumbs">
              <Link to="/chazhiye">查职业</Link> / {node.data.categoryName} / {node.data.kind === 'type' ? node.data.name : <Link to={`/chazhiyeoverview/${node.data.typeCode}`}>{node.data.typeName}</Link>}
              {node.data.kind === 'profession' && ` / ${node.data.name}`}
            </p>
            <h1>{node.data.name}</h1>
            <Tabs activeKey={tab} items={tabs.map(([key, label]) => ({ key, label }))} onChange={(key) => navigate(tabs.find((t) => t[0] === key)![2])} />
            {demo && <DemoBanner />}
            {tab === 'overview' && (
              <>
                <div className={`professions-overview${expanded ? ' is-expanded' : ''}`} data-testid="overview">
                  {node.data.overview}
                </div>
                <Button type="link" onClick={() => setExpanded(!expanded)}>
                  {expanded ? '收起' : '展开全部'}
                </Button>
                {locked ? (
                  <VipPrompt />
                ) : (
                  <LoadState query={[overview, stats]} what="招聘统计" isEmpty={!hiringYears.length} emptyReason="暂无招聘统计：这类数据没有公开来源，待导入。">
                    <div className="professions-figures">
                      <span>样本量 {overview.data?.sampleSize ?? '-'}</span>
                      <span>月均招聘 {overview.data?.avgMonthlyHiring ?? '-'} 万</span>
                      <span>
                        薪资范围 {overview.data?.salaryMin ?? '-'}–{overview.data?.salaryMax ?? '-'} 元/月
                      </span>
                    </div>
                    <EChart option={hiringOption} height={280} label="每月招聘量" />
                    <EChart option={salaryOption} height={280} label="近12个月薪资走势" />
                  </LoadState>
                )}
                {node.data.wages && (
                  <section>
                    <h2>
                      {node.data.wages.year}年{node.data.wages.positionTypeName}年平均工资（国家统计局，规模以上企业）
                    </h2>
                    <Table
                      size="small"
                      rowKey="industry"
                      pagination={false}
                      dataSource={node.data.wages.rows}
                      columns={[
                        { title: '行业', dataIndex: 'industry' },
                        { title: '年平均工资（元）', dataIndex: 'avgAnnualWage', render: (v: number, r) => `${v.toLocaleString()}${r.isEstimate ? '（估算，非统计局数据）' : ''}` },
                      ]}
                    />
                  </section>
                )}
              </>
            )}
            {(tab === 'jobs' || (!isType && tab === 'overview')) && (
              <section>
                <h2>就业岗位排行</h2>
                <LoadState query={ranking} what="岗位排行" isEmpty={!ranking.data?.rows.length}>
                  <Table
                    size="small"
                    rowKey="jobTitle"
                    pagination={false}
                    dataSource={ranking.data?.rows}
                    columns={[
                      { title: '岗位', dataIndex: 'jobTitle' },
                      { title: '薪资范围', dataIndex: 'salaryRange' },
                      { title: '招聘企业数', dataIndex: 'companyNum' },
                      { title: '招聘人数', dataIndex: 'hiringNum' },
                    ]}
                  />
                </LoadState>
                {ranking.data?.locked && <VipPrompt />}
              </section>
            )}
            {tab === 'hiring' && (
              <section>
                <h2>招聘岗位</h2>
                {postings.data?.locked ? (
                  <VipPrompt />
                ) : (
                  <LoadState query={postings} what="招聘岗位" isEmpty={!postings.data?.records.length}>
                    <Table
                      size="small"
                      rowKey={(r) => `${r.companyName}-${r.job}-${r.salaryStr}`}
                      scroll={{ x: 720 }}
                      dataSource={postings.data?.records}
                      columns={[
                        { title: '岗位', dataIndex: 'job' },
                        { title: '省份', dataIndex: 'provinceName' },
                        { title: '学历', dataIndex: 'edu' },
                        { title: '薪资', dataIndex: 'salaryStr' },
                        { title: '企业', dataIndex: 'companyName' },
                        { title: '性质', dataIndex: 'companyNature' },
                        { title: '规模', dataIndex: 'companyScale' },
                      ]}
                    />
                  </LoadState>
                )}
              </section>
            )}
            {tab === 'schools' && <Alert type="info" showIcon title="人才培养高校：暂无数据（专业与职业的对应关系尚未发布）" />}
          </>
        )}
      </LoadState>
    </div>
  );
}

function useCode(name: 'typeCode' | 'professionCode'): string {
  return useParams()[name] ?? '';
}

/** A 5-character code opens the type view, any other the profession view (spec §4). */
function DetailRoute({ param, typeTab, professionTab }: { param: 'typeCode' | 'professionCode'; typeTab: string; professionTab: string }) {
  const code = useCode(param);
  if (!isClickableProfessionType(code)) return <Alert type="info" showIcon title="该职业类型暂无详情" />;
  return <ProfessionDetail key={code} code={code} tab={isProfessionTypeCode(code) ? typeTab : professionTab} />;
}

/** /chazhiyeoverview/:typeCode */
export const ProfessionTypeOverviewPage = () => <DetailRoute param="typeCode" typeTab="overview" professionTab="overview" />;
/** /chazhiyejiuye/:typeCode */
export const ProfessionTypeJobsPage = () => <DetailRoute param="typeCode" typeTab="jobs" professionTab="overview" />;
/** /chazhiyezhaopin/:typeCode */
export const ProfessionTypeHiringPage = () => <DetailRoute param="typeCode" typeTab="hiring" professionTab="hiring" />;
/** /chazhiyerencai/:typeCode */
export const ProfessionTypeSchoolsPage = () => <DetailRoute param="typeCode" typeTab="schools" professionTab="overview" />;
/** /chazhiyedetail/:professionCode */
export const ProfessionDetailPage = () => <DetailRoute param="professionCode" typeTab="overview" professionTab="overview" />;
/** /chazhiyedetailzhaopin/:professionCode */
export const ProfessionHiringPage = () => <DetailRoute param="professionCode" typeTab="hiring" professionTab="hiring" />;
