import type { Policy } from '@exchange/contract/access/policies';
import type { Customer } from '@exchange/contract/customers/customers';
import type { ReactNode } from 'react';
import { CustomerBankAccountsTab } from '../bank-accounts/CustomerBankAccountsTab.tsx';
import { CustomerWithdrawalLimitsTab } from '../fees/CustomerWithdrawalLimitsTab.tsx';
import { CustomerFiatTab } from '../fiat/CustomerFiatTab.tsx';
import { CustomerCryptoTab } from '../crypto/CustomerCryptoTab.tsx';
import { CustomerKycTab } from '../kyc/CustomerKycTab.tsx';
import { CustomerScreeningTab } from '../screening/CustomerScreeningTab.tsx';
import { CustomerStatementTab } from '../ledger/CustomerStatementTab.tsx';
import { CustomerSubAccountsTab } from '../sub-accounts/CustomerSubAccountsTab.tsx';
import { CustomerTradesTab } from '../trades/CustomerTradesTab.tsx';
import { CustomerBalancesTab } from './CustomerBalancesTab.tsx';
import { CustomerDisputesTab } from './CustomerDisputesTab.tsx';
import { CustomerNotesTab } from './CustomerNotesTab.tsx';
import { CustomerOrdersTab } from './CustomerOrdersTab.tsx';
import { CustomerProfileTab } from './CustomerProfileTab.tsx';
import { CustomerReferralsTab } from './CustomerReferralsTab.tsx';
import { CustomerTimelineTab } from './CustomerTimelineTab.tsx';
import { CustomerTransactionsTab } from './CustomerTransactionsTab.tsx';

export interface CustomerTab {
  /** The `tab` URL parameter. */
  key: string;
  /** Tabs of one group share a place in the top row (the page would not fit fifteen side by side). */
  group?: CustomerTabGroup;
  /** i18n key of the tab's label. */
  label: string;
  /** Shown only to admins holding it (the tab's data comes from that area's API). */
  policy: Policy;
  render: (customer: Customer) => ReactNode;
}

export type CustomerTabGroup = 'money' | 'compliance' | 'p2p';

/** i18n keys of the groups' top tabs. */
export const customerTabGroupLabels: Record<CustomerTabGroup, string> = {
  money: 'customers.tabGroups.money',
  compliance: 'customers.tabGroups.compliance',
  p2p: 'customers.tabGroups.p2p',
};

/** The customer page's tabs, in order; each area's tab is a component taking the customer's id. */
export const customerTabs: readonly CustomerTab[] = [
  { key: 'profile', label: 'customers.tabs.profile', policy: 'customers.read', render: (c) => <CustomerProfileTab customer={c} /> },
  { key: 'balances', group: 'money', label: 'customers.tabs.balances', policy: 'customers.read', render: (c) => <CustomerBalancesTab customer={c} /> },
  { key: 'statement', group: 'money', label: 'customers.tabs.statement', policy: 'ledger.read', render: (c) => <CustomerStatementTab customerId={c.id} /> },
  { key: 'subAccounts', group: 'money', label: 'customers.tabs.subAccounts', policy: 'subAccounts.read', render: (c) => <CustomerSubAccountsTab customer={c} /> },
  { key: 'fiat', group: 'money', label: 'customers.tabs.fiat', policy: 'fiat.deposits.read', render: (c) => <CustomerFiatTab customerId={c.id} /> },
  { key: 'crypto', group: 'money', label: 'customers.tabs.crypto', policy: 'crypto.deposits.read', render: (c) => <CustomerCryptoTab customerId={c.id} /> },
  { key: 'trades', group: 'money', label: 'customers.tabs.trades', policy: 'trades.orders.read', render: (c) => <CustomerTradesTab customer={c} /> },
  { key: 'withdrawalLimits', group: 'money', label: 'customers.tabs.withdrawalLimits', policy: 'limits.read', render: (c) => <CustomerWithdrawalLimitsTab customerId={c.id} /> },
  { key: 'kyc', group: 'compliance', label: 'customers.tabs.kyc', policy: 'kyc.read', render: (c) => <CustomerKycTab customerId={c.id} /> },
  { key: 'bankAccounts', group: 'compliance', label: 'customers.tabs.bankAccounts', policy: 'bankAccounts.read', render: (c) => <CustomerBankAccountsTab customerId={c.id} /> },
  { key: 'screening', group: 'compliance', label: 'customers.tabs.screening', policy: 'screening.read', render: (c) => <CustomerScreeningTab customerId={c.id} /> },
  { key: 'transactions', group: 'p2p', label: 'customers.tabs.transactions', policy: 'p2p.transactions.read', render: (c) => <CustomerTransactionsTab customerId={c.id} /> },
  { key: 'orders', group: 'p2p', label: 'customers.tabs.orders', policy: 'p2p.orders.read', render: (c) => <CustomerOrdersTab customerId={c.id} /> },
  { key: 'disputes', group: 'p2p', label: 'customers.tabs.disputes', policy: 'p2p.disputes.read', render: (c) => <CustomerDisputesTab customerId={c.id} /> },
  { key: 'referrals', label: 'customers.tabs.referrals', policy: 'referrals.read', render: (c) => <CustomerReferralsTab customerId={c.id} /> },
  { key: 'timeline', label: 'customers.tabs.timeline', policy: 'customers.read', render: (c) => <CustomerTimelineTab customerId={c.id} /> },
  { key: 'notes', label: 'customers.tabs.notes', policy: 'customers.read', render: (c) => <CustomerNotesTab customerId={c.id} /> },
];
