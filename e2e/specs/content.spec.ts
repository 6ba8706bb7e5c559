import { expect, test } from '@playwright/test';
import en from '../../apps/web/src/app/i18n/locales/en.json' with { type: 'json' };
import { gradientBanner } from '../../apps/api/src/modules/banners/png-encoder.ts';
import { AnnouncementsScreen, BannersScreen, newestMail } from '../support/content-pages.ts';
import { signInFreshAdmin, signInFreshAdminAtHome } from '../support/p2p-pages.ts';
import { LOOKS, openIn, shoot, shotsDir } from '../support/looks.ts';

const shots = shotsDir('h-content');

test('an announcement written in English and Arabic is previewed in both, published, and shows as published', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInFreshAdminAtHome(page, 'admin');
  await page.getByTestId('nav-announcements').click();
  await expect(page.getByTestId('header-title')).toHaveText(en.titles.announcements);
  // The demo data's announcement, the spec's text.
  await expect(page.getByTestId('announcement-table')).toContainText('December 25th');

  const title = `Card payments ${Date.now()}`;
  const screen = new AnnouncementsScreen(page);
  await page.getByTestId('announcement-create').click();
  await screen.write('en', title, 'Pay by card from today, with no fee for a month.');
  await screen.write('ar', 'الدفع بالبطاقة', 'ادفع بالبطاقة ابتداءً من اليوم، دون رسوم لمدة شهر.');
  const english = await screen.previewIn(screen.form, 'en');
  await expect(english).toHaveAttribute('dir', 'ltr');
  await expect(english).toContainText(title);
  const arabic = await screen.previewIn(screen.form, 'ar');
  await expect(arabic).toHaveAttribute('dir', 'rtl');
  await expect(arabic).toContainText('الدفع بالبطاقة');
  await screen.form.getByTestId('announcement-form-submit').click();
  await expect(screen.form).toBeHidden();

  const row = screen.row(title);
  await expect(row.getByTestId('announcement-status')).toHaveText(en.announcements.status.DRAFT);
  await expect(row.getByTestId('announcement-languages')).toHaveText(/EN\s*AR/);
  await screen.move(title, 'publish');
  await expect(row.getByTestId('announcement-status')).toHaveText(en.announcements.status.PUBLISHED);
  await expect(row.getByTestId('announcement-schedule')).toHaveText(en.content.schedule.LIVE);
  await expect(row.getByTestId('announcement-edit')).toHaveCount(0);

  // The published one, as customers see it, in both languages.
  await row.getByTestId('announcement-preview-open').click();
  const drawer = page.getByTestId('announcement-preview-drawer');
  await expect(await screen.previewIn(drawer, 'ar', 'announcement-preview')).toContainText('ادفع بالبطاقة');
  await expect(await screen.previewIn(drawer, 'en', 'announcement-preview')).toContainText(title);
});

test('a banner is uploaded (a disguised file is refused) and the carousel is reordered by dragging', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInFreshAdminAtHome(page, 'admin');
  await page.getByTestId('nav-app-banners').click();
  await expect(page.getByTestId('header-title')).toHaveText(en.titles.appBanner);
  await page.getByTestId('banner-language-es').click();
  await expect(page).toHaveURL(/language=es/);
  const screen = new BannersScreen(page);

  const stamp = Date.now();
  for (const [index, colours] of [[[200, 40, 40], [250, 190, 60]], [[30, 80, 200], [90, 210, 250]]].entries()) {
    await page.getByTestId('banner-create').click();
    if (index === 0) {
      // A page of HTML named .png: the server judges by content and refuses it.
      await screen.upload('promo.png', Buffer.from('<html><body>not an image</body></html>'));
      await expect(screen.form.getByTestId('banner-form-image-error')).toContainText('PNG, JPEG or WebP');
    }
    await screen.upload(`banner-${index}.png`, gradientBanner(640, 200, colours[0] as [number, number, number], colours[1] as [number, number, number]));
    await expect(screen.form.getByTestId('banner-form-image-size')).toContainText('640 × 200');
    await screen.form.getByTestId('banner-form-title').fill(`Promo ${index + 1} ${stamp}`);
    await screen.form.getByTestId('banner-form-link').fill(`https://exchange.example/promo-${index + 1}`);
    await screen.form.getByTestId('banner-form-submit').click();
    await expect(screen.form).toBeHidden();
  }
  await expect(screen.rows().filter({ hasText: String(stamp) })).toHaveCount(2);
  await expect(page.getByTestId('banner-carousel')).toHaveAttribute('data-state', 'ready');
  const titles = await screen.titles();
  expect(titles.slice(-2)).toEqual([`Promo 1 ${stamp}`, `Promo 2 ${stamp}`]);
  // The image is served by the API with its type.
  await expect(screen.rows().last().getByTestId('banner-image')).toHaveJSProperty('naturalWidth', 640);

  // Drag the last banner onto the first row: it takes the first place, and the order is kept.
  await screen.rows().last().getByTestId('banner-drag').dragTo(screen.rows().first().getByTestId('banner-drag'));
  await expect(screen.rows().first().getByTestId('banner-title')).toHaveText(`Promo 2 ${stamp}`);
  await expect(page.getByTestId('banner-carousel')).toHaveAttribute('data-state', 'ready');
  await page.reload();
  await expect(screen.rows().first().getByTestId('banner-title')).toHaveText(`Promo 2 ${stamp}`, { timeout: 30_000 });
  await expect(screen.rows().first().getByTestId('banner-position')).toHaveText('1');
});

test('an e-mail template is edited with a live preview, refused with an unknown variable, saved and test-sent', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const admin = await signInFreshAdminAtHome(page, 'admin');
  await page.getByTestId('nav-email-templates').click();
  await expect(page.getByTestId('header-title')).toHaveText(en.titles.emailTemplates);
  await page.getByTestId('email-open-customer.kycRejected-fr').click();
  await expect(page).toHaveURL(/event=customer\.kycRejected&language=fr/);
  // The chosen e-mail's editor, loaded: its built-in text.
  await expect(page.getByTestId('email-editor-heading')).toHaveText(`${en.emailTemplates.events.customer.kycRejected.name} · Français`);
  const editor = page.getByTestId('email-editor');
  await expect(editor.getByTestId('email-customized')).toHaveText(en.emailTemplates.builtIn);
  await expect(editor.getByTestId('email-body')).toHaveValue(/We could not approve your documents/);

  await editor.getByTestId('email-subject').fill('{{exchangeName}} : vérification refusée');
  await editor.getByTestId('email-body').fill('Bonjour {{name}}, motif : {{iban}}');
  await expect(editor.getByTestId('email-preview-error')).toContainText('{{iban}}');
  await editor.getByTestId('email-body').fill('Bonjour {{name}}, motif : ');
  await editor.getByTestId('email-variable-reason').click();
  await expect(editor.getByTestId('email-body')).toHaveValue('Bonjour {{name}}, motif : {{reason}}');
  // Rendered by the server with the event's sample values.
  await expect(editor.getByTestId('email-preview-text')).toHaveText('Bonjour Layla, motif : The photo of the ID is blurred');
  await expect(editor.getByTestId('email-preview-subject')).toHaveText('Demo Exchange : vérification refusée');
  await expect(editor.getByTestId('email-preview-error')).toHaveCount(0);

  await editor.getByTestId('email-save').click();
  await expect(page.getByTestId('email-editor').getByTestId('email-customized')).toHaveText(en.emailTemplates.customized);
  await page.getByTestId('email-editor').getByTestId('email-test').click();
  const mail = await newestMail(admin.email, '[Test]');
  expect(mail.subject).toBe('[Test] Demo Exchange : vérification refusée');
  expect(mail.text).toContain('Bonjour Layla, motif : The photo of the ID is blurred');
});

test('the content screens in English, dark and Arabic', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInFreshAdmin(page, 'admin');
  for (const look of LOOKS) {
    await openIn(page, '/announcements', look);
    await expect(page.getByTestId('announcement-table')).toHaveAttribute('data-state', 'ready');
    await shoot(page, shots, `announcements-${look.name}`);
    await page.getByTestId('announcement-create').click();
    await new AnnouncementsScreen(page).write('ar', 'إصدار جديد', 'يصدر إصدار جديد في 25 ديسمبر.');
    await page.waitForTimeout(400);
    await shoot(page, shots, `announcement-form-${look.name}`);
    // Leaving the unsaved form asks first.
    await page.getByTestId('announcement-form').getByRole('button', { name: /cancel|إلغاء/i }).click();
    await page.getByTestId('unsaved-leave').click();
    await openIn(page, '/mobile-announcements', look);
    await expect(page.getByTestId('announcement-table')).toHaveAttribute('data-state', 'ready');
    await page.getByTestId('announcement-preview-open').first().click();
    await page.waitForTimeout(400);
    await shoot(page, shots, `mobile-announcements-preview-${look.name}`);
    await openIn(page, `/app-banners?language=${look.lang}`, look);
    await expect(page.getByTestId('banner-row').first()).toBeVisible();
    await page.waitForTimeout(300);
    await shoot(page, shots, `app-banners-${look.name}`);
    await openIn(page, `/email-templates?event=customer.welcome&language=${look.lang}`, look);
    await expect(page.getByTestId('email-preview-text')).not.toBeEmpty();
    await shoot(page, shots, `email-templates-${look.name}`);
  }
});
