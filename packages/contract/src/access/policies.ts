import { z } from 'zod';
import { BUILTIN_GROUPS, GROUP_DESCRIPTION_MAX, GROUP_NAME_PATTERN, POLICIES, SUPER_ADMIN_GROUP, type Policy, type PolicyArea } from './policy-names.ts';
import { issueCode } from '../platform/errors.ts';

// The names live in policy-names.ts (no zod, for the console); re-exported for the API's imports.
export { BUILTIN_GROUPS, POLICIES, SUPER_ADMIN_GROUP };
export type { Policy, PolicyArea };

export const policySchema = z.enum(POLICIES);

export const accessGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  isBuiltin: z.boolean(),
  isSuper: z.boolean(),
  require2fa: z.boolean(),
  policies: z.array(z.string()),
  members: z.number().int(),
});
export type AccessGroup = z.infer<typeof accessGroupSchema>;
export const accessGroupListSchema = z.object({ items: z.array(accessGroupSchema) });

export const groupInputSchema = z.object({
  name: z.string().trim().regex(GROUP_NAME_PATTERN, 'must be 2-40 letters, digits, spaces, _ or -'),
  description: z.string().trim().max(GROUP_DESCRIPTION_MAX).default(''),
  require2fa: z.boolean().default(false),
});
export const groupUpdateSchema = z
  .object({ name: groupInputSchema.shape.name, description: z.string().trim().max(GROUP_DESCRIPTION_MAX), require2fa: z.boolean() })
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: 'give at least one field', ...issueCode('validation.noChanges') });
export const groupIdParamsSchema = z.object({ id: z.string().uuid() });
export const setPoliciesSchema = z.object({ policies: z.array(policySchema).max(POLICIES.length) });
export const setGroupsSchema = z.object({ groupIds: z.array(z.string().uuid()).max(50) });
export const adminIdParamsSchema = z.object({ adminId: z.string().uuid() });

export const policyCatalogueSchema = z.object({ items: z.array(z.object({ name: z.string(), area: z.string() })) });

export const adminAccessSchema = z.object({
  adminId: z.string(),
  role: z.string(),
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
  ownPolicies: z.array(z.string()),
  effectivePolicies: z.array(z.string()),
});
export type AdminAccess = z.infer<typeof adminAccessSchema>;
