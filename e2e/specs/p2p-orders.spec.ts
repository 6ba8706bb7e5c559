import { readFile } from 'node:fs/promises';
import type { OrdersReport } from '@exchange/contract/p2p/orders';
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

/** The console's English grouping of a decimal string, for comparing with what it shows. */
function formatAmount(value: string): string {
  const [integer = '0', fraction] = value.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
