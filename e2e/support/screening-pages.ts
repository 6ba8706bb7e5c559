import { expect, type Locator, type Page } from '@playwright/test';
import { ListTable, dismissTwoFactorReminder } from './p2p-pages.ts';

/** Comply Advantage: the cases queue (with its drawer) and the watchlists tab. */
export class ComplyAdvantageScreen {
  readonly table: ListTable;
  constructor(private readonly page: Page) {
    this.table = new ListTable(page, 'cases-table');
  }

  async openCases(search = '') {
    await this.page.goto(`/comply-advantage${search}`);
    await dismissTwoFactorReminder(this.page);
    // The queue loads its watchlists and cases together: on a busy machine that takes a while.
    await expect(this.table.root).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  }

  async openWatchlists() {
    await this.page.goto('/comply-advantage?tab=watchlists');
    await dismissTwoFactorReminder(this.page);
    await expect(this.page.getByTestId('watchlists-tab')).toBeVisible({ timeout: 30_000 });
  }

  /** Uploads CSV text as a file through the form; returns the result summary. */
  async upload(name: string, csv: string): Promise<Locator> {
    await this.page.getByTestId('watchlist-name').fill(name);
    await this.page.getByTestId('watchlists-tab').locator('input[type=file]').setInputFiles({ name: 'list.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await this.page.getByTestId('watchlist-upload').click();
    const result = this.page.getByTestId('watchlist-upload-result');
    await expect(result).toBeVisible();
    return result;
  }

  rows(): Locator {
    return this.table.root.locator('tr[data-case-id]');
  }

  drawer(): Locator {
    return this.page.getByTestId('case-drawer');
  }

  async openCase(row: Locator) {
    await row.click();
    await expect(this.drawer().getByTestId('case-comparison')).toBeVisible();
  }

  /** A decision from the drawer's footer, with its note. */
  async decide(action: 'falsePositive' | 'trueMatch', note: string) {
    await this.page.getByTestId(`case-${action}`).click();
    await this.page.getByTestId(`case-${action}-reason`).fill(note);
    await this.page.getByTestId(`case-${action}-confirm`).click();
  }
}

/** Country Whitelist: the countries table with its switches, and the history tab. */
export class CountryWhitelistScreen {
  constructor(private readonly page: Page) {}

  async open(search = '') {
    await this.page.goto(`/country-whitelist${search}`);
    await dismissTwoFactorReminder(this.page);
    await expect(this.page.getByTestId('countries-table').locator('tr[data-country]').first()).toBeVisible({ timeout: 30_000 });
  }

  switchOf(country: string, operation: 'SIGN_UP' | 'DEPOSIT' | 'WITHDRAWAL'): Locator {
    return this.page.getByTestId(`country-${country}-${operation}`);
  }

  async flip(country: string, operation: 'SIGN_UP' | 'DEPOSIT' | 'WITHDRAWAL') {
    await this.switchOf(country, operation).click();
    await this.page.getByTestId(`country-${country}-${operation}-confirm`).click();
  }
}
