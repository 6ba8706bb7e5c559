import { z } from 'zod';
import { listTotalSchema, withTotalQuery, exportFormatQuery } from '../platform/lists.ts';
import { emailSchema, newPasswordSchema } from './credential-schemas.ts';
import { ACCESS_REQUEST_STATUSES, APPROVABLE_ROLES, DEFAULT_APPROVED_ROLE, type AccessRequestStatus } from './access-request-rules.ts';

/** `/signup` files an access request; a super admin must approve it before the account can sign in. */
export const registerRequestSchema = z.object({
  username: z.string().trim().min(1, 'is required').max(100),
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({ status: z.literal('PENDING') });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

// The list lives in access-request-rules.ts (no zod, for the console); the type is re-exported for the API's imports.
export type { AccessRequestStatus };
export const accessRequestStatusSchema = z.enum(ACCESS_REQUEST_STATUSES);

export const accessRequestSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  status: accessRequestStatusSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedByName: z.string().nullable(),
});
export type AccessRequest = z.infer<typeof accessRequestSchema>;

export const listAccessRequestsQuerySchema = z.object({
  status: accessRequestStatusSchema.default('PENDING'),
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  ...withTotalQuery,
  ...exportFormatQuery,
});

export const accessRequestListSchema = z.object({
  items: z.array(accessRequestSchema),
  ...listTotalSchema,
  page: z.number().int(),
  limit: z.number().int(),
});

export const approveAccessRequestSchema = z.object({
  role: z.enum(APPROVABLE_ROLES).default(DEFAULT_APPROVED_ROLE),
});

export const accessRequestIdParamsSchema = z.object({ id: z.string().uuid() });
