// The one place that gathers every table, for drizzle's typed client and drizzle-kit.
export * from '../../modules/auth/auth-tables.ts';
export * from '../audit/audit-table.ts';
export * from '../../modules/customers/customer-tables.ts';
export * from '../../modules/p2p/merchants/merchant-tables.ts';
export * from '../../modules/p2p/orders/order-tables.ts';
export * from '../../modules/p2p/transactions/transaction-tables.ts';
export * from '../../modules/p2p/disputes/dispute-tables.ts';
export * from '../../modules/access/access-tables.ts';
export * from '../../modules/admins/admin-invitation-tables.ts';
export * from '../ledger/ledger-table.ts';
export * from '../../modules/payment-methods/payment-method-tables.ts';
export * from '../../modules/referrals/referral-tables.ts';
export * from '../../modules/remittance/remittance-tables.ts';
export * from '../../modules/lean/lean-tables.ts';
export * from '../../modules/logs/log-tables.ts';
export * from '../../modules/kyc/kyc-tables.ts';
export * from '../../modules/bank-accounts/bank-account-tables.ts';
