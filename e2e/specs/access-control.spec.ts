import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { AccessGroup } from '@exchange/contract/access/policies';
import type { SubAdmin } from '@exchange/contract/admins/sub-admins';
import type { P2PTransaction } from '@exchange/contract/p2p/transactions';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { expect, test, type Page } from '@playwright/test';
import { ActivitiesScreen, SetPasswordScreen, SubAdminsScreen, asSuperAdmin } from '../support/access-pages.ts';
import { newestSetPasswordLink } from '../support/mail-outbox.ts';
import { createTestAdmin } from '../support/admin-api.ts';
import { authenticatorCode } from '../support/authenticator.ts';
import { ConsoleShell, SignInScreen, expectSentBackToSignIn } from '../support/console-pages.ts';
import { E2E_ADMIN, E2E_BASE_URL } from '../support/e2e-env.ts';
import { apiGet } from '../support/p2p-api.ts';
import { TransactionsScreen, dismissTwoFactorReminder, signInFreshAdminAtHome } from '../support/p2p-pages.ts';

async function signIn(page: Page, email: string, password: string, name: string) {
  const signInScreen = new SignInScreen(page);
  await signInScreen.open();
  await signInScreen.submit(email, password);
  await new ConsoleShell(page).expectSignedIn(name);
  await dismissTwoFactorReminder(page);
}

test('a support admin has no usable approve button, and the API refuses its approval with 403', async ({ page }) => {
  await signInFreshAdminAtHome(page, 'support');
  const requested = await apiGet<ListResponse<P2PTransaction>>('/admin/p2p/transactions', { status: 'REQUESTED', limit: 50 });
  // Far down the queue: rows the transaction specs approve come from the top.
  const target = requested.items.at(-1);
  if (!target) throw new Error('the demo data has no requested transaction');

  // The sidebar shows what support may open; the administration screens are not among them.
  await expect(page.getByTestId('nav-P2PTransactions')).toBeVisible();
  await expect(page.getByTestId('nav-sub-admins')).toHaveCount(0);

  const screen = new TransactionsScreen(page);
  await screen.open();
  await screen.searchNumber(target.transactionNumber);
  await screen.openDrawer(target.transactionNumber);
  // The drawer's actions come with its loaded transaction: no button yet proves nothing before that.
  await expect(page.getByTestId('drawer-status')).toHaveText('Requested');
  // Whether the screen leaves it out or shows it disabled with its reason, it cannot be pressed.
  await expect(page.getByTestId('transaction-approve').and(page.locator(':enabled'))).toHaveCount(0);

  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  expect(token).toBeTruthy();
  const answer = await fetch(`${E2E_BASE_URL}/admin/p2p/transactions/${target.id}/approve`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(403);
  expect(await answer.json()).toMatchObject({ error: { code: 'access.policyRequired', params: { policy: 'p2p.transactions.approve' } } });
  const after = await apiGet<P2PTransaction>(`/admin/p2p/transactions/${target.id}`);
  expect(after.status).toBe('REQUESTED');

  // A route support may not open says so, instead of failing.
  await page.goto('/activities');
  await expect(page.getByTestId('unauthorized')).toContainText('Unauthorized');
});

test.describe.serial('a sub-admin invited from Manage Sub Admins', () => {
  const suffix = randomBytes(4).toString('hex');
  const invitee = { name: `Invited ${suffix}`, email: `e2e-invited-${suffix}@example.com`, password: `Invited-Password-${suffix}` };

  test('sets a password through the e-mailed link and signs in', async ({ page }) => {
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, 'Super Admin');
    const screen = new SubAdminsScreen(page);
    await screen.open();
    // Toasts live 3 s from the server's answer: each is waited for from before the action that shows it.
    await Promise.all([expect(page.getByText(`Invitation sent to ${invitee.email}`)).toBeVisible(), screen.invite(invitee.name, invitee.email, 'Support')]);
    const row = screen.row(invitee.email);
    await expect(row.getByTestId('subadmin-invitation-pending')).toHaveText('Invitation pending');
    await expect(row.getByTestId('subadmin-role')).toHaveText('Support');

    const link = await newestSetPasswordLink(invitee.email);
    await new ConsoleShell(page).openUserMenu('menu-logout');
    await expect(page).toHaveURL(/\/signin$/);

    const setPassword = new SetPasswordScreen(page);
    await setPassword.open(link);
    await setPassword.submit(invitee.password, `${invitee.password}x`);
    await expect(page.getByText('The two passwords differ')).toBeVisible();
    await setPassword.submit(invitee.password);
    await expect(page.getByTestId('set-password-done')).toBeVisible();

    // The link is spent: opening it again says so at once and what to do instead.
    await page.goto(link);
    await expect(page.getByTestId('set-password-invalid')).toContainText('This link was used already');

    // Support may see the dashboard: it is the invitee's home.
    await signIn(page, invitee.email, invitee.password, invitee.name);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('dashboard-queues')).toBeVisible();
  });

  test('loses its open console as soon as it is deactivated', async ({ browser, page }) => {
    const inviteeContext = await browser.newContext();
    const inviteePage = await inviteeContext.newPage();
    try {
      await signIn(inviteePage, invitee.email, invitee.password, invitee.name);

      await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, 'Super Admin');
      const screen = new SubAdminsScreen(page);
      await screen.open();
      await expect(screen.row(invitee.email).getByTestId('subadmin-invitation-pending')).toHaveCount(0);
      // The toast comes with the server's answer, the switch only after the list's refetch.
      await Promise.all([expect(page.getByText(`${invitee.name} is deactivated and signed out`)).toBeVisible(), screen.setActive(invitee.email, false)]);

      // Its next call answers 401, and the console goes to the sign-in page.
      await expectSentBackToSignIn(inviteePage, 'nav-P2PTransactions');
    } finally {
      await inviteeContext.close();
    }
  });

  test('shows up in Admin Activities, which exports the filtered rows as CSV', async ({ page }) => {
    const [admin] = (await apiGet<ListResponse<SubAdmin>>('/admin/subAdmins', { search: invitee.email })).items;
    if (!admin) throw new Error('the invited admin is missing');

    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, 'Super Admin');
    const screen = new ActivitiesScreen(page);
    await screen.open();
    await screen.filterAction('admins.invite');
    await expect(page).toHaveURL(/[?&]action=admins\.invite(&|$)/);
    const row = page.locator(`tr[data-activity-id]`).filter({ has: page.getByTestId('activity-target-id').getByText(admin.id) });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('activity-actor')).toHaveText(E2E_ADMIN.email);
    await expect(row.getByTestId('activity-outcome')).toHaveText('Success');
    await row.locator('td').nth(1).click();
    await expect(page.getByTestId('activity-after')).toContainText(invitee.email);

    // The target filter narrows to this admin: its invitation and its deactivation.
    await screen.open(`?targetId=${admin.id}`);
    // Each action in words, its code beneath.
    await expect(page.getByTestId('activity-action').filter({ hasText: /^Invited an adminadmins\.invite$/ })).toHaveCount(1);
    await expect(page.getByTestId('activity-action').filter({ hasText: /^Deactivated an adminadmins\.deactivate$/ })).toHaveCount(1);
    // The target is a link to the admin's access.
    await page.getByTestId('activity-target-link').first().click();
    await expect(page).toHaveURL(new RegExp(`/iam\\?tab=users&admin=${admin.id}$`));
    await expect(page.getByTestId('iam-user-table')).toBeVisible();

    await screen.open('?action=admins.');
    const downloading = page.waitForEvent('download');
    await page.getByTestId('activities-export').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^admin-activities-.*\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.split('\n').filter((line) => line.includes(admin.id));
    expect(lines.some((line) => line.includes('admins.invite'))).toBe(true);
    expect(lines.some((line) => line.includes('admins.deactivate'))).toBe(true);
    // Only the filtered actions: no sign-ins in an export of admins.*
    expect(csv).not.toContain('auth.login');
  });
});

test('an admin whose group requires 2FA is walked through the set-up before the console works', async ({ page }) => {
  const admin = await createTestAdmin('support');
  const suffix = randomBytes(3).toString('hex');
  const secure = await asSuperAdmin<AccessGroup>('POST', '/admin/roles/groups', { name: `Secure ${suffix}`, description: 'E2E', require2fa: true });
  const { items: groups } = await asSuperAdmin<{ items: AccessGroup[] }>('GET', '/admin/roles/groups');
  const support = groups.find((g) => g.name === 'support');
  const [account] = (await asSuperAdmin<ListResponse<SubAdmin>>('GET', `/admin/subAdmins?search=${encodeURIComponent(admin.email)}`)).items;
  if (!support || !account) throw new Error('the support group or the test admin is missing');
  await asSuperAdmin('PUT', `/admin/roles/users/${account.id}/groups`, { groupIds: [support.id, secure.id] });

  const signInScreen = new SignInScreen(page);
  await signInScreen.open();
  await signInScreen.submit(admin.email, admin.password);
  // Every screen is refused until 2FA is on: the console says why and leads to the set-up.
  const blocker = page.getByTestId('two-factor-required');
  await expect(blocker).toContainText('Your account requires Google Authenticator');
  // The home (the dashboard) could not load: the server refuses it too, not only the console.
  await expect(page.getByTestId('dashboard-load-failed')).toBeVisible();
  await page.getByTestId('two-factor-required-setup').click();
  await expect(page.getByTestId('gauth-qrcode')).toBeVisible();
  const secret = (await page.getByTestId('gauth-secret').textContent())?.trim() ?? '';
  await page.getByTestId('gauth-next').click();
  await page.locator('#gauthSetup_gAuthCode').fill(authenticatorCode(secret));
  await page.locator('#gauthSetup_loginPassword').fill(admin.password);
  await page.getByTestId('gauth-setup').click();
  await page.getByTestId('gauth-done').click();

  await expect(blocker).toHaveCount(0);
  await expect(page.getByTestId('dashboard-queues')).toBeVisible();
});
