import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';

/**
 * The customized e-mail templates, one per event and language. An event and language without a
 * row sends the built-in text (email-defaults.ts).
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    event: text('event').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedBy: uuid('updated_by').notNull().references(() => admins.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.event, t.language] })],
);
