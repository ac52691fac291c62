import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Button, type ButtonProps } from 'antd';
import { DownOutlined, EllipsisOutlined } from '@ant-design/icons';
import { Link } from 'react-router';

/*
 * The desktop header's menus drawn by hand in antd's look (layout.css): antd's Menu and Dropdown
 * (rc-menu, the trigger and its overflow measuring, tooltip) weighed ≈ 30 KB gzip of the home route
 * (decision 013). The phone's navigation drawer keeps antd's Menu: it loads on its first tap.
 */

export type DropdownItem =
  | { type: 'divider' }
  | { type: 'group'; key: string; label: string; children: readonly DropdownEntry[] }
  | DropdownEntry;

export interface DropdownEntry {
  type?: undefined;
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  danger?: boolean;
}

const MENUITEM = '[role="menuitem"]';

/** Moves focus among a menu's items with the arrow keys, Home and End (WAI-ARIA menu). */
function moveFocus(list: HTMLElement | null, current: Element | null, to: 'next' | 'prev' | 'first' | 'last', selector = MENUITEM) {
  if (!list) return;
  const items = [...list.querySelectorAll<HTMLElement>(selector)];
  if (!items.length) return;
  const at = current ? items.indexOf(current as HTMLElement) : -1;
  const index =
    to === 'first' ? 0 : to === 'last' ? items.length - 1 : to === 'next' ? (at + 1) % items.length : (at - 1 + items.length) % items.length;
  items[index]!.focus();
}

/** Closes on a pointer press outside `root` while open. */
function useOutsidePress(open: boolean, root: RefObject<HTMLElement | null>, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open, root, close]);
}

/**
 * A button that opens a menu below it on click, Enter, Space or ↓ (antd Dropdown with trigger
 * click): ↑ ↓ Home End move among the items, Enter or Space chooses, Escape closes and gives the
 * focus back to the button, Tab or a press outside closes.
 */
export function HeaderDropdown({
  items,
  onSelect,
  children,
  buttonProps,
}: {
  items: readonly DropdownItem[];
  onSelect: (key: string) => void;
  children: ReactNode;
  buttonProps?: ButtonProps;
}) {
  const [open, setOpen] = useState(false);
  const [alignEnd, setAlignEnd] = useState(false);
  const focusFirst = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const id = useId();
  const [close] = useState(() => () => setOpen(false));
  useOutsidePress(open, root, close);

  useLayoutEffect(() => {
    if (!open) {
      setAlignEnd(false);
      return;
    }
    // like antd's placement: kept inside the window
    const rect = list.current?.getBoundingClientRect();
    if (rect && rect.right > document.documentElement.clientWidth) setAlignEnd(true);
    if (focusFirst.current) moveFocus(list.current, null, 'first');
    focusFirst.current = false;
  }, [open]);

  const choose = (key: string) => {
    setOpen(false);
    trigger.current?.focus();
    onSelect(key);
  };

  const onMenuKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const current = document.activeElement;
    if (e.key === 'ArrowDown') moveFocus(list.current, current, 'next');
    else if (e.key === 'ArrowUp') moveFocus(list.current, current, 'prev');
    else if (e.key === 'Home') moveFocus(list.current, null, 'first');
    else if (e.key === 'End') moveFocus(list.current, null, 'last');
    else if (e.key === 'Escape') {
      setOpen(false);
      trigger.current?.focus();
    } else if (e.key === 'Tab') {
      setOpen(false);
      return;
    } else if ((e.key === 'Enter' || e.key === ' ') && current instanceof HTMLElement && current.dataset.key) {
      choose(current.dataset.key);
    } else return;
    e.preventDefault();
  };

  const entry = (item: DropdownEntry) => (
    <li
      key={item.key}
      role="menuitem"
      tabIndex={-1}
      data-key={item.key}
      className={item.danger ? 'zy-dropdown-item is-danger' : 'zy-dropdown-item'}
      onClick={() => choose(item.key)}
    >
      {item.icon && <span className="zy-dropdown-icon">{item.icon}</span>}
      <span>{item.label}</span>
    </li>
  );

  return (
    <div className="zy-dropdown" ref={root}>
      <Button
        type="text"
        {...buttonProps}
        ref={trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={(e) => {
          // Enter and Space on a button click with detail 0: the keyboard opens onto the first item
          focusFirst.current = e.detail === 0;
          setOpen((o) => !o);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            if (open) moveFocus(list.current, null, 'first');
            else {
              focusFirst.current = true;
              setOpen(true);
            }
          } else if (e.key === 'Escape' && open) {
            setOpen(false);
          }
        }}
      >
        {children}
      </Button>
      {open && (
        <ul
          id={id}
          ref={list}
          role="menu"
          className={alignEnd ? 'zy-dropdown-menu is-end' : 'zy-dropdown-menu'}
          onKeyDown={onMenuKey}
        >
          {items.map((item, i) =>
            item.type === 'divider' ? (
              <li key={`divider-${i}`} role="separator" className="zy-dropdown-divider" />
            ) : item.type === 'group' ? (
              <li key={item.key} role="presentation" className="zy-dropdown-group">
                <div role="presentation" className="zy-dropdown-group-title" title={item.label}>
                  {item.label}
                </div>
                <ul role="group" aria-label={item.label} className="zy-dropdown-group-list">
                  {item.children.map(entry)}
                </ul>
              </li>
            ) : (
              entry(item)
            ),
          )}
        </ul>
      )}
    </div>
  );
}

export interface NavBarLink {
  key: string;
  label: string;
  to: string;
  extra?: ReactNode;
}

export type NavBarItem = NavBarLink | { key: string; label: string; children: readonly NavBarLink[] };

const HOVER_CLOSE_MS = 150;
/** Room kept for the … item when not every item fits (antd's overflow item). */
const MORE_WIDTH = 60;
const MORE_KEY = '__more';

/** The items that did not fit, as one list for the … group (a group's links in its place). */
const flatten = (items: readonly NavBarItem[]): NavBarLink[] => items.flatMap((item) => ('children' in item ? item.children : [item]));

/**
 * The desktop's main navigation in antd's horizontal menu's look: links, and two groups whose
 * links open below them on hover, click, Enter, Space or ↓ (a disclosure: the button tells
 * aria-expanded). ← → move among the top items, ↑ ↓ within an open group, Escape closes it and
 * gives the focus back to its button.
 */
export function NavBar({ items, selectedKey }: { items: readonly NavBarItem[]; selectedKey: string | null }) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const bar = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [close] = useState(() => () => setOpenKey(null));
  useOutsidePress(openKey !== null, bar, close);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Like antd's horizontal menu: the items that do not fit go into a … group at the end. Every item
  // stays drawn (hidden when it overflows) so that its width can be measured.
  const [visible, setVisible] = useState(items.length);
  const count = items.length;
  useLayoutEffect(() => {
    const ul = bar.current;
    if (!ul) return;
    const measure = () => {
      const widths = [...ul.querySelectorAll<HTMLElement>(':scope > li[data-nav-index]')].map((li) => li.getBoundingClientRect().width);
      const room = ul.clientWidth;
      if (widths.reduce((a, b) => a + b, 0) <= room) {
        setVisible(count);
        return;
      }
      let used = MORE_WIDTH;
      let n = 0;
      while (n < widths.length && used + widths[n]! <= room) used += widths[n++]!;
      setVisible(n);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(ul);
    return () => observer.disconnect();
  }, [count]);
  const overflow = visible < count ? flatten(items.slice(visible)) : [];

  const topFocusables = () => [...(bar.current?.querySelectorAll<HTMLElement>(':scope > li:not(.is-overflowed) > .zy-nav-top') ?? [])];

  const onBarKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const current = document.activeElement as HTMLElement | null;
    const tops = topFocusables();
    const at = tops.indexOf(current!);
    if (at >= 0 && (e.key === 'ArrowRight' || e.key === 'ArrowLeft')) {
      e.preventDefault();
      setOpenKey(null);
      tops[(at + (e.key === 'ArrowRight' ? 1 : tops.length - 1)) % tops.length]!.focus();
      return;
    }
    const sub = current?.closest<HTMLElement>('.zy-nav-popup');
    if (sub && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      moveFocus(sub, current, e.key === 'ArrowDown' ? 'next' : 'prev', 'a');
    } else if (e.key === 'Escape' && openKey) {
      e.preventDefault();
      const button = bar.current?.querySelector<HTMLElement>(`[data-nav-group="${openKey}"]`);
      setOpenKey(null);
      button?.focus();
    }
  };

  return (
    <ul className="zy-nav" ref={bar} onKeyDown={onBarKey}>
      {[...items, ...(overflow.length ? [{ key: MORE_KEY, label: '更多', children: overflow }] : [])].map((item, index) => {
        const measured = item.key === MORE_KEY ? {} : { 'data-nav-index': index };
        const hidden = index >= visible && item.key !== MORE_KEY;
        const state = hidden ? ' is-overflowed' : '';
        if (!('children' in item)) {
          const selected = item.key === selectedKey;
          return (
            <li key={item.key} {...measured} aria-hidden={hidden || undefined} className={`zy-nav-item${selected ? ' is-selected' : ''}${state}`}>
              <Link to={item.to} className="zy-nav-link zy-nav-top" aria-current={selected ? 'page' : undefined}>
                {item.label}
                {item.extra}
              </Link>
            </li>
          );
        }
        const open = openKey === item.key;
        const selected = item.children.some((c) => c.key === selectedKey);
        const popupId = `zy-nav-${item.key}`;
        const openWith = (focus: boolean) => {
          clearTimeout(closeTimer.current);
          setOpenKey(item.key);
          if (focus) requestAnimationFrame(() => moveFocus(document.getElementById(popupId), null, 'first', 'a'));
        };
        return (
          <li
            key={item.key}
            {...measured}
            aria-hidden={hidden || undefined}
            className={`zy-nav-item zy-nav-group${selected ? ' is-selected' : ''}${open ? ' is-open' : ''}${state}${item.key === MORE_KEY ? ' zy-nav-more' : ''}`}
            onPointerEnter={(e) => {
              if (e.pointerType === 'mouse') openWith(false);
            }}
            onPointerLeave={(e) => {
              if (e.pointerType !== 'mouse') return;
              clearTimeout(closeTimer.current);
              closeTimer.current = setTimeout(() => setOpenKey((k) => (k === item.key ? null : k)), HOVER_CLOSE_MS);
            }}
            onBlur={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpenKey((k) => (k === item.key ? null : k));
            }}
          >
            <button
              type="button"
              className="zy-nav-link zy-nav-top"
              data-nav-group={item.key}
              aria-expanded={open}
              aria-controls={popupId}
              aria-label={item.key === MORE_KEY ? '更多导航' : undefined}
              onClick={(e) => (open && e.detail !== 0 ? setOpenKey(null) : openWith(e.detail === 0))}
              onKeyDown={(e) => {
                if (e.key === 'ArrowDown') {
                  e.preventDefault();
                  openWith(true);
                }
              }}
            >
              {item.key === MORE_KEY ? (
                <EllipsisOutlined />
              ) : (
                <>
                  {item.label}
                  <DownOutlined className="zy-caret" />
                </>
              )}
            </button>
            <ul id={popupId} className="zy-nav-popup" hidden={!open} aria-label={item.label}>
              {item.children.map((child) => (
                <li key={child.key} className={child.key === selectedKey ? 'zy-nav-popup-item is-selected' : 'zy-nav-popup-item'}>
                  <Link
                    to={child.to}
                    className="zy-nav-link"
                    aria-current={child.key === selectedKey ? 'page' : undefined}
                    onClick={() => setOpenKey(null)}
                  >
                    {child.label}
                    {child.extra}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

/** antd's small Badge with showZero, grey at zero (the saved lists' count). */
export function CountBadge({ count, title, testId }: { count: number; title: string; testId?: string }) {
  const text = count > 99 ? '99+' : String(count);
  return (
    <sup
      className={`zy-count-badge${count > 0 ? '' : ' is-zero'}${text.length > 1 ? ' is-multiple' : ''}`}
      title={title}
      data-testid={testId}
    >
      {text}
    </sup>
  );
}
