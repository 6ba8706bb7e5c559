import { expect, type Page } from '@playwright/test';

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
