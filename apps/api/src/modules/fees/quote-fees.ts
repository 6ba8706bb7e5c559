import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { KycLevel } from '@exchange/contract/kyc/kyc-levels';
import { KYC_LEVELS } from '@exchange/contract/kyc/kyc-levels';
import { FEE_OPERATIONS, assetScaleOf, isAsset, operationTakesAsset, type FeeOperation } from '@exchange/contract/fees/fee-rules';
import type { DbOrTx } from '../../platform/db/database.ts';
import { badField } from '../../platform/errors.ts';
import { feeSchedules as fs, taxRules as tr } from './fee-tables.ts';

export interface FeeQuoteInput {
  operation: FeeOperation;
  asset: string;
  kycLevel: KycLevel;
  /** The operation's amount, a non-negative decimal string (any number of decimals up to 18). */
  amount: string;
}

export interface FeeQuote {
  /** The fee, rounded half-up to the asset's decimals ("1.10" for USD); "0" when no schedule is in force. */
  fee: string;
  /** The tax, rounded alike; "0" when no tax rule is in force. */
  tax: string;
  feeScheduleId: string | null;
  taxRuleId: string | null;
}

/** Any non-negative decimal (what NUMERIC(28, 8) columns print, "100.00000000", included). */
const AMOUNT = /^\d{1,20}(\.\d{1,18})?$/;

/** 400s naming the input's field, as a route's validation would. */
export function checkQuoteInput(input: FeeQuoteInput): asserts input is FeeQuoteInput & { asset: Parameters<typeof assetScaleOf>[0] } {
  if (!(FEE_OPERATIONS as readonly string[]).includes(input.operation)) {
    throw badField('operation', 'validation.oneOf', `must be one of ${FEE_OPERATIONS.join(', ')}`, { values: FEE_OPERATIONS.join(', ') });
  }
  if (!isAsset(input.asset)) throw badField('asset', 'validation.invalid', `${input.asset} is not an asset of the exchange`);
  if (!operationTakesAsset(input.operation, input.asset)) throw badField('asset', 'validation.invalid', `${input.operation} does not move ${input.asset}`);
  if (!(KYC_LEVELS as readonly number[]).includes(input.kycLevel)) throw badField('kycLevel', 'validation.between', 'must be between 0 and 3', { min: 0, max: 3 });
  if (!AMOUNT.test(input.amount)) throw badField('amount', 'validation.decimal', 'must be a non-negative decimal amount', { scale: 18 });
}

/**
 * The fee and the tax of one operation, computed by PostgreSQL in NUMERIC (exact: no float ever
 * holds an amount). The schedule in force for (operation, asset, level) is the active one whose
 * effective_from has begun, the level's own before an any-level one, the latest effective_from
 * first. Its fee is fixed + amount x percentage / 100, raised to the minimum and lowered to the
 * maximum, then rounded half-up to the asset's decimals. The tax rule in force for (asset,
 * operation) is chosen alike (the operation's own before an all-operations one) and is its
 * percentage of the rounded fee (basis FEE) or of the amount (basis AMOUNT), rounded alike.
 *
 * Call it inside the transaction that charges the fee, so the quote and the posting see the same
 * configuration. It does not compare the fee with the amount: a caller refuses an operation whose
 * fee and tax exceed what it moves.
 */
export async function quoteFees(db: DbOrTx, input: FeeQuoteInput): Promise<FeeQuote> {
  checkQuoteInput(input);
  const scale = assetScaleOf(input.asset);
  const amount = sql`${input.amount}::numeric`;

  const [schedule] = await db
    .select({
      id: fs.id,
      fee: sql<string>`round(least(greatest(${fs.fixedFee} + ${amount} * ${fs.percentage} / 100, ${fs.minimumFee}), ${fs.maximumFee}), ${scale})::text`,
    })
    .from(fs)
    .where(and(
      eq(fs.operation, input.operation),
      eq(fs.asset, input.asset),
      eq(fs.isActive, true),
      lte(fs.effectiveFrom, sql`now()`),
      or(eq(fs.kycLevel, input.kycLevel), isNull(fs.kycLevel)),
    ))
    // GREATEST and LEAST skip NULLs: a schedule without a minimum or a maximum has no such bound.
    .orderBy(sql`${fs.kycLevel} is null`, desc(fs.effectiveFrom), desc(fs.createdAt), desc(fs.id))
    .limit(1);
  const fee = schedule?.fee ?? '0';

  const [rule] = await db
    .select({
      id: tr.id,
      tax: sql<string>`round((case when ${tr.basis} = 'FEE' then ${fee}::numeric else ${amount} end) * ${tr.percentage} / 100, ${scale})::text`,
    })
    .from(tr)
    .where(and(
      eq(tr.asset, input.asset),
      eq(tr.isActive, true),
      lte(tr.effectiveFrom, sql`now()`),
      or(eq(tr.operation, input.operation), isNull(tr.operation)),
    ))
    .orderBy(sql`${tr.operation} is null`, desc(tr.effectiveFrom), desc(tr.createdAt), desc(tr.id))
    .limit(1);

  return { fee, tax: rule?.tax ?? '0', feeScheduleId: schedule?.id ?? null, taxRuleId: rule?.id ?? null };
}
