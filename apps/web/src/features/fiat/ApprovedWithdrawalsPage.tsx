import { FiatWithdrawalsPage } from './FiatWithdrawalsPage.tsx';

export default function ApprovedWithdrawalsPage() {
  return <FiatWithdrawalsPage view="approved" />;
}
