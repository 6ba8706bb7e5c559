import { and, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { cellsOf, csvText, csvTime, type CsvExportSource, type KeysetCursor } from '../../platform/db/csv-export.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { customers } from '../customers/customer-tables.ts';
import { cryptoDeposits as d, cryptoNetworks as n, cryptoWithdrawals as w } from './crypto-tables.ts';
import { cryptoDepositFilters, type ListCryptoDepositFilters } from './deposit-queries.ts';
import { cryptoWithdrawalFilters, type ListCryptoWithdrawalFilters } from './withdrawal-queries.ts';

/** NUMERIC(38,18) without its trailing zeros, as the screens show amounts. */
const amountText = (column: AnyPgColumn) => sql<string>`trim_scale(${column})::text`;

const depositColumns = {
  depositNumber: d.depositNumber,
  createdAt: csvTime(d.createdAt),
  status: d.status,
  source: d.source,
  coin: d.coin,
  network: n.code,
  amount: amountText(d.amount),
  confirmations: sql<string>`${d.confirmations}::text`,
  requiredConfirmations: sql<string>`${d.requiredConfirmations}::text`,
  customerName: csvText(customers.name),
  customerEmail: csvText(customers.email),
  address: csvText(d.address),
  txHash: csvText(d.txHash),
  outputIndex: sql<string>`${d.outputIndex}::text`,
  creditedAt: csvTime(d.creditedAt),
  rejectReason: csvText(d.rejectReason),
};
const depositKeys = Object.keys(depositColumns) as (keyof typeof depositColumns)[];
const depositHeader = ['deposit_number', 'created_at', 'status', 'source', 'coin', 'network', 'amount', 'confirmations', 'required_confirmations', 'customer_name',
  'customer_email', 'address', 'tx_hash', 'output_index', 'credited_at', 'reject_reason'];

/** Every crypto deposit matching the list's filters, newest first; free text through csv_formula_safe(). */
export function cryptoDepositsCsvSource(db: DbOrTx, filters: ListCryptoDepositFilters): CsvExportSource {
  const after = (c: KeysetCursor | undefined) => (c ? sql`(${d.createdAt}, ${d.id}) < (${c.cursorAt}::timestamptz, ${c.cursorId}::uuid)` : undefined);
  return {
    header: depositHeader,
    copyQuery: () =>
      db.select(depositColumns).from(d).innerJoin(customers, eq(customers.id, d.customerId)).innerJoin(n, eq(n.id, d.networkId))
        .where(cryptoDepositFilters.where(filters)).orderBy(desc(d.createdAt), desc(d.id)).toSQL(),
    page: async (cursor, limit) => {
      const rows = await db.select({ ...depositColumns, cursorAt: sql<string>`${d.createdAt}::text`, cursorId: d.id })
        .from(d).innerJoin(customers, eq(customers.id, d.customerId)).innerJoin(n, eq(n.id, d.networkId))
        .where(and(cryptoDepositFilters.where(filters), after(cursor))).orderBy(desc(d.createdAt), desc(d.id)).limit(limit);
      return rows.map((r) => ({ cursorAt: r.cursorAt, cursorId: r.cursorId, cells: cellsOf(depositKeys, r) }));
    },
  };
}

const withdrawalColumns = {
  withdrawalNumber: w.withdrawalNumber,
  createdAt: csvTime(w.createdAt),
  status: w.status,
  coin: w.coin,
  network: n.code,
  amount: amountText(w.amount),
  networkFee: amountText(w.networkFee),
  fee: amountText(w.fee),
  tax: amountText(w.tax),
  customerName: csvText(customers.name),
  customerEmail: csvText(customers.email),
  address: csvText(w.address),
  holdReasons: sql<string>`array_to_string(${w.holdReasons}, ' ')`,
  txHash: csvText(w.txHash),
  confirmations: sql<string>`${w.confirmations}::text`,
  sentAt: csvTime(w.sentAt),
  closeReason: csvText(w.closeReason),
};
const withdrawalKeys = Object.keys(withdrawalColumns) as (keyof typeof withdrawalColumns)[];
const withdrawalHeader = ['withdrawal_number', 'created_at', 'status', 'coin', 'network', 'amount', 'network_fee', 'fee', 'tax', 'customer_name', 'customer_email',
  'address', 'hold_reasons', 'tx_hash', 'confirmations', 'sent_at', 'reject_or_failure_reason'];

export function cryptoWithdrawalsCsvSource(db: DbOrTx, filters: ListCryptoWithdrawalFilters): CsvExportSource {
  const after = (c: KeysetCursor | undefined) => (c ? sql`(${w.createdAt}, ${w.id}) < (${c.cursorAt}::timestamptz, ${c.cursorId}::uuid)` : undefined);
  return {
    header: withdrawalHeader,
    copyQuery: () =>
      db.select(withdrawalColumns).from(w).innerJoin(customers, eq(customers.id, w.customerId)).innerJoin(n, eq(n.id, w.networkId))
        .where(cryptoWithdrawalFilters.where(filters)).orderBy(desc(w.createdAt), desc(w.id)).toSQL(),
    page: async (cursor, limit) => {
      const rows = await db.select({ ...withdrawalColumns, cursorAt: sql<string>`${w.createdAt}::text`, cursorId: w.id })
        .from(w).innerJoin(customers, eq(customers.id, w.customerId)).innerJoin(n, eq(n.id, w.networkId))
        .where(and(cryptoWithdrawalFilters.where(filters), after(cursor))).orderBy(desc(w.createdAt), desc(w.id)).limit(limit);
      return rows.map((r) => ({ cursorAt: r.cursorAt, cursorId: r.cursorId, cells: cellsOf(withdrawalKeys, r) }));
    },
  };
}
