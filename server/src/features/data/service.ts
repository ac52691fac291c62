import { pageOf, type DataCoverage, type DataCoverageQuery, type DataSourcesQuery, type Page, type SourceEntry } from '@zhiyuan/domain';
import type { ReadModels } from '../../platform/read-models';

/** GET /api/data/coverage: dataset × province × year row counts of the loaded database. */
export async function dataCoverage(m: ReadModels, q: DataCoverageQuery = {}): Promise<DataCoverage> {
  const { coverage } = await m.dataCatalog.current();
  const datasets = coverage
    .filter((d) => !q.dataset || d.dataset === q.dataset)
    .map((d) => {
      // a dataset without a province axis covers every province: it stays whole
      if (!q.province || !d.byProvince) return d;
      const cells = d.cells.filter((c) => c.province === q.province);
      return { ...d, provinces: cells.length ? [q.province] : [], years: [...new Set(cells.flatMap((c) => (c.year === null ? [] : [c.year])))], cells };
    });
  return { datasets };
}

/** GET /api/data/sources: the sources with their licences, repositories first. */
export async function dataSources(m: ReadModels, q: DataSourcesQuery): Promise<Page<SourceEntry>> {
  const { sources: all } = await m.dataCatalog.current();
  const text = q.query?.toLowerCase() ?? '';
  const matches = all.filter(
    (s) =>
      (!q.kind || s.kind === q.kind) &&
      (!q.dataset || s.datasets.includes(q.dataset)) &&
      (text === '' || [s.title, s.publisher, s.repository, s.url].some((v) => v?.toLowerCase().includes(text))),
  );
  return pageOf(matches, q.page, q.pageSize);
}
