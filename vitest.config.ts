import { defineConfig } from 'vitest/config';

// One vitest run covers the unit and API suites. The API suite runs on PGlite,
// and a second time on PostgreSQL when DATABASE_URL is set (DESIGN.md, Tests).
const apiProjects = [
  {
    test: {
      name: 'api-pglite',
      include: ['server/src/**/*.test.ts'],
      environment: 'node',
      globalSetup: ['server/test/global-setup.ts'],
      env: { TEST_DB_ENGINE: 'pglite' },
      testTimeout: 60_000,
      hookTimeout: 180_000,
    },
  },
];
if (process.env.DATABASE_URL) {
  apiProjects.push({
    test: {
      name: 'api-postgres',
      include: ['server/src/**/*.test.ts'],
      environment: 'node',
      globalSetup: ['server/test/global-setup.ts'],
      env: { TEST_DB_ENGINE: 'postgres' },
      testTimeout: 60_000,
      hookTimeout: 300_000,
    },
  });
}

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['domain/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'], environment: 'node' } },
      // validation of the shipped data files through their readers: no database
      { test: { name: 'data', include: ['data/test/**/*.test.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 120_000 } },
      ...apiProjects,
    ],
  },
});
