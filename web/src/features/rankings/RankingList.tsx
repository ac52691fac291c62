import { useCallback, useMemo, useState } from 'react';
import { Pagination, Spin, Tag } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { Link, useLocation, useSearchParams } from 'react-router';
import { RANKING_PAGE_SIZE, paddedRank, type RankingRow } from '@zhiyuan/domain';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { DataSourceNote } from '../../components/DataSourceNote';
import { LoadState } from '../../components/LoadState';
import { useIsPhone } from '../../lib/useMediaQuery';
import { SchoolCrest } from '../../components/SchoolCrest';
import { featureTagColor } from '../../components/schoolFeatures';
import { useRankingOptions, useRankingPage } from './api';
import './rankings.css';

export interface RankingState {
  type: string | undefined;
  /** 主榜 (default) or a 软科 specialty list */
  list: string | undefined;
  year: number | undefined;
  page: number;
}

export interface RankingController {
  state: RankingState;
  set: (next: Partial<RankingState>) => void;
}

/** The page keeps ranking type, year and page in the URL. */
export function useUrlRanking(): RankingController {
  const [params, setParams] = useSearchParams();
  const state = useMemo<RankingState>(() => {
    const year = Number(params.get('year'));
    const page = Number(params.get('page'));
    return { type: params.get('type') ?? undefined, list: params.get('list') ?? undefined, year: Number.isInteger(year) && year > 0 ? year : undefined, page: Number.isInteger(page) && page > 1 ? page : 1 };
  }, [params]);
  const set = useCallback(
    (next: Partial<RankingState>) =>
      setParams(
        (previous) => {
          const p = new URLSearchParams(previous);
          const apply = (key: string, value: string | number | undefined) => (value === undefined || value === 1 && key === 'page' ? p.delete(key) : p.set(key, String(value)));
          if ('type' in next) apply('type', next.type);
          if ('list' in next) apply('list', next.list);
          if ('year' in next) apply('year', next.year);
          if ('page' in next) apply('page', next.page);
          return p;
        },
        // a page turn is a step Back can undo
        { replace: !('page' in next && Object.keys(next).length === 1), preventScrollReset: true },
      ),
    [setParams],
  );
  return { state, set };
}

/** The drawer keeps its own state, so the page beneath keeps its URL. */
export function useLocalRanking(): RankingController {
  const [state, setState] = useState<RankingState>({ type: undefined, list: undefined, year: undefined, page: 1 });
  return { state, set: (next) => setState((s) => ({ ...s, ...next })) };
}

interface RankingListProps {
  controller: RankingController;
  /** The page links each row to the school's detail; the drawer opens its own view. */
  linkRows?: boolean;
  onOpenSchool?: (row: RankingRow) => void;
}

/** 大学排名 (spec §2): 软科 (主榜 or a specialty list), QS or ARWU, one year (the years really present, latest by default), six rows a page. */
export function RankingList({ controller, linkRows = false, onOpenSchool }: RankingListProps) {
  const { state, set } = controller;
  const options = useRankingOptions();
  const isPhone = useIsPhone();
  const systems = options.data ?? [];
  const system = systems.find((s) => s.rankingType === state.type) ?? systems[0];
  const lists = system?.lists ?? [];
  const list = lists.find((l) => l.list === state.list) ?? lists[0];
  const listYears = list?.years ?? system?.years ?? [];
  const year = state.year !== undefined && listYears.includes(state.year) ? state.year : listYears[0];
  const page = useRankingPage(
    system && year !== undefined
      ? { page: state.page, pageSize: RANKING_PAGE_SIZE, rankingType: system.rankingType, rankingYear: year, ...(list && list.list !== '主榜' ? { list: list.list } : {}) }
      : null,
  );
  const data = page.data;
  return (
    <div className="zy-ranking">
      <div className="zy-ranking-filters">
        <ChoiceGroup
          label="排名类型"
          value={system?.rankingType}
          options={systems.map((s) => ({ label: s.label, value: s.rankingType }))}
          // a change of type starts at its latest year and page 1 (spec §4)
          onChange={(type) => set({ type, list: undefined, year: undefined, page: 1 })}
        />
        {lists.length > 1 && (
          <ChoiceGroup
            label="榜单"
            value={list?.list}
            options={lists.map((l) => ({ label: l.list === '主榜' ? '主榜' : `${l.list}榜`, value: l.list }))}
            onChange={(l) => set({ list: l === '主榜' ? undefined : l, year: undefined, page: 1 })}
          />
        )}
        <ChoiceGroup label="排名年份" value={year} options={listYears} onChange={(y) => set({ year: y, page: 1 })} />
      </div>
      {/* the page waits for the systems and years, so both are its loading */}
      <LoadState query={[options, page]} what="大学排名" isEmpty={(data?.records.length ?? 0) === 0} skeletonRows={6}>
        <Spin spinning={page.isFetching && page.isPlaceholderData} delay={150}>
          <ol className="zy-ranking-list" aria-label={`${system?.label ?? ''} ${year ?? ''}`}>
            {data?.records.map((row) => (
              <li key={`${row.rank}-${row.schoolName}`}>
                <RankingRowView row={row} link={linkRows} onOpen={onOpenSchool} crestSize={isPhone ? 44 : 56} />
              </li>
            ))}
          </ol>
        </Spin>
      </LoadState>
      {data && data.total > RANKING_PAGE_SIZE && (
        <Pagination
          className="zy-ranking-pager"
          align="center"
          current={state.page}
          pageSize={RANKING_PAGE_SIZE}
          total={data.total}
          showSizeChanger={false}
          showQuickJumper={!isPhone}
          simple={isPhone}
          onChange={(p) => set({ page: p })}
          itemRender={(_p, type, element) => {
            if (type === 'prev') return <a className="zy-pager-step">上一页</a>;
            if (type === 'next') return <a className="zy-pager-step">下一页</a>;
            return element;
          }}
        />
      )}
      {data && (
        <DataSourceNote
          sources={data.source ? [data.source] : []}
          year={data.rankingYear}
          extra={
            <span>
              {data.rankingType === 'QS'
                ? '仅列出教育部名单内的院校，名次为QS世界排名；'
                : data.rankingType === 'ARWU'
                  ? '仅列出教育部名单内的院校，名次为ARWU世界大学学术排名；'
                  : `软科中国大学排名${data.list === '主榜' || !data.list ? '主榜' : `${data.list}榜单`}；`}
              本站仅收录有公开数据的年份。
            </span>
          }
        />
      )}
    </div>
  );
}

function RankingRowView({ row, link, onOpen, crestSize }: { row: RankingRow; link: boolean; onOpen?: (row: RankingRow) => void; crestSize: number }) {
  const location = useLocation();
  const place = [row.provinceName, row.cityName?.replace(/市$/, '') === row.provinceName ? null : row.cityName].filter(Boolean).join(' · ');
  const body = (
    <>
      <span className={`zy-ranking-rank${row.rankValue <= 3 ? ' is-top' : ''}`}>{paddedRank(row.rank)}</span>
      <SchoolCrest name={row.schoolName} url={row.schoolCrestUrl} size={crestSize} />
      <span className="zy-ranking-body">
        <span className="zy-ranking-name">
          {row.schoolName}
          {row.schoolFeatures.map((f) => (
            <Tag key={f} color={featureTagColor(f)} className="zy-ranking-tag">
              {f}
            </Tag>
          ))}
        </span>
        <span className="zy-ranking-place">{place || '-'}</span>
      </span>
      {row.schoolId && <RightOutlined className="zy-ranking-chevron" aria-hidden />}
    </>
  );
  if (!row.schoolId) return <div className="zy-ranking-row">{body}</div>;
  if (link) {
    return (
      <Link className="zy-ranking-row" to={`/chadaxuedetail/${row.schoolId}`} state={{ schoolName: row.schoolName, from: `${location.pathname}${location.search}` }}>
        {body}
      </Link>
    );
  }
  return (
    <button type="button" className="zy-ranking-row" onClick={() => onOpen?.(row)}>
      {body}
    </button>
  );
}
