import { QueryClient } from '@tanstack/react-query';
import { isCancelledError } from './http';

/**
 * Admission data changes once a year, so answers stay fresh for a while and
 * are not refetched on window focus. Failed requests already showed a toast
 * (lib/http.ts), so they are not retried, which would repeat the toast; a
 * request cancelled by a newer search to the same URL is retried once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => isCancelledError(error) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}
