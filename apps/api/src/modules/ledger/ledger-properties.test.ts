import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FiatDeposit } from '@exchange/contract/fiat/fiat-deposits';
import type { FiatWithdrawalStatus } from '@exchange/contract/fiat/fiat-statuses';
import type { FiatWithdrawal } from '@exchange/contract/fiat/fiat-withdrawals';
import type { CustomerBalances } from '@exchange/contract/ledger/ledger';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { Reimbursement } from '@exchange/contract/reimbursements/reimbursements';
import type { SubAccount } from '@exchange/contract/sub-accounts/sub-accounts';
import { TEST_PASSWORD, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { customers } from '../customers/customer-tables.ts';
import { toUnits } from './ledger-amounts.ts';

/*
 * Random sequences of money movements, each step a batch run at once, against the real database;
 * after every step the ledger's invariants hold and the balances equal a model built from the
 * movements that succeeded (whatever order the database ran them in, sums commute).
 *
 * Everything goes through the API as the console sends it, by two admins: deposits (entered by
 * the maker, approved or rejected by the checker, sometimes first refused to their maker),
 * withdrawals (requested and submitted by the maker; approved, rejected, marked sent with their
 * fee and tax, or marked failed by the checker; sometimes approved by their own submitter, which is
 * refused), reimbursements (four-eyes) and sub-account transfers. Several steps of one withdrawal
 * may race in a batch: at most one of them closes it, and a step is refused only when the
 * withdrawal was not in the status it starts from (or another step of the batch got there first).
 */

const ASSETS = ['AED', 'USD'] as const;
type Asset = (typeof ASSETS)[number];
/** Where a customer's money sits: the main account or its sub-account, in a bucket. */
type Place = { sub: boolean; bucket: 'AVAILABLE' | 'HELD' };

/** A withdrawal's step, by who takes it: the maker submits (and tries to approve its own), the checker decides. */
type WithdrawalStep = 'submit' | 'approve' | 'selfApprove' | 'sent' | 'failed' | 'reject';
/** The status each step starts from. */
const STEP_FROM: Record<WithdrawalStep, FiatWithdrawalStatus[]> = {
  submit: ['SUBMITTED'],
  approve: ['PENDING_APPROVAL'],
  selfApprove: ['PENDING_APPROVAL'],
  sent: ['APPROVED'],
  failed: ['APPROVED'],
  reject: ['SUBMITTED', 'PENDING_APPROVAL'],
};
const STEP_TO: Record<Exclude<WithdrawalStep, 'selfApprove'>, FiatWithdrawalStatus> = { submit: 'PENDING_APPROVAL', approve: 'APPROVED', sent: 'SENT', failed: 'FAILED', reject: 'REJECTED' };
const CLOSED: FiatWithdrawalStatus[] = ['SENT', 'FAILED', 'REJECTED'];

/** A withdrawal as the model follows it (amounts in cents). */
interface Tracked {
  id: string;
  c: number;
  asset: Asset;
  total: number;
  fee: number;
  tax: number;
  held: boolean;
  status: FiatWithdrawalStatus;
}

type Op =
  | { t: 'deposit'; c: number; asset: Asset; cents: number; approve: boolean; selfFirst: boolean }
  | { t: 'withdraw'; c: number; asset: Asset; cents: number }
  | { t: 'step'; c: number; asset: Asset; x: Tracked; step: WithdrawalStep }
  | { t: 'reimburse'; c: number; asset: Asset; cents: number; direction: 'CREDIT' | 'DEBIT'; sub: boolean }
  | { t: 'transfer'; c: number; asset: Asset; cents: number; toSub: boolean };

/**
 * A movement as generated: deposits and credits name their amount; what takes money names a share
 * of what its source holds when the step starts (up to 130 %, so some are refused, and several at
 * once may together take more than there is). A withdrawal's step names one of the customer's open
 * withdrawals (anyone's when it has none) by `pick`, and either a step or "next" (the step its status calls for; an approved
 * one is sent or fails by `send`).
 */
type Planned =
  | { t: 'deposit'; c: number; asset: Asset; cents: number; approve: boolean; selfFirst: boolean }
  | { t: 'withdraw'; c: number; asset: Asset; pct: number }
  | { t: 'step'; c: number; pick: number; step: WithdrawalStep | 'next'; send: boolean }
  | { t: 'reimburse'; c: number; asset: Asset; direction: 'CREDIT'; cents: number; sub: boolean }
  | { t: 'reimburse'; c: number; asset: Asset; direction: 'DEBIT'; pct: number; sub: boolean }
  | { t: 'transfer'; c: number; asset: Asset; pct: number; toSub: boolean };

const CUSTOMERS = 2;
const customer = fc.integer({ min: 0, max: CUSTOMERS - 1 });
const asset = fc.constantFrom(...ASSETS);
const cents = fc.integer({ min: 1, max: 40_000 });
const pct = fc.integer({ min: 1, max: 130 });
const op: fc.Arbitrary<Planned> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ t: fc.constant('deposit' as const), c: customer, asset, cents, approve: fc.nat({ max: 3 }).map((n) => n > 0), selfFirst: fc.boolean() }) },
  { weight: 4, arbitrary: fc.record({ t: fc.constant('withdraw' as const), c: customer, asset, pct }) },
  {
    weight: 12,
    arbitrary: fc.record({
      t: fc.constant('step' as const),
      c: customer,
      pick: fc.nat({ max: 99 }),
      step: fc.constantFrom<WithdrawalStep | 'next'>('next', 'next', 'next', 'next', 'next', 'next', 'next', 'submit', 'approve', 'selfApprove', 'sent', 'failed', 'reject'),
      send: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('reimburse' as const), c: customer, asset, direction: fc.constant('CREDIT' as const), cents, sub: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('reimburse' as const), c: customer, asset, direction: fc.constant('DEBIT' as const), pct, sub: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('transfer' as const), c: customer, asset, pct, toSub: fc.boolean() }) },
);
/** A step: up to 6 movements started together. */
const steps = fc.array(fc.array(op, { minLength: 1, maxLength: 6 }), { minLength: 4, maxLength: 12 });

/** A sequence that takes every path once, run before the random ones: each path is then seen whatever the seed. */
const everyPath: Planned[][] = [
  [
    { t: 'withdraw', c: 0, asset: 'AED', pct: 10 },
    { t: 'withdraw', c: 1, asset: 'USD', pct: 10 },
    { t: 'withdraw', c: 0, asset: 'USD', pct: 130 },
    { t: 'deposit', c: 1, asset: 'AED', cents: 1_000, approve: false, selfFirst: true },
  ],
  [{ t: 'step', c: 0, pick: 0, step: 'next', send: true }, { t: 'step', c: 1, pick: 0, step: 'next', send: false }],
  [{ t: 'step', c: 0, pick: 0, step: 'selfApprove', send: true }, { t: 'step', c: 1, pick: 0, step: 'sent', send: true }],
  [{ t: 'step', c: 0, pick: 0, step: 'next', send: true }, { t: 'step', c: 1, pick: 0, step: 'next', send: false }],
  [{ t: 'step', c: 0, pick: 0, step: 'next', send: true }, { t: 'step', c: 1, pick: 0, step: 'next', send: false }],
  [
    { t: 'withdraw', c: 0, asset: 'AED', pct: 20 },
    { t: 'reimburse', c: 1, asset: 'AED', direction: 'CREDIT', cents: 2_500, sub: true },
    { t: 'reimburse', c: 0, asset: 'USD', direction: 'DEBIT', pct: 50, sub: false },
    { t: 'transfer', c: 1, asset: 'AED', pct: 30, toSub: true },
  ],
  [{ t: 'step', c: 0, pick: 0, step: 'reject', send: false }],
];

const decimal = (c: number) => (c / 100).toFixed(2);
const centsOf = (amount: string) => Number(toUnits(amount) / 10n ** 16n);
const placeKey = (c: number, asset: Asset, place: Place) => `${c}/${place.sub ? 'sub' : 'main'}/${place.bucket}/${asset}`;
const main = (bucket: Place['bucket']): Place => ({ sub: false, bucket });

describe.each(testDatabaseKinds())('ledger invariants under random concurrent movements on %s', (kind) => {
  let server: TestServer;
  let maker: string;
  let checker: string;
  /** What the exchange's FEES and TAXES accounts must hold: the fees and taxes of every withdrawal sent so far (cents). */
  const income = { fees: new Map<Asset, number>(), taxes: new Map<Asset, number>() };

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.createAdmin({ email: 'prop-maker@example.com', password: TEST_PASSWORD, role: 'finance', name: 'Pat Maker' });
    await server.createAdmin({ email: 'prop-checker@example.com', password: TEST_PASSWORD, role: 'finance', name: 'Pam Checker' });
    maker = await signIn(server, 'prop-maker@example.com');
    checker = await signIn(server, 'prop-checker@example.com');
    // A withdrawal fee of 1 + 0.5 % with a 5 % tax on it, and limits low enough that some requests are held.
    const db = server.database.db;
    await db.execute(sql`delete from fee_schedules where operation = 'FIAT_WITHDRAWAL'`);
    await db.execute(sql`delete from tax_rules where operation = 'FIAT_WITHDRAWAL'`);
    await db.execute(sql`delete from withdrawal_limit_overrides`);
    await db.execute(sql`delete from withdrawal_limits`);
    for (const a of ASSETS) {
      await db.execute(sql`insert into fee_schedules (operation, asset, fixed_fee, percentage, effective_from) values ('FIAT_WITHDRAWAL', ${a}, 1, 0.5, now() - interval '1 day')`);
      await db.execute(sql`insert into tax_rules (name, asset, operation, percentage, basis, effective_from) values ('VAT', ${a}, 'FIAT_WITHDRAWAL', 5, 'FEE', now() - interval '1 day')`);
      await db.execute(sql`insert into withdrawal_limits (kyc_level, asset, per_24h, per_30d) values (2, ${a}, 600, 5000)`);
    }
  });
  afterAll(async () => server.close());

  const call = <T>(method: string, path: string, token: string, body?: unknown) => server.call<T & ApiError>(method, path, { token, body });
  const failure = (what: string, answer: { status: number; body: unknown }) => new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);

  interface Customer {
    id: string;
    sub: string;
    bankAccounts: Record<Asset, string>;
  }

  /** A customer who may deposit and withdraw: active, KYC level 2, a verified bank account per asset, a sub-account. */
  async function makeCustomer(n: number): Promise<Customer> {
    const db = server.database.db;
    const [row] = await db.insert(customers).values({ email: `prop-${randomUUID()}@example.com`, name: `Prop ${n}`, country: 'AE', state: 'ACTIVE', kycLevel: 2 }).returning({ id: customers.id });
    if (!row) throw new Error('no customer');
    const bankAccounts = {} as Record<Asset, string>;
    for (const a of ASSETS) {
      const [account] = await rowsOf<{ id: string }>(server, sql`insert into customer_bank_accounts (customer_id, holder_name, bank_name, account_number, country, currency, status)
        values (${row.id}, ${`Prop ${n}`}, 'Prop Bank', ${`AE${randomUUID().replace(/-/g, '').slice(0, 20)}`}, 'AE', ${a}, 'VERIFIED') returning id`);
      if (!account) throw new Error('no bank account');
      bankAccounts[a] = account.id;
    }
    const sub = await call<SubAccount>('POST', `/admin/customers/${row.id}/subAccounts`, checker, { name: 'Wallet' });
    if (sub.status !== 200) throw failure('sub-account', sub);
    return { id: row.id, sub: sub.body.id, bankAccounts };
  }

  /** What a movement did: moved money (a withdrawal request returns what the model follows), or was refused with a reason the model expects. */
  type Outcome = { ok: true; made?: Tracked } | { ok: false; code: string };
  const refusal = (answer: { status: number; body: ApiError }, what: string, codes: string[]): Outcome => {
    if (answer.status === 409 && codes.includes(answer.body.error.code)) return { ok: false, code: answer.body.error.code };
    throw failure(what, answer);
  };

  async function run(o: Op, people: Customer[]): Promise<Outcome> {
    const person = people[o.c];
    if (!person) throw new Error(`no customer ${o.c}`);
    const customerId = person.id;
    switch (o.t) {
      case 'deposit': {
        const reference = `DEP-${randomUUID()}`;
        const made = await call<FiatDeposit>('POST', '/admin/fiat/deposits', maker, { customerId, method: 'BANK_TRANSFER', currency: o.asset, amount: decimal(o.cents), reference });
        if (made.status !== 200) throw failure('enter deposit', made);
        if (o.selfFirst) {
          const own = await call<FiatDeposit>('POST', `/admin/fiat/deposits/${made.body.id}/approve`, maker, { statementReference: `STMT-${reference}` });
          if (own.status !== 409 || own.body.error.code !== 'fiatDeposit.fourEyes') throw failure('deposit approved by its maker', own);
        }
        const decided = o.approve
          ? await call<FiatDeposit>('POST', `/admin/fiat/deposits/${made.body.id}/approve`, checker, { statementReference: `STMT-${reference}` })
          : await call<FiatDeposit>('POST', `/admin/fiat/deposits/${made.body.id}/reject`, checker, { reason: 'Not on the statement' });
        if (decided.status !== 200 || decided.body.status !== (o.approve ? 'APPROVED' : 'REJECTED')) throw failure('decide deposit', decided);
        return { ok: true };
      }
      case 'withdraw': {
        const made = await call<FiatWithdrawal>('POST', '/admin/fiat/withdrawals', maker, { customerId, currency: o.asset, amount: decimal(o.cents), bankAccountId: person.bankAccounts[o.asset] });
        if (made.status !== 200) return refusal(made, 'request withdrawal', ['ledger.insufficientFunds']);
        const x = made.body;
        const [amount, fee, tax, total] = [x.amount, x.fee, x.tax, x.total].map(centsOf) as [number, number, number, number];
        expect(amount, 'a withdrawal is for the amount asked').toBe(o.cents);
        expect(total, 'a withdrawal holds its amount, fee and tax').toBe(amount + fee + tax);
        expect(fee, 'the withdrawal fee is charged').toBeGreaterThan(0);
        return { ok: true, made: { id: x.id, c: o.c, asset: o.asset, total, fee, tax, held: x.holdReasons.length > 0, status: x.status } };
      }
      case 'step': {
        const path = `/admin/fiat/withdrawals/${o.x.id}`;
        const answer =
          o.step === 'submit' ? await call<FiatWithdrawal>('POST', `${path}/submitForApproval`, maker, {})
          : o.step === 'approve' ? await call<FiatWithdrawal>('POST', `${path}/approve`, checker, { acknowledgeHolds: o.x.held || undefined })
          : o.step === 'selfApprove' ? await call<FiatWithdrawal>('POST', `${path}/approve`, maker, { acknowledgeHolds: o.x.held || undefined })
          : o.step === 'sent' ? await call<FiatWithdrawal>('POST', `${path}/markSent`, checker, { payoutReference: `PAY-${randomUUID()}` })
          : o.step === 'failed' ? await call<FiatWithdrawal>('POST', `${path}/markFailed`, checker, { reason: 'Beneficiary bank returned it' })
          : await call<FiatWithdrawal>('POST', `${path}/reject`, checker, { reason: 'Customer cancelled' });
        if (answer.status === 200 && o.step !== 'selfApprove') {
          expect(answer.body.status).toBe(STEP_TO[o.step]);
          return { ok: true };
        }
        return refusal(answer, `withdrawal ${o.step}`, ['fiatWithdrawal.wrongStatus', 'fiatWithdrawal.fourEyes']);
      }
      case 'reimburse': {
        const made = await call<Reimbursement>('POST', '/admin/reimbursements', maker, {
          customerId, subAccountId: o.sub ? person.sub : null, asset: o.asset, direction: o.direction, amount: decimal(o.cents), reason: 'Property test', reference: randomUUID(),
        });
        if (made.status !== 200) throw failure('propose reimbursement', made);
        const own = await call<Reimbursement>('POST', `/admin/reimbursements/${made.body.id}/approve`, maker, {});
        if (own.status !== 409) throw failure('reimbursement approved by its maker', own);
        const approved = await call<Reimbursement>('POST', `/admin/reimbursements/${made.body.id}/approve`, checker, {});
        return approved.status === 200 ? { ok: true } : refusal(approved, 'approve reimbursement', ['ledger.insufficientFunds']);
      }
      case 'transfer': {
        const moved = await call<unknown>('POST', `/admin/customers/${customerId}/subAccountTransfers`, checker, {
          fromSubAccountId: o.toSub ? null : person.sub, toSubAccountId: o.toSub ? person.sub : null, asset: o.asset, amount: decimal(o.cents),
        });
        return moved.status === 200 ? { ok: true } : refusal(moved, 'transfer', ['ledger.insufficientFunds']);
      }
    }
  }

  /** The planned movement with its amount (from what its source holds in the model now, at least a cent) or its withdrawal; undefined when it names none. */
  function resolve(p: Planned, model: Map<string, number>, tracked: Tracked[]): Op | undefined {
    const share = (c: number, a: Asset, place: Place, percent: number) => Math.max(1, Math.floor(((model.get(placeKey(c, a, place)) ?? 0) * percent) / 100));
    switch (p.t) {
      case 'deposit':
        return p;
      case 'withdraw':
        return { t: p.t, c: p.c, asset: p.asset, cents: share(p.c, p.asset, main('AVAILABLE'), p.pct) };
      case 'step': {
        // The customer's open withdrawals, or anyone's when it has none.
        const anyOpen = tracked.filter((x) => !CLOSED.includes(x.status));
        const own = anyOpen.filter((x) => x.c === p.c);
        const open = own.length > 0 ? own : anyOpen;
        const x = open[p.pick % Math.max(1, open.length)];
        if (!x) return undefined;
        const next: WithdrawalStep = x.status === 'SUBMITTED' ? 'submit' : x.status === 'PENDING_APPROVAL' ? 'approve' : p.send ? 'sent' : 'failed';
        return { t: 'step', c: x.c, asset: x.asset, x, step: p.step === 'next' ? next : p.step };
      }
      case 'reimburse':
        return p.direction === 'CREDIT' ? p : { ...p, cents: share(p.c, p.asset, { sub: p.sub, bucket: 'AVAILABLE' }, p.pct) };
      case 'transfer':
        return { t: p.t, c: p.c, asset: p.asset, toSub: p.toSub, cents: share(p.c, p.asset, { sub: !p.toSub, bucket: 'AVAILABLE' }, p.pct) };
    }
  }

  /** What a movement that went through changes, per place, in cents. */
  function effects(o: Op): [Place, number][] {
    switch (o.t) {
      case 'deposit':
        return o.approve ? [[main('AVAILABLE'), o.cents]] : [];
      case 'withdraw':
        // What it holds (amount, fee and tax) is known from the API's answer.
        return [];
      case 'step':
        if (o.step === 'sent') return [[main('HELD'), -o.x.total]];
        if (o.step === 'failed' || o.step === 'reject') return [[main('HELD'), -o.x.total], [main('AVAILABLE'), o.x.total]];
        return [];
      case 'reimburse':
        return [[{ sub: o.sub, bucket: 'AVAILABLE' }, o.direction === 'CREDIT' ? o.cents : -o.cents]];
      case 'transfer':
        return [[{ sub: !o.toSub, bucket: 'AVAILABLE' }, -o.cents], [{ sub: o.toSub, bucket: 'AVAILABLE' }, o.cents]];
    }
  }

  /**
   * A withdrawal step's outcome against the status the withdrawal had when the batch started: with
   * no other step of the batch on it, a step from that status goes through (its submitter's own
   * approval excepted: four-eyes) and any other is refused as the wrong status.
   */
  function checkStep(o: Extract<Op, { t: 'step' }>, outcome: Outcome, raced: boolean) {
    if (o.step === 'selfApprove') {
      expect(outcome.ok, 'a submitter never approves its own withdrawal').toBe(false);
      if (!raced && o.x.status === 'PENDING_APPROVAL') expect(outcome, 'refused by four-eyes').toEqual({ ok: false, code: 'fiatWithdrawal.fourEyes' });
      return;
    }
    if (raced) return;
    const fits = STEP_FROM[o.step].includes(o.x.status);
    expect(outcome, `${o.step} from ${o.x.status}`).toEqual(fits ? { ok: true } : { ok: false, code: 'fiatWithdrawal.wrongStatus' });
  }

  async function checkInvariants(people: Customer[], model: Map<string, number>, tracked: Tracked[]) {
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
    // Each withdrawal is where the model says, and its entries are the ones its path posts.
    const ids = people.map((p) => p.id);
    const statuses = await rowsOf<{ id: string; status: string; entries: string | null }>(server, sql`
      select w.id, w.status, (select string_agg(e.kind, ',' order by e.kind) from ledger_entries e where e.reference_id = w.id::text) as entries
      from fiat_withdrawals w where w.customer_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    const entriesOf: Record<FiatWithdrawalStatus, string> = {
      SUBMITTED: 'WITHDRAWAL_HOLD', PENDING_APPROVAL: 'WITHDRAWAL_HOLD', APPROVED: 'WITHDRAWAL_HOLD',
      SENT: 'WITHDRAWAL_HOLD,WITHDRAWAL_PAYOUT', FAILED: 'WITHDRAWAL_HOLD,WITHDRAWAL_RELEASE', REJECTED: 'WITHDRAWAL_HOLD,WITHDRAWAL_RELEASE',
    };
    expect(new Map(statuses.map((r) => [r.id, `${r.status} ${r.entries}`])), 'withdrawals and their entries').toEqual(new Map(tracked.map((x) => [x.id, `${x.status} ${entriesOf[x.status]}`])));
    // The fee and the tax of every withdrawal sent, and nothing else, are the exchange's.
    for (const a of ASSETS) {
      for (const [purpose, expected] of [['FEES', income.fees], ['TAXES', income.taxes]] as const) {
        const [row] = await rowsOf<{ balance: string }>(server, sql`select coalesce(sum(b.balance), 0)::text as balance from ledger_accounts x join ledger_balances b on b.account_id = x.id
          where x.owner = 'EXCHANGE' and x.purpose = ${purpose} and x.asset = ${a}`);
        expect(centsOf(row?.balance ?? '0'), `${purpose} ${a}`).toBe(expected.get(a) ?? 0);
      }
    }
    // The model: balances are the sum of what went through.
    for (const [c, person] of people.entries()) {
      const answer = await call<CustomerBalances>('GET', `/admin/customers/${person.id}/balances`, checker);
      const seen = new Map<string, number>();
      for (const b of answer.body.items) {
        const sub = b.subAccount !== null;
        for (const bucket of ['AVAILABLE', 'HELD'] as const) seen.set(placeKey(c, b.asset as Asset, { sub, bucket }), centsOf(bucket === 'AVAILABLE' ? b.available : b.held));
      }
      for (const a of ASSETS) {
        for (const place of [main('AVAILABLE'), main('HELD'), { sub: true, bucket: 'AVAILABLE' }] as Place[]) {
          const key = placeKey(c, a, place);
          expect(seen.get(key) ?? 0, key).toBe(model.get(key) ?? 0);
        }
      }
    }
  }

  it('keeps every entry balanced, no customer below zero, cached balances equal to the lines, every movement audited', async () => {
    let runs = 0;
    const moved = new Map<string, number>();
    const refused = new Map<string, number>();
    const count = (counts: Map<string, number>, what: string) => counts.set(what, (counts.get(what) ?? 0) + 1);
    await fc.assert(
      fc.asyncProperty(steps, async (batches) => {
        runs += 1;
        const people: Customer[] = [];
        for (let c = 0; c < CUSTOMERS; c++) people.push(await makeCustomer(c));
        const model = new Map<string, number>();
        const tracked: Tracked[] = [];
        // Each customer starts with some of each asset, so that the first movements have something to take.
        const opening = people.flatMap((_, c) => ASSETS.map((a): Planned => ({ t: 'deposit', c, asset: a, cents: 50_000, approve: true, selfFirst: false })));
        for (const planned of [opening, ...batches]) {
          const batch = planned.map((p) => resolve(p, model, tracked)).filter((o): o is Op => o !== undefined);
          const outcomes = await Promise.all(batch.map((o) => run(o, people)));
          const closedNow = new Map<string, number>();
          const reached = new Map<string, FiatWithdrawalStatus[]>();
          batch.forEach((o, i) => {
            const outcome = outcomes[i];
            if (!outcome) throw new Error('no outcome');
            if (o.t === 'step') checkStep(o, outcome, batch.filter((other) => other.t === 'step' && other.x.id === o.x.id).length > 1);
            const what = o.t === 'step' ? `withdrawal ${o.step}` : o.t === 'reimburse' ? `${o.direction.toLowerCase()} reimbursement` : o.t === 'deposit' ? `deposit ${o.approve ? 'approved' : 'rejected'}` : o.t;
            if (!outcome.ok) {
              count(refused, `${what}: ${outcome.code}`);
              return;
            }
            count(moved, what);
            if (outcome.made) tracked.push(outcome.made);
            if (o.t === 'step' && o.step !== 'selfApprove') {
              reached.set(o.x.id, [...(reached.get(o.x.id) ?? []), STEP_TO[o.step]]);
              if (CLOSED.includes(STEP_TO[o.step])) closedNow.set(o.x.id, (closedNow.get(o.x.id) ?? 0) + 1);
              if (o.step === 'sent') {
                income.fees.set(o.asset, (income.fees.get(o.asset) ?? 0) + o.x.fee);
                income.taxes.set(o.asset, (income.taxes.get(o.asset) ?? 0) + o.x.tax);
              }
            }
            const held: [Place, number][] = outcome.made ? [[main('AVAILABLE'), -outcome.made.total], [main('HELD'), outcome.made.total]] : [];
            for (const [place, delta] of [...effects(o), ...held]) {
              const key = placeKey(o.c, o.asset, place);
              model.set(key, (model.get(key) ?? 0) + delta);
            }
          });
          expect([...closedNow.values()].filter((n) => n > 1), 'a withdrawal is closed once').toEqual([]);
          // Steps that raced on one withdrawal and all went through followed one another: it is at the furthest.
          const order: FiatWithdrawalStatus[] = ['SUBMITTED', 'PENDING_APPROVAL', 'APPROVED', 'SENT', 'FAILED', 'REJECTED'];
          for (const x of tracked) {
            const to = reached.get(x.id);
            if (to) x.status = to.reduce((a, b) => (order.indexOf(b) > order.indexOf(a) ? b : a));
          }
          await checkInvariants(people, model, tracked);
        }
      }),
      // No shrinking: each run is a few hundred real calls; the failure and its seed are reported as found.
      { numRuns: 16, endOnFailure: true, includeErrorInReport: true, examples: [[everyPath]] },
    );
    expect(runs).toBe(16);
    // The sequences (everyPath first) took every path, and were refused for want of money and for the wrong status.
    for (const what of ['deposit approved', 'deposit rejected', 'withdraw', 'withdrawal submit', 'withdrawal approve', 'withdrawal sent', 'withdrawal failed', 'withdrawal reject',
      'credit reimbursement', 'debit reimbursement', 'transfer']) {
      expect(moved.get(what) ?? 0, what).toBeGreaterThan(0);
    }
    for (const what of ['withdraw: ledger.insufficientFunds', 'withdrawal selfApprove: fiatWithdrawal.fourEyes']) expect(refused.get(what) ?? 0, what).toBeGreaterThan(0);
    expect([...refused.keys()].some((k) => k.endsWith('fiatWithdrawal.wrongStatus')), 'a step from the wrong status is refused').toBe(true);
  }, 600_000);
});
