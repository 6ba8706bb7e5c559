import { z } from 'zod';
import { exportFormatQuery, listResponseSchema, pageQuerySchema } from '../platform/lists.ts';
import {
  DISPUTE_MIN_AGE_HOURS_MAX,
  DISPUTE_NOTE_MAX,
  DISPUTE_SORTS,
  DISPUTE_STATUSES,
  DISPUTE_TRANSITIONS,
  FINAL_DISPUTE_STATUSES,
  OPEN_DISPUTE_STATUSES,
  RESOLUTION_REASON_CODES,
  isFinalDisputeStatus,
  type DisputeStatus,
  type ResolutionReasonCode,
} from './dispute-statuses.ts';
import { orderNumberParamsSchema, p2pOrderSchema } from './orders.ts';

export { orderNumberParamsSchema };
import { issueCode } from '../platform/errors.ts';

// The lists live in dispute-statuses.ts (no zod, for the console); re-exported for the API's imports.
export { DISPUTE_STATUSES, DISPUTE_TRANSITIONS, FINAL_DISPUTE_STATUSES, OPEN_DISPUTE_STATUSES, RESOLUTION_REASON_CODES };
export type { DisputeStatus, ResolutionReasonCode };

export const disputeStatusSchema = z.enum(DISPUTE_STATUSES);
export const resolutionReasonCodeSchema = z.enum(RESOLUTION_REASON_CODES);

export const disputeSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: disputeStatusSchema,
  openedBy: z.enum(['BUYER', 'SELLER']),
  reason: z.string(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  reasonCode: resolutionReasonCodeSchema.nullable(),
  resolvedBy: z.string().nullable(),
  resolvedByName: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Seconds since opening (until resolution for closed ones). */
  ageSeconds: z.number().int(),
  /** Open and older than the SLA. */
  slaBreached: z.boolean(),
  fiatAmount: z.string(),
  fiat: z.string(),
  coin: z.string(),
  cryptoAmount: z.string(),
});
export type Dispute = z.infer<typeof disputeSchema>;

export const listDisputesQuerySchema = z.object({
  ...pageQuerySchema,
  status: z.enum([...DISPUTE_STATUSES, 'ACTIVE', 'ALL']).default('ACTIVE'),
  assigneeId: z.union([z.string().uuid(), z.literal('none')]).optional(),
  /** Disputes over one customer's orders (the customer page's tab). */
  customerId: z.string().uuid().optional(),
  /** 'slaFirst': breached first, then oldest; 'oldest' / 'newest' by opening time. */
  sort: z.enum(DISPUTE_SORTS).default('slaFirst'),
  minAgeHours: z.coerce.number().int().min(0).max(DISPUTE_MIN_AGE_HOURS_MAX).optional(),
  ...exportFormatQuery,
});
export type ListDisputesQuery = z.input<typeof listDisputesQuerySchema>;
export const disputeListSchema = listResponseSchema(disputeSchema).extend({ slaHours: z.number() });

export const partyRecordSchema = z.object({
  role: z.enum(['BUYER', 'SELLER']),
  kind: z.enum(['CUSTOMER', 'MERCHANT']),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  accountCreatedAt: z.string(),
  completedOrders: z.number().int(),
  completionRate: z.number().nullable(),
  earlierDisputes: z.array(z.object({ orderNumber: z.string(), status: disputeStatusSchema, createdAt: z.string(), wonByThisParty: z.boolean().nullable() })),
});
export type PartyRecord = z.infer<typeof partyRecordSchema>;

export const disputeNoteSchema = z.object({
  id: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type DisputeNote = z.infer<typeof disputeNoteSchema>;

export const disputeDetailSchema = z.object({
  dispute: disputeSchema,
  order: p2pOrderSchema,
  buyer: partyRecordSchema,
  seller: partyRecordSchema,
  notes: z.array(disputeNoteSchema),
});
export type DisputeDetail = z.infer<typeof disputeDetailSchema>;

export const changeAssignerParamsSchema = orderNumberParamsSchema.extend({ targetAdminId: z.string().uuid() });

const noteBody = z.string().trim().min(1, 'must not be empty').max(DISPUTE_NOTE_MAX);
export const updateDisputeStatusSchema = z
  .object({
    status: disputeStatusSchema,
    notes: noteBody.optional(),
    reasonCode: resolutionReasonCodeSchema.optional(),
  })
  .refine((b) => !isFinalDisputeStatus(b.status) || b.reasonCode !== undefined, {
    path: ['reasonCode'],
    message: 'is required to resolve or cancel a dispute',
    ...issueCode('validation.required'),
  });
export type UpdateDisputeStatus = z.infer<typeof updateDisputeStatusSchema>;
export const addDisputeNoteSchema = z.object({ notes: noteBody });

/** `email` only for callers holding admins.read: the directory is open to every signed-in admin. */
export const adminSummarySchema = z.object({ id: z.string(), name: z.string(), email: z.string().nullable(), role: z.string() });
export type AdminSummary = z.infer<typeof adminSummarySchema>;
export const adminListQuerySchema = z.object({ isActive: z.enum(['true', 'false']).optional() });
export const adminListSchema = z.object({ items: z.array(adminSummarySchema) });
