import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { withdrawalStepColumns } from '../ledger/withdrawal-columns.ts';

/** NUMERIC(38,18), as the ledger keeps amounts: an ERC-20 token's 18 decimals fit. */
const amount = (name: string) => numeric(name, { precision: 38, scale: 18 });

export const cryptoDepositNumbers = pgSequence('crypto_deposit_number_seq');
export const cryptoWithdrawalNumbers = pgSequence('crypto_withdrawal_number_seq');

/** The coins the exchange lists (Manage Crypto Coins); seeded by the migration. */
export const cryptoCoins = pgTable('crypto_coins', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A coin's networks (USDT on ERC20 and TRC20), each with its own switches, fees, bounds and explorer. */
export const cryptoNetworks = pgTable(
  'crypto_networks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coin: text('coin').notNull().references(() => cryptoCoins.code),
    code: text('code').notNull(),
    name: text('name').notNull(),
    depositEnabled: boolean('deposit_enabled').notNull().default(true),
    withdrawalEnabled: boolean('withdrawal_enabled').notNull().default(true),
    withdrawalFee: amount('withdrawal_fee').notNull().default('0'),
    minWithdrawal: amount('min_withdrawal').notNull().default('0'),
    maxWithdrawal: amount('max_withdrawal'),
    minDeposit: amount('min_deposit').notNull().default('0'),
    decimals: integer('decimals').notNull(),
    requiredConfirmations: integer('required_confirmations').notNull(),
    addressExplorerUrl: text('address_explorer_url'),
    txExplorerUrl: text('tx_explorer_url'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('crypto_networks_coin_code_key').on(t.coin, t.code),
    check('crypto_networks_decimals_check', sql`${t.decimals} between 0 and 18`),
    check('crypto_networks_confirmations_check', sql`${t.requiredConfirmations} >= 0`),
    check('crypto_networks_amounts_check', sql`${t.withdrawalFee} >= 0 and ${t.minWithdrawal} >= 0 and ${t.minDeposit} >= 0 and (${t.maxWithdrawal} is null or ${t.maxWithdrawal} >= ${t.minWithdrawal})`),
  ],
);

/** The change history of coins and networks: one row per field changed, with who, when, before, after and why. */
export const cryptoCoinChanges = pgTable(
  'crypto_coin_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coin: text('coin').notNull().references(() => cryptoCoins.code),
    networkId: uuid('network_id').references(() => cryptoNetworks.id),
    field: text('field').notNull(),
    before: text('before'),
    after: text('after'),
    reason: text('reason').notNull(),
    changedBy: uuid('changed_by').notNull().references(() => admins.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crypto_coin_changes_coin_idx').on(t.coin, t.changedAt.desc(), t.id.desc())],
);

/** Crypto deposits (Receive Transactions); see CRYPTO_DEPOSIT_STATUSES. */
export const cryptoDeposits = pgTable(
  'crypto_deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    depositNumber: text('deposit_number').notNull().default(sql`'CD' || lpad(nextval('crypto_deposit_number_seq')::text, 10, '0')`),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    networkId: uuid('network_id').notNull().references(() => cryptoNetworks.id),
    coin: text('coin').notNull(),
    address: text('address').notNull(),
    txHash: text('tx_hash').notNull(),
    outputIndex: integer('output_index').notNull().default(0),
    amount: amount('amount').notNull(),
    confirmations: integer('confirmations').notNull().default(0),
    requiredConfirmations: integer('required_confirmations').notNull(),
    status: text('status').notNull(),
    source: text('source').notNull(),
    proposedBy: uuid('proposed_by').references(() => admins.id),
    note: text('note'),
    decidedBy: uuid('decided_by').references(() => admins.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    ledgerEntryId: uuid('ledger_entry_id'),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('crypto_deposits_number_key').on(t.depositNumber),
    // One live deposit per output of a transaction: a report repeated, or a recovery of a deposit
    // already known, meets this. A rejected recovery frees it for a corrected one.
    uniqueIndex('crypto_deposits_output_key').on(t.networkId, t.txHash, t.outputIndex).where(sql`${t.status} <> 'REJECTED'`),
    index('crypto_deposits_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('crypto_deposits_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('crypto_deposits_customer_idx').on(t.customerId, t.createdAt.desc()),
    // The header search finds a deposit by its transaction hash alone (the output key leads with the network).
    index('crypto_deposits_tx_hash_idx').on(t.txHash),
    check('crypto_deposits_status_check', sql`${t.status} in ('PENDING_CONFIRMATIONS', 'CREDITED', 'RECOVERY_PENDING', 'REJECTED')`),
    check('crypto_deposits_source_check', sql`${t.source} in ('REPORTED', 'RECOVERED')`),
    check('crypto_deposits_amount_check', sql`${t.amount} > 0 and ${t.confirmations} >= 0 and ${t.outputIndex} >= 0`),
    check('crypto_deposits_credited_check', sql`${t.status} <> 'CREDITED' or (${t.ledgerEntryId} is not null and ${t.creditedAt} is not null)`),
    check('crypto_deposits_recovery_check', sql`${t.source} <> 'RECOVERED' or ${t.proposedBy} is not null`),
    // Four-eyes in the database too: a recovery is approved by another admin than its proposer.
    check('crypto_deposits_four_eyes_check', sql`${t.decidedBy} is null or ${t.proposedBy} is null or ${t.decidedBy} <> ${t.proposedBy}`),
    check('crypto_deposits_rejected_check', sql`${t.status} <> 'REJECTED' or ${t.rejectReason} is not null`),
  ],
);

/** Crypto withdrawals (Sent Transactions); see CRYPTO_WITHDRAWAL_STATUSES. */
export const cryptoWithdrawals = pgTable(
  'crypto_withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    withdrawalNumber: text('withdrawal_number').notNull().default(sql`'CW' || lpad(nextval('crypto_withdrawal_number_seq')::text, 10, '0')`),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    networkId: uuid('network_id').notNull().references(() => cryptoNetworks.id),
    coin: text('coin').notNull(),
    address: text('address').notNull(),
    amount: amount('amount').notNull(),
    networkFee: amount('network_fee').notNull(),
    fee: amount('fee').notNull(),
    tax: amount('tax').notNull(),
    status: text('status').notNull().default('SUBMITTED'),
    holdReasons: text('hold_reasons').array().notNull().default(sql`'{}'::text[]`),
    limitPer24h: amount('limit_per_24h'),
    used24h: amount('used_24h').notNull(),
    limitPer30d: amount('limit_per_30d'),
    used30d: amount('used_30d').notNull(),
    ...withdrawalStepColumns(),
    txHash: text('tx_hash'),
    confirmations: integer('confirmations').notNull().default(0),
    requiredConfirmations: integer('required_confirmations').notNull(),
    broadcastAt: timestamp('broadcast_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    retryOfId: uuid('retry_of_id'),
    holdEntryId: uuid('hold_entry_id').notNull(),
    settleEntryId: uuid('settle_entry_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('crypto_withdrawals_number_key').on(t.withdrawalNumber),
    // A failed withdrawal is retried once (the retry can fail and be retried in turn).
    uniqueIndex('crypto_withdrawals_retry_of_key').on(t.retryOfId),
    uniqueIndex('crypto_withdrawals_tx_key').on(t.networkId, t.txHash),
    index('crypto_withdrawals_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('crypto_withdrawals_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('crypto_withdrawals_customer_coin_idx').on(t.customerId, t.coin, t.createdAt.desc()),
    // The header search finds a withdrawal by its transaction hash alone, once broadcast.
    index('crypto_withdrawals_tx_hash_idx').on(t.txHash).where(sql`${t.txHash} is not null`),
    check('crypto_withdrawals_status_check', sql`${t.status} in ('SUBMITTED', 'PENDING_APPROVAL', 'APPROVED', 'BROADCAST', 'SENT', 'FAILED', 'REJECTED')`),
    check('crypto_withdrawals_amounts_check', sql`${t.amount} > 0 and ${t.networkFee} >= 0 and ${t.fee} >= 0 and ${t.tax} >= 0`),
    check('crypto_withdrawals_four_eyes_check', sql`${t.approvedBy} is null or ${t.submittedBy} is null or ${t.approvedBy} <> ${t.submittedBy}`),
    check('crypto_withdrawals_closed_check', sql`${t.status} not in ('REJECTED', 'FAILED') or (${t.closeReason} is not null and ${t.settleEntryId} is not null)`),
    check('crypto_withdrawals_broadcast_check', sql`${t.status} not in ('BROADCAST', 'SENT') or ${t.txHash} is not null`),
    check('crypto_withdrawals_sent_check', sql`${t.status} <> 'SENT' or ${t.settleEntryId} is not null`),
  ],
);

/** A customer's allowed withdrawal addresses per network (Whitelist); removed ones are kept. */
export const cryptoWhitelist = pgTable(
  'crypto_whitelist',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    networkId: uuid('network_id').notNull().references(() => cryptoNetworks.id),
    address: text('address').notNull(),
    label: text('label'),
    reason: text('reason').notNull(),
    addedBy: uuid('added_by').references(() => admins.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    coolDownUntil: timestamp('cool_down_until', { withTimezone: true }).notNull(),
    removedBy: uuid('removed_by').references(() => admins.id),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removeReason: text('remove_reason'),
  },
  (t) => [
    uniqueIndex('crypto_whitelist_live_key').on(t.customerId, t.networkId, sql`lower(${t.address})`).where(sql`${t.removedAt} is null`),
    index('crypto_whitelist_added_idx').on(t.addedAt.desc(), t.id.desc()),
  ],
);

/** The exchange's own wallets per network (FEX Whitelist): excluded from every customer flow. */
export const exchangeAddresses = pgTable(
  'crypto_exchange_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    networkId: uuid('network_id').notNull().references(() => cryptoNetworks.id),
    address: text('address').notNull(),
    kind: text('kind').notNull(),
    label: text('label'),
    reason: text('reason').notNull(),
    addedBy: uuid('added_by').references(() => admins.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    removedBy: uuid('removed_by').references(() => admins.id),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removeReason: text('remove_reason'),
  },
  (t) => [
    uniqueIndex('crypto_exchange_addresses_live_key').on(t.networkId, sql`lower(${t.address})`).where(sql`${t.removedAt} is null`),
    check('crypto_exchange_addresses_kind_check', sql`${t.kind} in ('HOT', 'WARM', 'COLD')`),
  ],
);
