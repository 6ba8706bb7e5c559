import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { CryptoWithdrawal } from '@exchange/contract/crypto/crypto-withdrawals';
import type { WhitelistAddress } from '@exchange/contract/crypto/crypto-whitelist';
import type { CreatedServiceAccount } from '@exchange/contract/integration/service-accounts';
import type { CreatedWebhookEndpoint } from '@exchange/contract/integration/webhooks';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { adminCall, createTestAdmin, signInByApi } from '../support/admin-api.ts';
import { E2E_ADMIN, E2E_BASE_URL } from '../support/e2e-env.ts';
import { apiGet } from '../support/p2p-api.ts';
import { dismissTwoFactorReminder, signInFreshAdmin } from '../support/p2p-pages.ts';

/** A port nobody listens on now, for the script's webhook receiver. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function ok<T>(answer: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`HTTP ${status}: ${JSON.stringify(body)}`);
  return body;
}

test('the example exchange script reports a crypto deposit that is credited at its confirmations, and receives the approval of a crypto withdrawal', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  // A demo customer with a USDT TRC20 address past its cool-down (the last one: the crypto spec takes the first).
  const entries = await apiGet<ListResponse<WhitelistAddress>>('/admin/crypto/whitelist', { coin: 'USDT', limit: 200 });
  const entry = entries.items.filter((e) => e.network.code === 'TRC20' && !e.inCoolDown).at(-1);
  if (!entry) throw new Error('the demo data has no USDT TRC20 whitelist entry past its cool-down');

  // The super admin gives the wallet service a key and the exchange a webhook: what the README's steps do in the console.
  const root = await signInByApi(E2E_ADMIN.email, E2E_ADMIN.password);
  const account = await ok(adminCall<CreatedServiceAccount>('POST', '/admin/integration/service-accounts', { name: `Wallet ${randomUUID().slice(0, 8)}`, scopes: ['crypto.deposits.report', 'crypto.confirmations.report'] }, root));
  const port = await freePort();
  const endpoint = await ok(adminCall<CreatedWebhookEndpoint>('POST', '/admin/integration/webhooks', { url: `http://127.0.0.1:${port}/webhooks`, eventTypes: ['deposit.credited', 'withdrawal.approved'] }, root));

  // The script plays the exchange: it reports the deposit and its confirmations, and prints the webhooks it verified.
  let output = '';
  // Node itself (not npx): kill() then stops the script, which npx would have left listening.
  const script = spawn(process.execPath, ['--import', 'tsx', 'scripts/example-exchange.ts'], {
    cwd: '..',
    env: { ...process.env, API_URL: E2E_BASE_URL, API_KEY: account.apiKey, WEBHOOK_SECRET: endpoint.secret, CUSTOMER_ID: entry.customer.id, COIN: 'USDT', NETWORK: 'TRC20', ADDRESS: `T${randomUUID().replace(/-/g, '').toUpperCase()}`, AMOUNT: '40', RECEIVER_PORT: String(port), BLOCK_MS: '20' },
  });
  script.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  script.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  try {
    await expect.poll(() => output, { timeout: 90_000 }).toMatch(/crypto deposit [0-9a-f-]{36} CREDITED/);
    const depositId = /crypto deposit ([0-9a-f-]{36}) CREDITED/.exec(output)?.[1] ?? '';
    await expect.poll(() => output, { timeout: 60_000 }).toContain(`webhook deposit.credited CRYPTO_DEPOSIT ${depositId}`);
    expect(output).toContain('signature valid');

    // The customer page shows the deposit credited.
    await signInFreshAdmin(page, 'admin');
    await page.goto(`/customers/${entry.customer.id}?tab=crypto`);
    await dismissTwoFactorReminder(page);
    const row = page.getByTestId('customer-crypto-deposits').locator(`tr[data-row-key="${depositId}"]`);
    await expect(row.getByTestId('customer-crypto-deposit-status')).toHaveText('Credited');
    await expect(row.getByTestId('customer-crypto-deposit-amount')).toContainText('40');

    // A withdrawal through both steps by two admins: the script hears of the approval.
    const maker = await createTestAdmin('finance');
    const checker = await createTestAdmin('finance');
    const makerToken = await signInByApi(maker.email, maker.password);
    const checkerToken = await signInByApi(checker.email, checker.password);
    const created = await ok(adminCall<CryptoWithdrawal>('POST', '/admin/crypto/withdrawals', { customerId: entry.customer.id, coin: 'USDT', network: 'TRC20', address: entry.address, amount: '7.5' }, makerToken));
    await ok(adminCall('POST', `/admin/crypto/withdrawals/${created.id}/submitForApproval`, {}, makerToken));
    expect((await adminCall('POST', `/admin/crypto/withdrawals/${created.id}/approve`, {}, makerToken)).status).toBe(409);
    await ok(adminCall('POST', `/admin/crypto/withdrawals/${created.id}/approve`, { acknowledgeHolds: true }, checkerToken));
    await expect.poll(() => output, { timeout: 60_000 }).toContain(`webhook withdrawal.approved CRYPTO_WITHDRAWAL ${created.id}`);
  } finally {
    script.kill();
    // The other specs of this worker's server count their own deliveries: this endpoint stops listening with the script.
    await ok(adminCall('PATCH', `/admin/integration/webhooks/${endpoint.endpoint.id}`, { enabled: false }, root));
  }
});
