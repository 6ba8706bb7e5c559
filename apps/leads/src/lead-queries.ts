import { asc, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Lead, LeadList, LeadNote, listLeadsQuerySchema } from '@exchange/contract/leads/leads';
import type { LeadSource, LeadStatus } from '@exchange/contract/leads/lead-rules';
import type { DbOrTx } from '@exchange/api/src/platform/db/database.ts';
import { checkDateRange, createdWithin } from '@exchange/api/src/platform/db/list-helpers.ts';
import { containing, defineFilters, escapeLike, listPage } from '@exchange/api/src/platform/db/list-query.ts';
import { notFound } from '@exchange/api/src/platform/errors.ts';
import { admins } from '@exchange/api/src/modules/auth/auth-tables.ts';
import { leadNotes, leads as l } from './leads-tables.ts';

export type LeadFilters = z.infer<typeof listLeadsQuerySchema>;

export const owner = alias(admins, 'lead_owner');
const author = alias(admins, 'note_author');

/** Notes are few per lead: counted where they are read, no counter to keep in step. */
const notesCount = sql<number>`(select count(*)::int from ${leadNotes} where ${leadNotes.leadId} = ${l.id})`;

export const leadColumns = {
  id: l.id,
  name: l.name,
  email: l.email,
  phone: l.phone,
  country: l.country,
  company: l.company,
  source: l.source,
  status: l.status,
  lostReason: l.lostReason,
  ownerId: l.ownerId,
  ownerName: owner.name,
  customerId: l.customerId,
  notesCount,
  createdAt: l.createdAt,
  updatedAt: l.updatedAt,
  statusChangedAt: l.statusChangedAt,
};

export const selectLeads = (db: DbOrTx) => db.select(leadColumns).from(l).leftJoin(owner, eq(owner.id, l.ownerId));
type LeadRow = Awaited<ReturnType<typeof selectLeads>>[number];

export const toLead = (row: LeadRow): Lead => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  country: row.country,
  company: row.company,
  source: row.source as LeadSource,
  status: row.status as LeadStatus,
  lostReason: row.lostReason,
  owner: row.ownerId ? { id: row.ownerId, name: row.ownerName ?? '' } : null,
  customerId: row.customerId,
  notesCount: row.notesCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  statusChangedAt: row.statusChangedAt.toISOString(),
});

/** The search box: a name by any part, an e-mail or a phone number from its start. */
const searchLeads = (text: string) => {
  const start = `${escapeLike(text.toLowerCase())}%`;
  return or(ilike(l.name, containing(text)), sql`${l.email} like ${start}`, sql`${l.phone} like ${start}`);
};

export const leadFilters = defineFilters<LeadFilters>({
  status: (v) => eq(l.status, v),
  ownerId: (v) => (v === 'none' ? isNull(l.ownerId) : eq(l.ownerId, v)),
  source: (v) => eq(l.source, v),
  ...createdWithin(l.createdAt),
  search: (v) => searchLeads(v),
});

const leadSorts = {
  createdAt: { asc: [asc(l.createdAt), asc(l.id)], desc: [desc(l.createdAt), desc(l.id)] },
  updatedAt: { asc: [asc(l.updatedAt), asc(l.id)], desc: [desc(l.updatedAt), desc(l.id)] },
  name: { asc: [asc(l.name), asc(l.id)], desc: [desc(l.name), desc(l.id)] },
  status: { asc: [asc(l.status), desc(l.createdAt), desc(l.id)], desc: [desc(l.status), desc(l.createdAt), desc(l.id)] },
};

/** The contract's enum has checked the sort key and the direction already. */
export const leadOrder = (f: Pick<LeadFilters, 'sort' | 'order'>) => leadSorts[f.sort][f.order];

export async function listLeads(db: DbOrTx, f: LeadFilters): Promise<LeadList> {
  checkDateRange(f);
  const page = await listPage(db, {
    select: selectLeads(db).$dynamic(),
    count: l,
    where: leadFilters.where(f),
    orderBy: leadOrder(f),
    page: f.page,
    limit: f.limit,
    withTotal: f.withTotal,
  });
  return { ...page, items: page.items.map(toLead) };
}

export async function getLead(db: DbOrTx, leadId: string): Promise<Lead> {
  const [row] = await selectLeads(db).where(eq(l.id, leadId));
  if (!row) throw notFound('lead.notFound', 'Lead');
  return toLead(row);
}

/** The thread oldest first, as it was written. */
export async function listLeadNotes(db: DbOrTx, leadId: string): Promise<{ items: LeadNote[] }> {
  await getLead(db, leadId);
  const rows = await db
    .select({ id: leadNotes.id, leadId: leadNotes.leadId, body: leadNotes.body, authorId: leadNotes.authorId, authorName: author.name, createdAt: leadNotes.createdAt })
    .from(leadNotes)
    .innerJoin(author, eq(author.id, leadNotes.authorId))
    .where(eq(leadNotes.leadId, leadId))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
  return {
    items: rows.map((r) => ({ id: r.id, leadId: r.leadId, body: r.body, author: { id: r.authorId, name: r.authorName }, createdAt: r.createdAt.toISOString() })),
  };
}

/** The admins a lead can be given to: the active ones, by name. */
export async function listLeadOwners(db: DbOrTx) {
  const rows = await db.select({ id: admins.id, name: admins.name }).from(admins).where(eq(admins.isActive, true)).orderBy(asc(admins.name), asc(admins.id));
  return { items: rows };
}
