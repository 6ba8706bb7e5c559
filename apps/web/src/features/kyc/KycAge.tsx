import { useTranslation } from 'react-i18next';
import { ageLabel } from '../../components/age-label.ts';

/** How long a request has waited: since submission until decided (or until now while open). */
export function KycAge({ from, to, now }: { from: string; to: string | null; now: number }) {
  const { t } = useTranslation();
  const end = to ? Date.parse(to) : now;
  const { key, values } = ageLabel((end - Date.parse(from)) / 1000);
  return <span style={{ whiteSpace: 'nowrap' }} data-testid="kyc-age">{t(key, { ...values })}</span>;
}
