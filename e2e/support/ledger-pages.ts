import type { Customer } from '@exchange/contract/customers/customers';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { expect, type Locator, type Page } from '@playwright/test';
import { apiGet } from './p2p-api.ts';
import { confirmAndWaitClosed } from './confirm.ts';
import { ListTable, dismissTwoFactorReminder } from './p2p-pages.ts';

/**
 * An active demo customer no other spec picks: the ledger spec reads this customer's balance before
 * and after, so it takes one from the end of the active list (the other specs take theirs from the start).
 */
export async function ledgerCustomer(): Promise<Customer> {
  const active = await apiGet<ListResponse<Customer>>('/admin/customers', { state: 'ACTIVE', limit: 200 });
  const customer = active.items.filter((c) => !c.withdrawalsBlock && !c.tradingBlock).at(-3);
  if (!customer) throw new Error('no plain active demo customer');
  return customer;
}

/** The customer page's money tabs: Balances (with the reimbursement proposal) and Statement. */
export class CustomerMoneyScreen {
  constructor(
    private readonly page: Page,
    readonly customerId: string,
  ) {}

  async openBalances() {
    await this.page.goto(`/customers/${this.customerId}?tab=balances`);
    await dismissTwoFactorReminder(this.page);
    await expect(this.balances()).toBeVisible({ timeout: 30_000 });
    await expect(this.balances().locator('.ant-spin-spinning')).toHaveCount(0);
  }

  balances(): Locator {
    return this.page.getByTestId('customer-balances');
  }

  /** The main account's available balance in an asset as shown (0 when the customer has no such line). */
  async available(asset: string): Promise<number> {
    await this.openBalances();
    const cell = this.page.getByTestId(`balance-available-main-${asset}`);
    if ((await cell.count()) === 0) return 0;
    return Number((await cell.innerText()).replace(/[^\d.]/g, ''));
  }

  /** Fills the reimbursement form from the Balances tab (main account) and sends it for approval. */
  async proposeReimbursement(input: { direction: 'CREDIT' | 'DEBIT'; asset: string; amount: string; reason: string; reference: string }) {
    await this.page.getByTestId('reimbursement-propose').click();
    const form = this.page.getByTestId('reimbursement-form');
    await expect(form).toBeVisible();
    await form.getByTestId('reimbursement-direction').locator(`input[value="${input.direction}"]`).check({ force: true });
    const asset = form.getByTestId('reimbursement-asset').locator('input').or(form.locator('input#reimbursement_asset')).first();
    await asset.fill(input.asset);
    await asset.press('Escape');
    await form.getByTestId('reimbursement-amount-input').fill(input.amount);
    await form.getByTestId('reimbursement-reason').fill(input.reason);
    await form.getByTestId('reimbursement-reference').fill(input.reference);
    await this.page.getByTestId('reimbursement-submit').click();
    await expect(form).toBeHidden();
  }

  async openStatement(asset: string) {
    await this.page.goto(`/customers/${this.customerId}?tab=statement`);
    await dismissTwoFactorReminder(this.page);
    const statement = this.page.getByTestId('customer-statement');
    await expect(statement).toBeVisible({ timeout: 30_000 });
    await expect(this.page.getByTestId('statement-asset')).toBeVisible();
    if ((await this.page.getByTestId('statement-asset').innerText()).trim() !== asset) {
      await this.page.getByTestId('statement-asset').click();
      await this.page.locator('.ant-select-dropdown:visible').getByTitle(asset, { exact: true }).click();
    }
    await expect(this.page.getByTestId('statement-table')).toHaveAttribute('data-state', 'ready');
  }

  statementRows(): Locator {
    return this.page.getByTestId('statement-table').locator('tbody tr.ant-table-row');
  }
}

/** Reimbursements: the checkers' queue; a row is found by its reference (the search box). */
export class ReimbursementsScreen {
  readonly table: ListTable;
  constructor(private readonly page: Page) {
    this.table = new ListTable(page, 'reimbursements-table');
  }

  async open(path = '/reimbursements') {
    await this.page.goto(path);
    await dismissTwoFactorReminder(this.page);
    await expect(this.table.root).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  }

  /** The queue narrowed to one reference, in any status. */
  async openReference(reference: string, status = 'PENDING') {
    await this.open(`/reimbursements?status=${status}&search=${encodeURIComponent(reference)}`);
    await expect(this.table.rows()).toHaveCount(1);
    return this.table.rows().first();
  }

  /** Approves a row through its confirm dialog, with an optional note. */
  async approve(row: Locator, note?: string) {
    await row.getByTestId('reimbursement-approve').click();
    if (note) await this.page.getByTestId('reimbursement-approve-reason').fill(note);
    await confirmAndWaitClosed(this.page.getByTestId('reimbursement-approve-confirm'));
  }
}
