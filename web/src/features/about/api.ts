import { useQuery } from '@tanstack/react-query';
import type { DataCoverage, Page, SourceEntry } from '@zhiyuan/domain';
import { get } from '../../lib/http';

/** The loaded data changes only when an import lands: keep the answers for the visit. */
const STALE = Number.POSITIVE_INFINITY;

/** GET /api/data/coverage: dataset × province × year row counts of the loaded database. */
export function useDataCoverage() {
  return useQuery({
    queryKey: ['data', 'coverage'],
    queryFn: ({ signal }) => get<DataCoverage>('/api/data/coverage', { signal }),
    staleTime: STALE,
  });
}

/**
 * GET /api/data/sources for the repositories and curated datasets, with their
 * licences as stated. There are a few dozen of them, one page of 100 each; the
 * 2,000 cited pages (kind page) are not listed here.
 */
export function useDataSources() {
  return useQuery({
    queryKey: ['data', 'sources', 'repository+dataset'],
    queryFn: async ({ signal }): Promise<SourceEntry[]> => {
      const pages = await Promise.all(
        (['dataset', 'repository'] as const).map((kind) =>
          get<Page<SourceEntry>>('/api/data/sources', { signal, params: { kind, pageSize: 100 } }),
        ),
      );
      return pages.flatMap((p) => p.records);
    },
    staleTime: STALE,
  });
}
