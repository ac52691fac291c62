import { Button, Pagination, Result, Skeleton, Tag } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useParams, useSearchParams } from 'react-router';
import { NEWS_PAGE_SIZE, type NewsListItem } from '@zhiyuan/domain';
import { LoadState } from '../../components/LoadState';
import { PageTitle } from '../../components/PageTitle';
import { RichText } from '../../components/RichText';
import { useUrlPatch } from '../../lib/filterState';
import { useNewsItem, useNewsPage, useNewsTags } from './api';
import '../../components/detail-section.css';
import './news.css';

const dateOf = (iso: string) => iso.slice(0, 10);

/** One item of a news list: title, date, tags, summary. */
export function NewsListEntry({ item, compact = false }: { item: NewsListItem; compact?: boolean }) {
  return (
    <li className="zy-news-entry">
      <Link to={`/gaokaozixunDetail/${item.id}`} className="zy-news-entry-title">
        {item.title}
      </Link>
      <div className="zy-news-meta">
        <time dateTime={item.createTime}>{dateOf(item.createTime)}</time>
        {item.source && <span>{item.source}</span>}
        {!compact && item.tags.map((t) => <Tag key={t}>{t}</Tag>)}
      </div>
      {!compact && item.summary && <p className="zy-news-summary">{item.summary}</p>}
    </li>
  );
}

/** /gaokaozixun: published news, newest first, by tag, 10 a page. */
export function NewsListPage() {
  const [params] = useSearchParams();
  const patch = useUrlPatch<'tag' | 'page'>();
  const tag = params.get('tag') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const news = useNewsPage(page, tag);
  const tags = useNewsTags();
  const records = news.data?.records ?? [];
  return (
    <div className="zy-container zy-page">
      <PageTitle>高考资讯</PageTitle>
      <h1 className="zy-page-title">高考资讯</h1>
      <div className="zy-panel">
        {(tags.data?.length ?? 0) > 0 && (
          <div className="zy-news-tags" role="group" aria-label="按标签筛选">
            <Tag.CheckableTag checked={!tag} onChange={() => patch({ tag: undefined, page: undefined })}>
              全部
            </Tag.CheckableTag>
            {tags.data!.map((t) => (
              <Tag.CheckableTag key={t.tag} checked={tag === t.tag} onChange={() => patch({ tag: t.tag, page: undefined })}>
                {t.tag}（{t.count}）
              </Tag.CheckableTag>
            ))}
          </div>
        )}
        <LoadState
          query={news}
          what="高考资讯"
          isEmpty={records.length === 0}
          emptyReason={tag ? `还没有带“${tag}”标签的已发布资讯。` : '还没有已发布的高考资讯：网站运营发布后会显示在这里。'}
        >
          <ul className="zy-news-list">
            {records.map((item) => (
              <NewsListEntry key={item.id} item={item} />
            ))}
          </ul>
          {(news.data?.total ?? 0) > NEWS_PAGE_SIZE && (
            <Pagination
              align="center"
              current={page}
              pageSize={NEWS_PAGE_SIZE}
              total={news.data?.total ?? 0}
              showSizeChanger={false}
              onChange={(p) => patch({ page: p > 1 ? String(p) : undefined })}
            />
          )}
        </LoadState>
      </div>
    </div>
  );
}

/** /gaokaozixunDetail/:id: title, date, tags and content. */
export function NewsDetailPage() {
  const { id = '' } = useParams();
  const item = useNewsItem(id);
  const back = (
    <Link to="/gaokaozixun">
      <Button icon={<ArrowLeftOutlined />}>返回资讯列表</Button>
    </Link>
  );
  return (
    <div className="zy-container zy-page">
      <PageTitle>{item.data?.title ?? '资讯详情'}</PageTitle>
      <div className="zy-panel">
        {item.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : !item.data ? (
          <Result status="404" title="资讯不存在" subTitle="这篇资讯可能已撤回或删除，或链接有误。" extra={back} />
        ) : (
          <article className="zy-news-article">
            <h1 className="zy-news-article-title">{item.data.title}</h1>
            <div className="zy-news-meta">
              <time dateTime={item.data.createTime}>{dateOf(item.data.createTime)}</time>
              {item.data.source && <span>来源：{item.data.source}</span>}
              {item.data.tags.map((t) => (
                <Link key={t} to={`/gaokaozixun?tag=${encodeURIComponent(t)}`}>
                  <Tag>{t}</Tag>
                </Link>
              ))}
            </div>
            <RichText html={item.data.content} className="zy-news-content" />
            <p className="zy-muted">资讯仅供参考，政策与时间安排以教育部和各省教育考试院发布的为准。</p>
            {back}
          </article>
        )}
      </div>
    </div>
  );
}
