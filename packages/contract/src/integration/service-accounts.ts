import { z } from 'zod';
import { listResponseSchema, pageQuerySchema } from '../platform/lists.ts';
import { noNul } from '../platform/text-rules.ts';
import { INTEGRATION_DESCRIPTION_MAX, INTEGRATION_REASON_MAX, INTEGRATION_REASON_MIN, SERVICE_ACCOUNT_NAME_MAX, SERVICE_SCOPES } from './integration-rules.ts';

export const serviceScopeSchema = z.enum(SERVICE_SCOPES);
const text = (max: number) => z.string().trim().max(max).refine(...noNul);
const personRef = z.object({ id: z.string(), name: z.string() });

export const serviceAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  scopes: z.array(serviceScopeSchema),
  /** The key's first characters, to tell keys apart; the key itself is shown once, at creation. */
  keyPrefix: z.string(),
  createdBy: personRef.nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedBy: personRef.nullable(),
  revokeReason: z.string().nullable(),
});
export type ServiceAccount = z.infer<typeof serviceAccountSchema>;
export const serviceAccountListSchema = listResponseSchema(serviceAccountSchema);

export const listServiceAccountsQuerySchema = z.object({
  ...pageQuerySchema,
  status: z.enum(['ACTIVE', 'REVOKED']).optional(),
});

export const createServiceAccountSchema = z.object({
  name: text(SERVICE_ACCOUNT_NAME_MAX).pipe(z.string().min(2, 'must be at least 2 characters')),
  description: text(INTEGRATION_DESCRIPTION_MAX).optional(),
  scopes: z.array(serviceScopeSchema).min(1).max(SERVICE_SCOPES.length),
});
export type CreateServiceAccount = z.infer<typeof createServiceAccountSchema>;

/** The answer to a creation: the only time the key is ever sent. */
export const createdServiceAccountSchema = z.object({ account: serviceAccountSchema, apiKey: z.string() });
export type CreatedServiceAccount = z.infer<typeof createdServiceAccountSchema>;

export const revokeServiceAccountSchema = z.object({
  reason: text(INTEGRATION_REASON_MAX).pipe(z.string().min(INTEGRATION_REASON_MIN, `must be at least ${INTEGRATION_REASON_MIN} characters`)),
});
