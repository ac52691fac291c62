import { ArrowRightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { NATIONAL_KEY_DATES, PROVINCE_NAMES, batchPriority, currentGaokaoYear, type BatchLineRow } from '@zhiyuan/domain';
import { LoadState } from '../../components/LoadState';
import { SiteSearchBox } from '../../components/SiteSearchBox';
import { usePreferredProvince } from '../../lib/province';
import { useLatestNews, useProvinceBatchLines, useProvinceKeyInfo } from './api';

/** The one search box, at the top of /welcome. */
export function WelcomeSearch() {
  return (
    <section className="zy-container zy-home-search" aria-label="全站搜索">
      <SiteSearchBox />
    </section>
  );
}

const FILL_MODE_TEXT: Record<string, string> = { 院校专业组: '院校专业组志愿', '专业+院校': '专业+院校志愿', 院校: '院校志愿' };

/**
 * 关键时间: the national calendar as national; for the province, only what
 * our data holds (its 考试院 and the official pages our batch lines cite, its
 * latest 志愿填报规则), and plainly that its own dates come from its 考试院.
 */
function KeyDates({ province }: { province: string }) {
  const info = useProvinceKeyInfo(province);
  const authority = info.data?.authority ?? null;
  const rules = info.data?.rules ?? null;
  const who = authority?.name ?? `${province}省级教育考试院`;
  return (
    <div className="zy-home-card" aria-label="关键时间">
      <h3>关键时间</h3>
      <p className="zy-home-dates-label">全国统一</p>
      <ul className="zy-home-dates">
        {NATIONAL_KEY_DATES.map((d) => (
          <li key={d.when}>
            <strong>{d.when}</strong> {d.what}
          </li>
        ))}
      </ul>
      <p className="zy-home-dates-label">{province}</p>
      <LoadState query={info} what={`${province}的考试院信息`}>
        <ul className="zy-home-dates">
          <li>
            成绩公布、志愿填报时间等本省日程由
            {authority?.site ? (
              <a href={authority.site} target="_blank" rel="noreferrer">
                {who}
              </a>
            ) : (
              who
            )}
            每年发布，请以其当年通知为准；本站没有的日期不作推测。
          </li>
          {authority?.pages[0] && (
            <li>
              本站收录的最新批次线来自{authority.pages[0].year}年
              <a href={authority.pages[0].url} target="_blank" rel="noreferrer">
                {authority.pages[0].title}
              </a>
            </li>
          )}
          {rules && rules.batches.length > 0 && (
            <li>
              {rules.year}年志愿填报规则：
              {rules.batches.slice(0, 3).map((b, i) => (
                <span key={b.batch}>
                  {i > 0 && '；'}
                  {b.batch}
                  {FILL_MODE_TEXT[b.fillMode] ? ` ${FILL_MODE_TEXT[b.fillMode]}` : ` ${b.fillMode}`}
                  {b.maxChoices ? `，可填${b.maxChoices}个` : ''}
                  {b.parallel ? '（平行志愿）' : ''}
                </span>
              ))}
              {rules.batches[0]?.sourceUrl && (
                <>
                  {' '}
                  <a href={rules.batches[0].sourceUrl} target="_blank" rel="noreferrer">
                    出处
                  </a>
                </>
              )}
              {rules.batches.some((b) => b.confidence !== 'confirmed') && <span className="zy-home-dates-note">（部分条目转引自第三方整理，以考试院原文为准）</span>}
            </li>
          )}
        </ul>
      </LoadState>
    </div>
  );
}

/** The student's province (profile, else this device, else the first province): key dates and latest batch lines. */
export function ProvinceSection() {
  const province = usePreferredProvince() ?? PROVINCE_NAMES[0];
  const year = currentGaokaoYear(new Date());
  const lines = useProvinceBatchLines(province);
  const latest = lines.data?.years[0];
  // the ordinary 本科 and 专科 lines first (a province that lists 提前批 or 特殊类型 lines above them, as 吉林 does,
  // would otherwise fill the card with those); the sort is stable, so each keeps the track order of the table
  const ordinary = (latest?.lines ?? [])
    .filter((l) => !l.special)
    .sort((a, b) => batchPriority(a.batch) - batchPriority(b.batch))
    .slice(0, 8);
  return (
    <section className="zy-container zy-home-section" aria-labelledby="zy-province-title">
      <h2 id="zy-province-title" className="zy-home-heading">
        {province} · {year}年高考
      </h2>
      <div className="zy-home-grid">
        <KeyDates province={province} />
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
