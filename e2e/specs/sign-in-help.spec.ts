import { expect, test } from '@playwright/test';
import { SetPasswordScreen, SubAdminsScreen } from '../support/access-pages.ts';
import { createTestAdmin, signInByApi } from '../support/admin-api.ts';
import { ConsoleShell, SignInScreen } from '../support/console-pages.ts';
import { E2E_ADMIN } from '../support/e2e-env.ts';
import { newestSetPasswordLink } from '../support/mail-outbox.ts';
import { dismissTwoFactorReminder } from '../support/p2p-pages.ts';
import { ForgotPasswordScreen, mailCountTo, openSubAdminAction, sessionWorks, trySignIn } from '../support/password-pages.ts';

test('forgot password: the e-mailed link sets a new password once, signs the other sessions out, and the new password works', async ({ page }) => {
  const admin = await createTestAdmin('support');
  const invitationLink = await newestSetPasswordLink(admin.email);
  const otherSession = await signInByApi(admin.email, admin.password);

  const forgot = new ForgotPasswordScreen(page);
  await forgot.openFromSignIn();
  await forgot.request(admin.email);
  await expect(forgot.sent()).toContainText('If an admin with this e-mail exists, we sent it a link');
  await expect(forgot.sent()).toContainText('60 minutes');

  // The link of the newest e-mail (written before the answer came): not the invitation's.
  const link = await newestSetPasswordLink(admin.email);
  expect(link).not.toBe(invitationLink);
  const newPassword = `${admin.password}-renewed`;
  const setPassword = new SetPasswordScreen(page);
  await setPassword.open(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await setPassword.submit(newPassword);
  await expect(page.getByTestId('set-password-done')).toBeVisible();
  expect(await sessionWorks(otherSession)).toBe(false);

  // Once only: the same link now says so, without a form.
  await page.goto(link);
  await expect(page.getByTestId('set-password-invalid')).toContainText('This link was used already');

  const signIn = new SignInScreen(page);
  await signIn.open();
  await signIn.submit(admin.email, admin.password);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signIn.submit(admin.email, newPassword);
  await new ConsoleShell(page).expectSignedIn(admin.name);
});

test('an unknown e-mail gets the same answer and no e-mail', async ({ page }) => {
  const forgot = new ForgotPasswordScreen(page);
  await forgot.openFromSignIn();
  await forgot.request('nobody-here@example.com');
  await expect(forgot.sent()).toContainText('If an admin with this e-mail exists, we sent it a link');
  expect(await mailCountTo('nobody-here@example.com')).toBe(0);
});

test('a used set-password link says so as it opens, with a way to sign in or get a new link', async ({ page }) => {
  // createTestAdmin set the password through the invitation link: that link is spent.
  const admin = await createTestAdmin('support');
  const spent = await newestSetPasswordLink(admin.email);

  await page.goto(spent);
  const notice = page.getByTestId('set-password-invalid');
  await expect(notice).toHaveAttribute('data-state', 'USED');
  await expect(notice).toContainText('This link was used already');
  await expect(notice).toContainText('Sign in with that password, or ask for a new link');
  // No form that could only fail.
  await expect(page.getByTestId('set-password-password')).toHaveCount(0);
  await expect(page.getByTestId('set-password-signin')).toBeVisible();
  await page.getByTestId('set-password-new-link').click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('an admin locked out by wrong passwords is shown as locked and unlocked from Manage Sub Admins', async ({ page }) => {
  const admin = await createTestAdmin('support');
  // LOGIN_MAX_FAILURES (5, the default) wrong passwords lock the account; then even the right one is refused.
  for (let i = 0; i < 5; i++) expect(await trySignIn(admin.email, `Wrong-Password-${i}`)).toBe(401);
  expect(await trySignIn(admin.email, admin.password)).toBe(429);

  const signIn = new SignInScreen(page);
  await signIn.open();
  await signIn.submit(E2E_ADMIN.email, E2E_ADMIN.password);
  await new ConsoleShell(page).expectSignedIn('Super Admin');
  await dismissTwoFactorReminder(page);
  const screen = new SubAdminsScreen(page);
  await screen.open();
  const row = screen.row(admin.email);
  await expect(row.getByTestId('subadmin-locked')).toHaveText('Locked');

  // An admin who accepted its invitation gets a password reset link, named as such.
  await row.getByTestId('subadmin-actions').click();
  await expect(page.getByTestId('subadmin-action-reset')).toHaveText('Send password reset link');
  await expect(page.getByTestId('subadmin-action-resend')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await openSubAdminAction(page, admin.email, 'subadmin-action-unlock');
  const dialog = page.getByRole('dialog', { name: `Unlock ${admin.name}?` });
  await expect(dialog).toContainText('too many wrong passwords or codes');
  await Promise.all([expect(page.getByText(`${admin.name} can sign in again`)).toBeVisible(), page.getByTestId('subadmin-unlock-confirm').click()]);
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('subadmin-locked')).toHaveCount(0);

  expect(await trySignIn(admin.email, admin.password)).toBe(200);
});

test('an applicant whose access request waits is told so at sign-in, with its own password only', async ({ page }) => {
  const email = `applicant-${Date.now()}@example.com`;
  await page.goto('/signup');
  await page.locator('#signup_username').fill('Patient Applicant');
  await page.locator('#signup_email').fill(email);
  await page.locator('#signup_password').fill('Applicant-Password-1');
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('signup-pending')).toBeVisible();

  const signIn = new SignInScreen(page);
  await signIn.open();
  await signIn.submit(email, 'Applicant-Password-1');
  await expect(page.getByText('Your access request is waiting for approval by a super admin')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
});
