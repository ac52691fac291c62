import { useCallback, useSyncExternalStore } from 'react';

/** Reads a CSS media query synchronously, so the first render already has the right layout. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Phone layout below 768 px (antd's md breakpoint). */
export const PHONE_QUERY = '(max-width: 767.98px)';

export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
