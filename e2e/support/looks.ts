import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { dismissTwoFactorReminder } from './console-pages.ts';

/**
 * Pictures are taken by `npm run screenshots` (E2E_SHOTS=1). The test run walks each screen once, in
 * English, with the same checks: the other looks' rendering is tested in languages-and-look.spec.ts,
 * and three page loads a screen for pictures nobody opens made half the e2e run's time.
 */
export const TAKING_SHOTS = process.env.E2E_SHOTS === '1';

/** The three looks every new screen is photographed in: English, dark, and Arabic right-to-left. */
const ALL_LOOKS = [
  { name: 'en', query: '', lang: 'en' },
  { name: 'dark', query: 'theme=dark', lang: 'en' },
  { name: 'ar', query: 'theme=light', lang: 'ar' },
] as const;
export type Look = (typeof ALL_LOOKS)[number];
/** The looks a screen is walked in: all three when taking pictures, else English. */
export const LOOKS: readonly Look[] = TAKING_SHOTS ? ALL_LOOKS : ALL_LOOKS.slice(0, 1);

/** Where a spec's screenshots go: SHOTS_DIR, or a folder of the spec's own under /tmp. */
export const shotsDir = (spec: string) => process.env.SHOTS_DIR ?? `/tmp/shots-${spec}`;

/** The whole page; with a drawer open, the viewport (a full-page shot would scroll the page under it). */
export async function shoot(page: Page, dir: string, name: string, fullPage = true) {
  if (!TAKING_SHOTS) return;
  mkdirSync(dir, { recursive: true });
  // A dialog zooms in (and a menu slides) for a moment: the picture is of the settled screen.
  await expect(page.locator('[class*="-zoom-appear"], [class*="-zoom-enter"], [class*="-slide-up-appear"], [class*="-slide-up-enter"]')).toHaveCount(0);
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
    // The language menu would otherwise stay open over the picture.
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-dropdown:visible')).toHaveCount(0);
  }
}

/** The screen in each look once `ready` shows, then back to English for what follows. */
export async function shootLooks(page: Page, dir: string, path: string, name: string, ready: (page: Page) => Promise<void>) {
  for (const look of LOOKS) {
    await openIn(page, path, look);
    await ready(page);
    await shoot(page, dir, `${name}-${look.name}`);
  }
  if (LOOKS.length > 1) await openIn(page, path, ALL_LOOKS[0]);
}

/** After a walk through the looks, English again for the checks and specs that follow. */
export async function backToEnglish(page: Page) {
  if (!TAKING_SHOTS || (await page.locator('html').getAttribute('lang')) === 'en') return;
  await page.getByTestId('language-picker').first().click();
  await page.locator('.ant-dropdown:visible').getByTestId('language-en').dispatchEvent('click');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}
