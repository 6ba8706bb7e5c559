import { TradeOrdersPage } from './TradeOrdersPage.tsx';

export default function BuyOrdersPage() {
  return <TradeOrdersPage screen="buy" />;
}
