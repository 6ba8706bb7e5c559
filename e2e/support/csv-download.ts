import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

export interface DownloadedCsv {
  name: string;
  header: string;
  /** The data lines (no quoted line breaks in the exports these specs read). */
  lines: string[];
}

/** Clicks a list's Export CSV button and reads the file the browser saved. */
export async function downloadCsv(page: Page, button: Locator): Promise<DownloadedCsv> {
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  const [header = '', ...lines] = (await readFile(await download.path(), 'utf8')).split('\n').filter((line) => line !== '');
  await expect(button).toHaveText('Export CSV');
  return { name: download.suggestedFilename(), header, lines };
}
