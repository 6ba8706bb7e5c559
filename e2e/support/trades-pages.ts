import type { CustomerBalances } from '@exchange/contract/ledger/ledger';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { TradeOrder } from '@exchange/contract/trades/trade-orders';
import { expect, type Locator, type Page } from '@playwright/test';
import { apiGet } from './p2p-api.ts';
import { ListTable, dismissTwoFactorReminder } from './p2p-pages.ts';

/** A decimal as the console shows it (digits grouped) back to a number, for comparing balances. */
export const shownNumber = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

/** The main account's available and held balance of an asset, as the API reports them (0 without a line). */
export async function balancesOf(customerId: string, asset: string): Promise<{ available: number; held: number }> {
  const answer = await apiGet<CustomerBalances>(`/admin/customers/${customerId}/balances`);
  const line = answer.items.find((b) => b.subAccount === null && b.asset === asset);
  return { available: Number(line?.available ?? '0'), held: Number(line?.held ?? '0') };
}

/** Open demo orders of one kind, as the API lists them. */
export async function openOrders(query: Record<string, string>): Promise<TradeOrder[]> {
  return (await apiGet<ListResponse<TradeOrder>>('/admin/trades/orders', { status: 'OPEN', limit: 200, ...query })).items;
}

/** One of the order screens (Buy, Sell, Swap, Limit Orders): its table, a row's drawer and the cancels. */
export class TradeOrdersScreen {
  readonly table: ListTable;
  constructor(private readonly page: Page) {
    this.table = new ListTable(page, 'trades-table');
  }

  async open(path: string) {
    await this.page.goto(path);
    await dismissTwoFactorReminder(this.page);
    await expect(this.table.root).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  }

  row(orderId: string): Locator {
    return this.table.root.locator(`tr[data-row-id="${orderId}"]`);
  }

  drawer(): Locator {
    return this.page.getByTestId('trade-order-drawer');
  }

  async openOrder(orderId: string) {
    await this.row(orderId).getByTestId('row-number').click();
    await expect(this.drawer()).toBeVisible();
    await expect(this.drawer().getByTestId('trade-fills')).toBeVisible();
  }

  /** Cancels the order open in the drawer with a reason, through its confirmation. */
  async cancelOpenOrder(reason: string) {
    await this.drawer().getByTestId('trade-cancel').click();
    await this.page.getByTestId('trade-cancel-reason').fill(reason);
    await this.page.getByTestId('trade-cancel-confirm').click();
    await expect(this.page.getByTestId('trade-cancel-confirm')).toHaveCount(0);
  }

  /** "Cancel all open orders" of the filtered customer or pair, with a reason; the summary message after. */
  async cancelAll(reason: string): Promise<Locator> {
    await this.page.getByTestId('trades-cancel-all').click();
    await this.page.getByTestId('trades-cancel-all-reason').fill(reason);
    await this.page.getByTestId('trades-cancel-all-confirm').click();
    await expect(this.page.getByTestId('trades-cancel-all-confirm')).toHaveCount(0);
    return this.page.locator('.ant-message-notice').last();
  }
}

/** The customer page's Balances tab, read as shown. */
export class CustomerBalancesScreen {
  constructor(
    private readonly page: Page,
    readonly customerId: string,
  ) {}

  async open(query = '') {
    await this.page.goto(`/customers/${this.customerId}?tab=balances${query}`);
    await dismissTwoFactorReminder(this.page);
    await expect(this.page.getByTestId('customer-balances')).toBeVisible({ timeout: 30_000 });
    await expect(this.page.getByTestId('customer-balances').locator('.ant-spin-spinning')).toHaveCount(0);
  }

  async shown(asset: string): Promise<{ available: number; held: number }> {
    const available = this.page.getByTestId(`balance-available-main-${asset}`);
    const held = this.page.getByTestId(`balance-held-main-${asset}`);
    return { available: shownNumber(await available.innerText()), held: shownNumber(await held.innerText()) };
  }
}
