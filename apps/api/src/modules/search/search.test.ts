import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CryptoWithdrawal } from '@exchange/contract/crypto/crypto-withdrawals';
import type { FiatDeposit } from '@exchange/contract/fiat/fiat-deposits';
import type { ApiError } from '@exchange/contract/platform/errors';
import { SEARCH_HITS_PER_KIND, type SearchResult } from '@exchange/contract/search/search';
import { TEST_PASSWORD, createAdminWithOwnPolicies, fieldsOf, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { reportCryptoDeposit } from '../crypto/deposit-commands.ts';
import { reportCryptoWithdrawalBroadcast } from '../crypto/withdrawal-commands.ts';
import { customers } from '../customers/customer-tables.ts';
import { serviceAccountActor } from '../integration/service-actor.ts';

type Answer<T> = T & ApiError;

describe.each(testDatabaseKinds())('global search on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let customersOnly: string;
  let customer: { id: string; email: string; phone: string; name: string };

  const search = (q: string, token = admin) => server.call<Answer<SearchResult>>('GET', `/admin/search?q=${encodeURIComponent(q)}`, { token });
  const kinds = (r: SearchResult) => r.groups.map((g) => g.kind);
  const idsOf = (r: SearchResult, kind: string) => r.groups.find((g) => g.kind === kind)?.hits.map((h) => h.id) ?? [];

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { demoData: true });
    await server.createAdmin({ email: 'admin@example.com', password: TEST_PASSWORD, role: 'superAdmin', name: 'Ada Admin' });
    admin = await signIn(server, 'admin@example.com');
    await createAdminWithOwnPolicies(server, { email: 'customers-only@example.com', policies: ['customers.read'] });
    customersOnly = await signIn(server, 'customers-only@example.com');
    const [row] = await rowsOf<{ id: string; email: string; phone: string; name: string }>(server, sql`select id, email, phone, name from customers where phone is not null order by created_at limit 1`);
    if (!row) throw new Error('no customer with a phone in the demo data');
    customer = row;
  });
  afterAll(() => server?.close());

  it('finds a customer by e-mail, phone (typed with spaces), name and id', async () => {
    for (const q of [customer.email.toUpperCase(), customer.phone.replace(/^\+(\d{3})(\d+)$/, '+$1 $2'), customer.name, customer.id]) {
      const answer = await search(q);
      expect(answer.status, q).toBe(200);
      expect(idsOf(answer.body, 'customer'), q).toContain(customer.id);
    }
  });

  it('finds a P2P transaction, an order and its dispute by number, in any case', async () => {
    const [t] = await rowsOf<{ id: string; transaction_number: string }>(server, sql`select id, transaction_number from p2p_transactions order by created_at limit 1`);
    const [d] = await rowsOf<{ order_number: string }>(server, sql`select order_number from order_disputes limit 1`);
    if (!t || !d) throw new Error('demo data without transactions or disputes');
    expect(idsOf((await search(t.transaction_number.toLowerCase())).body, 'p2pTransaction')).toEqual([t.id]);
    const byOrder = await search(d.order_number);
    expect(kinds(byOrder.body)).toEqual(['p2pOrder', 'p2pDispute']);
    expect(idsOf(byOrder.body, 'p2pDispute')).toEqual([d.order_number]);
  });

  it('finds a deposit by its number and by its payment reference', async () => {
    await server.createAdmin({ email: 'maker@example.com', password: TEST_PASSWORD, role: 'finance' });
    const maker = await signIn(server, 'maker@example.com');
    const created = await server.call<Answer<FiatDeposit>>('POST', '/admin/fiat/deposits', { token: maker, body: { customerId: customer.id, method: 'BANK_TRANSFER', currency: 'USD', amount: '42', reference: 'SEARCH-REF-77' } });
    if (created.status !== 200) {
      // A demo customer that may not deposit (pending or closed): take one that may.
      throw new Error(`deposit refused: ${JSON.stringify(created.body)}`);
    }
    expect(idsOf((await search('SEARCH-REF-77')).body, 'fiatDeposit')).toEqual([created.body.id]);
    expect(idsOf((await search(created.body.depositNumber.toLowerCase())).body, 'fiatDeposit')).toEqual([created.body.id]);
  });

  it('finds a crypto deposit and a withdrawal by their transaction hash, exactly, through its index', async () => {
    const db = server.database.db;
    const walletService = await serviceAccountActor(db, 'Search wallet service', { id: null, email: null, ip: '127.0.0.1', userAgent: 'search-test' });
    await server.createAdmin({ email: 'crypto-maker@example.com', password: TEST_PASSWORD, role: 'finance' });
    await server.createAdmin({ email: 'crypto-checker@example.com', password: TEST_PASSWORD, role: 'finance' });
    const maker = await signIn(server, 'crypto-maker@example.com');
    const checker = await signIn(server, 'crypto-checker@example.com');
    const [holder] = await db.insert(customers).values({ email: 'hash-holder@example.com', name: 'Hash Holder', country: 'AE', kycLevel: 2, state: 'ACTIVE' }).returning({ id: customers.id });
    if (!holder) throw new Error('no customer made');
    const depositHash = `0x${'d'.repeat(60)}5ea1`;
    const deposit = await reportCryptoDeposit(db, { coin: 'ETH', network: 'ERC20', customerId: holder.id, address: `0xDEPOSIT${'0'.repeat(33)}`, txHash: depositHash, amount: '2', confirmations: 100 }, walletService);
    const to = `0xPAYEE${'0'.repeat(35)}`;
    const listed = await server.call<Answer<{ id: string }>>('POST', '/admin/crypto/whitelist', { token: maker, body: { customerId: holder.id, coin: 'ETH', network: 'ERC20', address: to, reason: 'Customer asked by phone' } });
    expect(listed.status).toBe(200);
    await db.execute(sql`update crypto_whitelist set cool_down_until = now() - interval '1 hour' where id = ${listed.body.id}`);
    const requested = await server.call<Answer<CryptoWithdrawal>>('POST', '/admin/crypto/withdrawals', { token: maker, body: { customerId: holder.id, coin: 'ETH', network: 'ERC20', address: to, amount: '0.5' } });
    expect(requested.status).toBe(200);
    const id = requested.body.id;
    expect((await server.call('POST', `/admin/crypto/withdrawals/${id}/submitForApproval`, { token: maker, body: {} })).status).toBe(200);
    expect((await server.call('POST', `/admin/crypto/withdrawals/${id}/approve`, { token: checker, body: {} })).status).toBe(200);
    const withdrawalHash = `0x${'e'.repeat(60)}5ea2`;
    await reportCryptoWithdrawalBroadcast(db, id, withdrawalHash, walletService);

    const byDepositHash = await search(depositHash);
    expect(kinds(byDepositHash.body)).toEqual(['cryptoDeposit']);
    expect(byDepositHash.body.groups[0]?.hits).toEqual([{ id: deposit.id, title: deposit.depositNumber, subtitle: '2 ETH · 0xdddddd…dd5ea1', status: 'CREDITED', customerId: holder.id }]);
    // As an explorer may show it, in capitals; and the withdrawal by the hash it was broadcast with.
    expect(idsOf((await search(depositHash.toUpperCase())).body, 'cryptoDeposit')).toEqual([deposit.id]);
    const byWithdrawalHash = await search(withdrawalHash);
    expect(kinds(byWithdrawalHash.body)).toEqual(['cryptoWithdrawal']);
    expect(byWithdrawalHash.body.groups[0]?.hits[0]).toMatchObject({ id, title: requested.body.withdrawalNumber, status: 'BROADCAST', customerId: holder.id });
    expect(idsOf((await search(requested.body.withdrawalNumber.toLowerCase())).body, 'cryptoWithdrawal')).toEqual([id]);
    // Exact only: a part of a hash finds nothing; without the crypto policies nothing is asked.
    expect((await search(depositHash.slice(0, 30))).body.groups).toEqual([]);
    expect((await search(depositHash, customersOnly)).body.groups).toEqual([]);

    // Every key stroke asks these: the hash lookups can use their indexes (the output key and the
    // broadcast key lead with the network, so they cannot).
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const deposits = await tx.execute(sql`explain select id from crypto_deposits where deposit_number in ('x', 'X') or tx_hash in ('x', 'X')`);
      const withdrawals = await tx.execute(sql`explain select id from crypto_withdrawals where withdrawal_number in ('x', 'X') or tx_hash in ('x', 'X')`);
      const rows = (answer: unknown) => (typeof answer === 'object' && answer !== null && 'rows' in answer ? answer.rows : answer);
      return JSON.stringify([rows(deposits), rows(withdrawals)]);
    });
    expect(plan).toContain('crypto_deposits_tx_hash_idx');
    expect(plan).toContain('crypto_withdrawals_tx_hash_idx');
  });

  it('caps each kind and searches only the kinds the admin may read', async () => {
    const wide = await search('a');
    expect(wide.status).toBe(400);
    expect(fieldsOf(wide.body)).toEqual(['q']);
    const many = await search('an');
    expect(many.body.groups.find((g) => g.kind === 'customer')?.hits).toHaveLength(SEARCH_HITS_PER_KIND);
    for (const group of many.body.groups) expect(group.hits.length).toBeLessThanOrEqual(SEARCH_HITS_PER_KIND);
    const [t] = await rowsOf<{ transaction_number: string }>(server, sql`select transaction_number from p2p_transactions limit 1`);
    const number = t?.transaction_number ?? '';
    expect(kinds((await search(number)).body)).toEqual(['p2pTransaction']);
    // Without p2p.transactions.read the number finds nothing: the kind is not even asked.
    expect((await search(number, customersOnly)).body.groups).toEqual([]);
    expect(kinds((await search(customer.email, customersOnly)).body)).toEqual(['customer']);
  });

  it('needs a session', async () => {
    const answer = await server.call<ApiError>('GET', '/admin/search?q=abc');
    expect(answer.status).toBe(401);
  });
});
