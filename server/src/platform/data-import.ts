/**
 * Imports into a running app: the start-up import of the shipped data, and
 * later the staff's import of a new year's tables. Each dataset lands in one
 * transaction, and as it lands the read models holding its data are dropped
 * in this process and, through Redis, in every other API process.
 */
import fp from 'fastify-plugin';
import { changedDatasets, DATASETS, importDatasets, loadedDatasets, type Dataset, type ImportResult } from '../db/import';

declare module 'fastify' {
  interface FastifyInstance {
    /** Imports the datasets whose files changed (default: every shipped one), dropping the read models of each as it lands. */
    importData(datasets?: readonly Dataset[], log?: (line: string) => void): Promise<ImportResult[]>;
  }
}

export const dataImportPlugin = fp(
  async (app) => {
    app.decorate('importData', async (datasets: readonly Dataset[] = DATASETS, log?: (line: string) => void) => {
      const importing = app.readModels.importing;
      let began = false;
      try {
        // a dataset never loaded is missing whatever its files hold: pages say 数据导入中 from the first
        // moment, not only once the files have been read and hashed (a fresh start's first ≈ 0.3 s)
        const before = await loadedDatasets(app.db);
        const had = new Set(before.map((l) => l.dataset));
        const never = datasets.filter((d) => !had.has(d.name)).map((d) => d.name);
        if (never.length) {
          importing.begin(never, before);
          began = true;
        }
        const { changed, loaded } = await changedDatasets(app.db, datasets);
        if (changed.length === 0) {
          // nothing to load: what the check found is the answer (no second pass over the files)
          const rows = new Map(loaded.map((l) => [l.dataset, l.rows]));
          return datasets.map((d) => ({ dataset: d.name, status: 'unchanged' as const, rows: rows.get(d.name) ?? 0, ms: 0, cpuMs: 0 }));
        }
        importing.begin(
          changed.map((d) => d.name),
          loaded,
        );
        began = true;
        return await importDatasets(app.db, datasets, {
          log,
          landed: (dataset, rows) => {
            importing.landed(dataset, rows);
            return app.readModels.invalidate([dataset]);
          },
        });
      } finally {
        if (began) importing.end();
      }
    });
  },
  { name: 'data-import', dependencies: ['read-models'] },
);
