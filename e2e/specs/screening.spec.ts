import { randomBytes } from 'node:crypto';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { RefereeReward, ReferralListResponse } from '@exchange/contract/referrals/referrals';
import type { ScreeningCase } from '@exchange/contract/screening/screening';
import { expect, test } from '@playwright/test';
import { newestViewAsCode } from '../support/mail-outbox.ts';
import { apiGet } from '../support/p2p-api.ts';
import { signInFreshAdmin } from '../support/p2p-pages.ts';
import { ComplyAdvantageScreen, CountryWhitelistScreen } from '../support/screening-pages.ts';

// Each test signs a fresh admin in and walks several screens: more than the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('uploads a watchlist, sees the cases it opened and marks a hit as a false positive', async ({ page }) => {
  await signInFreshAdmin(page, 'admin');
  // A demo customer's name, with a middle initial the list adds: close enough to be a hit.
  const rewards = await apiGet<ReferralListResponse<RefereeReward>>('/admin/referral/refereeRewardRecord', { pageSize: 5 });
  const customer = rewards.items[0]?.referee;
  if (!customer) throw new Error('the demo data has no customers');
  const [first = '', ...rest] = customer.name.split(' ');
  const entryName = `${first} Q. ${rest.join(' ')}`;
  const listName = `E2E list ${randomBytes(3).toString('hex')}`;

  const screen = new ComplyAdvantageScreen(page);
  await screen.openWatchlists();
  const result = await screen.upload(`E2E watchlist ${listName}`, `name,aliases,date_of_birth,country,list\n${entryName},,,,${listName}\nNobody Like Anyone Zzz,,,,${listName}\n`);
  await expect(result.getByTestId('result-entries')).toHaveText('2');
  const opened = Number(await result.getByTestId('result-cases').textContent());
  expect(opened).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('watchlists-table').getByTestId('watchlist-row-name').first()).toHaveText(`E2E watchlist ${listName}`);

  // The cases of that list, as the queue shows them.
  await screen.openCases(`?listName=${encodeURIComponent(listName)}`);
  await expect(screen.rows()).toHaveCount(opened);
  const row = screen.rows().filter({ hasText: customer.email }).first();
  await expect(row.getByTestId('case-status')).toHaveText('Open');
  await screen.openCase(row);
  await expect(screen.drawer().getByTestId('case-comparison')).toContainText(customer.name);
  await expect(screen.drawer().getByTestId('case-comparison')).toContainText(entryName);

  await screen.decide('falsePositive', 'Different person: the passport shows another middle name');
  await expect(screen.drawer().getByTestId('drawer-case-status')).toHaveText('False positive');
  await expect(screen.drawer().getByTestId('case-note')).toContainText('another middle name');
  await expect(page.getByTestId('case-falsePositive')).toHaveCount(0);
  await expect(row.getByTestId('case-status')).toHaveText('False positive');

  const caseId = await row.getAttribute('data-case-id');
  const stored = await apiGet<ListResponse<ScreeningCase>>('/admin/screening/cases', { listName });
  expect(stored.items.find((c) => c.id === caseId)).toMatchObject({ status: 'FALSE_POSITIVE', decidedBy: { id: expect.any(String) } });
});

test('switches off withdrawals from a country, and the history says who did it', async ({ page }) => {
  const admin = await signInFreshAdmin(page, 'admin');
  const screen = new CountryWhitelistScreen(page);
  await screen.open('?q=DE');
  const withdrawals = screen.switchOf('DE', 'WITHDRAWAL');
  await expect(withdrawals).toHaveAttribute('data-checked', 'true');
  await screen.flip('DE', 'WITHDRAWAL');
  await expect(withdrawals).toHaveAttribute('data-checked', 'false');
  await expect(screen.switchOf('DE', 'DEPOSIT')).toHaveAttribute('data-checked', 'true');

  // Survives a reload: the server holds it.
  await screen.open('?restricted=WITHDRAWAL');
  await expect(page.locator('tr[data-country="DE"]')).toBeVisible();
  await page.getByTestId('tab-country-history').click();
  const history = page.getByTestId('country-history');
  await expect(history.locator('tbody tr').first()).toContainText('Germany');
  await expect(history.locator('tbody tr').first()).toContainText(admin.email);
});

test('views a customer as the customer app would, after confirming a code e-mailed to the admin', async ({ page }) => {
  const admin = await signInFreshAdmin(page, 'admin');
  const screen = new ComplyAdvantageScreen(page);
  await screen.openCases();
  const row = screen.rows().first();
  await screen.openCase(row);
  const caseId = await row.getAttribute('data-case-id');
  const detail = await apiGet<ScreeningCase>(`/admin/screening/cases/${caseId}`);

  await screen.drawer().getByTestId('view-as-button').click();
  const modal = page.getByTestId('view-as-modal');
  await expect(modal.getByTestId('view-as-send')).toBeDisabled();
  await modal.getByTestId('view-as-reason').fill('Customer reports a wrong balance on the phone');
  await modal.getByTestId('view-as-send').click();
  await expect(modal).toContainText('***@example.com');

  // A wrong code first: refused, the right one still works.
  const code = await newestViewAsCode(admin.email);
  await modal.getByTestId('view-as-code').locator('input').first().click();
  await page.keyboard.type(code === '000000' ? '111111' : '000000');
  await modal.getByTestId('view-as-confirm').click();
  await expect(modal.getByTestId('view-as-error')).toContainText('Wrong code');
  await modal.getByTestId('view-as-code').locator('input').first().click();
  await page.keyboard.type(code);
  await modal.getByTestId('view-as-confirm').click();

  const token = await modal.getByTestId('view-as-token').textContent();
  const [, payload = ''] = (token ?? '').split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string; scope: string; aud: string; exp: number; iat: number; act: { email: string } };
  expect(claims).toMatchObject({ sub: detail.customer.id, scope: 'read', aud: 'customer-app', act: { email: admin.email } });
  expect(claims.exp - claims.iat).toBe(15 * 60);
  await expect(modal.getByTestId('view-as-countdown')).toHaveText(/^1[45]:\d\d$/);
  // The public key is there for the customer app, without a session.
  const jwks = await page.request.get('/platform/.well-known/jwks.json');
  expect((await jwks.json()) as { keys: { crv: string }[] }).toMatchObject({ keys: [{ crv: 'Ed25519' }] });
});
