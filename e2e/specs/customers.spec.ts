import type { Customer } from '@exchange/contract/customers/customers';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { expect, test } from '@playwright/test';
import { apiGet } from '../support/p2p-api.ts';
import { signInFreshAdmin } from '../support/p2p-pages.ts';
import { CustomerPageScreen, CustomersScreen } from '../support/customers-pages.ts';
import { LOOKS, backToEnglish, openIn, shoot, shotsDir } from '../support/looks.ts';

const shots = shotsDir('customers');

test('find a customer by phone and by part of a name, freeze with a reason and an expiry, see it on the timeline, unfreeze, add a note', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInFreshAdmin(page, 'admin');
  const active = await apiGet<ListResponse<Customer>>('/admin/customers', { state: 'ACTIVE', limit: 50 });
  const customer = active.items.find((c, i) => i >= 11 && !c.withdrawalsBlock && !c.tradingBlock && c.phone);
  if (!customer?.phone) throw new Error('no plain active demo customer');

  const list = new CustomersScreen(page);
  await list.open();
  await expect(page.getByTestId('header-title')).toHaveText('Customers');
  // By phone, typed the way people write numbers.
  await list.search(`${customer.phone.slice(0, 4)} ${customer.phone.slice(4, 8)} ${customer.phone.slice(8)}`);
  await expect(list.row(customer.id)).toBeVisible();
  // By part of a name: the first name and the start of the surname.
  const [first, last = ''] = customer.name.split(' ');
  await list.search(`${first} ${last.slice(0, 4)}`);
  await expect(list.row(customer.id)).toBeVisible();
  for (const name of await list.rows().locator('[data-testid="customer-open"]').allInnerTexts()) expect(name.toLowerCase()).toContain(`${first} ${last.slice(0, 4)}`.toLowerCase());

  await list.row(customer.id).getByTestId('customer-open').click();
  const screen = new CustomerPageScreen(page);
  await expect(page.getByTestId('customer-name')).toHaveText(customer.name);
  await expect(screen.state()).toHaveAttribute('data-state', 'ACTIVE');

  // Freeze with a reason and an expiry: the page says why and until when.
  await screen.act('freeze', 'Chargeback under investigation', '2031-03-04 10:30');
  await expect(screen.state()).toHaveAttribute('data-state', 'FROZEN');
  await expect(page.getByTestId('customer-state-reason')).toContainText('Chargeback under investigation');
  await expect(page.getByTestId('customer-state-reason')).toContainText('2031');
  const stored = await apiGet<Customer>(`/admin/customers/${customer.id}`);
  expect(stored).toMatchObject({ state: 'FROZEN', stateReason: 'Chargeback under investigation' });
  expect(stored.frozenUntil?.slice(0, 4)).toBe('2031');

  // The timeline shows the freeze first, with its reason.
  await screen.tab('Timeline');
  await expect(screen.timelineRows().first().getByTestId('timeline-action')).toHaveAttribute('data-action', 'customers.freeze');
  await expect(screen.timelineRows().first().getByTestId('timeline-reason')).toHaveText('Chargeback under investigation');
  // Before and after read as labelled words, not stored keys.
  await expect(screen.timelineRows().first().getByTestId('timeline-change').first()).toContainText('State: Active');
  await expect(screen.timelineRows().first().getByTestId('timeline-change').last()).toContainText('State: Frozen');
  await expect(screen.timelineRows().first().getByTestId('timeline-change').last()).toContainText('Until: ');

  // Unfreeze with a reason.
  await screen.tab('Profile & controls');
  await screen.act('unfreeze', 'Chargeback withdrawn by the bank');
  await expect(screen.state()).toHaveAttribute('data-state', 'ACTIVE');
  await screen.tab('Timeline');
  await expect(screen.timelineRows().first().getByTestId('timeline-action')).toHaveAttribute('data-action', 'customers.unfreeze');
  await expect(screen.timelineRows().first().getByTestId('timeline-reason')).toHaveText('Chargeback withdrawn by the bank');

  // The phone corrected through the profile form, with a reason: only the phone is sent and recorded.
  await screen.tab('Profile & controls');
  await page.getByTestId('customer-edit-profile').click();
  await page.getByTestId('customer-profile-phone').fill('+442079460123');
  await page.getByTestId('customer-profile-reason').fill('Customer gave a new number by phone');
  await page.getByTestId('customer-profile-submit').click();
  await expect(page.getByTestId('customer-profile-form')).toHaveCount(0);
  await expect(page.getByTestId('customer-profile-tab')).toContainText('+442079460123');
  await screen.tab('Timeline');
  await expect(screen.timelineRows().first().getByTestId('timeline-action')).toHaveAttribute('data-action', 'customers.profile');
  expect(await apiGet<Customer>(`/admin/customers/${customer.id}`)).toMatchObject({ phone: '+442079460123', name: customer.name });

  // A note, with its author.
  await screen.tab('Notes');
  await page.getByTestId('customer-note-input').fill('Called the customer: the bank confirmed the chargeback was a mistake.');
  await page.getByTestId('customer-note-submit').click();
  await expect(page.getByTestId('customer-note').last()).toContainText('the bank confirmed the chargeback was a mistake');
  expect((await apiGet<{ items: { body: string }[] }>(`/admin/customers/${customer.id}/notes`)).items.at(-1)?.body).toContain('chargeback was a mistake');
});

test('screenshots of the customers list and a customer page in English, Arabic and dark', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInFreshAdmin(page, 'admin');
  const frozen = await apiGet<ListResponse<Customer>>('/admin/customers', { state: 'FROZEN', limit: 20 });
  const customer = frozen.items.find((c) => c.frozenUntil && c.labels.length > 0) ?? frozen.items[0];
  if (!customer) throw new Error('no frozen demo customer');
  const list = new CustomersScreen(page);
  for (const look of LOOKS) {
    await openIn(page, '/customers', look);
    await expect(list.rows().first()).toBeVisible({ timeout: 30_000 });
    await shoot(page, shots, `customers-list-${look.name}`);
    // The look sticks (local storage) once the URL set it.
    await page.goto('/pending-accounts');
    await expect(list.rows().first()).toBeVisible({ timeout: 30_000 });
    await shoot(page, shots, `pending-accounts-${look.name}`);
    await page.goto(`/customers/${customer.id}`);
    await expect(page.getByTestId('customer-page')).toBeVisible({ timeout: 30_000 });
    await shoot(page, shots, `customer-page-${look.name}`);
    await page.goto(`/customers/${customer.id}?tab=timeline`);
    await expect(page.getByTestId('customer-timeline').locator('tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
    await shoot(page, shots, `customer-timeline-${look.name}`);
  }
  await backToEnglish(page);
});
