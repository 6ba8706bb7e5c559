import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox: one row per decision the exchange must hear about, inserted by the
 * decision's own transaction, so an event exists exactly when its decision committed.
 */
export const integrationEvents = pgTable(
  'integration_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    customerId: uuid('customer_id'),
    data: jsonb('data').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('integration_events_occurred_idx').on(t.occurredAt.desc(), t.id.desc()), index('integration_events_subject_idx').on(t.subjectType, t.subjectId)],
);
