import { FiatWithdrawalsPage } from './FiatWithdrawalsPage.tsx';

export default function WithdrawalRequestsPage() {
  return <FiatWithdrawalsPage view="requests" />;
}
