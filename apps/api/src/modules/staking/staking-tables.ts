import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';
import { cryptoCoins } from '../crypto/crypto-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { ledgerEntries } from '../ledger/ledger-tables.ts';

/** NUMERIC(38,18), as the ledger keeps amounts. */
const amount = (name: string) => numeric(name, { precision: 38, scale: 18 });
/** An annual rate in percent: up to 1000 with 4 decimals. */
const rate = (name: string) => numeric(name, { precision: 8, scale: 4 });
const stateCheck = (name: string, column: unknown) => check(name, sql`${column} in ('ACTIVE', 'INACTIVE')`);

/** Who runs the validators a protocol stakes with; see STAKING_STATES. */
export const stakingProviders = pgTable(
  'staking_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    state: text('state').notNull().default('INACTIVE'),
    createdBy: uuid('created_by').notNull().references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staking_providers_name_key').on(sql`lower(${t.name})`), stateCheck('staking_providers_state_check', t.state)],
);

/** A provider's staking of one coin, with the least one stake may lock. */
export const stakingProtocols = pgTable(
  'staking_protocols',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id').notNull().references(() => stakingProviders.id),
    coin: text('coin').notNull().references(() => cryptoCoins.code),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    minAmount: amount('min_amount').notNull(),
    state: text('state').notNull().default('INACTIVE'),
    createdBy: uuid('created_by').notNull().references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staking_protocols_provider_name_key').on(t.providerId, sql`lower(${t.name})`),
    index('staking_protocols_coin_idx').on(t.coin),
    stateCheck('staking_protocols_state_check', t.state),
    check('staking_protocols_min_amount_check', sql`${t.minAmount} > 0`),
  ],
);

/** A protocol's lock periods, each with its APY; one per number of days. */
export const stakingDurations = pgTable(
  'staking_durations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    protocolId: uuid('protocol_id').notNull().references(() => stakingProtocols.id),
    days: integer('days').notNull(),
    apy: rate('apy').notNull(),
    state: text('state').notNull().default('INACTIVE'),
    createdBy: uuid('created_by').notNull().references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staking_durations_protocol_days_key').on(t.protocolId, t.days),
    stateCheck('staking_durations_state_check', t.state),
    check('staking_durations_days_check', sql`${t.days} between 1 and 1825`),
    check('staking_durations_apy_check', sql`${t.apy} > 0 and ${t.apy} <= 1000`),
  ],
);

/**
 * The change history of providers, protocols and durations: one row per field changed. A
 * protocol's rows and its durations' rows share `protocol_id`, so the protocol's history reads both.
 */
export const stakingChanges = pgTable(
  'staking_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    subjectId: uuid('subject_id').notNull(),
    protocolId: uuid('protocol_id').references(() => stakingProtocols.id),
    durationDays: integer('duration_days'),
    field: text('field').notNull(),
    before: text('before'),
    after: text('after'),
    changedBy: uuid('changed_by').notNull().references(() => admins.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staking_changes_subject_idx').on(t.subject, t.subjectId, t.changedAt.desc(), t.id.desc()),
    index('staking_changes_protocol_idx').on(t.protocolId, t.changedAt.desc(), t.id.desc()),
    check('staking_changes_subject_check', sql`${t.subject} in ('PROVIDER', 'PROTOCOL', 'DURATION')`),
  ],
);

/**
 * A customer's stake: the amount moved from available to Earn (STAKE_LOCK) when it opened, back at
 * its unlock (STAKE_UNLOCK) with the reward from the rewards budget (STAKING_REWARD). The lock
 * period and APY are the duration's at the start; the reward is fixed then too.
 */
export const stakes = pgTable(
  'stakes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    durationId: uuid('duration_id').notNull().references(() => stakingDurations.id),
    protocolId: uuid('protocol_id').notNull().references(() => stakingProtocols.id),
    coin: text('coin').notNull().references(() => cryptoCoins.code),
    amount: amount('amount').notNull(),
    days: integer('days').notNull(),
    apy: rate('apy').notNull(),
    reward: amount('reward').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    unlocksAt: timestamp('unlocks_at', { withTimezone: true }).notNull(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }),
    /** The admin or service account that opened it: the ledger names it on the unlock's entries too. */
    openedBy: uuid('opened_by').notNull(),
    lockEntryId: uuid('lock_entry_id').notNull().references(() => ledgerEntries.id),
    unlockEntryId: uuid('unlock_entry_id').references(() => ledgerEntries.id),
    rewardEntryId: uuid('reward_entry_id').references(() => ledgerEntries.id),
  },
  (t) => [
    index('stakes_started_idx').on(t.startedAt.desc(), t.id.desc()),
    index('stakes_customer_idx').on(t.customerId, t.startedAt.desc()),
    index('stakes_due_idx').on(t.unlocksAt).where(sql`${t.status} = 'ACTIVE'`),
    index('stakes_duration_idx').on(t.durationId, t.status),
    check('stakes_status_check', sql`${t.status} in ('ACTIVE', 'UNLOCKED')`),
    check('stakes_amounts_check', sql`${t.amount} > 0 and ${t.reward} >= 0`),
    check('stakes_unlocked_check', sql`(${t.status} = 'UNLOCKED') = (${t.unlockedAt} is not null and ${t.unlockEntryId} is not null)`),
  ],
);

/**
 * The statistics' last computation: per coin, per protocol and per duration (grouping sets of one
 * query), replaced whole by each run.
 */
export const stakingStatistics = pgTable(
  'staking_statistics',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** COIN, PROTOCOL or DURATION: which grouping the row is. */
    scope: text('scope').notNull(),
    coin: text('coin').notNull(),
    protocolId: uuid('protocol_id'),
    durationId: uuid('duration_id'),
    activeStakes: integer('active_stakes').notNull(),
    staked: amount('staked').notNull(),
    rewardsPaid: amount('rewards_paid').notNull(),
    unlocking7d: amount('unlocking_7d').notNull(),
    unlocking30d: amount('unlocking_30d').notNull(),
  },
  (t) => [check('staking_statistics_scope_check', sql`${t.scope} in ('COIN', 'PROTOCOL', 'DURATION')`)],
);

/**
 * Each computation of the statistics. A scheduled run is keyed on its period's start: a second
 * scheduled run of the same period (another instance's schedule) finds it taken and does nothing.
 * An admin's "Run now" is a MANUAL row made with its job; at most one waits at a time.
 */
export const stakingStatisticsRuns = pgTable(
  'staking_statistics_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trigger: text('trigger').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    requestedBy: uuid('requested_by').references(() => admins.id),
    jobId: text('job_id'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Why the run failed; null when it did not (or has not ended). */
    error: text('error'),
  },
  (t) => [
    uniqueIndex('staking_statistics_runs_period_key').on(t.periodStart).where(sql`${t.trigger} = 'SCHEDULED'`),
    uniqueIndex('staking_statistics_runs_one_pending_key').on(t.trigger).where(sql`${t.trigger} = 'MANUAL' and ${t.finishedAt} is null`),
    index('staking_statistics_runs_finished_idx').on(t.finishedAt.desc()),
    check('staking_statistics_runs_trigger_check', sql`${t.trigger} in ('SCHEDULED', 'MANUAL') and (${t.trigger} = 'MANUAL') = (${t.periodStart} is null) and (${t.trigger} = 'SCHEDULED' or ${t.requestedBy} is not null)`),
  ],
);
