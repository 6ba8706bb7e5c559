import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, numeric, pgTable, primaryKey, smallint, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';

/** NUMERIC(38,18): 20 integer digits and any asset's smallest unit. */
const amount = (name: string) => numeric(name, { precision: 38, scale: 18 });

/**
 * A customer's sub-account (a business keeping several wallets apart). Its money is held in ledger
 * accounts of its own; the customer's main account is the one without a sub-account.
 */
export const customerSubAccounts = pgTable(
  'customer_sub_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    name: text('name').notNull(),
    status: text('status').notNull().default('OPEN'),
    closedReason: text('closed_reason'),
    closedBy: uuid('closed_by').references(() => admins.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The ledger's accounts name (sub-account, customer) together, so a sub-account's money is its customer's.
    unique('customer_sub_accounts_id_customer_key').on(t.id, t.customerId),
    // Two open sub-accounts of one customer never share a name.
    uniqueIndex('customer_sub_accounts_open_name_key').on(t.customerId, sql`lower(${t.name})`).where(sql`${t.status} = 'OPEN'`),
    index('customer_sub_accounts_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('customer_sub_accounts_status_check', sql`${t.status} in ('OPEN', 'CLOSED')`),
    check('customer_sub_accounts_closed_check', sql`${t.status} = 'OPEN' or (${t.closedReason} is not null and ${t.closedAt} is not null)`),
  ],
);

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
      sql`(${t.owner} = 'CUSTOMER' and ${t.customerId} is not null and ${t.bucket} in ('AVAILABLE', 'HELD') and ${t.purpose} is null)
        or (${t.owner} = 'EXCHANGE' and ${t.customerId} is null and ${t.subAccountId} is null and ${t.bucket} is null
          and ${t.purpose} in ('BANK', 'CARD_PROCESSOR', 'TREASURY', 'FEES', 'TAXES', 'REWARDS_BUDGET', 'SUSPENSE'))`,
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
    index('ledger_entries_created_idx').on(t.createdAt.desc(), t.id.desc()),
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
    index('ledger_lines_account_idx').on(t.accountId, t.id.desc()),
    index('ledger_lines_entry_idx').on(t.entryId),
    check('ledger_lines_amount_check', sql`${t.amount} <> 0`),
  ],
);

/**
 * A manual credit or debit to a customer, made by one admin and approved by another (four-eyes,
 * held by a CHECK too) before it posts; or rejected with a reason.
 */
export const reimbursements = pgTable(
  'reimbursements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    subAccountId: uuid('sub_account_id'),
    asset: text('asset').notNull(),
    direction: text('direction').notNull(),
    amount: amount('amount').notNull(),
    reason: text('reason').notNull(),
    /** The outside reference: a support ticket, an incident, a bank statement line. */
    reference: text('reference').notNull(),
    status: text('status').notNull().default('PENDING'),
    createdBy: uuid('created_by').notNull().references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => admins.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    ledgerEntryId: uuid('ledger_entry_id').references(() => ledgerEntries.id),
  },
  (t) => [
    foreignKey({ name: 'reimbursements_sub_account_fk', columns: [t.subAccountId, t.customerId], foreignColumns: [customerSubAccounts.id, customerSubAccounts.customerId] }),
    index('reimbursements_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('reimbursements_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('reimbursements_customer_idx').on(t.customerId, t.createdAt.desc()),
    check('reimbursements_amount_check', sql`${t.amount} > 0`),
    check('reimbursements_direction_check', sql`${t.direction} in ('CREDIT', 'DEBIT')`),
    check('reimbursements_status_check', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    check('reimbursements_four_eyes_check', sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.createdBy}`),
    check(
      'reimbursements_decision_check',
      sql`(${t.status} = 'PENDING' and ${t.decidedBy} is null and ${t.ledgerEntryId} is null)
        or (${t.status} = 'APPROVED' and ${t.decidedBy} is not null and ${t.ledgerEntryId} is not null)
        or (${t.status} = 'REJECTED' and ${t.decidedBy} is not null and ${t.decisionReason} is not null and ${t.ledgerEntryId} is null)`,
    ),
  ],
);

/** A move of a customer's money between its main account and its sub-accounts (one journal entry). */
export const subAccountTransfers = pgTable(
  'sub_account_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    /** Null: the main account. */
    fromSubAccountId: uuid('from_sub_account_id'),
    toSubAccountId: uuid('to_sub_account_id'),
    asset: text('asset').notNull(),
    amount: amount('amount').notNull(),
    memo: text('memo'),
    createdBy: uuid('created_by').notNull().references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ledgerEntryId: uuid('ledger_entry_id').notNull().references(() => ledgerEntries.id),
  },
  (t) => [
    foreignKey({ name: 'sub_account_transfers_from_fk', columns: [t.fromSubAccountId, t.customerId], foreignColumns: [customerSubAccounts.id, customerSubAccounts.customerId] }),
    foreignKey({ name: 'sub_account_transfers_to_fk', columns: [t.toSubAccountId, t.customerId], foreignColumns: [customerSubAccounts.id, customerSubAccounts.customerId] }),
    index('sub_account_transfers_customer_idx').on(t.customerId, t.createdAt.desc()),
    check('sub_account_transfers_amount_check', sql`${t.amount} > 0`),
    check('sub_account_transfers_distinct_check', sql`${t.fromSubAccountId} is distinct from ${t.toSubAccountId}`),
  ],
);
