import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Append-only: a trigger in the migrations refuses UPDATE, DELETE and TRUNCATE. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    outcome: text('outcome').notNull(),
    detail: text('detail'),
    /** The customer the action is about (its account, KYC, bank account, screening...): its timeline. */
    customerId: uuid('customer_id'),
    /** A service account of the exchange acting through /platform (actor_id is then null): named on screens. */
    actorServiceAccountId: uuid('actor_service_account_id'),
  },
  (t) => [
    index('audit_log_occurred_idx').on(t.occurredAt),
    index('audit_log_actor_idx').on(t.actorId, t.occurredAt),
    index('audit_log_customer_idx').on(t.customerId, t.occurredAt).where(sql`${t.customerId} is not null`),
  ],
);
