import { alias } from 'drizzle-orm/pg-core';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AnnouncementChannel, AnnouncementSchedule, AnnouncementStatus } from '@exchange/contract/announcements/announcement-rules';
import type { Announcement, AnnouncementAudience, listAnnouncementsQuerySchema } from '@exchange/contract/announcements/announcements';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { DbOrTx } from '../../platform/db/database.ts';
import { containing, defineFilters, listPage, sortBy } from '../../platform/db/list-query.ts';
import { notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { announcements as a } from './announcement-tables.ts';

type AnnouncementFilters = z.infer<typeof listAnnouncementsQuerySchema>;

export const announcementNotFound = () => notFound('announcement.notFound', 'Announcement');

const publisher = alias(admins, 'publisher');

function selectAnnouncements(db: DbOrTx) {
  return db
    .select({ row: a, creatorName: admins.name, publisherName: publisher.name })
    .from(a)
    .innerJoin(admins, eq(admins.id, a.createdBy))
    .leftJoin(publisher, eq(publisher.id, a.publishedBy))
    .$dynamic();
}

type AnnouncementRow = Awaited<ReturnType<typeof selectAnnouncements>>[number];

/** Where a published announcement stands at `now`. */
export function scheduleAt(startsAt: Date, endsAt: Date | null, now: Date): AnnouncementSchedule {
  if (now < startsAt) return 'SCHEDULED';
  return endsAt && now >= endsAt ? 'ENDED' : 'LIVE';
}

export function audienceOf(row: { audienceKind: string; audienceCountries: string[]; audienceKycLevels: number[] }): AnnouncementAudience {
  // Plain columns that only the API writes, through the contract's schema (and the table's CHECK).
  if (row.audienceKind === 'COUNTRIES') return { kind: 'COUNTRIES', countries: row.audienceCountries as Extract<AnnouncementAudience, { kind: 'COUNTRIES' }>['countries'] };
  if (row.audienceKind === 'KYC_LEVELS') return { kind: 'KYC_LEVELS', levels: row.audienceKycLevels as Extract<AnnouncementAudience, { kind: 'KYC_LEVELS' }>['levels'] };
  return { kind: 'ALL' };
}

function toAnnouncement({ row, creatorName, publisherName }: AnnouncementRow, now: Date): Announcement {
  const status = row.status as AnnouncementStatus;
  return {
    id: row.id,
    channel: row.channel as AnnouncementChannel,
    status,
    schedule: status === 'PUBLISHED' ? scheduleAt(row.startsAt, row.endsAt, now) : null,
    texts: row.texts,
    audience: audienceOf(row),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    createdBy: { id: row.createdBy, name: creatorName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedBy: row.publishedBy && publisherName ? { id: row.publishedBy, name: publisherName } : null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

const announcementFilters = defineFilters<AnnouncementFilters>({
  channel: (v) => eq(a.channel, v),
  status: (v) => eq(a.status, v),
  // Any language's title: the texts are a small JSON object, searched as its values.
  search: (v) => sql`exists (select 1 from jsonb_each(${a.texts}) as t(language, text) where t.text->>'title' ilike ${containing(v)})`,
});

/** Announcements or Mobile Announcement: one channel's announcements, 20 to a page by default (the spec's). */
export async function listAnnouncements(db: DbOrTx, f: AnnouncementFilters, now = new Date()): Promise<ListResponse<Announcement>> {
  const direction = f.order === 'asc' ? asc : desc;
  const list = await listPage(db, {
    select: selectAnnouncements(db),
    count: a,
    where: announcementFilters.where(f),
    orderBy: sortBy({ createdAt: [direction(a.createdAt), direction(a.id)], startsAt: [direction(a.startsAt), direction(a.id)] }, f.sort),
    page: f.page,
    limit: f.limit,
    withTotal: f.withTotal,
  });
  return { ...list, items: list.items.map((row) => toAnnouncement(row, now)) };
}

export async function getAnnouncement(db: DbOrTx, id: string, now = new Date()): Promise<Announcement> {
  const [row] = await selectAnnouncements(db).where(eq(a.id, id));
  if (!row) throw announcementNotFound();
  return toAnnouncement(row, now);
}
