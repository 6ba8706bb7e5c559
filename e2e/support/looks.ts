import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { dismissTwoFactorReminder } from './console-pages.ts';

/** The three looks every new screen is photographed in: English, dark, and Arabic right-to-left. */
export const LOOKS = [
  { name: 'en', query: '', lang: 'en' },
  { name: 'dark', query: 'theme=dark', lang: 'en' },
  { name: 'ar', query: 'theme=light', lang: 'ar' },
] as const;
export type Look = (typeof LOOKS)[number];

/** Where a spec's screenshots go: SHOTS_DIR, or a folder of the spec's own under /tmp. */
export const shotsDir = (spec: string) => process.env.SHOTS_DIR ?? `/tmp/shots-${spec}`;

/** The whole page; with a drawer open, the viewport (a full-page shot would scroll the page under it). */
export async function shoot(page: Page, dir: string, name: string, fullPage = true) {
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

/** Opens a path in a look; the language, once chosen, is kept by the console. */
export async function openIn(page: Page, path: string, look: Look) {
  const query = [path.split('?')[1], look.query].filter(Boolean).join('&');
  await page.goto(`${path.split('?')[0]}${query ? `?${query}` : ''}`);
  await dismissTwoFactorReminder(page);
  const wanted = look.lang;
  if ((await page.locator('html').getAttribute('lang')) !== wanted) {
    await page.getByTestId('language-picker').first().click();
    await page.locator('.ant-dropdown:visible').getByTestId(`language-${wanted}`).dispatchEvent('click');
    await expect(page.locator('html')).toHaveAttribute('dir', wanted === 'ar' ? 'rtl' : 'ltr');
  }
}

/** The screen in each look once `ready` shows, then back to English for what follows. */
export async function shootLooks(page: Page, dir: string, path: string, name: string, ready: (page: Page) => Promise<void>) {
  for (const look of LOOKS) {
    await openIn(page, path, look);
    await ready(page);
    await shoot(page, dir, `${name}-${look.name}`);
  }
  await openIn(page, path, LOOKS[0]);
}
