import { desc, eq, ilike, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { CryptoDeposit, listCryptoDepositsQuerySchema } from '@exchange/contract/crypto/crypto-deposits';
import { ADDRESS_PLACEHOLDER, TX_PLACEHOLDER, explorerLink } from '@exchange/contract/crypto/crypto-rules';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { DbOrTx } from '../../platform/db/database.ts';
import { createdWithin, isId, iso, listRecords, personOf } from '../../platform/db/list-helpers.ts';
import { containing, defineFilters } from '../../platform/db/list-query.ts';
import { notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { trimAmount } from './crypto-network-rules.ts';
import { cryptoDeposits as d, cryptoNetworks as n } from './crypto-tables.ts';

export type ListCryptoDepositFilters = z.infer<typeof listCryptoDepositsQuerySchema>;

export const depositProposer = alias(admins, 'proposer');
export const depositDecider = alias(admins, 'decider');

const selectDeposits = (db: DbOrTx) =>
  db
    .select({
      id: d.id,
      depositNumber: d.depositNumber,
      customerId: d.customerId,
      customerName: customers.name,
      customerEmail: customers.email,
      coin: d.coin,
      networkId: n.id,
      networkCode: n.code,
      networkName: n.name,
      addressTemplate: n.addressExplorerUrl,
      txTemplate: n.txExplorerUrl,
      address: d.address,
      txHash: d.txHash,
      outputIndex: d.outputIndex,
      amount: d.amount,
      confirmations: d.confirmations,
      requiredConfirmations: d.requiredConfirmations,
      status: d.status,
      source: d.source,
      proposedBy: d.proposedBy,
      proposerName: depositProposer.name,
      note: d.note,
      decidedBy: d.decidedBy,
      deciderName: depositDecider.name,
      decidedAt: d.decidedAt,
      rejectReason: d.rejectReason,
      ledgerEntryId: d.ledgerEntryId,
      creditedAt: d.creditedAt,
      createdAt: d.createdAt,
    })
    .from(d)
    .innerJoin(customers, eq(customers.id, d.customerId))
    .innerJoin(n, eq(n.id, d.networkId))
    .leftJoin(depositProposer, eq(depositProposer.id, d.proposedBy))
    .leftJoin(depositDecider, eq(depositDecider.id, d.decidedBy));
type Row = Awaited<ReturnType<typeof selectDeposits>>[number];

const toDeposit = (r: Row): CryptoDeposit => ({
  id: r.id,
  depositNumber: r.depositNumber,
  customer: { id: r.customerId, name: r.customerName, email: r.customerEmail },
  coin: r.coin as CryptoDeposit['coin'],
  network: { id: r.networkId, code: r.networkCode, name: r.networkName },
  address: r.address,
  txHash: r.txHash,
  outputIndex: r.outputIndex,
  amount: trimAmount(r.amount),
  confirmations: r.confirmations,
  requiredConfirmations: r.requiredConfirmations,
  status: r.status as CryptoDeposit['status'],
  source: r.source as CryptoDeposit['source'],
  addressUrl: explorerLink(r.addressTemplate, ADDRESS_PLACEHOLDER, r.address),
  txUrl: explorerLink(r.txTemplate, TX_PLACEHOLDER, r.txHash),
  proposedBy: personOf(r.proposedBy, r.proposerName),
  note: r.note,
  decidedBy: personOf(r.decidedBy, r.deciderName),
  decidedAt: iso(r.decidedAt),
  rejectReason: r.rejectReason,
  ledgerEntryId: r.ledgerEntryId,
  creditedAt: iso(r.creditedAt),
  createdAt: r.createdAt.toISOString(),
});

export const cryptoDepositFilters = defineFilters<ListCryptoDepositFilters>({
  status: (v) => eq(d.status, v),
  coin: (v) => eq(d.coin, v),
  customerId: (v) => eq(d.customerId, v),
  value: (v, f) => {
    switch (f.key ?? 'txHash') {
      case 'txHash':
        return ilike(d.txHash, containing(v));
      case 'address':
        return ilike(d.address, containing(v));
      case 'depositNumber':
        return ilike(d.depositNumber, containing(v));
      case 'email':
        return ilike(customers.email, containing(v));
      case 'customerId':
        return isId(d.customerId, v);
    }
  },
  ...createdWithin(d.createdAt),
});

export const cryptoDepositOrder = [desc(d.createdAt), desc(d.id)];

export function listCryptoDeposits(db: DbOrTx, f: ListCryptoDepositFilters): Promise<ListResponse<CryptoDeposit>> {
  return listRecords(db, f, {
    select: selectDeposits(db).$dynamic(),
    table: d,
    customers: { table: customers, on: eq(customers.id, d.customerId) },
    where: cryptoDepositFilters.where(f),
    orderBy: cryptoDepositOrder,
    map: toDeposit,
  });
}

export async function getCryptoDeposit(db: DbOrTx, id: string): Promise<CryptoDeposit> {
  const [row] = await selectDeposits(db).where(eq(d.id, id));
  if (!row) throw notFound('cryptoDeposit.notFound', 'Deposit');
  return toDeposit(row);
}

export async function getCryptoDeposits(db: DbOrTx, ids: string[]): Promise<CryptoDeposit[]> {
  if (ids.length === 0) return [];
  return (await selectDeposits(db).where(inArray(d.id, ids))).map(toDeposit);
}
