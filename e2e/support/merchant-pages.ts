import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import type { MerchantAd } from '@exchange/contract/p2p/ads';
import type { MerchantPaymentMethod } from '@exchange/contract/p2p/merchant-payment-methods';
import type { Merchant } from '@exchange/contract/p2p/merchants';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { signInByApi } from './admin-api.ts';
import { SignInScreen, dismissTwoFactorReminder } from './console-pages.ts';
import { E2E_ADMIN, E2E_BASE_URL } from './e2e-env.ts';
import { chooseOption } from './select-option.ts';

// Merchant data made through the API, so that each test works on merchants of its own.

async function rootCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  const token = await signInByApi(E2E_ADMIN.email, E2E_ADMIN.password);
  try {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(E2E_BASE_URL + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text) as T;
  } finally {
    await fetch(`${E2E_BASE_URL}/admin/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  }
}

/** A unique merchant name and e-mail for one test. */
export function freshMerchantInput(prefix = 'E2E Merchant') {
  const suffix = randomBytes(4).toString('hex');
  return { name: `${prefix} ${suffix}`, email: `e2e-merchant-${suffix}@example.com`, phone: '+971 50 555 0101', country: 'AE' as const };
}

export async function createMerchantByApi(options: { online?: boolean } = {}): Promise<Merchant> {
  const merchant = await rootCall<Merchant>('POST', '/admin/p2p/merchants', freshMerchantInput());
  if (options.online) return rootCall<Merchant>('PUT', `/admin/p2p/merchants/${merchant.id}/onlineOfflineMerchants`, { isOnline: true });
  return merchant;
}

export async function createPaymentMethodByApi(merchantId: string, label: string): Promise<MerchantPaymentMethod> {
  return rootCall<MerchantPaymentMethod>('POST', `/admin/p2p/merchants/${merchantId}/paymentMethods`, {
    type: 'BANK_TRANSFER',
    label,
    accountName: 'E2E Account Holder',
    accountNumber: 'AE070331234567890123456',
    bankName: 'E2E Bank',
  });
}

export const merchantByApi = (id: string) => rootCall<Merchant>('GET', `/admin/p2p/merchants/${id}`);

export async function merchantByEmail(email: string): Promise<Merchant | undefined> {
  const list = await rootCall<ListResponse<Merchant>>('GET', `/admin/p2p/merchants?search=${encodeURIComponent(email)}`);
  return list.items.find((m) => m.email === email);
}

/** An ad of the merchant through the API; `paymentMethodId` must be one of its active methods. */
export const createAdByApi = (merchantId: string, ad: { side: 'BUY' | 'SELL'; coin: string; fiat: string; price: string; paymentMethodId: string }) =>
  rootCall<MerchantAd>('POST', `/admin/p2p/merchants/${merchantId}/ads`, {
    side: ad.side,
    coin: ad.coin,
    fiat: ad.fiat,
    price: ad.price,
    minLimit: '10',
    maxLimit: '1000',
    availableAmount: '500',
    paymentMethodIds: [ad.paymentMethodId],
  });

export const adByApi = (merchantId: string, id: string) => rootCall<MerchantAd>('GET', `/admin/p2p/merchants/${merchantId}/ads/${id}`);

export const adsByApi = (merchantId: string) => rootCall<ListResponse<MerchantAd>>('GET', `/admin/p2p/merchants/${merchantId}/ads?limit=50`);

// Screens

/** A message toast (success or the server's refusal) with this text. */
export const toast = (page: Page, text: string) => page.locator('.ant-message-notice').getByText(text, { exact: true });

/** Signs in as the e2e super admin and waits for the dashboard it lands on. */
export async function signInAsRoot(page: Page) {
  const signIn = new SignInScreen(page);
  await signIn.open();
  await signIn.submit(E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The "Please Enable 2FA" reminder sits over the top right corner, where the page's buttons are;
  // it opens at a moment of its own, so it is closed whenever it is in the way rather than waited for once.
  await dismissTwoFactorReminder(page);
}

/** Picks `label` in the antd Select whose input has the id `inputId`. */
const choose = (page: Page, inputId: string, label: string, search = false) => chooseOption(page, page.locator(`#${inputId}`), label, { search });

export class MerchantListScreen {
  constructor(private readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/P2PMerchant${query}`);
    await this.waitForRows();
  }

  async waitForRows() {
    await expect(this.page.getByTestId('merchant-table')).toHaveAttribute('data-state', 'ready');
  }

  async search(text: string) {
    const box = this.page.getByTestId('merchant-search').locator('input');
    await box.fill(text);
    await box.press('Enter');
    await expect(this.page).toHaveURL(new RegExp(`search=${encodeURIComponent(text).replace(/[.+]/g, '\\$&')}`));
    await this.waitForRows();
  }

  row(name: string): Locator {
    return this.page.locator('[data-testid=merchant-table] tr.ant-table-row', { hasText: name });
  }

  activeSwitch(name: string): Locator {
    return this.row(name).getByTestId('merchant-active-switch');
  }

  onlineSwitch(name: string): Locator {
    return this.row(name).getByTestId('merchant-online-switch');
  }

  /** Clicks a switch and answers its confirmation; returns the confirmation's text. */
  async toggle(switchLocator: Locator, answer: 'confirm' | 'cancel'): Promise<string> {
    await switchLocator.click();
    const popover = this.page.locator('.ant-popconfirm:visible');
    await expect(popover).toBeVisible();
    const text = (await popover.textContent()) ?? '';
    if (answer === 'confirm') await popover.locator('button[data-testid$="-confirm"]').click();
    else await popover.getByRole('button', { name: 'Cancel' }).click();
    await expect(popover).toBeHidden();
    return text;
  }

  async openCreateDrawer() {
    await this.page.getByTestId('merchant-create').click();
    await expect(this.page.locator('#merchantForm_name')).toBeVisible();
  }

  async fillMerchantForm(values: { name: string; email: string; phone: string; countryName: string }) {
    await this.page.locator('#merchantForm_name').fill(values.name);
    await this.page.locator('#merchantForm_email').fill(values.email);
    await this.page.locator('#merchantForm_phone').fill(values.phone);
    await choose(this.page, 'merchantForm_country', values.countryName, true);
  }

  async submitMerchantForm() {
    await this.page.getByTestId('merchant-form-submit').click();
  }

  /** The error antd shows under a field of the merchant form. */
  fieldError(field: 'name' | 'email' | 'phone' | 'country'): Locator {
    return this.page.locator(`#merchantForm_${field}_help`);
  }
}

export class MerchantDetailScreen {
  constructor(private readonly page: Page) {}

  async expectMerchant(name: string) {
    await expect(this.page.getByTestId('merchant-name')).toHaveText(name);
  }

  adRows(): Locator {
    return this.page.locator('[data-testid=ad-table] tr.ant-table-row');
  }

  async waitForAds() {
    await expect(this.page.getByTestId('ad-table')).toHaveAttribute('data-state', 'ready');
  }

  /** The ad row showing this pair (coin/fiat) and price. */
  adRow(pair: string, price: string): Locator {
    return this.adRows().filter({ hasText: pair }).filter({ hasText: price });
  }

  /** Archives or restores the ad of `row` through its dialog, with `reason`; waits for the dialog to close. */
  async archiveOrRestore(row: Locator, action: 'archive' | 'restore', reason: string) {
    await row.getByTestId(`ad-${action}`).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId(`ad-${action}-reason`).fill(reason);
    await dialog.getByTestId(`ad-${action}-confirm`).click();
    await expect(dialog).toBeHidden();
  }

  /** The ads filter "Show archived" (applies at once). */
  async showArchived(on: boolean) {
    const control = this.page.getByTestId('ad-filter-archived');
    if ((await control.getAttribute('aria-checked')) !== String(on)) await control.click();
    await expect(this.page).toHaveURL(on ? /includeArchived=true/ : /^(?!.*includeArchived)/);
  }

  /** Opens the new-ad form and fills the pair and price (the rest stays empty). */
  async startAd(ad: { side: 'Buy' | 'Sell'; coin: string; fiat: string; price: string }) {
    await this.page.getByTestId('ad-create').click();
    await expect(this.page.locator('#adForm_price')).toBeVisible();
    await this.page.locator('#adForm_side').getByText(ad.side, { exact: true }).click();
    await choose(this.page, 'adForm_coin', ad.coin);
    await choose(this.page, 'adForm_fiat', ad.fiat);
    await this.page.locator('#adForm_price').fill(ad.price);
  }

  async createAd(ad: { side: 'Buy' | 'Sell'; coin: string; fiat: string; price: string; minLimit: string; maxLimit: string; availableAmount: string; paymentMethod: string; terms?: string }) {
    await this.page.getByTestId('ad-create').click();
    await expect(this.page.locator('#adForm_price')).toBeVisible();
    await this.page.locator('#adForm_side').getByText(ad.side, { exact: true }).click();
    await choose(this.page, 'adForm_coin', ad.coin);
    await choose(this.page, 'adForm_fiat', ad.fiat);
    await this.page.locator('#adForm_price').fill(ad.price);
    await this.page.locator('#adForm_minLimit').fill(ad.minLimit);
    await this.page.locator('#adForm_maxLimit').fill(ad.maxLimit);
    await this.page.locator('#adForm_availableAmount').fill(ad.availableAmount);
    await choose(this.page, 'adForm_paymentMethodIds', ad.paymentMethod, true);
    await this.page.keyboard.press('Escape'); // closes the multi-select's list, not the drawer
    if (ad.terms) await this.page.locator('#adForm_terms').fill(ad.terms);
    await this.page.getByTestId('ad-form-submit').click();
    // The drawer closes once the server has made the ad; a refusal would keep it open with its message.
    await expect(this.page.locator('#adForm_price')).toBeHidden();
  }
}

export class StatisticsScreen {
  static readonly figures = [
    'requested',
    'approved',
    'rejected',
    'pendingWithdrawals',
    'activeMerchants',
    'onlineMerchants',
    'activeAds',
    'openDisputes',
    'inReviewDisputes',
    'slaBreached',
  ] as const;

  constructor(private readonly page: Page) {}

  figureValue(key: (typeof StatisticsScreen.figures)[number]): Locator {
    return this.page.getByTestId(`statistics-figure-${key}-value`);
  }

  perDayBars(): Locator {
    return this.page.getByTestId('statistics-chart-per-day-bar');
  }

  async chooseRange(label: '7 days' | '30 days' | '90 days') {
    await this.page.getByTestId('statistics-range').getByText(label, { exact: true }).click();
  }
}
