import { defineConfig } from 'vitest/config';
import LongestFilesFirst from './apps/api/src/testing/longest-files-first.ts';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    // A file's server with demo data takes seconds alone, longer when both workers make one at once.
    hookTimeout: 120_000,
    pool: 'forks',
    // Three files at once on two cores: many server files wait (on a schedule's next minute, a
    // child process, a webhook's retry, PostgreSQL), and a run with two left a core idle half the time.
    maxWorkers: 3,
    sequence: { sequencer: LongestFilesFirst },
    projects: [
      {
        extends: true,
        // The server's files share a worker's loaded modules: each file importing the whole API anew
        // cost a quarter of the run. They keep no state between files but their databases and servers.
        test: {
          name: 'server',
          include: ['apps/api/src/**/*.test.ts', 'apps/leads/src/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
          isolate: false,
          // The databases every test file starts from, made once per run (see database-templates.ts).
          globalSetup: ['apps/api/src/testing/vitest-global-setup.ts'],
        },
      },
      {
        extends: true,
        // The console's component tests render into a DOM that Testing Library empties after each
        // test of the file that loaded it first: each file has a fresh one.
        test: { name: 'console', include: ['apps/web/src/**/*.test.ts'] },
      },
    ],
  },
});
