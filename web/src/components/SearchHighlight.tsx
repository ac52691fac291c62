/**
 * Search with highlight navigation (spec §4): the query marked in every name,
 * a current/total counter with up and down buttons that scroll the current
 * match into view, and a filter bar that becomes fixed once the page has
 * scrolled past a given offset (156 px on the libraries).
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import './search-highlight.css';

/** Scroll past which a library's filter bar is fixed (spec §9). */
export const FIXED_BAR_OFFSET = 156;

/** The text with every occurrence of the query marked (case-insensitive). */
export function HighlightedText({ text, query }: { text: string; query: string }) {
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
  if (!parts.length) return <>{text}</>;
  if (from < text.length) parts.push(text.slice(from));
  return <>{parts}</>;
}

export interface HighlightNavigation {
  /** 0-based index of the current match */
  current: number;
  total: number;
  /** The key (data-match attribute) of the current match */
  currentKey: string | undefined;
  isMatch: (key: string) => boolean;
  step: (delta: number) => void;
}

/**
 * Keeps the current match among `matches` (keys in list order): resets to the
 * first when the matches change and scrolls the element carrying
 * `data-match="{key}"` inside `container` into view.
 */
export function useHighlightNavigation(matches: readonly string[], container: RefObject<HTMLElement | null>): HighlightNavigation {
  const [state, setState] = useState({ matches, current: 0 });
  if (state.matches !== matches) setState({ matches, current: 0 });
  const current = state.matches === matches ? state.current : 0;
  const currentKey = matches[current];

  useEffect(() => {
    if (!currentKey) return;
    const el = container.current?.querySelector(`[data-match="${CSS.escape(currentKey)}"]`);
    el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [currentKey, container]);

  const matchSet = useMemo(() => new Set(matches), [matches]);
  const isMatch = useCallback((key: string) => matchSet.has(key), [matchSet]);
  const step = useCallback(
    (delta: number) => setState((s) => (s.matches.length ? { ...s, current: (s.current + delta + s.matches.length) % s.matches.length } : s)),
    [],
  );
  return { current, total: matches.length, currentKey, isMatch, step };
}

/** current/total with 上一个 and 下一个. */
export function HighlightNav({ nav }: { nav: HighlightNavigation }) {
  return (
    <span className="zy-highlight-nav" aria-live="polite">
      <span data-testid="match-count" className="zy-highlight-count">
        {nav.total ? `${nav.current + 1}/${nav.total}` : '0/0'}
      </span>
      <Button size="small" icon={<UpOutlined />} aria-label="上一个" onClick={() => nav.step(-1)} disabled={!nav.total} />
      <Button size="small" icon={<DownOutlined />} aria-label="下一个" onClick={() => nav.step(1)} disabled={!nav.total} />
    </span>
  );
}

/**
 * A filter bar that becomes fixed to the top once the window has scrolled past
 * `offset` px; a spacer of its height keeps the list from jumping. Inside the
 * drawer (`inScrollBox`) the bar sticks to its scroll box instead.
 */
export function FixedBar({ children, className, offset = FIXED_BAR_OFFSET, inScrollBox = false }: { children: ReactNode; className?: string; offset?: number; inScrollBox?: boolean }) {
  const [fixed, setFixed] = useState(false);
  const [height, setHeight] = useState(0);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (inScrollBox) return;
    const onScroll = () => setFixed(window.scrollY > offset);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [offset, inScrollBox]);
  useLayoutEffect(() => {
    if (!fixed && ref.current) setHeight(ref.current.offsetHeight);
  }, [fixed]);
  const cls = ['zy-fixed-bar', inScrollBox ? 'is-sticky' : fixed ? 'is-fixed' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <>
      <div ref={ref} className={cls} data-fixed={fixed || undefined}>
        {children}
      </div>
      {fixed && <div style={{ height }} aria-hidden />}
    </>
  );
}
