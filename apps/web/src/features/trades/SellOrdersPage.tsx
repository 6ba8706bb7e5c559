import { TradeOrdersPage } from './TradeOrdersPage.tsx';

export default function SellOrdersPage() {
  return <TradeOrdersPage screen="sell" />;
}
