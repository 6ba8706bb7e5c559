import { expect, type Locator, type Page } from '@playwright/test';
import { createTestAdmin, storeSignedInSession, type TestAdmin } from './admin-api.ts';
import { ConsoleShell, dismissTwoFactorReminder } from './console-pages.ts';
import { chooseOption } from './select-option.ts';

/**
 * Signs a fresh admin of the given role in (through the API: see storeSignedInSession) and leaves the
 * page on no screen yet: the test opens the one it is about.
 */
export async function signInFreshAdmin(page: Page, role: Parameters<typeof createTestAdmin>[0] = 'admin'): Promise<TestAdmin> {
  const admin = await createTestAdmin(role);
  await storeSignedInSession(page, admin);
  return admin;
}

/** Signs a fresh admin in and opens the console's home, for a test that starts from the navigation. */
export async function signInFreshAdminAtHome(page: Page, role: Parameters<typeof createTestAdmin>[0] = 'admin'): Promise<TestAdmin> {
  const admin = await signInFreshAdmin(page, role);
  await page.goto('/');
  await new ConsoleShell(page).expectSignedIn(admin.name);
  return admin;
}

export { dismissTwoFactorReminder };

/** Picks an option of an antd Select by its visible label. */
export const choose = (page: Page, select: Locator, label: string) => chooseOption(page, select, label);

/** A server-paged list made with ResourceTable. */
export class ListTable {
  readonly root: Locator;
  constructor(
    private readonly page: Page,
    readonly testId: string,
  ) {
    this.root = page.getByTestId(testId);
  }

  async waitReady() {
    await expect(this.root).toHaveAttribute('data-state', 'ready');
  }

  total() {
    return this.page.getByTestId(`${this.testId}-total`);
  }

  rows() {
    return this.root.locator('tbody tr.ant-table-row');
  }
}

export class TransactionsScreen {
  readonly table: ListTable;
  constructor(private readonly page: Page) {
    this.table = new ListTable(page, 'transactions-table');
  }

  async open(search = '') {
    await this.page.goto(`/P2PTransactions${search}`);
    await dismissTwoFactorReminder(this.page);
    await this.table.waitReady();
  }

  filter(name: string) {
    return this.page.getByTestId(`filter-${name}`);
  }

  async chooseFilter(name: 'status' | 'type' | 'coin' | 'withdrawalStatus', label: string) {
    await choose(this.page, this.filter(name), label);
    await this.table.waitReady();
  }

  async searchNumber(transactionNumber: string) {
    await this.filter('transactionNumber').fill(transactionNumber);
    await this.filter('transactionNumber').press('Enter');
    await this.table.waitReady();
  }

  row(transactionNumber: string) {
    return this.page.locator(`tr[data-row-number="${transactionNumber}"]`);
  }

  rowStatuses() {
    return this.table.root.getByTestId('row-status');
  }

  async openDrawer(transactionNumber: string) {
    await this.row(transactionNumber).getByTestId('transaction-open').click();
    await expect(this.page.getByRole('dialog', { name: `Transaction ${transactionNumber}` })).toBeVisible();
  }

  drawer() {
    return this.page.getByRole('dialog', { name: /^Transaction / });
  }

  async closeDrawer() {
    // The header's close button; the body may hold others (a closable alert).
    await this.drawer().getByRole('button', { name: 'Close' }).first().click();
    await expect(this.drawer()).toBeHidden();
  }

  /** Opens the confirmation of an action, optionally types the reason, and confirms. */
  async decide(action: 'approve' | 'reject' | 'approve-withdrawal' | 'reject-withdrawal', reason?: string) {
    await this.page.getByTestId(`transaction-${action}`).click();
    if (reason !== undefined) await this.page.getByTestId(`transaction-${action}-reason`).fill(reason);
    await this.page.getByTestId(`transaction-${action}-confirm`).click();
  }
}

export class OrdersScreen {
  readonly table: ListTable;
  constructor(private readonly page: Page) {
    this.table = new ListTable(page, 'orders-table');
  }

  async open(search = '') {
    await this.page.goto(`/P2POrders${search}`);
    await dismissTwoFactorReminder(this.page);
    await this.table.waitReady();
  }

  async chooseFilter(name: 'status' | 'side' | 'coin' | 'fiat', label: string) {
    await choose(this.page, this.page.getByTestId(`filter-${name}`), label);
    await this.table.waitReady();
  }

  exportButton() {
    return this.page.getByTestId('orders-export');
  }

  row(orderNumber: string) {
    return this.page.locator(`tr[data-order-number="${orderNumber}"]`);
  }

  drawer() {
    return this.page.getByTestId('order-drawer');
  }

  async openDrawer(orderNumber: string) {
    await this.row(orderNumber).getByTestId('order-open').click();
    await expect(this.page.getByRole('dialog', { name: `Order ${orderNumber}` })).toBeVisible();
  }

  async closeDrawer() {
    await this.page.getByRole('dialog', { name: /^Order / }).getByRole('button', { name: 'Close' }).first().click();
    await expect(this.drawer()).toBeHidden();
  }
}

export class DisputesScreen {
  readonly table: ListTable;
  constructor(private readonly page: Page) {
    this.table = new ListTable(page, 'disputes-table');
  }

  async open(search = '') {
    await this.page.goto(`/disputes${search}`);
    await dismissTwoFactorReminder(this.page);
    await this.table.waitReady();
  }

  async openDispute(orderNumber: string) {
    await this.table.root.getByRole('link', { name: orderNumber, exact: true }).click();
    await expect(this.page.getByTestId('dispute-title')).toHaveText(`Dispute on order ${orderNumber}`);
  }
}

export class DisputeDetailScreen {
  constructor(private readonly page: Page) {}

  status() {
    return this.page.getByTestId('dispute-status');
  }

  notes() {
    return this.page.getByTestId('dispute-note');
  }

  async addNote(text: string) {
    await this.page.getByTestId('dispute-note-input').fill(text);
    await this.page.getByTestId('dispute-note-submit').click();
  }

  assignee() {
    return this.page.getByTestId('dispute-assignee');
  }

  async assignTo(label: string) {
    await choose(this.page, this.assignee(), label);
  }

  async assignToMe() {
    await this.page.getByTestId('dispute-assign-me').click();
  }
}
