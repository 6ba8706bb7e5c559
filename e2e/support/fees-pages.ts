import { expect, type Locator, type Page } from '@playwright/test';
import { ListTable, dismissTwoFactorReminder } from './p2p-pages.ts';

/** Fees and Taxes: schedules and tax rules with their row actions, the history, the quote. */
export class FeesScreen {
  readonly schedules: ListTable;
  constructor(private readonly page: Page) {
    this.schedules = new ListTable(page, 'fee-schedule-table');
  }

  async open(query = '') {
    await this.page.goto(`/fees-and-taxes${query}`);
    await dismissTwoFactorReminder(this.page);
  }

  async ready(table = this.schedules) {
    await expect(table.root).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  }

  scheduleRow(operation: string, asset: string): Locator {
    return this.page.locator(`tr[data-operation="${operation}"][data-asset="${asset}"]`);
  }

  /** Fills the open schedule drawer's amounts and reason, and saves. */
  async saveSchedule(values: { fixedFee?: string; percentage?: string; minimumFee?: string; maximumFee?: string; reason: string }) {
    const form = this.page.getByTestId('fee-schedule-form');
    const fields = { fixedFee: 'fee-form-fixed', percentage: 'fee-form-percentage', minimumFee: 'fee-form-minimum', maximumFee: 'fee-form-maximum' } as const;
    for (const [key, testId] of Object.entries(fields)) {
      const value = values[key as keyof typeof fields];
      if (value !== undefined) await form.getByTestId(testId).locator('input').or(form.locator(`input[data-testid="${testId}"]`)).first().fill(value);
    }
    await form.getByTestId('fee-form-reason').fill(values.reason);
    await this.page.getByTestId('fee-schedule-submit').click();
    await expect(form).toBeHidden();
  }

  historyDrawerRows(): Locator {
    return this.page.getByTestId('fee-history-drawer-table').locator('tbody tr.ant-table-row');
  }
}

/** The customer page's withdrawal limits tab: overrides set and removed with a reason. */
export class CustomerLimitsTab {
  constructor(private readonly page: Page) {}

  async open(customerId: string) {
    await this.page.goto(`/customers/${customerId}?tab=withdrawalLimits`);
    await dismissTwoFactorReminder(this.page);
    await expect(this.page.getByTestId('customer-limits-tab')).toBeVisible({ timeout: 30_000 });
  }

  row(asset: string): Locator {
    return this.page.getByTestId('customer-limits-table').locator(`tr[data-asset="${asset}"]`);
  }

  historyRows(): Locator {
    return this.page.getByTestId('override-history').locator('tbody tr.ant-table-row');
  }
}
