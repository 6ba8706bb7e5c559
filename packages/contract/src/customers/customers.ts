import { z } from 'zod';
import { CUSTOMER_KYC_STATUSES, KYC_LEVELS } from '../kyc/kyc-levels.ts';
import { isoCountryCodeSchema } from '../platform/country-schemas.ts';
import { isoDateOrDateTime } from '../platform/dates.ts';
import { issueCode } from '../platform/errors.ts';
import { SEARCH_MAX_LENGTH } from '../platform/list-limits.ts';
import { listResponseSchema, pageQuerySchema, queryDate } from '../platform/lists.ts';
import {
  CUSTOMER_BLOCKS,
  CUSTOMER_LABEL_MAX,
  CUSTOMER_LABELS_MAX,
  CUSTOMER_NOTE_MAX,
  CUSTOMER_REASON_MAX,
  CUSTOMER_REASON_MIN,
  CUSTOMER_STATES,
} from './customer-states.ts';

export const customerStateSchema = z.enum(CUSTOMER_STATES);
export const customerBlockSchema = z.enum(CUSTOMER_BLOCKS);
export const kycLevelSchema = z.union(KYC_LEVELS.map((level) => z.literal(level)) as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>]);
export const customerKycStatusSchema = z.enum(CUSTOMER_KYC_STATUSES);

/** A block in force: since when, why, and until when (null: until an admin lifts it). */
export const customerBlockStateSchema = z.object({
  since: z.string(),
  reason: z.string(),
  until: z.string().nullable(),
});
export type CustomerBlockState = z.infer<typeof customerBlockStateSchema>;

export const customerSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** E.164, e.g. "+971501234567". */
  phone: z.string().nullable(),
  country: z.string(),
  /** YYYY-MM-DD. */
  dateOfBirth: z.string().nullable(),
  /**
   * The state in force: a freeze whose `frozenUntil` has passed reads ACTIVE here (it lifted
   * itself), while `recordedState` still says FROZEN until an admin or a later change rewrites it.
   */
  state: customerStateSchema,
  recordedState: customerStateSchema,
  /** Why the account is in its recorded state (a freeze's, a close's reason); null when none was given. */
  stateReason: z.string().nullable(),
  frozenUntil: z.string().nullable(),
  stateChangedAt: z.string().nullable(),
  /** Blocks in force; an expired block is null. */
  withdrawalsBlock: customerBlockStateSchema.nullable(),
  tradingBlock: customerBlockStateSchema.nullable(),
  kycLevel: kycLevelSchema,
  kycStatus: customerKycStatusSchema,
  labels: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/**
 * The list's query. `search` is one box: an exact id (a UUID), an e-mail from its start, a phone's
 * digits from their start (spaces, dashes and "+" ignored), or any part of the name (3+ letters).
 */
export const listCustomersQuerySchema = z.object({
  ...pageQuerySchema,
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  state: customerStateSchema.optional(),
  country: isoCountryCodeSchema.optional(),
  /** '0' to '3' (a query string's text). */
  kycLevel: z.enum(['0', '1', '2', '3']).transform((v) => kycLevelSchema.parse(Number(v))).optional(),
  kycStatus: customerKycStatusSchema.optional(),
  /** Created on or after this day (or instant). */
  startDate: queryDate.optional(),
  /** Created on or before this day (the whole day), or before this instant. */
  endDate: queryDate.optional(),
  /** 'csv' streams every matching row (page and limit are ignored). */
  format: z.enum(['json', 'csv']).default('json'),
});
export type ListCustomersQuery = z.input<typeof listCustomersQuerySchema>;
export const customerListSchema = listResponseSchema(customerSchema);

export const customerIdParamsSchema = z.object({ customerId: z.string().uuid() });

/** Every state change and block carries a reason: required, 3-500 characters once trimmed. */
export const customerReasonSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(CUSTOMER_REASON_MIN, { error: `must be at least ${CUSTOMER_REASON_MIN} characters`, ...issueCode('validation.tooShort', { min: CUSTOMER_REASON_MIN }) })
  .max(CUSTOMER_REASON_MAX);

/** An optional expiry: an ISO date-time in the future (the change lifts itself then). */
export const customerUntilSchema = isoDateOrDateTime.refine((value) => Date.parse(value) > Date.now(), {
  error: 'must be in the future',
  ...issueCode('customer.untilInPast'),
});

export const customerReasonBodySchema = z.object({ reason: customerReasonSchema });
export type CustomerReasonBody = z.input<typeof customerReasonBodySchema>;
export const customerReasonUntilBodySchema = z.object({ reason: customerReasonSchema, until: customerUntilSchema.optional() });
export type CustomerReasonUntilBody = z.input<typeof customerReasonUntilBodySchema>;
/** Activation approves a pending account; a note is optional. */
export const activateCustomerBodySchema = z.object({ reason: z.string().trim().max(CUSTOMER_REASON_MAX).optional() });

/** Blocks withdrawals or trading: a reason, and optionally an expiry after which the block lifts itself. */
export const customerBlockBodySchema = z.object({ block: customerBlockSchema, reason: customerReasonSchema, until: customerUntilSchema.optional() });
export type CustomerBlockBody = z.input<typeof customerBlockBodySchema>;
export const customerUnblockBodySchema = z.object({ block: customerBlockSchema, reason: customerReasonSchema });
export type CustomerUnblockBody = z.input<typeof customerUnblockBodySchema>;

const labelSchema = z.string().trim().min(1).max(CUSTOMER_LABEL_MAX).regex(/^[\p{L}\p{N} _.-]+$/u, { error: 'letters, digits, spaces, "_", "." and "-" only' });
export const customerLabelsBodySchema = z.object({ labels: z.array(labelSchema).max(CUSTOMER_LABELS_MAX) });

/** A person's date of birth: a real calendar day from 1900 up to today (PostgreSQL has no year 0, and nobody is born tomorrow). */
export const birthDateSchema = z.iso.date().refine((day) => day >= '1900-01-01' && day <= new Date().toISOString().slice(0, 10), { error: 'must be a date between 1900-01-01 and today' });

/** The profile fields an admin may correct; at least one. Name, date of birth and country re-run screening. */
export const customerProfileBodySchema = z
  .object({
    name: z.string().trim().min(2).max(200).optional(),
    phone: z.string().trim().regex(/^\+[1-9]\d{6,14}$/, { error: 'must be an E.164 number, e.g. +971501234567' }).nullable().optional(),
    dateOfBirth: birthDateSchema.nullable().optional(),
    country: isoCountryCodeSchema.optional(),
    reason: customerReasonSchema,
  })
  .refine((body) => body.name !== undefined || body.phone !== undefined || body.dateOfBirth !== undefined || body.country !== undefined, {
    error: 'change at least one field',
    path: ['name'],
    ...issueCode('validation.noChanges'),
  });
export type CustomerProfileBody = z.input<typeof customerProfileBodySchema>;

export const customerNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  author: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
});
export type CustomerNote = z.infer<typeof customerNoteSchema>;
/** Oldest first: a thread reads down. */
export const customerNotesSchema = z.object({ items: z.array(customerNoteSchema) });
export const addCustomerNoteBodySchema = z.object({ body: z.string().trim().min(1).max(CUSTOMER_NOTE_MAX) });

/** One audit row about the customer: its account, KYC, bank accounts, screening, view-as tokens. */
export const customerTimelineEntrySchema = z.object({
  id: z.string(),
  occurredAt: z.string(),
  action: z.string(),
  outcome: z.string(),
  actor: z.object({ id: z.string().nullable(), email: z.string().nullable(), name: z.string().nullable() }),
  /** The reason the change carried, when it had one. */
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type CustomerTimelineEntry = z.infer<typeof customerTimelineEntrySchema>;
export const customerTimelineQuerySchema = z.object({ ...pageQuerySchema });
export const customerTimelineSchema = listResponseSchema(customerTimelineEntrySchema);

