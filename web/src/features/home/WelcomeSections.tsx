import { ArrowRightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { PROVINCE_NAMES, currentGaokaoYear, type BatchLineRow } from '@zhiyuan/domain';
import { LoadState } from '../../components/LoadState';
import { SiteSearchBox } from '../../components/SiteSearchBox';
import { usePreferredProvince } from '../../lib/province';
import { useLatestNews, useProvinceBatchLines } from './api';

/** The one search box, at the top of /welcome. */
export function WelcomeSearch() {
  return (
    <section className="zy-container zy-home-search" aria-label="全站搜索">
      <SiteSearchBox />
    </section>
  );
}

/** The student's province (profile, else this device, else the first province): key dates and latest batch lines. */
export function ProvinceSection() {
  const province = usePreferredProvince() ?? PROVINCE_NAMES[0];
  const year = currentGaokaoYear(new Date());
  const lines = useProvinceBatchLines(province);
  const latest = lines.data?.years[0];
  const ordinary = (latest?.lines ?? []).filter((l) => !l.special).slice(0, 8);
  return (
    <section className="zy-container zy-home-section" aria-labelledby="zy-province-title">
      <h2 id="zy-province-title" className="zy-home-heading">
        {province} · {year}年高考
      </h2>
      <div className="zy-home-grid">
        <div className="zy-home-card">
          <h3>关键时间</h3>
          <ul className="zy-home-dates">
            <li>
              <strong>6月7日起</strong> 全国统一考试（{province}各科目的具体日程以省教育考试院公布为准）
            </li>
            <li>
              <strong>6月下旬</strong> 各省陆续公布成绩、批次线和一分一段表
            </li>
            <li>
              <strong>6月底至7月</strong> 分批次填报志愿；{province}的填报时间以省教育考试院当年通知为准
            </li>
          </ul>
        </div>
        <div className="zy-home-card">
          <h3>
            最新批次线{latest ? `（${latest.year}年）` : ''}
            <Link to="/pici" className="zy-home-more">
              全部 <ArrowRightOutlined aria-hidden />
            </Link>
          </h3>
          <LoadState query={lines} what="批次线" isEmpty={ordinary.length === 0} simpleEmpty emptyReason={`本站暂未收录${province}的批次线。`}>
            <BatchLineTable rows={ordinary} />
          </LoadState>
        </div>
      </div>
    </section>
  );
}

/**
 * Eight rows, three columns, no sorting or paging: a plain table in antd's small table's look,
 * so the home route does not load antd's Table (with its pagination, select and tree).
 */
function BatchLineTable({ rows }: { rows: readonly BatchLineRow[] }) {
  return (
    <table className="zy-home-table">
      <thead>
        <tr>
          <th scope="col">批次</th>
          <th scope="col">科类</th>
          <th scope="col">分数线</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.batch}|${r.subject ?? ''}|${r.controlScore ?? ''}`}>
            <td>{r.batch}</td>
            <td>{r.subject ?? '-'}</td>
            <td>{r.controlScore ?? '-'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The latest published news. */
export function LatestNewsSection() {
  const news = useLatestNews();
  return (
    <section className="zy-container zy-home-section" aria-labelledby="zy-news-title">
      <h2 id="zy-news-title" className="zy-home-heading">
        最新资讯
        <Link to="/gaokaozixun" className="zy-home-more">
          更多 <ArrowRightOutlined aria-hidden />
        </Link>
      </h2>
      <LoadState query={news} what="高考资讯" isEmpty={(news.data?.length ?? 0) === 0} simpleEmpty emptyReason="还没有已发布的高考资讯。">
        <ul className="zy-home-news">
          {news.data?.map((item) => (
            <li key={item.id}>
              <Link to={`/gaokaozixunDetail/${item.id}`}>{item.title}</Link>
              <time dateTime={item.createTime}>{item.createTime.slice(0, 10)}</time>
            </li>
          ))}
        </ul>
      </LoadState>
    </section>
  );
}
