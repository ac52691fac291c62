/**
 * Imports into a running app: the start-up import of the shipped data, and
 * later the staff's import of a new year's tables. Each dataset lands in one
 * transaction, and as it lands the read models holding its data are dropped
 * in this process and, through Redis, in every other API process.
 */
import fp from 'fastify-plugin';
import { changedDatasets, DATASETS, importDatasets, type Dataset, type ImportResult } from '../db/import';

declare module 'fastify' {
  interface FastifyInstance {
    /** Imports the datasets whose files changed (default: every shipped one), dropping the read models of each as it lands. */
    importData(datasets?: readonly Dataset[], log?: (line: string) => void): Promise<ImportResult[]>;
  }
}

export const dataImportPlugin = fp(
  async (app) => {
    app.decorate('importData', async (datasets: readonly Dataset[] = DATASETS, log?: (line: string) => void) => {
      const { changed, loaded } = await changedDatasets(app.db, datasets);
      if (changed.length === 0) {
        // nothing to load: what the check found is the answer (no second pass over the files)
        const rows = new Map(loaded.map((l) => [l.dataset, l.rows]));
        return datasets.map((d) => ({ dataset: d.name, status: 'unchanged' as const, rows: rows.get(d.name) ?? 0, ms: 0, cpuMs: 0 }));
      }
      const importing = app.readModels.importing;
      importing.begin(
        changed.map((d) => d.name),
        loaded,
      );
      try {
        return await importDatasets(app.db, datasets, {
          log,
          landed: (dataset, rows) => {
            importing.landed(dataset, rows);
            return app.readModels.invalidate([dataset]);
          },
        });
      } finally {
        importing.end();
      }
    });
  },
  { name: 'data-import', dependencies: ['read-models'] },
);
