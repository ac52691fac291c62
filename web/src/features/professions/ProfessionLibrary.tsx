import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Input, Tag } from 'antd';
import type { ProfessionTypeNode } from '@zhiyuan/domain';
import { LoadState } from '../../components/LoadState';
import { FixedBar, HighlightNav, HighlightedText, matchClass, useHighlightNavigation, type HighlightNavigation } from '../../components/SearchHighlight';
import { useLocalFilters, useUrlFilters } from '../../lib/filterState';
import { useProfessionTree } from './api';
import { professionPath } from './paths';
import './professions.css';

/** The 8 大类 of the 职业分类大典（2022年版）. */
export const CATEGORY_CHIPS = [
  ['1', '党的机关、国家机关、群众团体和社会组织、企事业单位负责人', '负责人'],
  ['2', '专业技术人员', '专业技术人员'],
  ['3', '办事人员和有关人员', '办事人员'],
  ['4', '社会生产服务和生活服务人员', '社会生产和生活服务人员'],
  ['5', '农、林、牧、渔业生产及辅助人员', '农林牧渔业人员'],
  ['6', '生产制造及有关人员', '生产制造人员'],
  ['7', '军队人员', '军队人员'],
  ['8', '不便分类的其他从业人员', '其他从业人员'],
] as const;

const FILTER_KEYS = ['category', 'q'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

interface ProfessionLibraryProps {
  /** In the drawer: a node opens the drawer's detail view instead of a page. */
  onOpen?: (code: string, name: string) => void;
}

/** 职业库 (spec §2): category chips that toggle, name search with highlight navigation, a total, and 大类 → 小类 → 职业. */
export function ProfessionLibrary({ onOpen }: ProfessionLibraryProps) {
  // the page keeps its chip and query in the address (a shared link, and back from a detail, show the same list);
  // the drawer keeps them in its own state, as it stays mounted behind its detail view
  const inPage = !onOpen;
  const inAddress = useUrlFilters(FILTER_KEYS);
  const inDrawer = useLocalFilters<FilterKey>();
  const filters = inPage ? inAddress : inDrawer;
  const category = filters.values.category;
  const query = filters.values.q ?? '';
  const setCategory = (value: string | undefined) => filters.set({ category: value });
  const setQuery = (value: string) => filters.set({ q: value });
  const [input, setInput] = useState(query);
  useEffect(() => setInput(query), [query]);
  const tree = useProfessionTree(query, category);
  const listRef = useRef<HTMLDivElement>(null);
  const { key } = useLocation();
  const nav = useHighlightNavigation(tree.data?.matches ?? EMPTY, listRef, { remember: inPage ? `${key}:${category ?? ''}:${query}` : undefined });
  const open = (code: string, name: string, children: ReactNode, className?: string) =>
    onOpen ? (
      <button type="button" className={`professions-link ${className ?? ''}`} onClick={() => onOpen(code, name)}>
        {children}
      </button>
    ) : (
      <Link className={className} to={professionPath(code)}>
        {children}
      </Link>
    );

  return (
    <div className="professions-library">
      <FixedBar className="professions-bar">
        <div className="professions-chips" role="group" aria-label="职业大类">
          {CATEGORY_CHIPS.map(([code, , label]) => (
            <Tag.CheckableTag key={code} checked={category === code} onChange={() => setCategory(category === code ? undefined : code)}>
              {label}
            </Tag.CheckableTag>
          ))}
        </div>
        <div className="professions-search">
          <Input.Search
            allowClear
            placeholder="搜索职业名称（支持拼音、首字母）"
            value={input}
            onChange={(e) => {
              setInput(e.target.value);
              if (!e.target.value) setQuery('');
            }}
            onSearch={(v) => setQuery(v.trim())}
            aria-label="搜索职业"
          />
          {query && <HighlightNav nav={nav} loading={tree.isFetching} />}
        </div>
        <div className="professions-total">
          共 <b>{tree.data?.total ?? 0}</b> 个职业
        </div>
      </FixedBar>
      <LoadState
        query={tree}
        what="职业列表"
        isEmpty={!tree.data?.categories.length}
        emptyReason={query ? `没有名称含“${query}”的职业` : undefined}
      >
        <div ref={listRef} className="professions-list">
          {tree.data?.categories.map((c) => (
            <section key={c.categoryCode} className="professions-category">
              <h2>
                {c.categoryCode} {c.categoryName}
              </h2>
              {c.professionTypes.map((t) => (
                <TypeBlock key={t.typeCode} type={t} query={query} nav={nav} open={open} />
              ))}
            </section>
          ))}
        </div>
      </LoadState>
    </div>
  );
}

const EMPTY: string[] = [];

type Opener = (code: string, name: string, children: ReactNode, className?: string) => ReactNode;

function TypeBlock({ type, query, nav, open }: { type: ProfessionTypeNode; query: string; nav: HighlightNavigation; open: Opener }) {
  const cls = (code: string) => matchClass(nav, code);
  const name = <HighlightedText text={type.typeName} query={query} matched={nav.isMatch(type.typeCode)} />;
  return (
    <div className="professions-type">
      <h3 data-match={type.typeCode} className={cls(type.typeCode)}>
        {type.clickable ? (
          open(type.typeCode, type.typeName, name)
        ) : (
          <span className="professions-disabled" title="该类别暂无详情">
            {name}
          </span>
        )}
      </h3>
      {type.professionVos.length > 0 && (
        <div className="professions-items">
          {type.professionVos.map((p) => (
            <span key={p.professionCode} data-match={p.professionCode} className={cls(p.professionCode)}>
              {type.clickable ? (
                open(p.professionCode, p.professionName, <HighlightedText text={p.professionName} query={query} matched={nav.isMatch(p.professionCode)} />)
              ) : (
                <span className="professions-disabled">
                  <HighlightedText text={p.professionName} query={query} matched={nav.isMatch(p.professionCode)} />
                </span>
              )}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
