import type { CountryControl } from '@exchange/contract/countries/countries';
import type { CountryOperation } from '@exchange/contract/countries/country-rules';
import { useTranslation } from 'react-i18next';
import { ConfirmSwitch } from '../../components/ConfirmSwitch.tsx';
import { useCan } from '../../components/use-can.ts';
import { useCountryName } from '../../components/use-country-options.ts';
import { useSetCountryControl } from './country-queries.ts';

export const allowedOf = (row: CountryControl, operation: CountryOperation) =>
  operation === 'SIGN_UP' ? row.signUpAllowed : operation === 'DEPOSIT' ? row.depositAllowed : row.withdrawalAllowed;

/** One operation of one country, turned on or off after a confirmation. */
export function CountrySwitch({ row, operation }: { row: CountryControl; operation: CountryOperation }) {
  const { t } = useTranslation();
  const canWrite = useCan('countries.manage');
  const countryName = useCountryName();
  const change = useSetCountryControl(row.country);
  const what = t(`countries.operation.${operation}`);
  const facts = { country: countryName(row.country), operation: what };
  return (
    <ConfirmSwitch
      checked={allowedOf(row, operation)}
      pending={change.isPending}
      canWrite={canWrite}
      ariaLabel={t('countries.switchLabel', facts)}
      checkedLabel={t('countries.allowed')}
      uncheckedLabel={t('countries.notAllowed')}
      copy={(next) => ({
        title: t(next ? 'countries.allowTitle' : 'countries.blockTitle', facts),
        description: t(next ? 'countries.allowEffect' : 'countries.blockEffect', facts),
        okText: t(next ? 'countries.allow' : 'countries.block'),
      })}
      onConfirm={async (next) => {
        await change.mutateAsync({ operation, allowed: next });
        return t(next ? 'countries.allowedDone' : 'countries.blockedDone', facts);
      }}
      testId={`country-${row.country}-${operation}`}
    />
  );
}
