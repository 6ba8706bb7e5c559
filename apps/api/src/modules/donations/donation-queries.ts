import { desc, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DonationCauseStatus } from '@exchange/contract/donations/donation-rules';
import type { Donation, DonationCause, listDonationCausesQuerySchema, listDonationsQuerySchema } from '@exchange/contract/donations/donations';
import type { Asset } from '@exchange/contract/fees/fee-rules';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { DbOrTx } from '../../platform/db/database.ts';
import { containing, defineFilters, listPage } from '../../platform/db/list-query.ts';
import { notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { trimAmount } from '../crypto/crypto-network-rules.ts';
import { customers } from '../customers/customer-tables.ts';
import { donationCauses as k, donations as d } from './donation-tables.ts';

type CauseFilters = z.infer<typeof listDonationCausesQuerySchema>;
export type DonationFilters = z.infer<typeof listDonationsQuerySchema>;

export const causeNotFound = () => notFound('donation.causeNotFound', 'Donation cause');

function totals(db: DbOrTx) {
  return db
    .select({
      causeId: d.causeId,
      raised: sql<string>`sum(${d.amount})::text`.as('raised'),
      donationCount: sql<number>`count(*)::int`.as('donation_count'),
      donorCount: sql<number>`count(distinct ${d.customerId})::int`.as('donor_count'),
    })
    .from(d)
    .groupBy(d.causeId)
    .as('totals');
}

function selectCauses(db: DbOrTx) {
  const t = totals(db);
  return db
    .select({
      id: k.id,
      name: k.name,
      description: k.description,
      asset: k.asset,
      target: k.target,
      raised: sql<string>`coalesce(${t.raised}, '0')`,
      donationCount: sql<number>`coalesce(${t.donationCount}, 0)`,
      donorCount: sql<number>`coalesce(${t.donorCount}, 0)`,
      status: k.status,
      closeReason: k.closeReason,
      closedAt: k.closedAt,
      createdBy: k.createdBy,
      creatorName: admins.name,
      createdAt: k.createdAt,
      updatedAt: k.updatedAt,
    })
    .from(k)
    .innerJoin(admins, eq(admins.id, k.createdBy))
    .leftJoin(t, eq(t.causeId, k.id))
    .$dynamic();
}

type CauseRow = Awaited<ReturnType<typeof selectCauses>>[number];

const toCause = (row: CauseRow): DonationCause => ({
  id: row.id,
  name: row.name,
  description: row.description,
  asset: row.asset as Asset,
  target: trimAmount(row.target),
  raised: trimAmount(row.raised),
  donationCount: row.donationCount,
  donorCount: row.donorCount,
  status: row.status as DonationCauseStatus,
  closeReason: row.closeReason,
  closedAt: row.closedAt?.toISOString() ?? null,
  createdBy: { id: row.createdBy, name: row.creatorName },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const causeFilters = defineFilters<CauseFilters>({
  search: (v) => ilike(k.name, containing(v)),
  status: (v) => eq(k.status, v),
});

/** Donations' causes, newest first, with what each raised (limit and page, as the spec has it). */
export async function listDonationCauses(db: DbOrTx, f: CauseFilters): Promise<ListResponse<DonationCause>> {
  const list = await listPage(db, { select: selectCauses(db), count: k, where: causeFilters.where(f), orderBy: [desc(k.createdAt), desc(k.id)], page: f.page, limit: f.limit, withTotal: f.withTotal });
  return { ...list, items: list.items.map(toCause) };
}

export async function getDonationCause(db: DbOrTx, id: string): Promise<DonationCause> {
  const [row] = await selectCauses(db).where(eq(k.id, id));
  if (!row) throw causeNotFound();
  return toCause(row);
}

export const donationFilters = defineFilters<DonationFilters>({
  causeId: (v) => eq(d.causeId, v),
  customerId: (v) => eq(d.customerId, v),
});
export const donationOrder = [desc(d.createdAt), desc(d.id)];

/** The donations, newest first. */
export async function listDonations(db: DbOrTx, f: DonationFilters): Promise<ListResponse<Donation>> {
  const list = await listPage(db, {
    select: db
      .select({
        id: d.id,
        causeId: d.causeId,
        causeName: k.name,
        customerId: d.customerId,
        customerName: customers.name,
        customerEmail: customers.email,
        asset: d.asset,
        amount: d.amount,
        ledgerEntryId: d.ledgerEntryId,
        createdAt: d.createdAt,
      })
      .from(d)
      .innerJoin(k, eq(k.id, d.causeId))
      .innerJoin(customers, eq(customers.id, d.customerId))
      .$dynamic(),
    count: d,
    where: donationFilters.where(f),
    orderBy: donationOrder,
    page: f.page,
    limit: f.limit,
    withTotal: f.withTotal,
  });
  return {
    ...list,
    items: list.items.map((row) => ({
      id: row.id,
      causeId: row.causeId,
      causeName: row.causeName,
      customer: { id: row.customerId, name: row.customerName, email: row.customerEmail },
      asset: row.asset as Asset,
      amount: trimAmount(row.amount),
      ledgerEntryId: row.ledgerEntryId,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
