import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AddLeadNote, AssignLead, ConvertLeadResult, CreateLead, Lead, LeadNote, MoveLead } from '@exchange/contract/leads/leads';
import { LEAD_CONVERTIBLE_FROM, LEAD_TRANSITIONS, canMoveLead, type LeadStatus } from '@exchange/contract/leads/lead-rules';
import type { Db } from '@exchange/api/src/platform/db/database.ts';
import { type Actor, adminOf, writeAudit } from '@exchange/api/src/platform/audit/write-audit.ts';
import { badField, conflict, conflictOn } from '@exchange/api/src/platform/errors.ts';
import { isUniqueViolation } from '@exchange/api/src/platform/db/unique-violation.ts';
import { admins } from '@exchange/api/src/modules/auth/auth-tables.ts';
import { customers } from '@exchange/api/src/modules/customers/customer-tables.ts';
import { getLead } from './lead-queries.ts';
import { leadNotes, leads as l } from './leads-tables.ts';

const emailTaken = () => conflictOn('email', 'lead.emailTaken', 'another lead has this e-mail');

export async function createLead(db: Db, input: CreateLead & { email: string }, actor: Actor): Promise<Lead> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(l)
        .values({ name: input.name, email: input.email, phone: input.phone ?? null, country: input.country, company: input.company ?? null, source: input.source, createdBy: adminOf(actor) })
        .returning({ id: l.id });
      if (!row) throw new Error('lead insert returned nothing');
      const lead = await getLead(tx, row.id);
      await writeAudit(tx, actor, { action: 'leads.create', outcome: 'SUCCESS', targetType: 'lead', targetId: lead.id, after: lead });
      return lead;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** 409 naming the lead's status when `from` no longer holds (another admin moved it first). */
function refuseMove(current: LeadStatus): never {
  if (current === 'CONVERTED') throw conflict('lead.alreadyConverted', 'The lead was converted into a customer already');
  throw conflict('lead.transitionNotAllowed', `The lead is ${current}: it cannot make this move`, { status: current });
}

/** One step along the pipeline, guarded by the status the lead had when the step was checked. */
export async function moveLead(db: Db, leadId: string, move: MoveLead, actor: Actor): Promise<Lead> {
  return db.transaction(async (tx) => {
    const before = await getLead(tx, leadId);
    if (!canMoveLead(before.status, move.status)) refuseMove(before.status);
    const changed = await tx
      .update(l)
      .set({ status: move.status, lostReason: move.status === 'LOST' ? (move.reason ?? null) : null, statusChangedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(l.id, leadId), eq(l.status, before.status)))
      .returning({ id: l.id });
    if (changed.length === 0) refuseMove((await getLead(tx, leadId)).status);
    const after = await getLead(tx, leadId);
    await writeAudit(tx, actor, {
      action: `leads.move.${move.status.toLowerCase()}`,
      outcome: 'SUCCESS',
      targetType: 'lead',
      targetId: leadId,
      before: { status: before.status },
      after: { status: after.status, lostReason: after.lostReason },
      detail: move.reason,
    });
    return after;
  });
}

/** Gives the lead to an active admin, or to nobody; a final lead keeps its owner. */
export async function assignLead(db: Db, leadId: string, body: AssignLead, actor: Actor): Promise<Lead> {
  return db.transaction(async (tx) => {
    const before = await getLead(tx, leadId);
    if (body.ownerId) {
      const [admin] = await tx.select({ id: admins.id }).from(admins).where(and(eq(admins.id, body.ownerId), eq(admins.isActive, true)));
      if (!admin) throw badField('ownerId', 'lead.ownerNotFound', 'is not an active admin');
    }
    const open = Object.entries(LEAD_TRANSITIONS).filter(([, next]) => next.length > 0).map(([status]) => status);
    const changed = await tx
      .update(l)
      .set({ ownerId: body.ownerId, updatedAt: sql`now()` })
      .where(and(eq(l.id, leadId), inArray(l.status, open)))
      .returning({ id: l.id });
    if (changed.length === 0) refuseMove((await getLead(tx, leadId)).status);
    const after = await getLead(tx, leadId);
    await writeAudit(tx, actor, { action: 'leads.assign', outcome: 'SUCCESS', targetType: 'lead', targetId: leadId, before: { owner: before.owner }, after: { owner: after.owner } });
    return after;
  });
}

/** Appends a note to the lead's thread (any status: a lost lead may still be written about). */
export async function addLeadNote(db: Db, body: AddLeadNote, actor: Actor): Promise<LeadNote> {
  return db.transaction(async (tx) => {
    await getLead(tx, body.leadId);
    const authorId = adminOf(actor);
    const [row] = await tx.insert(leadNotes).values({ leadId: body.leadId, body: body.body, authorId }).returning();
    if (!row) throw new Error('note insert returned nothing');
    await tx.update(l).set({ updatedAt: sql`now()` }).where(eq(l.id, body.leadId));
    const [me] = await tx.select({ name: admins.name }).from(admins).where(eq(admins.id, authorId));
    await writeAudit(tx, actor, { action: 'leads.note', outcome: 'SUCCESS', targetType: 'lead', targetId: body.leadId, after: { noteId: row.id, body: row.body } });
    return { id: row.id, leadId: row.leadId, body: row.body, author: { id: authorId, name: me?.name ?? '' }, createdAt: row.createdAt.toISOString() };
  });
}

/**
 * Opens a PENDING customer account from a qualified lead, in the same transaction as the lead's
 * move to CONVERTED: both happen or neither. A second conversion (a double click, two admins) finds
 * the lead CONVERTED and is refused, so one lead never opens two accounts.
 */
export async function convertLead(db: Db, leadId: string, actor: Actor): Promise<ConvertLeadResult> {
  try {
    return await db.transaction(async (tx) => {
      const before = await getLead(tx, leadId);
      if (before.status === 'CONVERTED') refuseMove(before.status);
      if (!LEAD_CONVERTIBLE_FROM.includes(before.status)) {
        throw conflict('lead.notQualified', `The lead is ${before.status}: only a QUALIFIED lead becomes a customer`, { status: before.status });
      }
      const [taken] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.email, before.email));
      if (taken) throw conflictOn('email', 'lead.customerEmailTaken', 'a customer has this e-mail already');
      const [customer] = await tx
        .insert(customers)
        .values({ email: before.email, name: before.name, country: before.country, phone: before.phone, state: 'PENDING' })
        .returning({ id: customers.id });
      if (!customer) throw new Error('customer insert returned nothing');
      const changed = await tx
        .update(l)
        .set({ status: 'CONVERTED', customerId: customer.id, statusChangedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(l.id, leadId), eq(l.status, before.status)))
        .returning({ id: l.id });
      if (changed.length === 0) refuseMove((await getLead(tx, leadId)).status);
      const lead = await getLead(tx, leadId);
      await writeAudit(tx, actor, {
        action: 'leads.convert',
        outcome: 'SUCCESS',
        targetType: 'lead',
        targetId: leadId,
        before: { status: before.status },
        after: { status: lead.status, customerId: customer.id },
        // The row shows on the new customer's timeline too: where the account came from.
        customerId: customer.id,
      });
      return { lead, customerId: customer.id };
    });
  } catch (error) {
    // Two conversions at once: the loser's customer insert meets the winner's e-mail.
    if (isUniqueViolation(error)) {
      const now = await getLead(db, leadId);
      if (now.status === 'CONVERTED') refuseMove(now.status);
      throw conflictOn('email', 'lead.customerEmailTaken', 'a customer has this e-mail already');
    }
    throw error;
  }
}
