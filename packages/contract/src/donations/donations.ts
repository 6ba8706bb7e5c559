import { z } from 'zod';
import { ASSETS } from '../fees/fee-rules.ts';
import { checkAssetAmount, decimalStringSchema } from '../platform/asset-amounts.ts';
import { issueCode } from '../platform/errors.ts';
import { PAGE_SIZE_MAX, SEARCH_MAX_LENGTH } from '../platform/list-limits.ts';
import { exportFormatQuery, listResponseSchema, pageQuerySchema } from '../platform/lists.ts';
import { noNul } from '../platform/text-rules.ts';
import {
  DONATION_CAUSE_STATUSES,
  DONATION_DESCRIPTION_MAX,
  DONATION_NAME_MAX,
  DONATION_NAME_MIN,
  DONATION_PAGE_SIZE,
  DONATION_REASON_MAX,
  DONATION_REASON_MIN,
} from './donation-rules.ts';

const personRef = z.object({ id: z.string(), name: z.string() });
const limitQuery = { limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(DONATION_PAGE_SIZE) };

export const donationCauseStatusSchema = z.enum(DONATION_CAUSE_STATUSES);

export const donationCauseSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  asset: z.enum(ASSETS),
  target: z.string(),
  /** The sum of the cause's donations (decimal string). */
  raised: z.string(),
  donationCount: z.number().int(),
  donorCount: z.number().int(),
  status: donationCauseStatusSchema,
  closeReason: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdBy: personRef,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DonationCause = z.infer<typeof donationCauseSchema>;
export const donationCauseListSchema = listResponseSchema(donationCauseSchema);

export const listDonationCausesQuerySchema = z.object({
  ...pageQuerySchema,
  ...limitQuery,
  search: z.string().trim().max(SEARCH_MAX_LENGTH).refine(...noNul).optional(),
  status: donationCauseStatusSchema.optional(),
});
export type ListDonationCausesQuery = z.input<typeof listDonationCausesQuerySchema>;

const nameSchema = z
  .string()
  .trim()
  .min(DONATION_NAME_MIN, `must be ${DONATION_NAME_MIN} to ${DONATION_NAME_MAX} characters`)
  .max(DONATION_NAME_MAX, `must be ${DONATION_NAME_MIN} to ${DONATION_NAME_MAX} characters`)
  .refine(...noNul);
const descriptionSchema = z.string().trim().max(DONATION_DESCRIPTION_MAX, `must be at most ${DONATION_DESCRIPTION_MAX} characters`).refine(...noNul);

export const createDonationCauseSchema = z
  .object({ name: nameSchema, description: descriptionSchema.default(''), asset: z.enum(ASSETS), target: decimalStringSchema })
  .superRefine((body, ctx) => checkAssetAmount(body, ['target'], ctx));
export type CreateDonationCause = z.input<typeof createDonationCauseSchema>;

/** Name, description and target may change while the cause is open; its asset is fixed (its donations are in it). */
export const updateDonationCauseSchema = z
  .object({ name: nameSchema, description: descriptionSchema, target: decimalStringSchema })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'give at least one field to change', ...issueCode('validation.noChanges') });
export type UpdateDonationCause = z.input<typeof updateDonationCauseSchema>;

export const closeDonationCauseSchema = z.object({
  reason: z.string().trim().min(DONATION_REASON_MIN, `must be ${DONATION_REASON_MIN} to ${DONATION_REASON_MAX} characters`).max(DONATION_REASON_MAX, `must be ${DONATION_REASON_MIN} to ${DONATION_REASON_MAX} characters`).refine(...noNul),
});
export type CloseDonationCause = z.infer<typeof closeDonationCauseSchema>;

export const donationSchema = z.object({
  id: z.string(),
  causeId: z.string(),
  causeName: z.string(),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  asset: z.enum(ASSETS),
  amount: z.string(),
  ledgerEntryId: z.string(),
  createdAt: z.string(),
});
export type Donation = z.infer<typeof donationSchema>;
export const donationListSchema = listResponseSchema(donationSchema);

/** The donations, newest first; `format=csv` gives every matching one as CSV (audited). */
export const listDonationsQuerySchema = z.object({
  ...pageQuerySchema,
  ...limitQuery,
  ...exportFormatQuery,
  causeId: z.string().uuid().optional(),
  customerId: z.string().uuid().optional(),
});
export type ListDonationsQuery = z.input<typeof listDonationsQuerySchema>;

/** The customer app gives `amount` of the cause's asset from the customer's available balance. */
export const makeDonationSchema = z.object({ causeId: z.string().uuid(), customerId: z.string().uuid(), amount: decimalStringSchema });
export type MakeDonation = z.input<typeof makeDonationSchema>;
