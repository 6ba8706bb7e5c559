import type { Customer } from '@exchange/contract/customers/customers';
import type { CustomerWithdrawalLimits, FeeChange, FeeSchedule } from '@exchange/contract/fees/fees';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { expect, test } from '@playwright/test';
import { downloadCsv } from '../support/csv-download.ts';
import { CustomerLimitsTab, FeesScreen } from '../support/fees-pages.ts';
import { apiGet } from '../support/p2p-api.ts';
import { ListTable, signInFreshAdmin } from '../support/p2p-pages.ts';
import { LOOKS, backToEnglish, openIn, shoot, shotsDir } from '../support/looks.ts';
import { chooseOption } from '../support/select-option.ts';

const shots = shotsDir('fees');

test('edit a fee schedule with a reason and see its change history', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInFreshAdmin(page, 'finance');
  const fees = new FeesScreen(page);
  // The demo's EUR withdrawal schedule for any level: 0.92 EUR + 0.1 %.
  await fees.open('?operation=FIAT_WITHDRAWAL&asset=EUR&kycLevel=ANY');
  await expect(page.getByTestId('header-title')).toHaveText('Fees and Taxes');
  await fees.ready();
  const row = fees.scheduleRow('FIAT_WITHDRAWAL', 'EUR');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('fee-price')).toHaveText('0.92 EUR + 0.1 %');
  await expect(row.getByTestId('fee-state')).toHaveText('In force');

  await row.getByTestId('fee-schedule-edit').click();
  await fees.saveSchedule({ fixedFee: '1.10', percentage: '0.15', reason: 'Correspondent bank charges went up' });
  await expect(row.getByTestId('fee-price')).toHaveText('1.10 EUR + 0.15 %');
  const [stored] = (await apiGet<ListResponse<FeeSchedule>>('/admin/fees/schedules', { operation: 'FIAT_WITHDRAWAL', asset: 'EUR', kycLevel: 'ANY' })).items;
  expect(stored).toMatchObject({ fixedFee: '1.10', percentage: '0.15', inForce: true });
  // The filtered rows as CSV.
  const csv = await downloadCsv(page, page.getByTestId('fee-schedule-export'));
  expect(csv.lines).toEqual([expect.stringMatching(/^FIAT_WITHDRAWAL,EUR,ANY,1\.10,0\.15,1\.84,46\.00,true,true,/)]);

  // The row's history: the edit on top, what changed and why, then the creation.
  await row.getByTestId('fee-schedule-history').click();
  await expect(fees.historyDrawerRows()).toHaveCount(2);
  const edit = fees.historyDrawerRows().first();
  await expect(edit.getByTestId('fee-change-action')).toHaveText('Edited');
  await expect(edit.getByTestId('fee-change-reason')).toHaveText('Correspondent bank charges went up');
  await expect(edit.getByTestId('fee-change-fields')).toContainText('Fixed fee: 0.92 → 1.10');
  await expect(edit.getByTestId('fee-change-fields')).toContainText('Percentage: 0.1 % → 0.15 %');
  await expect(fees.historyDrawerRows().nth(1).getByTestId('fee-change-action')).toHaveText('Created');
  await shoot(page, shots, 'fee-schedule-history-en');
  await page.keyboard.press('Escape');

  // A refusal the form catches before the server: a maximum below the minimum.
  await row.getByTestId('fee-schedule-edit').click();
  const form = page.getByTestId('fee-schedule-form');
  await form.locator('input[data-testid="fee-form-minimum"]').fill('10');
  await form.locator('input[data-testid="fee-form-maximum"]').fill('5');
  await form.getByTestId('fee-form-reason').fill('Trying a wrong range');
  await page.getByTestId('fee-schedule-submit').click();
  await expect(form).toContainText('Must not be below the minimum fee');
  await form.getByRole('button', { name: 'Cancel' }).click();
  const discard = page.getByRole('button', { name: /Discard|Leave/ });
  if (await discard.count()) await discard.first().click();

  // The whole-screen history and the tax rules tab.
  await page.getByTestId('fees-tab-history').click();
  const history = page.getByTestId('fee-history-table').locator('tbody tr.ant-table-row');
  await expect(history.first().getByTestId('fee-change-reason')).toHaveText('Correspondent bank charges went up');
  await page.getByTestId('fees-tab-taxes').click();
  const taxes = new ListTable(page, 'tax-rule-table');
  await fees.ready(taxes);
  await expect(taxes.rows()).toHaveCount(2);

  // Try a quote: 1000 EUR withdrawn now costs 1.10 + 1.50.
  await page.getByTestId('fees-tab-quote').click();
  await chooseOption(page, page.getByTestId('fee-quote-asset'), 'EUR');
  await expect(page.getByTestId('fee-quote-fee')).toHaveText('2.60 EUR');
});

test('set a customer\'s withdrawal limit override with a reason on the customer page, then remove it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInFreshAdmin(page, 'finance');
  const active = await apiGet<ListResponse<Customer>>('/admin/customers', { state: 'ACTIVE', kycLevel: '1', limit: 50 });
  const customer = active.items[5];
  if (!customer) throw new Error('no active level-1 demo customer');

  const tab = new CustomerLimitsTab(page);
  await tab.open(customer.id);
  // Level 1's AED limits apply (3,670 a day, 18,350 a month).
  await expect(tab.row('AED').getByTestId('limit-source')).toHaveText('KYC level');
  await expect(tab.row('AED').getByTestId('effective-24h')).toHaveText('3,670.00 AED');

  await tab.row('AED').getByTestId('override-edit').click();
  const form = page.getByTestId('limit-override-form');
  await form.locator('input[data-testid="override-form-24h"]').fill('50000');
  await form.locator('input[data-testid="override-form-30d"]').fill('200000');
  await form.getByTestId('override-form-reason').fill('Verified business account, approved by compliance');
  await page.getByTestId('limit-override-submit').click();
  await expect(form).toBeHidden();

  await expect(tab.row('AED').getByTestId('limit-source')).toHaveText('Override');
  await expect(tab.row('AED').getByTestId('effective-24h')).toHaveText('50,000.00 AED');
  await expect(tab.row('AED').getByTestId('override-details')).toContainText('Verified business account, approved by compliance');
  await expect(tab.historyRows().first().getByTestId('fee-change-action')).toHaveText('Created');
  await expect(tab.historyRows().first().getByTestId('fee-change-reason')).toHaveText('Verified business account, approved by compliance');
  const limits = await apiGet<CustomerWithdrawalLimits>(`/admin/customers/${customer.id}/withdrawalLimits`);
  expect(limits.items.find((i) => i.asset === 'AED')?.effective).toEqual({ per24h: '50000.00', per30d: '200000.00', source: 'OVERRIDE' });
  await shoot(page, shots, 'customer-limits-en');

  // Removed with a reason: the level's limits apply again.
  await tab.row('AED').getByTestId('override-remove').click();
  await page.getByTestId('override-remove-reason').fill('Business verification expired');
  await page.getByTestId('override-remove-confirm').click();
  await expect(tab.row('AED').getByTestId('limit-source')).toHaveText('KYC level');
  await expect(tab.historyRows().first().getByTestId('fee-change-action')).toHaveText('Removed');
});

test('screens of fees, taxes and limits in English, Arabic and dark', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInFreshAdmin(page, 'admin');
  // A demo customer with a live override (the corporate treasury account): found through the overrides' history.
  const changes = await apiGet<ListResponse<FeeChange>>('/admin/withdrawalLimits/history', { subject: 'LIMIT_OVERRIDE', limit: 20 });
  let overridden: string | undefined;
  for (const customerId of new Set(changes.items.map((c) => c.customerId).filter((id): id is string => id !== null))) {
    const limits = await apiGet<CustomerWithdrawalLimits>(`/admin/customers/${customerId}/withdrawalLimits`);
    if (limits.items.some((i) => i.override?.per24h)) {
      overridden = customerId;
      break;
    }
  }
  if (!overridden) throw new Error('no demo customer with an override');
  const fees = new FeesScreen(page);
  for (const look of LOOKS) {
    await openIn(page, '/fees-and-taxes', look);
    await fees.ready();
    await shoot(page, shots, `fees-schedules-${look.name}`);
    await page.getByTestId('fees-tab-taxes').click();
    await fees.ready(new ListTable(page, 'tax-rule-table'));
    await shoot(page, shots, `fees-taxes-${look.name}`);
    await page.getByTestId('fees-tab-history').click();
    await expect(page.getByTestId('fee-history-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
    await shoot(page, shots, `fees-history-${look.name}`);
    await page.getByTestId('fees-tab-quote').click();
    await expect(page.getByTestId('fee-quote-result')).toBeVisible();
    await shoot(page, shots, `fees-quote-${look.name}`);
    await page.goto('/fees-and-taxes');
    await fees.ready();
    await page.getByTestId('fee-schedule-new').click();
    await expect(page.getByTestId('fee-schedule-form')).toBeVisible();
    await shoot(page, shots, `fees-schedule-form-${look.name}`);
    await page.keyboard.press('Escape');

    await page.goto('/withdrawal-limits');
    await fees.ready(new ListTable(page, 'withdrawal-limit-table'));
    await shoot(page, shots, `withdrawal-limits-${look.name}`);
    await page.goto('/withdrawal-limits?tab=history');
    await expect(page.getByTestId('limit-history-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
    await shoot(page, shots, `withdrawal-limits-history-${look.name}`);

    await new CustomerLimitsTab(page).open(overridden);
    await expect(page.getByTestId('override-details').first()).toBeVisible();
    await shoot(page, shots, `customer-limits-${look.name}`);
  }
  await backToEnglish(page);
});
