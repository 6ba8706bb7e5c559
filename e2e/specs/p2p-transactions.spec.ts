import { readFile } from 'node:fs/promises';
import type { P2PTransaction } from '@exchange/contract/p2p/transactions';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { expect, test, type Page } from '@playwright/test';
import { apiGet, totalText } from '../support/p2p-api.ts';
import { TransactionsScreen, signInFreshAdmin } from '../support/p2p-pages.ts';

type TransactionList = ListResponse<P2PTransaction>;

test('filters live in the URL: the table follows them and the back button restores the previous ones', async ({ page }) => {
  await signInFreshAdmin(page);
  const screen = new TransactionsScreen(page);
  await screen.open();

  // The spec's default: requested transactions only, with a plain URL.
  const requested = await apiGet<TransactionList>('/admin/p2p/transactions', { limit: 1 });
  await expect(screen.table.total()).toHaveText(totalText(requested.total, requested.totalIsCapped));
  await expect(screen.rowStatuses().first()).toHaveText('Requested');
  expect(new URL(page.url()).search).toBe('');

  await screen.chooseFilter('status', 'Approved');
  await expect(page).toHaveURL(/[?&]status=APPROVED(&|$)/);
  const approved = await apiGet<TransactionList>('/admin/p2p/transactions', { status: 'APPROVED', limit: 1 });
  await expect(screen.table.total()).toHaveText(totalText(approved.total, approved.totalIsCapped));
  // Waited for, not read once: the previous filter's rows may still be on screen.
  if (Number(approved.total) > 0) await expect(screen.rowStatuses().first()).toHaveText('Approved');
  await expect(screen.rowStatuses().filter({ hasNotText: 'Approved' })).toHaveCount(0);

  await screen.chooseFilter('type', 'Sell');
  await expect(page).toHaveURL(/[?&]type=SELL(&|$)/);
  const approvedSells = await apiGet<TransactionList>('/admin/p2p/transactions', { status: 'APPROVED', type: 'SELL', limit: 10 });
  await expect(screen.table.total()).toHaveText(totalText(approvedSells.total, approvedSells.totalIsCapped));
  const wanted = approvedSells.items[2];
  if (!wanted) throw new Error('the demo data has too few approved sells');

  await screen.searchNumber(wanted.transactionNumber);
  await expect(page).toHaveURL(new RegExp(`[?&]transactionNumber=${wanted.transactionNumber}(&|$)`));
  await expect(screen.table.rows()).toHaveCount(1);
  await expect(screen.row(wanted.transactionNumber)).toBeVisible();
  await expect(screen.table.total()).toHaveText(totalText(1));

  // Back: the number filter goes, the status and type stay, and the form shows it.
  await page.goBack();
  await expect(page).not.toHaveURL(/transactionNumber=/);
  await expect(page).toHaveURL(/[?&]type=SELL(&|$)/);
  await screen.table.waitReady();
  await expect(screen.table.total()).toHaveText(totalText(approvedSells.total, approvedSells.totalIsCapped));
  await expect(screen.filter('transactionNumber')).toHaveValue('');

  await page.goBack();
  await expect(page).not.toHaveURL(/type=/);
  await expect(page).toHaveURL(/[?&]status=APPROVED(&|$)/);
  await expect(screen.table.total()).toHaveText(totalText(approved.total, approved.totalIsCapped));

  // A shared link opens the same view.
  await screen.open(`?status=APPROVED&type=SELL&transactionNumber=${wanted.transactionNumber}`);
  await expect(screen.table.rows()).toHaveCount(1);
  await expect(screen.filter('status')).toContainText('Approved');
});

test('approve one transaction and reject another with a reason: the new status shows without a reload', async ({ page }) => {
  const admin = await signInFreshAdmin(page);
  // Rows nobody else in the suite touches: requested SELLs further down the queue.
  const sells = await apiGet<TransactionList>('/admin/p2p/transactions', { status: 'REQUESTED', type: 'SELL', limit: 40 });
  const toApprove = sells.items[21];
  const toReject = sells.items[27];
  if (!toApprove || !toReject) throw new Error('the demo data has too few requested sells');

  const screen = new TransactionsScreen(page);
  await screen.open();
  await page.evaluate(() => {
    (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
  });

  await screen.searchNumber(toApprove.transactionNumber);
  await screen.openDrawer(toApprove.transactionNumber);
  await expect(page.getByTestId('drawer-status')).toHaveText('Requested');
  await screen.decide('approve');
  await expect(page.getByTestId('drawer-status')).toHaveText('Approved');
  await expect(screen.row(toApprove.transactionNumber).getByTestId('row-status')).toHaveText('Approved');
  await expect(screen.drawer()).toContainText(admin.name);
  // An approved SELL waits for its payout, which the same admin may not approve (four-eyes rule).
  await expect(page.getByTestId('drawer-withdrawal-status')).toHaveText('Withdrawal pending');
  await expect(page.getByTestId('transaction-approve-withdrawal')).toBeDisabled();
  await page.getByTestId('transaction-approve-withdrawal-disabled').hover();
  await expect(page.getByRole('tooltip')).toContainText('Four-eyes rule');
  await screen.closeDrawer();
  await expect(page).not.toHaveURL(/[?&]tx=/);

  await screen.searchNumber(toReject.transactionNumber);
  await screen.openDrawer(toReject.transactionNumber);
  await page.getByTestId('transaction-reject').click();
  await page.getByTestId('transaction-reject-confirm').click();
  await expect(page.getByText('Please enter a reason')).toBeVisible();
  await page.getByTestId('transaction-reject-reason').fill('  ab ');
  await page.getByTestId('transaction-reject-confirm').click();
  await expect(page.getByText('The reason must have at least 3 characters')).toBeVisible();
  await page.getByTestId('transaction-reject-reason').fill('Payment proof does not match the customer');
  await page.getByTestId('transaction-reject-confirm').click();
  await expect(page.getByTestId('drawer-status')).toHaveText('Rejected');
  await expect(screen.drawer()).toContainText('Payment proof does not match the customer');
  await expect(screen.row(toReject.transactionNumber).getByTestId('row-status')).toHaveText('Rejected');

  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  const [approved, rejected] = await Promise.all([
    apiGet<P2PTransaction>(`/admin/p2p/transactions/${toApprove.id}`),
    apiGet<P2PTransaction>(`/admin/p2p/transactions/${toReject.id}`),
  ]);
  expect(approved).toMatchObject({ status: 'APPROVED', decidedByName: admin.name, withdrawalStatus: 'WITHDRAWAL_PENDING' });
  expect(rejected).toMatchObject({ status: 'REJECTED', decidedByName: admin.name, rejectReason: 'Payment proof does not match the customer' });
});

test('a decision another admin made first shows the server\'s message and refreshes the row', async ({ page }) => {
  await signInFreshAdmin(page);
  const buys = await apiGet<TransactionList>('/admin/p2p/transactions', { status: 'REQUESTED', type: 'BUY', limit: 40 });
  const target = buys.items[33];
  if (!target) throw new Error('the demo data has too few requested buys');

  const screen = new TransactionsScreen(page);
  await screen.open(`?transactionNumber=${target.transactionNumber}`);
  await screen.openDrawer(target.transactionNumber);
  // Meanwhile a colleague rejects it.
  const colleague = await page.request.fetch(`/admin/p2p/transactions/${target.id}/reject`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
    data: { reason: 'Rejected by a colleague' },
  });
  expect(colleague.status()).toBe(200);
  await screen.decide('approve');
  await expect(page.getByText('This transaction is rejected already')).toBeVisible();
  await expect(page.getByTestId('drawer-status')).toHaveText('Rejected');
  await expect(screen.row(target.transactionNumber).getByTestId('row-status')).toHaveText('Rejected');
});

/** The page's own session: the "colleague" acts with it, which the server treats the same. */
async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  if (!token) throw new Error('not signed in');
  return token;
}

test('export the filtered transactions as CSV: every matching row, not only the page', async ({ page }) => {
  await signInFreshAdmin(page);
  const screen = new TransactionsScreen(page);
  await screen.open();
  await screen.chooseFilter('status', 'Rejected');
  await expect(page).toHaveURL(/[?&]status=REJECTED(&|$)/);
  const rejected = await apiGet<TransactionList>('/admin/p2p/transactions', { status: 'REJECTED', limit: 1 });
  const downloading = page.waitForEvent('download');
  await page.getByTestId('transactions-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^p2p-transactions-.*\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).split('\n').filter((line) => line !== '');
  expect(lines[0]).toMatch(/^transaction_number,created_at,status,/);
  expect(lines.length - 1).toBe(rejected.total);
  for (const line of lines.slice(1)) expect(line.split(',')[2]).toBe('REJECTED');
});
