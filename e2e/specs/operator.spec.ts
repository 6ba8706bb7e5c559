import { randomBytes } from 'node:crypto';
import type { Customer } from '@exchange/contract/customers/customers';
import type { FiatDeposit } from '@exchange/contract/fiat/fiat-deposits';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { expect, test, type Page } from '@playwright/test';
import en from '../../apps/web/src/app/i18n/locales/en.json' with { type: 'json' };
import { createTestAdmin, signInByApi } from '../support/admin-api.ts';
import { E2E_BASE_URL } from '../support/e2e-env.ts';
import { FiatScreen, findPayees } from '../support/fiat-pages.ts';
import { LOOKS, backToEnglish, openIn, shoot, shotsDir } from '../support/looks.ts';
import { BulkDecisions, SavedViews, SearchPalette } from '../support/operator-pages.ts';
import { apiGet } from '../support/p2p-api.ts';
import { signInFreshAdmin, signInFreshAdminAtHome } from '../support/p2p-pages.ts';

// A screen's first load on a busy two-core machine can take many seconds: room for it.
test.describe.configure({ timeout: 180_000 });

const shots = shotsDir('operator');

/** A fiat list opened at a URL; its first load on a busy machine may take a while. */
async function openDeposits(page: Page, screen: FiatScreen, path: string) {
  await page.goto(path);
  await expect(screen.table.root).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
}

/** Pending deposits of this test alone, entered by another admin (four-eyes does not stop a rejection, but the rows are this test's). */
async function enterDeposits(count: number, prefix: string): Promise<FiatDeposit[]> {
  const [payee] = await findPayees(1);
  if (!payee) throw new Error('no payee');
  const maker = await createTestAdmin('finance');
  const token = await signInByApi(maker.email, maker.password);
  const made: FiatDeposit[] = [];
  for (let i = 1; i <= count; i++) {
    const answer = await fetch(`${E2E_BASE_URL}/admin/fiat/deposits`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ customerId: payee.customer.id, method: 'BANK_TRANSFER', currency: payee.account.currency, amount: `${10 * i}.00`, reference: `${prefix}-${i}` }),
    });
    if (!answer.ok) throw new Error(`deposit refused: ${await answer.text()}`);
    made.push((await answer.json()) as FiatDeposit);
  }
  return made;
}

test('Ctrl+K finds a customer by phone and opens the customer page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInFreshAdminAtHome(page, 'admin');
  const active = await apiGet<ListResponse<Customer>>('/admin/customers', { state: 'ACTIVE', limit: 50 });
  const customer = active.items.find((c, i) => i >= 23 && c.phone);
  if (!customer?.phone) throw new Error('no active demo customer with a phone');

  const palette = new SearchPalette(page);
  await palette.openWithShortcut();
  await expect(page.getByTestId('global-search-hint')).toBeVisible();
  // Typed the way people write numbers: with spaces.
  await palette.type(`${customer.phone.slice(0, 4)} ${customer.phone.slice(4, 8)} ${customer.phone.slice(8)}`);
  const hit = palette.hits('customer').filter({ hasText: customer.email });
  await expect(hit).toBeVisible();
  await expect(page.getByTestId('global-search-group-customer')).toContainText(en.search.kind.customer);
  // Keyboard: down to the customer's hit, Enter opens its page.
  const index = await palette.hits().evaluateAll((els, email) => els.findIndex((el) => el.textContent?.includes(email)), customer.email);
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}`));
  await expect(page.getByTestId('customer-page')).toBeVisible({ timeout: 30_000 });

  // Nothing found: said so, not an empty box.
  await palette.openWithShortcut();
  await palette.type('zz-no-such-thing-zz');
  await expect(page.getByTestId('global-search-empty')).toBeVisible();
  await page.keyboard.press('Escape');

  for (const look of LOOKS) {
    await openIn(page, '/customers', look);
    await palette.openWithShortcut();
    await palette.type(customer.email.slice(0, 10));
    await expect(palette.hits().first()).toBeVisible();
    await shoot(page, shots, `search-palette-${look.name}`, false);
    await page.keyboard.press('Escape');
  }
  await backToEnglish(page);
});

test('bulk reject of deposits with one reason shows the outcome of each row, one decided meanwhile', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const prefix = `E2E-BULK-${randomBytes(3).toString('hex').toUpperCase()}`;
  const deposits = await enterDeposits(3, prefix);
  const checker = await signInFreshAdmin(page, 'finance');
  const screen = new FiatScreen(page, 'deposits');
  await openDeposits(page, screen, `/fiat-transactions/deposits?value=${prefix}`);
  await expect(screen.table.rows()).toHaveCount(3);
  const bulk = new BulkDecisions(page);
  for (const d of deposits) await bulk.select(screen.row(d.id));
  await expect(page.getByTestId('bulk-selected')).toHaveText('Selected: 3');
  // Selecting a row does not open its drawer.
  await expect(screen.drawer()).toBeHidden();

  // Another admin rejects the first one while this one is choosing.
  const other = await signInByApi(checker.email, checker.password);
  const first = deposits[0];
  if (!first) throw new Error('no deposit');
  const meanwhile = await fetch(`${E2E_BASE_URL}/admin/fiat/deposits/${first.id}/reject`, {
    method: 'POST', headers: { authorization: `Bearer ${other}`, 'content-type': 'application/json' }, body: JSON.stringify({ reason: 'Duplicate entry' }),
  });
  expect(meanwhile.status).toBe(200);

  await bulk.start('reject');
  await bulk.confirm('Not on the bank statement');
  await expect(bulk.resultRows()).toHaveCount(3);
  await expect(bulk.resultRows('DONE')).toHaveCount(2);
  await expect(bulk.resultRows('ALREADY_DECIDED')).toHaveCount(1);
  await expect(bulk.resultRows('ALREADY_DECIDED')).toContainText(first.depositNumber);
  await expect(bulk.resultRows('ALREADY_DECIDED')).toContainText('Rejected');
  await shoot(page, shots, 'bulk-result-en', false);
  await page.getByTestId('bulk-result-close').click();
  await expect(screen.table.rows()).toHaveCount(0);
  for (const d of deposits.slice(1)) {
    const now = await apiGet<FiatDeposit>(`/admin/fiat/deposits/${d.id}`);
    expect(now).toMatchObject({ status: 'REJECTED', rejectReason: 'Not on the bank statement' });
  }

  // The panel in the other looks, on rows of their own.
  for (const look of LOOKS.slice(1)) {
    const more = await enterDeposits(2, `${prefix}-${look.name.toUpperCase()}`);
    await openIn(page, `/fiat-transactions/deposits?value=${prefix}-${look.name.toUpperCase()}`, look);
    await expect(screen.table.root).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
    await expect(screen.table.rows()).toHaveCount(2);
    for (const d of more) await bulk.select(screen.row(d.id));
    await bulk.start('reject');
    await shoot(page, shots, `bulk-dialog-${look.name}`, false);
    await bulk.confirm('Not on the bank statement');
    await expect(bulk.resultRows('DONE')).toHaveCount(2);
    await shoot(page, shots, `bulk-result-${look.name}`, false);
    await page.getByTestId('bulk-result-close').click();
  }
  await backToEnglish(page);
});

test('save a list view and reopen it from the toolbar: the URL says the same', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const prefix = `E2E-VIEW-${randomBytes(3).toString('hex').toUpperCase()}`;
  const deposits = await enterDeposits(2, prefix);
  await signInFreshAdmin(page, 'finance');
  const screen = new FiatScreen(page, 'deposits');
  await openDeposits(page, screen, `/fiat-transactions/deposits?value=${prefix}`);
  await expect(screen.table.rows()).toHaveCount(2);
  // Fewer columns: the picker writes them into the URL. Unchecking is safe to repeat when the
  // menu was still opening under the first click (seen once on a loaded run).
  const sender = page.getByTestId('column-picker-sender');
  await expect(async () => {
    if (!(await sender.isVisible())) await page.getByTestId('column-picker').click();
    await sender.setChecked(false, { timeout: 5_000 });
    await expect(page).toHaveURL(/cols=/, { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await page.keyboard.press('Escape');
  const views = new SavedViews(page);
  const name = `Mine ${prefix}`;
  await views.saveAs(name);
  await expect(views.select).toContainText(name);

  // Elsewhere, then back to the bare list: picking the view brings its filter and columns back.
  await openDeposits(page, screen, '/fiat-transactions/deposits');
  await expect(views.select).not.toContainText(name);
  await views.pick(name);
  await expect(page).toHaveURL(new RegExp(`value=${prefix}`));
  await screen.table.waitReady();
  await expect(screen.table.rows()).toHaveCount(2);
  for (const d of deposits) await expect(screen.row(d.id)).toBeVisible();
  await expect(screen.table.root.locator('th', { hasText: en.fiat.fields.senderName })).toHaveCount(0);
  // The link alone opens the same view.
  const link = page.url();
  await openDeposits(page, screen, link);
  await expect(views.select).toContainText(name);
  await expect(screen.table.rows()).toHaveCount(2);

  for (const look of LOOKS) {
    await openIn(page, `/fiat-transactions/deposits?value=${prefix}`, look);
    await expect(screen.table.root).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
    await page.getByTestId('saved-views-select').click();
    await shoot(page, shots, `saved-views-${look.name}`, false);
    await page.keyboard.press('Escape');
  }
  await backToEnglish(page);
});
