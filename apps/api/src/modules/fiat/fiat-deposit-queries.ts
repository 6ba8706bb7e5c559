import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { FiatDeposit, FiatDepositMatch, listFiatDepositsQuerySchema } from '@exchange/contract/fiat/fiat-deposits';
import { compareDecimal } from '@exchange/contract/p2p/money-rules';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { DbOrTx } from '../../platform/db/database.ts';
import { createdWithin, isId, iso, listRecords, personOf } from '../../platform/db/list-helpers.ts';
import { containing, defineFilters } from '../../platform/db/list-query.ts';
import { notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { fiatDeposits as d } from './fiat-tables.ts';

export type ListFiatDepositFilters = z.infer<typeof listFiatDepositsQuerySchema>;

export const depositEnterer = alias(admins, 'enterer');
export const depositDecider = alias(admins, 'decider');

const columns = {
  id: d.id,
  depositNumber: d.depositNumber,
  customerId: d.customerId,
  customerName: customers.name,
  customerEmail: customers.email,
  customerKycLevel: customers.kycLevel,
  method: d.method,
  currency: d.currency,
  amount: d.amount,
  reference: d.reference,
  senderName: d.senderName,
  status: d.status,
  enteredBy: d.enteredBy,
  entererName: depositEnterer.name,
  note: d.note,
  statementReference: d.statementReference,
  rejectReason: d.rejectReason,
  decidedBy: d.decidedBy,
  deciderName: depositDecider.name,
  decidedAt: d.decidedAt,
  ledgerEntryId: d.ledgerEntryId,
  createdAt: d.createdAt,
};

export const selectDeposits = (db: DbOrTx) =>
  db
    .select(columns)
    .from(d)
    .innerJoin(customers, eq(customers.id, d.customerId))
    .leftJoin(depositEnterer, eq(depositEnterer.id, d.enteredBy))
    .leftJoin(depositDecider, eq(depositDecider.id, d.decidedBy));
type Row = Awaited<ReturnType<typeof selectDeposits>>[number];

const toDeposit = (r: Row): FiatDeposit => ({
  id: r.id,
  depositNumber: r.depositNumber,
  customer: { id: r.customerId, name: r.customerName, email: r.customerEmail, kycLevel: r.customerKycLevel },
  method: r.method as FiatDeposit['method'],
  currency: r.currency as FiatDeposit['currency'],
  amount: r.amount,
  reference: r.reference,
  senderName: r.senderName,
  status: r.status as FiatDeposit['status'],
  enteredBy: personOf(r.enteredBy, r.entererName),
  note: r.note,
  statementReference: r.statementReference,
  rejectReason: r.rejectReason,
  decidedBy: personOf(r.decidedBy, r.deciderName),
  decidedAt: iso(r.decidedAt),
  ledgerEntryId: r.ledgerEntryId,
  createdAt: r.createdAt.toISOString(),
});

/** The list's filters, declared once: the page, its total and the CSV export use them. */
export const fiatDepositFilters = defineFilters<ListFiatDepositFilters>({
  status: (v) => eq(d.status, v),
  method: (v) => eq(d.method, v),
  currency: (v) => eq(d.currency, v),
  customerId: (v) => eq(d.customerId, v),
  // The value is looked for in the field the key names; without a key, in the reference.
  value: (v, f) => {
    switch (f.key ?? 'reference') {
      case 'reference':
        return ilike(d.reference, containing(v));
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

export const depositOrder = [desc(d.createdAt), desc(d.id)];

export function listFiatDeposits(db: DbOrTx, f: ListFiatDepositFilters): Promise<ListResponse<FiatDeposit>> {
  return listRecords(db, f, {
    select: selectDeposits(db).$dynamic(),
    table: d,
    customers: { table: customers, on: eq(customers.id, d.customerId) },
    where: fiatDepositFilters.where(f),
    orderBy: depositOrder,
    map: toDeposit,
  });
}

export async function getFiatDeposit(db: DbOrTx, id: string): Promise<FiatDeposit> {
  const [row] = await selectDeposits(db).where(eq(d.id, id));
  if (!row) throw notFound('fiatDeposit.notFound', 'Deposit');
  return toDeposit(row);
}

/**
 * The pending deposits a line of the exchange's statement may be: the same currency, and the same
 * reference or the same amount (a customer who mistyped the reference still paid the amount). Both
 * matching first, then by reference, then the oldest.
 */
export async function matchFiatDeposits(db: DbOrTx, line: { reference: string; amount: string; currency: string }): Promise<FiatDepositMatch[]> {
  const referenceMatches = sql<boolean>`(upper(${d.reference}) = upper(${line.reference}))`;
  const amountMatches = sql<boolean>`(${d.amount} = ${line.amount}::numeric)`;
  const rows = await selectDeposits(db)
    .where(and(eq(d.status, 'PENDING'), eq(d.currency, line.currency), sql`(${referenceMatches} or ${amountMatches})`))
    .orderBy(desc(sql`${referenceMatches} and ${amountMatches}`), desc(referenceMatches), d.createdAt)
    .limit(20);
  return rows.map((r) => {
    const deposit = toDeposit(r);
    return { deposit, referenceMatches: deposit.reference.toUpperCase() === line.reference.toUpperCase(), amountMatches: compareDecimal(deposit.amount, line.amount) === 0 };
  });
}
