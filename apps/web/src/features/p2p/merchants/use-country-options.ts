import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '../p2p-constants.ts';

/** Country names in the console's language, from the browser: no list of names to translate by hand. */
export function useCountryOptions() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    } catch {
      // An engine without region names shows the codes alone.
    }
    return COUNTRY_CODES.map((code) => ({ value: code, label: `${names?.of(code) ?? code} (${code})` })).sort((a, b) =>
      a.label.localeCompare(b.label, i18n.language),
    );
  }, [i18n.language]);
}
