import { bigserial, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';

/** A country an admin changed; a country without a row is allowed for everything. */
export const countryControls = pgTable('country_controls', {
  country: text('country').primaryKey(),
  signUpAllowed: boolean('sign_up_allowed').notNull().default(true),
  depositAllowed: boolean('deposit_allowed').notNull().default(true),
  withdrawalAllowed: boolean('withdrawal_allowed').notNull().default(true),
  updatedBy: uuid('updated_by').references(() => admins.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});

/** Every switch turned: who, when, which operation, before and after. Append-only. */
export const countryControlChanges = pgTable(
  'country_control_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    country: text('country').notNull(),
    operation: text('operation').notNull(),
    before: boolean('before').notNull(),
    after: boolean('after').notNull(),
    adminId: uuid('admin_id').notNull().references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('country_control_changes_created_idx').on(t.createdAt.desc(), t.id.desc()), index('country_control_changes_country_idx').on(t.country, t.createdAt.desc())],
);
