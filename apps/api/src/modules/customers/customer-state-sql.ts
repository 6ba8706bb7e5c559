import { sql, type SQL } from 'drizzle-orm';
import type { CustomerBlock, CustomerState } from '@exchange/contract/customers/customer-states';
import { customers as c } from './customer-tables.ts';

/*
 * The one definition of "in force". A freeze whose frozen_until has passed has lifted itself, and
 * so has a block whose ..._until has passed: no timer of ours rewrites the row, every reader (the
 * list and its filter, the customer's page, the guards of the commands) asks these expressions.
 */

/** The account's state in force: FROZEN with a past expiry reads ACTIVE. */
export const effectiveState = sql<CustomerState>`(case when ${c.state} = 'FROZEN' and ${c.frozenUntil} <= now() then 'ACTIVE' else ${c.state} end)`;

/** The stored states that can be in force as `state`: ACTIVE may be a lapsed FROZEN. */
const storedAs: Record<CustomerState, CustomerState[]> = { PENDING: ['PENDING'], ACTIVE: ['ACTIVE', 'FROZEN'], FROZEN: ['FROZEN'], CLOSED: ['CLOSED'] };

/**
 * Accounts whose state in force is one of `states`: the stored state first (so its index serves
 * the filter), then the expression above decides.
 */
export function inEffectiveState(states: readonly CustomerState[]): SQL {
  const stored = [...new Set(states.flatMap((s) => storedAs[s]))];
  return sql`(${c.state} in (${sql.join(stored.map((s) => sql`${s}`), sql`, `)}) and ${effectiveState} in (${sql.join(states.map((s) => sql`${s}`), sql`, `)}))`;
}

export const blockColumns = {
  WITHDRAWALS: { at: c.withdrawalsBlockedAt, reason: c.withdrawalsBlockReason, until: c.withdrawalsBlockedUntil },
  TRADING: { at: c.tradingBlockedAt, reason: c.tradingBlockReason, until: c.tradingBlockedUntil },
} as const;

/** The block is in force: set, and its expiry (if any) not passed. */
export const blockInForce = (block: CustomerBlock): SQL<boolean> => {
  const { at, until } = blockColumns[block];
  return sql<boolean>`(${at} is not null and (${until} is null or ${until} > now()))`;
};
