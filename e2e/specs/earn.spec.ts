import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import type { CreatedWebhookEndpoint } from '@exchange/contract/integration/webhooks';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { StakingProtocol } from '@exchange/contract/staking/staking';
import en from '../../apps/web/src/app/i18n/locales/en.json' with { type: 'json' };
import { adminCall, signInByApi } from '../support/admin-api.ts';
import { dismissTwoFactorReminder } from '../support/console-pages.ts';
import { E2E_ADMIN } from '../support/e2e-env.ts';
import { signInFreshAdminAtHome } from '../support/p2p-pages.ts';
import { chooseOption } from '../support/select-option.ts';
import { shoot, shootLooks, shotsDir } from '../support/looks.ts';
import { platformPost, serviceKey } from '../support/platform-api.ts';

const shots = shotsDir('h-staking');




test('a staking duration switched off in the console refuses a new stake, and takes them again once switched on', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInFreshAdminAtHome(page, 'admin');
  await page.getByTestId('nav-staking/protocols').click();
  await dismissTwoFactorReminder(page);
  await expect(page.getByText(en.titles.protocols).first()).toBeVisible();

  const row = page.getByTestId('protocol-table').locator('tr', { hasText: 'Ethereum Liquid Staking' });
  await row.locator('.ant-table-row-expand-icon').click();
  const durations = page.getByTestId('duration-table');
  const thirty = durations.locator('tr', { hasText: '30 days' });
  const toggle = thirty.getByTestId('duration-state-switch');
  await expect(toggle).toHaveAttribute('data-checked', 'true');
  await toggle.click();
  await page.getByTestId('duration-state-switch-confirm').click();
  await expect(toggle).toHaveAttribute('data-checked', 'false');

  // The customer app opens stakes through the integration API: the switched-off duration refuses one.
  const root = await signInByApi(E2E_ADMIN.email, E2E_ADMIN.password);
  const protocols = await adminCall<ListResponse<StakingProtocol>>('GET', '/admin/staking/protocols?search=Ethereum%20Liquid%20Staking', undefined, root);
  const duration = protocols.body.items[0]?.durations.find((d) => d.days === 30);
  expect(duration?.state).toBe('INACTIVE');
  const customers = await adminCall<{ items: { customer: { id: string } }[] }>('GET', '/admin/staking/stakes?coin=ETH&limit=1', undefined, root);
  const customerId = customers.body.items[0]?.customer.id;
  const app = await serviceKey('Customer app', ['staking.stakes.open']);
  const refused = await platformPost<ApiError>(app, '/platform/staking/stakes', { customerId, durationId: duration?.id, amount: '0.05' });
  expect(refused.status).toBe(409);
  expect(refused.body.error.code).toBe('staking.durationInactive');

  // Its history names the change; switched on again, it takes the stake.
  await row.getByTestId('protocol-history').click();
  const history = page.getByTestId('staking-history-drawer');
  await expect(history.getByTestId('staking-history-field').first()).toHaveText(`${en.staking.fields.state} of 30 days`);
  await expect(history.getByTestId('staking-history-after').first()).toContainText(en.staking.state.INACTIVE);
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
  await toggle.click();
  await page.getByTestId('duration-state-switch-confirm').click();
  await expect(toggle).toHaveAttribute('data-checked', 'true');
  const taken = await platformPost<{ id: string; status: string }>(app, '/platform/staking/stakes', { customerId, durationId: duration?.id, amount: '0.05' });
  expect(taken.status).toBe(201);
  expect(taken.body.status).toBe('ACTIVE');

  await shootLooks(page, shots, '/staking/protocols', 'protocols', async (p) => {
    await expect(p.getByTestId('protocol-table').locator('tr', { hasText: 'Ethereum Liquid Staking' })).toBeVisible();
    await p.getByTestId('protocol-table').locator('tr', { hasText: 'Ethereum Liquid Staking' }).locator('.ant-table-row-expand-icon').click();
    await expect(p.getByTestId('duration-table').first()).toBeVisible();
  });
  await shootLooks(page, shots, '/staking/providers', 'providers', async (p) => {
    await expect(p.getByTestId('provider-table').locator('tr', { hasText: 'Lido Finance' })).toBeVisible();
  });
});

test('Run now recomputes the staking statistics: "updated at" changes, and the stakes list shows the customers\' stakes', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInFreshAdminAtHome(page, 'admin');
  await page.getByTestId('nav-staking-statistics').click();
  await dismissTwoFactorReminder(page);
  await expect(page.getByText(en.titles.stakingStatistics).first()).toBeVisible();
  const updated = page.getByTestId('staking-statistics-updated-at');
  await expect(updated).toContainText('Updated at');
  const before = await updated.getAttribute('data-computed-at');
  expect(before).not.toBe('');
  await expect(page.getByTestId('staking-by-coin').locator('tr', { hasText: 'ETH' })).toBeVisible();
  await expect(page.getByTestId('stake-table').getByTestId('stake-status').first()).toBeVisible();

  await page.getByTestId('staking-statistics-run').click();
  await expect(page.getByText(en.staking.statistics.queued)).toBeVisible();
  await expect(updated).not.toHaveAttribute('data-computed-at', before ?? '', { timeout: 30_000 });
  await expect(page.getByTestId('staking-statistics-last-run')).toContainText(en.staking.statistics.triggerManual);
  await expect(page.getByTestId('staking-statistics-pending')).toBeHidden();

  await shootLooks(page, shots, '/staking-statistics', 'staking-statistics', async (p) => {
    await expect(p.getByTestId('staking-by-coin').locator('tr', { hasText: 'ETH' })).toBeVisible();
    await expect(p.getByTestId('stake-table').getByTestId('stake-status').first()).toBeVisible();
  });
});

test('a savers product posts a day of yield once, from the console', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInFreshAdminAtHome(page, 'admin');
  await page.getByTestId('nav-savers').click();
  await dismissTwoFactorReminder(page);
  await expect(page.getByText(en.titles.savers).first()).toBeVisible();
  const row = page.getByTestId('saver-table').locator('tr', { hasText: 'USDT Flexible Savings' });
  const today = new Date().toISOString().slice(0, 10);
  await expect(row.getByTestId('saver-last-posting')).not.toContainText(today);
  await row.getByTestId('saver-post-yield').click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: en.savers.yield.post }).click();
  await expect(row.getByTestId('saver-last-posting')).toContainText(today);
  await expect(row.getByTestId('saver-post-yield')).toBeDisabled();
  await row.getByTestId('saver-history').click();
  const drawer = page.getByTestId('saver-history-drawer');
  await expect(drawer.getByTestId('saver-postings-table').locator('tr', { hasText: today })).toBeVisible();
  await page.waitForTimeout(300);
  await shoot(page, shots, 'savers-history-en', false);
  await page.keyboard.press('Escape');

  await shootLooks(page, shots, '/savers', 'savers', async (p) => {
    await expect(p.getByTestId('saver-table').locator('tr', { hasText: 'USDT Flexible Savings' })).toBeVisible();
  });
});

test('a balance reported below the threshold set in the console shows a liquidity alert, and goes out as liquidity.low once', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInFreshAdminAtHome(page, 'admin');
  await page.getByTestId('nav-liquidity').click();
  await dismissTwoFactorReminder(page);
  await expect(page.getByText(en.titles.liquidityMonitoring).first()).toBeVisible();
  await expect(page.getByTestId('liquidity-coins').locator('tr', { hasText: 'BTC' })).toBeVisible();

  const venue = `E2E hot wallet ${randomBytes(2).toString('hex')}`;
  await page.getByTestId('liquidity-add-threshold').click();
  const form = page.getByTestId('threshold-form');
  await chooseOption(page, form.getByTestId('threshold-form-coin'), 'ETH');
  await chooseOption(page, form.getByTestId('threshold-form-kind'), en.liquidity.kind.HOT_WALLET);
  await form.getByTestId('threshold-form-name').fill(venue);
  await form.getByTestId('threshold-form-amount').fill('100');
  await page.getByTestId('threshold-form-submit').click();
  await expect(form).toBeHidden();
  const row = page.getByTestId('liquidity-venues').locator('tr', { hasText: venue });
  await expect(row.getByTestId('venue-status')).toHaveAttribute('data-status', 'NOT_REPORTED');

  // A webhook receiver of the exchange, for liquidity.low only.
  const received: { type: string; data: { venueName: string; balance: string } }[] = [];
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as (typeof received)[number]);
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const root = await signInByApi(E2E_ADMIN.email, E2E_ADMIN.password);
  const hook = await adminCall<CreatedWebhookEndpoint>('POST', '/admin/integration/webhooks', { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`, eventTypes: ['liquidity.low'] }, root);
  expect(hook.status).toBe(200);

  // The treasury service reports the venue's balance through the integration API, twice below the threshold.
  const treasury = await serviceKey('Treasury service', ['liquidity.balances.report']);
  for (const balance of ['40', '35']) {
    const reported = await platformPost<{ items: { status: string }[] }>(treasury, '/platform/liquidity/balances', { balances: [{ coin: 'ETH', venueKind: 'HOT_WALLET', venueName: venue, balance }] });
    expect(reported.status).toBe(200);
    expect(reported.body.items[0]?.status).toBe('LOW');
  }
  await page.getByTestId('liquidity-refresh').click();
  await expect(row.getByTestId('venue-status')).toHaveAttribute('data-status', 'LOW');
  await expect(page.getByTestId('liquidity-open-alert').filter({ hasText: venue })).toContainText('40 against a threshold of 100');
  await expect(page.getByTestId('liquidity-alerts').locator('tr', { hasText: venue })).toHaveCount(1);
  // One event for the fall, not one per report: one delivery to the endpoint, received once.
  const deliveries = await adminCall<ListResponse<{ eventType: string }>>('GET', `/admin/integration/deliveries?endpointId=${hook.body.endpoint.id}`, undefined, root);
  expect(deliveries.body.items.map((d) => d.eventType)).toEqual(['liquidity.low']);
  await expect.poll(() => received.map((e) => [e.type, e.data.venueName, e.data.balance]), { timeout: 30_000 }).toEqual([['liquidity.low', venue, '40']]);
  await adminCall('PATCH', `/admin/integration/webhooks/${hook.body.endpoint.id}`, { enabled: false }, root);
  receiver.close();

  await shootLooks(page, shots, '/liquidity', 'liquidity', async (p) => {
    await expect(p.getByTestId('liquidity-open-alert').first()).toBeVisible();
  });
  await page.getByTestId('liquidity-venues').locator('tr', { hasText: venue }).getByTestId('venue-threshold-edit').click();
  await page.waitForTimeout(300);
  await expect(page.getByTestId('threshold-form')).toBeVisible();
  await shoot(page, shots, 'liquidity-threshold-en', false);
});
