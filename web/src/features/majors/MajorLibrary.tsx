import { useEffect, useMemo, useRef, useState } from 'react';
import { Input, Select, Tabs } from 'antd';
import { MAJOR_LEVEL_TABS, type MajorItem } from '@zhiyuan/domain';
import { LoadState } from '../../components/LoadState';
import { FixedBar, HighlightNav, HighlightedText, matchClass, useHighlightNavigation } from '../../components/SearchHighlight';
import { useMajorSearch, useMajorTree } from './api';
import { OpenLink } from './OpenLink';
import './majors.css';

/** What the library shows: one level, optionally one 门类, and the search text. */
export interface MajorLibraryState {
  level: number;
  category?: string;
  query: string;
}

export interface MajorLibraryController {
  state: MajorLibraryState;
  setLevel: (level: number) => void;
  setCategory: (category: string | undefined) => void;
  setQuery: (query: string) => void;
}

export interface MajorLibraryProps {
  controller: MajorLibraryController;
  /** A major opens its detail (the page navigates, the drawer opens its own view). */
  onOpenMajor: (major: MajorItem) => void;
  /** A 专业类 opens the type view. */
  onOpenType: (typeCode: string, level: number) => void;
  /** Links for the page (open in a new tab, crawlable); the drawer has none. */
  majorHref?: (major: MajorItem) => string;
  typeHref?: (typeCode: string, level: number) => string;
  /** The page's history entry (its location key): back from a detail, the same match is current (the drawer stays mounted instead). */
  rememberKey?: string;
}

const NO_HITS: string[] = [];

/**
 * 查专业 (spec §2 Major library): the level tabs, the 门类 filter, the name
 * search whose matches are marked in the list and walked one by one (current/
 * total, up, down, scrolled to), the count, and the list 门类 → 专业类 → 专业.
 * The bar holding them stays fixed once the view (the window, or the drawer's
 * scroll box) has scrolled past 156 px (§4).
 */
export function MajorLibrary({ controller, onOpenMajor, onOpenType, majorHref, typeHref, rememberKey }: MajorLibraryProps) {
  const { state } = controller;
  const listRef = useRef<HTMLDivElement>(null);
  const allCategories = useMajorTree(state.level);
  const tree = useMajorTree(state.level, state.category);
  const search = useMajorSearch(state.level, state.category, state.query);
  const [input, setInput] = useState(state.query);
  // the previous query's hits (kept while the next one loads) are not this query's matches
  const hitIds = useMemo(
    () => (state.query && search.data && !search.isPlaceholderData ? search.data.hits.map((h) => h.id) : NO_HITS),
    [search.data, search.isPlaceholderData, state.query],
  );
  // the tree may arrive after the hits (another 门类): scroll to the current match again then
  const nav = useHighlightNavigation(hitIds, listRef, {
    attribute: 'data-major-id',
    content: tree.data,
    remember: rememberKey && `${rememberKey}:${state.level}:${state.category ?? ''}:${state.query}`,
  });

  useEffect(() => setInput(state.query), [state.query]);

  const majorCount = useMemo(
    () => (tree.data ?? []).reduce((n, c) => n + c.majorTypes.reduce((k, t) => k + t.majors.length, 0), 0),
    [tree.data],
  );
  const submit = (value: string) => controller.setQuery(value.trim());

  return (
    <div className="zy-major-library">
      <FixedBar className="zy-major-bar" data-testid="major-bar">
        <Tabs
          className="zy-major-level-tabs"
          activeKey={String(state.level)}
          onChange={(key) => controller.setLevel(Number(key))}
          items={MAJOR_LEVEL_TABS.map((t) => ({ key: String(t.level), label: t.label }))}
        />
        <div className="zy-major-bar-row">
          <Select
            className="zy-major-category"
            aria-label="门类"
            value={state.category ?? ''}
            onChange={(value: string) => controller.setCategory(value || undefined)}
            options={[
              { value: '', label: state.level === 1 ? '全部门类' : '全部专业大类' },
              ...(allCategories.data ?? []).map((c) => ({ value: c.majorCategoryCode, label: `${c.majorCategory}（${c.majorCategoryCode}）` })),
            ]}
          />
          <Input.Search
            className="zy-major-search"
            aria-label="专业名称"
            placeholder="专业名称或拼音，如 kjx"
            allowClear
            enterButton="搜索"
            maxLength={60}
            value={input}
            onChange={(e) => {
              setInput(e.target.value);
              if (e.target.value === '' && state.query !== '') controller.setQuery('');
            }}
            onSearch={submit}
          />
          {state.query !== '' && <HighlightNav nav={nav} loading={search.isFetching} testId="hit-position" />}
        </div>
        <p className="zy-major-count" data-testid="major-count">
          共<strong>{majorCount}</strong>个专业
          {state.query !== '' && !search.isFetching && (
            <span className="zy-major-count-hits">
              {nav.total ? `，“${state.query}”匹配 ${nav.total} 个` : `，没有名称或拼音含“${state.query}”的专业`}
            </span>
          )}
        </p>
      </FixedBar>

      <LoadState query={tree} what="专业目录" isEmpty={majorCount === 0} emptyReason="该层次与门类下没有专业。">
        <div className="zy-major-groups" ref={listRef}>
          {(tree.data ?? []).map((category) => (
            <section key={category.majorCategoryCode} className="zy-major-category-block" aria-label={category.majorCategory}>
              <h2 className="zy-major-category-title">
                {category.majorCategory}
                <span className="zy-major-code">{category.majorCategoryCode}</span>
              </h2>
              {category.majorTypes.map((type) => (
                <div key={type.typeCode} className="zy-major-type-block">
                  <OpenLink className="zy-major-type-name" href={typeHref?.(type.typeCode, state.level)} onOpen={() => onOpenType(type.typeCode, state.level)}>
                    {type.type}
                    <span className="zy-major-code">{type.typeCode}</span>
                  </OpenLink>
                  <ul className="zy-major-list">
                    {type.majors.map((major) => {
                      const match = matchClass(nav, major.id);
                      return (
                        <li key={major.id}>
                          <OpenLink
                            className={match ? `zy-major-item ${match}` : 'zy-major-item'}
                            data-major-id={major.id}
                            href={majorHref?.(major)}
                            onOpen={() => onOpenMajor(major)}
                          >
                            {match ? <HighlightedText text={major.majorName} query={state.query} matched /> : major.majorName}
                            <span className="zy-major-code">{major.majorCode}</span>
                          </OpenLink>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              ))}
            </section>
          ))}
        </div>
      </LoadState>
    </div>
  );
}
