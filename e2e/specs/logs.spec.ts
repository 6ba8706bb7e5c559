import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ConsoleShell } from '../support/console-pages.ts';
import { signInAsRoot } from '../support/merchant-pages.ts';

interface RequestLogLine {
  time: string;
  method: string;
  url: string;
  status: number;
}

test("download today's request log from the user menu and find this test's own request in it", async ({ page }) => {
  await signInAsRoot(page);
  // A request only this run makes: the merchant list with a search nobody else types.
  const marker = `log-marker-${randomUUID()}`;
  await page.goto(`/P2PMerchant?search=${marker}`);
  await expect(page.getByTestId('merchant-table')).toHaveAttribute('data-state', 'ready');

  await new ConsoleShell(page).openUserMenu('menu-download-logs');
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText('Download Cloud Watch Logs');
  // The spec's defaults: from 2020-11-01 to today, 1000 lines of public-api.
  const today = new Date();
  const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  await expect(modal.locator('input').first()).toHaveValue('2020-11-01');
  await expect(modal.locator('.ant-picker-input input').nth(1)).toHaveValue(ymd(today));
  await expect(page.getByTestId('download-logs-limit')).toHaveValue('1000');

  // Only today's lines.
  const from = modal.locator('.ant-picker-input input').first();
  await from.click();
  await from.fill(ymd(today));
  await from.press('Enter');
  const to = modal.locator('.ant-picker-input input').nth(1);
  await to.click();
  await to.fill(ymd(today));
  await to.press('Enter');
  await expect(from).toHaveValue(ymd(today));

  // The file downloads from the console's own page: no blank tab is left open.
  const downloadStarted = page.waitForEvent('download');
  await page.getByTestId('download-logs-submit').click();
  const download = await downloadStarted;
  expect(page.context().pages()).toHaveLength(1);
  expect(download.suggestedFilename()).toMatch(/^public-api_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.ndjson$/);
  await expect(modal).toBeHidden();

  const text = await readFile(await download.path(), 'utf8');
  const lines = text.trim().split('\n').map((line) => JSON.parse(line) as RequestLogLine);
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.length).toBeLessThanOrEqual(1000);
  const mine = lines.find((line) => line.url.includes(marker));
  expect(mine).toMatchObject({ method: 'GET', status: 200 });
  expect(mine?.url).toContain('/admin/p2p/merchants');
  // The link that was just used is dead: opening it again answers 410.
  const reused = await page.request.get(download.url());
  expect(reused.status()).toBe(410);
});
