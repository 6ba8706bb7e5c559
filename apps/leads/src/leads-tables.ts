import { sql } from 'drizzle-orm';
import { check, index, pgSchema, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from '@exchange/api/src/modules/auth/auth-tables.ts';
import { customers } from '@exchange/api/src/modules/customers/customer-tables.ts';

/** The leads service keeps its rows in a schema of its own; it reads the admin API's admins and customers. */
export const leadsSchema = pgSchema('leads');

/**
 * People who may become customers, worked through a pipeline (see the contract's lead-rules). A
 * converted lead names the customer it became; a lost one says why.
 */
export const leads = leadsSchema.table(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    country: text('country').notNull(),
    company: text('company'),
    source: text('source').notNull(),
    status: text('status').notNull().default('NEW'),
    lostReason: text('lost_reason'),
    ownerId: uuid('owner_id').references(() => admins.id),
    customerId: uuid('customer_id').references(() => customers.id),
    createdBy: uuid('created_by').references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leads_email_key').on(t.email),
    check('leads_status_check', sql`${t.status} in ('NEW', 'CONTACTED', 'QUALIFIED', 'CONVERTED', 'LOST')`),
    check('leads_source_check', sql`${t.source} in ('WEBSITE', 'REFERRAL', 'EVENT', 'SOCIAL', 'PARTNER', 'OTHER')`),
    // A lost lead says why; a converted one names its customer, and only a converted one does.
    check('leads_lost_reason_check', sql`${t.status} <> 'LOST' or ${t.lostReason} is not null`),
    check('leads_customer_check', sql`(${t.status} = 'CONVERTED') = (${t.customerId} is not null)`),
    uniqueIndex('leads_customer_key').on(t.customerId),
    index('leads_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('leads_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('leads_owner_created_idx').on(t.ownerId, t.createdAt.desc(), t.id.desc()),
    index('leads_email_pattern_idx').on(t.email.op('text_pattern_ops')),
    index('leads_phone_pattern_idx').on(t.phone.op('text_pattern_ops')),
  ],
);

/** The notes thread of a lead, by `leadId`: appended, never overwritten (a trigger refuses UPDATE and DELETE). */
export const leadNotes = leadsSchema.table(
  'lead_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id').notNull().references(() => leads.id),
    body: text('body').notNull(),
    authorId: uuid('author_id').notNull().references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_notes_lead_created_idx').on(t.leadId, t.createdAt, t.id)],
);
