import { readFile } from 'node:fs/promises';
import type { Dispute } from '@exchange/contract/p2p/disputes';
import type { OrdersReport, P2POrderDetail } from '@exchange/contract/p2p/orders';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { expect, test } from '@playwright/test';
import { apiGet, totalText } from '../support/p2p-api.ts';
import { OrdersScreen, signInFreshAdmin } from '../support/p2p-pages.ts';

const csvHeader = 'order_number,created_at,status,side,coin,fiat,price,crypto_amount,fiat_amount,merchant,customer_email,completed_at';

test('the orders report shows the sums, and its CSV export holds exactly the filtered orders', async ({ page }) => {
  await signInFreshAdmin(page);
  const screen = new OrdersScreen(page);
  await screen.open();
  await screen.chooseFilter('coin', 'BTC');
  await screen.chooseFilter('status', 'Completed');
  await expect(page).toHaveURL(/[?&]coin=BTC(&|$)/);
  await expect(page).toHaveURL(/[?&]status=COMPLETED(&|$)/);

  const report = await apiGet<OrdersReport>('/admin/p2p/ordersReport', { coin: 'BTC', status: 'COMPLETED', limit: 1 });
  expect(report.total).toBeGreaterThan(0);
  await expect(screen.table.total()).toHaveText(totalText(Number(report.total), report.totalIsCapped));
  // One card per coin; its fiat lines are the report's own sums.
  await expect(page.getByTestId('order-sums')).toContainText(`Totals of all ${new Intl.NumberFormat('en').format(Number(report.total))} matching orders`);
  await expect(page.locator('[data-testid^="order-sum-"][data-testid$="BTC"]')).toHaveCount(1);
  const firstPair = report.sums[0];
  if (firstPair) await expect(page.getByTestId(`order-sum-BTC-${firstPair.fiat}`)).toHaveText(formatAmount(firstPair.fiatAmount));

  const downloading = page.waitForEvent('download');
  await screen.exportButton().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^p2p-orders-.*\.csv$/);
  const path = await download.path();
  const lines = (await readFile(path, 'utf8')).split('\n').filter((line) => line !== '');
  expect(lines[0]).toBe(csvHeader);
  expect(lines.length - 1).toBe(report.total);
  for (const line of lines.slice(1, 20)) expect(line).toMatch(/^[^,]+,[^,]+,COMPLETED,(BUY|SELL),BTC,/);
  await expect(screen.exportButton()).toHaveText('Export CSV');
});

test('an export that the server refuses shows its message and leaves the page usable', async ({ page }) => {
  await signInFreshAdmin(page);
  const screen = new OrdersScreen(page);
  // A hand-edited link with a real day outside the dates the server stores (an impossible date
  // such as 2024-13-45 never leaves the console): the list and the export both get its 400.
  await page.goto('/P2POrders?startDate=1899-12-31');
  await expect(screen.table.root).toHaveAttribute('data-state', 'error');
  await screen.exportButton().click();
  await expect(page.locator('.ant-message')).toContainText(/startDate|date/i);
  await expect(screen.exportButton()).toBeEnabled();
});

test('an order opens in its drawer from the URL, with its parties linked and a link to its dispute', async ({ page }) => {
  await signInFreshAdmin(page);
  const screen = new OrdersScreen(page);
  const { items } = await apiGet<ListResponse<Dispute>>('/admin/p2p/orderDisputes', { status: 'ACTIVE', limit: 1 });
  const orderNumber = items[0]?.orderNumber ?? '';
  const order = await apiGet<P2POrderDetail>(`/admin/p2p/orders/${orderNumber}`);
  expect(order.dispute).not.toBeNull();

  await screen.open(`?detail=${orderNumber}`);
  const drawer = page.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('order-drawer-status')).toHaveText('Disputed');
  await expect(drawer.getByTestId('order-drawer-customer')).toHaveText(order.customerName);
  await expect(drawer.getByTestId('order-drawer-customer')).toHaveAttribute('href', `/customers/${order.customerId}`);
  await expect(drawer.getByTestId('order-drawer-merchant')).toHaveAttribute('href', `/P2PMerchantAds?merchantId=${order.merchantId}`);
  await expect(drawer).toContainText(order.customerEmail);
  await expect(drawer).toContainText(order.merchantEmail);
  await expect(drawer.getByTestId('order-drawer-transactions-link')).toHaveAttribute('href', new RegExp(`customerId=${order.customerId}.*merchantId=${order.merchantId}`));

  await drawer.getByTestId('order-drawer-dispute-link').click();
  await expect(page).toHaveURL(new RegExp(`/disputes/${orderNumber}$`));
  await expect(page.getByTestId('dispute-order-link')).toHaveText(orderNumber);
  // And back from the dispute to its order.
  await page.getByTestId('dispute-order-link').click();
  await expect(page.getByRole('dialog', { name: `Order ${orderNumber}` })).toBeVisible();
});

test('an order opens from its row and closes again; an unknown number says so', async ({ page }) => {
  await signInFreshAdmin(page);
  const screen = new OrdersScreen(page);
  const { items } = await apiGet<OrdersReport>('/admin/p2p/ordersReport', { status: 'COMPLETED', limit: 1 });
  const row = items[0];
  if (!row) throw new Error('no completed order in the demo data');
  await screen.open(`?status=COMPLETED`);
  await screen.openDrawer(row.orderNumber);
  await expect(page).toHaveURL(new RegExp(`[?&]detail=${row.orderNumber}(&|$)`));
  await expect(screen.drawer()).toContainText(row.customerEmail);
  await expect(screen.row(row.orderNumber)).toHaveClass(/ant-table-row-selected/);
  await screen.closeDrawer();
  await expect(page).not.toHaveURL(/[?&]detail=/);
  await expect(page).toHaveURL(/[?&]status=COMPLETED(&|$)/);

  await screen.open('?detail=P2P9999999999');
  await expect(page.getByTestId('order-drawer-error')).toContainText('This order does not exist');
});

/** The console's English grouping of a decimal string, for comparing with what it shows. */
function formatAmount(value: string): string {
  const [integer = '0', fraction] = value.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
