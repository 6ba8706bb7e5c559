import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { cellsOf, csvText, csvTime, type CsvExportSource, type KeysetCursor } from '../../platform/db/csv-export.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { admins } from '../auth/auth-tables.ts';
import { customerBankAccounts as b } from '../bank-accounts/bank-account-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { depositDecider, depositEnterer, fiatDepositFilters, type ListFiatDepositFilters } from './fiat-deposit-queries.ts';
import { fiatDeposits as d, fiatWithdrawals as w } from './fiat-tables.ts';
import { fiatWithdrawalFilters, maskedAccountNumber, type ListFiatWithdrawalFilters } from './fiat-withdrawal-queries.ts';

const depositColumns = {
  depositNumber: d.depositNumber,
  createdAt: csvTime(d.createdAt),
  status: d.status,
  method: d.method,
  amount: d.amount,
  currency: d.currency,
  customerName: csvText(customers.name),
  customerEmail: csvText(customers.email),
  reference: csvText(d.reference),
  senderName: csvText(d.senderName),
  enteredBy: csvText(depositEnterer.name),
  statementReference: csvText(d.statementReference),
  decidedBy: csvText(depositDecider.name),
  decidedAt: csvTime(d.decidedAt),
  rejectReason: csvText(d.rejectReason),
};
const depositKeys = Object.keys(depositColumns) as (keyof typeof depositColumns)[];
const depositHeader = ['deposit_number', 'created_at', 'status', 'method', 'amount', 'currency', 'customer_name', 'customer_email', 'reference', 'sender_name',
  'entered_by', 'statement_reference', 'decided_by', 'decided_at', 'reject_reason'];

/** Every deposit matching the list's filters, newest first; free text through csv_formula_safe(). */
export function fiatDepositsCsvSource(db: DbOrTx, filters: ListFiatDepositFilters): CsvExportSource {
  const after = (c: KeysetCursor | undefined) => (c ? sql`(${d.createdAt}, ${d.id}) < (${c.cursorAt}::timestamptz, ${c.cursorId}::uuid)` : undefined);
  return {
    header: depositHeader,
    copyQuery: () =>
      db.select(depositColumns).from(d).innerJoin(customers, eq(customers.id, d.customerId))
        .leftJoin(depositEnterer, eq(depositEnterer.id, d.enteredBy)).leftJoin(depositDecider, eq(depositDecider.id, d.decidedBy))
        .where(fiatDepositFilters.where(filters)).orderBy(desc(d.createdAt), desc(d.id)).toSQL(),
    page: async (cursor, limit) => {
      const rows = await db.select({ ...depositColumns, cursorAt: sql<string>`${d.createdAt}::text`, cursorId: d.id }).from(d).innerJoin(customers, eq(customers.id, d.customerId))
        .leftJoin(depositEnterer, eq(depositEnterer.id, d.enteredBy)).leftJoin(depositDecider, eq(depositDecider.id, d.decidedBy))
        .where(and(fiatDepositFilters.where(filters), after(cursor))).orderBy(desc(d.createdAt), desc(d.id)).limit(limit);
      return rows.map((r) => ({ cursorAt: r.cursorAt, cursorId: r.cursorId, cells: cellsOf(depositKeys, r) }));
    },
  };
}

const approver = alias(admins, 'approver');
const withdrawalColumns = {
  withdrawalNumber: w.withdrawalNumber,
  createdAt: csvTime(w.createdAt),
  status: w.status,
  amount: w.amount,
  fee: w.fee,
  tax: w.tax,
  currency: w.currency,
  customerName: csvText(customers.name),
  customerEmail: csvText(customers.email),
  kycLevel: sql<string>`${customers.kycLevel}::text`,
  bankName: csvText(b.bankName),
  accountNumber: maskedAccountNumber,
  bankAccountStatus: b.status,
  holdReasons: sql<string>`array_to_string(${w.holdReasons}, ' ')`,
  approvedBy: csvText(approver.name),
  approvedAt: csvTime(w.approvedAt),
  payoutReference: csvText(w.payoutReference),
  closeReason: csvText(w.closeReason),
};
const withdrawalKeys = Object.keys(withdrawalColumns) as (keyof typeof withdrawalColumns)[];
const withdrawalHeader = ['withdrawal_number', 'created_at', 'status', 'amount', 'fee', 'tax', 'currency', 'customer_name', 'customer_email', 'kyc_level',
  'bank_name', 'account_number', 'bank_account_status', 'hold_reasons', 'approved_by', 'approved_at', 'payout_reference', 'reject_or_failure_reason'];

/** Every withdrawal matching the list's filters, newest first; the account number masked as on screen. */
export function fiatWithdrawalsCsvSource(db: DbOrTx, filters: ListFiatWithdrawalFilters): CsvExportSource {
  const after = (c: KeysetCursor | undefined) => (c ? sql`(${w.createdAt}, ${w.id}) < (${c.cursorAt}::timestamptz, ${c.cursorId}::uuid)` : undefined);
  return {
    header: withdrawalHeader,
    copyQuery: () =>
      db.select(withdrawalColumns).from(w).innerJoin(customers, eq(customers.id, w.customerId)).innerJoin(b, eq(b.id, w.bankAccountId))
        .leftJoin(approver, eq(approver.id, w.approvedBy))
        .where(fiatWithdrawalFilters.where(filters)).orderBy(desc(w.createdAt), desc(w.id)).toSQL(),
    page: async (cursor, limit) => {
      const rows = await db.select({ ...withdrawalColumns, cursorAt: sql<string>`${w.createdAt}::text`, cursorId: w.id }).from(w).innerJoin(customers, eq(customers.id, w.customerId))
        .innerJoin(b, eq(b.id, w.bankAccountId)).leftJoin(approver, eq(approver.id, w.approvedBy))
        .where(and(fiatWithdrawalFilters.where(filters), after(cursor))).orderBy(desc(w.createdAt), desc(w.id)).limit(limit);
      return rows.map((r) => ({ cursorAt: r.cursorAt, cursorId: r.cursorId, cells: cellsOf(withdrawalKeys, r) }));
    },
  };
}
