import { FiatDepositsPage } from './FiatDepositsPage.tsx';

export default function DepositRequestsPage() {
  return <FiatDepositsPage view="requests" />;
}
