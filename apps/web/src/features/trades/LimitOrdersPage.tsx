import { TradeOrdersPage } from './TradeOrdersPage.tsx';

export default function LimitOrdersPage() {
  return <TradeOrdersPage screen="limit" />;
}
