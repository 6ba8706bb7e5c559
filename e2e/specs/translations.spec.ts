import { expect, test } from '@playwright/test';
import en from '../../apps/web/src/app/i18n/locales/en.json' with { type: 'json' };
import { signInFreshAdminAtHome } from '../support/p2p-pages.ts';
import { shootLooks, shotsDir } from '../support/looks.ts';
import { TranslationsScreen } from '../support/translations-pages.ts';

const shots = shotsDir('h-translations');

test('a language is activated and deactivated, a missing text is written, and the file is exported and imported again', async ({ page }) => {
  // Full page loads on a busy machine: the screen's chunk and its list can take their time.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInFreshAdminAtHome(page, 'admin');
  await page.getByTestId('nav-translation').click();
  await expect(page.getByTestId('header-title')).toHaveText(en.titles.translation);
  const screen = new TranslationsScreen(page);
  await expect(screen.state('en')).toHaveText(en.translations.languages.active);
  // English, the base language, cannot be switched off.
  await expect(page.getByTestId('language-en-switch')).toBeDisabled();

  await expect(screen.state('es')).toHaveText(en.translations.languages.inactive);
  await screen.toggle('es');
  await expect(screen.state('es')).toHaveText(en.translations.languages.active);
  await screen.toggle('es');
  await expect(screen.state('es')).toHaveText(en.translations.languages.inactive);

  await screen.chooseLanguage('it');
  await screen.missingOnly(en.translations.keys.missing_true);
  const key = 'auth.otp.sent';
  await expect(screen.row(key).getByTestId('translation-missing')).toBeVisible();
  await screen.edit(key, 'Abbiamo inviato un codice a {{destination}}');
  // Translated now, it leaves the "missing only" list.
  await expect(screen.row(key)).toHaveCount(0);
  await page.goto('/translation/it?search=auth.otp');
  await expect(screen.row(key).getByTestId('translation-value')).toHaveText('Abbiamo inviato un codice a {{destination}}', { timeout: 30_000 });

  const file = await screen.export();
  expect(file.name).toBe('it.json');
  const tree = JSON.parse(file.content.toString('utf8')) as { auth: { otp: { sent: string } } };
  expect(tree.auth.otp.sent).toBe('Abbiamo inviato un codice a {{destination}}');
  const count = JSON.stringify(tree).match(/":"/g)?.length ?? 0;
  await screen.import(file.name, file.content);
  await expect(page.locator('.ant-message')).toContainText(`0 added, 0 changed, ${count} unchanged`);

  await shootLooks(page, shots, '/translation/ar', 'translation', async (p) => {
    await expect(p.getByTestId('translation-table').locator('tr', { hasText: 'common.cancel' })).toBeVisible({ timeout: 30_000 });
  });
});
