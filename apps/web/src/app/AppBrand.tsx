import { Link } from 'react-router';
import { BrandMark } from '../components/BrandMark.tsx';
import { useExchangeName } from './use-exchange-name.ts';

/** The mark and the exchange's name, in the header of the styles that have no sidebar to hold them. */
export function AppBrand() {
  const exchangeName = useExchangeName();
  return (
    <Link to="/" className="app-brand" data-testid="header-brand">
      <BrandMark size={28} />
      <span className="app-brand__name">{exchangeName}</span>
    </Link>
  );
}
