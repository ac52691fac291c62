/** Server state of the about page, from the data area: what the loaded database holds and where it came from. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DataCoverage, Page, SourceEntry, dataSourcesQuerySchema } from '@zhiyuan/domain';
import { get } from '../../lib/http';

/** The kinds of source the page lists: the repositories and curated datasets; the 2,000 cited pages are not listed. */
const LISTED_SOURCE_KINDS = ['dataset', 'repository'] as const;

export const dataKeys = {
  all: ['data'] as const,
  coverage: () => [...dataKeys.all, 'coverage'] as const,
  sources: (kinds: readonly string[]) => [...dataKeys.all, 'sources', kinds] as const,
};

/** GET /api/data/coverage: dataset × province × year row counts of the loaded database. */
export const dataCoverageQueryOptions = () =>
  queryOptions({
    queryKey: dataKeys.coverage(),
    queryFn: ({ signal }) => get<DataCoverage>('/api/data/coverage', { signal }),
  });

/**
 * GET /api/data/sources for the repositories and curated datasets, with their
 * licences as stated. There are a few dozen of them, one page of 100 each.
 */
export const dataSourcesQueryOptions = () =>
  queryOptions({
    queryKey: dataKeys.sources(LISTED_SOURCE_KINDS),
    queryFn: async ({ signal }): Promise<SourceEntry[]> => {
      const pages = await Promise.all(
        LISTED_SOURCE_KINDS.map((kind) =>
          get<Page<SourceEntry>>('/api/data/sources', {
            signal,
            params: { kind, pageSize: 100 } satisfies z.input<typeof dataSourcesQuerySchema>,
          }),
        ),
      );
      return pages.flatMap((p) => p.records);
    },
  });

export const useDataCoverage = () => useQuery(dataCoverageQueryOptions());
export const useDataSources = () => useQuery(dataSourcesQueryOptions());
