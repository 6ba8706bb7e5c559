import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';

/** Groups (roles) hold policies; an admin's policies are its groups' plus its own. */
export const accessGroups = pgTable(
  'access_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isBuiltin: boolean('is_builtin').notNull().default(false),
    /** Holds every policy, including ones added later. */
    isSuper: boolean('is_super').notNull().default(false),
    /** Members without 2FA can do nothing but set it up. */
    require2fa: boolean('require_2fa').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('access_groups_name_key').on(t.name)],
);

export const accessGroupPolicies = pgTable(
  'access_group_policies',
  {
    groupId: uuid('group_id').notNull().references(() => accessGroups.id, { onDelete: 'cascade' }),
    policy: text('policy').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.policy] })],
);

export const adminGroups = pgTable(
  'admin_groups',
  {
    adminId: uuid('admin_id').notNull().references(() => admins.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').notNull().references(() => accessGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.groupId] }), index('admin_groups_group_idx').on(t.groupId)],
);

export const adminPolicies = pgTable(
  'admin_policies',
  {
    adminId: uuid('admin_id').notNull().references(() => admins.id, { onDelete: 'cascade' }),
    policy: text('policy').notNull(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.policy] })],
);
