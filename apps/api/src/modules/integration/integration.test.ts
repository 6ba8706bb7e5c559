import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CryptoDeposit } from '@exchange/contract/crypto/crypto-deposits';
import type { CryptoWithdrawal } from '@exchange/contract/crypto/crypto-withdrawals';
import type { FiatDeposit } from '@exchange/contract/fiat/fiat-deposits';
import { integrationEventSchema } from '@exchange/contract/integration/integration-events';
import type { CreatedServiceAccount, ServiceAccount } from '@exchange/contract/integration/service-accounts';
import type { CreatedWebhookEndpoint, WebhookDelivery } from '@exchange/contract/integration/webhooks';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { TEST_PASSWORD, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { customers } from '../customers/customer-tables.ts';
import { verifyWebhook } from './webhook-signature.ts';

type Answer<T> = T & ApiError;

interface Received {
  body: string;
  timestamp: string;
  signature: string;
}

/** A real HTTP receiver on this machine: answers `statuses` in turn (then 200), keeps every request. */
async function startReceiver(statuses: number[] = []): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), timestamp: String(req.headers['x-exchange-timestamp']), signature: String(req.headers['x-exchange-signature']) });
      res.statusCode = statuses[received.length - 1] ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 45_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const FAST_RETRIES = { WEBHOOK_RETRY_DELAY_SECONDS: '1', JOB_POLL_INTERVAL_SECONDS: '1', WEBHOOK_TIMEOUT_SECONDS: '2' };

describe.each(testDatabaseKinds())('integration API on %s', (kind) => {
  let server: TestServer;
  let root: string;
  let approver: string;
  let customerId: string;
  let key: string;
  let account: ServiceAccount;
  let seq = 0;

  const call = <T>(method: string, path: string, token: string, body?: unknown) => server.call<Answer<T>>(method, path, { token, body });
  const report = (body: Record<string, unknown>, idempotencyKey: string | undefined, apiKey = key) =>
    server.call<Answer<FiatDeposit>>('POST', '/platform/fiat/deposits', { token: apiKey, body, headers: idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey } });
  const depositBody = (reference = `EXT-${kind}-${++seq}`, amount = '100.00') => ({ customerId, method: 'BANK_TRANSFER', currency: 'USD', amount, reference });
  const depositsWith = async (reference: string) => (await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from fiat_deposits where reference = ${reference}`))[0]?.n;
  const createAccount = async (name: string, scopes: string[]) => {
    const created = await call<CreatedServiceAccount>('POST', '/admin/integration/service-accounts', root, { name, scopes });
    expect(created.status).toBe(200);
    return created.body;
  };

  beforeAll(async () => {
    server = await startTestServer(kind, FAST_RETRIES);
    await server.createAdmin({ email: 'root@example.com', password: TEST_PASSWORD, name: 'Root Admin' });
    await server.createAdmin({ email: 'approver@example.com', password: TEST_PASSWORD, role: 'finance', name: 'Fay Finance' });
    root = await signIn(server, 'root@example.com');
    approver = await signIn(server, 'approver@example.com');
    const [row] = await server.database.db.insert(customers).values({ email: `payer-${kind}@example.com`, name: 'Pat Payer', country: 'AE', kycLevel: 2, state: 'ACTIVE' }).returning({ id: customers.id });
    if (!row) throw new Error('no customer');
    customerId = row.id;
    const created = await createAccount('Payment rails', ['deposits.report', 'withdrawals.request', 'payouts.report']);
    key = created.apiKey;
    account = created.account;
  }, 60_000);
  afterAll(() => server?.close());

  it('shows a key once, keeps only its hash, and lists the account with its scopes', async () => {
    expect(key).toMatch(/^xk_[A-Za-z0-9_-]{43}$/);
    expect(account).toMatchObject({ name: 'Payment rails', scopes: ['deposits.report', 'withdrawals.request', 'payouts.report'], revokedAt: null, createdBy: { name: 'Root Admin' } });
    expect(key.startsWith(account.keyPrefix)).toBe(true);
    const stored = await rowsOf<{ key_hash: string }>(server, sql`select key_hash from service_accounts where id = ${account.id}`);
    expect(stored[0]?.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await call('GET', `/admin/integration/service-accounts/${account.id}`, root))).not.toContain(key);
    const list = await call<ListResponse<ServiceAccount>>('GET', '/admin/integration/service-accounts?status=ACTIVE', root);
    expect(list.body.items.map((a) => a.id)).toContain(account.id);
    // Support may not see or manage them.
    await server.createAdmin({ email: 'support@example.com', password: TEST_PASSWORD, role: 'support', name: 'Sue Support' });
    expect((await call('GET', '/admin/integration/service-accounts', await signIn(server, 'support@example.com'))).status).toBe(403);
  });

  it('creates a deposit reported twice with one key once, and answers the same both times', async () => {
    const body = depositBody();
    const idempotencyKey = randomUUID();
    const first = await report(body, idempotencyKey);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'PENDING', amount: '100.00', enteredBy: null });
    const again = await report({ ...body }, idempotencyKey);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await depositsWith(body.reference)).toBe(1);
    // The audit row names the service account, and the customer's timeline shows it by name.
    const audit = await rowsOf<{ actor_id: string | null; actor_service_account_id: string }>(server, sql`select actor_id, actor_service_account_id from audit_log where action = 'fiat.deposit.create' and target_id = ${first.body.id}`);
    expect(audit).toEqual([{ actor_id: null, actor_service_account_id: account.id }]);
    const timeline = await call<ListResponse<{ action: string; actor: { name: string | null } }>>('GET', `/admin/customers/${customerId}/timeline`, root);
    expect(timeline.body.items.find((i) => i.action === 'fiat.deposit.create')?.actor.name).toBe('Payment rails');
  });

  it('refuses the same key with another body (422), and asks for a key', async () => {
    const idempotencyKey = randomUUID();
    expect((await report(depositBody(), idempotencyKey)).status).toBe(201);
    const other = await report(depositBody(), idempotencyKey);
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('integration.idempotencyKeyReused');
    const none = await report(depositBody(), undefined);
    expect(none.status).toBe(400);
    expect(none.body.error.details?.map((d) => d.field)).toContain('idempotency-key');
  });

  it('gives 10 racing reports with one key one deposit and the same answer', async () => {
    const body = depositBody();
    const idempotencyKey = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => report(body, idempotencyKey)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await depositsWith(body.reference)).toBe(1);
  });

  it('refuses a missing or unknown key (401) and a scope the account lacks (403)', async () => {
    const noKey = await server.call<ApiError>('POST', '/platform/fiat/deposits', { body: depositBody(), headers: { 'idempotency-key': randomUUID() } });
    expect(noKey.status).toBe(401);
    expect(noKey.body.error.code).toBe('integration.apiKeyRequired');
    const unknown = await report(depositBody(), randomUUID(), `xk_${'A'.repeat(43)}`);
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.code).toBe('integration.apiKeyInvalid');
    // An admin's session token is no API key.
    expect((await report(depositBody(), randomUUID(), root)).status).toBe(401);
    const payouts = await createAccount('Payout bot', ['payouts.report']);
    const wrongScope = await report(depositBody(), randomUUID(), payouts.apiKey);
    expect(wrongScope.status).toBe(403);
    expect(wrongScope.body.error).toMatchObject({ code: 'integration.scopeRequired', params: { values: 'deposits.report' } });
  });

  it('refuses a revoked key at once', async () => {
    const wallet = await createAccount('Doomed service', ['deposits.report']);
    expect((await report(depositBody(), randomUUID(), wallet.apiKey)).status).toBe(201);
    const revoked = await call<ServiceAccount>('POST', `/admin/integration/service-accounts/${wallet.account.id}/revoke`, root, { reason: 'key leaked in a log' });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ revokeReason: 'key leaked in a log', revokedBy: { name: 'Root Admin' } });
    expect(revoked.body.lastUsedAt).not.toBeNull();
    const after = await report(depositBody(), randomUUID(), wallet.apiKey);
    expect(after.status).toBe(401);
    expect((await call('POST', `/admin/integration/service-accounts/${wallet.account.id}/revoke`, root, { reason: 'again' })).status).toBe(409);
  });

  it('takes a crypto deposit from report to credit through /platform, once, and refuses a crypto withdrawal to an address not whitelisted', async () => {
    const wallet = (await createAccount('Wallet service', ['crypto.deposits.report', 'crypto.confirmations.report', 'crypto.payouts.report', 'withdrawals.request'])).apiKey;
    const post = <T>(path: string, body: unknown, idempotencyKey: string = randomUUID()) => server.call<Answer<T>>('POST', path, { token: wallet, body, headers: { 'idempotency-key': idempotencyKey } });
    const txHash = `0x${'c'.repeat(60)}${kind === 'pglite' ? '0001' : '0002'}`;
    const reported = await post<CryptoDeposit>('/platform/crypto/deposits', { coin: 'ETH', network: 'ERC20', customerId, address: `0x${'d'.repeat(40)}`, txHash, amount: '1.25', confirmations: 2 });
    expect(reported.status).toBe(201);
    expect(reported.body).toMatchObject({ status: 'PENDING_CONFIRMATIONS', amount: '1.25', confirmations: 2 });
    const required = reported.body.requiredConfirmations;
    const confirm = (confirmations: number, idempotencyKey?: string) => post<CryptoDeposit>('/platform/crypto/deposits/confirmations', { coin: 'ETH', network: 'ERC20', txHash, confirmations }, idempotencyKey);
    expect((await confirm(required - 1)).body.status).toBe('PENDING_CONFIRMATIONS');
    const credited = await confirm(required);
    expect(credited.body).toMatchObject({ status: 'CREDITED' });
    // Later reports change nothing: one credit, one event, and the payments rails' key may not report crypto.
    expect((await confirm(required + 5)).body.status).toBe('CREDITED');
    const entries = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from ledger_entries where reference_id = ${reported.body.id}`);
    expect(entries[0]?.n).toBe(1);
    const events = await rowsOf<{ type: string; subject_type: string }>(server, sql`select type, subject_type from integration_events where subject_id = ${reported.body.id}`);
    expect(events).toEqual([{ type: 'deposit.credited', subject_type: 'CRYPTO_DEPOSIT' }]);
    expect((await server.call('POST', '/platform/crypto/deposits', { token: key, body: {}, headers: { 'idempotency-key': randomUUID() } })).status).toBe(403);
    // A withdrawal request without a whitelisted address is refused with its reason, the money untouched.
    const refused = await post<CryptoWithdrawal>('/platform/crypto/withdrawals', { customerId, coin: 'ETH', network: 'ERC20', address: `0x${'e'.repeat(40)}`, amount: '0.5' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('cryptoWithdrawal.notWhitelisted');
  });

    it('delivers deposit.credited signed to a receiver that fails three times, acknowledged once, and lets an admin redeliver', async () => {
    const receiver = await startReceiver([500, 503, 500]);
    try {
      const hook = await call<CreatedWebhookEndpoint>('POST', '/admin/integration/webhooks', root, { url: receiver.url, eventTypes: ['deposit.credited'] });
      expect(hook.status).toBe(200);
      expect(hook.body.secret).toMatch(/^whsec_/);
      // Stored sealed (AES-GCM with the secrets key), never as sent: a database dump does not give it away.
      const [stored] = await rowsOf<{ secret: string }>(server, sql`select secret from webhook_endpoints where id = ${hook.body.endpoint.id}`);
      expect(stored?.secret).toMatch(/^v1\./);
      expect(stored?.secret).not.toContain(hook.body.secret);
      const reported = await report(depositBody(`EXT-${kind}-hook`, '42.00'), randomUUID());
      // Reported by the service: any admin with the policy approves it (four-eyes holds between admins).
      const approved = await call<FiatDeposit>('POST', `/admin/fiat/deposits/${reported.body.id}/approve`, approver, { statementReference: `STMT-${kind}-hook` });
      expect(approved.status).toBe(200);
      const delivered = await until('the delivery', async () => {
        const list = await call<ListResponse<WebhookDelivery>>('GET', `/admin/integration/deliveries?endpointId=${hook.body.endpoint.id}`, root);
        const item = list.body.items[0];
        return item?.status === 'DELIVERED' ? item : undefined;
      });
      expect(delivered).toMatchObject({ eventType: 'deposit.credited', subjectId: reported.body.id, attempts: 4, lastHttpStatus: 200, lastError: null, nextAttemptAt: null });
      expect(receiver.received).toHaveLength(4);
      for (const r of receiver.received) {
        expect(verifyWebhook(hook.body.secret, r.timestamp, r.body, r.signature)).toBe(true);
        expect(verifyWebhook('whsec_wrong', r.timestamp, r.body, r.signature)).toBe(false);
      }
      const event = integrationEventSchema.parse(JSON.parse(receiver.received[3]?.body ?? ''));
      expect(event).toMatchObject({ type: 'deposit.credited', subjectId: reported.body.id, customerId });
      // Acknowledged: no fifth attempt comes.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(receiver.received).toHaveLength(4);

      const again = await call<WebhookDelivery>('POST', `/admin/integration/deliveries/${delivered.id}/redeliver`, root);
      expect(again.status).toBe(200);
      expect(again.body.status).toBe('PENDING');
      await until('the redelivery', async () => (receiver.received.length === 5 ? true : undefined));
      expect(JSON.parse(receiver.received[4]?.body ?? '')).toEqual(event);
      const audit = await rowsOf<{ action: string }>(server, sql`select action from audit_log where target_id in (${hook.body.endpoint.id}, ${delivered.id}) order by id`);
      expect(audit.map((a) => a.action)).toEqual(['integration.webhook.create', 'integration.webhook.redeliver']);
    } finally {
      await receiver.close();
    }
  }, 90_000);
});

describe.each(testDatabaseKinds())('the outbox on %s', (kind) => {
  it('refuses a webhook URL into the exchange\'s own network unless the configuration allows it', async () => {
    const server = await startTestServer(kind, { WEBHOOK_ALLOW_INTERNAL_URLS: 'false' }, { startJobs: false });
    try {
      await server.createAdmin({ email: 'root@example.com', password: TEST_PASSWORD, name: 'Root Admin' });
      const root = await signIn(server, 'root@example.com');
      for (const url of ['http://127.0.0.1:4000/hooks', 'http://169.254.169.254/latest/meta-data', 'http://localhost/hooks']) {
        const refused = await server.call<Answer<CreatedWebhookEndpoint>>('POST', '/admin/integration/webhooks', { token: root, body: { url, eventTypes: ['deposit.credited'] } });
        expect(refused.status, url).toBe(400);
        expect(refused.body.error).toMatchObject({ code: 'integration.webhookUrlInternal', details: [{ field: 'url' }] });
      }
      expect(await rowsOf(server, sql`select id from webhook_endpoints`)).toEqual([]);
    } finally {
      await server.close();
    }
  }, 60_000);


  it('delivers an event written while the job queue was stopped once it starts', async () => {
    const server = await startTestServer(kind, FAST_RETRIES, { startJobs: false });
    const receiver = await startReceiver();
    try {
      await server.createAdmin({ email: 'root@example.com', password: TEST_PASSWORD, name: 'Root Admin' });
      const root = await signIn(server, 'root@example.com');
      const [row] = await server.database.db.insert(customers).values({ email: 'late@example.com', name: 'Lee Late', country: 'AE', kycLevel: 2, state: 'ACTIVE' }).returning({ id: customers.id });
      const hook = await server.call<CreatedWebhookEndpoint>('POST', '/admin/integration/webhooks', { token: root, body: { url: receiver.url, eventTypes: ['account.frozen', 'deposit.credited'] } });
      const created = await server.call<CreatedServiceAccount>('POST', '/admin/integration/service-accounts', { token: root, body: { name: 'Rails', scopes: ['deposits.report'] } });
      const reported = await server.call<FiatDeposit>('POST', '/platform/fiat/deposits', {
        token: created.body.apiKey,
        headers: { 'idempotency-key': 'late-1' },
        body: { customerId: row?.id, method: 'CARD', currency: 'USD', amount: '10.00', reference: 'CARD-LATE-1' },
      });
      expect(reported.status).toBe(201);
      // A second admin approves (the root admin entered nothing, but keep the roles realistic).
      await server.createAdmin({ email: 'checker@example.com', password: TEST_PASSWORD, role: 'finance', name: 'Carl Checker' });
      const approved = await server.call('POST', `/admin/fiat/deposits/${reported.body.id}/approve`, { token: await signIn(server, 'checker@example.com'), body: { statementReference: 'CARD-STMT-1' } });
      expect(approved.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(receiver.received).toHaveLength(0);
      const waiting = await server.call<ListResponse<WebhookDelivery>>('GET', `/admin/integration/deliveries?endpointId=${hook.body.endpoint.id}`, { token: root });
      expect(waiting.body.items.map((d) => d.status)).toEqual(['PENDING']);
      expect(waiting.body.items[0]?.nextAttemptAt).not.toBeNull();

      await server.jobs.start();
      await until('the delivery after start', async () => (receiver.received.length === 1 ? true : undefined));
      expect(integrationEventSchema.parse(JSON.parse(receiver.received[0]?.body ?? '')).subjectId).toBe(reported.body.id);
    } finally {
      await receiver.close();
      await server.close();
    }
  }, 60_000);
});
