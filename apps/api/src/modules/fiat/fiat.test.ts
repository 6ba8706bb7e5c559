import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FiatDeposit, FiatDepositMatch } from '@exchange/contract/fiat/fiat-deposits';
import type { FiatWithdrawal } from '@exchange/contract/fiat/fiat-withdrawals';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { TEST_PASSWORD, fieldsOf, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { fetchCsvExport } from '../../testing/csv-test-helpers.ts';
import { trimmed } from '../../testing/ledger-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';

type Answer<T> = T & ApiError;

interface Payee {
  customerId: string;
  bankAccountId: string;
  currency: string;
}

describe.each(testDatabaseKinds())('fiat deposits and withdrawals on %s', (kind) => {
  let server: TestServer;
  let maker: string;
  let checker: string;
  let support: string;
  let admin: string;
  const payees: Payee[] = [];

  const call = <T>(method: string, path: string, token: string, body?: unknown) => server.call<Answer<T>>(method, path, { token, body });
  const balance = async (customerId: string, currency: string, bucket: 'AVAILABLE' | 'HELD') => {
    const [row] = await rowsOf<{ balance: string }>(server, sql`select coalesce(sum(b.balance), 0)::text as balance from ledger_accounts a join ledger_balances b on b.account_id = a.id
      where a.owner = 'CUSTOMER' and a.customer_id = ${customerId} and a.asset = ${currency} and a.bucket = ${bucket} and a.sub_account_id is null`);
    return trimmed(row?.balance ?? '0') ?? '0';
  };
  const exchange = async (purpose: string, currency: string) => {
    const [row] = await rowsOf<{ balance: string }>(server, sql`select coalesce(sum(b.balance), 0)::text as balance from ledger_accounts a join ledger_balances b on b.account_id = a.id
      where a.owner = 'EXCHANGE' and a.purpose = ${purpose} and a.asset = ${currency}`);
    return trimmed(row?.balance ?? '0') ?? '0';
  };
  /** The outbox's events about one deposit or withdrawal, oldest first. */
  const eventsAbout = (subjectId: string) =>
    rowsOf<{ type: string; data: Record<string, string> }>(server, sql`select type, data from integration_events where subject_id = ${subjectId} order by occurred_at, id`);
  /** A deposit entered by the maker and approved by the checker: money for the withdrawals. */
  const fund = async (p: Payee, amount: string, reference: string) => {
    const created = await call<FiatDeposit>('POST', '/admin/fiat/deposits', maker, { customerId: p.customerId, method: 'BANK_TRANSFER', currency: p.currency, amount, reference });
    expect(created.status).toBe(200);
    const approved = await call<FiatDeposit>('POST', `/admin/fiat/deposits/${created.body.id}/approve`, checker, { statementReference: `STMT-${reference}` });
    expect(approved.status).toBe(200);
    return approved.body;
  };
  const request = (p: Payee, amount: string, token = maker) =>
    call<FiatWithdrawal>('POST', '/admin/fiat/withdrawals', token, { customerId: p.customerId, currency: p.currency, amount, bankAccountId: p.bankAccountId });

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { demoData: true });
    await server.createAdmin({ email: 'maker@example.com', password: TEST_PASSWORD, role: 'finance', name: 'Mia Maker' });
    await server.createAdmin({ email: 'checker@example.com', password: TEST_PASSWORD, role: 'finance', name: 'Carl Checker' });
    await server.createAdmin({ email: 'support@example.com', password: TEST_PASSWORD, role: 'support', name: 'Sam Support' });
    maker = await signIn(server, 'maker@example.com');
    checker = await signIn(server, 'checker@example.com');
    support = await signIn(server, 'support@example.com');
    await server.createAdmin({ email: 'admin@example.com', password: TEST_PASSWORD, role: 'admin', name: 'Ada Admin' });
    admin = await signIn(server, 'admin@example.com');
    // Active customers, withdrawals not blocked, a verified account each, no limits in the way, and
    // no demo withdrawal of their own: the rolling limits count those (ids are random, so which
    // customers come first changes from run to run).
    const rows = await rowsOf<{ customer_id: string; bank_account_id: string; currency: string }>(server, sql`
      select distinct on (c.id) c.id as customer_id, b.id as bank_account_id, b.currency from customers c
      join customer_bank_accounts b on b.customer_id = c.id and b.status = 'VERIFIED' and b.currency in ('USD', 'EUR', 'GBP', 'AED')
      where c.state = 'ACTIVE' and c.withdrawals_blocked_at is null and c.country not in (select country from country_controls where not withdrawal_allowed)
        and not exists (select 1 from fiat_withdrawals w where w.customer_id = c.id)
      order by c.id, b.created_at limit 8`);
    for (const r of rows) payees.push({ customerId: r.customer_id, bankAccountId: r.bank_account_id, currency: r.currency });
    expect(payees.length).toBe(8);
    await server.database.db.execute(sql`delete from withdrawal_limit_overrides`);
    await server.database.db.execute(sql`delete from withdrawal_limits`);
  });
  afterAll(() => server?.close());

  const payee = (i: number) => {
    const p = payees[i];
    if (!p) throw new Error(`no payee ${i}`);
    return p;
  };

  it('credits a deposit once, approved by another admin than the one who entered it, matched by reference and amount', async () => {
    const p = payee(0);
    const created = await call<FiatDeposit>('POST', '/admin/fiat/deposits', maker, { customerId: p.customerId, method: 'BANK_TRANSFER', currency: p.currency, amount: '250.50', reference: 'REF-ONE-1', senderName: 'A Sender' });
    expect(created.body).toMatchObject({ status: 'PENDING', amount: '250.50', enteredBy: { name: 'Mia Maker' } });
    expect(created.body.depositNumber).toMatch(/^FD\d{10}$/);
    // The same reference again, while the first is not rejected: refused on the field.
    const twice = await call<FiatDeposit>('POST', '/admin/fiat/deposits', maker, { customerId: p.customerId, method: 'BANK_TRANSFER', currency: p.currency, amount: '1', reference: 'ref-one-1'.toUpperCase() });
    expect(twice.status).toBe(409);
    expect(fieldsOf(twice.body)).toEqual(['reference']);

    const matches = await call<{ items: FiatDepositMatch[] }>('GET', `/admin/fiat/deposits/match?reference=ref-one-1&amount=250.5&currency=${p.currency}`, checker);
    expect(matches.body.items[0]).toMatchObject({ referenceMatches: true, amountMatches: true, deposit: { id: created.body.id } });

    const own = await call<FiatDeposit>('POST', `/admin/fiat/deposits/${created.body.id}/approve`, maker, { statementReference: 'STMT-1' });
    expect(own.status).toBe(409);
    expect(own.body.error.code).toBe('fiatDeposit.fourEyes');
    const before = await balance(p.customerId, p.currency, 'AVAILABLE');
    const approved = await call<FiatDeposit>('POST', `/admin/fiat/deposits/${created.body.id}/approve`, checker, { statementReference: 'STMT-1', note: 'Seen on the statement' });
    expect(approved.body).toMatchObject({ status: 'APPROVED', statementReference: 'STMT-1', decidedBy: { name: 'Carl Checker' } });
    expect(approved.body.ledgerEntryId).toBeTruthy();
    expect(Number(await balance(p.customerId, p.currency, 'AVAILABLE')) - Number(before)).toBeCloseTo(250.5, 2);
    const again = await call<FiatDeposit>('POST', `/admin/fiat/deposits/${created.body.id}/approve`, checker, { statementReference: 'STMT-1b' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'fiatDeposit.wrongStatus', params: { status: 'APPROVED' } });
    // The exchange hears of the credit once: the refused second approval wrote no event.
    expect(await eventsAbout(created.body.id)).toEqual([{ type: 'deposit.credited', data: expect.objectContaining({ amount: '250.50', currency: p.currency, ledgerEntryId: approved.body.ledgerEntryId }) }]);

    // A statement line credits one deposit only.
    const other = await call<FiatDeposit>('POST', '/admin/fiat/deposits', maker, { customerId: p.customerId, method: 'BANK_TRANSFER', currency: p.currency, amount: '10', reference: 'REF-ONE-2' });
    const reused = await call<FiatDeposit>('POST', `/admin/fiat/deposits/${other.body.id}/approve`, checker, { statementReference: 'STMT-1' });
    expect(reused.status).toBe(409);
    expect(fieldsOf(reused.body)).toEqual(['statementReference']);
    expect((await call<FiatDeposit>('GET', `/admin/fiat/deposits/${other.body.id}`, checker)).body.status).toBe('PENDING');

    // Rejected with a reason; without one, 400 naming it.
    expect(fieldsOf((await call<FiatDeposit>('POST', `/admin/fiat/deposits/${other.body.id}/reject`, checker, {})).body)).toEqual(['reason']);
    const rejected = await call<FiatDeposit>('POST', `/admin/fiat/deposits/${other.body.id}/reject`, checker, { reason: 'Not on the statement' });
    expect(rejected.body).toMatchObject({ status: 'REJECTED', rejectReason: 'Not on the statement', ledgerEntryId: null });
  });

  it('refuses bad input with 400 naming the field, and support may read but not decide', async () => {
    const p = payee(0);
    const bad = await call<FiatDeposit>('POST', '/admin/fiat/deposits', maker, { customerId: p.customerId, method: 'CASH', currency: 'XYZ', amount: '-5', reference: 'x' });
    expect(bad.status).toBe(400);
    expect([...new Set(fieldsOf(bad.body))].sort()).toEqual(['amount', 'currency', 'method', 'reference']);
    expect((await call('GET', '/admin/fiat/deposits?status=APPROVED', support)).status).toBe(200);
    expect((await call('POST', '/admin/fiat/deposits', support, { customerId: p.customerId, method: 'CARD', currency: p.currency, amount: '5', reference: 'CARD-1' })).status).toBe(403);
    expect((await call('GET', '/admin/fiat/withdrawals', support)).status).toBe(200);
  });

  it('lists deposits by status, method and a key and value, 50 to a page, and exports them as CSV', async () => {
    const p = payee(1);
    const card = await call<FiatDeposit>('POST', '/admin/fiat/deposits', maker, { customerId: p.customerId, method: 'CARD', currency: p.currency, amount: '75', reference: 'CARD-PAY-77' });
    const cards = await call<ListResponse<FiatDeposit>>('GET', '/admin/fiat/deposits?method=CARD&status=PENDING', checker);
    expect(cards.body.limit).toBe(50);
    expect(cards.body.items.map((d) => d.id)).toContain(card.body.id);
    expect(cards.body.items.every((d) => d.method === 'CARD' && d.status === 'PENDING')).toBe(true);
    const byKey = await call<ListResponse<FiatDeposit>>('GET', `/admin/fiat/deposits?key=depositNumber&value=${card.body.depositNumber}`, checker);
    expect(byKey.body.items.map((d) => d.id)).toEqual([card.body.id]);
    const byEmail = await call<ListResponse<FiatDeposit>>('GET', `/admin/fiat/deposits?key=email&value=${encodeURIComponent(card.body.customer.email)}`, checker);
    expect(byEmail.body.items.every((d) => d.customer.id === p.customerId)).toBe(true);
    const csv = await fetchCsvExport(server, '/admin/fiat/deposits?method=CARD', checker);
    expect(csv.header).toEqual(['deposit_number', 'created_at', 'status', 'method', 'amount', 'currency', 'customer_name', 'customer_email', 'reference', 'sender_name',
      'entered_by', 'statement_reference', 'decided_by', 'decided_at', 'reject_reason']);
    expect(csv.rows.some((r) => r.deposit_number === card.body.depositNumber)).toBe(true);
  });

  it('takes a withdrawal through both steps: held at once, maker and checker apart, paid out with its fee, every movement in the ledger', async () => {
    const p = payee(2);
    await fund(p, '1000', 'FUND-2');
    // A fee of 2 + 0.5 % and a 5 % tax on it, for this currency alone.
    await server.database.db.execute(sql`delete from fee_schedules where asset = ${p.currency}`);
    await server.database.db.execute(sql`delete from tax_rules where asset = ${p.currency}`);
    await server.database.db.execute(sql`insert into fee_schedules (operation, asset, fixed_fee, percentage, effective_from) values ('FIAT_WITHDRAWAL', ${p.currency}, 2, 0.5, now() - interval '1 day')`);
    await server.database.db.execute(sql`insert into tax_rules (name, asset, operation, percentage, basis, effective_from) values ('VAT', ${p.currency}, 'FIAT_WITHDRAWAL', 5, 'FEE', now() - interval '1 day')`);
    const available = await balance(p.customerId, p.currency, 'AVAILABLE');
    const heldBefore = await balance(p.customerId, p.currency, 'HELD');
    const created = await request(p, '400');
    expect(created.status).toBe(200);
    const x = created.body;
    expect(x).toMatchObject({ status: 'SUBMITTED', amount: '400.00', fee: '4.00', tax: '0.20', total: '404.20', holdReasons: [], bankAccount: { id: p.bankAccountId, status: 'VERIFIED' } });
    expect(x.bankAccount.accountNumber).toMatch(/^\*{4}.{4}$/);
    expect(Number(x.total)).toBeCloseTo(400 + Number(x.fee) + Number(x.tax), 2);
    expect(Number(await balance(p.customerId, p.currency, 'AVAILABLE'))).toBeCloseTo(Number(available) - Number(x.total), 2);
    expect(Number(await balance(p.customerId, p.currency, 'HELD'))).toBeCloseTo(Number(heldBefore) + Number(x.total), 2);

    // Approving before it is submitted is refused; the maker submits.
    expect((await call<FiatWithdrawal>('POST', `/admin/fiat/withdrawals/${x.id}/approve`, checker, {})).body.error.code).toBe('fiatWithdrawal.wrongStatus');
    const submitted = await call<FiatWithdrawal>('POST', `/admin/fiat/withdrawals/${x.id}/submitForApproval`, maker, { note: 'Checked the payee' });
    expect(submitted.body).toMatchObject({ status: 'PENDING_APPROVAL', submitted: { by: { name: 'Mia Maker' }, note: 'Checked the payee' } });
    const self = await call<FiatWithdrawal>('POST', `/admin/fiat/withdrawals/${x.id}/approve`, maker, {});
    expect(self.status).toBe(409);
    expect(self.body.error.code).toBe('fiatWithdrawal.fourEyes');
    const approved = await call<FiatWithdrawal>('POST', `/admin/fiat/withdrawals/${x.id}/approve`, checker, { note: 'OK' });
    expect(approved.body).toMatchObject({ status: 'APPROVED', approved: { by: { name: 'Carl Checker' } } });

    const fees = await exchange('FEES', p.currency);
    const sent = await call<FiatWithdrawal>('POST', `/admin/fiat/withdrawals/${x.id}/markSent`, checker, { payoutReference: 'BANK-PAY-1' });
    expect(sent.body).toMatchObject({ status: 'SENT', payoutReference: 'BANK-PAY-1' });
    expect(Number(await balance(p.customerId, p.currency, 'HELD'))).toBeCloseTo(Number(heldBefore), 2);
    expect(Number(await exchange('FEES', p.currency)) - Number(fees)).toBeCloseTo(4, 2);
    // The Profit Ledger reads the fee and the tax from the journal, by day and asset.
    const today = new Date().toISOString().slice(0, 10);
    const profit = await call<ListResponse<{ day: string; asset: string; fees: string; taxes: string; entries: number }>>('GET', `/admin/profitLedger?asset=${p.currency}&startDate=${today}`, checker);
    expect(profit.body.items).toHaveLength(1);
    expect(profit.body.items[0]).toMatchObject({ day: today, asset: p.currency });
    expect(Number(profit.body.items[0]?.fees)).toBeGreaterThanOrEqual(4);
    expect(Number(profit.body.items[0]?.taxes)).toBeGreaterThanOrEqual(0.2);
    const profitCsv = await fetchCsvExport(server, `/admin/profitLedger?asset=${p.currency}&startDate=${today}`, checker);
    expect(profitCsv.rows).toEqual([{ day: today, asset: p.currency, fees: profit.body.items[0]?.fees, taxes: profit.body.items[0]?.taxes, entries: String(profit.body.items[0]?.entries) }]);
    expect((await call('GET', '/admin/profitLedger', support)).status).toBe(200);
    // Every entry of this withdrawal sums to zero per asset, and each step has its audit row.
    const sums = await rowsOf<{ total: string }>(server, sql`select sum(l.amount)::text as total from ledger_lines l join ledger_entries e on e.id = l.entry_id
      where e.reference_id = ${x.id} group by e.id, l.asset`);
    expect(sums.length).toBe(2);
    expect(await exchange('TAXES', p.currency)).not.toBe('0');
    expect(sums.every((s) => Number(s.total) === 0)).toBe(true);
    const audit = await rowsOf<{ action: string }>(server, sql`select action from audit_log where target_id = ${x.id} order by id`);
    expect(audit.map((a) => a.action)).toEqual(['fiat.withdrawal.create', 'fiat.withdrawal.submit', 'fiat.withdrawal.approve', 'fiat.withdrawal.sent']);
  });

  it('gives the held money back on a rejection or a failed payout, and a released withdrawal cannot be approved', async () => {
    const p = payee(3);
    await fund(p, '500', 'FUND-3');
    const available = await balance(p.customerId, p.currency, 'AVAILABLE');
    const held = await balance(p.customerId, p.currency, 'HELD');
    const first = (await request(p, '100')).body;
    await call('POST', `/admin/fiat/withdrawals/${first.id}/submitForApproval`, maker, {});
    const rejected = await call<FiatWithdrawal>('POST', `/admin/fiat/withdrawals/${first.id}/reject`, checker, { reason: 'Customer cancelled by phone' });
    expect(rejected.body).toMatchObject({ status: 'REJECTED', closed: { reason: 'Customer cancelled by phone' } });
    expect(await balance(p.customerId, p.currency, 'AVAILABLE')).toBe(available);
    const late = await call<FiatWithdrawal>('POST', `/admin/fiat/withdrawals/${first.id}/approve`, checker, {});
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: 'fiatWithdrawal.wrongStatus', params: { status: 'REJECTED' } });

    const second = (await request(p, '120')).body;
    await call('POST', `/admin/fiat/withdrawals/${second.id}/submitForApproval`, maker, {});
    await call('POST', `/admin/fiat/withdrawals/${second.id}/approve`, checker, {});
    const failed = await call<FiatWithdrawal>('POST', `/admin/fiat/withdrawals/${second.id}/markFailed`, checker, { reason: 'Beneficiary bank returned it' });
    expect(failed.body.status).toBe('FAILED');
    expect(await balance(p.customerId, p.currency, 'AVAILABLE')).toBe(available);
    expect(await balance(p.customerId, p.currency, 'HELD')).toBe(held);
    expect(await eventsAbout(first.id)).toEqual([{ type: 'withdrawal.rejected', data: expect.objectContaining({ reason: 'Customer cancelled by phone', total: first.total }) }]);
    expect((await eventsAbout(second.id)).map((e) => e.type)).toEqual(['withdrawal.approved', 'withdrawal.failed']);
  });

  it('refuses a withdrawal without the money, to an unverified account, or from a frozen account', async () => {
    const p = payee(4);
    await fund(p, '50', 'FUND-4');
    // One cent more than the customer has (the demo may have given it some already).
    const has = await balance(p.customerId, p.currency, 'AVAILABLE');
    const mine = sql`select 1 from fiat_withdrawals where customer_id = ${p.customerId}`;
    const had = (await rowsOf(server, mine)).length;
    const broke = await request(p, (Number(has) + 0.01).toFixed(2));
    expect(broke.status).toBe(409);
    expect(broke.body.error.code).toBe('ledger.insufficientFunds');
    expect((await rowsOf(server, mine)).length).toBe(had);
    const [pending] = await rowsOf<{ id: string }>(server, sql`insert into customer_bank_accounts (customer_id, holder_name, bank_name, account_number, country, currency)
      values (${p.customerId}, 'Someone', 'Bank', 'GB00TEST0000001', 'GB', ${p.currency}) returning id`);
    const unverified = await call<FiatWithdrawal>('POST', '/admin/fiat/withdrawals', maker, { customerId: p.customerId, currency: p.currency, amount: '10', bankAccountId: pending?.id });
    expect(unverified.status).toBe(409);
    expect(unverified.body.error).toMatchObject({ code: 'fiatWithdrawal.bankAccountNotVerified', params: { status: 'PENDING' } });
    expect(fieldsOf(unverified.body)).toEqual(['bankAccountId']);
    expect((await call('POST', `/admin/customers/${p.customerId}/freeze`, admin, { reason: 'Chargeback' })).status).toBe(200);
    const frozen = await request(p, '10');
    expect(frozen.status).toBe(409);
    expect(frozen.body.error).toMatchObject({ code: 'fiatWithdrawal.accountNotActive', params: { status: 'FROZEN' } });
  });

  it('holds a withdrawal over the rolling limit for an acknowledged approval', async () => {
    const p = payee(5);
    await fund(p, '900', 'FUND-5');
    const [level] = await rowsOf<{ kyc_level: number }>(server, sql`select kyc_level from customers where id = ${p.customerId}`);
    await server.database.db.execute(sql`insert into withdrawal_limits (kyc_level, asset, per_24h, per_30d) values (${level?.kyc_level ?? 1}, ${p.currency}, 300, 5000)`);
    const within = (await request(p, '200')).body;
    expect(within.holdReasons).toEqual([]);
    const over = (await request(p, '150')).body;
    expect(over.holdReasons).toEqual(['OVER_24H_LIMIT']);
    expect(over.limitCheck).toMatchObject({ per24h: '300.00', used24h: '200.00' });
    await call('POST', `/admin/fiat/withdrawals/${over.id}/submitForApproval`, maker, {});
    const blind = await call<FiatWithdrawal>('POST', `/admin/fiat/withdrawals/${over.id}/approve`, checker, {});
    expect(blind.status).toBe(400);
    expect(fieldsOf(blind.body)).toEqual(['acknowledgeHolds']);
    expect((await call<FiatWithdrawal>('POST', `/admin/fiat/withdrawals/${over.id}/approve`, checker, { acknowledgeHolds: true })).body.status).toBe('APPROVED');
    const held = await call<ListResponse<FiatWithdrawal>>('GET', `/admin/fiat/withdrawals?held=true&customerId=${p.customerId}`, checker);
    expect(held.body.items.map((w) => w.id)).toEqual([over.id]);
  });

  it('lets one of 50 racing approvals win', async () => {
    const p = payee(6);
    await fund(p, '300', 'FUND-6');
    const x = (await request(p, '100')).body;
    await call('POST', `/admin/fiat/withdrawals/${x.id}/submitForApproval`, maker, {});
    const answers = await Promise.all(Array.from({ length: 50 }, () => call<FiatWithdrawal>('POST', `/admin/fiat/withdrawals/${x.id}/approve`, checker, {})));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
    const audit = await rowsOf(server, sql`select 1 from audit_log where target_id = ${x.id} and action = 'fiat.withdrawal.approve'`);
    expect(audit).toHaveLength(1);
  });

  it('lists withdrawals by view and key, with the bank account and KYC level beside the amount, and exports them', async () => {
    const open = await call<ListResponse<FiatWithdrawal>>('GET', '/admin/fiat/withdrawals?status=OPEN', checker);
    expect(open.body.items.length).toBeGreaterThan(0);
    expect(open.body.items.every((w) => w.status === 'SUBMITTED' || w.status === 'PENDING_APPROVAL')).toBe(true);
    const approvedView = await call<ListResponse<FiatWithdrawal>>('GET', '/admin/fiat/withdrawals?status=APPROVED_VIEW', checker);
    expect(approvedView.body.items.every((w) => ['APPROVED', 'SENT', 'FAILED'].includes(w.status))).toBe(true);
    const one = approvedView.body.items[0];
    if (!one) throw new Error('no approved withdrawal');
    expect(one.customer.kycLevel).toBeGreaterThanOrEqual(0);
    const byNumber = await call<ListResponse<FiatWithdrawal>>('GET', `/admin/fiat/withdrawals?key=withdrawalNumber&value=${one.withdrawalNumber}`, checker);
    expect(byNumber.body.items.map((w) => w.id)).toEqual([one.id]);
    const csv = await fetchCsvExport(server, '/admin/fiat/withdrawals?status=APPROVED_VIEW', checker);
    expect(csv.rows.length).toBe(approvedView.body.total);
    expect(csv.rows.every((r) => /^\*{4}/.test(r.account_number ?? ''))).toBe(true);
  });
});
