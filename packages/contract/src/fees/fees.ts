import { z } from 'zod';
import { KYC_LEVELS } from '../kyc/kyc-levels.ts';
import { CRYPTO_SCALE } from '../p2p/money-rules.ts';
import { isoDateOrDateTime } from '../platform/dates.ts';
import { issueCode } from '../platform/errors.ts';
import { exportFormatQuery, listResponseSchema, queryBoolean, withTotalQuery } from '../platform/lists.ts';
import {
  ASSETS,
  FEE_CHANGE_ACTIONS,
  FEE_CHANGE_SUBJECTS,
  FEE_OPERATIONS,
  FEE_REASON_MAX,
  FEE_REASON_MIN,
  FEES_PAGE_SIZE,
  LIMIT_SOURCES,
  TAX_BASES,
  TAX_RULE_NAME_MAX,
  TAX_RULE_NAME_MIN,
  amountProblem,
  feeScheduleProblems,
  limitProblems,
  operationTakesAsset,
  percentProblem,
  type AmountProblem,
  type Asset,
} from './fee-rules.ts';

// The lists and rules live in fee-rules.ts (no zod, for the console); re-exported for the API's imports.
export { ASSETS, FEE_OPERATIONS, FEES_PAGE_SIZE, TAX_BASES };

/*
 * Fees and Taxes (the spec's menu entry; page size 20) and withdrawal limits. Amounts and
 * percentages are decimal strings, never floats; an amount has at most its asset's decimals.
 */

export const feeOperationSchema = z.enum(FEE_OPERATIONS);
export const assetSchema = z.enum(ASSETS);
export const taxBaseSchema = z.enum(TAX_BASES);
export const limitSourceSchema = z.enum(LIMIT_SOURCES);
export const feeChangeSubjectSchema = z.enum(FEE_CHANGE_SUBJECTS);
export const feeChangeActionSchema = z.enum(FEE_CHANGE_ACTIONS);
export const feeKycLevelSchema = z.union(KYC_LEVELS.map((level) => z.literal(level)) as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>]);

const noNul = (text: string) => !text.includes('\u0000');

/** Why a fee, tax or limit changes: kept in its history. */
export const feeReasonSchema = z
  .string({ error: 'a reason is required' })
  .trim()
  .min(FEE_REASON_MIN, `must be at least ${FEE_REASON_MIN} characters`)
  .max(FEE_REASON_MAX, `must be at most ${FEE_REASON_MAX} characters`)
  .refine(noNul, { message: 'must not contain a NUL character', ...issueCode('validation.unstorableText') });
export const feeReasonBodySchema = z.object({ reason: feeReasonSchema });

const decimalString = z.string({ error: 'must be a decimal amount given as a string, e.g. "12.50"' }).trim();

/** Adds each amount problem as an issue on its field, with the code the API answers with. */
function addProblems(ctx: z.RefinementCtx, problems: AmountProblem[]) {
  for (const p of problems) {
    const code =
      p.kind === 'decimal' ? issueCode('validation.decimal', { scale: p.scale ?? CRYPTO_SCALE })
      : p.kind === 'negative' ? issueCode('validation.notNegative')
      : p.kind === 'percent' ? issueCode('validation.between', { min: 0, max: 100 })
      : issueCode('validation.maxBelowMin');
    ctx.addIssue({ code: 'custom', path: [p.field], message: p.message, ...code });
  }
}

const operationAssetIssue = (ctx: z.RefinementCtx, operation: z.infer<typeof feeOperationSchema>, asset: Asset) => {
  if (!operationTakesAsset(operation, asset)) {
    ctx.addIssue({ code: 'custom', path: ['asset'], message: `${operation} does not move ${asset}`, ...issueCode('validation.notAllowed') });
  }
};

const adminRefSchema = z.object({ id: z.string(), name: z.string() }).nullable();

// Fee schedules

export const feeScheduleSchema = z.object({
  id: z.string(),
  operation: feeOperationSchema,
  asset: assetSchema,
  /** null: any level that has no schedule of its own. */
  kycLevel: feeKycLevelSchema.nullable(),
  /** To the asset's decimals. */
  fixedFee: z.string(),
  /** Of the amount, 0..100. */
  percentage: z.string(),
  minimumFee: z.string().nullable(),
  maximumFee: z.string().nullable(),
  isActive: z.boolean(),
  effectiveFrom: z.string(),
  /** The schedule quoteFees takes now for its operation, asset and level. */
  inForce: z.boolean(),
  /** Active and starting later: it takes over then. */
  scheduled: z.boolean(),
  createdAt: z.string(),
  createdBy: adminRefSchema,
  updatedAt: z.string(),
  updatedBy: adminRefSchema,
});
export type FeeSchedule = z.infer<typeof feeScheduleSchema>;
export const feeScheduleListSchema = listResponseSchema(feeScheduleSchema);

/** The spec's page size for fees and taxes (20) is the default and the most a page holds. */
const feesPageQuery = {
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(FEES_PAGE_SIZE).default(FEES_PAGE_SIZE),
  ...withTotalQuery,
};

/** '0'..'3' or ANY (the any-level schedules). */
const levelFilterSchema = z.enum(['0', '1', '2', '3', 'ANY']);

export const listFeeSchedulesQuerySchema = z.object({
  ...feesPageQuery,
  operation: feeOperationSchema.optional(),
  asset: assetSchema.optional(),
  kycLevel: levelFilterSchema.optional(),
  isActive: queryBoolean.optional(),
  ...exportFormatQuery,
});
export type ListFeeSchedulesQuery = z.input<typeof listFeeSchedulesQuerySchema>;

const feeAmountFields = {
  fixedFee: decimalString,
  percentage: decimalString,
  minimumFee: decimalString.nullable().default(null),
  maximumFee: decimalString.nullable().default(null),
};

export const feeScheduleInputSchema = z
  .object({
    operation: feeOperationSchema,
    asset: assetSchema,
    kycLevel: feeKycLevelSchema.nullable(),
    ...feeAmountFields,
    /** When it takes over (default: now); a later one is scheduled. */
    effectiveFrom: isoDateOrDateTime.optional(),
    reason: feeReasonSchema,
  })
  .superRefine((b, ctx) => {
    operationAssetIssue(ctx, b.operation, b.asset);
    addProblems(ctx, feeScheduleProblems(b.asset, b));
  });
export type FeeScheduleInput = z.input<typeof feeScheduleInputSchema>;

/**
 * An edit gives the amounts anew (and optionally a new start); operation, asset and level stay (a
 * schedule for others is a new one). The decimals are checked here against the most any asset has
 * and by the API against the schedule's asset.
 */
export const feeScheduleUpdateSchema = z
  .object({ ...feeAmountFields, effectiveFrom: isoDateOrDateTime.optional(), reason: feeReasonSchema })
  .superRefine((b, ctx) => addProblems(ctx, feeScheduleProblems('BTC', b)));
export type FeeScheduleUpdate = z.input<typeof feeScheduleUpdateSchema>;

export const feeIdParamsSchema = z.object({ id: z.uuid() });

// Tax rules

export const taxRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  asset: assetSchema,
  /** null: every operation in the asset. */
  operation: feeOperationSchema.nullable(),
  percentage: z.string(),
  /** FEE: the percentage is of the fee charged; AMOUNT: of the operation's amount. */
  basis: taxBaseSchema,
  isActive: z.boolean(),
  effectiveFrom: z.string(),
  inForce: z.boolean(),
  scheduled: z.boolean(),
  createdAt: z.string(),
  createdBy: adminRefSchema,
  updatedAt: z.string(),
  updatedBy: adminRefSchema,
});
export type TaxRule = z.infer<typeof taxRuleSchema>;
export const taxRuleListSchema = listResponseSchema(taxRuleSchema);

export const listTaxRulesQuerySchema = z.object({
  ...feesPageQuery,
  asset: assetSchema.optional(),
  operation: feeOperationSchema.optional(),
  isActive: queryBoolean.optional(),
  ...exportFormatQuery,
});
export type ListTaxRulesQuery = z.input<typeof listTaxRulesQuerySchema>;

const taxNameSchema = z
  .string()
  .trim()
  .min(TAX_RULE_NAME_MIN, `must be ${TAX_RULE_NAME_MIN} to ${TAX_RULE_NAME_MAX} characters`)
  .max(TAX_RULE_NAME_MAX, `must be ${TAX_RULE_NAME_MIN} to ${TAX_RULE_NAME_MAX} characters`)
  .refine(noNul, { message: 'must not contain a NUL character', ...issueCode('validation.unstorableText') });

const percentIssues = (ctx: z.RefinementCtx, b: { percentage: string }) => {
  const problem = percentProblem('percentage', b.percentage);
  if (problem) addProblems(ctx, [problem]);
};

export const taxRuleInputSchema = z
  .object({
    name: taxNameSchema,
    asset: assetSchema,
    operation: feeOperationSchema.nullable(),
    percentage: decimalString,
    basis: taxBaseSchema,
    effectiveFrom: isoDateOrDateTime.optional(),
    reason: feeReasonSchema,
  })
  .superRefine((b, ctx) => {
    if (b.operation !== null) operationAssetIssue(ctx, b.operation, b.asset);
    percentIssues(ctx, b);
  });
export type TaxRuleInput = z.input<typeof taxRuleInputSchema>;

export const taxRuleUpdateSchema = z
  .object({ name: taxNameSchema, percentage: decimalString, basis: taxBaseSchema, effectiveFrom: isoDateOrDateTime.optional(), reason: feeReasonSchema })
  .superRefine((b, ctx) => percentIssues(ctx, b));
export type TaxRuleUpdate = z.input<typeof taxRuleUpdateSchema>;

// A quote, as quoteFees gives it (the screen's "try a quote").

/** A query: kycLevel is '0'..'3'. */
export const feeQuoteQuerySchema = z
  .object({
    operation: feeOperationSchema,
    asset: assetSchema,
    kycLevel: z.enum(['0', '1', '2', '3']).transform((v) => feeKycLevelSchema.parse(Number(v))),
    amount: decimalString,
  })
  .superRefine((b, ctx) => {
    operationAssetIssue(ctx, b.operation, b.asset);
    const problem = amountProblem('amount', b.amount, CRYPTO_SCALE);
    if (problem) addProblems(ctx, [problem]);
  });
export const feeQuoteSchema = z.object({
  fee: z.string(),
  tax: z.string(),
  feeScheduleId: z.string().nullable(),
  taxRuleId: z.string().nullable(),
});
export type FeeQuoteAnswer = z.infer<typeof feeQuoteSchema>;

// History

/** A row as it was before or after a change: its fields, flat. */
const snapshotSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable();

export const feeChangeSchema = z.object({
  id: z.number().int(),
  subject: feeChangeSubjectSchema,
  subjectId: z.string(),
  action: feeChangeActionSchema,
  before: snapshotSchema,
  after: snapshotSchema,
  reason: z.string(),
  admin: adminRefSchema,
  customerId: z.string().nullable(),
  /** The override's customer, by name. */
  customerName: z.string().nullable(),
  createdAt: z.string(),
});
export type FeeChange = z.infer<typeof feeChangeSchema>;
export type FeeSnapshot = z.infer<typeof snapshotSchema>;
export const feeChangeListSchema = listResponseSchema(feeChangeSchema);

export const listFeeChangesQuerySchema = z.object({
  ...feesPageQuery,
  subject: z.enum(['FEE_SCHEDULE', 'TAX_RULE']).optional(),
  /** One schedule's or rule's history. */
  subjectId: z.uuid().optional(),
});
export const listLimitChangesQuerySchema = z.object({
  ...feesPageQuery,
  subject: z.enum(['WITHDRAWAL_LIMIT', 'LIMIT_OVERRIDE']).optional(),
  subjectId: z.uuid().optional(),
  /** One customer's overrides. */
  customerId: z.uuid().optional(),
});

// Withdrawal limits per KYC level and asset

export const withdrawalLimitSchema = z.object({
  id: z.string(),
  kycLevel: feeKycLevelSchema,
  asset: assetSchema,
  /** null: no limit; "0": no withdrawal at all. */
  per24h: z.string().nullable(),
  per30d: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: adminRefSchema,
});
export type WithdrawalLimit = z.infer<typeof withdrawalLimitSchema>;
export const withdrawalLimitListSchema = listResponseSchema(withdrawalLimitSchema);

export const listWithdrawalLimitsQuerySchema = z.object({
  ...feesPageQuery,
  asset: assetSchema.optional(),
  kycLevel: z.enum(['0', '1', '2', '3']).optional(),
  ...exportFormatQuery,
});

const limitAmounts = { per24h: decimalString.nullable(), per30d: decimalString.nullable() };

/** Sets a level's limits for an asset (creates them the first time). */
export const setWithdrawalLimitSchema = z
  .object({ kycLevel: feeKycLevelSchema, asset: assetSchema, ...limitAmounts, reason: feeReasonSchema })
  .superRefine((b, ctx) => addProblems(ctx, limitProblems(b.asset, b)));
export type SetWithdrawalLimit = z.input<typeof setWithdrawalLimitSchema>;

// A customer's overrides

export const limitOverrideSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  asset: assetSchema,
  per24h: z.string().nullable(),
  per30d: z.string().nullable(),
  reason: z.string(),
  expiresAt: z.string().nullable(),
  /** Past its expiry: it no longer applies. */
  expired: z.boolean(),
  setAt: z.string(),
  setBy: adminRefSchema,
});
export type LimitOverride = z.infer<typeof limitOverrideSchema>;

/** One asset's limits for a customer: its level's, its override, and which of them holds. */
export const customerAssetLimitsSchema = z.object({
  asset: assetSchema,
  level: z.object({ per24h: z.string().nullable(), per30d: z.string().nullable() }).nullable(),
  override: limitOverrideSchema.nullable(),
  effective: z.object({ per24h: z.string().nullable(), per30d: z.string().nullable(), source: limitSourceSchema }),
});
export type CustomerAssetLimits = z.infer<typeof customerAssetLimitsSchema>;

export const customerWithdrawalLimitsSchema = z.object({
  customerId: z.string(),
  kycLevel: feeKycLevelSchema,
  /** The assets with a level limit or an override, in ASSETS order. */
  items: z.array(customerAssetLimitsSchema),
});
export type CustomerWithdrawalLimits = z.infer<typeof customerWithdrawalLimitsSchema>;

export const customerIdParamsSchema = z.object({ customerId: z.uuid() });
export const customerAssetParamsSchema = z.object({ customerId: z.uuid(), asset: assetSchema });

/** Sets (or replaces) a customer's override for an asset; expiresAt null: until removed. */
export const setLimitOverrideSchema = z
  .object({ asset: assetSchema, ...limitAmounts, expiresAt: z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }).nullable().default(null), reason: feeReasonSchema })
  .superRefine((b, ctx) => addProblems(ctx, limitProblems(b.asset, b)));
export type SetLimitOverride = z.input<typeof setLimitOverrideSchema>;
