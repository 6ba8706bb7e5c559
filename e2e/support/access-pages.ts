import { expect, type Page } from '@playwright/test';
import { signInByApi } from './admin-api.ts';
import { E2E_ADMIN, E2E_BASE_URL } from './e2e-env.ts';
import { ListTable, choose, dismissTwoFactorReminder } from './p2p-pages.ts';

/** One call of the admin API as the super admin, in a session of its own. */
export async function asSuperAdmin<T>(method: string, path: string, body?: unknown): Promise<T> {
  const token = await signInByApi(E2E_ADMIN.email, E2E_ADMIN.password);
  try {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(E2E_BASE_URL + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text) as T;
  } finally {
    await fetch(`${E2E_BASE_URL}/admin/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  }
}

/** Manage Sub Admins: the list, the invitation drawer, the activate switch. */
export class SubAdminsScreen {
  readonly table: ListTable;
  constructor(private readonly page: Page) {
    this.table = new ListTable(page, 'subadmins-table');
  }

  async open() {
    await this.page.goto('/sub-admins');
    await dismissTwoFactorReminder(this.page);
    await this.table.waitReady();
  }

  row(email: string) {
    return this.page.locator(`tr[data-admin-email="${email}"]`);
  }

  async invite(name: string, email: string, group: string) {
    await this.page.getByTestId('subadmin-invite').click();
    const drawer = this.page.getByRole('dialog', { name: 'Add sub-admin' });
    await expect(drawer).toBeVisible();
    // An invitation never asks for a password: the invitee chooses it through the link.
    await expect(drawer.locator('input[type=password]')).toHaveCount(0);
    await this.page.locator('#inviteSubAdmin_name').fill(name);
    await this.page.locator('#inviteSubAdmin_email').fill(email);
    await choose(this.page, this.page.getByTestId('subadmin-invite-groups'), group);
    await this.page.getByTestId('subadmin-invite-submit').click();
    await expect(drawer).toBeHidden();
  }

  async setActive(email: string, active: boolean) {
    const toggle = this.row(email).getByTestId('subadmin-active-switch');
    await expect(toggle).toHaveAttribute('data-checked', active ? 'false' : 'true');
    await toggle.click();
    await this.page.getByTestId('subadmin-active-confirm').click();
    await expect(toggle).toHaveAttribute('data-checked', active ? 'true' : 'false');
  }
}

/** The public page a set-password link opens. */
export class SetPasswordScreen {
  constructor(private readonly page: Page) {}

  async open(link: string) {
    await this.page.goto(link);
    await expect(this.page.getByTestId('set-password-submit')).toBeVisible();
  }

  async submit(password: string, confirm = password) {
    await this.page.getByTestId('set-password-password').fill(password);
    await this.page.getByTestId('set-password-confirm').fill(confirm);
    await this.page.getByTestId('set-password-submit').click();
  }
}

/** Admin Activities: filters, rows that open, CSV export. */
export class ActivitiesScreen {
  readonly table: ListTable;
  constructor(private readonly page: Page) {
    this.table = new ListTable(page, 'activities-table');
  }

  async open(search = '') {
    await this.page.goto(`/activities${search}`);
    await dismissTwoFactorReminder(this.page);
    await this.table.waitReady();
  }

  async filterAction(action: string) {
    const input = this.page.getByTestId('activity-filter-action');
    await input.fill(action);
    await input.press('Enter');
    await this.table.waitReady();
  }

  async openRow(index: number) {
    await this.table.rows().nth(index).locator('td').nth(1).click();
    await expect(this.page.getByTestId('activity-detail')).toBeVisible();
  }
}
