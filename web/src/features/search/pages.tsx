import { Empty, Pagination, Tabs, Tag } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { SEARCH_PAGE_SIZE, SEARCH_TYPE_LABELS, type SearchGroup, type SearchResult, type SearchType } from '@zhiyuan/domain';
import { LoadState } from '../../components/LoadState';
import { PageTitle } from '../../components/PageTitle';
import { SiteSearchBox } from '../../components/SiteSearchBox';
import { professionPath } from '../../lib/professionPath';
import { useSearch } from './api';
import './search.css';

/** /search's children (spec §2) and the group each one shows. */
const SCOPES = [
  { path: 'all', label: '全部', type: 'all' },
  { path: 'searchSchool', label: '院校', type: 'school' },
  { path: 'searchZhuanye', label: '专业', type: 'major' },
  { path: 'searchZhiye', label: '职业', type: 'profession' },
  { path: 'searchZixun', label: '资讯', type: 'news' },
] as const satisfies readonly { path: string; label: string; type: 'all' | SearchType }[];

const PATH_OF: Record<SearchType, string> = { school: 'searchSchool', major: 'searchZhuanye', profession: 'searchZhiye', news: 'searchZixun' };

function useActiveScope() {
  const { pathname } = useLocation();
  return SCOPES.find((scope) => pathname.startsWith(`/search/${scope.path}`)) ?? SCOPES[0];
}

/** Where a result opens. */
export function linkOf(r: SearchResult): string {
  const id = encodeURIComponent(r.id);
  switch (r.type) {
    case 'school':
      return `/chadaxuedetail/${id}`;
    case 'major':
      return `/chazhuanyedetail/${id}?level=${r.level ?? 1}`;
    case 'profession':
      // a 中类 has no page: the library with its 大类 picked (the result's id is that category's code)
      return r.level === 2 ? `/chazhiye?category=${id}` : professionPath(id);
    case 'news':
      return `/gaokaozixunDetail/${id}`;
  }
}

export function SearchLayout() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const active = useActiveScope();
  const q = params.get('q') ?? '';
  return (
    <div className="zy-container zy-page">
      <PageTitle>{q ? `搜索：${q}` : '搜索'}</PageTitle>
      <h1 className="zy-page-title">搜索</h1>
      <div className="zy-panel">
        <SiteSearchBox scope={active.path} autoFocus={!q} />
        <Tabs
          activeKey={active.path}
          onChange={(key) => navigate(`/search/${key}${q ? `?q=${encodeURIComponent(q)}` : ''}`)}
          items={SCOPES.map((scope) => ({ key: scope.path, label: scope.label }))}
        />
        <Outlet />
      </div>
    </div>
  );
}

function ResultItem({ result }: { result: SearchResult }) {
  return (
    <li className="zy-search-item">
      <Link to={linkOf(result)} className="zy-search-item-title">
        {result.title}
      </Link>
      {result.alias && <span className="zy-search-alias">（{result.alias}）</span>}
      {result.tags.map((t) => (
        <Tag key={t} className="zy-search-tag">
          {t}
        </Tag>
      ))}
      <div className="zy-search-desc">{result.description}</div>
    </li>
  );
}

function GroupBlock({ group, q }: { group: SearchGroup; q: string }) {
  const label = SEARCH_TYPE_LABELS[group.type];
  return (
    <section className="zy-search-group" aria-label={`${label}结果`}>
      <h2 className="zy-search-group-title">
        {label}
        <span className="zy-search-count">{group.total}条</span>
      </h2>
      {group.records.length === 0 ? (
        <p className="zy-search-none">没有名称匹配的{label}</p>
      ) : (
        <ul className="zy-search-list">
          {group.records.map((r) => (
            <ResultItem key={`${r.type}:${r.id}:${r.level ?? ''}`} result={r} />
          ))}
        </ul>
      )}
      {group.total > group.records.length && (
        <Link className="zy-search-more" to={`/search/${PATH_OF[group.type]}?q=${encodeURIComponent(q)}`}>
          查看全部{group.total}条{label} <ArrowRightOutlined aria-hidden />
        </Link>
      )}
    </section>
  );
}

/** A child of /search: every group (全部) or one, paged. */
export function SearchScopePage() {
  const active = useActiveScope();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const results = useSearch(q, active.type, page);
  if (!q) {
    return <Empty description="输入院校、专业、职业或资讯的名称开始搜索；支持简称（北航）、全拼（qinghua）和首字母（qhdx）。" />;
  }
  const groups = results.data?.groups ?? [];
  const total = groups.reduce((n, g) => n + g.total, 0);
  return (
    <LoadState query={results} what="搜索结果" isEmpty={total === 0} emptyReason={`没有找到与“${q}”匹配的${active.type === 'all' ? '内容' : active.label}，换个词或用拼音首字母试试。`}>
      {active.type === 'all' ? (
        groups.map((g) => <GroupBlock key={g.type} group={g} q={q} />)
      ) : (
        <>
          <p className="zy-search-total">共{total}条</p>
          <ul className="zy-search-list">
            {groups[0]?.records.map((r) => (
              <ResultItem key={`${r.type}:${r.id}:${r.level ?? ''}`} result={r} />
            ))}
          </ul>
          {total > SEARCH_PAGE_SIZE && (
            <Pagination
              align="center"
              current={page}
              pageSize={SEARCH_PAGE_SIZE}
              total={total}
              showSizeChanger={false}
              onChange={(p) => {
                const next = new URLSearchParams(params);
                if (p > 1) next.set('page', String(p));
                else next.delete('page');
                setParams(next);
              }}
            />
          )}
        </>
      )}
    </LoadState>
  );
}
