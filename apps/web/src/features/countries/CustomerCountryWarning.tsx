import { COUNTRY_OPERATIONS } from '@exchange/contract/countries/country-rules';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../components/use-can.ts';
import { useCountryName } from '../../components/use-country-options.ts';
import { allowedOf } from './CountrySwitch.tsx';
import { useCountryControls } from './country-queries.ts';

/**
 * On a customer's page (and a screening case): a warning when the customer's country is not allowed
 * for sign-up, deposits or withdrawals. Nothing when it is allowed for all, or the admin may not read it.
 */
export function CustomerCountryWarning({ country }: { country: string }) {
  const { t } = useTranslation();
  const canRead = useCan('countries.read');
  const countryName = useCountryName();
  const controls = useCountryControls(canRead);
  if (!canRead) return null;
  const row = controls.data?.items.find((item) => item.country === country);
  if (!row) return null;
  const refused = COUNTRY_OPERATIONS.filter((op) => !allowedOf(row, op));
  if (refused.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="customer-country-warning"
      title={t('countries.warning', { country: countryName(country), operations: refused.map((op) => t(`countries.operation.${op}`)).join(', ') })}
    />
  );
}
