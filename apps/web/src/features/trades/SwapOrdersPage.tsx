import { TradeOrdersPage } from './TradeOrdersPage.tsx';

export default function SwapOrdersPage() {
  return <TradeOrdersPage screen="swap" />;
}
