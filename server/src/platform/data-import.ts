/**
 * Imports into a running app: the start-up import of the shipped data, and
 * later the staff's import of a new year's tables. Each dataset lands in one
 * transaction, and as it lands the read models holding its data are dropped
 * in this process and, through Redis, in every other API process.
 */
import fp from 'fastify-plugin';
import { DATASETS, importDatasets, type Dataset, type ImportResult } from '../db/import';

declare module 'fastify' {
  interface FastifyInstance {
    /** Imports the datasets whose files changed (default: every shipped one), dropping the read models of each as it lands. */
    importData(datasets?: readonly Dataset[], log?: (line: string) => void): Promise<ImportResult[]>;
  }
}

export const dataImportPlugin = fp(
  async (app) => {
    app.decorate('importData', (datasets: readonly Dataset[] = DATASETS, log?: (line: string) => void) =>
      importDatasets(app.db, datasets, { log, landed: (dataset) => app.readModels.invalidate([dataset]) }),
    );
  },
  { name: 'data-import', dependencies: ['read-models'] },
);
