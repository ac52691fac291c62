import { useEffect, useState, type RefObject } from 'react';

/** Spec §4 and §9: the major library's filter bar becomes fixed at a scroll of 156 px. */
export const FIXED_BAR_SCROLL = 156;

/** The element that scrolls `el`: the nearest ancestor with its own vertical scroll (the drawer's body), else the window. */
function scrollParentOf(el: HTMLElement | null): HTMLElement | Window {
  for (let node = el?.parentElement ?? null; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if (overflow === 'auto' || overflow === 'scroll') return node;
  }
  return window;
}

/** Whether the view holding `ref` has scrolled past `threshold` pixels. */
export function useScrolledPast(ref: RefObject<HTMLElement | null>, threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const target = scrollParentOf(ref.current);
    const read = () => setPast((target instanceof Window ? target.scrollY : target.scrollTop) > threshold);
    read();
    target.addEventListener('scroll', read, { passive: true });
    return () => target.removeEventListener('scroll', read);
  }, [ref, threshold]);
  return past;
}
