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
  },
});
