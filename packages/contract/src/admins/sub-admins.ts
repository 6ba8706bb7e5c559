import { z } from 'zod';
import { newPasswordSchema } from '../auth/credentials.ts';

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
});
export type SubAdmin = z.infer<typeof subAdminSchema>;

export const listSubAdminsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  isActive: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(2000).default(2000),
});
export const subAdminListSchema = z.object({
  items: z.array(subAdminSchema),
  total: z.number().int(),
  totalIsCapped: z.boolean(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const inviteSubAdminSchema = z.object({
  name: z.string().trim().min(2).max(80),
  email: z.string().trim().toLowerCase().email().max(254),
  groupIds: z.array(z.string().uuid()).min(1, 'choose at least one group').max(50),
});
export type InviteSubAdmin = z.infer<typeof inviteSubAdminSchema>;

export const subAdminParamsSchema = z.object({ adminId: z.string().uuid() });
export const setSubAdminActiveSchema = z.object({ isActive: z.boolean() });

/** The one-time link's token and the new password (public: the invitee has no session yet). */
export const setPasswordSchema = z.object({
  token: z.string().min(20).max(200),
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
