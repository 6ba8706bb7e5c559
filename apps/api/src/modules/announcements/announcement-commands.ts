import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AnnouncementStatus } from '@exchange/contract/announcements/announcement-rules';
import type { Announcement, AnnouncementAudience, createAnnouncementSchema, updateAnnouncementSchema } from '@exchange/contract/announcements/announcements';
import { type Actor, adminOf, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { conflict } from '../../platform/errors.ts';
import { announcementNotFound, getAnnouncement } from './announcement-queries.ts';
import { announcements as a } from './announcement-tables.ts';

type CreateInput = z.infer<typeof createAnnouncementSchema>;
type UpdateInput = z.infer<typeof updateAnnouncementSchema>;

/** The audience as its three columns (the unused ones empty). */
const audienceColumns = (audience: AnnouncementAudience) => ({
  audienceKind: audience.kind,
  audienceCountries: audience.kind === 'COUNTRIES' ? [...new Set(audience.countries)] : [],
  audienceKycLevels: audience.kind === 'KYC_LEVELS' ? [...new Set(audience.levels)].sort() : [],
});

const auditedFields = (input: UpdateInput) => ({ texts: input.texts, audience: input.audience, startsAt: input.startsAt, endsAt: input.endsAt });

/** A new announcement, a DRAFT: nobody sees it until it is published. */
export async function createAnnouncement(db: Db, input: CreateInput, actor: Actor): Promise<Announcement> {
  const adminId = adminOf(actor);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(a)
      .values({ channel: input.channel, texts: input.texts, ...audienceColumns(input.audience), startsAt: new Date(input.startsAt), endsAt: input.endsAt ? new Date(input.endsAt) : null, createdBy: adminId })
      .returning({ id: a.id });
    if (!row) throw new Error('announcement insert returned nothing');
    await writeAudit(tx, actor, { action: 'announcement.create', outcome: 'SUCCESS', targetType: 'announcement', targetId: row.id, after: { channel: input.channel, status: 'DRAFT', ...auditedFields(input) } });
    return row.id;
  });
  return getAnnouncement(db, id);
}

/** 404 when it does not exist, otherwise 409 naming the status it has and the one asked for. */
async function refuseTransition(db: DbOrTx, id: string, target: AnnouncementStatus | 'EDITED'): Promise<never> {
  const [row] = await db.select({ status: a.status }).from(a).where(eq(a.id, id));
  if (!row) throw announcementNotFound();
  const status = row.status as AnnouncementStatus;
  throw target === 'EDITED'
    ? conflict('announcement.wrongStatus', `the announcement is ${status}: only a DRAFT can be edited (unpublish it first)`, { status, target: 'DRAFT' })
    : conflict('announcement.wrongStatus', `the announcement is ${status}: it cannot become ${target}`, { status, target });
}

/** Replaces a draft's content, the row locked; a published one is unpublished first (409 otherwise). */
export async function updateAnnouncement(db: Db, id: string, input: UpdateInput, actor: Actor): Promise<Announcement> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select({ status: a.status }).from(a).where(eq(a.id, id)).for('update');
    if (locked?.status !== 'DRAFT') return refuseTransition(tx, id, 'EDITED');
    const before = await getAnnouncement(tx, id);
    await tx
      .update(a)
      .set({ texts: input.texts, ...audienceColumns(input.audience), startsAt: new Date(input.startsAt), endsAt: input.endsAt ? new Date(input.endsAt) : null, updatedAt: sql`now()` })
      .where(and(eq(a.id, id), eq(a.status, 'DRAFT')));
    await writeAudit(tx, actor, {
      action: 'announcement.update',
      outcome: 'SUCCESS',
      targetType: 'announcement',
      targetId: id,
      before: { texts: before.texts, audience: before.audience, startsAt: before.startsAt, endsAt: before.endsAt },
      after: auditedFields(input),
    });
  });
  return getAnnouncement(db, id);
}

const TRANSITIONS = {
  publish: { from: ['DRAFT'], to: 'PUBLISHED' },
  unpublish: { from: ['PUBLISHED'], to: 'DRAFT' },
  archive: { from: ['DRAFT', 'PUBLISHED'], to: 'ARCHIVED' },
} as const satisfies Record<string, { from: readonly AnnouncementStatus[]; to: AnnouncementStatus }>;
export type AnnouncementTransition = keyof typeof TRANSITIONS;

/**
 * Moves an announcement along its statuses in one guarded UPDATE (WHERE status IN the allowed
 * ones): of two admins publishing at once one does it, the other gets 409. Publishing one whose
 * end has passed is refused (it would never show), in the same statement.
 */
export async function moveAnnouncement(db: Db, id: string, transition: AnnouncementTransition, actor: Actor): Promise<Announcement> {
  const adminId = adminOf(actor);
  const { from, to } = TRANSITIONS[transition];
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ status: a.status, endsAt: a.endsAt }).from(a).where(eq(a.id, id));
    const published = to === 'PUBLISHED' ? { publishedBy: adminId, publishedAt: sql`now()` } : {};
    const [changed] = await tx
      .update(a)
      .set({ status: to, updatedAt: sql`now()`, ...published })
      .where(and(eq(a.id, id), inArray(a.status, [...from]), to === 'PUBLISHED' ? or(isNull(a.endsAt), sql`${a.endsAt} > now()`) : undefined))
      .returning({ id: a.id });
    if (!changed) {
      if (before && to === 'PUBLISHED' && before.status === 'DRAFT') throw conflict('announcement.endPassed', 'its end has passed: set a later end to publish it');
      return refuseTransition(tx, id, to);
    }
    await writeAudit(tx, actor, { action: `announcement.${transition}`, outcome: 'SUCCESS', targetType: 'announcement', targetId: id, before: { status: before?.status }, after: { status: to } });
  });
  return getAnnouncement(db, id);
}
