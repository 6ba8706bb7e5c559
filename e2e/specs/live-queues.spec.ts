import type { FiatDeposit } from '@exchange/contract/fiat/fiat-deposits';
import type { QueueCounts } from '@exchange/contract/queues/work-queues';
import { expect, test, type Page } from '@playwright/test';
import { adminCall, createTestAdmin, signInByApi } from '../support/admin-api.ts';
import { FiatScreen, findPayees } from '../support/fiat-pages.ts';
import { LOOKS, openIn, shoot, shotsDir } from '../support/looks.ts';
import { signInFreshAdmin } from '../support/p2p-pages.ts';

const shots = shotsDir('live-queues');
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;

/** A page that was never reloaded still carries the mark set on it. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { liveMark: 'not reloaded' }));
const stillMarked = (page: Page) => page.evaluate(() => (window as unknown as { liveMark?: string }).liveMark);

test('two sessions: one approves a deposit, the other sees the row decided and the queue count move, without reloading', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const [payee] = await findPayees(1);
  if (!payee) throw new Error('no payee');
  const maker = await createTestAdmin('finance');
  const makerToken = await signInByApi(maker.email, maker.password);
  const enter = async (reference: string) => {
    const created = await adminCall<FiatDeposit>('POST', '/admin/fiat/deposits', { customerId: payee.customer.id, method: 'BANK_TRANSFER', currency: payee.account.currency, amount: '42.00', reference }, makerToken);
    expect(created.status).toBe(200);
    return created.body;
  };
  const deposit = await enter(unique('E2E-LIVE'));

  // A watches the deposit requests, filtered to this deposit, with the sidebar beside them.
  const watcher = await signInFreshAdmin(page, 'finance');
  const watcherToken = await signInByApi(watcher.email, watcher.password);
  const watched = new FiatScreen(page, 'deposits');
  await watched.open(`/fiat-transactions/deposits?key=reference&value=${deposit.reference}`);
  await expect(watched.table.rows()).toHaveCount(1);
  const badge = page.getByTestId('nav-count-fiat-transactions/deposits');
  await expect(badge).toBeVisible();
  const before = Number(await badge.getAttribute('data-count'));
  await markPage(page);

  // B approves it in another browser.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const checkerPage = await context.newPage();
  try {
    const checker = await signInFreshAdmin(checkerPage, 'finance');
    const deposits = new FiatScreen(checkerPage, 'deposits');
    await deposits.open(`/fiat-transactions/deposits?key=reference&value=${deposit.reference}`);
    await deposits.openRow(deposit.id);
    await deposits.drawer().getByTestId('fiat-deposit-approve').click();
    await checkerPage.getByTestId('fiat-deposit-approve-confirm').click();
    await expect(deposits.drawer().getByTestId('drawer-status')).toHaveText('Approved');

    // A's row shows its new state and who decided it; A's queue count follows the server's.
    const decided = watched.row(deposit.id).getByTestId('live-row-decided');
    await expect(decided).toContainText('Approved');
    await expect(decided).toContainText(`by ${checker.name}`);
    // The row stays where it was (the pending queue would drop it) until A refreshes.
    await expect(page.getByTestId('live-list-new')).toContainText('1 row on screen decided by someone else');
    await expect
      .poll(async () => {
        const counts = await adminCall<QueueCounts>('GET', '/admin/queues', undefined, watcherToken);
        const server = counts.body.items.find((c) => c.queue === 'fiatDepositsToMatch')?.count ?? 0;
        const shown = (await badge.count()) === 0 ? 0 : Number(await badge.getAttribute('data-count'));
        return shown === server;
      }, { timeout: 10_000 })
      .toBe(true);
    expect(Number((await badge.count()) === 0 ? 0 : await badge.getAttribute('data-count'))).toBeLessThanOrEqual(before);
    await shoot(page, shots, 'deposit-decided-live-en');

    // A new deposit for the same reference filter: "1 new" until A asks to see it.
    const second = await enter(`${deposit.reference}-2`);
    await watched.open(`/fiat-transactions/deposits?key=reference&value=${second.reference}`);
    await markPage(page);
    await expect(watched.table.rows()).toHaveCount(1);
    const third = await enter(`${deposit.reference}-2B`);
    await expect(page.getByTestId('live-list-new')).toBeVisible();
    await shoot(page, shots, 'new-rows-notice-en');
    await page.getByTestId('live-list-show').click();
    await expect(page.getByTestId('live-list-new')).toBeHidden();
    // The filter is a reference prefix: both deposits match it now.
    await expect(watched.row(third.id)).toBeVisible();
    expect(await stillMarked(page)).toBe('not reloaded');

    // The dashboard, opened from the sidebar, counts the same queue as the server.
    await page.getByTestId('nav-dashboard').click();
    const card = page.getByTestId('queue-fiatDepositsToMatch');
    await expect(card).toBeVisible();
    const counts = await adminCall<QueueCounts>('GET', '/admin/queues', undefined, watcherToken);
    await expect(card).toHaveAttribute('data-count', String(counts.body.items.find((c) => c.queue === 'fiatDepositsToMatch')?.count));
    expect(await stillMarked(page)).toBe('not reloaded');
  } finally {
    await context.close();
  }
});

test('the dashboard and alerts screens, in English, Arabic and dark', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInFreshAdmin(page, 'admin');
  await page.goto('/alerts');
  await page.getByTestId('alert-rule-new').click();
  await page.getByTestId('alert-rule-name').fill(unique('Second approver waiting'));
  await page.getByTestId('alert-rule-save').click();
  await expect(page.getByTestId('alert-rule-drawer')).toBeHidden();
  await expect(page.getByTestId('alert-rules-table')).toContainText('Second approver waiting');
  for (const look of LOOKS) {
    for (const [path, ready] of [['/dashboard', 'dashboard-queues'], ['/alerts', 'alert-rules-table']] as const) {
      await openIn(page, path, look);
      await expect(page.getByTestId(ready)).toBeVisible();
      await shoot(page, shots, `${path.slice(1)}-${look.name}`);
    }
  }
});
