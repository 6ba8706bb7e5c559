import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { customerSubAccounts } from '../sub-accounts/sub-account-tables.ts';

/** NUMERIC(38,18): 20 integer digits and any asset's smallest unit. */
const amount = (name: string) => numeric(name, { precision: 38, scale: 18 });

/**
 * One ledger account per owner, purpose or bucket, and asset, made on first use. A customer's
 * account is (customer, sub-account or none for the main one, AVAILABLE or HELD, asset); the
 * exchange's is (purpose, asset).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner: text('owner').notNull(),
    customerId: uuid('customer_id').references(() => customers.id),
    subAccountId: uuid('sub_account_id'),
    bucket: text('bucket'),
    purpose: text('purpose'),
    asset: text('asset').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_identity_key').on(t.owner, t.customerId, t.subAccountId, t.bucket, t.purpose, t.asset).nullsNotDistinct(),
    // What the balances' and lines' composite keys point at: a balance's owner and a line's asset are its account's.
    unique('ledger_accounts_id_owner_key').on(t.id, t.owner),
    unique('ledger_accounts_id_asset_key').on(t.id, t.asset),
    foreignKey({ name: 'ledger_accounts_sub_account_fk', columns: [t.subAccountId, t.customerId], foreignColumns: [customerSubAccounts.id, customerSubAccounts.customerId] }),
    check(
      'ledger_accounts_shape_check',
      sql`(${t.owner} = 'CUSTOMER' and ${t.customerId} is not null and ${t.bucket} in ('AVAILABLE', 'HELD', 'EARN') and ${t.purpose} is null)
        or (${t.owner} = 'EXCHANGE' and ${t.customerId} is null and ${t.subAccountId} is null and ${t.bucket} is null
          and ${t.purpose} in ('BANK', 'CARD_PROCESSOR', 'TREASURY', 'FEES', 'TAXES', 'REWARDS_BUDGET', 'SUSPENSE', 'CRYPTO_WALLET', 'TRADE_CLEARING', 'VOUCHER_RESERVE', 'DONATIONS'))`,
    ),
    check('ledger_accounts_asset_check', sql`${t.asset} ~ '^[A-Z][A-Z0-9]{1,11}$'`),
  ],
);

/**
 * The cached balance of each account, changed only by the trigger on ledger_lines, in the same
 * transaction as the line. A customer's account has one row (slot 0) whose CHECK keeps it from
 * going below zero; an exchange account, which every deposit or payout of its asset touches, is
 * spread over a few slots (one per connection, chosen by the trigger) so that concurrent postings
 * do not queue on one row. An account's balance is the sum of its slots.
 */
export const ledgerBalances = pgTable(
  'ledger_balances',
  {
    accountId: uuid('account_id').notNull(),
    slot: smallint('slot').notNull(),
    owner: text('owner').notNull(),
    balance: amount('balance').notNull().default('0'),
    lines: bigint('lines', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'ledger_balances_pkey', columns: [t.accountId, t.slot] }),
    foreignKey({ name: 'ledger_balances_account_fk', columns: [t.accountId, t.owner], foreignColumns: [ledgerAccounts.id, ledgerAccounts.owner] }),
    check('ledger_balances_customer_not_negative', sql`${t.owner} = 'EXCHANGE' or ${t.balance} >= 0`),
    check('ledger_balances_customer_one_slot', sql`${t.owner} = 'EXCHANGE' or ${t.slot} = 0`),
  ],
);

/** A journal entry: what happened and why. Its lines sum to zero per asset (a trigger refuses any other). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** What the entry comes from: a table's name or a concept ('lean_transaction', 'reimbursement'). */
    referenceType: text('reference_type').notNull(),
    referenceId: text('reference_id').notNull(),
    memo: text('memo'),
    /** The admin (or service account) whose action posted it. */
    actorId: uuid('actor_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One entry of a kind per source: a deposit is credited once, a withdrawal held once.
    uniqueIndex('ledger_entries_kind_reference_key').on(t.kind, t.referenceId),
    index('ledger_entries_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * A journal line: a signed change to one account's balance (positive adds to it). Lines are
 * append-only; `balanceAfter` is the customer account's balance after this line, set by the
 * trigger (null on the exchange's spread accounts), which makes a statement's running balance a read.
 */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: uuid('entry_id').notNull().references(() => ledgerEntries.id),
    accountId: uuid('account_id').notNull(),
    asset: text('asset').notNull(),
    amount: amount('amount').notNull(),
    balanceAfter: amount('balance_after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'ledger_lines_account_fk', columns: [t.accountId, t.asset], foreignColumns: [ledgerAccounts.id, ledgerAccounts.asset] }),
    // A statement: an account's lines newest first (ids grow in the order an account's lines were posted).
    // Ascending, scanned backwards: ORDER BY id DESC is NULLS FIRST, which a DESC NULLS LAST index
    // cannot give, and the planner then walked the whole primary key.
    index('ledger_lines_account_idx').on(t.accountId, t.id),
    index('ledger_lines_entry_idx').on(t.entryId),
    check('ledger_lines_amount_check', sql`${t.amount} <> 0`),
  ],
);

/**
 * A reconciliation run: every account's cached balance against the sum of its lines, read in one
 * snapshot (REPEATABLE READ), so postings made meanwhile cannot show as differences.
 */
export const ledgerReconciliations = pgTable(
  'ledger_reconciliations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runBy: uuid('run_by').notNull().references(() => admins.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    accounts: bigint('accounts', { mode: 'number' }).notNull(),
    lines: bigint('lines', { mode: 'number' }).notNull(),
    /** Accounts whose cached balance or line count differs from their lines: zero expected. */
    differences: bigint('differences', { mode: 'number' }).notNull(),
    /** Per asset, the sum of every account's cached balance and of every line: both zero in double entry. */
    assets: jsonb('assets').notNull(),
  },
  (t) => [index('ledger_reconciliations_started_idx').on(t.startedAt, t.id)],
);

/** One account's figures in a reconciliation run. */
export const ledgerReconciliationItems = pgTable(
  'ledger_reconciliation_items',
  {
    reconciliationId: uuid('reconciliation_id').notNull().references(() => ledgerReconciliations.id),
    accountId: uuid('account_id').notNull().references(() => ledgerAccounts.id),
    cachedBalance: amount('cached_balance').notNull(),
    linesSum: amount('lines_sum').notNull(),
    cachedLines: bigint('cached_lines', { mode: 'number' }).notNull(),
    lineCount: bigint('line_count', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'ledger_reconciliation_items_pkey', columns: [t.reconciliationId, t.accountId] }),
    index('ledger_reconciliation_items_differences_idx')
      .on(t.reconciliationId, t.accountId)
      .where(sql`${t.cachedBalance} <> ${t.linesSum} or ${t.cachedLines} <> ${t.lineCount}`),
  ],
);
