import { expect, test } from '@playwright/test';
import en from '../../apps/web/src/app/i18n/locales/en.json' with { type: 'json' };
import { signInFreshAdminAtHome } from '../support/p2p-pages.ts';
import { PostsScreen, reportedPostByApi } from '../support/posts-pages.ts';
import { shoot, shootLooks, shotsDir } from '../support/looks.ts';

const shots = shotsDir('h-posts');

test('a post the customer app sent and a customer reported shows in the queue, and is hidden with a reason', async ({ page }) => {
  // A full page load on a busy machine: the screen's chunk and its list can take their time.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const text = `Double your USDT overnight ${Date.now()}`;
  await reportedPostByApi(text);

  await signInFreshAdminAtHome(page, 'admin');
  await page.getByTestId('nav-posts').click();
  await expect(page.getByTestId('header-title')).toHaveText(en.titles.posts);
  // The queue: the demo data's most reported post comes first.
  await expect(page.getByTestId('post-reports-count').first()).toHaveAttribute('data-count', '3');
  await shootLooks(page, shots, '/posts', 'posts-queue', async (p) => {
    await expect(p.getByTestId('post-table').locator('tr', { hasText: 'Guaranteed 300% returns' })).toBeVisible({ timeout: 30_000 });
  });

  const screen = new PostsScreen(page);
  await screen.search(text);
  const row = screen.row(text);
  await expect(row.getByTestId('post-status')).toHaveText(en.posts.status.VISIBLE);
  await expect(row.getByTestId('post-reports-count')).toHaveAttribute('data-count', '1');

  await screen.open(text);
  await expect(screen.drawer.getByTestId('post-reports')).toContainText('Looks like a scam');
  await shoot(page, shots, 'post-drawer-en', false);
  await screen.moderate('hide', 'Promises returns: a scam');
  await expect(screen.drawer.getByTestId('post-drawer-status')).toHaveText(en.posts.status.HIDDEN);
  await expect(screen.drawer.getByTestId('post-moderation')).toContainText('Promises returns: a scam');
  await expect(row.getByTestId('post-status')).toHaveText(en.posts.status.HIDDEN);
  // Hidden, it offers restore and delete, no longer hide.
  await expect(screen.drawer.getByTestId('post-hide')).toHaveCount(0);
  await expect(screen.drawer.getByTestId('post-restore')).toBeVisible();
  await shoot(page, shots, 'post-drawer-hidden-en', false);

  // The audit trail names the moderation.
  await page.keyboard.press('Escape');
  await page.goto('/activities');
  await expect(page.getByTestId('header-title')).toBeVisible();
  await expect(page.locator('body')).toContainText('post.hide');
});
