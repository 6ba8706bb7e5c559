import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoinChange, CryptoCoin, CryptoNetwork } from '@exchange/contract/crypto/crypto-coins';
import type { CryptoDeposit } from '@exchange/contract/crypto/crypto-deposits';
import type { ExchangeAddress, WhitelistAddress } from '@exchange/contract/crypto/crypto-whitelist';
import type { CryptoWithdrawal } from '@exchange/contract/crypto/crypto-withdrawals';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { Actor } from '../../platform/audit/write-audit.ts';
import { AppError } from '../../platform/errors.ts';
import { TEST_PASSWORD, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { customers } from '../customers/customer-tables.ts';
import { recordCryptoDepositConfirmations, reportCryptoDeposit } from './deposit-commands.ts';
import { markCryptoWithdrawalFailed, recordCryptoWithdrawalConfirmations, reportCryptoWithdrawalBroadcast } from './withdrawal-commands.ts';
import { serviceAccountActor } from '../integration/service-actor.ts';

type Answer<T> = T & ApiError;

const hash = (n: number) => `0x${n.toString(16).padStart(64, 'a')}`;
const address = (tag: string) => `0xADDR${tag.padEnd(36, '0')}`;

/** The code of a command's refusal, or 'ok'. */
async function outcome(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe.each(testDatabaseKinds())('crypto coins, deposits, withdrawals and whitelists on %s', (kind) => {
  let server: TestServer;
  /** The exchange's wallet service calling the commands as its /platform calls do: a service account, no admin. */
  let walletService: Actor;
  let maker: string;
  let checker: string;
  let admin: string;
  let alice: string;
  let bob: string;

  const call = <T>(method: string, path: string, token: string, body?: unknown) => server.call<Answer<T>>(method, path, { token, body });
  const db = () => server.database.db;
  const balance = async (customerId: string, asset: string, bucket: 'AVAILABLE' | 'HELD') => {
    const [row] = await rowsOf<{ balance: string }>(server, sql`select trim_scale(coalesce(sum(b.balance), 0))::text as balance from ledger_accounts a join ledger_balances b on b.account_id = a.id
      where a.owner = 'CUSTOMER' and a.customer_id = ${customerId} and a.asset = ${asset} and a.bucket = ${bucket} and a.sub_account_id is null`);
    return row?.balance ?? '0';
  };
  const eventsAbout = (subjectId: string) => rowsOf<{ type: string; subject_type: string }>(server, sql`select type, subject_type from integration_events where subject_id = ${subjectId} order by occurred_at, id`);
  const entriesOf = (referenceId: string) => rowsOf<{ kind: string }>(server, sql`select kind from ledger_entries where reference_id = ${referenceId} order by created_at, id`);
  const network = async (coin: string, code: string) => {
    const answer = await call<CryptoCoin>('GET', `/admin/crypto/coins/${coin}`, admin);
    const found = answer.body.networks.find((n) => n.code === code);
    if (!found) throw new Error(`no network ${coin} ${code}`);
    return found;
  };
  const fund = async (customerId: string, coin: 'ETH' | 'USDT', networkCode: string, amount: string, n: number) => {
    const deposit = await reportCryptoDeposit(db(), { coin, network: networkCode, customerId, address: address(`DEP${n}`), txHash: hash(n), amount, confirmations: 100 }, walletService);
    expect(deposit.status).toBe('CREDITED');
    return deposit;
  };
  const whitelist = async (customerId: string, coin: string, networkCode: string, to: string, coolDown: 'over' | 'running' = 'over') => {
    const added = await call<WhitelistAddress>('POST', '/admin/crypto/whitelist', maker, { customerId, coin, network: networkCode, address: to, reason: 'Customer asked by phone' });
    expect(added.status).toBe(200);
    if (coolDown === 'over') await db().execute(sql`update crypto_whitelist set cool_down_until = now() - interval '1 hour' where id = ${added.body.id}`);
    return added.body;
  };
  const request = (customerId: string, to: string, amount: string, token = maker) =>
    call<CryptoWithdrawal>('POST', '/admin/crypto/withdrawals', token, { customerId, coin: 'ETH', network: 'ERC20', address: to, amount });

  beforeAll(async () => {
    server = await startTestServer(kind);
    walletService = await serviceAccountActor(db(), 'Wallet service', { id: null, email: null, ip: '127.0.0.1', userAgent: 'crypto-test' });
    await server.createAdmin({ email: 'maker@example.com', password: TEST_PASSWORD, role: 'finance', name: 'Mia Maker' });
    await server.createAdmin({ email: 'checker@example.com', password: TEST_PASSWORD, role: 'finance', name: 'Carl Checker' });
    await server.createAdmin({ email: 'admin@example.com', password: TEST_PASSWORD, role: 'admin', name: 'Ada Admin' });
    maker = await signIn(server, 'maker@example.com');
    checker = await signIn(server, 'checker@example.com');
    admin = await signIn(server, 'admin@example.com');
    const made = await db()
      .insert(customers)
      .values([
        { email: 'alice@example.com', name: 'Alice Crypto', country: 'AE', kycLevel: 2, state: 'ACTIVE' },
        { email: 'bob@example.com', name: 'Bob Crypto', country: 'AE', kycLevel: 2, state: 'ACTIVE' },
      ])
      .returning({ id: customers.id });
    alice = made[0]?.id ?? '';
    bob = made[1]?.id ?? '';
  });
  afterAll(() => server?.close());

  it('lists the coins with their networks on one page, with explorer templates', async () => {
    const list = await call<ListResponse<CryptoCoin>>('GET', '/admin/crypto/coins', admin);
    expect(list.status).toBe(200);
    expect(list.body.limit).toBe(2000);
    expect(list.body.items.map((c) => c.code)).toEqual(['BTC', 'ETH', 'USDT', 'USDC', 'BNB']);
    const usdt = list.body.items.find((c) => c.code === 'USDT');
    expect(usdt?.networks.map((n) => n.code)).toEqual(['ERC20', 'TRC20']);
    expect(usdt?.networks[0]).toMatchObject({ decimals: 6, txExplorerUrl: 'https://etherscan.io/tx/{tx}' });
  });

  it('credits a deposit exactly once when its required confirmations are reached, reports repeated and racing', async () => {
    const input = { coin: 'USDT' as const, network: 'TRC20', customerId: alice, address: address('ALICE1'), txHash: hash(1), outputIndex: 0, amount: '250.123456' };
    // Ten racing first reports of one output: one deposit.
    const reports = await Promise.all(Array.from({ length: 10 }, () => reportCryptoDeposit(db(), { ...input, confirmations: 3 }, walletService)));
    expect(new Set(reports.map((r) => r.id)).size).toBe(1);
    const deposit = reports[0] as CryptoDeposit;
    expect(deposit).toMatchObject({ status: 'PENDING_CONFIRMATIONS', confirmations: 3, requiredConfirmations: 20, amount: '250.123456' });
    expect(deposit.depositNumber).toMatch(/^CD\d{10}$/);
    expect(deposit.txUrl).toBe(`https://tronscan.org/#/transaction/${hash(1)}`);
    expect(await balance(alice, 'USDT', 'AVAILABLE')).toBe('0');

    // The same output with another amount is not the same report.
    expect(await outcome(reportCryptoDeposit(db(), { ...input, amount: '1' }, walletService))).toBe('cryptoDeposit.conflictingReport');
    // Below the required count: nothing yet.
    expect((await recordCryptoDepositConfirmations(db(), { ...input, confirmations: 19 }, walletService)).status).toBe('PENDING_CONFIRMATIONS');

    // Confirmations and repeated reports race past the required count: one credit.
    await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => recordCryptoDepositConfirmations(db(), { ...input, confirmations: 20 + i }, walletService)),
      ...Array.from({ length: 5 }, () => reportCryptoDeposit(db(), { ...input, confirmations: 25 }, walletService)),
    ]);
    const credited = await call<CryptoDeposit>('GET', `/admin/crypto/deposits/${deposit.id}`, admin);
    expect(credited.body).toMatchObject({ status: 'CREDITED' });
    expect(credited.body.ledgerEntryId).toBeTruthy();
    expect(await balance(alice, 'USDT', 'AVAILABLE')).toBe('250.123456');
    expect(await entriesOf(deposit.id)).toEqual([{ kind: 'CRYPTO_DEPOSIT' }]);
    expect(await eventsAbout(deposit.id)).toEqual([{ type: 'deposit.credited', subject_type: 'CRYPTO_DEPOSIT' }]);
    // Later reports answer it as it is.
    expect((await recordCryptoDepositConfirmations(db(), { ...input, confirmations: 60 }, walletService)).status).toBe('CREDITED');
    expect(await balance(alice, 'USDT', 'AVAILABLE')).toBe('250.123456');

    // An 18-decimal amount on ETH keeps every digit; more decimals than the network's is a 400.
    const eth = await fund(alice, 'ETH', 'ERC20', '3.123456789012345678', 2);
    expect(eth.amount).toBe('3.123456789012345678');
    expect(await balance(alice, 'ETH', 'AVAILABLE')).toBe('3.123456789012345678');
    expect(await outcome(reportCryptoDeposit(db(), { ...input, txHash: hash(3), amount: '1.1234567' }, walletService))).toBe('validation.decimal');

    const list = await call<ListResponse<CryptoDeposit>>('GET', `/admin/crypto/deposits?customerId=${alice}`, admin);
    expect(list.body.limit).toBe(1000);
    expect(list.body.items.map((d) => d.id)).toEqual([eth.id, deposit.id]);
  });

  it('refuses new deposits and withdrawals on a disabled network or an inactive coin, with the reason, and keeps every change in the history', async () => {
    const trc20 = await network('USDT', 'TRC20');
    const off = await call<CryptoNetwork>('PUT', `/admin/crypto/networks/${trc20.id}`, admin, { depositEnabled: false, withdrawalFee: '1.5', reason: 'Tron node upgrade' });
    expect(off.body).toMatchObject({ depositEnabled: false, withdrawalFee: '1.5' });
    const report = { coin: 'USDT' as const, network: 'TRC20', customerId: bob, address: address('BOB1'), txHash: hash(10), amount: '10' };
    expect(await outcome(reportCryptoDeposit(db(), report, walletService))).toBe('crypto.depositsDisabled');
    await call('PUT', `/admin/crypto/networks/${trc20.id}`, admin, { depositEnabled: true, reason: 'Upgrade done' });
    expect(await outcome(reportCryptoDeposit(db(), report, walletService))).toBe('ok');

    // No change without a reason; a minimum above the maximum is refused.
    expect((await call('PUT', `/admin/crypto/networks/${trc20.id}`, admin, { depositEnabled: false })).status).toBe(400);
    expect((await call('PUT', `/admin/crypto/networks/${trc20.id}`, admin, { minWithdrawal: '600000', reason: 'Too high' })).status).toBe(400);
    // Support reads but does not manage.
    await server.createAdmin({ email: 'support@example.com', password: TEST_PASSWORD, role: 'support', name: 'Sam Support' });
    const support = await signIn(server, 'support@example.com');
    expect((await call('PUT', '/admin/crypto/coins/USDT/active', support, { active: false, reason: 'Not mine' })).status).toBe(403);

    const deactivated = await call<CryptoCoin>('PUT', '/admin/crypto/coins/USDT/active', admin, { active: false, reason: 'Issuer incident' });
    expect(deactivated.body.active).toBe(false);
    const refused = await call<CryptoWithdrawal>('POST', '/admin/crypto/withdrawals', maker, { customerId: alice, coin: 'USDT', network: 'TRC20', address: address('X'), amount: '10' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'crypto.coinInactive', params: { asset: 'USDT' } });
    expect(refused.body.error.message).toContain('deactivated');
    expect(await outcome(reportCryptoDeposit(db(), { ...report, txHash: hash(11) }, walletService))).toBe('crypto.coinInactive');
    await call('PUT', '/admin/crypto/coins/USDT/active', admin, { active: true, reason: 'Incident over' });

    const history = await call<ListResponse<CoinChange>>('GET', '/admin/crypto/coins/USDT/history', support);
    const rows = history.body.items.map((c) => [c.network?.code ?? null, c.field, c.before, c.after, c.reason, c.changedBy.name]);
    expect(rows).toEqual([
      [null, 'active', 'false', 'true', 'Incident over', 'Ada Admin'],
      [null, 'active', 'true', 'false', 'Issuer incident', 'Ada Admin'],
      ['TRC20', 'depositEnabled', 'false', 'true', 'Upgrade done', 'Ada Admin'],
      ['TRC20', 'depositEnabled', 'true', 'false', 'Tron node upgrade', 'Ada Admin'],
      ['TRC20', 'withdrawalFee', '1', '1.5', 'Tron node upgrade', 'Ada Admin'],
    ]);
  });

  it('withdraws only to a whitelisted address, holds one in its cool-down, refuses the exchange’s own wallets', async () => {
    const hot = address('FEXHOT');
    const fex = await call<ExchangeAddress>('POST', '/admin/crypto/fexWhitelist', admin, { coin: 'ETH', network: 'ERC20', address: hot, kind: 'HOT', reason: 'Our hot wallet' });
    expect(fex.status).toBe(200);
    // Finance may not change the exchange's wallets.
    expect((await call('POST', '/admin/crypto/fexWhitelist', maker, { coin: 'ETH', network: 'ERC20', address: address('FEX2'), kind: 'COLD', reason: 'No' })).status).toBe(403);
    const whitelisted = await call<WhitelistAddress>('POST', '/admin/crypto/whitelist', maker, { customerId: alice, coin: 'ETH', network: 'ERC20', address: hot.toLowerCase(), reason: 'Try' });
    expect(whitelisted.body.error).toMatchObject({ code: 'cryptoWhitelist.exchangeAddress' });
    expect((await request(alice, hot, '0.1')).body.error.code).toBe('cryptoWithdrawal.exchangeAddress');
    expect(await outcome(reportCryptoDeposit(db(), { coin: 'ETH', network: 'ERC20', customerId: alice, address: hot, txHash: hash(20), amount: '1' }, walletService))).toBe('cryptoDeposit.exchangeAddress');

    const notListed = await request(alice, address('NOWHERE'), '0.1');
    expect(notListed.status).toBe(409);
    expect(notListed.body.error.code).toBe('cryptoWithdrawal.notWhitelisted');

    const fresh = await whitelist(alice, 'ETH', 'ERC20', address('ALICEWALLET'), 'running');
    expect(fresh.inCoolDown).toBe(true);
    const held = await request(alice, address('ALICEWALLET'), '0.5');
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({ status: 'SUBMITTED', holdReasons: ['WHITELIST_COOL_DOWN'], networkFee: '0.002', total: '0.502' });
    expect(await balance(alice, 'ETH', 'HELD')).toBe('0.502');

    // The approver must acknowledge the hold; the maker may not approve.
    await call('POST', `/admin/crypto/withdrawals/${held.body.id}/submitForApproval`, maker, {});
    const own = await call<CryptoWithdrawal>('POST', `/admin/crypto/withdrawals/${held.body.id}/approve`, maker, { acknowledgeHolds: true });
    expect(own.status).toBe(409);
    expect(own.body.error.code).toBe('cryptoWithdrawal.fourEyes');
    const unacknowledged = await call<CryptoWithdrawal>('POST', `/admin/crypto/withdrawals/${held.body.id}/approve`, checker, {});
    expect(unacknowledged.body.error.code).toBe('cryptoWithdrawal.holdsNotAcknowledged');
    const rejected = await call<CryptoWithdrawal>('POST', `/admin/crypto/withdrawals/${held.body.id}/reject`, checker, { reason: 'Address too new' });
    expect(rejected.body.status).toBe('REJECTED');
    expect(await balance(alice, 'ETH', 'HELD')).toBe('0');
    expect(await eventsAbout(held.body.id)).toEqual([{ type: 'withdrawal.rejected', subject_type: 'CRYPTO_WITHDRAWAL' }]);

    // Removed from the whitelist: refused again.
    await call('POST', `/admin/crypto/whitelist/${fresh.id}/remove`, maker, { reason: 'Customer lost the key' });
    expect((await request(alice, address('ALICEWALLET'), '0.1')).body.error.code).toBe('cryptoWithdrawal.notWhitelisted');
  });

  it('takes a withdrawal through two admins: of 50 racing approvals one wins; then broadcast, confirmed and sent', async () => {
    await fund(bob, 'ETH', 'ERC20', '10', 30);
    const to = address('BOBWALLET');
    await whitelist(bob, 'ETH', 'ERC20', to);
    const created = await request(bob, to, '2');
    expect(created.body).toMatchObject({ status: 'SUBMITTED', holdReasons: [], total: '2.002' });
    expect(created.body.withdrawalNumber).toMatch(/^CW\d{10}$/);
    expect((await call<CryptoWithdrawal>('POST', `/admin/crypto/withdrawals/${created.body.id}/submitForApproval`, maker, { note: 'Checked' })).body.status).toBe('PENDING_APPROVAL');

    const answers = await Promise.all(Array.from({ length: 50 }, () => call<CryptoWithdrawal>('POST', `/admin/crypto/withdrawals/${created.body.id}/approve`, checker, {})));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.error.code === 'cryptoWithdrawal.wrongStatus')).toHaveLength(49);
    expect(await eventsAbout(created.body.id)).toEqual([{ type: 'withdrawal.approved', subject_type: 'CRYPTO_WITHDRAWAL' }]);

    const id = created.body.id;
    const broadcast = await reportCryptoWithdrawalBroadcast(db(), id, hash(31), walletService);
    expect(broadcast).toMatchObject({ status: 'BROADCAST', txHash: hash(31), txUrl: `https://etherscan.io/tx/${hash(31)}` });
    expect((await reportCryptoWithdrawalBroadcast(db(), id, hash(31), walletService)).status).toBe('BROADCAST');
    expect(await outcome(reportCryptoWithdrawalBroadcast(db(), id, hash(32), walletService))).toBe('cryptoWithdrawal.txHashMismatch');
    expect((await recordCryptoWithdrawalConfirmations(db(), id, 5, walletService)).status).toBe('BROADCAST');
    const sent = await Promise.all(Array.from({ length: 5 }, (_, i) => recordCryptoWithdrawalConfirmations(db(), id, 12 + i, walletService)));
    expect(sent.every((s) => s.status === 'SENT')).toBe(true);
    expect(await entriesOf(id)).toEqual([{ kind: 'WITHDRAWAL_HOLD' }, { kind: 'WITHDRAWAL_PAYOUT' }]);
    expect(await balance(bob, 'ETH', 'HELD')).toBe('0');
    expect(await balance(bob, 'ETH', 'AVAILABLE')).toBe('7.998');
    expect(await outcome(markCryptoWithdrawalFailed(db(), id, 'Too late', walletService))).toBe('cryptoWithdrawal.wrongStatus');
  });

  it('releases a failed withdrawal and retries it as a new attempt, once', async () => {
    const to = address('BOBWALLET');
    const created = await request(bob, to, '1');
    await call('POST', `/admin/crypto/withdrawals/${created.body.id}/submitForApproval`, maker, {});
    await call('POST', `/admin/crypto/withdrawals/${created.body.id}/approve`, checker, {});
    const before = await balance(bob, 'ETH', 'AVAILABLE');
    const failed = await markCryptoWithdrawalFailed(db(), created.body.id, 'Nonce too low', walletService);
    expect(failed).toMatchObject({ status: 'FAILED', closed: { by: null, reason: 'Nonce too low' } });
    expect(Number(await balance(bob, 'ETH', 'AVAILABLE')) - Number(before)).toBeCloseTo(1.002, 9);
    expect(await eventsAbout(created.body.id)).toEqual([
      { type: 'withdrawal.approved', subject_type: 'CRYPTO_WITHDRAWAL' },
      { type: 'withdrawal.failed', subject_type: 'CRYPTO_WITHDRAWAL' },
    ]);

    const retry = await call<CryptoWithdrawal>('POST', `/admin/crypto/withdrawals/${created.body.id}/retry`, maker, {});
    expect(retry.body).toMatchObject({ status: 'SUBMITTED', retryOf: { id: created.body.id }, amount: '1', total: '1.002' });
    expect((await call<CryptoWithdrawal>('GET', `/admin/crypto/withdrawals/${created.body.id}`, maker)).body.retriedBy?.id).toBe(retry.body.id);
    const again = await call<CryptoWithdrawal>('POST', `/admin/crypto/withdrawals/${created.body.id}/retry`, maker, {});
    expect(again.body.error.code).toBe('cryptoWithdrawal.alreadyRetried');
  });

  it('recovers a missed deposit under four-eyes', async () => {
    const body = { coin: 'ETH', network: 'ERC20', customerId: bob, address: address('BOBDEP'), txHash: hash(40), amount: '0.75', note: 'Seen on etherscan, not reported' };
    const proposed = await call<CryptoDeposit>('POST', '/admin/crypto/deposits/recoveries', maker, body);
    expect(proposed.body).toMatchObject({ status: 'RECOVERY_PENDING', source: 'RECOVERED', proposedBy: { name: 'Mia Maker' } });
    const before = await balance(bob, 'ETH', 'AVAILABLE');
    const own = await call<CryptoDeposit>('POST', `/admin/crypto/deposits/${proposed.body.id}/approveRecovery`, maker, {});
    expect(own.status).toBe(409);
    expect(own.body.error.code).toBe('cryptoDeposit.fourEyes');
    const twice = await call<CryptoDeposit>('POST', '/admin/crypto/deposits/recoveries', checker, body);
    expect(twice.body.error).toMatchObject({ code: 'cryptoDeposit.alreadyKnown', params: { status: 'RECOVERY_PENDING' } });
    const approved = await call<CryptoDeposit>('POST', `/admin/crypto/deposits/${proposed.body.id}/approveRecovery`, checker, { note: 'Confirmed' });
    expect(approved.body).toMatchObject({ status: 'CREDITED', decidedBy: { name: 'Carl Checker' } });
    expect(Number(await balance(bob, 'ETH', 'AVAILABLE')) - Number(before)).toBeCloseTo(0.75, 9);
    // The wallet service reporting it late finds it credited, and credits nothing more.
    const late = await reportCryptoDeposit(db(), { ...body, coin: 'ETH', confirmations: 50 }, walletService);
    expect(late.id).toBe(proposed.body.id);
    expect(await entriesOf(proposed.body.id)).toEqual([{ kind: 'CRYPTO_DEPOSIT' }]);

    // A rejected recovery credits nothing and frees the output for a corrected one.
    const wrong = await call<CryptoDeposit>('POST', '/admin/crypto/deposits/recoveries', maker, { ...body, txHash: hash(41), amount: '9' });
    const rejected = await call<CryptoDeposit>('POST', `/admin/crypto/deposits/${wrong.body.id}/rejectRecovery`, checker, { reason: 'Wrong amount' });
    expect(rejected.body).toMatchObject({ status: 'REJECTED', rejectReason: 'Wrong amount' });
    expect((await call<CryptoDeposit>('POST', '/admin/crypto/deposits/recoveries', maker, { ...body, txHash: hash(41), amount: '0.9' })).body.status).toBe('RECOVERY_PENDING');
  });
});
