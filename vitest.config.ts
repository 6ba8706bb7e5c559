import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/*/src/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
    // The migrated databases every test file starts from, made once per run (kept while the migrations are unchanged).
    globalSetup: ['apps/api/src/testing/vitest-global-setup.ts'],
    testTimeout: 60_000,
    // A file's server with demo data takes seconds alone, longer when both workers make one at once.
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest leaves a core free by default; here the tests are the only work, so both run files.
    maxWorkers: 2,
  },
});
