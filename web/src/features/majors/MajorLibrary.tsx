import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Input, Select, Tabs } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { MAJOR_LEVEL_TABS, type MajorItem, type MajorSearchHit } from '@zhiyuan/domain';
import { LoadState } from '../../components/LoadState';
import { useMajorSearch, useMajorTree } from './api';
import { OpenLink } from './OpenLink';
import { FIXED_BAR_SCROLL, useScrolledPast } from './useScrolledPast';
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
}

/** The name with the query marked, or the whole name when it matched by pinyin. */
function Marked({ name, query, hit }: { name: string; query: string; hit?: MajorSearchHit }): ReactNode {
  if (!hit) return name;
  const at = query ? name.indexOf(query) : -1;
  if (at < 0) return <mark>{name}</mark>;
  return (
    <>
      {name.slice(0, at)}
      <mark>{query}</mark>
      {name.slice(at + query.length)}
    </>
  );
}

/**
 * 查专业 (spec §2 Major library): the level tabs, the 门类 filter, the name
 * search whose matches are marked in the list and walked one by one (current/
 * total, up, down, scrolled to), the count, and the list 门类 → 专业类 → 专业.
 * The bar holding them stays fixed once the view has scrolled past 156 px (§4).
 */
export function MajorLibrary({ controller, onOpenMajor, onOpenType, majorHref, typeHref }: MajorLibraryProps) {
  const { state } = controller;
  const rootRef = useRef<HTMLDivElement>(null);
  const fixed = useScrolledPast(rootRef, FIXED_BAR_SCROLL);
  const allCategories = useMajorTree(state.level);
  const tree = useMajorTree(state.level, state.category);
  const search = useMajorSearch(state.level, state.category, state.query);
  const [input, setInput] = useState(state.query);
  const [current, setCurrent] = useState(0);
  const hits = useMemo(() => (state.query ? (search.data?.hits ?? []) : []), [search.data, state.query]);
  const hitById = useMemo(() => new Map(hits.map((h) => [h.id, h])), [hits]);
  const currentId = hits[current]?.id;

  useEffect(() => setInput(state.query), [state.query]);
  useEffect(() => setCurrent(0), [hits]);

  // scroll the current match into view (below the fixed bar)
  useLayoutEffect(() => {
    if (!currentId) return;
    const el = rootRef.current?.querySelector<HTMLElement>(`[data-major-id="${CSS.escape(currentId)}"]`);
    el?.scrollIntoView({ block: 'center' });
  }, [currentId, tree.data]);

  const majorCount = useMemo(
    () => (tree.data ?? []).reduce((n, c) => n + c.majorTypes.reduce((k, t) => k + t.majors.length, 0), 0),
    [tree.data],
  );
  const submit = (value: string) => controller.setQuery(value.trim());
  const step = (delta: number) => hits.length && setCurrent((c) => (c + delta + hits.length) % hits.length);

  return (
    <div className="zy-major-library" ref={rootRef}>
      <div className={fixed ? 'zy-major-bar is-fixed' : 'zy-major-bar'} data-testid="major-bar">
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
          {state.query !== '' && (
            <div className="zy-major-hitnav" role="group" aria-label="搜索结果导航">
              <span className="zy-major-hitcount" data-testid="hit-position">
                {hits.length ? `${current + 1}/${hits.length}` : search.isFetching ? '…' : '0/0'}
              </span>
              <Button size="small" icon={<UpOutlined />} aria-label="上一个" disabled={hits.length < 2} onClick={() => step(-1)} />
              <Button size="small" icon={<DownOutlined />} aria-label="下一个" disabled={hits.length < 2} onClick={() => step(1)} />
            </div>
          )}
        </div>
        <p className="zy-major-count" data-testid="major-count">
          共<strong>{majorCount}</strong>个专业
          {state.query !== '' && !search.isFetching && (
            <span className="zy-major-count-hits">
              {hits.length ? `，“${state.query}”匹配 ${hits.length} 个` : `，没有名称或拼音含“${state.query}”的专业`}
            </span>
          )}
        </p>
      </div>

      <LoadState query={tree} what="专业目录" isEmpty={majorCount === 0} emptyReason="该层次与门类下没有专业。">
        <div className="zy-major-groups">
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
                      const hit = hitById.get(major.id);
                      const cls = ['zy-major-item', hit && 'is-hit', major.id === currentId && 'is-current'].filter(Boolean).join(' ');
                      return (
                        <li key={major.id}>
                          <OpenLink className={cls} data-major-id={major.id} href={majorHref?.(major)} onOpen={() => onOpenMajor(major)}>
                            <Marked name={major.majorName} query={state.query} hit={hit} />
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
