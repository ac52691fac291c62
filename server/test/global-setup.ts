import type { TestProject } from 'vitest/node';
import { preparePgliteSnapshot, preparePostgres } from './snapshot';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  if (project.name === 'api-postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('api-postgres needs DATABASE_URL');
    await preparePostgres(url);
    project.provide('pgliteSnapshot', '');
    return;
  }
  project.provide('pgliteSnapshot', await preparePgliteSnapshot());
}
