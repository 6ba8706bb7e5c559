import { sql } from 'drizzle-orm';
import { check, index, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';
import { customerBankAccounts } from '../bank-accounts/bank-account-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { withdrawalStepColumns } from '../ledger/withdrawal-columns.ts';

export const fiatDepositNumbers = pgSequence('fiat_deposit_number_seq');
export const fiatWithdrawalNumbers = pgSequence('fiat_withdrawal_number_seq');

/** Fiat deposits by bank transfer or card; see FIAT_DEPOSIT_STATUSES. */
export const fiatDeposits = pgTable(
  'fiat_deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    depositNumber: text('deposit_number').notNull().default(sql`'FD' || lpad(nextval('fiat_deposit_number_seq')::text, 10, '0')`),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    method: text('method').notNull(),
    currency: text('currency').notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    reference: text('reference').notNull(),
    senderName: text('sender_name'),
    status: text('status').notNull().default('PENDING'),
    enteredBy: uuid('entered_by').references(() => admins.id),
    note: text('note'),
    statementReference: text('statement_reference'),
    rejectReason: text('reject_reason'),
    decidedBy: uuid('decided_by').references(() => admins.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ledgerEntryId: uuid('ledger_entry_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fiat_deposits_number_key').on(t.depositNumber),
    // One live deposit per payment reference; a rejected one frees it for a corrected entry.
    uniqueIndex('fiat_deposits_reference_key').on(t.method, t.reference).where(sql`${t.status} <> 'REJECTED'`),
    // A line of the exchange's statement credits one deposit, once.
    uniqueIndex('fiat_deposits_statement_reference_key').on(t.method, t.statementReference).where(sql`${t.status} = 'APPROVED'`),
    index('fiat_deposits_status_created_idx').on(t.status, t.createdAt, t.id),
    index('fiat_deposits_method_status_created_idx').on(t.method, t.status, t.createdAt, t.id),
    index('fiat_deposits_created_idx').on(t.createdAt, t.id),
    index('fiat_deposits_customer_idx').on(t.customerId, t.createdAt),
    check('fiat_deposits_status_check', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    check('fiat_deposits_method_check', sql`${t.method} in ('BANK_TRANSFER', 'CARD')`),
    check('fiat_deposits_amount_check', sql`${t.amount} > 0`),
    check('fiat_deposits_approved_check', sql`${t.status} <> 'APPROVED' or (${t.ledgerEntryId} is not null and ${t.statementReference} is not null and ${t.decidedBy} is not null)`),
    check('fiat_deposits_rejected_check', sql`${t.status} <> 'REJECTED' or ${t.rejectReason} is not null`),
    // Four-eyes in the database too: a deposit an admin entered is approved by another.
    check('fiat_deposits_four_eyes_check', sql`${t.status} <> 'APPROVED' or ${t.enteredBy} is null or ${t.enteredBy} <> ${t.decidedBy}`),
  ],
);

/** Fiat withdrawals in two steps; see FIAT_WITHDRAWAL_STATUSES. */
export const fiatWithdrawals = pgTable(
  'fiat_withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    withdrawalNumber: text('withdrawal_number').notNull().default(sql`'FW' || lpad(nextval('fiat_withdrawal_number_seq')::text, 10, '0')`),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    currency: text('currency').notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    fee: numeric('fee', { precision: 20, scale: 2 }).notNull(),
    tax: numeric('tax', { precision: 20, scale: 2 }).notNull(),
    bankAccountId: uuid('bank_account_id').notNull().references(() => customerBankAccounts.id),
    status: text('status').notNull().default('SUBMITTED'),
    holdReasons: text('hold_reasons').array().notNull().default(sql`'{}'::text[]`),
    limitPer24h: numeric('limit_per_24h', { precision: 20, scale: 2 }),
    used24h: numeric('used_24h', { precision: 20, scale: 2 }).notNull(),
    limitPer30d: numeric('limit_per_30d', { precision: 20, scale: 2 }),
    used30d: numeric('used_30d', { precision: 20, scale: 2 }).notNull(),
    ...withdrawalStepColumns(),
    payoutReference: text('payout_reference'),
    sentBy: uuid('sent_by').references(() => admins.id),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    holdEntryId: uuid('hold_entry_id').notNull(),
    settleEntryId: uuid('settle_entry_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fiat_withdrawals_number_key').on(t.withdrawalNumber),
    index('fiat_withdrawals_status_created_idx').on(t.status, t.createdAt, t.id),
    index('fiat_withdrawals_created_idx').on(t.createdAt, t.id),
    // The rolling 24-hour and 30-day sums of a customer's withdrawals in a currency.
    index('fiat_withdrawals_customer_currency_idx').on(t.customerId, t.currency, t.createdAt),
    check('fiat_withdrawals_status_check', sql`${t.status} in ('SUBMITTED', 'PENDING_APPROVAL', 'APPROVED', 'SENT', 'FAILED', 'REJECTED')`),
    check('fiat_withdrawals_amounts_check', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.tax} >= 0`),
    // Maker and checker: the admin who approves is never the one who submitted it for approval.
    check('fiat_withdrawals_four_eyes_check', sql`${t.approvedBy} is null or ${t.submittedBy} is null or ${t.approvedBy} <> ${t.submittedBy}`),
    check('fiat_withdrawals_closed_check', sql`${t.status} not in ('REJECTED', 'FAILED') or (${t.closeReason} is not null and ${t.settleEntryId} is not null)`),
    check('fiat_withdrawals_sent_check', sql`${t.status} <> 'SENT' or (${t.payoutReference} is not null and ${t.settleEntryId} is not null)`),
  ],
);
