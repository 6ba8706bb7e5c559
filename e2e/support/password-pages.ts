import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_MAIL_OUTBOX_DIR } from './e2e-env.ts';

/** "Forgot password?": the e-mail form and the answer it always gives. */
export class ForgotPasswordScreen {
  constructor(private readonly page: Page) {}

  /** From the sign-in page's link, as a person finds it. */
  async openFromSignIn() {
    await this.page.goto('/signin');
    await this.page.getByTestId('signin-forgot-password').click();
    await expect(this.page).toHaveURL(/\/forgot-password$/);
  }

  async request(email: string) {
    await this.page.getByTestId('forgot-password-email').fill(email);
    await this.page.getByTestId('forgot-password-submit').click();
  }

  sent() {
    return this.page.getByTestId('forgot-password-sent');
  }
}

/** One row action of Manage Sub Admins, from the row's "Manage" menu. */
export async function openSubAdminAction(page: Page, email: string, action: string) {
  await page.locator(`tr[data-admin-email="${email}"]`).getByTestId('subadmin-actions').click();
  await page.getByTestId(action).click();
}

/** A sign-in attempt over HTTP, as a script guessing passwords would make it. */
export async function trySignIn(email: string, password: string): Promise<number> {
  const response = await fetch(`${E2E_BASE_URL}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  await response.text();
  return response.status;
}

/** Whether a session token still works. */
export async function sessionWorks(token: string): Promise<boolean> {
  const response = await fetch(`${E2E_BASE_URL}/admin/me`, { headers: { authorization: `Bearer ${token}` } });
  await response.text();
  return response.ok;
}

/** How many e-mails the server's outbox holds for `to` (each is written before its call answers). */
export async function mailCountTo(to: string): Promise<number> {
  const names = (await readdir(E2E_MAIL_OUTBOX_DIR).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
  const texts = await Promise.all(names.map((name) => readFile(path.join(E2E_MAIL_OUTBOX_DIR, name), 'utf8')));
  return texts.filter((text) => text.includes(`To: ${to}\r\n`)).length;
}
