import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import './about.css';

const SOURCES: readonly { name: string; publisher: string; use: string }[] = [
  { name: '全国普通高等学校名单（截至 2025 年 6 月 20 日）', publisher: '中华人民共和国教育部', use: '院校名称、所在地、主管部门、办学层次与性质' },
  { name: '软科中国大学排名', publisher: '软科 ShanghaiRanking（公开榜单）', use: '大学排名与院校类型' },
  { name: 'QS 世界大学排名', publisher: 'QS Quacquarelli Symonds（公开榜单）', use: '大学排名' },
  { name: '各省普通高校招生批次线、一分一段表', publisher: '各省（自治区、直辖市）教育考试院', use: '批次线、位次线' },
  { name: '院校与专业录取分数、招生计划', publisher: '各省教育考试院、高校本科招生网站', use: '录取分数线、招生计划' },
];

/** /about and /about-c: what the project is, where the data comes from, how to reach us. */
export function AboutPage() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <div className="zy-container zy-page zy-about">
      <PageTitle>关于我们</PageTitle>
      <h1 className="zy-page-title">关于志愿 Zhiyuan</h1>
      <p className="zy-page-subtitle">一个开源、免费、只用真实公开数据的高考志愿信息平台。</p>

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
            <span>查院校、查专业、查批次线和位次不设付费墙。</span>
          </li>
        </ul>
      </section>

      <section id="sources" className="zy-about-card" aria-labelledby="about-sources">
        <h2 id="about-sources">数据来源</h2>
        <p>目前收录和正在整理的数据来自以下公开来源：</p>
        <div className="zy-about-table-wrap">
          <table className="zy-about-table">
            <thead>
              <tr>
                <th scope="col">数据</th>
                <th scope="col">发布方</th>
                <th scope="col">用于</th>
              </tr>
            </thead>
            <tbody>
              {SOURCES.map((source) => (
                <tr key={source.name}>
                  <td>{source.name}</td>
                  <td>{source.publisher}</td>
                  <td>{source.use}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="zy-about-muted">
          每张数据表的年份、发布方和原始链接，将随数据说明页一同上线。数据仅供参考，填报志愿请以各省教育考试院和高校发布的官方信息为准。
        </p>
      </section>

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
