import type { Merchant } from '@exchange/contract/p2p/merchants';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { expect, test } from '@playwright/test';
import { downloadCsv } from '../support/csv-download.ts';
import { apiGet } from '../support/p2p-api.ts';
import {
  MerchantDetailScreen,
  MerchantListScreen,
  StatisticsScreen,
  adsByApi,
  createMerchantByApi,
  createPaymentMethodByApi,
  freshMerchantInput,
  merchantByApi,
  merchantByEmail,
  signInAsRoot,
  toast,
} from '../support/merchant-pages.ts';

// Every test makes the merchants it changes, so none depends on another's changes or on the demo data's state.

test('deactivate a merchant and activate it again: confirmations, switches and the API agree', async ({ page }) => {
  const merchant = await createMerchantByApi({ online: true });
  await signInAsRoot(page);
  const list = new MerchantListScreen(page);
  await list.open(`?search=${encodeURIComponent(merchant.email)}`);
  await expect(list.row(merchant.name)).toBeVisible();
  await expect(list.activeSwitch(merchant.name)).toBeChecked();
  await expect(list.onlineSwitch(merchant.name)).toBeChecked();

  // Cancelling changes nothing.
  await list.toggle(list.activeSwitch(merchant.name), 'cancel');
  await expect(list.activeSwitch(merchant.name)).toBeChecked();
  expect((await merchantByApi(merchant.id)).isActive).toBe(true);

  // Deactivating says it also takes the merchant offline, and does.
  const warning = await list.toggle(list.activeSwitch(merchant.name), 'confirm');
  expect(warning).toContain(`Deactivate ${merchant.name}?`);
  expect(warning).toContain('also taken offline');
  // The toast (3 s) comes with the server's answer, the switches only after the list's refetch: toast first.
  await expect(toast(page, `${merchant.name} is inactive and offline`)).toBeVisible();
  await expect(list.activeSwitch(merchant.name)).not.toBeChecked();
  await expect(list.onlineSwitch(merchant.name)).not.toBeChecked();
  expect(await merchantByApi(merchant.id)).toMatchObject({ isActive: false, isOnline: false });

  // An inactive merchant cannot go online: the server's refusal is shown and the switch stays off.
  const onlineWarning = await list.toggle(list.onlineSwitch(merchant.name), 'confirm');
  expect(onlineWarning).toContain('cannot go online');
  await expect(toast(page, 'An inactive merchant cannot go online: activate it first')).toBeVisible();
  await expect(list.onlineSwitch(merchant.name)).not.toBeChecked();
  expect((await merchantByApi(merchant.id)).isOnline).toBe(false);

  // Back to active; it stays offline until someone puts it online.
  await list.toggle(list.activeSwitch(merchant.name), 'confirm');
  await expect(list.activeSwitch(merchant.name)).toBeChecked();
  await expect(list.onlineSwitch(merchant.name)).not.toBeChecked();
  expect(await merchantByApi(merchant.id)).toMatchObject({ isActive: true, isOnline: false });

  // A reload shows the server's state, not something the page kept.
  await page.reload();
  await list.waitForRows();
  await expect(list.activeSwitch(merchant.name)).toBeChecked();
});

test('create a merchant: client validation, a duplicate e-mail on its field, then the new row', async ({ page }) => {
  const input = freshMerchantInput('E2E Created');
  await signInAsRoot(page);
  const list = new MerchantListScreen(page);
  await list.open();

  await list.openCreateDrawer();
  await list.submitMerchantForm();
  await expect(list.fieldError('name')).toContainText("Please enter the merchant's name");
  await expect(list.fieldError('email')).toContainText("Please enter the merchant's e-mail");
  await expect(list.fieldError('country')).toContainText("Please choose the merchant's country");
  await page.locator('#merchantForm_name').fill('A');
  await page.locator('#merchantForm_phone').fill('call me');
  await expect(list.fieldError('name')).toContainText('2 to 80 characters');
  await expect(list.fieldError('phone')).toContainText('A phone number has 6 to 20 digits');

  await list.fillMerchantForm({ ...input, email: input.email.toUpperCase(), countryName: 'United Arab Emirates' });
  await list.submitMerchantForm();
  await expect(toast(page, `${input.name} added`)).toBeVisible();
  await expect(page.locator('#merchantForm_name')).toBeHidden();

  const created = await merchantByEmail(input.email);
  expect(created).toMatchObject({ name: input.name, email: input.email, country: 'AE', isActive: true, isOnline: false });

  await list.search(input.email);
  await expect(list.row(input.name)).toBeVisible();
  await expect(list.row(input.name)).toContainText(input.email);

  // The same e-mail again: the server's 409 lands on the e-mail field and nothing is created.
  await list.openCreateDrawer();
  await list.fillMerchantForm({ ...input, name: `${input.name} twin`, countryName: 'United Arab Emirates' });
  await list.submitMerchantForm();
  await expect(list.fieldError('email')).toContainText('A merchant with this email exists already');
});

test('open a merchant, create an ad with one of its payment methods and see it in the list', async ({ page }) => {
  const merchant = await createMerchantByApi();
  const method = await createPaymentMethodByApi(merchant.id, 'E2E Salary Account');
  await signInAsRoot(page);
  const list = new MerchantListScreen(page);
  await list.open(`?search=${encodeURIComponent(merchant.email)}`);
  await list.row(merchant.name).getByTestId('merchant-name-link').click();
  await expect(page).toHaveURL(new RegExp(`/P2PMerchantAds\\?merchantId=${merchant.id}`));

  const detail = new MerchantDetailScreen(page);
  await detail.expectMerchant(merchant.name);
  await detail.waitForAds();
  await expect(page.getByText('This merchant has no ad yet')).toBeVisible();

  await detail.createAd({
    side: 'Sell',
    coin: 'USDT',
    fiat: 'AED',
    price: '3.67',
    minLimit: '100',
    maxLimit: '5000.50',
    availableAmount: '1250.12345678',
    paymentMethod: method.label,
    terms: 'Bank transfer within 15 minutes.',
  });
  // The success toast is transient (3 s); the list and the API below are what prove the ad exists.
  await expect(detail.adRows()).toHaveCount(1);
  const row = detail.adRows().first();
  await expect(row).toContainText('USDT/AED');
  await expect(row).toContainText('3.67');
  await expect(row).toContainText('1,250.12345678');
  await expect(row.getByTestId('ad-payment-methods')).toHaveText(method.label);
  await expect(row.getByTestId('ad-active-switch')).toBeChecked();

  const ads = await adsByApi(merchant.id);
  expect(ads.items).toHaveLength(1);
  expect(ads.items[0]).toMatchObject({
    side: 'SELL',
    coin: 'USDT',
    fiat: 'AED',
    price: '3.67',
    minLimit: '100.00',
    maxLimit: '5000.50',
    availableAmount: '1250.12345678',
    paymentMethodIds: [method.id],
  });
  await expect(page.getByTestId('merchant-header')).toContainText('Active ads');
});

test('an unknown merchant id shows a not-found state with a way back', async ({ page }) => {
  await signInAsRoot(page);
  await page.goto('/P2PMerchantAds?merchantId=00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('merchant-not-found')).toContainText('Merchant not found');
  await page.getByRole('button', { name: 'Back to merchants' }).click();
  await expect(page).toHaveURL(/\/P2PMerchant$/);
});

test('the statistics page shows its figure cards and charts', async ({ page }) => {
  await signInAsRoot(page);
  await page.getByTestId('nav-p2p-statistics').click();
  await expect(page).toHaveURL(/\/p2p-statistics$/);
  const statistics = new StatisticsScreen(page);

  for (const figure of StatisticsScreen.figures) {
    await expect(statistics.figureValue(figure)).toHaveText(/^\d{1,3}(,\d{3})*$/);
  }
  // The demo data has approved transactions, merchants and ads.
  await expect(statistics.figureValue('approved')).not.toHaveText('0');
  await expect(statistics.figureValue('activeMerchants')).not.toHaveText('0');

  await expect(page.getByRole('img', { name: 'Approved transactions per day, by coin' })).toBeVisible();
  await expect(statistics.perDayBars()).toHaveCount(30);
  await statistics.chooseRange('7 days');
  await expect(page).toHaveURL(/days=7/);
  await expect(statistics.perDayBars()).toHaveCount(7);

  await expect(page.getByRole('img', { name: 'Approved transactions by coin' })).toBeVisible();
  await expect(page.getByTestId('statistics-by-coin-table')).toContainText('BTC');
  await expect(page.getByRole('img', { name: 'Transactions by status' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Orders by status' })).toBeVisible();

  // Hovering a bar explains it.
  await page.getByTestId('statistics-chart-by-coin-bar').first().hover();
  await expect(page.locator('.ant-tooltip:visible')).toContainText('Volume');

  // The page stays "ready" while it refetches: the refetch itself is what shows the button works.
  const refresh = page.getByTestId('statistics-refresh');
  await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === '/admin/p2p/statistics' && r.ok()), refresh.click()]);
  await expect(refresh).not.toHaveClass(/ant-btn-loading/);
  await expect(page.getByTestId('statistics-page')).toHaveAttribute('data-state', 'ready');
});

test('the merchants list exports every merchant matching its filters as CSV', async ({ page }) => {
  await signInAsRoot(page);
  const list = new MerchantListScreen(page);
  await list.open('?isActive=true&country=AE');
  const expected = await apiGet<ListResponse<Merchant>>('/admin/p2p/merchants', { isActive: 'true', country: 'AE', limit: 1 });
  const csv = await downloadCsv(page, page.getByTestId('merchants-export'));
  expect(csv.name).toMatch(/^p2p-merchants-.*\.csv$/);
  expect(csv.header).toBe('name,email,phone,country,active,online,completed_orders,cancelled_orders,active_ads,created_at,updated_at');
  expect(csv.lines).toHaveLength(Number(expected.total));
  for (const line of csv.lines) expect(line).toContain(',AE,true,');
});
