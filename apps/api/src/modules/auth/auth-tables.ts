import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** AES-256-GCM ciphertext of the base32 secret; never stored in clear. */
    totpSecretEnc: text('totp_secret_enc'),
    /** Secret offered by the QR step, active only once a code for it is confirmed. */
    totpPendingSecretEnc: text('totp_pending_secret_enc'),
    /** Highest TOTP time step accepted: a code of this step or earlier is a replay. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** False for an invited admin until it sets a password from its link. */
    passwordIsSet: boolean('password_is_set').notNull().default(true),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admins_email_key').on(t.email)],
);

export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /** 'pending': passed the password, still owes the 2FA code. 'full': a real session. */
    kind: text('kind').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('admin_sessions_token_hash_key').on(t.tokenHash),
    index('admin_sessions_admin_open_idx').on(t.adminId).where(sql`revoked_at is null`),
  ],
);

/** Failure counters for sign-in, keyed 'account:<email>' or 'ip:<address>'. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const accessRequests = pgTable(
  'access_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status').notNull().default('PENDING'),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => admins.id),
  },
  (t) => [
    index('access_requests_status_created_idx').on(t.status, t.createdAt),
    uniqueIndex('access_requests_pending_email_key').on(t.email).where(sql`status = 'PENDING'`),
  ],
);
