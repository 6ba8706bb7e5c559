import { desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { ADDRESS_PLACEHOLDER, CRYPTO_WITHDRAWAL_REJECTABLE, TX_PLACEHOLDER, explorerLink } from '@exchange/contract/crypto/crypto-rules';
import type { CryptoWithdrawal, listCryptoWithdrawalsQuerySchema } from '@exchange/contract/crypto/crypto-withdrawals';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { DbOrTx } from '../../platform/db/database.ts';
import { createdWithin, isId, iso, listRecords, personOf } from '../../platform/db/list-helpers.ts';
import { containing, defineFilters } from '../../platform/db/list-query.ts';
import { notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { withdrawalStepsOf } from '../ledger/withdrawal-steps.ts';
import { trimAmount } from './crypto-network-rules.ts';
import { cryptoNetworks as n, cryptoWithdrawals as w } from './crypto-tables.ts';

export type ListCryptoWithdrawalFilters = z.infer<typeof listCryptoWithdrawalsQuerySchema>;

const requester = alias(admins, 'requester');
const submitter = alias(admins, 'submitter');
export const withdrawalApprover = alias(admins, 'approver');
const closer = alias(admins, 'closer');
const retried = alias(w, 'retried');
const original = alias(w, 'original');

export const selectCryptoWithdrawals = (db: DbOrTx) =>
  db
    .select({
      id: w.id,
      withdrawalNumber: w.withdrawalNumber,
      customerId: w.customerId,
      customerName: customers.name,
      customerEmail: customers.email,
      customerKycLevel: customers.kycLevel,
      customerCountry: customers.country,
      coin: w.coin,
      networkId: n.id,
      networkCode: n.code,
      networkName: n.name,
      addressTemplate: n.addressExplorerUrl,
      txTemplate: n.txExplorerUrl,
      address: w.address,
      amount: w.amount,
      networkFee: w.networkFee,
      fee: w.fee,
      tax: w.tax,
      total: sql<string>`(${w.amount} + ${w.networkFee} + ${w.fee} + ${w.tax})::text`,
      status: w.status,
      holdReasons: w.holdReasons,
      limitPer24h: w.limitPer24h,
      used24h: w.used24h,
      limitPer30d: w.limitPer30d,
      used30d: w.used30d,
      requestedBy: w.requestedBy,
      requesterName: requester.name,
      note: w.note,
      submittedBy: w.submittedBy,
      submitterName: submitter.name,
      submittedAt: w.submittedAt,
      submitNote: w.submitNote,
      approvedBy: w.approvedBy,
      approverName: withdrawalApprover.name,
      approvedAt: w.approvedAt,
      approveNote: w.approveNote,
      closedBy: w.closedBy,
      closerName: closer.name,
      closedAt: w.closedAt,
      closeReason: w.closeReason,
      txHash: w.txHash,
      confirmations: w.confirmations,
      requiredConfirmations: w.requiredConfirmations,
      broadcastAt: w.broadcastAt,
      sentAt: w.sentAt,
      retryOfId: w.retryOfId,
      retryOfNumber: original.withdrawalNumber,
      retriedById: retried.id,
      retriedByNumber: retried.withdrawalNumber,
      createdAt: w.createdAt,
    })
    .from(w)
    .innerJoin(customers, eq(customers.id, w.customerId))
    .innerJoin(n, eq(n.id, w.networkId))
    .leftJoin(requester, eq(requester.id, w.requestedBy))
    .leftJoin(submitter, eq(submitter.id, w.submittedBy))
    .leftJoin(withdrawalApprover, eq(withdrawalApprover.id, w.approvedBy))
    .leftJoin(closer, eq(closer.id, w.closedBy))
    .leftJoin(original, eq(original.id, w.retryOfId))
    .leftJoin(retried, eq(retried.retryOfId, w.id));
type Row = Awaited<ReturnType<typeof selectCryptoWithdrawals>>[number];

const link = (id: string | null, number: string | null) => (id && number ? { id, withdrawalNumber: number } : null);

const toWithdrawal = (r: Row): CryptoWithdrawal => ({
  id: r.id,
  withdrawalNumber: r.withdrawalNumber,
  customer: { id: r.customerId, name: r.customerName, email: r.customerEmail, kycLevel: r.customerKycLevel, country: r.customerCountry },
  coin: r.coin as CryptoWithdrawal['coin'],
  network: { id: r.networkId, code: r.networkCode, name: r.networkName },
  address: r.address,
  amount: trimAmount(r.amount),
  networkFee: trimAmount(r.networkFee),
  fee: trimAmount(r.fee),
  tax: trimAmount(r.tax),
  total: trimAmount(r.total),
  status: r.status as CryptoWithdrawal['status'],
  holdReasons: r.holdReasons as CryptoWithdrawal['holdReasons'],
  limitCheck: {
    per24h: r.limitPer24h === null ? null : trimAmount(r.limitPer24h),
    used24h: trimAmount(r.used24h),
    per30d: r.limitPer30d === null ? null : trimAmount(r.limitPer30d),
    used30d: trimAmount(r.used30d),
  },
  ...withdrawalStepsOf(r),
  closed: r.closedAt && r.closeReason ? { by: personOf(r.closedBy, r.closerName), at: r.closedAt.toISOString(), reason: r.closeReason } : null,
  txHash: r.txHash,
  txUrl: r.txHash ? explorerLink(r.txTemplate, TX_PLACEHOLDER, r.txHash) : null,
  addressUrl: explorerLink(r.addressTemplate, ADDRESS_PLACEHOLDER, r.address),
  confirmations: r.confirmations,
  requiredConfirmations: r.requiredConfirmations,
  broadcastAt: iso(r.broadcastAt),
  sentAt: iso(r.sentAt),
  retryOf: link(r.retryOfId, r.retryOfNumber),
  retriedBy: link(r.retriedById, r.retriedByNumber),
  createdAt: r.createdAt.toISOString(),
});

export const cryptoWithdrawalFilters = defineFilters<ListCryptoWithdrawalFilters>({
  status: (v) => (v === 'OPEN' ? inArray(w.status, [...CRYPTO_WITHDRAWAL_REJECTABLE]) : eq(w.status, v)),
  coin: (v) => eq(w.coin, v),
  customerId: (v) => eq(w.customerId, v),
  held: (v) => (v === 'true' ? sql`cardinality(${w.holdReasons}) > 0` : sql`cardinality(${w.holdReasons}) = 0`),
  value: (v, f) => {
    switch (f.key ?? 'withdrawalNumber') {
      case 'withdrawalNumber':
        return ilike(w.withdrawalNumber, containing(v));
      case 'txHash':
        return ilike(w.txHash, containing(v));
      case 'address':
        return ilike(w.address, containing(v));
      case 'email':
        return ilike(customers.email, containing(v));
      case 'customerId':
        return isId(w.customerId, v);
    }
  },
  ...createdWithin(w.createdAt),
});

export const cryptoWithdrawalOrder = [desc(w.createdAt), desc(w.id)];

export function listCryptoWithdrawals(db: DbOrTx, f: ListCryptoWithdrawalFilters): Promise<ListResponse<CryptoWithdrawal>> {
  return listRecords(db, f, {
    select: selectCryptoWithdrawals(db).$dynamic(),
    table: w,
    customers: { table: customers, on: eq(customers.id, w.customerId) },
    where: cryptoWithdrawalFilters.where(f),
    orderBy: cryptoWithdrawalOrder,
    map: toWithdrawal,
  });
}

export async function getCryptoWithdrawal(db: DbOrTx, id: string): Promise<CryptoWithdrawal> {
  const [row] = await selectCryptoWithdrawals(db).where(eq(w.id, id));
  if (!row) throw notFound('cryptoWithdrawal.notFound', 'Withdrawal');
  return toWithdrawal(row);
}
