import type { Policy, PolicyArea } from '@exchange/contract/access/policy-names';
import type { ApprovableRole } from '@exchange/contract/auth/access-request-rules';
import type { Role } from '@exchange/contract/auth/roles';

/*
 * The console's texts for the contract's catalogue, roles and areas, as i18n keys (written out so
 * that the locale test checks each one exists). Each map is keyed by the contract's own type: a new
 * policy, area or role fails type checking until it has its texts.
 */

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
  'customers.read': { label: 'access.policy.customersRead', help: 'access.policyHelp.customersRead' },
  'customers.manage': { label: 'access.policy.customersManage', help: 'access.policyHelp.customersManage' },
  'customers.note': { label: 'access.policy.customersNote', help: 'access.policyHelp.customersNote' },
  'customers.viewAs': { label: 'access.policy.customersViewAs', help: 'access.policyHelp.customersViewAs' },
  'kyc.read': { label: 'access.policy.kycRead', help: 'access.policyHelp.kycRead' },
  'kyc.decide': { label: 'access.policy.kycDecide', help: 'access.policyHelp.kycDecide' },
  'kyc.viewDocuments': { label: 'access.policy.kycViewDocuments', help: 'access.policyHelp.kycViewDocuments' },
  'bankAccounts.read': { label: 'access.policy.bankAccountsRead', help: 'access.policyHelp.bankAccountsRead' },
  'bankAccounts.decide': { label: 'access.policy.bankAccountsDecide', help: 'access.policyHelp.bankAccountsDecide' },
  'screening.read': { label: 'access.policy.screeningRead', help: 'access.policyHelp.screeningRead' },
  'screening.manage': { label: 'access.policy.screeningManage', help: 'access.policyHelp.screeningManage' },
  'screening.decide': { label: 'access.policy.screeningDecide', help: 'access.policyHelp.screeningDecide' },
  'countries.read': { label: 'access.policy.countriesRead', help: 'access.policyHelp.countriesRead' },
  'countries.manage': { label: 'access.policy.countriesManage', help: 'access.policyHelp.countriesManage' },
  'fees.read': { label: 'access.policy.feesRead', help: 'access.policyHelp.feesRead' },
  'fees.manage': { label: 'access.policy.feesManage', help: 'access.policyHelp.feesManage' },
  'limits.read': { label: 'access.policy.limitsRead', help: 'access.policyHelp.limitsRead' },
  'limits.manage': { label: 'access.policy.limitsManage', help: 'access.policyHelp.limitsManage' },
  'fiat.deposits.read': { label: 'access.policy.fiatDepositsRead', help: 'access.policyHelp.fiatDepositsRead' },
  'fiat.deposits.create': { label: 'access.policy.fiatDepositsCreate', help: 'access.policyHelp.fiatDepositsCreate' },
  'fiat.deposits.decide': { label: 'access.policy.fiatDepositsDecide', help: 'access.policyHelp.fiatDepositsDecide' },
  'fiat.withdrawals.read': { label: 'access.policy.fiatWithdrawalsRead', help: 'access.policyHelp.fiatWithdrawalsRead' },
  'fiat.withdrawals.create': { label: 'access.policy.fiatWithdrawalsCreate', help: 'access.policyHelp.fiatWithdrawalsCreate' },
  'fiat.withdrawals.submit': { label: 'access.policy.fiatWithdrawalsSubmit', help: 'access.policyHelp.fiatWithdrawalsSubmit' },
  'fiat.withdrawals.approve': { label: 'access.policy.fiatWithdrawalsApprove', help: 'access.policyHelp.fiatWithdrawalsApprove' },
  'fiat.withdrawals.reject': { label: 'access.policy.fiatWithdrawalsReject', help: 'access.policyHelp.fiatWithdrawalsReject' },
  'fiat.withdrawals.payout': { label: 'access.policy.fiatWithdrawalsPayout', help: 'access.policyHelp.fiatWithdrawalsPayout' },
  'ledger.read': { label: 'access.policy.ledgerRead', help: 'access.policyHelp.ledgerRead' },
  'ledger.reconcile': { label: 'access.policy.ledgerReconcile', help: 'access.policyHelp.ledgerReconcile' },
  'reimbursements.read': { label: 'access.policy.reimbursementsRead', help: 'access.policyHelp.reimbursementsRead' },
  'reimbursements.create': { label: 'access.policy.reimbursementsCreate', help: 'access.policyHelp.reimbursementsCreate' },
  'reimbursements.approve': { label: 'access.policy.reimbursementsApprove', help: 'access.policyHelp.reimbursementsApprove' },
  'subAccounts.read': { label: 'access.policy.subAccountsRead', help: 'access.policyHelp.subAccountsRead' },
  'subAccounts.manage': { label: 'access.policy.subAccountsManage', help: 'access.policyHelp.subAccountsManage' },
  'subAccounts.transfer': { label: 'access.policy.subAccountsTransfer', help: 'access.policyHelp.subAccountsTransfer' },
  'integration.read': { label: 'access.policy.integrationRead', help: 'access.policyHelp.integrationRead' },
  'integration.manage': { label: 'access.policy.integrationManage', help: 'access.policyHelp.integrationManage' },
};

/** The catalogue's areas (a policy's name up to its last dot), as i18n keys. */
export const policyAreaKeys: Readonly<Record<PolicyArea, string>> = {
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
  customers: 'access.area.customers',
  kyc: 'access.area.kyc',
  bankAccounts: 'access.area.bankAccounts',
  screening: 'access.area.screening',
  countries: 'access.area.countries',
  fees: 'access.area.fees',
  limits: 'access.area.limits',
  'fiat.deposits': 'access.area.fiatDeposits',
  'fiat.withdrawals': 'access.area.fiatWithdrawals',
  ledger: 'access.area.ledger',
  reimbursements: 'access.area.reimbursements',
  subAccounts: 'access.area.subAccounts',
  integration: 'access.area.integration',
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
