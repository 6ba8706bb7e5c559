import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';

/** A list's filters and columns saved under a name by an admin, optionally shared with its groups. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull().references(() => admins.id, { onDelete: 'cascade' }),
    listKey: text('list_key').notNull(),
    name: text('name').notNull(),
    query: text('query').notNull(),
    columns: text('columns').array().notNull().default(sql`'{}'::text[]`),
    sharedGroupIds: uuid('shared_group_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_views_owner_list_name_key').on(t.ownerId, t.listKey, sql`lower(${t.name})`),
    // The views shared with a group: "which of these arrays holds one of my groups".
    index('saved_views_shared_groups_idx').using('gin', t.sharedGroupIds),
  ],
);
