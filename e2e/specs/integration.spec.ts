import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import type { FiatDeposit } from '@exchange/contract/fiat/fiat-deposits';
import { confirmAndWaitClosed } from '../support/confirm.ts';
import { E2E_ADMIN, E2E_BASE_URL } from '../support/e2e-env.ts';
import { SignInScreen, dismissTwoFactorReminder } from '../support/console-pages.ts';
import { FiatScreen, findPayees } from '../support/fiat-pages.ts';
import { LOOKS, openIn, shoot, shotsDir } from '../support/looks.ts';
import { signInFreshAdmin } from '../support/p2p-pages.ts';

const shots = shotsDir('integration');

interface Received {
  body: string;
  timestamp: string;
  signature: string;
}

/** The exchange's webhook receiver, on this machine. */
async function startReceiver(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), timestamp: String(req.headers['x-exchange-timestamp']), signature: String(req.headers['x-exchange-signature']) });
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`, received, server };
}

async function signInRoot(page: Page) {
  const signIn = new SignInScreen(page);
  await signIn.open();
  await signIn.submit(E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByTestId('sidebar').first()).toBeVisible();
  await dismissTwoFactorReminder(page);
}

test('a service account reports a deposit, another admin approves it, and its deposit.credited webhook is delivered and redelivered', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const receiver = await startReceiver();
  try {
    const [payee] = await findPayees(1);
    if (!payee) throw new Error('no payee');
    await signInRoot(page);

    // The super admin creates a service account: the key is shown once.
    await page.goto('/integration/service-accounts');
    await expect(page.getByTestId('integration-accounts-table')).toBeVisible();
    await page.getByTestId('integration-account-create-open').click();
    const name = `Rails ${randomUUID().slice(0, 6)}`;
    await page.getByTestId('integration-account-name').fill(name);
    await page.getByTestId('scope-deposits.report').click();
    await page.getByTestId('integration-account-create-submit').click();
    const keyValue = page.getByTestId('integration-api-key-value');
    await expect(keyValue).toBeVisible();
    const apiKey = (await page.getByTestId('integration-api-key-value').innerText()).trim();
    expect(apiKey).toMatch(/^xk_/);
    await shoot(page, shots, 'service-account-key-shown-once-en');
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect(keyValue).toBeHidden();
    const row = page.locator(`tr[data-row-name="${name}"]`);
    await expect(row).toBeVisible();
    await expect(row).not.toContainText(apiKey);

    // A webhook to the receiver, for credited deposits: its secret is shown once too.
    await page.goto('/integration/webhooks');
    await page.getByTestId('integration-webhook-create-open').click();
    await page.getByTestId('integration-webhook-url').fill(receiver.url);
    await page.getByTestId('integration-webhook-create-submit').click();
    const secretValue = page.getByTestId('integration-webhook-secret-value');
    await expect(secretValue).toBeVisible();
    const secret = (await secretValue.innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect(secretValue).toBeHidden();

    // The key reports a bank deposit through the API.
    const reference = `E2E-INT-${Date.now().toString(36).toUpperCase()}`;
    const response = await fetch(`${E2E_BASE_URL}/platform/fiat/deposits`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({ customerId: payee.customer.id, method: 'BANK_TRANSFER', currency: payee.account.currency, amount: '321.00', reference }),
    });
    expect(response.status).toBe(201);
    const deposit = (await response.json()) as FiatDeposit;

    // Another admin approves it in Fiat Transactions > Deposit Requests.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const checkerPage = await context.newPage();
    try {
      await signInFreshAdmin(checkerPage, 'finance');
      const deposits = new FiatScreen(checkerPage, 'deposits');
      await checkerPage.goto(`/fiat-transactions/deposits?key=reference&value=${reference}`);
      await dismissTwoFactorReminder(checkerPage);
      await expect(deposits.row(deposit.id)).toBeVisible({ timeout: 30_000 });
      await deposits.openRow(deposit.id);
      await deposits.drawer().getByTestId('fiat-deposit-approve').click();
      await checkerPage.getByTestId('fiat-deposit-approve-confirm').click();
      await expect(deposits.drawer().getByTestId('drawer-status')).toHaveText('Approved');
    } finally {
      await context.close();
    }

    // The delivery log shows the deposit.credited delivery, delivered, signed with the secret.
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(1);
    const first = receiver.received[0];
    if (!first) throw new Error('nothing received');
    const expected = `v1=${createHmac('sha256', secret).update(`${first.timestamp}.${first.body}`).digest('hex')}`;
    expect(first.signature).toBe(expected);
    expect(JSON.parse(first.body)).toMatchObject({ type: 'deposit.credited', subjectId: deposit.id });

    await page.goto('/integration/deliveries?eventType=deposit.credited');
    // This attempt's endpoint: a retried test left the first attempt's endpoint subscribed too.
    const delivery = page.locator(`tr[data-row-subject="${deposit.id}"]`).filter({ hasText: receiver.url });
    await expect(delivery.getByTestId('row-status')).toHaveText('Delivered', { timeout: 20_000 });
    await expect(delivery.getByTestId('row-attempts')).toHaveText('1');
    await shoot(page, shots, 'delivery-log-en');

    // Redeliver: the receiver gets the same event again.
    await delivery.getByTestId('integration-redeliver').click();
    await confirmAndWaitClosed(page.getByTestId('integration-redeliver-confirm'));
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(2);
    expect(JSON.parse(receiver.received[1]?.body ?? '')).toEqual(JSON.parse(first.body));
    await page.reload();
    await expect(delivery.getByTestId('row-attempts')).toHaveText('2', { timeout: 20_000 });

    // The three screens in English, Arabic and dark.
    for (const look of LOOKS) {
      for (const [screen, path, table] of [
        ['service-accounts', '/integration/service-accounts', 'integration-accounts-table'],
        ['webhooks', '/integration/webhooks', 'integration-webhooks-table'],
        ['deliveries', '/integration/deliveries', 'integration-deliveries-table'],
      ] as const) {
        await openIn(page, path, look);
        await expect(page.getByTestId(table)).toBeVisible();
        await expect(page.locator('.ant-skeleton')).toHaveCount(0);
        await shoot(page, shots, `${screen}-${look.name}`);
      }
    }
  } finally {
    receiver.server.close();
  }
});
