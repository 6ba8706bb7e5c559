import { defineConfig } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL, E2E_WORKERS, e2eServer } from './support/e2e-env.ts';

// Each worker has its own server and embedded database (support/e2e-env.ts).
export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: E2E_WORKERS,
  // One more try for a test that failed: on 2 loaded cores a click now and then lands while the screen
  // re-renders. The report still names it "flaky", and a test that fails twice fails the run.
  retries: 1,
  // A walk through several screens takes more than a minute when both workers render at once on 2 cores.
  timeout: 120_000,
  // A page of the console takes seconds to render on a loaded 2-core machine; passing checks do not wait longer for it.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    // Read in each worker: its own server.
    baseURL: E2E_BASE_URL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
    // Not reducedMotion: 'reduce': with it, antd's select options never counted as stable for a
    // click in a long run (twelve tests hung on it), though it saved CPU.
    // A click on something that never becomes clickable fails with its reason, not at the test's end.
    actionTimeout: 30_000,
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => {
    const server = e2eServer(index);
    return {
      // A fresh embedded database for every run: demo data, and what the specs create through the API.
      // The compiled API as production runs it (`npm run test:e2e` builds it first with the console).
      command: `rm -rf ${server.dataDir} && node --enable-source-maps apps/api/dist/main.js`,
      cwd: '..',
      url: `${server.baseUrl}/admin/publicSettings`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(server.port),
        HOST: '127.0.0.1',
        DATA_DIR: server.dataDir,
        MAIL_OUTBOX_DIR: server.mailOutboxDir,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        EXCHANGE_NAME: 'E2E Exchange',
        LOG_LEVEL: 'warn',
        // Every spec signs in from 127.0.0.1 on this one server, and several type wrong passwords on
        // purpose: at the default 20 the address was locked partway through the run.
        LOGIN_IP_MAX_FAILURES: '1000',
        // The specs' webhook receivers (and the example script's) listen on this machine.
        WEBHOOK_ALLOW_INTERNAL_URLS: 'true',
        // Redis Explorer browses this machine's Redis (the specs use keys of their own).
        REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        // Another build of the console can be tested without touching apps/web/dist.
        WEB_DIST: process.env.E2E_WEB_DIST ?? '',
        // The leads API listens on a port of its own (any free one: the console reaches it under /leads-api).
        LEADS_PORT: '0',
      },
    };
  }),
});
