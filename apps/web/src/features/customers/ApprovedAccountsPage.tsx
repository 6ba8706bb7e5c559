import { CustomerListView } from './CustomerListView.tsx';

/** Approved Accounts: activated accounts in force (a freeze that expired counts as active again). */
export default function ApprovedAccountsPage() {
  return <CustomerListView view={{ kind: 'state', state: 'ACTIVE', testId: 'approved-accounts-page' }} />;
}
