import { CustomerListView } from './CustomerListView.tsx';

/** Customers: every account, found from one search box and filtered by state, country, KYC and date. */
export default function CustomerListPage() {
  return <CustomerListView view={{ kind: 'all' }} />;
}
