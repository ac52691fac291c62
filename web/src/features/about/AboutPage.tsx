import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { VIP_ONLY_SCOPE } from '../../lib/siteCopy';
import { useSiteSettings } from '../../lib/viewer';
import { useDataCoverage, useDataSources } from './api';
import { CoverageSection } from './CoverageSection';
import { DataSourcesSection } from './DataSourcesSection';
import { QualityMarkersSection } from './QualityMarkersSection';
import '../../components/card.css';
import './about.css';

const TOC = [
  ['sources', '数据来源与许可'],
  ['coverage', '数据覆盖'],
  ['markers', '数据质量标记'],
  ['contact', '联系方式'],
] as const;

/** /about and /about-c: what the project is, the data sources and licences, coverage, quality markers, how to reach us. */
export function AboutPage() {
  const { hash } = useLocation();
  const { vipGating } = useSiteSettings();
  // the data sections above #contact grow when their answers arrive; browsers without scroll anchoring
  // (Safari) would leave the reader above it, so scroll again once they have loaded
  const coverage = useDataCoverage();
  const sources = useDataSources();
  const loaded = coverage.isSuccess && sources.isSuccess;
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);

  return (
    <div className="zy-container zy-page zy-about">
      <PageTitle>关于我们</PageTitle>
      <h1 className="zy-page-title">关于志愿 Zhiyuan</h1>
      <p className="zy-page-subtitle">一个开源、免费、只用真实公开数据的高考志愿信息平台。</p>
      <nav className="zy-about-toc" aria-label="本页目录">
        {TOC.map(([id, label]) => (
          <a key={id} href={`#${id}`}>
            {label}
          </a>
        ))}
      </nav>

      <section className="zy-about-card" aria-labelledby="about-what">
        <h2 id="about-what">我们在做什么</h2>
        <p>
          每年填报志愿时，学生和家长需要在教育部、各省教育考试院、各高校招生网站之间来回查找院校名单、批次线、一分一段表和历年录取分数。志愿
          Zhiyuan 把这些公开信息整理到一处，让查询更省力，让判断有据可依。
        </p>
        <ul className="zy-about-principles">
          <li>
            <strong>开源</strong>
            <span>全部代码以 MIT 许可证公开，计算方法可以检查、可以复现、可以改进。</span>
          </li>
          <li>
            <strong>真实数据</strong>
            <span>只使用公开发布的数据并注明出处；没有可靠来源的省份或年份，页面写“暂无数据”，不用编造的数字填充。</span>
          </li>
          <li>
            <strong>免费</strong>
            <span>
              查院校、查专业、查批次线和位次不设付费墙。
              {vipGating && `${VIP_ONLY_SCOPE}面向VIP会员。`}
            </span>
          </li>
        </ul>
      </section>

      <DataSourcesSection />
      <CoverageSection />
      <QualityMarkersSection />

      <section id="contact" className="zy-about-card" aria-labelledby="about-contact">
        <h2 id="about-contact">联系方式</h2>
        <p>
          发现数据有误、有功能建议，或想参与开发：欢迎在本项目的开源代码仓库提交 Issue 或 Pull Request，请尽量附上页面地址和数据的官方出处，便于核对。
        </p>
        <p className="zy-about-muted">
          本站为开源项目的演示部署。如果你访问的是其他机构部署的站点，关于账号、服务和备案的问题请联系该站点的运营方。
        </p>
      </section>
    </div>
  );
}
