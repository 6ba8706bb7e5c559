import { and, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Dispute, DisputeDetail, PartyRecord, listDisputesQuerySchema } from '@exchange/contract/p2p/disputes';
import { OPEN_DISPUTE_STATUSES } from '@exchange/contract/p2p/disputes';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { iso } from '../../../platform/db/list-helpers.ts';
import { defineFilters, listPage, sortBy } from '../../../platform/db/list-query.ts';
import { notFound } from '../../../platform/errors.ts';
import { admins } from '../../auth/auth-tables.ts';
import { customers } from '../../customers/customer-tables.ts';
import { merchants } from '../merchants/merchant-tables.ts';
import { getOrderByNumber } from '../orders/order-queries.ts';
import { p2pOrders } from '../orders/order-tables.ts';
import { disputeNotes, orderDisputes as d } from './dispute-tables.ts';

const isOpen = inArray(d.status, [...OPEN_DISPUTE_STATUSES]);
export const resolver = alias(admins, 'resolver');

function disputeColumns(slaMs: number) {
  const slaInterval = `${Math.round(slaMs / 1000)} seconds`;
  return {
    id: d.id,
    orderNumber: d.orderNumber,
    status: d.status,
    openedBy: d.openedBy,
    reason: d.reason,
    assigneeId: d.assigneeId,
    assigneeName: admins.name,
    reasonCode: d.reasonCode,
    resolvedBy: d.resolvedBy,
    resolvedByName: resolver.name,
    resolvedAt: d.resolvedAt,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
    ageSeconds: sql<number>`extract(epoch from (coalesce(${d.resolvedAt}, now()) - ${d.createdAt}))::int`,
    slaBreached: sql<boolean>`(${d.status} in ('OPEN', 'IN_REVIEW') and ${d.createdAt} < now() - ${slaInterval}::interval)`,
    fiatAmount: p2pOrders.fiatAmount,
    fiat: p2pOrders.fiat,
    coin: p2pOrders.coin,
    cryptoAmount: p2pOrders.cryptoAmount,
  };
}

const selectDisputes = (db: DbOrTx, slaMs: number) =>
  db.select(disputeColumns(slaMs)).from(d).innerJoin(p2pOrders, eq(p2pOrders.id, d.orderId))
    .leftJoin(admins, eq(admins.id, d.assigneeId)).leftJoin(resolver, eq(resolver.id, d.resolvedBy));
type Row = Awaited<ReturnType<typeof selectDisputes>>[number];

const toDispute = (r: Row): Dispute => ({
  ...r,
  status: r.status as Dispute['status'],
  openedBy: r.openedBy as Dispute['openedBy'],
  reasonCode: r.reasonCode as Dispute['reasonCode'],
  resolvedAt: iso(r.resolvedAt),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export type ListDisputesFilters = z.infer<typeof listDisputesQuerySchema>;
type ListQuery = ListDisputesFilters;

export const disputeFilters = defineFilters<ListQuery>({
  status: (v) => (v === 'ACTIVE' ? isOpen : v === 'ALL' ? undefined : eq(d.status, v)),
  assigneeId: (v) => (v === 'none' ? isNull(d.assigneeId) : eq(d.assigneeId, v)),
  customerId: (v) => sql`${d.orderId} in (select ${p2pOrders.id} from ${p2pOrders} where ${p2pOrders.customerId} = ${v})`,
  minAgeHours: (v) => sql`${d.createdAt} <= now() - ${`${v} hours`}::interval`,
});

const disputeSorts = (slaMs: number) => ({
  slaFirst: [sql`(${d.status} in ('OPEN', 'IN_REVIEW') and ${d.createdAt} < now() - ${`${Math.round(slaMs / 1000)} seconds`}::interval) desc`, d.createdAt, d.id],
  oldest: [d.createdAt, d.id],
  newest: [desc(d.createdAt), desc(d.id)],
});

export async function listDisputes(db: DbOrTx, q: ListQuery, slaMs: number) {
  const list = await listPage(db, {
    select: selectDisputes(db, slaMs).$dynamic(),
    count: d,
    where: disputeFilters.where(q),
    orderBy: sortBy(disputeSorts(slaMs), q.sort),
    page: q.page,
    limit: q.limit,
    withTotal: q.withTotal,
  });
  return { ...list, items: list.items.map(toDispute), slaHours: slaMs / 3_600_000 };
}

export async function getDispute(db: DbOrTx, orderNumber: string, slaMs: number): Promise<Dispute> {
  const [row] = await selectDisputes(db, slaMs).where(eq(d.orderNumber, orderNumber));
  if (!row) throw notFound('dispute.notFound', 'Dispute');
  return toDispute(row);
}

/** Track record of one side of an order: how it trades and how its earlier disputes ended. */
async function partyRecord(
  db: DbOrTx,
  party: { kind: 'CUSTOMER' | 'MERCHANT'; id: string; role: 'BUYER' | 'SELLER' },
  current: { id: string; openedAt: Date },
): Promise<PartyRecord> {
  const ownerColumn = party.kind === 'CUSTOMER' ? p2pOrders.customerId : p2pOrders.merchantId;
  const [profile] = party.kind === 'CUSTOMER'
    ? await db.select({ name: customers.name, email: customers.email, createdAt: customers.createdAt }).from(customers).where(eq(customers.id, party.id))
    : await db.select({ name: merchants.name, email: merchants.email, createdAt: merchants.createdAt }).from(merchants).where(eq(merchants.id, party.id));
  if (!profile) throw notFound('dispute.partyNotFound', 'Party');
  const [tally] = await db
    .select({
      completed: sql<number>`count(*) filter (where ${p2pOrders.status} = 'COMPLETED')::int`,
      cancelled: sql<number>`count(*) filter (where ${p2pOrders.status} = 'CANCELLED')::int`,
    })
    .from(p2pOrders)
    .where(eq(ownerColumn, party.id));
  const earlier = await db
    .select({ orderNumber: d.orderNumber, status: d.status, createdAt: d.createdAt, side: p2pOrders.side })
    .from(d)
    .innerJoin(p2pOrders, eq(p2pOrders.id, d.orderId))
    .where(and(eq(ownerColumn, party.id), ne(d.id, current.id), lt(d.createdAt, current.openedAt)))
    .orderBy(desc(d.createdAt))
    .limit(10);
  const completed = tally?.completed ?? 0;
  const finished = completed + (tally?.cancelled ?? 0);
  return {
    role: party.role,
    kind: party.kind,
    id: party.id,
    name: profile.name,
    email: profile.email,
    accountCreatedAt: profile.createdAt.toISOString(),
    completedOrders: completed,
    completionRate: finished === 0 ? null : completed / finished,
    earlierDisputes: earlier.map((e) => {
      // The customer buys in a BUY order; the merchant buys in a SELL order.
      const wasBuyer = (e.side === 'BUY') === (party.kind === 'CUSTOMER');
      const won = e.status === 'RESOLVED_BUYER' ? wasBuyer : e.status === 'RESOLVED_SELLER' ? !wasBuyer : null;
      return { orderNumber: e.orderNumber, status: e.status as Dispute['status'], createdAt: e.createdAt.toISOString(), wonByThisParty: won };
    }),
  };
}

export async function getDisputeDetail(db: DbOrTx, orderNumber: string, slaMs: number): Promise<DisputeDetail> {
  const dispute = await getDispute(db, orderNumber, slaMs);
  const order = await getOrderByNumber(db, orderNumber);
  const customerRole = order.side === 'BUY' ? 'BUYER' : 'SELLER';
  const merchantRole = customerRole === 'BUYER' ? 'SELLER' : 'BUYER';
  // Earlier means opened before this one: a later dispute of the same party is no track record.
  const current = { id: dispute.id, openedAt: new Date(dispute.createdAt) };
  const [customerRecord, merchantRecord, notes] = await Promise.all([
    partyRecord(db, { kind: 'CUSTOMER', id: order.customerId, role: customerRole }, current),
    partyRecord(db, { kind: 'MERCHANT', id: order.merchantId, role: merchantRole }, current),
    db
      .select({ id: disputeNotes.id, authorId: disputeNotes.authorId, authorName: admins.name, body: disputeNotes.body, createdAt: disputeNotes.createdAt })
      .from(disputeNotes)
      .innerJoin(admins, eq(admins.id, disputeNotes.authorId))
      .where(eq(disputeNotes.disputeId, dispute.id))
      .orderBy(disputeNotes.createdAt, disputeNotes.id),
  ]);
  return {
    dispute,
    order,
    buyer: customerRole === 'BUYER' ? customerRecord : merchantRecord,
    seller: customerRole === 'SELLER' ? customerRecord : merchantRecord,
    notes: notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
  };
}
