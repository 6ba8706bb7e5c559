import { expect, test } from '@playwright/test';
import type { OtpLog } from '@exchange/contract/otp/otp';
import type { ListResponse } from '@exchange/contract/platform/lists';
import en from '../../apps/web/src/app/i18n/locales/en.json' with { type: 'json' };
import { adminCall, signInByApi } from '../support/admin-api.ts';
import { dismissTwoFactorReminder } from '../support/console-pages.ts';
import { E2E_ADMIN } from '../support/e2e-env.ts';
import { shootLooks, shotsDir } from '../support/looks.ts';
import { signInFreshAdminAtHome } from '../support/p2p-pages.ts';
import { platformPost, serviceKey } from '../support/platform-api.ts';

const shots = shotsDir('otp');

test('an operation keeps its last OTP method; a method switched on takes codes, and the log shows them by customer', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const admin = await signInFreshAdminAtHome(page, 'admin');
  await page.getByTestId('nav-otp-settings').click();
  await dismissTwoFactorReminder(page);
  const row = page.locator('tr[data-operation="ADD_BANK_ACCOUNT"]');
  const email = row.getByTestId('otp-ADD_BANK_ACCOUNT-EMAIL');
  const sms = row.getByTestId('otp-ADD_BANK_ACCOUNT-SMS');
  await expect(email).toHaveAttribute('data-checked', 'true');
  await expect(sms).toHaveAttribute('data-checked', 'false');

  // E-mail is the only method adding a bank account has: the server refuses to leave it with none.
  await email.click();
  await page.getByTestId('otp-ADD_BANK_ACCOUNT-EMAIL-confirm').click();
  await expect(page.locator('.ant-message')).toContainText(en.apiErrors.otp.lastMethod);
  await expect(email).toHaveAttribute('data-checked', 'true');

  await sms.click();
  await page.getByTestId('otp-ADD_BANK_ACCOUNT-SMS-confirm').click();
  await expect(sms).toHaveAttribute('data-checked', 'true');
  await expect(row).toContainText(admin.name);

  // The OTP service may now send codes for it by SMS; what it reports is in the log.
  const key = await serviceKey('OTP service', ['otp.logs.report']);
  const root = await signInByApi(E2E_ADMIN.email, E2E_ADMIN.password);
  const customers = await adminCall<ListResponse<{ id: string; email: string }>>('GET', '/admin/customers?limit=1&state=ACTIVE', undefined, root);
  const [customer] = customers.body.items;
  if (!customer) throw new Error('no active demo customer');
  const sent = await platformPost<OtpLog>(key, '/platform/otp/logs', { customerId: customer.id, method: 'SMS', operation: 'ADD_BANK_ACCOUNT', result: 'SENT', ip: '198.51.100.23' });
  expect(sent.status).toBe(201);
  expect((await platformPost<OtpLog>(key, '/platform/otp/logs', { customerId: customer.id, method: 'SMS', operation: 'ADD_BANK_ACCOUNT', result: 'VERIFIED' })).status).toBe(201);

  await page.getByTestId('otp-tab-logs').click();
  await expect(page).toHaveURL(/\/otp-settings\/logs/);
  await page.getByTestId('otp-email').fill(customer.email);
  await page.getByTestId('otp-email').press('Enter');
  await expect(page).toHaveURL(new RegExp(`email=${encodeURIComponent(customer.email).replace('.', '\\.')}`));
  const table = page.getByTestId('otp-logs-table');
  const bankRows = table.locator('tbody tr.ant-table-row', { hasText: en.otp.operation.ADD_BANK_ACCOUNT });
  await expect(bankRows).toHaveCount(2);
  await expect(bankRows.first().getByTestId('otp-log-result')).toHaveText(en.otp.result.VERIFIED);
  await expect(bankRows.nth(1)).toContainText('198.51.100.23');

  await shootLooks(page, shots, '/otp-settings', 'otp-methods', async (p) => { await expect(p.getByTestId('otp-methods-table').locator('tbody tr.ant-table-row')).toHaveCount(6); });
  await shootLooks(page, shots, '/otp-settings/logs', 'otp-logs', async (p) => { await expect(p.getByTestId('otp-logs-table').locator('tbody tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 }); });
});
