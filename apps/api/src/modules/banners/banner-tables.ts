import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../../platform/db/bytea-column.ts';
import { admins } from '../auth/auth-tables.ts';

/**
 * Uploaded banner images, in the database so that every API instance serves them. Each row's
 * picture is immutable (a new picture is a new row), so its URL can be cached for good. An image no
 * banner uses is deleted by the clean-up job once a grace period has passed since its upload and
 * since a banner last let go of it (`detached_at`).
 */
export const bannerImages = pgTable(
  'banner_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: uuid('uploaded_by').notNull().references(() => admins.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a banner last stopped using it (replaced or deleted); null while no banner ever let go of it. */
    detachedAt: timestamp('detached_at', { withTimezone: true }),
  },
  (t) => [check('banner_images_type_check', sql`${t.contentType} in ('image/png', 'image/jpeg', 'image/webp')`)],
);

/** The app's banners: one language's carousel is its banners in `position` order. */
export const appBanners = pgTable(
  'app_banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    linkUrl: text('link_url').notNull(),
    position: integer('position').notNull(),
    state: text('state').notNull().default('ACTIVE'),
    imageId: uuid('image_id').notNull().references(() => bannerImages.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdBy: uuid('created_by').notNull().references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('app_banners_language_position_idx').on(t.language, t.position),
    check('app_banners_state_check', sql`${t.state} in ('ACTIVE', 'INACTIVE')`),
    check('app_banners_link_check', sql`${t.linkUrl} like 'https://%'`),
    check('app_banners_schedule_check', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);
