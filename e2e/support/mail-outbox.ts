import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_BASE_URL, E2E_MAIL_OUTBOX_DIR } from './e2e-env.ts';

/**
 * The set-password link of the newest e-mail to `to` in the server's outbox. The file names start
 * with an ISO time stamp, so the last one in name order is the newest. Polls: the mail is written
 * just before the invitation call answers.
 */
export async function newestSetPasswordLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const names = (await readdir(E2E_MAIL_OUTBOX_DIR).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort().reverse();
      for (const name of names) {
        const text = await readFile(path.join(E2E_MAIL_OUTBOX_DIR, name), 'utf8');
        if (!text.includes(`To: ${to}\r\n`)) continue;
        link = /https?:\/\/\S+\/set-password\?token=[\w-]+/.exec(text)?.[0];
        return link;
      }
      return undefined;
    })
    .toBeDefined();
  // The server builds the link from its public URL; the test reaches it on the same origin.
  return new URL(new URL(link ?? '').pathname + new URL(link ?? '').search, E2E_BASE_URL).toString();
}

/** The view-as-customer code of the newest e-mail to `to` (6 digits). */
export async function newestViewAsCode(to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const names = (await readdir(E2E_MAIL_OUTBOX_DIR).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort().reverse();
      for (const name of names) {
        const text = await readFile(path.join(E2E_MAIL_OUTBOX_DIR, name), 'utf8');
        if (!text.includes(`To: ${to}\r\n`)) continue;
        code = /code is (\d{6})/.exec(text)?.[1];
        return code;
      }
      return undefined;
    })
    .toBeDefined();
  return code ?? '';
}
