import { compareDecimal, isDecimal } from '@exchange/contract/p2p/money-rules';
import { PAYMENT_AMOUNT_SCALE, type PaymentLimitType } from '@exchange/contract/payment-methods/payment-method-kinds';
import type { PaymentMethodLimit, PaymentMethodLimitInput } from '@exchange/contract/payment-methods/payment-methods';
import type { IsoCountryCode } from '@exchange/contract/platform/countries';

/** Amounts and fees have at most 2 decimals, as the contract and the NUMERIC(…, 2) columns have them. */
export const AMOUNT_SCALE = PAYMENT_AMOUNT_SCALE;

export const limitFields = [
  'country',
  'type',
  'fee',
  'feePercentage',
  'minBuyLimitInUsd',
  'minDeposit',
  'maxDeposit',
  'processingTime',
  'isActive',
] as const;

export interface LimitFormValues {
  country: IsoCountryCode;
  type: PaymentLimitType;
  fee: string;
  feePercentage: string;
  minBuyLimitInUsd: string;
  minDeposit: string;
  maxDeposit: string;
  processingTime: string;
  isActive: boolean;
}

export type AmountProblem = 'format' | 'negative' | 'aboveMax';

/**
 * Why the server would refuse a typed amount, or null when it is fine (an empty one is the
 * required rule's business). The same order as the server: the sign first, then the format.
 */
export function amountProblem(raw: string | undefined, max?: string): AmountProblem | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  const unsigned = value.startsWith('-') ? value.slice(1) : value;
  if (!isDecimal(unsigned, AMOUNT_SCALE)) return 'format';
  if (value.startsWith('-') && compareDecimal(unsigned, '0') > 0) return 'negative';
  if (max !== undefined && compareDecimal(unsigned, max) > 0) return 'aboveMax';
  return null;
}

/** True unless both deposits are valid amounts and the minimum is above the maximum. */
export function depositsInOrder(minDeposit: string | undefined, maxDeposit: string | undefined): boolean {
  const min = minDeposit?.trim() ?? '';
  const max = maxDeposit?.trim() ?? '';
  if (amountProblem(min) !== null || amountProblem(max) !== null || min === '' || max === '') return true;
  return compareDecimal(min, max) <= 0;
}

/** The body's limit fields: amounts and texts trimmed. */
export function normalizeLimit(values: LimitFormValues): Required<Omit<PaymentMethodLimitInput, 'paymentMethodId'>> {
  return {
    country: values.country,
    type: values.type,
    fee: values.fee.trim(),
    feePercentage: values.feePercentage.trim(),
    minBuyLimitInUsd: values.minBuyLimitInUsd.trim(),
    minDeposit: values.minDeposit.trim(),
    maxDeposit: values.maxDeposit.trim(),
    processingTime: values.processingTime.trim(),
    isActive: Boolean(values.isActive),
  };
}

/** A limit as the form edits it. */
export function limitFormValues(limit: PaymentMethodLimit): LimitFormValues {
  return {
    country: limit.country,
    type: limit.type,
    fee: limit.fee,
    feePercentage: limit.feePercentage,
    minBuyLimitInUsd: limit.minBuyLimitInUsd,
    minDeposit: limit.minDeposit,
    maxDeposit: limit.maxDeposit,
    processingTime: limit.processingTime,
    isActive: limit.isActive,
  };
}

type LimitBody = ReturnType<typeof normalizeLimit>;
const AMOUNT_FIELDS: ReadonlySet<string> = new Set(['fee', 'feePercentage', 'minBuyLimitInUsd', 'minDeposit', 'maxDeposit']);

function sameValue(key: string, a: LimitBody[keyof LimitBody], b: LimitBody[keyof LimitBody]): boolean {
  if (AMOUNT_FIELDS.has(key) && typeof a === 'string' && typeof b === 'string' && isDecimal(a, AMOUNT_SCALE) && isDecimal(b, AMOUNT_SCALE)) {
    return compareDecimal(a, b) === 0;
  }
  return a === b;
}

/**
 * The fields an edit changes, amounts compared by value ("2" equals the stored "2.00"): the update
 * sends only those, so the audit row shows real changes and a field another admin changed
 * meanwhile is not overwritten with the value this form loaded.
 */
export function changedLimitFields(before: PaymentMethodLimit, after: LimitBody): Partial<LimitBody> {
  const stored = normalizeLimit(limitFormValues(before));
  const changes: Partial<LimitBody> = {};
  for (const key of limitFields) {
    if (!sameValue(key, stored[key], after[key])) Object.assign(changes, { [key]: after[key] });
  }
  return changes;
}
