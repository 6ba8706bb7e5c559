import os from 'node:os';
import path from 'node:path';

/**
 * Each Playwright worker has a server and a database of its own, so specs running at the same
 * time never see each other's rows. The runner starts one server a worker (playwright.config.ts);
 * inside a worker, TEST_PARALLEL_INDEX says which one is its own.
 */
// One by default: on two cores a second browser and server doubled each test's time (the page's
// rendering is the cost), so two workers finished no sooner and timed out more under the load.
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 1);
const BASE_PORT = Number(process.env.E2E_PORT ?? 4310);

export function e2eServer(index: number) {
  const port = BASE_PORT + index;
  const dataDir = path.join(os.tmpdir(), `exchange-e2e-data-${port}`);
  /** Where the server writes its e-mails (.eml files): invitation links are read from here. */
  return { port, baseUrl: `http://127.0.0.1:${port}`, dataDir, mailOutboxDir: path.join(dataDir, 'outbox') };
}

const own = e2eServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const E2E_BASE_URL = own.baseUrl;
export const E2E_MAIL_OUTBOX_DIR = own.mailOutboxDir;
export const E2E_ADMIN = { email: 'e2e-root@example.com', password: 'E2e-Root-Password-1' };
