import { expect, test } from '@playwright/test';
import en from '../../apps/web/src/app/i18n/locales/en.json' with { type: 'json' };
import { signInFreshAdmin } from '../support/p2p-pages.ts';
import { CustomerBalancesScreen, TradeOrdersScreen, balancesOf, openOrders } from '../support/trades-pages.ts';
import { LOOKS, openIn, shoot, shotsDir } from '../support/looks.ts';

const shots = shotsDir('h-trades');

test('an admin cancels an open limit order and the customer page shows its funds released from held to available', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  // A demo limit order still resting on the book, of a pair the "cancel all" test leaves alone.
  const order = (await openOrders({ kind: 'LIMIT', baseAsset: 'BTC', quoteAsset: 'USDT' })).at(-1);
  if (!order) throw new Error('the demo data has no open BTC/USDT limit order');
  const held = Number(order.heldAmount);
  expect(held).toBeGreaterThan(0);
  const before = await balancesOf(order.customer.id, order.heldAsset);
  expect(before.held).toBeGreaterThanOrEqual(held);

  await signInFreshAdmin(page, 'finance');
  // The balances as the console shows them before.
  const balances = new CustomerBalancesScreen(page, order.customer.id);
  await balances.open();
  const shownBefore = await balances.shown(order.heldAsset);
  expect(shownBefore.held).toBeCloseTo(before.held, 8);

  // The sidebar's Trades group leads to the screen; the customer's orders are then a filter away.
  await page.getByTestId('nav-limit-orders').click();
  await expect(page).toHaveURL(/\/limit-orders$/);
  await expect(page.getByTestId('header-title')).toHaveText(en.titles.limitOrders);
  const screen = new TradeOrdersScreen(page);
  await screen.open(`/limit-orders?customerId=${order.customer.id}`);
  await screen.openOrder(order.id);
  const drawer = screen.drawer();
  await expect(drawer.getByTestId('drawer-status')).toHaveText(en.status.OPEN);
  await screen.cancelOpenOrder('Customer asked support to cancel by chat');
  await expect(drawer.getByTestId('drawer-status')).toHaveText(en.status.CANCELLED);
  await expect(drawer.getByTestId('drawer-held')).toContainText('0');
  await expect(drawer.getByTestId('drawer-cancel-reason')).toHaveText('Customer asked support to cancel by chat');
  await expect(screen.row(order.id).getByTestId('row-status')).toHaveText(en.status.CANCELLED);
  await expect(drawer.getByTestId('trade-cancel')).toHaveCount(0);

  // The customer page: what the order held is available again, and the cancel is on the timeline.
  await balances.open();
  const shownAfter = await balances.shown(order.heldAsset);
  expect(shownAfter.held).toBeCloseTo(shownBefore.held - held, 8);
  expect(shownAfter.available).toBeCloseTo(shownBefore.available + held, 8);
  await page.goto(`/customers/${order.customer.id}?tab=timeline`);
  const latest = page.getByTestId('customer-timeline').locator('tbody tr.ant-table-row').first();
  await expect(latest.getByTestId('timeline-action')).toHaveText(en.customers.timeline.actions.trades.order.cancel);
  await expect(latest.getByTestId('timeline-reason')).toHaveText('Customer asked support to cancel by chat');

  // The customer's Trades tab lists the order as cancelled.
  await page.goto(`/customers/${order.customer.id}?tab=trades`);
  const trades = page.getByTestId('customer-trades');
  await expect(trades).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(trades.getByText(order.orderNumber)).toBeVisible();
  await shoot(page, shots, 'customer-trades-en');
});

test('cancel all: every open limit order of a pair, with one reason, and the screens in three looks', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const open = [...(await openOrders({ kind: 'LIMIT', baseAsset: 'ETH', quoteAsset: 'BTC' })), ...(await openOrders({ kind: 'LIMIT', baseAsset: 'ETH', quoteAsset: 'BTC', status: 'PARTIALLY_FILLED' }))];
  expect(open.length).toBeGreaterThan(0);
  await signInFreshAdmin(page, 'finance');
  const screen = new TradeOrdersScreen(page);

  // Without a customer or a whole pair in the filters the button stays off.
  await screen.open('/limit-orders');
  await expect(page.getByTestId('trades-cancel-all')).toBeDisabled();
  await screen.open('/limit-orders?baseAsset=ETH&quoteAsset=BTC&status=ACTIVE');
  await expect(screen.table.rows()).toHaveCount(Math.min(open.length, 50));
  await page.getByTestId('trades-cancel-all').click();
  await expect(page.getByTestId('trades-cancel-all-confirm')).toBeVisible();
  await page.waitForTimeout(300);
  await shoot(page, shots, 'limit-cancel-all-dialog-en');
  await page.keyboard.press('Escape');
  const summary = await screen.cancelAll('Listing halt on ETH/BTC');
  await expect(summary).toContainText(`Cancelled: ${open.length}`);
  await expect(screen.table.root).toHaveAttribute('data-state', 'ready');
  await expect(screen.table.rows()).toHaveCount(0);
  expect((await openOrders({ kind: 'LIMIT', baseAsset: 'ETH', quoteAsset: 'BTC', status: 'ACTIVE' })).length).toBe(0);

  // Each screen in English, dark and Arabic, and an order's drawer with its fills.
  const partial = (await openOrders({ kind: 'LIMIT', status: 'PARTIALLY_FILLED' }))[0];
  if (!partial) throw new Error('no partly filled demo order');
  for (const look of LOOKS) {
    for (const [name, path] of [['buy', '/trades/buy?limit=20'], ['sell', '/trades/sell?limit=20'], ['swap', '/trades/swap?limit=20'], ['limit', '/limit-orders?limit=20']] as const) {
      await openIn(page, path, look);
      await expect(screen.table.root).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
      await expect(screen.table.rows().first()).toBeVisible();
      await shoot(page, shots, `${name}-${look.name}`);
    }
    await openIn(page, `/limit-orders?customerId=${partial.customer.id}&detail=${partial.id}`, look);
    await expect(screen.drawer().getByTestId('trade-fills').locator('tbody tr.ant-table-row').first()).toBeVisible();
    await page.waitForTimeout(400);
    await shoot(page, shots, `drawer-${look.name}`);
    await screen.drawer().getByTestId('trade-cancel').click();
    await expect(page.getByTestId('trade-cancel-confirm')).toBeVisible();
    await page.waitForTimeout(300);
    await shoot(page, shots, `cancel-dialog-${look.name}`);
    await page.keyboard.press('Escape');
    await openIn(page, `/customers/${partial.customer.id}?tab=trades`, look);
    await expect(page.getByTestId('customer-trades')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
    await shoot(page, shots, `customer-trades-${look.name}`);
  }
});
