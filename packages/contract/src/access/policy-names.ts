// Without zod, so the console can import the catalogue for the price of the names.
import type { Role } from '../auth/roles.ts';

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
  'customers.read',
  'customers.manage',
  'customers.note',
  'customers.viewAs',
  'kyc.read',
  'kyc.decide',
  'kyc.viewDocuments',
  'bankAccounts.read',
  'bankAccounts.decide',
  'screening.read',
  'screening.manage',
  'screening.decide',
  'countries.read',
  'countries.manage',
  'fees.read',
  'fees.manage',
  'limits.read',
  'limits.manage',
  'fiat.deposits.read',
  'fiat.deposits.create',
  'fiat.deposits.decide',
  'fiat.withdrawals.read',
  'fiat.withdrawals.create',
  'fiat.withdrawals.submit',
  'fiat.withdrawals.approve',
  'fiat.withdrawals.reject',
  'fiat.withdrawals.payout',
  'ledger.read',
  'ledger.reconcile',
  'reimbursements.read',
  'reimbursements.create',
  'reimbursements.approve',
  'subAccounts.read',
  'subAccounts.manage',
  'subAccounts.transfer',
  'crypto.coins.read',
  'crypto.coins.manage',
  'crypto.deposits.read',
  'crypto.deposits.recover',
  'crypto.deposits.approveRecovery',
  'crypto.withdrawals.read',
  'crypto.withdrawals.create',
  'crypto.withdrawals.submit',
  'crypto.withdrawals.approve',
  'crypto.withdrawals.reject',
  'crypto.withdrawals.payout',
  'crypto.whitelist.read',
  'crypto.whitelist.manage',
  'crypto.fexWhitelist.manage',
  'trades.orders.read',
  'trades.orders.cancel',
  'integration.read',
  'integration.manage',
  'dashboard.read',
  'alerts.read',
  'alerts.manage',
  'bundles.read',
  'bundles.manage',
  'redis.read',
  'redis.delete',
  'staking.read',
  'staking.manage',
  'savers.read',
  'savers.manage',
  'liquidity.read',
  'liquidity.manage',
  'otp.read',
  'otp.manage',
  // Leads (served by the leads API, apps/leads).
  'leads.read',
  'leads.manage',
  // Growth: gift vouchers, campaigns and their rewards, donations.
  'vouchers.read',
  'vouchers.manage',
  'campaigns.read',
  'campaigns.manage',
  'campaigns.decide',
  'campaigns.disburse',
  'donations.read',
  'donations.manage',
  // Content (issue 15): announcements, app banners, e-mail templates.
  'announcements.read',
  'announcements.manage',
  'banners.read',
  'banners.manage',
  'emailTemplates.read',
  'emailTemplates.manage',
  // The social feed (issue 15): customers' posts and comments, moderated.
  'posts.read',
  'posts.moderate',
  // Translation (issue 15): the customer app's languages and texts.
  'translations.read',
  'translations.manage',
  // Courses (issue 15): chapters, topics and quizzes with rewards, drafted then published.
  'courses.read',
  'courses.manage',
] as const;
export type Policy = (typeof POLICIES)[number];

export const isPolicy = (name: string): name is Policy => (POLICIES as readonly string[]).includes(name);

/** A name up to its last dot: 'p2p.disputes.resolve' -> 'p2p.disputes'. */
type AreaOf<Name extends string> = Name extends `${infer Head}.${infer Rest}`
  ? Rest extends `${string}.${string}`
    ? `${Head}.${AreaOf<Rest>}`
    : Head
  : never;
/** The catalogue's areas, as GET /admin/access/policies reports them with each policy. */
export type PolicyArea = AreaOf<Policy>;
export const policyArea = (policy: Policy): PolicyArea => policy.slice(0, policy.lastIndexOf('.')) as PolicyArea;

/**
 * Built-in groups: one per role, with the role's name (a list of its own, so that a screen listing
 * groups does not share a module with the start-up code reading the role). The super admin group
 * holds every policy, present and future.
 */
export const BUILTIN_GROUPS = ['superAdmin', 'admin', 'support', 'finance', 'vendorsReadOnly'] as const satisfies readonly Role[];
type Covers<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : false;
const _everyRoleHasItsGroup: Covers<Role, (typeof BUILTIN_GROUPS)[number]> = true;
export const SUPER_ADMIN_GROUP = 'superAdmin' satisfies Role;
export const isBuiltinGroup = (name: string): name is Role => (BUILTIN_GROUPS as readonly string[]).includes(name);

/** A group's name: 2 to 40 letters, digits, spaces, _ or -, starting with a letter. */
export const GROUP_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9 _-]{1,39}$/;
export const GROUP_NAME_MAX = 40;
export const GROUP_DESCRIPTION_MAX = 200;
