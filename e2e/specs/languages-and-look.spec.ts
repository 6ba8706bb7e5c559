import { expect, test, type Page } from '@playwright/test';
import ar from '../../apps/web/src/app/i18n/locales/ar.json' with { type: 'json' };
import en from '../../apps/web/src/app/i18n/locales/en.json' with { type: 'json' };
import { createTestAdmin } from '../support/admin-api.ts';
import { ConsoleShell, SignInScreen } from '../support/console-pages.ts';
import { LookControls } from '../support/look-pages.ts';
import { dismissTwoFactorReminder, signInFreshAdmin, signInFreshAdminAtHome } from '../support/p2p-pages.ts';

async function sidebarSide(page: Page): Promise<'left' | 'right'> {
  const box = await page.getByTestId('sidebar').first().boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  if (!box) throw new Error('the sidebar is not on screen');
  return box.x + box.width / 2 < width / 2 ? 'left' : 'right';
}

/** 0 (black) to 1 (white): the page's own background, behind the layout. */
async function bodyLightness(page: Page): Promise<number> {
  const colour = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r = 255, g = 255, b = 255] = (colour.match(/\d+/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

test('Arabic turns the whole console right-to-left and translated, and stays chosen', async ({ page }) => {
  const look = new LookControls(page);
  await page.goto('/signin');
  await look.expectDirection('ltr', 'en');
  await look.chooseOnSignIn('ar');
  await look.expectDirection('rtl', 'ar');
  await expect(page.getByRole('heading', { name: ar.signIn.title })).toBeVisible();
  await expect(page.getByTestId('signin-submit')).toHaveText(ar.signIn.submit);

  const admin = await signInFreshAdminAtHome(page);
  await dismissTwoFactorReminder(page);
  await expect(page.getByTestId('header-title')).toHaveText(ar.titles.dashboard);
  expect(ar.titles.dashboard).not.toBe(en.titles.dashboard);
  await expect(page).toHaveTitle(new RegExp(ar.titles.dashboard));
  await expect(page.locator('.ant-table-wrapper.ant-table-wrapper-rtl').first()).toBeVisible();
  // Geometry and storage are read, not waited for by Playwright: polled until the layout has settled.
  await expect.poll(() => sidebarSide(page)).toBe('right');

  // The choice is kept across a reload, before the first paint.
  await page.reload();
  await look.expectDirection('rtl', 'ar');
  await new ConsoleShell(page).expectSignedIn(admin.name);
  await expect(page.getByTestId('header-title')).toHaveText(ar.titles.dashboard);

  await look.chooseInHeader('en');
  await look.expectDirection('ltr', 'en');
  await expect(page.getByTestId('header-title')).toHaveText(en.titles.dashboard);
  await expect.poll(() => sidebarSide(page)).toBe('left');
  await expect.poll(() => look.stored()).toMatchObject({ locale: 'en' });
});

test('a server refusal is shown in Arabic: a wrong password at sign-in', async ({ page }) => {
  const look = new LookControls(page);
  await page.goto('/signin');
  await look.chooseOnSignIn('ar');
  await look.expectDirection('rtl', 'ar');
  await new SignInScreen(page).submit('nobody@example.com', 'wrong-password-1');
  // The API answers with its code; the console words it in the admin's language, not the server's English.
  await expect(page.getByText(ar.apiErrors.auth.invalidCredentials)).toBeVisible();
  expect(ar.apiErrors.auth.invalidCredentials).not.toBe(en.apiErrors.auth.invalidCredentials);
  await expect(page.getByText(en.apiErrors.auth.invalidCredentials)).toHaveCount(0);
  await expect(page).toHaveURL(/\/signin$/);
});

test('theme, nav-style and layout-type from the address apply, persist, and bad values are ignored', async ({ page }) => {
  const look = new LookControls(page);
  await signInFreshAdminAtHome(page);
  await dismissTwoFactorReminder(page);
  // The defaults: semi-dark, fixed sidebar, full width.
  await expect(look.html()).toHaveAttribute('data-theme', 'semi-dark');
  await expect(look.shell()).toHaveClass(/app-shell--full/);
  await expect(look.shell()).toHaveClass(/app-shell--nav-fixed/);

  await page.goto('/P2PTransactions?theme=dark&nav-style=below-header&layout-type=boxed');
  await expect(look.html()).toHaveAttribute('data-theme', 'dark');
  await expect(look.shell()).toHaveClass(/app-shell--boxed/);
  await expect(look.shell()).toHaveClass(/app-shell--nav-below-header/);
  await expect(page.getByTestId('horizontal-nav')).toBeVisible();
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  // The page behind the content is dark too, not only the content.
  await expect.poll(() => bodyLightness(page)).toBeLessThan(0.2);
  await expect.poll(() => look.stored()).toMatchObject({ themeType: 'dark', navStyle: 'below-header', layoutType: 'boxed' });

  // Bad values change nothing: the stored look stays.
  await page.goto('/P2PTransactions?theme=neon&nav-style=sideways&layout-type=huge');
  await expect(look.html()).toHaveAttribute('data-theme', 'dark');
  await expect(look.shell()).toHaveClass(/app-shell--boxed/);
  await expect(look.shell()).toHaveClass(/app-shell--nav-below-header/);

  await page.goto('/P2PTransactions?theme=light&nav-style=no-header-mini-sidebar&layout-type=framed');
  await expect(look.html()).toHaveAttribute('data-theme', 'light');
  await expect.poll(() => bodyLightness(page)).toBeGreaterThan(0.6);
  await expect(look.shell()).toHaveClass(/app-shell--framed/);
  await expect(page.getByTestId('app-header')).toHaveCount(0);
  await expect(page.getByTestId('sidebar').getByTestId('user-menu')).toBeVisible();
  await expect(page.getByTestId('header-title')).toHaveText(en.titles.p2pTransactions);
});

test('each nav style shows its navigation where it says', async ({ page }) => {
  await signInFreshAdminAtHome(page);
  await dismissTwoFactorReminder(page);
  const header = page.getByTestId('app-header');
  const sidebar = page.getByTestId('sidebar');
  const horizontal = page.getByTestId('horizontal-nav');
  const open = async (navStyle: string) => {
    await page.goto(`/P2PMerchant?nav-style=${navStyle}`);
    await expect(page.getByTestId('app-shell')).toHaveClass(new RegExp(`app-shell--nav-${navStyle}(\\s|$)`));
  };

  // The sider eases its width from the stored style to the address's one: its box is polled, not read once.
  const sidebarWidth = () => sidebar.boundingBox().then((box) => box?.width);
  await open('fixed');
  await expect(sidebar).toBeVisible();
  await expect.poll(sidebarWidth).toBe(240);
  await open('mini-sidebar');
  await expect.poll(sidebarWidth).toBe(80);
  await open('drawer');
  await expect(sidebar).toBeHidden();
  await page.getByTestId('sidebar-toggle').click();
  await expect(sidebar).toBeVisible();
  await page.keyboard.press('Escape');
  await open('no-header-mini-sidebar');
  await expect(header).toHaveCount(0);
  await expect.poll(sidebarWidth).toBe(80);
  await open('no-header-expanded-sidebar');
  await expect(header).toHaveCount(0);
  await expect.poll(sidebarWidth).toBe(240);

  /** How far below the header's bottom the horizontal nav starts (negative: above it; -Infinity: not both on screen). */
  const navBelowHeader = async () => {
    const [headerBox, navBox] = [await header.boundingBox(), await horizontal.boundingBox()];
    return navBox && headerBox ? navBox.y - (headerBox.y + headerBox.height) : Number.NEGATIVE_INFINITY;
  };
  const navAboveHeader = async () => {
    const [headerBox, navBox] = [await header.boundingBox(), await horizontal.boundingBox()];
    return navBox && headerBox ? headerBox.y - (navBox.y + navBox.height) : Number.NEGATIVE_INFINITY;
  };
  for (const navStyle of ['default-horizontal', 'dark-horizontal', 'below-header']) {
    await open(navStyle);
    await expect(sidebar).toHaveCount(0);
    await expect.poll(navBelowHeader).toBeGreaterThanOrEqual(0);
  }
  await open('above-header');
  await expect.poll(navAboveHeader).toBeGreaterThanOrEqual(0);
  await open('inside-header-horizontal');
  await expect(header.getByTestId('horizontal-nav')).toBeVisible();

  // The horizontal menu still leads to every screen.
  await page.getByTestId('nav-group-p2p').hover();
  const popup = page.locator('.ant-menu-submenu-popup:visible');
  await expect(popup.getByTestId('nav-P2PTransactions')).toBeVisible();
  // A real mouse travelling from the group title into the popup can leave the hover area on a busy
  // machine and close the popup mid-move; the item's own click is what is under test here.
  await popup.getByTestId('nav-P2PTransactions').dispatchEvent('click');
  await expect(page).toHaveURL(/\/P2PTransactions/);
  await expect(page.getByTestId('header-title')).toHaveText(en.titles.p2pTransactions);
});

test('the settings panel changes the look, keeps it, and takes the overridden parameter out of the address', async ({ page }) => {
  const look = new LookControls(page);
  await signInFreshAdmin(page);
  await page.goto('/P2PMerchant?theme=dark');
  await dismissTwoFactorReminder(page);
  await look.openSettings();
  await look.pick('look-theme-light');
  await expect(look.html()).toHaveAttribute('data-theme', 'light');
  await expect(page).not.toHaveURL(/theme=/);
  await look.pick('look-nav-mini-sidebar');
  await look.pick('look-layout-framed');
  await look.pick('look-colour-722ed1');
  await expect(look.shell()).toHaveClass(/app-shell--framed/);
  await expect(look.shell()).toHaveClass(/app-shell--nav-mini-sidebar/);
  // Stored by an effect after the render the checks above saw.
  await expect.poll(() => look.stored()).toMatchObject({ themeType: 'light', navStyle: 'mini-sidebar', layoutType: 'framed', themeColor: '#722ed1' });

  await page.reload();
  await expect(look.shell()).toHaveClass(/app-shell--framed/);
  await look.openSettings();
  await page.getByTestId('look-reset').click();
  await expect(look.html()).toHaveAttribute('data-theme', 'semi-dark');
  await expect(look.shell()).toHaveClass(/app-shell--full/);
  await expect(look.shell()).toHaveClass(/app-shell--nav-fixed/);
});

test('an 800 px wide window shows the navigation as a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  const admin = await createTestAdmin();
  const signIn = new SignInScreen(page);
  await signIn.open();
  await signIn.submit(admin.email, admin.password);
  await expect(page.getByTestId('header-title')).toHaveText(en.titles.dashboard);
  await dismissTwoFactorReminder(page);
  const sidebar = page.getByTestId('sidebar');
  await expect(page.getByTestId('app-shell')).toHaveClass(/app-shell--drawer/);
  await expect(sidebar).toBeHidden();

  await page.getByTestId('sidebar-toggle').click();
  await expect(sidebar).toBeVisible();
  await sidebar.getByTestId('nav-P2PTransactions').click();
  await expect(page).toHaveURL(/\/P2PTransactions/);
  // Navigating closes the drawer.
  await expect(sidebar).toBeHidden();

  // Widening the window brings the fixed sidebar back; narrowing it again leaves the drawer closed.
  await page.getByTestId('sidebar-toggle').click();
  await expect(sidebar).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByTestId('app-shell')).not.toHaveClass(/app-shell--drawer/);
  await expect(sidebar).toBeVisible();
  await expect.poll(() => sidebar.boundingBox().then((box) => box?.width)).toBe(240);
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(page.getByTestId('app-shell')).toHaveClass(/app-shell--drawer/);
  await expect(sidebar).toBeHidden();
});
