import { z } from 'zod';

/** The policy catalogue: one name per capability. Routes declare one; groups and admins hold them. */
export const POLICIES = [
  'admins.read',
  'admins.manage',
  'groups.manage',
  'sessions.manage',
  'audit.read',
  'p2p.statistics.read',
  'p2p.merchants.read',
  'p2p.merchants.write',
  'p2p.transactions.read',
  'p2p.transactions.approve',
  'p2p.transactions.reject',
  'p2p.withdrawals.decide',
  'p2p.orders.read',
  'p2p.disputes.read',
  'p2p.disputes.write',
  'p2p.disputes.resolve',
  'payments.methods.read',
  'payments.methods.write',
  'referrals.read',
  'referrals.decide',
  'referrals.disburse',
  'remittance.read',
  'remittance.decide',
  'lean.read',
  'lean.decide',
  'logs.read',
] as const;
export type Policy = (typeof POLICIES)[number];
export const policySchema = z.enum(POLICIES);

/** Built-in groups; the super admin group holds every policy, present and future. */
export const BUILTIN_GROUPS = ['superAdmin', 'admin', 'support', 'finance', 'vendorsReadOnly'] as const;
export const SUPER_ADMIN_GROUP = 'superAdmin';

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
  name: z.string().trim().regex(/^[A-Za-z][A-Za-z0-9 _-]{1,39}$/, 'must be 2-40 letters, digits, spaces, _ or -'),
  description: z.string().trim().max(200).default(''),
  require2fa: z.boolean().default(false),
});
export const groupUpdateSchema = z
  .object({ name: groupInputSchema.shape.name, description: z.string().trim().max(200), require2fa: z.boolean() })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'give at least one field');
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
