import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { chooseOption } from './select-option.ts';

/** Translation: the language switches and one language's keys. */
export class TranslationsScreen {
  constructor(private readonly page: Page) {}

  state(code: string) {
    return this.page.getByTestId(`language-${code}-state`);
  }

  /** Flips a language's switch and confirms. */
  async toggle(code: string) {
    await this.page.getByTestId(`language-${code}-switch`).click();
    await this.page.getByTestId(`language-${code}-confirm`).click();
  }

  async chooseLanguage(code: string) {
    await this.page.getByTestId(`translation-language-${code}`).click();
    await expect(this.page).toHaveURL(new RegExp(`/translation/${code}`));
  }

  row(key: string) {
    return this.page.getByTestId('translation-table').locator('tr', { hasText: key });
  }

  async missingOnly(label: string) {
    await chooseOption(this.page, this.page.getByTestId('filter-missing'), label);
    await expect(this.page).toHaveURL(/missing=true/);
  }

  async edit(key: string, value: string) {
    const row = this.row(key);
    await row.getByTestId('translation-edit').click();
    await row.getByTestId('translation-input').fill(value);
    await row.getByTestId('translation-save').click();
  }

  /** Exports the language's file and returns its content. */
  async export(): Promise<{ name: string; content: Buffer }> {
    const download = this.page.waitForEvent('download');
    await this.page.getByTestId('translation-export').click();
    const file = await download;
    const path = await file.path();
    return { name: file.suggestedFilename(), content: await readFile(path) };
  }

  async import(name: string, content: Buffer) {
    await this.page.getByTestId('translation-keys').locator('input[type=file]').setInputFiles({ name, mimeType: 'application/json', buffer: content });
  }
}
