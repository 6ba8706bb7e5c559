import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { openTestDatabase, testDatabaseKinds } from '../../testing/test-server.ts';
import { customers } from '../customers/customer-tables.ts';
import { accountBalance, customerBalances } from './ledger-balances.ts';
import { customerSubAccounts } from '../sub-accounts/sub-account-tables.ts';
import { customerAccount, exchangeAccount, move, postEntry, type LedgerEntryInput } from './post-entry.ts';

const ACTOR = randomUUID();

describe.each(testDatabaseKinds())('postEntry on %s', (kind) => {
  let database: Database;
  const rows = async <T,>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const newCustomer = async () => {
    const [row] = await database.db
      .insert(customers)
      .values({ email: `ledger-${randomUUID()}@example.com`, name: 'Lena Ledger', country: 'AE', state: 'ACTIVE' })
      .returning({ id: customers.id });
    if (!row) throw new Error('no customer');
    return row.id;
  };
  const post = (entry: Omit<LedgerEntryInput, 'actorId' | 'referenceType' | 'referenceId'> & { referenceId?: string }) =>
    database.db.transaction((tx) => postEntry(tx, { referenceType: 'test', referenceId: randomUUID(), actorId: ACTOR, ...entry }));
  const deposit = (customerId: string, asset: string, amount: string) =>
    post({ kind: 'FIAT_DEPOSIT', lines: move(exchangeAccount('BANK'), customerAccount(customerId), asset, amount) });
  const refusal = async (work: Promise<unknown>) => {
    try {
      await work;
    } catch (error) {
      return error;
    }
    throw new Error('expected a refusal');
  };

  /** The database's own message under drizzle's "Failed query" wrapper. */
  const dbRefusal = async (work: Promise<unknown>) => {
    const error = await refusal(work);
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it('posts a deposit: both balances move, accounts are made once, lines record the balance after them', async () => {
    const customerId = await newCustomer();
    const bankBefore = await accountBalance(database.db, exchangeAccount('BANK'), 'AED');
    const first = await deposit(customerId, 'AED', '100.25');
    await deposit(customerId, 'AED', '0.000000000000000001');
    expect(await accountBalance(database.db, customerAccount(customerId), 'AED')).toBe('100.250000000000000001');
    expect(await accountBalance(database.db, exchangeAccount('BANK'), 'AED')).toBe(
      (await rows<{ v: string }>(sql`select trim_scale(${bankBefore}::numeric - 100.250000000000000001)::text as v`))[0]?.v,
    );
    const lines = await rows<{ amount: string; balance_after: string | null; owner: string }>(sql`
      select trim_scale(l.amount)::text as amount, trim_scale(l.balance_after)::text as balance_after, a.owner
      from ledger_lines l join ledger_accounts a on a.id = l.account_id where l.entry_id = ${first} order by a.owner`);
    expect(lines).toEqual([
      { amount: '100.25', balance_after: '100.25', owner: 'CUSTOMER' },
      { amount: '-100.25', balance_after: null, owner: 'EXCHANGE' },
    ]);
    const accounts = await rows<{ n: number }>(sql`select count(*)::int as n from ledger_accounts where customer_id = ${customerId}`);
    expect(accounts[0]?.n).toBe(1);
    expect(await customerBalances(database.db, customerId)).toMatchObject({
      items: [{ asset: 'AED', subAccount: null, available: '100.250000000000000001', held: '0', lines: 2 }],
    });
  });

  it('holds and releases between the buckets, and keeps a sub-account apart from the main account', async () => {
    const customerId = await newCustomer();
    const [sub] = await database.db.insert(customerSubAccounts).values({ customerId, name: 'Payroll' }).returning({ id: customerSubAccounts.id });
    await deposit(customerId, 'USDT', '50');
    await post({ kind: 'WITHDRAWAL_HOLD', lines: move(customerAccount(customerId), customerAccount(customerId, 'HELD'), 'USDT', '20') });
    await post({ kind: 'SUB_ACCOUNT_TRANSFER', lines: move(customerAccount(customerId), customerAccount(customerId, 'AVAILABLE', sub?.id ?? null), 'USDT', '5') });
    const balances = await customerBalances(database.db, customerId);
    expect(balances.items.map((b) => [b.subAccount?.name ?? 'main', b.available, b.held])).toEqual([
      ['main', '25', '20'],
      ['Payroll', '5', '0'],
    ]);
  });

  it('refuses a customer balance below zero in the database: 409 ledger.insufficientFunds naming asset and bucket, nothing posted', async () => {
    const customerId = await newCustomer();
    await deposit(customerId, 'BTC', '0.5');
    const referenceId = randomUUID();
    const error = await refusal(post({ kind: 'WITHDRAWAL_HOLD', referenceId, lines: move(customerAccount(customerId), customerAccount(customerId, 'HELD'), 'BTC', '0.50000001') }));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 409, code: 'ledger.insufficientFunds', params: { asset: 'BTC', account: 'AVAILABLE' } });
    expect(await rows(sql`select 1 from ledger_entries where reference_id = ${referenceId}`)).toHaveLength(0);
    expect(await accountBalance(database.db, customerAccount(customerId), 'BTC')).toBe('0.5');
    // A held balance cannot go below zero either.
    const held = await refusal(post({ kind: 'WITHDRAWAL_PAYOUT', lines: move(customerAccount(customerId, 'HELD'), exchangeAccount('BANK'), 'BTC', '0.1') }));
    expect(held).toMatchObject({ status: 409, code: 'ledger.insufficientFunds', params: { asset: 'BTC', account: 'HELD' } });
  });

  it('posts a kind once per reference: the second is 409 ledger.alreadyPosted', async () => {
    const customerId = await newCustomer();
    const referenceId = randomUUID();
    await post({ kind: 'FIAT_DEPOSIT', referenceId, lines: move(exchangeAccount('BANK'), customerAccount(customerId), 'EUR', '10') });
    const again = await refusal(post({ kind: 'FIAT_DEPOSIT', referenceId, lines: move(exchangeAccount('BANK'), customerAccount(customerId), 'EUR', '10') }));
    expect(again).toMatchObject({ status: 409, code: 'ledger.alreadyPosted' });
    // Another kind for the same source is its own entry.
    await post({ kind: 'WITHDRAWAL_FEE', referenceId, lines: move(customerAccount(customerId), exchangeAccount('FEES'), 'EUR', '1') });
    expect(await accountBalance(database.db, customerAccount(customerId), 'EUR')).toBe('9');
  });

  it('refuses unbalanced or malformed entries in the code', async () => {
    const customerId = await newCustomer();
    await expect(post({ kind: 'REIMBURSEMENT', lines: [{ account: customerAccount(customerId), asset: 'USD', amount: '5' }, { account: exchangeAccount('TREASURY'), asset: 'USD', amount: '-4' }] })).rejects.toThrow(/does not balance/);
    await expect(post({ kind: 'REIMBURSEMENT', lines: [{ account: customerAccount(customerId), asset: 'USD', amount: '5' }, { account: exchangeAccount('TREASURY'), asset: 'EUR', amount: '-5' }] })).rejects.toThrow(/does not balance/);
    await expect(post({ kind: 'REIMBURSEMENT', lines: [{ account: customerAccount(customerId), asset: 'USD', amount: '5' }] })).rejects.toThrow(/at least two lines/);
    await expect(post({ kind: 'REIMBURSEMENT', lines: [{ account: customerAccount(customerId), asset: 'USD', amount: '1e3' }, { account: exchangeAccount('TREASURY'), asset: 'USD', amount: '-1000' }] })).rejects.toThrow(/not a ledger amount/);
  });

  it('holds double entry, balances and the journal in the database, whatever the code does', async () => {
    const customerId = await newCustomer();
    const entry = await deposit(customerId, 'GBP', '10');
    const [line] = await rows<{ account_id: string }>(sql`select account_id from ledger_lines where entry_id = ${entry} order by id limit 1`);
    const accountId = line?.account_id ?? '';
    // Lines that do not sum to zero.
    expect(await dbRefusal(database.db.transaction(async (tx) => {
      const [e] = ((await tx.execute(sql`insert into ledger_entries (kind, reference_type, reference_id, actor_id) values ('REIMBURSEMENT', 'test', ${randomUUID()}, ${ACTOR}) returning id`)) as unknown as { rows: { id: string }[] }).rows;
      await tx.execute(sql`insert into ledger_lines (entry_id, account_id, asset, amount) values (${e?.id}, ${accountId}, 'GBP', 1)`);
    }))).toMatch(/does not balance/);
    // An entry without lines, refused at commit.
    expect(await dbRefusal(database.db.execute(sql`insert into ledger_entries (kind, reference_type, reference_id, actor_id) values ('REIMBURSEMENT', 'test', ${randomUUID()}, ${ACTOR})`))).toMatch(/has no lines/);
    // A line on an account of another asset.
    expect(await dbRefusal(database.db.transaction(async (tx) => {
      const [e] = ((await tx.execute(sql`insert into ledger_entries (kind, reference_type, reference_id, actor_id) values ('REIMBURSEMENT', 'test', ${randomUUID()}, ${ACTOR}) returning id`)) as unknown as { rows: { id: string }[] }).rows;
      await tx.execute(sql`insert into ledger_lines (entry_id, account_id, asset, amount) values (${e?.id}, ${accountId}, 'EUR', 1), (${e?.id}, ${accountId}, 'EUR', -1)`);
    }))).toMatch(/ledger_lines_account_fk/);
    // The journal is append-only, and cached balances change only through lines.
    expect(await dbRefusal(database.db.execute(sql`update ledger_lines set amount = 1000 where entry_id = ${entry}`))).toMatch(/append-only/);
    expect(await dbRefusal(database.db.execute(sql`delete from ledger_lines where entry_id = ${entry}`))).toMatch(/append-only/);
    expect(await dbRefusal(database.db.execute(sql`delete from ledger_entries where id = ${entry}`))).toMatch(/append-only/);
    expect(await dbRefusal(database.db.execute(sql`update ledger_balances set balance = 1000 where account_id = ${accountId}`))).toMatch(/only through ledger_lines/);
    expect(await accountBalance(database.db, customerAccount(customerId), 'GBP')).toBe('10');
  });

  it('lets exactly the affordable ones of 50 racing debits through', async () => {
    const customerId = await newCustomer();
    await deposit(customerId, 'USDC', '100');
    // 50 debits of 3 against 100: 33 fit (99), 17 are refused.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () => post({ kind: 'WITHDRAWAL_HOLD', lines: move(customerAccount(customerId), customerAccount(customerId, 'HELD'), 'USDC', '3') })),
    );
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(33);
    expect(refused).toHaveLength(17);
    for (const r of refused) expect(r.status === 'rejected' && r.reason).toMatchObject({ status: 409, code: 'ledger.insufficientFunds' });
    expect(await customerBalances(database.db, customerId)).toMatchObject({ items: [{ asset: 'USDC', available: '1', held: '99' }] });
    const [sums] = await rows<{ lines: string; cached: string }>(sql`
      select (select trim_scale(sum(l.amount))::text from ledger_lines l join ledger_accounts a on a.id = l.account_id where a.customer_id = ${customerId}) as lines,
             (select trim_scale(sum(b.balance))::text from ledger_balances b join ledger_accounts a on a.id = b.account_id where a.customer_id = ${customerId}) as cached`);
    expect(sums).toEqual({ lines: '100', cached: '100' });
  });
});
