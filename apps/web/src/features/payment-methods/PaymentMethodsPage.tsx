import { ComingSoonPage } from '../../components/ComingSoonPage.tsx';

export default function Page() {
  return <ComingSoonPage titleKey="titles.paymentMethods" testId="coming-soon" />;
}
