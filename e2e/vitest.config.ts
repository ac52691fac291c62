import { defineConfig } from 'vitest/config';

// Driven by e2e/run.ts, which starts the product and sets E2E_BASE_URL.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // a browser on a loaded 2-core machine sometimes misses a moment (an animation, a tab bar still measuring):
    // a failed case runs once more, as Playwright's own CI setting does; a real defect fails both times
    retry: 1,
  },
});
