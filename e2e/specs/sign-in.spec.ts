import { expect, test } from '@playwright/test';
import { createTestAdmin, signInByApi } from '../support/admin-api.ts';
import { authenticatorCode } from '../support/authenticator.ts';
import { ConsoleShell, SignInScreen, expectSentBackToSignIn } from '../support/console-pages.ts';

test('an admin signs in, lands on the dashboard, and is reminded to enable 2FA', async ({ page }) => {
  const admin = await createTestAdmin();
  const signIn = new SignInScreen(page);
  await signIn.open();
  await expect(page.getByTestId('exchange-name')).toHaveText('E2E Exchange');
  // The reminder lives 3 s from the console's first paint: it is looked for first, not after other checks.
  await signIn.submit(admin.email, admin.password);
  await expect(page.getByText('Please Enable 2FA')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const shell = new ConsoleShell(page);
  await shell.expectSignedIn(admin.name);
  await expect(page.getByTestId('header-title')).toHaveText('Dashboard');
  await expect(page.getByTestId('app-footer')).toContainText('E2E Exchange');
  await page.getByTestId('nav-P2PTransactions').click();
  await expect(page).toHaveURL(/\/P2PTransactions$/);
  await expect(page.getByTestId('header-title')).toHaveText('P2P Transactions');
});

test('the form shows the validation texts and a wrong password the server\'s message', async ({ page }) => {
  const signIn = new SignInScreen(page);
  await signIn.open();
  await page.getByTestId('signin-submit').click();
  await expect(page.getByText('The input is not valid E-mail!')).toBeVisible();
  await expect(page.getByText('Please input your Password!')).toBeVisible();
  await signIn.submit('nobody@example.com', 'wrong-password-1');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
});

test('enable 2FA from the QR step, sign out, a wrong code is refused, the right one signs in', async ({ page }) => {
  const admin = await createTestAdmin();
  const signIn = new SignInScreen(page);
  const shell = new ConsoleShell(page);
  await signIn.open();
  await signIn.submit(admin.email, admin.password);
  await shell.expectSignedIn(admin.name);

  const secret = await shell.enableGoogleAuth(admin.password, (s) => authenticatorCode(s));
  await shell.openUserMenu('menu-logout');
  await expect(page).toHaveURL(/\/signin$/);
  await signIn.expectNoStoredToken();

  await signIn.submit(admin.email, admin.password);
  const good = authenticatorCode(secret, 1); // the setup code burned the current step
  // Wrong for every step the server accepts (one either side of now), whenever the clock turns.
  const accepted = [-1, 0, 1, 2].map((steps) => authenticatorCode(secret, steps));
  await signIn.enterCode(['123456', '654321', '135790'].find((code) => !accepted.includes(code)) ?? '');
  await expect(signIn.codeModalError()).toContainText('Invalid authentication code');
  await signIn.expectNoStoredToken();

  await signIn.enterCode(good);
  await shell.expectSignedIn(admin.name);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('isGAuthEnabled'))).toBe('1');
  await expect(page.getByText('Please Enable 2FA')).toHaveCount(0);
});

test('change the password: the new one works, the old one no longer does', async ({ page }) => {
  const admin = await createTestAdmin();
  const signIn = new SignInScreen(page);
  const shell = new ConsoleShell(page);
  await signIn.open();
  await signIn.submit(admin.email, admin.password);
  await shell.expectSignedIn(admin.name);

  await shell.openUserMenu('menu-change-password');
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByText('Please enter your existing password')).toBeVisible();
  await expect(page.getByText('Please enter your new password')).toBeVisible();
  await expect(page.getByText('Please confirm your password')).toBeVisible();
  const newPassword = `${admin.password}-new`;
  await page.locator('#changePassword_password').fill(admin.password);
  await page.locator('#changePassword_newPassword').fill(newPassword);
  await page.locator('#changePassword_confirmPassword').fill(newPassword);
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByText('Password updated successfully')).toBeVisible();

  await expect(signInByApi(admin.email, admin.password)).rejects.toThrow();
  await expect(signInByApi(admin.email, newPassword)).resolves.toBeTruthy();
  // This session survived the change.
  await page.reload();
  await shell.expectSignedIn(admin.name);
});

test('a session ended on the server sends the console back to /signin', async ({ page }) => {
  const admin = await createTestAdmin();
  const signIn = new SignInScreen(page);
  const shell = new ConsoleShell(page);
  await signIn.open();
  await signIn.submit(admin.email, admin.password);
  await shell.expectSignedIn(admin.name);
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  // Another device logs this session out (as the server would after a revocation).
  const revoked = await fetch(new URL('/admin/logout', page.url()), { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  expect(revoked.status).toBe(200);
  // The console's own session check may get there before the click: either way it ends on /signin.
  await expectSentBackToSignIn(page, 'nav-p2p-statistics');
});

test('a session that ends while the admin works says why, and signing in returns to the page and its filters', async ({ page }) => {
  const admin = await createTestAdmin();
  const signIn = new SignInScreen(page);
  await signIn.open();
  await signIn.submit(admin.email, admin.password);
  await new ConsoleShell(page).expectSignedIn(admin.name);
  const where = '/P2PTransactions?status=ALL&type=SELL';
  await page.goto(where);
  await expect(page.getByTestId('transactions-table')).toHaveAttribute('data-state', 'ready');

  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  const revoked = await fetch(new URL('/admin/logout', page.url()), { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  expect(revoked.status).toBe(200);
  // The next call of this page (here its list, on a reload) meets the ended session.
  await page.reload();
  await expect(page).toHaveURL(/\/signin\?/);
  await expect(page.getByTestId('session-ended')).toHaveText('Your session ended. Sign in again to go back to where you were.');

  await signIn.submit(admin.email, admin.password);
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(where);
  await expect(page.getByTestId('transactions-table')).toHaveAttribute('data-state', 'ready');
});

test('a guarded path without a session goes to /signin and back there after sign-in', async ({ page }) => {
  const admin = await createTestAdmin();
  await page.goto('/P2PTransactions');
  await expect(page).toHaveURL(/\/signin$/);
  await new SignInScreen(page).submit(admin.email, admin.password);
  await expect(page).toHaveURL(/\/P2PTransactions$/);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  const admin = await createTestAdmin();
  await new SignInScreen(page).open();
  await new SignInScreen(page).submit(admin.email, admin.password);
  await new ConsoleShell(page).expectSignedIn(admin.name);
  await page.goto('/no/such/page');
  await expect(page.getByText('Oops, an error has occurred. Page not found!')).toBeVisible();
  await page.getByRole('button', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('sign-up files an access request instead of an account', async ({ page }) => {
  await page.goto('/signup');
  await page.locator('#signup_username').fill('Curious Visitor');
  await page.locator('#signup_email').fill(`visitor-${Date.now()}@example.com`);
  await page.locator('#signup_password').fill('Visitor-Password-1');
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('signup-pending')).toBeVisible();
});
