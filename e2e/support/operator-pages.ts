import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption } from './select-option.ts';

/** The header's search palette (Ctrl+K). */
export class SearchPalette {
  readonly dialog: Locator;
  readonly input: Locator;
  constructor(private readonly page: Page) {
    this.dialog = page.locator('.global-search');
    this.input = page.getByTestId('global-search-input');
  }

  async openWithShortcut() {
    // The header (and its shortcut) is there once the lazy screen has loaded.
    await expect(this.page.getByTestId('global-search-open')).toBeVisible({ timeout: 60_000 });
    await this.page.keyboard.press('Control+k');
    await expect(this.input).toBeFocused();
  }

  async type(text: string) {
    await this.input.fill(text);
  }

  hits(kind?: string): Locator {
    const all = this.page.getByTestId('global-search-hit');
    return kind ? all.and(this.page.locator(`[data-kind="${kind}"]`)) : all;
  }
}

/** The bar above a list with selectable rows, its dialog and the per-row result panel. */
export class BulkDecisions {
  constructor(private readonly page: Page) {}

  async select(row: Locator) {
    await row.locator('td.ant-table-selection-column input[type="checkbox"]').check();
  }

  async start(action: string) {
    await this.page.getByTestId(`bulk-action-${action}`).click();
    // antd puts the test id on the modal's root, which has no box of its own: its button is what shows.
    await expect(this.page.getByTestId('bulk-confirm')).toBeVisible();
  }

  async confirm(reason?: string) {
    if (reason !== undefined) await this.page.getByTestId('bulk-reason').fill(reason);
    await this.page.getByTestId('bulk-confirm').click();
    await expect(this.panel()).toBeVisible();
  }

  panel(): Locator {
    return this.page.getByRole('dialog').filter({ has: this.page.getByTestId('bulk-result-close') });
  }

  resultRows(outcome?: string): Locator {
    const rows = this.panel().getByTestId('bulk-result-row');
    return outcome ? rows.and(this.page.locator(`[data-outcome="${outcome}"]`)) : rows;
  }
}

/** The saved views control of a list's toolbar. */
export class SavedViews {
  readonly select: Locator;
  constructor(private readonly page: Page) {
    this.select = page.getByTestId('saved-views-select');
  }

  async saveAs(name: string) {
    await this.page.getByTestId('saved-views-save').click();
    await this.page.getByTestId('saved-view-name').fill(name);
    await this.page.getByTestId('saved-view-confirm').click();
    await expect(this.page.getByTestId('saved-view-confirm')).toBeHidden();
  }

  async pick(name: string) {
    await chooseOption(this.page, this.select, name);
  }
}
