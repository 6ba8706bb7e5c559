import { z } from 'zod';
import { newPasswordSchema } from '../auth/credential-schemas.ts';
import { SET_PASSWORD_TOKEN_MAX, SET_PASSWORD_TOKEN_MIN } from '../auth/credentials.ts';
import { SEARCH_MAX_LENGTH } from '../platform/list-limits.ts';
import { exportFormatQuery, listTotalSchema, withTotalQuery } from '../platform/lists.ts';
import { SUB_ADMIN_EMAIL_MAX, SUB_ADMIN_GROUPS_MAX, SUB_ADMIN_LIST_LIMIT_MAX, SUB_ADMIN_NAME_MAX, SUB_ADMIN_NAME_MIN } from './sub-admin-rules.ts';

export const subAdminSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
  isActive: z.boolean(),
  isGAuthEnabled: z.boolean(),
  /** Invited and has not set a password yet. */
  invitationPending: z.boolean(),
  lastSeenAt: z.string().nullable(),
  createdAt: z.string(),
  /** Locked out of sign-in after repeated failures (LOGIN_MAX_FAILURES) until then; null when not locked. */
  lockedUntil: z.string().nullable(),
});
export type SubAdmin = z.infer<typeof subAdminSchema>;

export const listSubAdminsQuerySchema = z.object({
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  isActive: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(SUB_ADMIN_LIST_LIMIT_MAX).default(SUB_ADMIN_LIST_LIMIT_MAX),
  ...withTotalQuery,
  ...exportFormatQuery,
});
export const subAdminListSchema = z.object({
  items: z.array(subAdminSchema),
  ...listTotalSchema,
  page: z.number().int(),
  limit: z.number().int(),
});

export const inviteSubAdminSchema = z.object({
  name: z.string().trim().min(SUB_ADMIN_NAME_MIN).max(SUB_ADMIN_NAME_MAX),
  email: z.string().trim().toLowerCase().email().max(SUB_ADMIN_EMAIL_MAX),
  groupIds: z.array(z.string().uuid()).min(1, 'choose at least one group').max(SUB_ADMIN_GROUPS_MAX),
});
export type InviteSubAdmin = z.infer<typeof inviteSubAdminSchema>;

export const subAdminParamsSchema = z.object({ adminId: z.string().uuid() });
export const setSubAdminActiveSchema = z.object({ isActive: z.boolean() });

/** The one-time link's token and the new password (public: the invitee has no session yet). */
export const setPasswordSchema = z.object({
  token: z.string().min(SET_PASSWORD_TOKEN_MIN).max(SET_PASSWORD_TOKEN_MAX),
  password: newPasswordSchema,
});

export const adminSessionSchema = z.object({
  id: z.string(),
  kind: z.enum(['pending', 'full']),
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  isCurrent: z.boolean(),
});
export const adminSessionListSchema = z.object({ items: z.array(adminSessionSchema) });
export const sessionParamsSchema = z.object({ sessionId: z.string().uuid() });
