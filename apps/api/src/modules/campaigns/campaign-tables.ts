import { sql } from 'drizzle-orm';
import { boolean, check, index, numeric, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { ledgerEntries } from '../ledger/ledger-tables.ts';

const amount = (name: string) => numeric(name, { precision: 38, scale: 18 });

/** A marketing campaign: its period, its target (country, KYC level, new customers) and its reward rule. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    targetCountry: text('target_country'),
    minKycLevel: smallint('min_kyc_level'),
    newCustomersOnly: boolean('new_customers_only').notNull().default(false),
    rewardAsset: text('reward_asset').notNull(),
    rewardAmount: amount('reward_amount').notNull(),
    createdBy: uuid('created_by').notNull().references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('campaigns_created_idx').on(t.createdAt, t.id),
    check('campaigns_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('campaigns_reward_check', sql`${t.rewardAmount} > 0`),
  ],
);

/** A campaign's reward to one customer (at most one each); four-eyes between approval and payout, held by the database too. */
export const campaignRewards = pgTable(
  'campaign_rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id').notNull().references(() => campaigns.id),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    asset: text('asset').notNull(),
    amount: amount('amount').notNull(),
    status: text('status').notNull().default('PENDING'),
    statusReason: text('status_reason'),
    grantedBy: uuid('granted_by').notNull().references(() => admins.id),
    approvedBy: uuid('approved_by').references(() => admins.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    disbursedBy: uuid('disbursed_by').references(() => admins.id),
    disbursedAt: timestamp('disbursed_at', { withTimezone: true }),
    ledgerEntryId: uuid('ledger_entry_id').references(() => ledgerEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('campaign_rewards_campaign_customer_key').on(t.campaignId, t.customerId),
    index('campaign_rewards_created_idx').on(t.createdAt, t.id),
    index('campaign_rewards_status_idx').on(t.status, t.createdAt),
    index('campaign_rewards_customer_idx').on(t.customerId),
    check('campaign_rewards_status_check', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED', 'DISBURSED')`),
    check('campaign_rewards_amount_check', sql`${t.amount} > 0`),
    check('campaign_rewards_four_eyes_check', sql`${t.approvedBy} is null or ${t.disbursedBy} is null or ${t.approvedBy} <> ${t.disbursedBy}`),
  ],
);
