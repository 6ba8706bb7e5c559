import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { Redis } from 'ioredis';
import type { Activity } from '@exchange/contract/audit/activities';
import type { ListResponse } from '@exchange/contract/platform/lists';
import en from '../../apps/web/src/app/i18n/locales/en.json' with { type: 'json' };
import { adminCall, signInByApi } from '../support/admin-api.ts';
import { SignInScreen, dismissTwoFactorReminder } from '../support/console-pages.ts';
import { E2E_ADMIN } from '../support/e2e-env.ts';
import { signInFreshAdminAtHome } from '../support/p2p-pages.ts';
import { chooseOption } from '../support/select-option.ts';
import { LOOKS, openIn, shoot, shotsDir } from '../support/looks.ts';

const shots = shotsDir('h-redis-bundles');
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

test('a bundle is created through the console (the weights must add up to 100), activated, and its history shows it', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInFreshAdminAtHome(page, 'admin');
  await page.getByTestId('nav-crypto-bundles').click();
  await dismissTwoFactorReminder(page);
  await expect(page.getByText(en.titles.cryptoBundles).first()).toBeVisible();
  // The demo data's bundles, with subscribers and value counted from their subscriptions.
  const blueChip = page.getByTestId('bundle-table').locator('tr', { hasText: 'Blue Chip Index' });
  await expect(blueChip.getByTestId('bundle-subscribers')).toHaveText('7');
  await expect(blueChip.getByTestId('bundle-value')).toHaveText('7,600.75 USDT');

  const name = `E2E Basket ${randomBytes(3).toString('hex')}`;
  await page.getByTestId('bundle-create').click();
  const form = page.getByTestId('bundle-form');
  await form.getByTestId('bundle-form-name').fill(name);
  await form.getByTestId('bundle-form-description').fill('Made by the end-to-end test');
  await form.getByTestId('bundle-form-min').fill('100');
  const rows = form.getByTestId('bundle-form-coin-row');
  await chooseOption(page, rows.nth(0).getByTestId('bundle-form-coin'), 'BTC');
  await rows.nth(0).getByTestId('bundle-form-weight').fill('60');
  await chooseOption(page, rows.nth(1).getByTestId('bundle-form-coin'), 'ETH');
  await rows.nth(1).getByTestId('bundle-form-weight').fill('30');
  await expect(form.getByTestId('bundle-form-total')).toHaveText('Total: 90% of 100%');
  await page.getByTestId('bundle-form-submit').click();
  await expect(form.getByText(en.apiErrors.bundle.weightsSum)).toBeVisible();
  await form.getByTestId('bundle-form-add-coin').click();
  await chooseOption(page, rows.nth(2).getByTestId('bundle-form-coin'), 'USDC');
  await rows.nth(2).getByTestId('bundle-form-weight').fill('10');
  await expect(form.getByTestId('bundle-form-total')).toHaveText('Total: 100%');
  await page.waitForTimeout(300);
  await shoot(page, shots, 'bundle-form-en');
  await page.getByTestId('bundle-form-submit').click();
  await expect(form).toBeHidden();

  const search = page.getByTestId('filter-search').locator('input');
  await search.fill(name);
  await search.press('Enter');
  const row = page.getByTestId('bundle-table').locator('tr', { hasText: name });
  await expect(row.getByTestId('bundle-coin')).toHaveText(['BTC 60%', 'ETH 30%', 'USDC 10%']);
  await expect(row.getByTestId('bundle-subscribers')).toHaveText('0');
  await expect(row.getByTestId('bundle-value')).toHaveText('0 USDT');
  const toggle = row.getByTestId('bundle-state-switch');
  await expect(toggle).toHaveAttribute('data-checked', 'false');
  await toggle.click();
  await page.getByTestId('bundle-state-switch-confirm').click();
  await expect(toggle).toHaveAttribute('data-checked', 'true');

  await row.getByTestId('bundle-history').click();
  const history = page.getByTestId('bundle-history-drawer');
  await expect(history.getByTestId('bundle-history-field').first()).toHaveText(en.bundles.fields.state);
  await expect(history.getByTestId('bundle-history-after').first()).toContainText(en.bundles.state.ACTIVE);
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  for (const look of LOOKS) {
    await openIn(page, '/crypto-bundles', look);
    await expect(page.getByTestId('bundle-table').locator('tr', { hasText: 'Blue Chip Index' })).toBeVisible();
    await page.waitForTimeout(400);
    await shoot(page, shots, `bundles-${look.name}`);
  }
});

test('a Redis key is found by its pattern, its value read, and deleted after a confirmation, audited', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const prefix = `e2e:${randomUUID()}:`;
  const redis = new Redis(redisUrl, { lazyConnect: true });
  await redis.connect();
  try {
    await redis.set(`${prefix}session:42`, JSON.stringify({ admin: 'dana', ip: '10.0.0.12' }), 'EX', 3600);
    await redis.hset(`${prefix}profile:7`, { name: 'Alice Crypto', country: 'AE', tier: 'gold' });
    await redis.rpush(`${prefix}queue`, 'job-1', 'job-2', 'job-3');
    await redis.set(`${prefix}blob`, Buffer.from([0x00, 0xff, 0x10, 0x41]));

    const signIn = new SignInScreen(page);
    await signIn.open();
    await signIn.submit(E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page.getByTestId('sidebar').first()).toBeVisible();
    await dismissTwoFactorReminder(page);
    await page.getByTestId('nav-redis-explorer').click();
    await expect(page.getByTestId('redis-server-address')).toHaveText(`${new URL(redisUrl).hostname}:${new URL(redisUrl).port || '6379'}/0`);

    await page.getByTestId('redis-pattern').fill(`${prefix}*`);
    await page.getByTestId('redis-filters').getByTestId('filter-submit').click();
    const table = page.getByTestId('redis-key-table');
    await expect(table.getByTestId('redis-key')).toHaveCount(4);
    await expect(page.getByTestId('redis-scan-status')).toHaveText('Scan complete. Keys found: 4');

    // The hash's fields, and a binary value shown escaped.
    await table.locator('tr', { hasText: `${prefix}profile:7` }).click();
    const drawer = page.getByTestId('redis-value-drawer');
    await expect(drawer.getByTestId('redis-hash-field')).toHaveText(['name', 'country', 'tier']);
    await expect(drawer.getByTestId('redis-hash-value').first()).toHaveText('Alice Crypto');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await table.locator('tr', { hasText: `${prefix}blob` }).click();
    await expect(drawer.getByTestId('redis-string-value')).toHaveText('\\x00\\xff\\x10A');
    await expect(drawer.getByTestId('redis-binary')).toBeVisible();
    await page.keyboard.press('Escape');

    // Delete the session key from its drawer, after the confirmation that names it.
    const sessionKey = `${prefix}session:42`;
    await table.locator('tr', { hasText: sessionKey }).click();
    await expect(drawer.getByTestId('redis-type-tag').first()).toHaveAttribute('data-type', 'string');
    await expect(drawer.getByTestId('redis-string-value')).toContainText('"admin":"dana"');
    await page.waitForTimeout(300);
    await shoot(page, shots, 'redis-value-en');
    await drawer.getByTestId('redis-delete').click();
    await expect(page.getByTestId('redis-delete-key')).toHaveText(sessionKey);
    await page.getByTestId('redis-delete-confirm').click();
    await expect(drawer).toBeHidden();
    await expect(table.getByTestId('redis-key')).toHaveCount(3);
    expect(await redis.exists(sessionKey)).toBe(0);

    const root = await signInByApi(E2E_ADMIN.email, E2E_ADMIN.password);
    const audited = await adminCall<ListResponse<Activity>>('GET', `/admin/activities?action=redis.key.delete&limit=50`, undefined, root);
    expect(audited.body.items.find((a) => a.targetId === sessionKey)).toMatchObject({ action: 'redis.key.delete', targetType: 'redis_key', outcome: 'SUCCESS' });
    await adminCall('POST', '/admin/logout', undefined, root);

    for (const look of LOOKS) {
      await openIn(page, `/redis-explorer?pattern=${encodeURIComponent(`${prefix}*`)}`, look);
      await expect(page.getByTestId('redis-key-table').getByTestId('redis-key')).toHaveCount(3);
      await page.waitForTimeout(400);
      await shoot(page, shots, `redis-${look.name}`);
    }
  } finally {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 })) if ((keys as string[]).length > 0) await redis.unlink(...(keys as string[]));
    redis.disconnect();
  }
});
