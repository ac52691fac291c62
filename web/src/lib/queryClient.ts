/**
 * Server state goes through TanStack Query, in one pattern (bulletproof-react's
 * `getDiscussionsQueryOptions`). Each area's `features/<area>/api.ts` exports:
 *
 * - a key factory, `<area>Keys`, whose `all` is the area's name and every
 *   other key extends it (`scoreLineKeys.schoolLines(body)`);
 * - a `queryOptions` per call (`schoolLinesQueryOptions(body)`): its key, its
 *   fetcher through lib/http.ts, request bodies typed `z.input` of the domain
 *   schema the server parses them with, `skipToken` while an input is missing;
 * - the hooks its components call (`useSchoolScoreLines`).
 *
 * A mutation invalidates by the same factory (`queryClient.invalidateQueries(
 * { queryKey: planKeys.all })`), never by a key spelled by hand. Pages keep no
 * copy of an answer in component state; their filters live in the URL.
 */
import { QueryClient } from '@tanstack/react-query';
import { isCancelledError } from './http';
import { onAnySessionChange } from './session';

/**
 * How long an answer about published data (schools, score lines, plans, rank
 * tables, batch lines, rankings, option lists) counts as fresh: one hour.
 * That data changes only when staff import a new year's tables, a few times a
 * year, so a visit never asks twice for the same table; an hour still lets a
 * tab left open overnight show a newly imported year the next morning. It is
 * the default of every query; an answer about the viewer's own data (profile,
 * application lists, orders) sets a shorter `staleTime` in its area's api.ts.
 */
export const PUBLISHED_DATA_STALE_TIME = 60 * 60_000;

/**
 * Answers are not refetched on window focus (see above). Failed requests
 * already showed a toast (lib/http.ts), so they are not retried, which would
 * repeat the toast; a request cancelled by a newer search to the same URL is
 * retried once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: PUBLISHED_DATA_STALE_TIME,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => isCancelledError(error) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * On login, logout or expiry (in this tab or another) every cached answer is
 * dropped: an answer may depend on who asked (VIP rows, a student's own data),
 * and the next viewer must not see the last one's. Queries on screen are
 * fetched again for the new viewer. Returns the unsubscribe function.
 */
export function resetQueriesOnSessionChange(queryClient: QueryClient): () => void {
  return onAnySessionChange(() => {
    queryClient.getMutationCache().clear();
    void queryClient.resetQueries();
  });
}
