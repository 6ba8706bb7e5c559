import { FiatDepositsPage } from './FiatDepositsPage.tsx';

export default function CardDepositsPage() {
  return <FiatDepositsPage view="card" />;
}
