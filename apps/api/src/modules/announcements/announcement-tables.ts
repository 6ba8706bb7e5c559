import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AnnouncementTexts } from '@exchange/contract/announcements/announcements';
import { admins } from '../auth/auth-tables.ts';

/**
 * Announcements to customers, in the web app's list (WEB) or the phone app (MOBILE); see
 * ANNOUNCEMENT_STATUSES. The texts are one JSON object by language ({ en: { title, body } }), written
 * whole through the contract's schema. The audience is ALL, some countries or some KYC levels.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    status: text('status').notNull().default('DRAFT'),
    texts: jsonb('texts').$type<AnnouncementTexts>().notNull(),
    audienceKind: text('audience_kind').notNull().default('ALL'),
    audienceCountries: text('audience_countries').array().notNull().default(sql`'{}'::text[]`),
    audienceKycLevels: smallint('audience_kyc_levels').array().notNull().default(sql`'{}'::smallint[]`),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdBy: uuid('created_by').notNull().references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: uuid('published_by').references(() => admins.id),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    index('announcements_channel_created_idx').on(t.channel, t.createdAt.desc(), t.id.desc()),
    check('announcements_channel_check', sql`${t.channel} in ('WEB', 'MOBILE')`),
    check('announcements_status_check', sql`${t.status} in ('DRAFT', 'PUBLISHED', 'ARCHIVED')`),
    check('announcements_audience_check', sql`${t.audienceKind} in ('ALL', 'COUNTRIES', 'KYC_LEVELS')`),
    check('announcements_texts_check', sql`jsonb_typeof(${t.texts}) = 'object' and ${t.texts} <> '{}'::jsonb`),
    check('announcements_schedule_check', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);
