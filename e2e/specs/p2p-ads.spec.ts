import { expect, test } from '@playwright/test';
import {
  MerchantDetailScreen,
  adByApi,
  adsByApi,
  createAdByApi,
  createMerchantByApi,
  createPaymentMethodByApi,
  signInAsRoot,
  toast,
} from '../support/merchant-pages.ts';
import { chooseOption } from '../support/select-option.ts';

// Each test makes its own merchant, so it depends on no other test's changes.

test('archive an ad with a reason: it leaves the list, shows under "Show archived", and is restored inactive', async ({ page }) => {
  const merchant = await createMerchantByApi();
  const method = await createPaymentMethodByApi(merchant.id, 'Archive test account');
  const kept = await createAdByApi(merchant.id, { side: 'SELL', coin: 'USDT', fiat: 'AED', price: '3.6731', paymentMethodId: method.id });
  const archived = await createAdByApi(merchant.id, { side: 'BUY', coin: 'USDT', fiat: 'GBP', price: '0.7834', paymentMethodId: method.id });

  await signInAsRoot(page);
  await page.goto(`/P2PMerchantAds?merchantId=${merchant.id}`);
  const detail = new MerchantDetailScreen(page);
  await detail.waitForAds();
  await expect(detail.adRows()).toHaveCount(2);
  const row = detail.adRow('USDT/GBP', '0.7834');
  await expect(row.getByTestId('ad-active-switch')).toBeChecked();

  // The dialog needs a reason before it archives.
  await row.getByTestId('ad-archive').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Archive this Buy USDT/GBP ad?');
  await expect(dialog).toContainText('archiving deactivates it at once');
  await dialog.getByTestId('ad-archive-confirm').click();
  await expect(dialog).toContainText('Please');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect((await adByApi(merchant.id, archived.id)).archivedAt).toBeNull();

  await detail.archiveOrRestore(row, 'archive', 'The merchant stopped buying for GBP');
  await expect(toast(page, 'The ad is archived')).toBeVisible();
  await expect(detail.adRows()).toHaveCount(1);
  await expect(detail.adRow('USDT/AED', '3.6731')).toBeVisible();
  expect(await adByApi(merchant.id, archived.id)).toMatchObject({ isActive: false, archivedAt: expect.any(String) });

  // Show archived: the ad is back in the list, tagged, with Restore instead of Edit.
  await detail.showArchived(true);
  await expect(detail.adRows()).toHaveCount(2);
  const archivedRow = detail.adRow('USDT/GBP', '0.7834');
  await expect(archivedRow.getByTestId('ad-archived-tag')).toHaveText('Archived');
  await expect(archivedRow.getByTestId('ad-edit')).toHaveCount(0);

  await detail.archiveOrRestore(archivedRow, 'restore', 'Buying for GBP again');
  await expect(toast(page, 'The ad is restored (inactive)')).toBeVisible();
  await expect(archivedRow.getByTestId('ad-active-switch')).not.toBeChecked();
  await detail.showArchived(false);
  await expect(detail.adRows()).toHaveCount(2);
  expect(await adByApi(merchant.id, archived.id)).toMatchObject({ isActive: false, archivedAt: null });
  expect((await adByApi(merchant.id, kept.id)).isActive).toBe(true);
});

test('the ad form takes the pair\'s price decimals and asks before saving a price far from the market median', async ({ page }) => {
  const merchant = await createMerchantByApi();
  const method = await createPaymentMethodByApi(merchant.id, 'Price test account');
  // Three ads of another merchant make the market of SELL BTC/GBP (with whatever else is live there).
  const market = await createMerchantByApi();
  const marketMethod = await createPaymentMethodByApi(market.id, 'Market account');
  for (const price of ['70000.1234', '70010', '69990.5']) await createAdByApi(market.id, { side: 'SELL', coin: 'BTC', fiat: 'GBP', price, paymentMethodId: marketMethod.id });

  await signInAsRoot(page);
  await page.goto(`/P2PMerchantAds?merchantId=${merchant.id}`);
  const detail = new MerchantDetailScreen(page);
  await detail.waitForAds();
  await detail.startAd({ side: 'Sell', coin: 'BTC', fiat: 'GBP', price: '70000.12345' });
  await expect(page.locator('#adForm_price_help')).toContainText('at most 4 decimals');
  await expect(page.getByTestId('ad-form')).toContainText('up to 4 decimals (step 0.0001)');
  await expect(page.getByTestId('ad-price-reference')).toContainText('Market reference:');
  await expect(page.getByTestId('ad-price-reference')).toContainText('the median price of the other');

  // A price close to the median: no warning.
  await page.locator('#adForm_price').fill('70005.5');
  await expect(page.locator('#adForm_price_help')).toHaveCount(0);
  await expect(page.getByTestId('ad-price-far')).toHaveCount(0);

  // Far above: the form says by how much, and asks before saving.
  await page.locator('#adForm_price').fill('90000');
  await expect(page.getByTestId('ad-price-far')).toContainText('above the market reference');
  await page.locator('#adForm_minLimit').fill('100');
  await page.locator('#adForm_maxLimit').fill('5000');
  await page.locator('#adForm_availableAmount').fill('0.5');
  await chooseOption(page, page.locator('#adForm_paymentMethodIds'), method.label, { search: true });
  await page.getByTestId('ad-form-submit').click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Save a price far from the market?' });
  await expect(confirm).toContainText('90000 GBP is');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('#adForm_price')).toBeVisible();
  expect((await adsByApi(merchant.id)).items).toHaveLength(0);

  await page.getByTestId('ad-form-submit').click();
  await page.getByTestId('ad-price-confirm').click();
  await expect(page.locator('#adForm_price')).toBeHidden();
  const saved = await adsByApi(merchant.id);
  expect(saved.items.map((a) => [a.side, a.coin, a.fiat, a.price])).toEqual([['SELL', 'BTC', 'GBP', '90000']]);
});
