import { asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BankAccount, BankAccountFilters } from '@exchange/contract/bank-accounts/bank-accounts';
import type { BankAccountStatus } from '@exchange/contract/bank-accounts/bank-account-statuses';
import { namesMatch } from '@exchange/contract/kyc/name-match';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { DbOrTx } from '../../platform/db/database.ts';
import { iso } from '../../platform/db/list-helpers.ts';
import { containing, defineFilters, listPage } from '../../platform/db/list-query.ts';
import { notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { kycRequests } from '../kyc/kyc-tables.ts';
import { customerBankAccounts as b } from './bank-account-tables.ts';

const decider = alias(admins, 'decider');

/** The name the customer proved: the latest approved KYC request's, or the profile's before any. */
export const kycNameOf = sql<string>`coalesce((select ${kycRequests.fullName} from ${kycRequests}
  where ${kycRequests.customerId} = ${b.customerId} and ${kycRequests.status} = 'APPROVED'
  order by ${kycRequests.decidedAt} desc nulls last, ${kycRequests.submittedAt} desc limit 1), ${customers.name})`;

const columns = {
  id: b.id,
  customerId: b.customerId,
  customerName: customers.name,
  customerEmail: customers.email,
  kycName: kycNameOf,
  holderName: b.holderName,
  bankName: b.bankName,
  accountNumber: b.accountNumber,
  country: b.country,
  currency: b.currency,
  status: b.status,
  rejectReason: b.rejectReason,
  decidedBy: b.decidedBy,
  deciderName: decider.name,
  decidedAt: b.decidedAt,
  createdAt: b.createdAt,
};

const selectAccounts = (db: DbOrTx) => db.select(columns).from(b).innerJoin(customers, eq(customers.id, b.customerId)).leftJoin(decider, eq(decider.id, b.decidedBy));
type Row = Awaited<ReturnType<typeof selectAccounts>>[number];

const toAccount = (row: Row): BankAccount => ({
  id: row.id,
  customer: { id: row.customerId, name: row.customerName, email: row.customerEmail },
  kycName: row.kycName,
  holderMismatch: !namesMatch(row.holderName, row.kycName),
  holderName: row.holderName,
  bankName: row.bankName,
  accountNumber: row.accountNumber,
  country: row.country,
  currency: row.currency,
  status: row.status as BankAccountStatus,
  rejectReason: row.rejectReason,
  decidedBy: row.decidedBy ? { id: row.decidedBy, name: row.deciderName ?? '' } : null,
  decidedAt: iso(row.decidedAt),
  createdAt: row.createdAt.toISOString(),
});

export const bankAccountFilters = defineFilters<BankAccountFilters>({
  status: (v) => eq(b.status, v),
  customerId: (v) => eq(b.customerId, v),
  country: (v) => eq(b.country, v),
  search: (v) =>
    or(
      inArray(b.customerId, sql`(select ${customers.id} from ${customers} where ${customers.email} ilike ${containing(v)} or ${customers.name} ilike ${containing(v)})`),
      ilike(b.holderName, containing(v)),
      ilike(b.accountNumber, containing(v)),
    ),
});

/** PENDING is a queue (oldest first); the other statuses and all of them read newest first. */
export async function listBankAccounts(db: DbOrTx, f: BankAccountFilters & { page: number; limit: number; withTotal: boolean }): Promise<ListResponse<BankAccount>> {
  const direction = f.status === 'PENDING' ? asc : desc;
  const list = await listPage(db, {
    select: selectAccounts(db).$dynamic(),
    count: b,
    where: bankAccountFilters.where(f),
    orderBy: [direction(b.createdAt), direction(b.id)],
    page: f.page,
    limit: f.limit,
    withTotal: f.withTotal,
  });
  return { ...list, items: list.items.map(toAccount) };
}

export async function getBankAccount(db: DbOrTx, id: string): Promise<BankAccount> {
  const [row] = await selectAccounts(db).where(eq(b.id, id));
  if (!row) throw notFound('bankAccount.notFound', 'Bank account');
  return toAccount(row);
}
