import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import en from '../../apps/web/src/app/i18n/locales/en.json' with { type: 'json' };
import { E2E_ADMIN, E2E_BASE_URL } from '../support/e2e-env.ts';
import { adminCall, signInByApi } from '../support/admin-api.ts';
import { confirmAndWaitClosed } from '../support/confirm.ts';
import { VoucherBatchesScreen } from '../support/growth-pages.ts';
import { CustomerMoneyScreen } from '../support/ledger-pages.ts';
import { signInFreshAdmin, signInFreshAdminAtHome } from '../support/p2p-pages.ts';
import { LOOKS, openIn, shoot, shotsDir } from '../support/looks.ts';

const shots = shotsDir('growth-money');

/** A service account of the exchange with the redeem scope, made through the admin API; its key. */
async function customerAppKey(): Promise<string> {
  const root = await signInByApi(E2E_ADMIN.email, E2E_ADMIN.password);
  const made = await adminCall<{ apiKey: string }>('POST', '/admin/integration/service-accounts', { name: `Customer app ${randomUUID().slice(0, 6)}`, scopes: ['vouchers.redeem'] }, root);
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.apiKey;
}

async function activeCustomer(): Promise<{ id: string; name: string }> {
  const root = await signInByApi(E2E_ADMIN.email, E2E_ADMIN.password);
  const list = await adminCall<{ items: { id: string; name: string }[] }>('GET', '/admin/customers?state=ACTIVE&limit=20', undefined, root);
  const customer = list.body.items[Math.floor(Math.random() * list.body.items.length)];
  if (!customer) throw new Error('no active demo customer');
  return customer;
}

const redeem = (key: string, code: string, customerId: string) =>
  fetch(`${E2E_BASE_URL}/platform/vouchers/redeem`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ code, customerId }),
  });

test('marketing creates a voucher batch in the console, the app redeems a code, the log and the customer statement show it', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const key = await customerAppKey();
  const customer = await activeCustomer();
  await signInFreshAdminAtHome(page, 'admin');

  // The sidebar's Growth group leads to Gift Vouchers.
  await page.getByTestId('nav-vouchers').click();
  await expect(page).toHaveURL(/\/vouchers$/);
  await expect(page.getByTestId('header-title')).toHaveText(en.titles.vouchers);
  const screen = new VoucherBatchesScreen(page);
  await screen.open();
  const name = `E2E gift ${randomUUID().slice(0, 6)}`;
  const codes = await screen.createBatch({ name, amount: '7.5', codes: 3 });
  expect(codes).toHaveLength(3);
  for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{26}$/);
  const row = screen.row(name);
  await expect(row.getByTestId('voucher-status')).toHaveText(en.status.ACTIVE);
  await expect(row.getByTestId('voucher-redeemed')).toHaveText('0 of 3');

  // The exchange's app redeems one code for the customer: once.
  const [code] = codes as [string];
  const first = await redeem(key, code, customer.id);
  expect(first.status).toBe(201);
  const again = await redeem(key, code, customer.id);
  expect(again.status).toBe(409);
  expect(((await again.json()) as { error: { code: string } }).error.code).toBe('voucher.alreadyRedeemed');

  await screen.open();
  await expect(screen.row(name).getByTestId('voucher-redeemed')).toHaveText('1 of 3');
  // The batch's redemption log names the customer and the amount.
  await screen.row(name).getByTestId('voucher-redemptions').click();
  await expect(page).toHaveURL(/\/vouchers\/redemptions\?batchId=/);
  const log = page.getByTestId('redemption-table');
  await expect(log).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const logRow = log.locator('tbody tr.ant-table-row');
  await expect(logRow).toHaveCount(1);
  await expect(logRow.getByTestId('redemption-customer')).toHaveText(customer.name);
  await expect(logRow.getByTestId('redemption-code')).toContainText(code.slice(-4));
  // Export gives the filtered log (this batch's one redemption), the code only as its hint.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('voucher-redemptions-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^voucher-redemptions-.*\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).split('\n').filter((line) => line !== '');
  expect(lines[0]).toBe('redeemed_at,batch,batch_id,code_hint,customer_name,customer_email,asset,amount,ledger_entry_id');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`,${code.slice(-4)},`);
  expect(lines[1]).not.toContain(code);

  // The customer's statement shows the journal entry that credited the voucher.
  const money = new CustomerMoneyScreen(page, customer.id);
  await money.openStatement('USDT');
  const latest = money.statementRows().first();
  await expect(latest).toContainText(en.ledger.kind.VOUCHER_REDEMPTION);
  await expect(latest.getByTestId('statement-amount')).toContainText('7.5');

  // Revoked in the console, the batch refuses its remaining codes.
  await screen.open();
  await screen.row(name).getByTestId('voucher-revoke').click();
  await page.locator('.ant-modal:visible textarea').fill('Campaign ended early');
  await confirmAndWaitClosed(page.locator('.ant-modal:visible .ant-btn-primary, .ant-modal:visible .ant-btn-dangerous').last());
  await expect(screen.row(name).getByTestId('voucher-status')).toHaveText(en.status.REVOKED);
  const refused = await redeem(key, codes[1] ?? '', customer.id);
  expect(refused.status).toBe(409);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('voucher.revoked');
});

test('the growth screens in English, dark and Arabic', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInFreshAdmin(page, 'admin');
  const screens = [
    { path: '/vouchers', table: 'voucher-table' },
    { path: '/vouchers/redemptions', table: 'redemption-table' },
    { path: '/campaigns', table: 'campaign-table' },
    { path: '/campaigns/rewards', table: 'campaign-reward-table' },
    { path: '/donations', table: 'cause-table' },
    { path: '/donations/list', table: 'donation-table' },
  ];
  for (const look of LOOKS) {
    for (const screen of screens) {
      await openIn(page, screen.path, look);
      await expect(page.getByTestId(screen.table)).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
      await shoot(page, shots, `${screen.path.slice(1).replace(/\//g, '-')}-${look.name}`);
    }
  }
});
