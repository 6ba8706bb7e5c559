import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';
import { integrationEvents } from './integration-event-tables.ts';

/**
 * A service of the exchange (customer app, payment rails, wallets) that calls /platform/... with an
 * API key. Only the key's SHA-256 is kept: the key is random (256 bits), so a hash without salt or
 * stretching cannot be reversed, and it can be looked up by equality on every call.
 */
export const serviceAccounts = pgTable(
  'service_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    scopes: text('scopes').array().notNull(),
    /** The key's first characters, shown to tell keys apart (never enough to use). */
    keyPrefix: text('key_prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdBy: uuid('created_by').references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => admins.id),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    uniqueIndex('service_accounts_key_hash_key').on(t.keyHash),
    uniqueIndex('service_accounts_name_key').on(sql`lower(${t.name})`),
    index('service_accounts_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('service_accounts_revoked_check', sql`${t.revokedAt} is null or ${t.revokeReason} is not null`),
  ],
);

/**
 * The first answer to a POST with an Idempotency-Key, per service account: the same key with the
 * same body gets it again; with another body, a 422. Inserted in the transaction of the effect, so
 * a key exists exactly when its effect committed, and racing requests with one key wait for the first.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    serviceAccountId: uuid('service_account_id').notNull().references(() => serviceAccounts.id),
    key: text('key').notNull(),
    /** SHA-256 of method, path and the body in canonical JSON. */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceAccountId, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);

/** Where events go: a URL, the event types it wants, and the secret its deliveries are signed with. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull(),
    description: text('description'),
    eventTypes: text('event_types').array().notNull(),
    /** Sealed with the secrets key (TOTP_ENCRYPTION_KEY): the HMAC needs the secret itself, so it is encrypted, not hashed. */
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: uuid('created_by').references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

/**
 * One event to one endpoint: made in the event's transaction with its job, then updated by each
 * attempt. `job_id` is the queue job that owns the delivery now; a redelivery gives it a new one.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id').notNull().references(() => integrationEvents.id),
    endpointId: uuid('endpoint_id').notNull().references(() => webhookEndpoints.id),
    eventType: text('event_type').notNull(),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    jobId: uuid('job_id'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastHttpStatus: integer('last_http_status'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_endpoint_key').on(t.eventId, t.endpointId),
    index('webhook_deliveries_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('webhook_deliveries_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    check('webhook_deliveries_status_check', sql`${t.status} in ('PENDING', 'RETRYING', 'DELIVERED', 'FAILED')`),
  ],
);
