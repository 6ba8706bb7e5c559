import { expect, test } from '@playwright/test';
import type { CryptoCoin } from '@exchange/contract/crypto/crypto-coins';
import type { WhitelistAddress } from '@exchange/contract/crypto/crypto-whitelist';
import type { ListResponse } from '@exchange/contract/platform/lists';
import en from '../../apps/web/src/app/i18n/locales/en.json' with { type: 'json' };
import { apiGet } from '../support/p2p-api.ts';
import { ListTable, dismissTwoFactorReminder, signInFreshAdmin } from '../support/p2p-pages.ts';
import { chooseOption } from '../support/select-option.ts';
import { LOOKS, openIn, shoot, shotsDir } from '../support/looks.ts';

const shots = shotsDir('issue-13-crypto');

test('a coin is deactivated and activated with a confirmation, a network edited with a reason, and the history shows both', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInFreshAdmin(page, 'admin');
  await page.goto('/coins');
  await dismissTwoFactorReminder(page);
  await expect(page.getByText(en.titles.coins).first()).toBeVisible();
  const usdc = page.getByTestId('coin-USDC');
  await expect(usdc.getByTestId('coin-status')).toHaveText('Active');

  // Off, with the reason the dialog asks for; then on again.
  await usdc.getByTestId('coin-toggle').click();
  await page.getByTestId('coin-toggle-reason').fill('Issuer paused minting');
  await page.getByTestId('coin-toggle-confirm').click();
  await expect(usdc.getByTestId('coin-status')).toHaveText('Inactive');
  await expect(usdc).toHaveAttribute('data-active', 'false');
  await usdc.getByTestId('coin-toggle').click();
  await page.getByTestId('coin-toggle-reason').fill('Minting resumed');
  await page.getByTestId('coin-toggle-confirm').click();
  await expect(usdc.getByTestId('coin-status')).toHaveText('Active');

  // The network's required confirmations, with a reason.
  const network = usdc.locator('[data-network="ERC20"]');
  const before = Number(await network.getByTestId('network-confirmations').innerText());
  await network.getByTestId('network-edit').click();
  const form = page.getByTestId('network-form');
  await form.getByTestId('network-form-confirmations').fill(String(before + 1));
  await form.getByTestId('network-form-reason').fill('Reorg risk after the last fork');
  await page.getByTestId('network-form-submit').click();
  await expect(form).toBeHidden();
  await expect(network.getByTestId('network-confirmations')).toHaveText(String(before + 1));

  await usdc.getByTestId('coin-history').click();
  const history = page.getByTestId('coin-history-drawer');
  const rows = history.locator('tbody tr.ant-table-row');
  await expect(rows.first().getByTestId('coin-history-field')).toHaveText(`ERC20 · ${en.crypto.changeField.requiredConfirmations}`);
  await expect(rows.first().getByTestId('coin-history-after')).toHaveText(String(before + 1));
  await expect(rows.first().getByTestId('history-reason')).toHaveText('Reorg risk after the last fork');
  await expect(history.getByText('Minting resumed')).toBeVisible();
  await expect(history.getByText('Issuer paused minting')).toBeVisible();
  await history.waitFor({ state: 'visible' });
  await page.waitForTimeout(400);
  await shoot(page, shots, 'coin-history-en');

  for (const look of LOOKS) {
    await openIn(page, '/coins', look);
    await expect(page.getByTestId('coin-BTC')).toBeVisible();
    await shoot(page, shots, `coins-${look.name}`);
  }
});

test('a crypto withdrawal goes through both approval steps by two admins; the maker cannot approve its own', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  // A demo customer with a TRC20 address past its cool-down and USDT credited on that network.
  const entries = await apiGet<ListResponse<WhitelistAddress>>('/admin/crypto/whitelist', { coin: 'USDT', limit: 200 });
  const entry = entries.items.find((e) => e.network.code === 'TRC20' && !e.inCoolDown);
  if (!entry) throw new Error('the demo data has no USDT TRC20 whitelist entry past its cool-down');
  const coins = await apiGet<ListResponse<CryptoCoin>>('/admin/crypto/coins');
  const trc20 = coins.items.find((c) => c.code === 'USDT')?.networks.find((n) => n.code === 'TRC20');
  if (!trc20) throw new Error('no USDT TRC20 network');

  const maker = await signInFreshAdmin(page, 'finance');
  await page.goto('/crypto-transactions/sent');
  await dismissTwoFactorReminder(page);
  const table = new ListTable(page, 'crypto-withdrawals-table');
  await table.waitReady();
  await page.getByTestId('crypto-withdrawal-new').click();
  const form = page.getByTestId('crypto-withdrawal-form');
  await form.getByTestId('fiat-form-customer').fill(entry.customer.id);
  await expect(form.getByTestId('fiat-form-customer-preview')).toContainText(entry.customer.name);
  await chooseOption(page, form.getByTestId('crypto-form-coin'), 'USDT');
  await chooseOption(page, form.getByTestId('crypto-form-network'), `TRC20 · ${trc20.name}`);
  await form.getByTestId('crypto-form-address').fill(entry.address);
  await form.getByTestId('crypto-form-amount').fill('12.5');
  await page.getByTestId('crypto-withdrawal-form-submit').click();
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(/detail=[0-9a-f-]{36}/);
  const withdrawalId = new URL(page.url()).searchParams.get('detail') ?? '';
  const drawer = page.getByTestId('crypto-withdrawal-drawer');
  await expect(drawer.getByTestId('drawer-status')).toHaveText('Submitted');
  await expect(drawer.getByTestId('drawer-amount')).toContainText('12.5');

  await drawer.getByTestId('crypto-withdrawal-submit').click();
  await page.getByTestId('crypto-withdrawal-submit-confirm').click();
  await expect(drawer.getByTestId('drawer-status')).toHaveText('Pending approval');
  await expect(drawer.getByTestId('drawer-submitted-by')).toHaveText(maker.name);

  // The maker's own approval: refused by the server, read in the dialog.
  await drawer.getByTestId('crypto-withdrawal-approve').click();
  await page.getByTestId('crypto-withdrawal-approve-confirm').click();
  await expect(page.getByTestId('crypto-withdrawal-approve-error')).toContainText(en.apiErrors.cryptoWithdrawal.fourEyes);
  await page.locator('.ant-modal:visible').getByRole('button', { name: en.common.cancel }).click();
  await expect(drawer.getByTestId('drawer-status')).toHaveText('Pending approval');

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const checkerPage = await context.newPage();
  try {
    const checker = await signInFreshAdmin(checkerPage, 'finance');
    await checkerPage.goto(`/crypto-transactions/sent?detail=${withdrawalId}`);
    await dismissTwoFactorReminder(checkerPage);
    const checkerDrawer = checkerPage.getByTestId('crypto-withdrawal-drawer');
    await expect(checkerDrawer.getByTestId('drawer-status')).toHaveText('Pending approval');
    await checkerDrawer.getByTestId('crypto-withdrawal-approve').click();
    await checkerPage.getByTestId('crypto-withdrawal-approve-confirm').click();
    await expect(checkerDrawer.getByTestId('drawer-status')).toHaveText('Approved');
    await expect(checkerDrawer.getByTestId('drawer-approved-by')).toHaveText(checker.name);

    // The customer's Crypto tab lists it with the whitelist.
    await checkerPage.goto(`/customers/${entry.customer.id}?tab=crypto`);
    await expect(checkerPage.getByTestId('customer-crypto-withdrawals')).toContainText(entry.address.slice(0, 8));
    await expect(checkerPage.getByTestId('customer-crypto-whitelist')).toBeVisible();
    await checkerPage.waitForTimeout(400);
    await shoot(checkerPage, shots, 'customer-crypto-tab-en');

    for (const look of LOOKS) {
      await openIn(checkerPage, '/crypto-transactions/sent', look);
      await new ListTable(checkerPage, 'crypto-withdrawals-table').waitReady();
      await shoot(checkerPage, shots, `sent-${look.name}`);
      await checkerPage.locator(`tr[data-row-id="${withdrawalId}"]`).click();
      await expect(checkerPage.getByTestId('crypto-withdrawal-drawer').getByTestId('drawer-status')).toBeInViewport({ ratio: 1 });
      await checkerPage.waitForTimeout(400);
      await shoot(checkerPage, shots, `sent-drawer-${look.name}`);
      await openIn(checkerPage, '/crypto-transactions/received', look);
      await new ListTable(checkerPage, 'crypto-deposits-table').waitReady();
      await shoot(checkerPage, shots, `received-${look.name}`);
      await openIn(checkerPage, '/whitelist', look);
      await new ListTable(checkerPage, 'crypto-whitelist-table').waitReady();
      await shoot(checkerPage, shots, `whitelist-${look.name}`);
      await openIn(checkerPage, '/fex-whitelist', look);
      await new ListTable(checkerPage, 'crypto-fex-table').waitReady();
      await shoot(checkerPage, shots, `fex-whitelist-${look.name}`);
    }
  } finally {
    await context.close();
  }
});
