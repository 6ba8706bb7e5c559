import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import type { PaymentMethod, PaymentMethodLimit, PaymentMethodLimitInput } from '@exchange/contract/payment-methods/payment-methods';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { signInByApi } from './admin-api.ts';
import { E2E_ADMIN, E2E_BASE_URL } from './e2e-env.ts';
import { ListTable } from './p2p-pages.ts';
import { chooseOption } from './select-option.ts';

// Payment methods made and read through the API, so that each test works on methods of its own.

async function rootCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  const token = await signInByApi(E2E_ADMIN.email, E2E_ADMIN.password);
  try {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${E2E_BASE_URL}/admin/paymentMethod/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text) as T;
  } finally {
    await fetch(`${E2E_BASE_URL}/admin/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  }
}

export async function createPaymentMethodByApi(prefix = 'E2E Pay'): Promise<PaymentMethod> {
  const name = `${prefix} ${randomBytes(4).toString('hex')}`;
  return rootCall<PaymentMethod>('POST', 'createPaymentMethods', { name, description: 'Made by an e2e test', paymentType: 'CARD', onRamp: true });
}

export function createLimitByApi(paymentMethodId: string, values: Partial<PaymentMethodLimitInput> = {}): Promise<PaymentMethodLimit> {
  return rootCall<PaymentMethodLimit>('POST', 'createPaymentMethodLimit', {
    paymentMethodId,
    country: 'AE',
    type: 'DEPOSIT',
    fee: '1.50',
    feePercentage: '2.50',
    minBuyLimitInUsd: '20',
    minDeposit: '100',
    maxDeposit: '5000',
    processingTime: 'Instant',
    ...values,
  });
}

export const updateLimitByApi = (id: string, changes: Record<string, unknown>) =>
  rootCall<PaymentMethodLimit>('PUT', 'updatePaymentMethodsLimit', { id, ...changes });

export async function paymentMethodByApi(name: string): Promise<PaymentMethod> {
  const list = await rootCall<ListResponse<PaymentMethod>>('GET', `listPaymentMethods?search=${encodeURIComponent(name)}`);
  const found = list.items.find((m) => m.name === name);
  if (!found) throw new Error(`no payment method ${name}`);
  return found;
}

type LimitField = 'country' | 'type' | 'fee' | 'feePercentage' | 'minBuyLimitInUsd' | 'minDeposit' | 'maxDeposit' | 'processingTime';

/** The Payment Methods screen: the list, a method's expanded limits and the limit drawer. */
export class PaymentMethodsScreen {
  readonly table: ListTable;

  constructor(private readonly page: Page) {
    this.table = new ListTable(page, 'payment-method-table');
  }

  async open(query = '') {
    await this.page.goto(`/payment-methods${query}`);
    await this.table.waitReady();
  }

  row(name: string): Locator {
    return this.table.root.locator('tr.ant-table-row', { has: this.page.getByTestId('payment-method-name').getByText(name, { exact: true }) });
  }

  /** Expands a method's row (a click anywhere on it) and returns its limits panel. */
  async expand(name: string): Promise<Locator> {
    const panel = this.page.locator(`[data-testid=limits-panel][data-method="${name}"]`);
    await this.row(name).getByTestId('payment-method-name').click();
    await expect(panel).toBeVisible();
    return panel;
  }

  limitRow(panel: Locator, text: string): Locator {
    return panel.locator('tr.ant-table-row', { hasText: text });
  }

  async editLimit(panel: Locator, rowText: string) {
    await this.limitRow(panel, rowText).getByTestId('limit-edit').click();
    await expect(this.field('fee')).toBeVisible();
  }

  async addLimit(panel: Locator) {
    await panel.getByTestId('limit-add').click();
    await expect(this.field('fee')).toBeVisible();
  }

  field(name: LimitField): Locator {
    return this.page.locator(`#paymentMethodLimitForm_${name}`);
  }

  /** The message antd shows under a field of the limit drawer. */
  fieldError(name: LimitField): Locator {
    return this.page.locator(`#paymentMethodLimitForm_${name}_help`);
  }

  async chooseCountry(label: string) {
    // The list is virtual: typing brings a country far down into view.
    await chooseOption(this.page, this.field('country'), label, { search: true });
  }

  async submitLimit() {
    await this.page.getByTestId('limit-form-submit').click();
  }

  limitDrawer(): Locator {
    return this.page.getByTestId('limit-form');
  }
}
