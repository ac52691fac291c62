/**
 * Search with highlight navigation (spec §4), shared by the libraries (查专业,
 * 查职业, page and drawer): the query marked in every name, a current/total
 * counter with up and down buttons that scroll the current match into view,
 * and a filter bar that stays at the top once its view (the window, or the
 * drawer's scroll box) has scrolled past a given offset (156 px).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import { Button } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import './search-highlight.css';

/** Scroll past which a library's filter bar is fixed (spec §4, §9). */
export const FIXED_BAR_OFFSET = 156;

/**
 * The text with every occurrence of the query marked (case-insensitive). A
 * `matched` text the query does not occur in (it matched by pinyin or initials)
 * is marked whole.
 */
export function HighlightedText({ text, query, matched = false }: { text: string; query: string; matched?: boolean }) {
  const q = query.trim();
  if (!q) return <>{text}</>;
  const lower = text.toLowerCase();
  const needle = q.toLowerCase();
  const parts: ReactNode[] = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push(text.slice(from, at));
    parts.push(<mark key={at}>{text.slice(at, at + q.length)}</mark>);
    from = at + q.length;
  }
  if (!parts.length) return matched ? <mark>{text}</mark> : <>{text}</>;
  if (from < text.length) parts.push(text.slice(from));
  return <>{parts}</>;
}

export interface HighlightNavigation {
  /** 0-based index of the current match */
  current: number;
  total: number;
  /** The key of the current match */
  currentKey: string | undefined;
  isMatch: (key: string) => boolean;
  step: (delta: number) => void;
}

export interface HighlightNavigationOptions {
  /** The attribute carrying a match's key on its element (default `data-match`). */
  attribute?: string;
  /** Scroll to the current match again when this changes, e.g. the list holding the matches arrived after them. */
  content?: unknown;
  /**
   * Where to remember the current match for the page's history entry (a page
   * passes its location's key and query): back from a detail, the same match
   * is current again, not the first.
   */
  remember?: string;
}

const REMEMBER_PREFIX = 'zy-match:';

function remembered(remember: string | undefined): string | null {
  if (!remember) return null;
  try {
    return sessionStorage.getItem(REMEMBER_PREFIX + remember);
  } catch {
    return null;
  }
}

/** Where the matches start: the remembered match when it is among them, else the first. */
function startOf(matches: readonly string[], remember: string | undefined): number {
  const key = remembered(remember);
  const at = key === null ? -1 : matches.indexOf(key);
  return at === -1 ? 0 : at;
}

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Brings `el` to the middle of the box that scrolls it. In the drawer only the
 * drawer's box moves: scrollIntoView would scroll the page behind it as well.
 */
function scrollToCenter(el: HTMLElement): void {
  const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
  const box = scrollBoxOf(el);
  if (!box) {
    el.scrollIntoView({ block: 'center', behavior });
    return;
  }
  const at = el.getBoundingClientRect();
  const top = box.scrollTop + at.top - box.getBoundingClientRect().top - (box.clientHeight - at.height) / 2;
  box.scrollTo({ top: Math.max(0, top), behavior });
}

/**
 * Keeps the current match among `matches` (keys in list order): resets to the
 * first when the matches change and scrolls the element carrying the current
 * key (in `options.attribute`) inside `container` into view, in whatever box
 * scrolls it (the window, or the drawer's body).
 */
export function useHighlightNavigation(
  matches: readonly string[],
  container: RefObject<HTMLElement | null>,
  { attribute = 'data-match', content, remember }: HighlightNavigationOptions = {},
): HighlightNavigation {
  const [state, setState] = useState(() => ({ matches, current: startOf(matches, remember) }));
  const changed = state.matches !== matches;
  if (changed) setState({ matches, current: startOf(matches, remember) });
  const current = changed ? startOf(matches, remember) : state.current;
  const currentKey = matches[current];

  useEffect(() => {
    if (!remember || !currentKey) return;
    try {
      sessionStorage.setItem(REMEMBER_PREFIX + remember, currentKey);
    } catch {
      // storage full or refused: the first match is current after a return
    }
  }, [remember, currentKey]);

  useEffect(() => {
    if (!currentKey) return;
    const el = container.current?.querySelector<HTMLElement>(`[${attribute}="${CSS.escape(currentKey)}"]`);
    if (el) scrollToCenter(el);
  }, [currentKey, container, attribute, content]);

  const matchSet = useMemo(() => new Set(matches), [matches]);
  const isMatch = useCallback((key: string) => matchSet.has(key), [matchSet]);
  const step = useCallback(
    (delta: number) => setState((s) => (s.matches.length ? { ...s, current: (s.current + delta + s.matches.length) % s.matches.length } : s)),
    [],
  );
  return { current, total: matches.length, currentKey, isMatch, step };
}

/** The class of an element that may be a match: `is-match`, and `is-current` on the current one. */
export function matchClass(nav: HighlightNavigation, key: string): string | undefined {
  if (key === nav.currentKey) return 'is-match is-current';
  return nav.isMatch(key) ? 'is-match' : undefined;
}

export interface HighlightNavProps {
  nav: HighlightNavigation;
  /** The matches are still on their way: the counter shows … instead of 0/0. */
  loading?: boolean;
  testId?: string;
}

/** current/total with 上一个 and 下一个. */
export function HighlightNav({ nav, loading = false, testId = 'match-count' }: HighlightNavProps) {
  return (
    <span className="zy-highlight-nav" role="group" aria-label="搜索结果导航">
      <span data-testid={testId} className="zy-highlight-count" aria-live="polite">
        {nav.total ? `${nav.current + 1}/${nav.total}` : loading ? '…' : '0/0'}
      </span>
      <Button size="small" icon={<UpOutlined />} aria-label="上一个" onClick={() => nav.step(-1)} disabled={nav.total < 2} />
      <Button size="small" icon={<DownOutlined />} aria-label="下一个" onClick={() => nav.step(1)} disabled={nav.total < 2} />
    </span>
  );
}

/** The element that scrolls `el`: the nearest ancestor below the body with its own vertical scroll (the drawer's body), or null for the window. */
export function scrollBoxOf(el: HTMLElement | null): HTMLElement | null {
  for (let node = el?.parentElement ?? null; node && node !== document.body; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if (overflow === 'auto' || overflow === 'scroll') return node;
  }
  return null;
}

/** Whether the view holding `ref` (the window, or its scroll `box`) has scrolled past `offset` px. */
export function useScrolledPast(ref: RefObject<HTMLElement | null>, offset: number): { past: boolean; box: HTMLElement | null } {
  const [past, setPast] = useState(false);
  const [scrollBox, setScrollBox] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const box = scrollBoxOf(ref.current);
    setScrollBox(box);
    const target: HTMLElement | Window = box ?? window;
    const read = () => setPast((box ? box.scrollTop : window.scrollY) > offset);
    read();
    target.addEventListener('scroll', read, { passive: true });
    return () => target.removeEventListener('scroll', read);
  }, [ref, offset]);
  return { past, box: scrollBox };
}

/**
 * A filter bar that stays at the top of its view (below the phone's header on
 * a page, at the very top of the drawer's scroll box) once that view has
 * scrolled past `offset` px.
 */
export function FixedBar({ children, className, style, offset = FIXED_BAR_OFFSET, ...rest }: HTMLAttributes<HTMLDivElement> & { offset?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const { past, box } = useScrolledPast(ref, offset);
  const cls = ['zy-fixed-bar', past && 'is-fixed', className].filter(Boolean).join(' ');
  // a sticky bar keeps off its box's padding: pulled up by it, nothing scrolls by above the bar
  const top = past && box ? -parseFloat(getComputedStyle(box).paddingTop) || 0 : undefined;
  return (
    <div {...rest} ref={ref} className={cls} style={top === undefined ? style : { ...style, top }} data-fixed={past || undefined}>
      {children}
    </div>
  );
}
