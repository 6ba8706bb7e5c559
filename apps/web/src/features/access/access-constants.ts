import type { Policy } from '@exchange/contract/access/policies';
import type { approveAccessRequestSchema } from '@exchange/contract/auth/access-requests';
import type { Role } from '@exchange/contract/auth/session';
import type { z } from 'zod';

/*
 * The contract's policy catalogue and built-in groups, copied: importing the values from the
 * contract would pull zod into the console (see p2p-constants.ts). The checks below stop the
 * build when the contract's lists change.
 */

export const POLICY_NAMES = [
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
] as const satisfies readonly Policy[];

/** The built-in groups; an admin's set of groups must hold one of them (it becomes the role). */
export const BUILTIN_GROUP_NAMES = ['superAdmin', 'admin', 'support', 'finance', 'vendorsReadOnly'] as const satisfies readonly Role[];

export type ApprovableRole = NonNullable<z.input<typeof approveAccessRequestSchema>['role']>;
/** The roles an approved sign-up may get; super admin is given only through the groups. */
export const APPROVABLE_ROLES = ['admin', 'support', 'finance', 'vendorsReadOnly'] as const satisfies readonly ApprovableRole[];

type Covers<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : false;
const _policiesComplete: Covers<Policy, (typeof POLICY_NAMES)[number]> = true;
const _rolesComplete: Covers<Role, (typeof BUILTIN_GROUP_NAMES)[number]> = true;
const _approvableComplete: Covers<ApprovableRole, (typeof APPROVABLE_ROLES)[number]> = true;

/** A policy's label and what it allows, as i18n keys; a policy the console does not know shows its name. */
export const policyTextKeys: Readonly<Record<Policy, { label: string; help: string }>> = {
  'admins.read': { label: 'access.policy.adminsRead', help: 'access.policyHelp.adminsRead' },
  'admins.manage': { label: 'access.policy.adminsManage', help: 'access.policyHelp.adminsManage' },
  'groups.manage': { label: 'access.policy.groupsManage', help: 'access.policyHelp.groupsManage' },
  'sessions.manage': { label: 'access.policy.sessionsManage', help: 'access.policyHelp.sessionsManage' },
  'audit.read': { label: 'access.policy.auditRead', help: 'access.policyHelp.auditRead' },
  'p2p.statistics.read': { label: 'access.policy.p2pStatisticsRead', help: 'access.policyHelp.p2pStatisticsRead' },
  'p2p.merchants.read': { label: 'access.policy.p2pMerchantsRead', help: 'access.policyHelp.p2pMerchantsRead' },
  'p2p.merchants.write': { label: 'access.policy.p2pMerchantsWrite', help: 'access.policyHelp.p2pMerchantsWrite' },
  'p2p.transactions.read': { label: 'access.policy.p2pTransactionsRead', help: 'access.policyHelp.p2pTransactionsRead' },
  'p2p.transactions.approve': { label: 'access.policy.p2pTransactionsApprove', help: 'access.policyHelp.p2pTransactionsApprove' },
  'p2p.transactions.reject': { label: 'access.policy.p2pTransactionsReject', help: 'access.policyHelp.p2pTransactionsReject' },
  'p2p.withdrawals.decide': { label: 'access.policy.p2pWithdrawalsDecide', help: 'access.policyHelp.p2pWithdrawalsDecide' },
  'p2p.orders.read': { label: 'access.policy.p2pOrdersRead', help: 'access.policyHelp.p2pOrdersRead' },
  'p2p.disputes.read': { label: 'access.policy.p2pDisputesRead', help: 'access.policyHelp.p2pDisputesRead' },
  'p2p.disputes.write': { label: 'access.policy.p2pDisputesWrite', help: 'access.policyHelp.p2pDisputesWrite' },
  'p2p.disputes.resolve': { label: 'access.policy.p2pDisputesResolve', help: 'access.policyHelp.p2pDisputesResolve' },
  'payments.methods.read': { label: 'access.policy.paymentMethodsRead', help: 'access.policyHelp.paymentMethodsRead' },
  'payments.methods.write': { label: 'access.policy.paymentMethodsWrite', help: 'access.policyHelp.paymentMethodsWrite' },
  'referrals.read': { label: 'access.policy.referralsRead', help: 'access.policyHelp.referralsRead' },
  'referrals.decide': { label: 'access.policy.referralsDecide', help: 'access.policyHelp.referralsDecide' },
  'referrals.disburse': { label: 'access.policy.referralsDisburse', help: 'access.policyHelp.referralsDisburse' },
  'remittance.read': { label: 'access.policy.remittanceRead', help: 'access.policyHelp.remittanceRead' },
  'remittance.decide': { label: 'access.policy.remittanceDecide', help: 'access.policyHelp.remittanceDecide' },
  'lean.read': { label: 'access.policy.leanRead', help: 'access.policyHelp.leanRead' },
  'lean.decide': { label: 'access.policy.leanDecide', help: 'access.policyHelp.leanDecide' },
  'logs.read': { label: 'access.policy.logsRead', help: 'access.policyHelp.logsRead' },
};

/** The catalogue's areas (a policy's name up to its last dot), as i18n keys. */
export const policyAreaKeys: Readonly<Record<string, string>> = {
  admins: 'access.area.admins',
  groups: 'access.area.groups',
  sessions: 'access.area.sessions',
  audit: 'access.area.audit',
  'p2p.statistics': 'access.area.p2pStatistics',
  'p2p.merchants': 'access.area.p2pMerchants',
  'p2p.transactions': 'access.area.p2pTransactions',
  'p2p.withdrawals': 'access.area.p2pWithdrawals',
  'p2p.orders': 'access.area.p2pOrders',
  'p2p.disputes': 'access.area.p2pDisputes',
  'payments.methods': 'access.area.paymentMethods',
  referrals: 'access.area.referrals',
  remittance: 'access.area.remittance',
  lean: 'access.area.lean',
  logs: 'access.area.logs',
};

/** The role names as i18n keys (the built-in groups carry the same names). */
export const roleLabelKeys: Readonly<Record<Role, string>> = {
  superAdmin: 'access.role.superAdmin',
  admin: 'access.role.admin',
  support: 'access.role.support',
  finance: 'access.role.finance',
  vendorsReadOnly: 'access.role.vendorsReadOnly',
};

/** What each role an approved sign-up may get is for, as i18n keys. */
export const approvableRoleHelpKeys: Readonly<Record<ApprovableRole, string>> = {
  admin: 'accessRequests.roleHelp.admin',
  support: 'accessRequests.roleHelp.support',
  finance: 'accessRequests.roleHelp.finance',
  vendorsReadOnly: 'accessRequests.roleHelp.vendorsReadOnly',
};

export const isKnownPolicy = (name: string): name is Policy => (POLICY_NAMES as readonly string[]).includes(name);
export const isBuiltinGroupName = (name: string): name is Role => (BUILTIN_GROUP_NAMES as readonly string[]).includes(name);
