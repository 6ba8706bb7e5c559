import { expect, test } from '@playwright/test';
import { dismissTwoFactorReminder, signInFreshAdmin } from '../support/p2p-pages.ts';
import {
  PaymentMethodsScreen,
  createLimitByApi,
  createPaymentMethodByApi,
  paymentMethodByApi,
  updateLimitByApi,
} from '../support/payment-methods-pages.ts';

// Every test makes the payment methods it changes, so none depends on another's changes or on the demo data.

test('edit a limit in the drawer: the row and the API show the new fee and maximum deposit', async ({ page }) => {
  const method = await createPaymentMethodByApi();
  const uae = await createLimitByApi(method.id, { country: 'AE', type: 'DEPOSIT', fee: '1.50', maxDeposit: '5000' });
  await createLimitByApi(method.id, { country: 'GB', type: 'WITHDRAWAL', fee: '0.50' });

  await signInFreshAdmin(page, 'admin');
  const screen = new PaymentMethodsScreen(page);
  await screen.open(`?search=${encodeURIComponent(method.name)}`);
  await dismissTwoFactorReminder(page);
  await expect(screen.table.rows()).toHaveCount(1);
  await expect(screen.row(method.name).getByTestId('payment-method-limit-count')).toHaveText('2 / 2');
  await expect(screen.row(method.name).getByTestId('payment-method-on-ramp')).toBeVisible();

  const panel = await screen.expand(method.name);
  await expect(panel.locator('tr.ant-table-row')).toHaveCount(2);
  // Fees and limits in the country's currency; a withdrawal has no minimum buy.
  const gb = screen.limitRow(panel, 'United Kingdom');
  await expect(gb.getByTestId('limit-fee')).toHaveText('0.50 GBP');
  await expect(gb.getByTestId('limit-min-buy')).toHaveCount(0);
  const row = screen.limitRow(panel, 'United Arab Emirates');
  await expect(row.getByTestId('limit-fee')).toHaveText('1.50 AED');
  await expect(row.getByTestId('limit-max-deposit')).toHaveText('5,000.00 AED');

  await screen.editLimit(panel, 'United Arab Emirates');
  await expect(screen.field('fee')).toHaveValue('1.50');
  await screen.field('fee').fill('2.75');
  await screen.field('maxDeposit').fill('7500');
  await screen.submitLimit();
  await expect(screen.limitDrawer()).toBeHidden();

  // Shown without a reload, the method's row still expanded.
  await expect(row.getByTestId('limit-fee')).toHaveText('2.75 AED');
  await expect(row.getByTestId('limit-max-deposit')).toHaveText('7,500.00 AED');
  await expect(row.getByTestId('limit-min-deposit')).toHaveText('100.00 AED');
  const stored = (await paymentMethodByApi(method.name)).limits.find((l) => l.id === uae.id);
  expect(stored).toMatchObject({ fee: '2.75', maxDeposit: '7500.00', minDeposit: '100.00', feePercentage: '2.50', isActive: true });

  // A reload shows the server's state, not something the page kept.
  await page.reload();
  await screen.table.waitReady();
  const reloaded = await screen.expand(method.name);
  await expect(screen.limitRow(reloaded, 'United Arab Emirates').getByTestId('limit-fee')).toHaveText('2.75 AED');
});

test('a refused edit shows why on the field: min above max in the form, and against a value another admin just stored', async ({ page }) => {
  const method = await createPaymentMethodByApi();
  const limit = await createLimitByApi(method.id, { country: 'FR', type: 'DEPOSIT', minDeposit: '100', maxDeposit: '1000' });

  await signInFreshAdmin(page, 'admin');
  const screen = new PaymentMethodsScreen(page);
  await screen.open(`?search=${encodeURIComponent(method.name)}`);
  await dismissTwoFactorReminder(page);
  const panel = await screen.expand(method.name);
  await screen.editLimit(panel, 'France');

  // The console's own checks, the same as the server's.
  await screen.field('maxDeposit').fill('50');
  await screen.field('fee').fill('-1');
  await screen.field('feePercentage').fill('101');
  await screen.submitLimit();
  await expect(screen.fieldError('maxDeposit')).toHaveText('Must not be below the minimum deposit');
  await expect(screen.fieldError('fee')).toHaveText('Must not be negative');
  await expect(screen.fieldError('feePercentage')).toHaveText('Must be between 0 and 100');
  await screen.field('fee').fill('1.50');
  await screen.field('feePercentage').fill('2.50');

  // Meanwhile another admin raises the minimum: the form still holds 100, so 500 passes its checks,
  // and the server refuses it against the stored 600, on the field that was typed.
  await updateLimitByApi(limit.id, { minDeposit: '600' });
  await screen.field('maxDeposit').fill('500');
  await expect(screen.fieldError('maxDeposit')).toHaveCount(0);
  await screen.submitLimit();
  // In the console's words for the server's code, with the bound it names; never the API's field name.
  await expect(screen.fieldError('maxDeposit')).toHaveText('Must not be below the minimum (600.00)');
  await expect(screen.limitDrawer()).toBeVisible();

  const stored = (await paymentMethodByApi(method.name)).limits.find((l) => l.id === limit.id);
  expect(stored).toMatchObject({ minDeposit: '600.00', maxDeposit: '1000.00', fee: '1.50' });
});

test('adding a second limit for the same country and type shows the server\'s conflict on the country', async ({ page }) => {
  const method = await createPaymentMethodByApi();
  await createLimitByApi(method.id, { country: 'KE', type: 'DEPOSIT' });

  await signInFreshAdmin(page, 'admin');
  const screen = new PaymentMethodsScreen(page);
  await screen.open(`?search=${encodeURIComponent(method.name)}`);
  await dismissTwoFactorReminder(page);
  const panel = await screen.expand(method.name);
  await screen.addLimit(panel);
  await screen.chooseCountry('Kenya');
  await screen.field('minDeposit').fill('10');
  await screen.field('maxDeposit').fill('100');
  await screen.field('processingTime').fill('Instant');
  await screen.submitLimit();
  await expect(screen.fieldError('country')).toContainText('This payment method has a deposit limit for Kenya already');

  // As a withdrawal limit it is new, and appears in the expanded row.
  await page.locator('#paymentMethodLimitForm_type').getByText('Withdrawal', { exact: true }).click();
  await screen.submitLimit();
  await expect(screen.limitDrawer()).toBeHidden();
  await expect(panel.locator('tr.ant-table-row')).toHaveCount(2);
  await expect(screen.row(method.name).getByTestId('payment-method-limit-count')).toHaveText('2 / 1');
  expect((await paymentMethodByApi(method.name)).limits.map((l) => `${l.country} ${l.type}`)).toEqual(['KE DEPOSIT', 'KE WITHDRAWAL']);
});

test('a read-only admin sees the methods and their limits but no way to change them', async ({ page }) => {
  const method = await createPaymentMethodByApi();
  await createLimitByApi(method.id, { country: 'BR' });

  await signInFreshAdmin(page, 'support');
  const screen = new PaymentMethodsScreen(page);
  await screen.open(`?search=${encodeURIComponent(method.name)}`);
  await dismissTwoFactorReminder(page);
  await expect(screen.row(method.name)).toBeVisible();
  await expect(page.getByTestId('payment-method-create')).toHaveCount(0);
  await expect(screen.row(method.name).getByTestId('payment-method-edit')).toHaveCount(0);
  await expect(screen.row(method.name).getByTestId('payment-method-active-switch')).toBeDisabled();
  const panel = await screen.expand(method.name);
  await expect(screen.limitRow(panel, 'Brazil')).toBeVisible();
  await expect(panel.getByTestId('limit-add')).toHaveCount(0);
  await expect(panel.getByTestId('limit-edit')).toHaveCount(0);
  await expect(panel.getByTestId('limit-active-switch')).toBeDisabled();
});
