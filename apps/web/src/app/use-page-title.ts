import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { headerTitleKey } from './header-titles.ts';
import { useExchangeName } from './use-exchange-name.ts';

/** The current screen's title from its path (the spec's header titles), or the exchange's name. */
export function usePageTitle(): string {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const exchangeName = useExchangeName();
  const titleKey = headerTitleKey(pathname);
  return titleKey ? t(titleKey) : exchangeName;
}
