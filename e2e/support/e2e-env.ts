import os from 'node:os';
import path from 'node:path';

/**
 * Each Playwright worker has a server and a database of its own, so specs running at the same
 * time never see each other's rows. The runner starts one server a worker (playwright.config.ts);
 * inside a worker, TEST_PARALLEL_INDEX says which one is its own.
 */
// Two: the specs count rows on the server they share with the specs of their own worker only (one
// worker put every spec on one server and broke those counts).
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
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
