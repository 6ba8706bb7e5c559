import { expect, type Locator, type Page } from '@playwright/test';
import { dismissTwoFactorReminder } from './console-pages.ts';
import { ListTable } from './p2p-pages.ts';

/** Gift Vouchers: the batches list, the creation drawer and the codes shown once. */
export class VoucherBatchesScreen {
  readonly table: ListTable;
  constructor(private readonly page: Page) {
    this.table = new ListTable(page, 'voucher-table');
  }

  async open(path = '/vouchers') {
    await this.page.goto(path);
    await dismissTwoFactorReminder(this.page);
    await expect(this.table.root).toHaveAttribute('data-state', /ready|empty/, { timeout: 30_000 });
  }

  /** Creates a batch in the drawer; returns the codes the modal shows once (after downloading them). */
  async createBatch(input: { name: string; amount: string; codes: number }): Promise<string[]> {
    await this.page.getByTestId('voucher-create').click();
    const form = this.page.getByTestId('voucher-form');
    await form.getByTestId('voucher-form-name').fill(input.name);
    await form.getByTestId('voucher-form-amount').fill(input.amount);
    const count = form.getByTestId('voucher-form-count').locator('input').or(form.locator('input[data-testid="voucher-form-count"]')).first();
    await count.fill(String(input.codes));
    await this.page.getByTestId('voucher-form-submit').click();
    // The modal's root carries the test id but has no box of its own: its codes are what shows.
    const list = this.page.getByTestId('voucher-codes-list');
    await expect(list).toBeVisible({ timeout: 30_000 });
    await expect(this.page.getByTestId('voucher-codes-done')).toBeDisabled();
    const text = await list.inputValue();
    const download = this.page.waitForEvent('download');
    await this.page.getByTestId('voucher-codes-csv').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^vouchers-.*\.csv$/);
    await this.page.getByTestId('voucher-codes-done').click();
    await expect(list).toBeHidden();
    return text.split('\n').filter(Boolean);
  }

  row(name: string): Locator {
    return this.page.getByTestId('voucher-table').locator('tbody tr.ant-table-row').filter({ hasText: name });
  }
}
