import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { KYC_LEVELS, type KycLevel } from '@exchange/contract/kyc/kyc-levels';
import { assetScaleOf, isAsset, type LimitSource } from '@exchange/contract/fees/fee-rules';
import type { DbOrTx } from '../../platform/db/database.ts';
import { badField } from '../../platform/errors.ts';
import { withdrawalLimitOverrides as o, withdrawalLimits as l } from './fee-tables.ts';

export interface WithdrawalLimitsInput {
  customerId: string;
  asset: string;
  kycLevel: KycLevel;
}

export interface WithdrawalLimits {
  /** Most the customer may withdraw of the asset in any rolling 24 hours; null: no limit, "0": none at all. */
  per24h: string | null;
  /** The same over any rolling 30 days. */
  per30d: string | null;
  /** OVERRIDE: the customer's own (live, not expired) override; LEVEL: its KYC level's; NONE: none configured (no limit). */
  source: LimitSource;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The withdrawal limits that hold for a customer and an asset now: its override when it has a live
 * one that has not expired (both values from it), otherwise its level's, otherwise none. Values
 * are decimal strings to the asset's decimals. The caller adds up the customer's rolling usage.
 */
export async function withdrawalLimitsFor(db: DbOrTx, input: WithdrawalLimitsInput): Promise<WithdrawalLimits> {
  if (!UUID.test(input.customerId)) throw badField('customerId', 'validation.invalidFormat', 'must be a UUID');
  if (!isAsset(input.asset)) throw badField('asset', 'validation.invalid', `${input.asset} is not an asset of the exchange`);
  if (!(KYC_LEVELS as readonly number[]).includes(input.kycLevel)) throw badField('kycLevel', 'validation.between', 'must be between 0 and 3', { min: 0, max: 3 });
  const scale = assetScaleOf(input.asset);
  const text = (column: typeof o.per24h | typeof l.per24h) => sql<string | null>`round(${column}, ${scale})::text`;

  const [override] = await db
    .select({ per24h: text(o.per24h), per30d: text(o.per30d) })
    .from(o)
    .where(and(eq(o.customerId, input.customerId), eq(o.asset, input.asset), isNull(o.removedAt), or(isNull(o.expiresAt), gt(o.expiresAt, sql`now()`))));
  if (override) return { ...override, source: 'OVERRIDE' };

  const [level] = await db
    .select({ per24h: text(l.per24h), per30d: text(l.per30d) })
    .from(l)
    .where(and(eq(l.kycLevel, input.kycLevel), eq(l.asset, input.asset)));
  if (level) return { ...level, source: 'LEVEL' };
  return { per24h: null, per30d: null, source: 'NONE' };
}
