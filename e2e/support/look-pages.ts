import { expect, type Locator, type Page } from '@playwright/test';

/** The language pickers (sign-in page and header) and the look settings, as a person uses them. */
export class LookControls {
  constructor(private readonly page: Page) {}

  html(): Locator {
    return this.page.locator('html');
  }

  shell(): Locator {
    return this.page.getByTestId('app-shell');
  }

  /** The row of languages under the sign-in card. */
  async chooseOnSignIn(locale: string) {
    await this.page.getByTestId('language-links').getByTestId(`language-${locale}`).click();
  }

  /** The header's language menu. */
  async chooseInHeader(locale: string) {
    await this.page.getByTestId('language-picker').first().click();
    const entry = this.page.locator('.ant-dropdown:visible').getByTestId(`language-${locale}`);
    await expect(entry).toBeVisible();
    // Like the user menu: a mouse travelling into the dropdown can close it mid-click on a busy machine.
    await entry.dispatchEvent('click');
  }

  async expectDirection(dir: 'ltr' | 'rtl', lang: string) {
    await expect(this.html()).toHaveAttribute('dir', dir);
    await expect(this.html()).toHaveAttribute('lang', lang);
  }

  async openSettings() {
    await this.page.getByTestId('settings-open').first().click();
    await expect(this.page.getByTestId('look-settings')).toBeVisible();
  }

  async pick(testId: string) {
    await this.page.getByTestId(testId).click();
    await expect(this.page.getByTestId(testId)).toHaveAttribute('aria-pressed', 'true');
  }

  /** The console's own settings as stored in the browser. */
  async stored(): Promise<Record<string, unknown>> {
    return this.page.evaluate(() => JSON.parse(localStorage.getItem('consoleSettings') ?? '{}') as Record<string, unknown>);
  }
}
