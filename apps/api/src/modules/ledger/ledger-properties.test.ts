import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerBalances } from '@exchange/contract/ledger/ledger';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { Reimbursement } from '@exchange/contract/reimbursements/reimbursements';
import type { SubAccount } from '@exchange/contract/sub-accounts/sub-accounts';
import { writeAudit } from '../../platform/audit/write-audit.ts';
import { AppError } from '../../platform/errors.ts';
import { TEST_PASSWORD, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { customers } from '../customers/customer-tables.ts';
import { fromUnits, toUnits } from './ledger-amounts.ts';
import { customerAccount, exchangeAccount, move, postEntry, type LedgerLineInput } from './post-entry.ts';
import type { LedgerEntryKind } from '@exchange/contract/ledger/ledger-accounts';

/*
 * Random sequences of money movements, each step a batch run at once, against the real database;
 * after every step the ledger's invariants hold and the balances equal a model built from the
 * movements that succeeded (whatever order the database ran them in, sums commute).
 *
 * Reimbursements and sub-account transfers go through the API. Deposits, withdrawal holds,
 * releases and payouts (with a fee line) are posted here as their commands post them: postEntry
 * and an audit row naming the entry, in one transaction.
 */

const ASSETS = ['USDT', 'AED'] as const;
type Asset = (typeof ASSETS)[number];
/** Where a customer's money sits: the main account or its sub-account, in a bucket. */
type Place = { sub: boolean; bucket: 'AVAILABLE' | 'HELD' };

type Op =
  | { t: 'deposit'; c: number; asset: Asset; cents: number }
  | { t: 'hold' | 'release'; c: number; asset: Asset; cents: number }
  | { t: 'payout'; c: number; asset: Asset; cents: number; feeCents: number }
  | { t: 'reimburse'; c: number; asset: Asset; cents: number; direction: 'CREDIT' | 'DEBIT'; sub: boolean }
  | { t: 'transfer'; c: number; asset: Asset; cents: number; toSub: boolean };

/**
 * A movement as generated: deposits and credits name their amount; what takes money names a share
 * of what its source holds when the step starts (up to 130 %, so some are refused, and several at
 * once may together take more than there is).
 */
type Planned =
  | { t: 'deposit'; c: number; asset: Asset; cents: number }
  | { t: 'hold' | 'release'; c: number; asset: Asset; pct: number }
  | { t: 'payout'; c: number; asset: Asset; pct: number; feePct: number }
  | { t: 'reimburse'; c: number; asset: Asset; direction: 'CREDIT'; cents: number; sub: boolean }
  | { t: 'reimburse'; c: number; asset: Asset; direction: 'DEBIT'; pct: number; sub: boolean }
  | { t: 'transfer'; c: number; asset: Asset; pct: number; toSub: boolean };

const CUSTOMERS = 2;
const customer = fc.integer({ min: 0, max: CUSTOMERS - 1 });
const asset = fc.constantFrom(...ASSETS);
const cents = fc.integer({ min: 1, max: 40_000 });
const pct = fc.integer({ min: 1, max: 130 });
const op: fc.Arbitrary<Planned> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ t: fc.constant('deposit' as const), c: customer, asset, cents }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constantFrom('hold' as const, 'release' as const), c: customer, asset, pct }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('payout' as const), c: customer, asset, pct, feePct: fc.integer({ min: 0, max: 5 }) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('reimburse' as const), c: customer, asset, direction: fc.constant('CREDIT' as const), cents, sub: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('reimburse' as const), c: customer, asset, direction: fc.constant('DEBIT' as const), pct, sub: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('transfer' as const), c: customer, asset, pct, toSub: fc.boolean() }) },
);
/** A step: up to 6 movements started together. */
const steps = fc.array(fc.array(op, { minLength: 1, maxLength: 6 }), { minLength: 2, maxLength: 8 });

const decimal = (c: number) => fromUnits(BigInt(c) * 10n ** 16n);
const placeKey = (c: number, asset: Asset, place: Place) => `${c}/${place.sub ? 'sub' : 'main'}/${place.bucket}/${asset}`;

describe.each(testDatabaseKinds())('ledger invariants under random concurrent movements on %s', (kind) => {
  let server: TestServer;
  let maker: string;
  let checker: string;
  let checkerId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.createAdmin({ email: 'prop-maker@example.com', password: TEST_PASSWORD, role: 'finance', name: 'Pat Maker' });
    checkerId = await server.createAdmin({ email: 'prop-checker@example.com', password: TEST_PASSWORD, role: 'finance', name: 'Pam Checker' });
    maker = await signIn(server, 'prop-maker@example.com');
    checker = await signIn(server, 'prop-checker@example.com');
  });
  afterAll(async () => server.close());

  /** A command's posting as the withdrawal and deposit commands make it: the entry and its audit row together. */
  const postAudited = (customerId: string, kind: LedgerEntryKind, lines: LedgerLineInput[]) =>
    server.database.db.transaction(async (tx) => {
      const referenceId = randomUUID();
      const ledgerEntryId = await postEntry(tx, { kind, referenceType: 'property_test', referenceId, actorId: checkerId, lines });
      await writeAudit(tx, { id: checkerId, email: 'prop-checker@example.com', ip: '127.0.0.1', userAgent: 'property-test' }, {
        action: `test.${kind.toLowerCase()}`, outcome: 'SUCCESS', targetType: 'property_test', targetId: referenceId, customerId, after: { ledgerEntryId },
      });
    });

  /** Runs one movement; true when it moved money, false when the ledger refused it for want of funds. */
  async function run(o: Op, ids: string[], subs: string[]): Promise<boolean> {
    const customerId = ids[o.c] ?? '';
    const sub = subs[o.c] ?? null;
    const amount = decimal(o.cents);
    const refusedForFunds = (error: unknown) => {
      if (error instanceof AppError && error.code === 'ledger.insufficientFunds') return false;
      throw error;
    };
    switch (o.t) {
      case 'deposit':
        return postAudited(customerId, 'FIAT_DEPOSIT', move(exchangeAccount('BANK'), customerAccount(customerId), o.asset, amount)).then(() => true, refusedForFunds);
      case 'hold':
        return postAudited(customerId, 'WITHDRAWAL_HOLD', move(customerAccount(customerId), customerAccount(customerId, 'HELD'), o.asset, amount)).then(() => true, refusedForFunds);
      case 'release':
        return postAudited(customerId, 'WITHDRAWAL_RELEASE', move(customerAccount(customerId, 'HELD'), customerAccount(customerId), o.asset, amount)).then(() => true, refusedForFunds);
      case 'payout': {
        // Three lines: the held amount and its fee leave the customer; the bank pays out, the fee is income.
        const lines: LedgerLineInput[] = [
          { account: customerAccount(customerId, 'HELD'), asset: o.asset, amount: `-${decimal(o.cents + o.feeCents)}` },
          { account: exchangeAccount('BANK'), asset: o.asset, amount },
          ...(o.feeCents > 0 ? [{ account: exchangeAccount('FEES'), asset: o.asset, amount: decimal(o.feeCents) }] : []),
        ];
        return postAudited(customerId, 'WITHDRAWAL_PAYOUT', lines).then(() => true, refusedForFunds);
      }
      case 'reimburse': {
        const made = await server.call<Reimbursement & ApiError>('POST', '/admin/reimbursements', {
          token: maker,
          body: { customerId, subAccountId: o.sub ? sub : null, asset: o.asset, direction: o.direction, amount, reason: 'Property test', reference: randomUUID() },
        });
        if (made.status !== 200) throw new Error(`propose: ${made.status} ${JSON.stringify(made.body)}`);
        const approved = await server.call<Reimbursement & ApiError>('POST', `/admin/reimbursements/${made.body.id}/approve`, { token: checker, body: {} });
        if (approved.status === 200) return true;
        if (approved.status === 409 && approved.body.error.code === 'ledger.insufficientFunds') return false;
        throw new Error(`approve: ${approved.status} ${JSON.stringify(approved.body)}`);
      }
      case 'transfer': {
        const moved = await server.call<ApiError>('POST', `/admin/customers/${customerId}/subAccountTransfers`, {
          token: checker,
          body: { fromSubAccountId: o.toSub ? null : sub, toSubAccountId: o.toSub ? sub : null, asset: o.asset, amount },
        });
        if (moved.status === 200) return true;
        if (moved.status === 409 && moved.body.error.code === 'ledger.insufficientFunds') return false;
        throw new Error(`transfer: ${moved.status} ${JSON.stringify(moved.body)}`);
      }
    }
  }

  /** The planned movement with its amount, from what its source holds in the model now (at least a cent). */
  function resolve(p: Planned, model: Map<string, number>): Op {
    const share = (place: Place, percent: number) => Math.max(1, Math.floor(((model.get(placeKey(p.c, p.asset, place)) ?? 0) * percent) / 100));
    const main = (bucket: Place['bucket']): Place => ({ sub: false, bucket });
    switch (p.t) {
      case 'deposit':
        return p;
      case 'hold':
        return { t: p.t, c: p.c, asset: p.asset, cents: share(main('AVAILABLE'), p.pct) };
      case 'release':
        return { t: p.t, c: p.c, asset: p.asset, cents: share(main('HELD'), p.pct) };
      case 'payout': {
        const total = share(main('HELD'), p.pct);
        const feeCents = Math.floor((total * p.feePct) / 100);
        return { t: p.t, c: p.c, asset: p.asset, cents: Math.max(1, total - feeCents), feeCents };
      }
      case 'reimburse':
        return p.direction === 'CREDIT' ? p : { ...p, cents: share({ sub: p.sub, bucket: 'AVAILABLE' }, p.pct) };
      case 'transfer':
        return { t: p.t, c: p.c, asset: p.asset, toSub: p.toSub, cents: share({ sub: !p.toSub, bucket: 'AVAILABLE' }, p.pct) };
    }
  }

  /** What a movement that went through changes, per place, in cents. */
  function effects(o: Op): [Place, number][] {
    const main = (bucket: Place['bucket']): Place => ({ sub: false, bucket });
    switch (o.t) {
      case 'deposit':
        return [[main('AVAILABLE'), o.cents]];
      case 'hold':
        return [[main('AVAILABLE'), -o.cents], [main('HELD'), o.cents]];
      case 'release':
        return [[main('HELD'), -o.cents], [main('AVAILABLE'), o.cents]];
      case 'payout':
        return [[main('HELD'), -(o.cents + o.feeCents)]];
      case 'reimburse':
        return [[{ sub: o.sub, bucket: 'AVAILABLE' }, o.direction === 'CREDIT' ? o.cents : -o.cents]];
      case 'transfer':
        return [[{ sub: !o.toSub, bucket: 'AVAILABLE' }, -o.cents], [{ sub: o.toSub, bucket: 'AVAILABLE' }, o.cents]];
    }
  }

  async function checkInvariants(ids: string[], model: Map<string, number>) {
    const unbalanced = await rowsOf(server, sql`select entry_id, asset, sum(amount)::text as sum from ledger_lines group by entry_id, asset having sum(amount) <> 0`);
    expect(unbalanced, 'every entry sums to zero per asset').toEqual([]);
    const negative = await rowsOf(server, sql`select account_id, balance::text from ledger_balances where owner = 'CUSTOMER' and balance < 0`);
    expect(negative, 'no customer balance below zero').toEqual([]);
    const drift = await rowsOf(server, sql`
      select a.id, b.balance::text as cached, l.total::text as lines, b.n as cached_lines, l.n as line_count
      from ledger_accounts a
      left join (select account_id, sum(balance) as balance, sum(lines) as n from ledger_balances group by account_id) b on b.account_id = a.id
      left join (select account_id, sum(amount) as total, count(*) as n from ledger_lines group by account_id) l on l.account_id = a.id
      where coalesce(b.balance, 0) <> coalesce(l.total, 0) or coalesce(b.n, 0) <> coalesce(l.n, 0)`);
    expect(drift, 'cached balances equal the sum of lines').toEqual([]);
    const lastLine = await rowsOf(server, sql`
      select a.id from ledger_accounts a join ledger_balances b on b.account_id = a.id
      join lateral (select balance_after from ledger_lines l where l.account_id = a.id order by l.id desc limit 1) x on true
      where a.owner = 'CUSTOMER' and x.balance_after <> b.balance`);
    expect(lastLine, 'a customer account’s last line carries its balance').toEqual([]);
    const unaudited = await rowsOf(server, sql`
      select e.id, e.kind from ledger_entries e
      where not exists (select 1 from audit_log a where a.after->>'ledgerEntryId' = e.id::text and a.outcome = 'SUCCESS')`);
    expect(unaudited, 'every movement has its audit row').toEqual([]);
    // The model: balances are the sum of what went through.
    for (const [c, customerId] of ids.entries()) {
      const answer = await server.call<CustomerBalances>('GET', `/admin/customers/${customerId}/balances`, { token: checker });
      const seen = new Map<string, number>();
      for (const b of answer.body.items) {
        const sub = b.subAccount !== null;
        for (const bucket of ['AVAILABLE', 'HELD'] as const) {
          const units = toUnits(bucket === 'AVAILABLE' ? b.available : b.held);
          seen.set(placeKey(c, b.asset as Asset, { sub, bucket }), Number(units / 10n ** 16n));
        }
      }
      for (const a of ASSETS) {
        for (const place of [{ sub: false, bucket: 'AVAILABLE' }, { sub: false, bucket: 'HELD' }, { sub: true, bucket: 'AVAILABLE' }] as Place[]) {
          const key = placeKey(c, a, place);
          expect(seen.get(key) ?? 0, key).toBe(model.get(key) ?? 0);
        }
      }
    }
  }

  it('keeps every entry balanced, no customer below zero, cached balances equal to the lines, every movement audited', async () => {
    let runs = 0;
    const moved = new Map<string, number>();
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(steps, async (batches) => {
        runs += 1;
        const ids: string[] = [];
        const subs: string[] = [];
        for (let c = 0; c < CUSTOMERS; c++) {
          const [row] = await server.database.db.insert(customers).values({ email: `prop-${randomUUID()}@example.com`, name: `Prop ${c}`, country: 'AE', state: 'ACTIVE' }).returning({ id: customers.id });
          if (!row) throw new Error('no customer');
          ids.push(row.id);
          const sub = await server.call<SubAccount>('POST', `/admin/customers/${row.id}/subAccounts`, { token: checker, body: { name: 'Wallet' } });
          subs.push(sub.body.id);
        }
        const model = new Map<string, number>();
        // Each customer starts with some of each asset, so that the first movements have something to take.
        const opening = ids.flatMap((_, c) => ASSETS.map((a): Planned => ({ t: 'deposit', c, asset: a, cents: 50_000 })));
        for (const planned of [opening, ...batches]) {
          const batch = planned.map((p) => resolve(p, model));
          const outcomes = await Promise.all(batch.map((o) => run(o, ids, subs)));
          batch.forEach((o, i) => {
            if (!outcomes[i]) {
              refused += 1;
              return;
            }
            const what = o.t === 'payout' && o.feeCents > 0 ? 'payout with fee' : o.t === 'reimburse' ? `${o.direction.toLowerCase()} reimbursement` : o.t;
            moved.set(what, (moved.get(what) ?? 0) + 1);
            for (const [place, delta] of effects(o)) {
              const key = placeKey(o.c, o.asset, place);
              model.set(key, (model.get(key) ?? 0) + delta);
            }
          });
          await checkInvariants(ids, model);
        }
      }),
      // No shrinking: each run is a few hundred real calls; the failure and its seed are reported as found.
      { numRuns: kind === 'pglite' ? 10 : 15, endOnFailure: true },
    );
    expect(runs).toBeGreaterThanOrEqual(10);
    // The sequences both moved money and were refused for want of it.
    for (const what of ['deposit', 'hold', 'release', 'payout with fee', 'credit reimbursement', 'debit reimbursement', 'transfer']) {
      expect(moved.get(what) ?? 0, what).toBeGreaterThan(0);
    }
    expect(refused).toBeGreaterThan(0);
  }, 600_000);
});
