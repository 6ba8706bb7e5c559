import { FiatDepositsPage } from './FiatDepositsPage.tsx';

export default function ApprovedDepositsPage() {
  return <FiatDepositsPage view="approved" />;
}
