import { expect, type Locator, type Page } from '@playwright/test';
import { ListTable, dismissTwoFactorReminder } from './p2p-pages.ts';

/** Customers, Pending Accounts and Approved Accounts: one search box, filters in the URL. */
export class CustomersScreen {
  readonly table: ListTable;
  constructor(private readonly page: Page) {
    this.table = new ListTable(page, 'customers-table');
  }

  async open(path = '/customers') {
    await this.page.goto(path);
    await dismissTwoFactorReminder(this.page);
    await this.ready();
  }

  /** The screen's code loads lazily: on a busy machine the first table can take a while. */
  async ready() {
    await expect(this.table.root).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  }

  async search(text: string) {
    const box = this.page.getByTestId('customer-search').locator('input');
    await box.fill(text);
    await box.press('Enter');
    await this.ready();
  }

  row(customerId: string): Locator {
    return this.page.locator(`tr[data-customer-id="${customerId}"]`);
  }

  rows(): Locator {
    return this.table.root.locator('tr[data-customer-id]');
  }
}

/** One customer's page: header, tabs, and the reason dialogs of its controls. */
export class CustomerPageScreen {
  constructor(private readonly page: Page) {}

  state(): Locator {
    return this.page.getByTestId('customer-page').getByTestId('customer-state').first();
  }

  async tab(name: string) {
    await this.page.getByRole('tab', { name }).click();
  }

  /** Opens an action's dialog, types the reason (and an expiry), confirms. */
  async act(action: string, reason: string, until?: string) {
    await this.page.getByTestId(`customer-${action}`).click();
    await this.page.getByTestId(`customer-${action}-reason`).fill(reason);
    if (until) {
      const input = this.page.getByTestId(`customer-${action}-until`).locator('input').first();
      const box = (await input.count()) > 0 ? input : this.page.getByTestId(`customer-${action}-until`);
      await box.click();
      await box.fill(until);
      await box.press('Enter');
    }
    await this.page.getByTestId(`customer-${action}-confirm`).click();
    await expect(this.page.getByTestId(`customer-${action}-confirm`)).toHaveCount(0);
  }

  timelineRows(): Locator {
    return this.page.getByTestId('customer-timeline').locator('tbody tr.ant-table-row');
  }
}
