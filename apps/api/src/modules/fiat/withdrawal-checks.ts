import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Customer } from '@exchange/contract/customers/customers';
import type { FiatWithdrawalHoldReason } from '@exchange/contract/fiat/fiat-statuses';
import type { Tx } from '../../platform/db/database.ts';
import { conflict, conflictOn } from '../../platform/errors.ts';
import { customerBankAccounts as b } from '../bank-accounts/bank-account-tables.ts';
import { isCountryAllowed } from '../countries/country-access.ts';
import { withdrawalLimitsFor } from '../fees/withdrawal-limits.ts';
import { fiatWithdrawals as w } from './fiat-tables.ts';

/**
 * Money may leave this account now: it is ACTIVE, its withdrawals are not blocked, and its country
 * is allowed to withdraw (Country Whitelist). Checked when a withdrawal is requested and again when
 * it is approved: a freeze or a block in between stops it.
 */
export async function checkCanWithdraw(tx: Tx, customer: Customer) {
  if (customer.state !== 'ACTIVE') {
    throw conflict('fiatWithdrawal.accountNotActive', `This account is ${customer.state}: no money may leave it`, { status: customer.state });
  }
  if (customer.withdrawalsBlock) throw conflict('fiatWithdrawal.withdrawalsBlocked', `Withdrawals are blocked on this account: ${customer.withdrawalsBlock.reason}`);
  if (customer.country && !(await isCountryAllowed(tx, customer.country, 'WITHDRAWAL'))) {
    throw conflict('fiatWithdrawal.countryNotAllowed', `Withdrawals to ${customer.country} are not allowed (Country Whitelist)`, { country: customer.country });
  }
}

/** The customer's own verified account in the withdrawal's currency, or a 409 naming `bankAccountId`. */
export async function checkPayoutAccount(tx: Tx, customerId: string, bankAccountId: string, currency: string) {
  const [account] = await tx.select({ customerId: b.customerId, status: b.status, currency: b.currency }).from(b).where(eq(b.id, bankAccountId));
  if (!account || account.customerId !== customerId) throw conflictOn('bankAccountId', 'fiatWithdrawal.bankAccountNotCustomers', "This bank account is not the customer's");
  if (account.status !== 'VERIFIED') {
    throw conflictOn('bankAccountId', 'fiatWithdrawal.bankAccountNotVerified', `This bank account is ${account.status}: only a verified account is paid out to`, { status: account.status });
  }
  if (account.currency !== currency) throw conflictOn('bankAccountId', 'fiatWithdrawal.currencyMismatch', `This bank account holds ${account.currency}, not ${currency}`);
}

export interface LimitCheck {
  per24h: string | null;
  used24h: string;
  per30d: string | null;
  used30d: string;
  holdReasons: FiatWithdrawalHoldReason[];
}

/** A withdrawal table's columns the rolling sums read (fiat's, crypto's). */
export interface WithdrawalUsage {
  table: PgTable;
  customerId: PgColumn;
  asset: PgColumn;
  amount: PgColumn;
  status: PgColumn;
  createdAt: PgColumn;
}

const fiatUsage: WithdrawalUsage = { table: w, customerId: w.customerId, asset: w.currency, amount: w.amount, status: w.status, createdAt: w.createdAt };

/**
 * The customer's rolling use of withdrawals in this asset (every request not rejected or failed)
 * against the limits of its KYC level or its own override; over one, the request is held for a
 * person's judgement. Sums and comparisons in NUMERIC. The caller holds the customer's row lock,
 * so two requests at once do not both count without the other. `usage` names the table the asset's
 * withdrawals are in (fiat or crypto: one rule for both).
 */
export async function checkLimitsOn(tx: Tx, usage: WithdrawalUsage, customer: Customer, asset: string, amount: string): Promise<LimitCheck> {
  const limits = await withdrawalLimitsFor(tx, { customerId: customer.id, asset, kycLevel: customer.kycLevel });
  const within = (hours: number) => sql`coalesce(sum(${usage.amount}) filter (where ${usage.createdAt} > now() - make_interval(hours => ${hours})), 0)`;
  const over = (hours: number, limit: string | null) => sql<boolean>`(${limit}::numeric is not null and ${within(hours)} + ${amount}::numeric > ${limit}::numeric)`;
  const [used] = await tx
    .select({
      used24h: sql<string>`${within(24)}::text`,
      used30d: sql<string>`${within(24 * 30)}::text`,
      over24h: over(24, limits.per24h),
      over30d: over(24 * 30, limits.per30d),
    })
    .from(usage.table)
    .where(and(eq(usage.customerId, customer.id), eq(usage.asset, asset), notInArray(usage.status, ['REJECTED', 'FAILED']), sql`${usage.createdAt} > now() - interval '30 days'`));
  if (!used) throw new Error('an aggregate returned no row');
  const holdReasons: FiatWithdrawalHoldReason[] = [];
  if (used.over24h) holdReasons.push('OVER_24H_LIMIT');
  if (used.over30d) holdReasons.push('OVER_30D_LIMIT');
  return { per24h: limits.per24h, used24h: used.used24h, per30d: limits.per30d, used30d: used.used30d, holdReasons };
}

/** checkLimitsOn the fiat withdrawals. */
export const checkLimits = (tx: Tx, customer: Customer, currency: string, amount: string) => checkLimitsOn(tx, fiatUsage, customer, currency, amount);
