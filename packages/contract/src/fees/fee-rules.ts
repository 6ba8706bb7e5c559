// Without zod, so the console can import the lists and the rules for the price of the values.
import { COINS, CRYPTO_SCALE, FIATS, FIAT_SCALE, compareDecimal, decimalPattern, type Coin, type Fiat } from '../p2p/money-rules.ts';

/**
 * What a fee is charged on. Deposits and withdrawals of fiat (bank or card) take a fiat asset; a
 * crypto withdrawal takes a coin (FEE_OPERATION_ASSETS).
 */
export const FEE_OPERATIONS = ['FIAT_DEPOSIT', 'CARD_DEPOSIT', 'FIAT_WITHDRAWAL', 'CRYPTO_WITHDRAWAL'] as const;
export type FeeOperation = (typeof FEE_OPERATIONS)[number];

/** Every asset a balance, fee or limit can be in: the fiats, then the coins. */
export const ASSETS = [...FIATS, ...COINS] as const;
export type Asset = Fiat | Coin;
export const isAsset = (value: string): value is Asset => (ASSETS as readonly string[]).includes(value);
export const isFiat = (value: string): value is Fiat => (FIATS as readonly string[]).includes(value);

/** Which kind of asset an operation moves. */
export const FEE_OPERATION_ASSETS: Readonly<Record<FeeOperation, 'FIAT' | 'CRYPTO'>> = {
  FIAT_DEPOSIT: 'FIAT',
  CARD_DEPOSIT: 'FIAT',
  FIAT_WITHDRAWAL: 'FIAT',
  CRYPTO_WITHDRAWAL: 'CRYPTO',
};
export const operationTakesAsset = (operation: FeeOperation, asset: string) => (FEE_OPERATION_ASSETS[operation] === 'FIAT') === isFiat(asset);

/**
 * The decimals of an asset's amounts (fiat 2, crypto 8, as money-rules has them): fees and taxes
 * are rounded to them, and fixed fees, minimums, maximums and limits may not have more.
 */
export const assetScaleOf = (asset: Asset): number => (isFiat(asset) ? FIAT_SCALE : CRYPTO_SCALE);

/** Percentages (of an amount or of a fee) are 0 to 100 with at most 4 decimals: 0.125 % is fine. */
export const PERCENT_SCALE = 4;
export const PERCENT_MAX = '100';

/** What a tax rule's percentage is of: the fee charged, or the operation's amount. */
export const TAX_BASES = ['FEE', 'AMOUNT'] as const;
export type TaxBase = (typeof TAX_BASES)[number];

/** Where a customer's withdrawal limits come from: an override of the customer, its KYC level's, or none configured. */
export const LIMIT_SOURCES = ['OVERRIDE', 'LEVEL', 'NONE'] as const;
export type LimitSource = (typeof LIMIT_SOURCES)[number];

/** The spec: "Page sizes: fees and taxes 20". The limits screens page alike. */
export const FEES_PAGE_SIZE = 20;

/** Every change of fees, taxes and limits carries a reason of this many characters (trimmed). */
export const FEE_REASON_MIN = 3;
export const FEE_REASON_MAX = 500;
export const TAX_RULE_NAME_MIN = 2;
export const TAX_RULE_NAME_MAX = 80;

/** What a history row is about, and what was done. */
export const FEE_CHANGE_SUBJECTS = ['FEE_SCHEDULE', 'TAX_RULE', 'WITHDRAWAL_LIMIT', 'LIMIT_OVERRIDE'] as const;
export type FeeChangeSubject = (typeof FEE_CHANGE_SUBJECTS)[number];
export const FEE_CHANGE_ACTIONS = ['CREATE', 'UPDATE', 'DEACTIVATE', 'ACTIVATE', 'REMOVE'] as const;
export type FeeChangeAction = (typeof FEE_CHANGE_ACTIONS)[number];

/** A problem with one amount field, named for a 400 (the contract's refinements and the API's checks alike). */
export interface AmountProblem {
  field: string;
  kind: 'decimal' | 'negative' | 'percent' | 'order';
  message: string;
  scale?: number;
}

/** A non-negative decimal string with at most `scale` decimals (and 18 integer digits). */
export function amountProblem(field: string, value: string, scale: number): AmountProblem | null {
  if (value.startsWith('-') && /^-\d/.test(value)) return { field, kind: 'negative', message: 'must not be negative' };
  if (!decimalPattern(scale).test(value)) return { field, kind: 'decimal', message: `must be a decimal amount with at most ${scale} decimals`, scale };
  return null;
}

/** A percentage 0..100 with at most PERCENT_SCALE decimals. */
export function percentProblem(field: string, value: string): AmountProblem | null {
  const problem = amountProblem(field, value, PERCENT_SCALE);
  if (problem) return problem;
  if (compareDecimal(value, PERCENT_MAX) > 0) return { field, kind: 'percent', message: 'must be between 0 and 100' };
  return null;
}

/**
 * The amounts of a fee schedule, checked against its asset's decimals: the fixed fee, the
 * percentage (0..100), the minimum and the maximum (null = none), minimum <= maximum.
 */
export function feeScheduleProblems(
  asset: Asset,
  v: { fixedFee: string; percentage: string; minimumFee: string | null; maximumFee: string | null },
): AmountProblem[] {
  const scale = assetScaleOf(asset);
  const problems = [
    amountProblem('fixedFee', v.fixedFee, scale),
    percentProblem('percentage', v.percentage),
    v.minimumFee === null ? null : amountProblem('minimumFee', v.minimumFee, scale),
    v.maximumFee === null ? null : amountProblem('maximumFee', v.maximumFee, scale),
  ].filter((p): p is AmountProblem => p !== null);
  if (problems.length === 0 && v.minimumFee !== null && v.maximumFee !== null && compareDecimal(v.minimumFee, v.maximumFee) > 0) {
    problems.push({ field: 'maximumFee', kind: 'order', message: 'must not be below minimumFee' });
  }
  return problems;
}

/** A level's or an override's limits: null = no limit; "0" = no withdrawal at all; per24h <= per30d. */
export function limitProblems(asset: Asset, v: { per24h: string | null; per30d: string | null }): AmountProblem[] {
  const scale = assetScaleOf(asset);
  const problems = [
    v.per24h === null ? null : amountProblem('per24h', v.per24h, scale),
    v.per30d === null ? null : amountProblem('per30d', v.per30d, scale),
  ].filter((p): p is AmountProblem => p !== null);
  if (problems.length === 0 && v.per24h !== null && v.per30d !== null && compareDecimal(v.per24h, v.per30d) > 0) {
    problems.push({ field: 'per30d', kind: 'order', message: 'must not be below per24h' });
  }
  return problems;
}
