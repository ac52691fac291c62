import { useEffect, useRef, useState } from 'react';
import { App, Badge, Button, Input, Pagination, Skeleton, Spin } from 'antd';
import { FilterOutlined, UpOutlined } from '@ant-design/icons';
import { SCHOOL_PAGE_SIZE, type SchoolListItem } from '@zhiyuan/domain';
import { LoadState } from '../../components/LoadState';
import { useIsPhone } from '../../lib/useMediaQuery';
import {
  useProvinces,
  useSchoolFeatures,
  useSchoolInstitutions,
  useSchoolPage,
  useSchoolTypes,
} from './api';
import { FilterGroupRow } from './FilterGroupRow';
import { SchoolCard } from './SchoolCard';
import { CompareLink, CompareToggle } from './CompareToggle';
import {
  activeFilterCount,
  filterSummary,
  parsePageJump,
  toQueryBody,
  type FilterGroup,
  type SchoolLibraryController,
} from './libraryState';
import './schools.css';

interface SchoolLibraryProps {
  controller: SchoolLibraryController;
  /** The page links each card to its detail route; the drawer opens its own detail view instead. */
  hrefFor?: (school: SchoolListItem) => string;
  onOpenSchool?: (school: SchoolListItem) => void;
}

/** 查大学: the school library of the /chadaxue page and of the drawer (spec §2 School library). */
export function SchoolLibrary({ controller, hrefFor, onOpenSchool }: SchoolLibraryProps) {
  const { state } = controller;
  const isPhone = useIsPhone();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);
  const result = useSchoolPage(toQueryBody(state));
  const filterCount = activeFilterCount(state.filters);

  // an address past the last page (?page=999, or a list that shrank since the link was copied) shows the last page
  const lastPage = result.data && !result.isPlaceholderData ? Math.max(1, Math.ceil(result.data.total / SCHOOL_PAGE_SIZE)) : null;
  const { setPage } = controller;
  useEffect(() => {
    if (lastPage !== null && state.page > lastPage) setPage(lastPage, { replace: true });
  }, [lastPage, state.page, setPage]);

  const changePage = (page: number) => {
    controller.setPage(page);
    const top = resultsRef.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="zy-school-library">
      <SearchBar key={state.query} initialQuery={state.query} onSearch={controller.setQuery} />

      {isPhone && (
        <div className="zy-filter-toggle">
          <Button
            icon={filtersOpen ? <UpOutlined /> : <FilterOutlined />}
            onClick={() => setFiltersOpen((open) => !open)}
            aria-expanded={filtersOpen}
            aria-controls="zy-school-filters"
          >
            筛选
            {filterCount > 0 && <Badge count={filterCount} size="small" className="zy-filter-count" />}
          </Button>
          {filterCount > 0 && (
            <Button type="link" onClick={controller.clearFilters}>
              清除筛选
            </Button>
          )}
        </div>
      )}

      {isPhone && !filtersOpen && filterCount > 0 && (
        <p className="zy-filter-summary" data-testid="filter-summary">
          已选：{filterSummary(state.filters)}
        </p>
      )}

      {(!isPhone || filtersOpen) && (
        <FilterPanel
          controller={controller}
          showClear={!isPhone && filterCount > 0}
          // on a phone the panel folds to its summary after a pick, so the results are on the first screen
          onPicked={isPhone ? () => setFiltersOpen(false) : undefined}
        />
      )}

      <div className="zy-results-head" ref={resultsRef}>
        <span className="zy-results-total" aria-live="polite">
          {result.data ? (
            <>
              共<strong>{result.data.total}</strong>条
            </>
          ) : (
            ' '
          )}
        </span>
        {state.query && <span className="zy-results-query">“{state.query}”的搜索结果</span>}
        {hrefFor && <CompareLink />}
      </div>

      <LoadState
        query={result}
        what="院校列表"
        isEmpty={(result.data?.records.length ?? 0) === 0}
        emptyClassName="zy-results-empty"
        placeholder={<CardsPlaceholder />}
      >
        {/* Moving between pages keeps the old cards under a spinner until the new ones arrive. */}
        <Spin spinning={result.isFetching && result.isPlaceholderData} delay={150}>
          <ul className="zy-school-grid">
            {result.data?.records.map((school) => (
              <li key={school.id} className={hrefFor ? 'zy-school-grid-item has-compare' : 'zy-school-grid-item'}>
                <SchoolCard school={school} href={hrefFor?.(school)} onOpen={onOpenSchool} />
                {/* the page offers 院校对比 (the drawer opens schools in place and has no compare page) */}
                {hrefFor && <CompareToggle schoolId={school.id} schoolName={school.schoolName} />}
              </li>
            ))}
          </ul>
        </Spin>
      </LoadState>

      {result.data && result.data.total > SCHOOL_PAGE_SIZE && (
        <Pagination
          className="zy-school-pager"
          align="center"
          current={state.page}
          pageSize={SCHOOL_PAGE_SIZE}
          total={result.data.total}
          onChange={changePage}
          showSizeChanger={false}
          showQuickJumper={false}
          simple={isPhone ? { readOnly: true } : false}
          itemRender={(_page, type, element) => {
            if (type === 'prev') return <a className="zy-pager-step">上一页</a>;
            if (type === 'next') return <a className="zy-pager-step">下一页</a>;
            return element;
          }}
        />
      )}
      {result.data && result.data.total > SCHOOL_PAGE_SIZE && (
        <PageJumper last={Math.ceil(result.data.total / SCHOOL_PAGE_SIZE)} onJump={changePage} />
      )}
    </div>
  );
}

/** 跳至 N 页: a whole page number in range, anything else refused with one message. */
function PageJumper({ last, onJump }: { last: number; onJump: (page: number) => void }) {
  const [text, setText] = useState('');
  const { message } = App.useApp();
  const jump = () => {
    const parsed = parsePageJump(text, last);
    if ('error' in parsed) {
      message.destroy('zy-page-jump');
      void message.error({ content: parsed.error, key: 'zy-page-jump' });
      return;
    }
    setText('');
    onJump(parsed.page);
  };
  return (
    <div className="zy-page-jumper">
      <span>跳至</span>
      <Input
        aria-label="跳转页码"
        inputMode="numeric"
        value={text}
        maxLength={6}
        onChange={(e) => setText(e.target.value)}
        onPressEnter={jump}
      />
      <span>页</span>
      <Button onClick={jump}>跳转</Button>
    </div>
  );
}

function SearchBar({ initialQuery, onSearch }: { initialQuery: string; onSearch: (query: string) => void }) {
  const [text, setText] = useState(initialQuery);
  const isPhone = useIsPhone();
  return (
    <Input.Search
      className="zy-school-search"
      size="large"
      placeholder={isPhone ? '输入院校名称' : '输入院校名称，如：武汉大学'}
      aria-label="院校名称"
      value={text}
      maxLength={50}
      allowClear
      enterButton="搜索"
      onChange={(event) => setText(event.target.value)}
      onSearch={(value) => onSearch(value)}
    />
  );
}

function FilterPanel({ controller, showClear, onPicked }: { controller: SchoolLibraryController; showClear: boolean; onPicked?: () => void }) {
  const provinces = useProvinces();
  const types = useSchoolTypes();
  const features = useSchoolFeatures();
  const institutions = useSchoolInstitutions();
  const groups: ReadonlyArray<{ group: FilterGroup; label: string; options: readonly string[] | undefined; loading: boolean }> = [
    { group: 'provinces', label: '院校省份', options: provinces.data?.map((p) => p.name), loading: provinces.isPending },
    { group: 'types', label: '院校类型', options: types.data, loading: types.isPending },
    { group: 'features', label: '院校特色', options: features.data, loading: features.isPending },
    { group: 'schoolInstitutions', label: '院校性质', options: institutions.data, loading: institutions.isPending },
  ];
  return (
    <section id="zy-school-filters" className="zy-filter-panel" aria-label="筛选条件">
      {groups.map(({ group, label, options, loading }) => (
        <FilterGroupRow
          key={group}
          label={label}
          options={options}
          loading={loading}
          value={controller.state.filters[group]}
          onChange={(next) => {
            controller.setFilter(group, next);
            onPicked?.();
          }}
        />
      ))}
      {showClear && (
        <div className="zy-filter-clear">
          <Button type="link" size="small" onClick={controller.clearFilters}>
            清除全部筛选
          </Button>
        </div>
      )}
    </section>
  );
}

/** The loading state of the library: cards shaped like the ones on their way. */
function CardsPlaceholder() {
  return (
    <ul className="zy-school-grid" aria-busy="true" aria-label="正在加载">
      {Array.from({ length: SCHOOL_PAGE_SIZE }, (_, i) => (
        <li key={i}>
          <div className="zy-school-card zy-school-card-skeleton">
            <Skeleton.Avatar active size={64} />
            <Skeleton active title={{ width: '50%' }} paragraph={{ rows: 2, width: ['80%', '40%'] }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
