import type { BankAccount } from '@exchange/contract/bank-accounts/bank-accounts';
import type { CountryControl } from '@exchange/contract/countries/countries';
import type { Customer } from '@exchange/contract/customers/customers';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { expect, type Locator, type Page } from '@playwright/test';
import { apiGet } from './p2p-api.ts';
import { ListTable, dismissTwoFactorReminder } from './p2p-pages.ts';
import { chooseOption } from './select-option.ts';

/** An active demo customer who may withdraw, with a verified bank account in a currency the fiat area takes. */
export interface Payee {
  customer: Customer;
  account: BankAccount;
}

/** Payees for the specs of one worker; each test takes its own (index) so balances do not mix. */
export async function findPayees(count: number): Promise<Payee[]> {
  const accounts = await apiGet<ListResponse<BankAccount>>('/admin/bankAccounts', { status: 'VERIFIED', limit: 200 });
  const countries = await apiGet<{ items: CountryControl[] }>('/admin/countries');
  const blocked = new Set<string>(countries.items.filter((c) => !c.withdrawalAllowed || !c.depositAllowed).map((c) => c.country));
  const payees: Payee[] = [];
  const seen = new Set<string>();
  for (const account of accounts.items) {
    if (!['USD', 'EUR', 'GBP', 'AED'].includes(account.currency) || seen.has(account.customer.id)) continue;
    const customer = await apiGet<Customer>(`/admin/customers/${account.customer.id}`);
    if (customer.state !== 'ACTIVE' || customer.withdrawalsBlock || blocked.has(customer.country)) continue;
    seen.add(customer.id);
    payees.push({ customer, account });
    if (payees.length === count) return payees;
  }
  throw new Error(`the demo data has fewer than ${count} active customers with a verified bank account`);
}

/** One of the fiat lists: the route, its table, the ?detail drawer. */
export class FiatScreen {
  readonly table: ListTable;
  constructor(
    private readonly page: Page,
    readonly kind: 'deposits' | 'withdrawals',
  ) {
    this.table = new ListTable(page, kind === 'deposits' ? 'fiat-deposits-table' : 'fiat-withdrawals-table');
  }

  async open(path: string) {
    await this.page.goto(path);
    await dismissTwoFactorReminder(this.page);
    await this.table.waitReady();
  }

  row(id: string): Locator {
    return this.page.locator(`tr[data-row-id="${id}"]`);
  }

  drawer(): Locator {
    return this.page.getByTestId(this.kind === 'deposits' ? 'fiat-deposit-drawer' : 'fiat-withdrawal-drawer');
  }

  async openRow(id: string) {
    await this.row(id).click();
    await expect(this.drawer()).toBeVisible();
    await expect(this.page).toHaveURL(new RegExp(`detail=${id}`));
  }

  /** The dialog an action opened (by its confirm button's test id). */
  dialog(testId: string): Locator {
    return this.page.getByRole('dialog').filter({ has: this.page.getByTestId(`${testId}-confirm`) });
  }
}

/** Fills the Enter deposit form (customer id, amount, reference) and submits it. */
export async function enterDeposit(page: Page, input: { customerId: string; amount: string; reference: string; currency: string; sender: string }) {
  await page.getByTestId('fiat-enter-open').click();
  const drawer = page.getByTestId('fiat-enter-drawer');
  await expect(drawer).toBeVisible();
  await drawer.getByTestId('fiat-form-customer').fill(input.customerId);
  await expect(drawer.getByTestId('fiat-form-customer-preview')).toBeVisible();
  await chooseOption(page, drawer.getByTestId('fiat-enter-currency'), input.currency);
  await drawer.getByTestId('fiat-enter-amount').fill(input.amount);
  await drawer.getByTestId('fiat-enter-reference').fill(input.reference);
  await drawer.getByTestId('fiat-enter-sender').fill(input.sender);
  await page.getByTestId('fiat-enter-submit').click();
  await expect(drawer).toBeHidden();
}
