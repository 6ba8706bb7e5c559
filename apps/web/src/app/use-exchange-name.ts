import { useTranslation } from 'react-i18next';
import { usePublicSettings } from './use-public-settings.ts';

/** The exchange's name from the server, or a neutral name until it arrives. */
export function useExchangeName(): string {
  const { t } = useTranslation();
  return usePublicSettings()?.exchangeName ?? t('app.defaultName');
}
