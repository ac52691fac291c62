import { Suspense, lazy, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, App, Button, Empty, Skeleton, Table, Tabs } from 'antd';
import { CrownOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { LOGIN_FIRST, VIP_PROMPT, type JobRanking, type MajorRequirements, type ProfessionCompanies, type ProfessionNode } from '@zhiyuan/domain';
import { LoadState } from '../../components/LoadState';
import { HttpError } from '../../lib/http';
import { useLoginDialog } from '../../lib/loginDialog';
import { useViewer } from '../../lib/viewer';
import {
  useJobPostings,
  NOT_A_PROFESSION_STATUSES,
  useJobRanking,
  useMajorRequirements,
  useProfessionCompanies,
  useProfessionNode,
  useProfessionStats,
  useQualificationTrend,
  useTypeOverview,
} from './api';
import { tabsOf, type ProfessionTab } from './paths';
import './professions.css';

// ECharts comes with the charts, on a detail page only.
const OverviewCharts = lazy(() => import('./charts').then((m) => ({ default: m.OverviewCharts })));
const CompanyCharts = lazy(() => import('./charts').then((m) => ({ default: m.CompanyCharts })));
const MajorSharePie = lazy(() => import('./charts').then((m) => ({ default: m.MajorSharePie })));

const NO_SOURCE = '招聘市场统计没有可公开获取的来源，需由工作人员导入后显示。';

interface ProfessionDetailProps {
  code: string;
  tab: ProfessionTab;
  /** Opens another node (a type or a profession) in its default tab */
  onOpen: (code: string) => void;
  onTab: (tab: ProfessionTab) => void;
  /** Back to the library */
  libraryLink: ReactNode;
}

/**
 * 职业详情 (spec §2): a 5-character type code shows 职业概况, 就业岗位, 企业招聘,
 * 人才培养高校; a profession shows 岗位情况 and 招聘企业. Used by the pages and the drawer.
 */
export function ProfessionDetail({ code, tab, onOpen, onTab, libraryLink }: ProfessionDetailProps) {
  const node = useProfessionNode(code);
  const tabs = tabsOf(code);
  const active = tabs.some((t) => t.key === tab) ? tab : 'overview';
  if (node.isError && node.error instanceof HttpError && node.error.status !== null && NOT_A_PROFESSION_STATUSES.includes(node.error.status)) {
    // a code the 大典 does not hold: retrying cannot help, so no 重试 and no word of the network
    return (
      <div className="professions professions-detail">
        <Empty description={`未找到该职业（${code}）`}>
          <p className="professions-crumbs">{libraryLink}</p>
        </Empty>
      </div>
    );
  }
  return (
    <div className="professions professions-detail">
      <LoadState query={node} what="职业信息">
        {node.data && (
          <div className="professions-detail-layout">
            <TreeMenu node={node.data} onOpen={onOpen} />
            <div className="professions-detail-main">
              <p className="professions-crumbs">
                {libraryLink} / {node.data.categoryName}
                {node.data.kind === 'profession' && (
                  <>
                    {' / '}
                    <a role="link" onClick={() => onOpen(node.data.typeCode)}>
                      {node.data.typeName}
                    </a>
                  </>
                )}
              </p>
              <h1>
                {node.data.name} <small className="professions-code">大典代码 {node.data.dadianCode}</small>
              </h1>
              <Tabs activeKey={active} items={tabs.map((t) => ({ key: t.key, label: t.label }))} onChange={(key) => onTab(key as ProfessionTab)} />
              <TabContent node={node.data} tab={active} onOpen={onOpen} />
            </div>
          </div>
        )}
      </LoadState>
    </div>
  );
}

/** The tree of the detail: the category, the type and its professions. */
function TreeMenu({ node, onOpen }: { node: ProfessionNode; onOpen: (code: string) => void }) {
  return (
    <nav className="professions-tree" aria-label="职业分类">
      <div className="professions-tree-category">
        {node.categoryCode} {node.categoryName}
      </div>
      <button type="button" className={`professions-tree-type${node.code === node.typeCode ? ' is-active' : ''}`} onClick={() => onOpen(node.typeCode)}>
        {node.typeName}
      </button>
      <ul>
        {node.professionVos.map((p) => (
          <li key={p.professionCode}>
            <button type="button" className={p.professionCode === node.code ? 'is-active' : undefined} onClick={() => onOpen(p.professionCode)}>
              {p.professionName}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function TabContent({ node, tab, onOpen }: { node: ProfessionNode; tab: ProfessionTab; onOpen: (code: string) => void }) {
  const { token } = useViewer();
  const code = node.code;
  const isType = node.kind === 'type';
  const ranking = useJobRanking(code, token);
  const showsRanking = tab === 'jobs' || (!isType && tab === 'overview');
  const showsMajors = tab === 'schools' || tab === 'jobs' || tab === 'overview';
  const majors = useMajorRequirements(code, token);
  const demo = ranking.data?.demo || (showsMajors && majors.data?.demo);

  return (
    <>
      {demo && <DemoBanner />}
      {tab === 'overview' && <OverviewTab node={node} onOpen={onOpen} majors={majors.data} />}
      {showsRanking && <RankingSection ranking={ranking} />}
      {(tab === 'jobs' || (!isType && tab === 'overview')) && <MajorTable majors={majors} />}
      {tab === 'hiring' && <HiringTab code={code} />}
      {tab === 'schools' && <SchoolsTab majors={majors} />}
      {tab === 'overview' && <WagesSection node={node} />}
    </>
  );
}

/** 职业概况 / 岗位情况: the clamped overview, the figures, the charts and the NBS wages. */
function OverviewTab({ node, onOpen, majors }: { node: ProfessionNode; onOpen: (code: string) => void; majors: MajorRequirements | undefined }) {
  const { token } = useViewer();
  const overview = useTypeOverview(node.code, token);
  const stats = useProfessionStats(node.code, token);
  const education = useQualificationTrend(node.code, token);
  const locked = overview.data?.locked || stats.data?.locked;
  return (
    <>
      <OverviewText text={node.overview} />
      <section className="professions-section">
        <h2>招聘概况</h2>
        {locked ? (
          <VipPrompt />
        ) : (
          <LoadState query={[overview, stats]} what="招聘统计" isEmpty={!stats.data?.hiring.length} emptyReason={NO_SOURCE}>
            {overview.data && stats.data && (
              <>
                <div className="professions-figures">
                  <Figure label="样本量" value={overview.data.sampleSize?.toLocaleString() ?? '暂无'} />
                  <Figure label={`${stats.data.hiring[0]?.year ?? ''}年招聘人数`} value={overview.data.hiringTotal?.toLocaleString() ?? '暂无'} />
                  <Figure label="月均招聘" value={overview.data.avgMonthlyHiring ? `${overview.data.avgMonthlyHiring} 万人` : '暂无'} />
                  <Figure
                    label="近12个月薪资范围"
                    value={overview.data.salaryMin !== null && overview.data.salaryMax !== null ? `${overview.data.salaryMin.toLocaleString()}–${overview.data.salaryMax.toLocaleString()} 元/月` : '暂无'}
                  />
                </div>
                <Suspense fallback={<Skeleton active />}>
                  <OverviewCharts code={node.code} overview={overview.data} stats={stats.data} education={education.data} majors={majors} onOpenType={onOpen} />
                </Suspense>
              </>
            )}
          </LoadState>
        )}
      </section>
    </>
  );
}

const Figure = ({ label, value }: { label: string; value: string }) => (
  <div className="professions-figure">
    <span>{label}</span>
    <b>{value}</b>
  </div>
);

/** Clamped to 160 px until 展开全部 (spec §9); the button only when the text is longer. */
function OverviewText({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el) setOverflows(el.scrollHeight > 161);
  }, [text]);
  return (
    <section className="professions-section">
      <div ref={ref} className={`professions-overview${expanded ? ' is-expanded' : ''}${overflows && !expanded ? ' is-clamped' : ''}`} data-testid="overview">
        {text}
      </div>
      {overflows && (
        <Button type="link" className="professions-expand" onClick={() => setExpanded(!expanded)}>
          {expanded ? '收起' : '展开全部'}
        </Button>
      )}
    </section>
  );
}

/** NBS 2024 average wages of the 大类's position type by industry, where the survey covers it. */
function WagesSection({ node }: { node: ProfessionNode }) {
  if (!node.wages) return null;
  const { wages } = node;
  return (
    <section className="professions-section">
      <h2>
        {wages.year}年{wages.positionTypeName}年平均工资（按行业）
      </h2>
      <p className="professions-note">
        来源：国家统计局，规模以上企业分岗位就业人员年平均工资。反映该职业所属岗位大类的整体水平，不是单个职业的工资。
        {wages.uncoveredIndustries.length > 0 && `${wages.uncoveredIndustries.map((i) => `「${i}」`).join('')}不在该调查范围内，没有统计数据，未列出。`}
      </p>
      <Table
        size="small"
        rowKey="industry"
        pagination={false}
        dataSource={wages.rows}
        scroll={{ x: 360 }}
        columns={[
          { title: '行业', dataIndex: 'industry' },
          {
            title: '年平均工资（元）',
            dataIndex: 'avgAnnualWage',
            align: 'right',
            render: (v: number) => v.toLocaleString(),
          },
        ]}
      />
    </section>
  );
}

/** 就业岗位排行: a non-VIP gets the first 3 rows and the prompt. */
function RankingSection({ ranking }: { ranking: ReturnType<typeof useJobRanking> }) {
  const data: JobRanking | undefined = ranking.data;
  return (
    <section className="professions-section">
      <h2>就业岗位排行</h2>
      <LoadState query={ranking} what="岗位排行" isEmpty={!data?.rows.length} emptyReason={NO_SOURCE}>
        <Table
          size="small"
          rowKey={(r) => `${r.jobTitle}-${r.salaryRange}`}
          pagination={false}
          dataSource={data?.rows.map((r, i) => ({ ...r, rank: i + 1 }))}
          scroll={{ x: 480 }}
          columns={[
            { title: '排名', dataIndex: 'rank', width: 56 },
            { title: '岗位', dataIndex: 'jobTitle' },
            { title: '薪资范围', dataIndex: 'salaryRange' },
            { title: '招聘企业数', dataIndex: 'companyNum', align: 'right' },
            { title: '招聘人数', dataIndex: 'hiringNum', align: 'right' },
          ]}
        />
        {data?.locked && data.total > data.rows.length && <p className="professions-note">共 {data.total} 个岗位，非VIP只显示前 {data.rows.length} 个。</p>}
      </LoadState>
      {data?.locked && <VipPrompt />}
    </section>
  );
}

/** Top-10 major requirements with their share. */
function MajorTable({ majors }: { majors: ReturnType<typeof useMajorRequirements> }) {
  return (
    <section className="professions-section">
      <h2>专业要求（前10）</h2>
      {majors.data?.locked ? (
        <VipPrompt />
      ) : (
        <LoadState query={majors} what="专业要求" isEmpty={!majors.data?.majors.length} emptyReason={NO_SOURCE}>
          <Table
            size="small"
            rowKey="majorName"
            pagination={false}
            dataSource={majors.data?.majors.map((m, i) => ({ ...m, rank: i + 1 }))}
            columns={[
              { title: '排名', dataIndex: 'rank', width: 56 },
              { title: '专业', dataIndex: 'majorName' },
              { title: '占比', dataIndex: 'majorPercentage', align: 'right', render: (v: number) => `${v}%` },
            ]}
          />
        </LoadState>
      )}
    </section>
  );
}

/** 企业招聘 / 招聘企业: companies by nature and by name, and the postings. */
function HiringTab({ code }: { code: string }) {
  const { token } = useViewer();
  const companies = useProfessionCompanies(code, token);
  const [page, setPage] = useState(1);
  const postings = useJobPostings(code, token, page);
  const data: ProfessionCompanies | undefined = companies.data;
  return (
    <>
      <section className="professions-section">
        <h2>招聘企业</h2>
        {data?.locked ? (
          <VipPrompt />
        ) : (
          <LoadState query={companies} what="招聘企业" isEmpty={!data?.byName.length} emptyReason={NO_SOURCE}>
            {data && (
              <>
                <Suspense fallback={<Skeleton active />}>
                  <CompanyCharts companies={data} />
                </Suspense>
                <h3>招聘人数前10的企业</h3>
                <Table
                  size="small"
                  rowKey="companyName"
                  pagination={false}
                  scroll={{ x: 480 }}
                  dataSource={data.byName.map((c, i) => ({ ...c, rank: i + 1 }))}
                  columns={[
                    { title: '排名', dataIndex: 'rank', width: 56 },
                    { title: '企业', dataIndex: 'companyName' },
                    { title: '性质', dataIndex: 'companyNature' },
                    { title: '招聘人数', dataIndex: 'companyHiring', align: 'right' },
                    { title: '占比', dataIndex: 'share', align: 'right', render: (v: number) => `${v}%` },
                  ]}
                />
              </>
            )}
          </LoadState>
        )}
      </section>
      <section className="professions-section">
        <h2>招聘岗位</h2>
        {postings.data?.locked ? (
          <VipPrompt />
        ) : (
          <LoadState query={postings} what="招聘岗位" isEmpty={!postings.data?.records.length} emptyReason={NO_SOURCE}>
            <Table
              size="small"
              rowKey={(r) => `${r.companyName}-${r.job}-${r.salaryStr}-${r.provinceName}`}
              scroll={{ x: 1410 }}
              loading={postings.isFetching}
              dataSource={postings.data?.records}
              pagination={{ current: postings.data?.current ?? page, pageSize: postings.data?.size ?? 10, total: postings.data?.total ?? 0, showSizeChanger: false, onChange: setPage }}
              columns={[
                { title: '岗位', dataIndex: 'job', fixed: 'left', width: 170 },
                { title: '薪资', dataIndex: 'salaryStr', width: 120 },
                { title: '省份', dataIndex: 'provinceName', width: 70 },
                { title: '学历', dataIndex: 'edu', width: 70 },
                { title: '企业', dataIndex: 'companyName', width: 160 },
                { title: '性质', dataIndex: 'companyNature', width: 90 },
                { title: '规模', dataIndex: 'companyScale', width: 110 },
                { title: '招聘人数', dataIndex: 'companyHiring', align: 'right', width: 90 },
                { title: '专业', dataIndex: 'majors', width: 220 },
                { title: '福利', dataIndex: 'welfare', width: 200 },
                { title: '来源', dataIndex: 'source', width: 110 },
              ]}
            />
          </LoadState>
        )}
      </section>
    </>
  );
}

/** 人才培养高校: the majors the postings ask for (top 10 and their pie); the schools that teach them are in 查专业 → 开设院校. */
function SchoolsTab({ majors }: { majors: ReturnType<typeof useMajorRequirements> }) {
  return (
    <>
      <Alert
        type="info"
        showIcon
        className="professions-note-box"
        title="招聘要求的专业"
        description="下列为招聘岗位要求的专业；开设这些专业的院校请在“查专业”中打开专业，查看“开设院校”。"
      />
      {majors.data && !majors.data.locked && majors.data.majors.length > 0 && (
        <Suspense fallback={<Skeleton active />}>
          <div className="professions-charts">
            <MajorSharePie majors={majors.data} />
          </div>
        </Suspense>
      )}
      <MajorTable majors={majors} />
    </>
  );
}

/** The contact-a-teacher prompt (spec §6); a guest clicking it is asked to log in. */
export function VipPrompt() {
  const { isGuest } = useViewer();
  const { openLogin } = useLoginDialog();
  const { message } = App.useApp();
  const navigate = useNavigate();
  return (
    <Alert
      type="warning"
      showIcon
      icon={<CrownOutlined />}
      className="professions-vip"
      title={VIP_PROMPT}
      action={
        <Button
          type="primary"
          size="small"
          onClick={() => {
            if (isGuest) {
              void message.warning(LOGIN_FIRST);
              openLogin();
            } else {
              // the teachers are the planners: their page is where a student asks for one (预约)
              void message.info('请预约一位规划师老师为您开通VIP');
              void navigate('/guihuashi');
            }
          }}
        >
          联系老师开通
        </Button>
      }
    />
  );
}

/** Every page showing generated figures says so (DEMO=1). */
function DemoBanner() {
  return <Alert type="warning" showIcon className="professions-demo" title="演示数据" description="本页招聘统计为系统生成的演示数据，不是真实统计，仅用于展示功能。" />;
}
