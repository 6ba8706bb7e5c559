import { expect, type Page } from '@playwright/test';

const reminderGuarded = new WeakSet<Page>();

/**
 * Keeps the "Please Enable 2FA" reminder out of the way of the test. It opens at each load of the
 * console, at a moment the test does not control, over the top right corner where the page's
 * buttons are, for 3 s (longer while the mouse rests on it): a look at one moment misses it or
 * catches it closing. So Playwright closes it whenever it stands in front of an action or a check.
 * Registered once per page; it lasts across reloads.
 */
export async function dismissTwoFactorReminder(page: Page) {
  if (reminderGuarded.has(page)) return;
  reminderGuarded.add(page);
  const reminder = page.getByTestId('enable-2fa-notification');
  await page.addLocatorHandler(reminder, async () => {
    // A dispatched click: a real one would also close a dropdown the test has just opened. The
    // reminder may have closed by itself meanwhile, which is as good.
    await reminder.first().locator('.ant-notification-notice-close').dispatchEvent('click', undefined, { timeout: 1_000 }).catch(() => undefined);
    // Not waited out: on a busy machine a closing notice has been seen to stay in its leave animation
    // for minutes, and the action behind it (never underneath: it sits in a corner) went on waiting.
  }, { noWaitAfter: true });
}

/** The sign-in screen and its 2FA code modal, as a person uses them. */
export class SignInScreen {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/signin');
    await expect(this.page.locator('#signin_email')).toBeVisible();
  }

  async submit(email: string, password: string) {
    await this.page.locator('#signin_email').fill(email);
    await this.page.locator('#signin_password').fill(password);
    await this.page.getByTestId('signin-submit').click();
  }

  async enterCode(code: string) {
    await this.page.locator('#twoFactor_otpCode').fill(code);
    await this.page.getByTestId('two-factor-submit').click();
  }

  codeModalError() {
    return this.page.getByTestId('two-factor-error');
  }

  /** No session token left in storage: polled, as the console clears it around the navigation just waited for. */
  async expectNoStoredToken() {
    await expect.poll(() => this.page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  }
}

/**
 * After the session was ended on the server, the console must land on /signin, whichever of its
 * calls meets the ended session first. Its own first calls (the session check, the page's list)
 * may still be on their way and send it there before any click; otherwise a click on the sidebar
 * entry `navTestId` makes the next call. Waits for the URL, never for the entry, which the
 * redirect may have taken away.
 */
export async function expectSentBackToSignIn(page: Page, navTestId: string) {
  const entry = page.getByTestId(navTestId);
  await expect(async () => {
    if (!/\/signin$/.test(new URL(page.url()).pathname)) await entry.click({ timeout: 2_000 });
    // An ended session's /signin carries why and where to return: ?reason=expired&next=…
    await expect(page).toHaveURL(/\/signin(\?.*)?$/, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.locator('#signin_email')).toBeVisible();
  await new SignInScreen(page).expectNoStoredToken();
}

/** The signed-in layout: header, sidebar, user menu. */
export class ConsoleShell {
  constructor(private readonly page: Page) {}

  async expectSignedIn(name: string) {
    await expect(this.page.getByTestId('user-name')).toHaveText(name);
    await expect(this.page.getByTestId('sidebar').first()).toBeVisible();
  }

  async openUserMenu(item: 'menu-change-password' | 'menu-gauth-setup' | 'menu-gauth-disable' | 'menu-download-logs' | 'menu-logout') {
    await this.page.getByTestId('user-menu').click();
    const entry = this.page.getByTestId(item);
    await expect(entry).toBeVisible();
    // The dropdown opens on hover: a mouse travelling into it on a busy machine can close and
    // reopen it mid-click, so the entry gets its click directly once it is shown.
    await entry.dispatchEvent('click');
  }

  /** Runs the Google Auth setup from the QR step; returns the secret the QR code holds. */
  async enableGoogleAuth(password: string, codeFor: (secret: string) => string): Promise<string> {
    await this.openUserMenu('menu-gauth-setup');
    await expect(this.page.getByTestId('gauth-qrcode')).toBeVisible();
    const secret = (await this.page.getByTestId('gauth-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await this.page.getByTestId('gauth-next').click();
    await this.page.locator('#gauthSetup_gAuthCode').fill(codeFor(secret));
    await this.page.locator('#gauthSetup_loginPassword').fill(password);
    await this.page.getByTestId('gauth-setup').click();
    await expect(this.page.getByTestId('gauth-done')).toBeVisible();
    await this.page.getByTestId('gauth-done').click();
    return secret;
  }
}
