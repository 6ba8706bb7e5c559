import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';
import { cryptoCoins } from '../crypto/crypto-tables.ts';
import { integrationEvents } from '../integration/integration-event-tables.ts';
import { serviceAccounts } from '../integration/integration-tables.ts';

const amount = (name: string) => numeric(name, { precision: 38, scale: 18 });

/**
 * Where the exchange keeps a coin (a kind and a name, per coin): the balance last reported by the
 * treasury service and the threshold an admin set. `open_alert_id` is the alert raised when the
 * balance fell below the threshold, until it recovers: at most one event per fall.
 */
export const liquidityVenues = pgTable(
  'liquidity_venues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coin: text('coin').notNull().references(() => cryptoCoins.code),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    balance: amount('balance'),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportedBy: uuid('reported_by').references(() => serviceAccounts.id),
    minBalance: amount('min_balance'),
    thresholdSetBy: uuid('threshold_set_by').references(() => admins.id),
    thresholdSetAt: timestamp('threshold_set_at', { withTimezone: true }),
    openAlertId: uuid('open_alert_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('liquidity_venues_key').on(t.coin, t.kind, sql`lower(${t.name})`),
    check('liquidity_venues_kind_check', sql`${t.kind} in ('HOT_WALLET', 'COLD_WALLET', 'LIQUIDITY_PROVIDER')`),
    check('liquidity_venues_amounts_check', sql`(${t.balance} is null or ${t.balance} >= 0) and (${t.minBalance} is null or ${t.minBalance} >= 0)`),
    check('liquidity_venues_reported_check', sql`(${t.balance} is null) = (${t.reportedAt} is null)`),
  ],
);

/** A venue's balance below its threshold: raised once (with its `liquidity.low` event), closed when it recovers. */
export const liquidityAlerts = pgTable(
  'liquidity_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id').notNull().references(() => liquidityVenues.id),
    balance: amount('balance').notNull(),
    minBalance: amount('min_balance').notNull(),
    eventId: uuid('event_id').notNull().references(() => integrationEvents.id),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
    recoveredAt: timestamp('recovered_at', { withTimezone: true }),
  },
  (t) => [
    index('liquidity_alerts_raised_idx').on(t.raisedAt.desc(), t.id.desc()),
    // One open alert per venue, whoever writes.
    uniqueIndex('liquidity_alerts_one_open_key').on(t.venueId).where(sql`${t.recoveredAt} is null`),
  ],
);
