import { CustomerListView } from './CustomerListView.tsx';

/** Pending Accounts: sign-ups waiting for an admin to activate them. */
export default function PendingAccountsPage() {
  return <CustomerListView view={{ kind: 'state', state: 'PENDING', testId: 'pending-accounts-page' }} />;
}
