import os from 'node:os';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = path.join(os.tmpdir(), `exchange-e2e-data-${E2E_PORT}`);
/** Where the server writes its e-mails (.eml files): invitation links are read from here. */
export const E2E_MAIL_OUTBOX_DIR = path.join(E2E_DATA_DIR, 'outbox');
export const E2E_ADMIN = { email: 'e2e-root@example.com', password: 'E2e-Root-Password-1' };
