import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';

/** A reward a referrer earned through one referee. The status follows REWARD_TRANSITIONS. */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerId: uuid('referrer_id').notNull().references(() => customers.id),
    refereeId: uuid('referee_id').notNull().references(() => customers.id),
    trigger: text('trigger').notNull(),
    coin: text('coin').notNull(),
    amount: numeric('amount', { precision: 28, scale: 8 }).notNull(),
    status: text('status').notNull().default('PENDING'),
    statusReason: text('status_reason'),
    /** Who approved it (the approval that holds now): four-eyes, the payout is someone else's. */
    approvedBy: uuid('approved_by').references(() => admins.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    disbursedBy: uuid('disbursed_by').references(() => admins.id),
    disbursedAt: timestamp('disbursed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('referral_rewards_status_created_idx').on(t.status, t.createdAt, t.id),
    index('referral_rewards_created_idx').on(t.createdAt, t.id),
    index('referral_rewards_referrer_idx').on(t.referrerId),
    // The customer page's referrals tab: rewards where the customer is the referee.
    index('referral_rewards_referee_idx').on(t.refereeId),
    check('referral_rewards_amount_check', sql`${t.amount} > 0`),
    // The database holds the four-eyes rule too: the admin who approved a reward did not pay it.
    check('referral_rewards_four_eyes_check', sql`${t.approvedBy} is null or ${t.disbursedBy} is null or ${t.approvedBy} <> ${t.disbursedBy}`),
  ],
);

/** Append-only history of a reward: who did what, from which status to which, and why. */
export const referralRewardActions = pgTable(
  'referral_reward_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rewardId: uuid('reward_id').notNull().references(() => referralRewards.id),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    adminId: uuid('admin_id').references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referral_reward_actions_reward_idx').on(t.rewardId, t.createdAt)],
);
