import { defineConfig } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL, E2E_DATA_DIR, E2E_MAIL_OUTBOX_DIR, E2E_PORT } from './support/e2e-env.ts';

// One worker: the machine has two cores and the server needs one of them.
export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // A fresh embedded database for every run: the suite creates what it needs through the API.
    // The compiled API as production runs it (`npm run test:e2e` builds it first with the console).
    command: `rm -rf ${E2E_DATA_DIR} && node --enable-source-maps apps/api/dist/main.js`,
    cwd: '..',
    url: `${E2E_BASE_URL}/admin/publicSettings`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      MAIL_OUTBOX_DIR: E2E_MAIL_OUTBOX_DIR,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      EXCHANGE_NAME: 'E2E Exchange',
      LOG_LEVEL: 'warn',
      // Another build of the console can be tested without touching apps/web/dist.
      WEB_DIST: process.env.E2E_WEB_DIST ?? '',
    },
  },
});
