import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** Where the visitor came in from: the `origin` query parameter, remembered in localStorage. */
export const ORIGIN_KEY = 'origin';

/** The entry origin whose visitors see the original admission books (spec §1, §6). */
export const BOOK_ORIGIN = 'b';

export function useOrigin(): string | null {
  const [searchParams] = useSearchParams();
  const fromUrl = searchParams.get(ORIGIN_KEY);
  useEffect(() => {
    if (fromUrl) localStorage.setItem(ORIGIN_KEY, fromUrl);
  }, [fromUrl]);
  return fromUrl ?? localStorage.getItem(ORIGIN_KEY);
}

export function useShowsBooks(): boolean {
  return useOrigin() === BOOK_ORIGIN;
}
