import type { RefereeReward, ReferralListResponse, ReferrerCommission, RewardActionLog } from '@exchange/contract/referrals/referrals';
import { expect, test, type Page } from '@playwright/test';
import en from '../../apps/web/src/app/i18n/locales/en.json' with { type: 'json' };
import { downloadCsv } from '../support/csv-download.ts';
import { apiGet, totalText } from '../support/p2p-api.ts';
import { signInFreshAdmin } from '../support/p2p-pages.ts';
import { RefereeRewardsScreen, ReferrerCommissionScreen } from '../support/referrals-pages.ts';

type RewardList = ReferralListResponse<RefereeReward>;
type CommissionList = ReferralListResponse<ReferrerCommission>;

/** A decimal string as the console shows it in English: digit groups, every decimal kept. */
const grouped = (amount: string) => amount.replace(/^\d+/, (integer) => integer.replace(/\B(?=(\d{3})+(?!\d))/g, ','));

test('four-eyes: the admin who approves a reward cannot disburse it; another admin does, and the log names both', async ({ page, browser }) => {
  const approver = await signInFreshAdmin(page, 'finance');
  // A demo reward nobody else in the suite touches: one further down the pending queue.
  const pending = await apiGet<RewardList>('/admin/referral/refereeRewardRecord', { rewardStatus: 'PENDING', pageSize: 40 });
  const reward = pending.items[7];
  if (!reward) throw new Error('the demo data has too few pending rewards');

  const screen = new RefereeRewardsScreen(page);
  await screen.open(`?rewardStatus=PENDING&search=${encodeURIComponent(reward.referee.email)}`);
  await page.evaluate(() => {
    (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
  });
  const row = screen.row(reward.id);
  await expect(row.getByTestId('row-status')).toHaveText('Pending');
  await expect(row.getByTestId('row-amount')).toContainText(`${grouped(reward.amount)} ${reward.coin}`);
  // A pending reward cannot be paid yet.
  await expect(row.getByTestId('reward-disburse')).toHaveCount(0);

  await screen.act(reward.id, 'approve');
  await expect(row.getByTestId('row-status')).toHaveText('Approved');
  await expect(row.getByTestId('reward-approve')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

  // The payout is there, but not for the approver, and the console says why.
  await expect(row.getByTestId('reward-disburse')).toBeDisabled();
  await row.getByTestId('reward-disburse-disabled').hover();
  await expect(page.getByRole('tooltip')).toHaveText(en.referrals.actions.fourEyes);
  // The API holds the rule, whatever the console shows.
  const self = await page.request.fetch('/admin/referral/rewardDisburse', {
    method: 'POST',
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
    data: { rewardId: reward.id },
  });
  expect(self.status()).toBe(409);
  expect(await self.json()).toMatchObject({ error: { code: 'reward.fourEyes' } });

  // A second finance admin, in a browser of its own, sees who approved it and pays it.
  const context = await browser.newContext();
  const payerPage = await context.newPage();
  try {
    const payer = await signInFreshAdmin(payerPage, 'finance');
    const payerScreen = new RefereeRewardsScreen(payerPage);
    await payerScreen.open(`?search=${encodeURIComponent(reward.referee.email)}`);
    await payerScreen.openLog(reward.id);
    await expect(payerScreen.drawer().getByTestId('drawer-approver')).toContainText(approver.name);
    const payerRow = payerScreen.row(reward.id);
    // The confirmation states what is paid, in which coin, to whom.
    await payerScreen.drawer().getByTestId('reward-disburse').click();
    const dialog = payerPage.getByRole('dialog').filter({ has: payerPage.getByTestId('reward-disburse-confirm') });
    await expect(dialog).toContainText(`${grouped(reward.amount)} ${reward.coin}`);
    await expect(dialog).toContainText(reward.referrer.name);
    await expect(dialog).toContainText(reward.referrer.email);
    await payerPage.getByTestId('reward-disburse-confirm').click();
    await expect(dialog).toBeHidden();
    await expect(payerRow.getByTestId('row-status')).toHaveText('Disbursed');
    await expect(payerRow.getByTestId('reward-disburse')).toHaveCount(0);
    await expect(payerRow.getByTestId('reward-hold')).toHaveCount(0);

    await expect(payerScreen.drawer().getByTestId('drawer-status')).toHaveText('Disbursed');
    const entries = payerScreen.logEntries();
    await expect(entries).toHaveCount(3);
    expect(await entries.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-action')))).toEqual(['CREATE', 'APPROVE', 'DISBURSE']);
    await expect(entries.nth(0).getByTestId('reward-log-admin')).toHaveText('by the system');
    await expect(entries.nth(1).getByTestId('reward-log-admin')).toHaveText(`by ${approver.name}`);
    await expect(entries.nth(2).getByTestId('reward-log-admin')).toHaveText(`by ${payer.name}`);
    await expect(entries.nth(2)).toContainText('Approved');
    await expect(entries.nth(2)).toContainText('Disbursed');

    const stored = await apiGet<RewardList>('/admin/referral/refereeRewardRecord', { search: reward.referee.email, rewardStatus: 'DISBURSED', pageSize: 200 });
    expect(stored.items.find((r) => r.id === reward.id)).toMatchObject({ status: 'DISBURSED', disbursedByName: payer.name, approvedBy: { name: approver.name } });
    const log = await apiGet<RewardActionLog>('/admin/referral/actionLog', { rewardId: reward.id });
    expect(log.items.map((e) => [e.action, e.admin?.name ?? null])).toEqual([
      ['CREATE', null],
      ['APPROVE', approver.name],
      ['DISBURSE', payer.name],
    ]);
  } finally {
    await context.close();
  }
});

test('the status filter and the search live in the URL, and hold needs a reason', async ({ page }) => {
  await signInFreshAdmin(page, 'finance');
  const screen = new RefereeRewardsScreen(page);
  await screen.open();
  const all = await apiGet<RewardList>('/admin/referral/refereeRewardRecord', { pageSize: 1 });
  await expect(screen.table.total()).toHaveText(totalText(all.total, all.totalIsCapped));
  expect(new URL(page.url()).search).toBe('');

  await screen.showStatus('On hold');
  await expect(page).toHaveURL(/[?&]rewardStatus=ON_HOLD(&|$)/);
  const onHold = await apiGet<RewardList>('/admin/referral/refereeRewardRecord', { rewardStatus: 'ON_HOLD', pageSize: 1 });
  await expect(screen.table.total()).toHaveText(totalText(onHold.total, onHold.totalIsCapped));
  // Waited for, not read once: the previous tab's rows may still be on screen.
  if (Number(onHold.total) > 0) await expect(screen.rowStatuses().first()).toHaveText('On hold');
  await expect(screen.rowStatuses().filter({ hasNotText: 'On hold' })).toHaveCount(0);

  await page.goBack();
  await expect(page).not.toHaveURL(/rewardStatus=/);
  await expect(screen.table.total()).toHaveText(totalText(all.total, all.totalIsCapped));

  // Hold a pending reward: the dialog refuses to go on without a reason.
  const pending = await apiGet<RewardList>('/admin/referral/refereeRewardRecord', { rewardStatus: 'PENDING', pageSize: 40 });
  const reward = pending.items[15];
  if (!reward) throw new Error('the demo data has too few pending rewards');
  await screen.search(reward.referee.email);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(reward.referee.email)}(&|$)`));
  const row = screen.row(reward.id);
  await row.getByTestId('reward-hold').click();
  await page.getByTestId('reward-hold-confirm').click();
  await expect(page.getByText('Please enter a reason')).toBeVisible();
  await page.getByTestId('reward-hold-reason').fill('Checking the referee documents');
  await page.getByTestId('reward-hold-confirm').click();
  await expect(row.getByTestId('row-status')).toHaveText('On hold');
  // From on hold it can be approved or rejected, not held again.
  await expect(row.getByTestId('reward-hold')).toHaveCount(0);
  await expect(row.getByTestId('reward-approve')).toBeVisible();
  await expect(row.getByTestId('reward-reject')).toBeVisible();

  // A row click opens the drawer with the reason in the log.
  await row.getByTestId('row-referrer').click();
  await expect(screen.logEntries().last()).toContainText('Checking the referee documents');
});

test('a decision a colleague made first shows the server\'s message and refreshes the row', async ({ page }) => {
  await signInFreshAdmin(page, 'finance');
  const pending = await apiGet<RewardList>('/admin/referral/refereeRewardRecord', { rewardStatus: 'PENDING', pageSize: 40 });
  const reward = pending.items[23];
  if (!reward) throw new Error('the demo data has too few pending rewards');

  const screen = new RefereeRewardsScreen(page);
  await screen.open(`?search=${encodeURIComponent(reward.referee.email)}`);
  const row = screen.row(reward.id);
  await expect(row.getByTestId('row-status')).toHaveText('Pending');
  // Meanwhile a colleague rejects it.
  const colleague = await page.request.fetch('/admin/referral/actionOnReward', {
    method: 'POST',
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
    data: { rewardId: reward.id, action: 'REJECT', reason: 'Rejected by a colleague' },
  });
  expect(colleague.status()).toBe(200);
  await screen.act(reward.id, 'approve');
  // The server's code in the console's words, the status by its label.
  await expect(page.getByText('This reward is Rejected: it cannot be approved')).toBeVisible();
  await expect(row.getByTestId('row-status')).toHaveText('Rejected');
  await expect(row.getByTestId('reward-approve')).toHaveCount(0);
});

/** The page's own session: the "colleague" acts with it, which the server treats the same. */
async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  if (!token) throw new Error('not signed in');
  return token;
}

test('a support admin (read only) sees the rewards and their log but no action', async ({ page }) => {
  await signInFreshAdmin(page, 'support');
  const screen = new RefereeRewardsScreen(page);
  await screen.open('?rewardStatus=APPROVED');
  await expect(screen.table.rows().first()).toBeVisible();
  await expect(screen.table.root.getByTestId('reward-actions')).toHaveCount(0);
  await expect(screen.table.root.getByTestId('reward-open-log').first()).toBeVisible();
});

test('the referrer commission screen lists the referrers with their amounts, filtered by coin in the URL', async ({ page }) => {
  await signInFreshAdmin(page, 'finance');
  const top = await apiGet<CommissionList>('/admin/referral/referrerCommission', { pageSize: 20 });
  const first = top.items[0];
  if (!first) throw new Error('the demo data has no referral commission');

  const screen = new ReferrerCommissionScreen(page);
  await screen.open();
  await expect(screen.table.total()).toHaveText(totalText(top.total, top.totalIsCapped));
  const row = screen.row(first.referrer.email, first.coin);
  await expect(row.getByTestId('row-referrer')).toContainText(first.referrer.name);
  await expect(row.getByTestId('row-disbursedAmount')).toContainText(grouped(first.disbursedAmount));

  await screen.chooseCoin('BTC');
  await expect(page).toHaveURL(/[?&]coin=BTC(&|$)/);
  const btc = await apiGet<CommissionList>('/admin/referral/referrerCommission', { coin: 'BTC', pageSize: 1 });
  await expect(screen.table.total()).toHaveText(totalText(btc.total, btc.totalIsCapped));
  const btcFirst = btc.items[0];
  if (!btcFirst) throw new Error('the demo data has no BTC commission');
  await expect(screen.row(btcFirst.referrer.email, 'BTC')).toBeVisible();

  // The referrer's name leads to its rewards.
  await screen.row(btcFirst.referrer.email, 'BTC').getByRole('link', { name: btcFirst.referrer.name }).click();
  await expect(page).toHaveURL(/\/referee-rewards\?search=/);
  await expect(page.getByTestId('rewards-table')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('[data-testid="row-referrer"]', { hasText: btcFirst.referrer.email }).first()).toBeVisible();
});

test('the rewards and the commission screens export what they filter as CSV', async ({ page }) => {
  await signInFreshAdmin(page, 'support');
  const rewards = new RefereeRewardsScreen(page);
  await rewards.open('?rewardStatus=APPROVED');
  const approved = await apiGet<RewardList>('/admin/referral/refereeRewardRecord', { rewardStatus: 'APPROVED', pageSize: 1 });
  const rewardsCsv = await downloadCsv(page, page.getByTestId('rewards-export'));
  expect(rewardsCsv.name).toMatch(/^referee-rewards-.*\.csv$/);
  expect(rewardsCsv.header.split(',').slice(0, 5)).toEqual(['created_at', 'status', 'trigger', 'coin', 'amount']);
  expect(rewardsCsv.lines).toHaveLength(Number(approved.total));
  for (const line of rewardsCsv.lines) expect(line.split(',')[1]).toBe('APPROVED');

  const commission = new ReferrerCommissionScreen(page);
  await commission.open('?coin=BTC');
  const btc = await apiGet<CommissionList>('/admin/referral/referrerCommission', { coin: 'BTC', pageSize: 1 });
  const commissionCsv = await downloadCsv(page, page.getByTestId('commission-export'));
  expect(commissionCsv.name).toMatch(/^referrer-commission-.*\.csv$/);
  expect(commissionCsv.lines).toHaveLength(Number(btc.total));
  for (const line of commissionCsv.lines) expect(line).toMatch(/,BTC,/);
});
