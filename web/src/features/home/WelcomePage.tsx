import type { ReactNode } from 'react';
import { Button } from 'antd';
import {
  ArrowRightOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  CheckCircleFilled,
  FormOutlined,
  LineChartOutlined,
  NotificationOutlined,
  RocketOutlined,
  SolutionOutlined,
  TeamOutlined,
  ExperimentOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { VIP_ONLY_SCOPE } from '../../lib/siteCopy';
import { useSiteSettings } from '../../lib/viewer';
import { PageTitle } from '../../components/PageTitle';
import { LatestNewsSection, ProvinceSection, WelcomeSearch } from './WelcomeSections';
import './home.css';

interface Entry {
  to: string;
  title: string;
  subtitle?: string;
  description: string;
  icon: ReactNode;
  tone: string;
}

const ENTRIES: readonly Entry[] = [
  {
    to: '/chadaxue',
    title: '查大学',
    description: '按省份、类型、特色和性质筛选全国普通高校，看层次、归属和软科排名。',
    icon: <BankOutlined />,
    tone: 'blue',
  },
  {
    to: '/chazhuanye',
    title: '查专业',
    description: '本科、专科、高职本科专业目录，了解学什么、去哪读、毕业做什么。',
    icon: <BookOutlined />,
    tone: 'teal',
  },
  {
    to: '/weici',
    title: '位次线',
    subtitle: '一分一段',
    description: '输入分数查出全省位次和同分人数，用位次比较不同年份的分数。',
    icon: <LineChartOutlined />,
    tone: 'violet',
  },
  {
    to: '/pici',
    title: '批次线',
    description: '各省历年本科、专科及特殊类型的批次控制线，按年份对比。',
    icon: <BarChartOutlined />,
    tone: 'amber',
  },
  {
    to: '/fillIn',
    title: '志愿填报',
    description: '由分数换算位次，对照院校历年录取位次，分出冲、稳、保。',
    icon: <FormOutlined />,
    tone: 'rose',
  },
  { to: '/chazhiye', title: '查职业', description: '国家职业分类大典中的职业，看它对应哪些专业。', icon: <SolutionOutlined />, tone: 'teal' },
  { to: '/chadaxuerank', title: '大学排名', description: '软科、QS 排名的公开榜单，按年份查看。', icon: <TrophyOutlined />, tone: 'amber' },
  { to: '/tiqianpi', title: '提前批', description: '提前批招生计划和分数线。', icon: <RocketOutlined />, tone: 'violet' },
  { to: '/ceping', title: '测评', description: '兴趣与性格测评，了解适合自己的专业方向。', icon: <ExperimentOutlined />, tone: 'blue' },
  { to: '/gaokaozixun', title: '高考资讯', description: '政策、时间节点和各省考试院通知。', icon: <NotificationOutlined />, tone: 'rose' },
  { to: '/mingshi', title: '名师天团', subtitle: '规划师', description: '请规划师一对一帮你看志愿。', icon: <TeamOutlined />, tone: 'teal' },
];

/** The three promises; the third follows the site's VIP gating setting. */
function promises(vipGating: boolean): readonly { title: string; text: string }[] {
  return [
    { title: '开源', text: '代码全部公开，任何人都可以检查计算方法、指出错误、参与改进。' },
    { title: '真实数据', text: '数据来自教育部、各省教育考试院和高校公开发布的信息，注明年份与出处。' },
    vipGating
      ? { title: '免费查询', text: `分数线和位次免费查，不靠“会员才能看”的分数线和位次赚钱；${VIP_ONLY_SCOPE}面向VIP会员。` }
      : { title: '免费查询', text: '不设付费墙，不靠“会员才能看”的分数线和位次赚钱。' },
  ];
}

const DATA_NOTES: readonly { label: string; text: string }[] = [
  { label: '院校名单', text: '教育部《全国普通高等学校名单》（截至 2025 年 6 月）' },
  { label: '大学排名', text: '软科中国大学排名、QS 世界大学排名的公开榜单' },
  { label: '分数与位次', text: '各省教育考试院、高校招生网站发布的批次线、一分一段表和录取分数' },
];

/** /welcome: what the product is, and the ways in. */
export function WelcomePage() {
  const navigate = useNavigate();
  const { vipGating } = useSiteSettings();
  return (
    <div className="zy-home">
      <PageTitle>高考志愿信息平台</PageTitle>
      <section className="zy-hero">
        <div className="zy-container zy-hero-inner">
          <div className="zy-hero-copy">
            <p className="zy-hero-eyebrow">开源 · 真实公开数据 · {vipGating ? '查分查位次免费' : '无付费墙'}</p>
            <h1 className="zy-hero-title">
              用真实数据，
              <br />
              填好每一个志愿
            </h1>
            <p className="zy-hero-lead">
              志愿 Zhiyuan 把分散在教育部、各省考试院和高校网站上的公开信息整理在一起：查大学、查专业、看批次线和一分一段，全部免费。
            </p>
            <div className="zy-hero-actions">
              <Button size="large" className="zy-hero-primary" onClick={() => navigate('/chadaxue')}>
                开始查大学
              </Button>
              <Button size="large" ghost onClick={() => navigate('/weici')}>
                查我的位次
              </Button>
            </div>
          </div>
          <ul className="zy-hero-promises" aria-label="我们的承诺">
            {promises(vipGating).map((promise) => (
              <li key={promise.title}>
                <CheckCircleFilled className="zy-hero-check" aria-hidden />
                <div>
                  <strong>{promise.title}</strong>
                  <p>{promise.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <WelcomeSearch />
      <ProvinceSection />
      <LatestNewsSection />

      <section className="zy-container zy-home-section" aria-labelledby="zy-entries-title">
        <h2 id="zy-entries-title" className="zy-home-heading">
          从这里开始
        </h2>
        <ul className="zy-entries">
          {ENTRIES.map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to} className={`zy-entry zy-entry-${entry.tone}`}>
                <span className="zy-entry-icon" aria-hidden>
                  {entry.icon}
                </span>
                <span className="zy-entry-title">
                  {entry.title}
                  {entry.subtitle && <span className="zy-entry-subtitle">{entry.subtitle}</span>}
                </span>
                <span className="zy-entry-text">{entry.description}</span>
                <span className="zy-entry-go">
                  进入 <ArrowRightOutlined aria-hidden />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="zy-container zy-home-section" aria-labelledby="zy-data-title">
        <div className="zy-data-note">
          <div>
            <h2 id="zy-data-title" className="zy-home-heading">
              数据从哪里来
            </h2>
            <p className="zy-data-lead">
              这里的每一个数字都来自公开发布的真实数据，不编造、不估算充数；某个省份或年份没有可靠来源时，页面会直接写“暂无数据”。
            </p>
          </div>
          <dl className="zy-data-list">
            {DATA_NOTES.map((note) => (
              <div key={note.label} className="zy-data-item">
                <dt>{note.label}</dt>
                <dd>{note.text}</dd>
              </div>
            ))}
          </dl>
          <p className="zy-data-foot">
            数据仅供参考，填报志愿请以各省教育考试院和高校发布的官方信息为准。
            <Link to="/about#sources">
              查看数据来源 <ArrowRightOutlined aria-hidden />
            </Link>
          </p>
        </div>
      </section>
    </div>
  );
}
