import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';

/*
 * Fees, taxes and withdrawal limits: configuration that money operations read (quote-fees.ts,
 * withdrawal-limits.ts). Amounts are NUMERIC(28, 8), the scale of the most precise asset; the
 * contract keeps each value to its asset's decimals. Percentages are NUMERIC(7, 4): 0 to 100.
 * Every change writes a row of fee_config_changes in its transaction (the history screens).
 */

const amount = (name: string) => numeric(name, { precision: 28, scale: 8 });
const percent = (name: string) => numeric(name, { precision: 7, scale: 4 });

/**
 * What one operation in one asset costs a customer of one KYC level (null: any level, used when the
 * level has no schedule of its own): fixed + percentage of the amount, kept between minimum and
 * maximum (null: no bound). The schedule in force is the active one with the latest
 * effective_from that has begun; a level's own schedule beats an any-level one.
 */
export const feeSchedules = pgTable(
  'fee_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operation: text('operation').notNull(),
    asset: text('asset').notNull(),
    kycLevel: smallint('kyc_level'),
    fixedFee: amount('fixed_fee').notNull().default('0'),
    percentage: percent('percentage').notNull().default('0'),
    minimumFee: amount('minimum_fee'),
    maximumFee: amount('maximum_fee'),
    isActive: boolean('is_active').notNull().default(true),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => admins.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('fee_schedules_operation_check', sql`${t.operation} in ('FIAT_DEPOSIT', 'CARD_DEPOSIT', 'FIAT_WITHDRAWAL', 'CRYPTO_WITHDRAWAL')`),
    check('fee_schedules_kyc_level_check', sql`${t.kycLevel} is null or ${t.kycLevel} between 0 and 3`),
    check('fee_schedules_amounts_check', sql`${t.fixedFee} >= 0 and ${t.percentage} between 0 and 100 and coalesce(${t.minimumFee}, 0) >= 0 and coalesce(${t.maximumFee}, 0) >= 0`),
    check('fee_schedules_min_max_check', sql`${t.minimumFee} is null or ${t.maximumFee} is null or ${t.minimumFee} <= ${t.maximumFee}`),
    // Two active schedules for the same operation, asset and level cannot start at the same moment.
    uniqueIndex('fee_schedules_active_key').on(t.operation, t.asset, sql`coalesce(${t.kycLevel}, -1)`, t.effectiveFrom).where(sql`${t.isActive}`),
    index('fee_schedules_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * A tax on one asset's operations (operation null: all of them): a percentage of the fee charged
 * (basis FEE, e.g. VAT on fees) or of the amount (basis AMOUNT). In force as a schedule is; a rule
 * for the operation beats an all-operations one.
 */
export const taxRules = pgTable(
  'tax_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    asset: text('asset').notNull(),
    operation: text('operation'),
    percentage: percent('percentage').notNull(),
    basis: text('basis').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => admins.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tax_rules_operation_check', sql`${t.operation} is null or ${t.operation} in ('FIAT_DEPOSIT', 'CARD_DEPOSIT', 'FIAT_WITHDRAWAL', 'CRYPTO_WITHDRAWAL')`),
    check('tax_rules_basis_check', sql`${t.basis} in ('FEE', 'AMOUNT')`),
    check('tax_rules_percentage_check', sql`${t.percentage} between 0 and 100`),
    uniqueIndex('tax_rules_active_key').on(t.asset, sql`coalesce(${t.operation}, '')`, t.effectiveFrom).where(sql`${t.isActive}`),
    index('tax_rules_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * How much a customer of a KYC level may withdraw of an asset in any rolling 24 hours and 30 days:
 * null is no limit, 0 is no withdrawal at all. One row per level and asset.
 */
export const withdrawalLimits = pgTable(
  'withdrawal_limits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kycLevel: smallint('kyc_level').notNull(),
    asset: text('asset').notNull(),
    per24h: amount('per_24h'),
    per30d: amount('per_30d'),
    updatedBy: uuid('updated_by').references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdrawal_limits_level_asset_key').on(t.kycLevel, t.asset),
    index('withdrawal_limits_asset_idx').on(t.asset, t.kycLevel),
    check('withdrawal_limits_kyc_level_check', sql`${t.kycLevel} between 0 and 3`),
    check('withdrawal_limits_amounts_check', sql`coalesce(${t.per24h}, 0) >= 0 and coalesce(${t.per30d}, 0) >= 0`),
    check('withdrawal_limits_order_check', sql`${t.per24h} is null or ${t.per30d} is null or ${t.per24h} <= ${t.per30d}`),
  ],
);

/**
 * One customer's own withdrawal limits for an asset, in place of its level's (both values: null is
 * no limit). At most one live override per customer and asset; a removed one stays, stamped. An
 * override past its expiry no longer applies (no job has to end it).
 */
export const withdrawalLimitOverrides = pgTable(
  'withdrawal_limit_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    asset: text('asset').notNull(),
    per24h: amount('per_24h'),
    per30d: amount('per_30d'),
    reason: text('reason').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    setBy: uuid('set_by').references(() => admins.id),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: uuid('removed_by').references(() => admins.id),
    removedReason: text('removed_reason'),
  },
  (t) => [
    uniqueIndex('withdrawal_limit_overrides_live_key').on(t.customerId, t.asset).where(sql`${t.removedAt} is null`),
    index('withdrawal_limit_overrides_customer_idx').on(t.customerId, t.setAt.desc()),
    check('withdrawal_limit_overrides_amounts_check', sql`coalesce(${t.per24h}, 0) >= 0 and coalesce(${t.per30d}, 0) >= 0`),
    check('withdrawal_limit_overrides_order_check', sql`${t.per24h} is null or ${t.per30d} is null or ${t.per24h} <= ${t.per30d}`),
    check('withdrawal_limit_overrides_removed_check', sql`${t.removedAt} is null or ${t.removedReason} is not null`),
  ],
);

/**
 * Every change of a fee schedule, tax rule, level limit or override: who, when, what (the row
 * before and after, as the API shows it) and why. Append-only: a trigger refuses UPDATE and DELETE.
 */
export const feeConfigChanges = pgTable(
  'fee_config_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subject: text('subject').notNull(),
    subjectId: uuid('subject_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason').notNull(),
    adminId: uuid('admin_id').references(() => admins.id),
    /** An override's customer: its history shows on the customer page. */
    customerId: uuid('customer_id').references(() => customers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('fee_config_changes_subject_check', sql`${t.subject} in ('FEE_SCHEDULE', 'TAX_RULE', 'WITHDRAWAL_LIMIT', 'LIMIT_OVERRIDE')`),
    check('fee_config_changes_action_check', sql`${t.action} in ('CREATE', 'UPDATE', 'DEACTIVATE', 'ACTIVATE', 'REMOVE')`),
    index('fee_config_changes_subject_idx').on(t.subject, t.createdAt.desc(), t.id.desc()),
    index('fee_config_changes_subject_id_idx').on(t.subjectId, t.createdAt.desc(), t.id.desc()),
    index('fee_config_changes_customer_idx').on(t.customerId, t.createdAt.desc(), t.id.desc()),
  ],
);
