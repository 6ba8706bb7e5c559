import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReconciliationRun, Statement } from '@exchange/contract/ledger/ledger';
import type { ApiError } from '@exchange/contract/platform/errors';
import { TEST_PASSWORD, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';

describe.each(testDatabaseKinds())('the demo ledger on %s', (kind) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { demoData: true });
    await server.createAdmin({ email: 'demo-ledger@example.com', password: TEST_PASSWORD, role: 'finance' });
    token = await signIn(server, 'demo-ledger@example.com');
  }, 180_000);
  afterAll(async () => server.close());

  it('has a few thousand entries of every kind the back office makes, and reconciles with no difference', async () => {
    const kinds = await rowsOf<{ kind: string; n: number }>(server, sql`select kind, count(*)::int as n from ledger_entries group by kind order by kind`);
    // The fiat demo's deposits and withdrawals post through their own commands, in every step; open spot orders hold their funds.
    // Gift vouchers reserve, pay and release budgets; campaigns pay rewards; customers donate.
    expect(kinds.map((k) => k.kind).sort()).toEqual(['CAMPAIGN_REWARD', 'CARD_DEPOSIT', 'CRYPTO_DEPOSIT', 'DONATION', 'FIAT_DEPOSIT', 'LEAN_DEPOSIT', 'QUIZ_REWARD', 'REFERRAL_REWARD', 'REIMBURSEMENT', 'SAVINGS_DEPOSIT', 'SAVINGS_YIELD', 'STAKE_LOCK', 'STAKE_UNLOCK', 'STAKING_REWARD', 'SUB_ACCOUNT_TRANSFER', 'TRADE_HOLD', 'VOUCHER_FUNDING', 'VOUCHER_REDEMPTION', 'VOUCHER_RELEASE', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_PAYOUT', 'WITHDRAWAL_RELEASE']);
    expect(kinds.reduce((sum, k) => sum + k.n, 0)).toBeGreaterThan(2_000);
    const statuses = await rowsOf<{ status: string; direction: string }>(server, sql`select distinct status, direction from reimbursements order by 1, 2`);
    expect(statuses).toEqual(expect.arrayContaining([{ status: 'APPROVED', direction: 'CREDIT' }, { status: 'APPROVED', direction: 'DEBIT' }, { status: 'PENDING', direction: 'CREDIT' }, { status: 'REJECTED', direction: 'CREDIT' }]));
    const run = await server.call<ReconciliationRun & ApiError>('POST', '/admin/ledger/reconciliations', { token });
    expect(run.body.differences).toBe(0);
    for (const asset of run.body.assets) expect(asset).toMatchObject({ cachedTotal: '0', linesTotal: '0' });
  });

  it('numbers each account’s lines in the order of their dates, none in the future, so statements read as real ones', async () => {
    const [order] = await rowsOf<{ backwards: number; future: number }>(server, sql`select
      (select count(*)::int from (select created_at, lag(created_at) over (partition by account_id order by id) as prev from ledger_lines) x where created_at < prev) as backwards,
      (select count(*)::int from ledger_lines where created_at > now()) as future`);
    expect(order).toEqual({ backwards: 0, future: 0 });
    const [busy] = await rowsOf<{ customer_id: string; asset: string }>(server, sql`select a.customer_id, a.asset from ledger_accounts a join ledger_balances b on b.account_id = a.id
      where a.owner = 'CUSTOMER' and a.sub_account_id is null and a.bucket = 'AVAILABLE' order by b.lines desc, a.id limit 1`);
    const statement = await server.call<Statement>('GET', `/admin/ledger/customers/${busy?.customer_id}/statement?asset=${busy?.asset}&limit=200`, { token });
    expect(statement.body.items.length).toBeGreaterThan(5);
    const times = statement.body.items.map((l) => l.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(statement.body.items[0]?.balanceAfter).toBe(statement.body.balance);
  });

  it('has an audit row for each reimbursement decision and transfer, on the customer’s timeline', async () => {
    const [missing] = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from ledger_entries e
      where e.kind in ('REIMBURSEMENT', 'SUB_ACCOUNT_TRANSFER')
        and not exists (select 1 from audit_log a where a.after->>'ledgerEntryId' = e.id::text and a.customer_id is not null)`);
    expect(missing?.n).toBe(0);
    const [fourEyes] = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from reimbursements where decided_by = created_by`);
    expect(fourEyes?.n).toBe(0);
  });
});
