import { z } from 'zod';
import { issueCode } from '../platform/errors.ts';
import { compareDecimal, decimalPattern } from '../p2p/money-rules.ts';
import { isoCountryCodeSchema } from '../platform/country-schemas.ts';
import { SEARCH_MAX_LENGTH } from '../platform/list-limits.ts';
import { exportFormatQuery, listResponseSchema, pageQuerySchema, queryBoolean } from '../platform/lists.ts';
import { archiveReasonSchema, archiveStampSchema } from '../platform/archive.ts';
import {
  ICON_URL_MAX,
  PAYMENT_AMOUNT_SCALE,
  PAYMENT_LIMIT_TYPES,
  PAYMENT_METHOD_DESCRIPTION_MAX,
  PAYMENT_METHOD_NAME_MAX,
  PAYMENT_METHOD_NAME_MIN,
  PAYMENT_METHOD_SORT_FIELDS,
  PAYMENT_TYPES,
  PERCENTAGE_MAX,
  PROCESSING_TIME_MAX,
} from './payment-method-kinds.ts';

// The limits live in payment-method-kinds.ts (no zod, for the console); re-exported for the API's imports.
export { ICON_URL_MAX, PAYMENT_METHOD_DESCRIPTION_MAX, PAYMENT_METHOD_NAME_MAX, PAYMENT_METHOD_NAME_MIN, PERCENTAGE_MAX, PROCESSING_TIME_MAX };

export const paymentTypeSchema = z.enum(PAYMENT_TYPES);
export const paymentLimitTypeSchema = z.enum(PAYMENT_LIMIT_TYPES);

/*
 * The exchange's catalogue of ways to pay (GET /admin/paymentMethod/listPaymentMethods and the
 * calls beside it). Amounts are decimal strings with at most 2 decimals, as the NUMERIC(…, 2)
 * columns hold them; they are compared exactly, never as floats.
 */

/** The largest amount NUMERIC(20, 2) holds has 18 integer digits. */
const AMOUNT = decimalPattern(PAYMENT_AMOUNT_SCALE);

/**
 * A non-negative decimal with at most 2 decimals, up to `max` when given. One message per value,
 * the most useful one: "-5" is negative (not "badly formatted"), "1.234" has too many decimals.
 */
const decimalField = (max?: string) =>
  z
    .string({ error: 'must be a decimal amount given as a string, e.g. "12.50"' })
    .trim()
    .superRefine((value, ctx) => {
      const unsigned = value.startsWith('-') ? value.slice(1) : value;
      if (!AMOUNT.test(unsigned)) {
        ctx.addIssue({ code: 'custom', message: 'must be a decimal amount with at most 2 decimals', ...issueCode('validation.decimal', { scale: PAYMENT_AMOUNT_SCALE }) });
      } else if (value.startsWith('-') && compareDecimal(unsigned, '0') > 0) {
        ctx.addIssue({ code: 'custom', message: 'must not be negative', ...issueCode('validation.notNegative') });
      } else if (max !== undefined && compareDecimal(unsigned, max) > 0) {
        ctx.addIssue({ code: 'custom', message: `must be between 0 and ${max}`, ...issueCode('validation.between', { min: 0, max }) });
      }
    })
    // "-0" passed the checks above as zero: store it as such.
    .transform((value) => (value.startsWith('-') ? value.slice(1) : value));

// Payment methods

export const paymentMethodLimitSchema = z.object({
  id: z.string(),
  paymentMethodId: z.string(),
  country: isoCountryCodeSchema,
  type: paymentLimitTypeSchema,
  /** Flat fee per operation, in the country's currency. */
  fee: z.string(),
  /** Percentage of the amount, 0..100, on top of the flat fee. */
  feePercentage: z.string(),
  /** Smallest on-ramp buy through this method, in USD. */
  minBuyLimitInUsd: z.string(),
  minDeposit: z.string(),
  maxDeposit: z.string(),
  /** Free text shown to customers: "Instant", "1-3 business days". */
  processingTime: z.string(),
  isActive: z.boolean(),
  ...archiveStampSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentMethodLimit = z.infer<typeof paymentMethodLimitSchema>;

export const paymentMethodSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  paymentType: paymentTypeSchema,
  /** An https image; null lets the console draw the icon of the payment type. */
  iconUrl: z.string().nullable(),
  /** Usable to buy crypto with fiat directly (on-ramp), not only to fund a balance. */
  onRamp: z.boolean(),
  isActive: z.boolean(),
  /** The method's limits (a few per method), ordered by country then type; archived ones only with `includeArchivedLimits`. */
  limits: z.array(paymentMethodLimitSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodSortFields = PAYMENT_METHOD_SORT_FIELDS;

export const listPaymentMethodsQuerySchema = z.object({
  ...pageQuerySchema,
  /** Part of the name, without case. */
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  paymentType: paymentTypeSchema.optional(),
  isActive: queryBoolean.optional(),
  onRamp: queryBoolean.optional(),
  /** Methods with a limit (active or not, not archived) in this country. */
  country: isoCountryCodeSchema.optional(),
  /** Each method's archived limits too; by default they are left out. */
  includeArchivedLimits: queryBoolean.default(false),
  sort: z.enum(paymentMethodSortFields).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  ...exportFormatQuery,
});
export type ListPaymentMethodsQuery = z.input<typeof listPaymentMethodsQuerySchema>;
export const paymentMethodListSchema = listResponseSchema(paymentMethodSchema);

/** An absolute https address on a named host: a console page never loads an icon over plain http. */
function isHttpsUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && z.regexes.domain.test(url.hostname);
  } catch {
    return false;
  }
}

const iconUrlSchema = z
  .string()
  .trim()
  .max(ICON_URL_MAX, `must be at most ${ICON_URL_MAX} characters`)
  .refine(isHttpsUrl, { message: 'must be an https URL, e.g. https://cdn.example.com/icon.svg', ...issueCode('validation.invalidFormat') })
  .nullable();

const paymentMethodFields = {
  name: z
    .string()
    .trim()
    .min(PAYMENT_METHOD_NAME_MIN, `must be ${PAYMENT_METHOD_NAME_MIN} to ${PAYMENT_METHOD_NAME_MAX} characters`)
    .max(PAYMENT_METHOD_NAME_MAX, `must be ${PAYMENT_METHOD_NAME_MIN} to ${PAYMENT_METHOD_NAME_MAX} characters`),
  description: z.string().trim().max(PAYMENT_METHOD_DESCRIPTION_MAX),
  paymentType: paymentTypeSchema,
  iconUrl: iconUrlSchema,
  onRamp: z.boolean(),
};

// Defaults apply to a new method only: an update that leaves a field out must leave it alone.
export const paymentMethodInputSchema = z.object({
  ...paymentMethodFields,
  description: paymentMethodFields.description.default(''),
  iconUrl: iconUrlSchema.optional().transform((v) => v ?? null),
  onRamp: paymentMethodFields.onRamp.default(false),
});
export type PaymentMethodInput = z.input<typeof paymentMethodInputSchema>;

const nonEmptyChange = (body: Record<string, unknown>) => Object.keys(body).some((k) => k !== 'id');

export const paymentMethodUpdateSchema = z
  .object({ id: z.uuid(), ...paymentMethodFields })
  .partial()
  .required({ id: true })
  .refine(nonEmptyChange, { message: 'give at least one field to change', ...issueCode('validation.noChanges') });
export type PaymentMethodUpdate = z.input<typeof paymentMethodUpdateSchema>;

export const setPaymentMethodActiveSchema = z.object({ id: z.uuid(), isActive: z.boolean() });

// Limits

const limitFields = {
  country: isoCountryCodeSchema,
  type: paymentLimitTypeSchema,
  fee: decimalField(),
  feePercentage: decimalField(PERCENTAGE_MAX),
  minBuyLimitInUsd: decimalField(),
  minDeposit: decimalField(),
  maxDeposit: decimalField(),
  processingTime: z.string().trim().min(1, 'must not be empty').max(PROCESSING_TIME_MAX, `must be at most ${PROCESSING_TIME_MAX} characters`),
  isActive: z.boolean(),
};

/** The deposit range rule, named on maxDeposit: the field an admin lowers when it goes wrong. */
export const DEPOSIT_RANGE_MESSAGE = 'must not be below minDeposit';
const depositsInOrder = (b: { minDeposit?: string; maxDeposit?: string }) =>
  b.minDeposit === undefined || b.maxDeposit === undefined || compareDecimal(b.minDeposit, b.maxDeposit) <= 0;

export const paymentMethodLimitInputSchema = z
  .object({ paymentMethodId: z.uuid(), ...limitFields, isActive: limitFields.isActive.default(true) })
  .refine(depositsInOrder, { path: ['maxDeposit'], message: DEPOSIT_RANGE_MESSAGE, ...issueCode('validation.maxBelowMin') });
export type PaymentMethodLimitInput = z.input<typeof paymentMethodLimitInputSchema>;

/**
 * Only the fields given change. Given both, the deposit range is checked here; given one, the
 * server checks it against the stored other one (inside the transaction that updates the row).
 */
export const paymentMethodLimitUpdateSchema = z
  .object({ id: z.uuid(), ...limitFields })
  .partial()
  .required({ id: true })
  .refine(nonEmptyChange, { message: 'give at least one field to change', ...issueCode('validation.noChanges') })
  .refine(depositsInOrder, { path: ['maxDeposit'], message: DEPOSIT_RANGE_MESSAGE, ...issueCode('validation.maxBelowMin') });
export type PaymentMethodLimitUpdate = z.input<typeof paymentMethodLimitUpdateSchema>;

/** Archive or restore a limit (the id in the body, as the spec's other limit calls have it). */
export const archivePaymentMethodLimitSchema = z.object({ id: z.uuid(), reason: archiveReasonSchema });
